/**
 * Toasts: their durations (4 s for plain and error, 2 s for success, loading
 * until dismissed) and at most 20 at a time.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';

/**
 * Internal dependencies
 */
import { TOAST_LIMIT, TOAST_OPTIONS, Toaster } from '../toaster';
import { notifyError, notifySuccess } from '../notify';

afterEach( () => act( () => toast.remove() ) );

test( 'durations: 4000 blank, error and custom; 2000 success; loading stays', () => {
	expect( TOAST_OPTIONS.blank.duration ).toBe( 4000 );
	expect( TOAST_OPTIONS.error.duration ).toBe( 4000 );
	expect( TOAST_OPTIONS.custom.duration ).toBe( 4000 );
	expect( TOAST_OPTIONS.success.duration ).toBe( 2000 );
	expect( TOAST_OPTIONS.loading.duration ).toBe( Infinity );
	expect( TOAST_OPTIONS.style.maxWidth ).toBe( '350px' );
} );

test( 'a success toast goes after 2 s, an error after 4 s, loading never', () => {
	jest.useFakeTimers();
	render( <Toaster /> );
	act( () => {
		toast.success( 'ok' );
		toast.error( 'bad' );
		toast.loading( 'wait' );
		toast( 'note' );
		toast.custom( <span>custom</span> );
	} );
	expect( screen.getByText( 'ok' ) ).toBeInTheDocument();
	act( () => jest.advanceTimersByTime( 2100 ) );
	expect(
		screen.queryByText( 'ok' )?.closest( '[style*="opacity: 1"]' )
	).toBeFalsy();
	act( () => jest.advanceTimersByTime( 3000 ) );
	act( () => jest.advanceTimersByTime( 2000 ) );
	expect( screen.queryByText( 'bad' ) ).toBeNull();
	expect( screen.queryByText( 'note' ) ).toBeNull();
	expect( screen.queryByText( 'custom' ) ).toBeNull();
	expect( screen.getByText( 'wait' ) ).toBeInTheDocument();
	jest.useRealTimers();
} );

test( 'at most 20 at a time; the container is 90 % wide', () => {
	jest.useFakeTimers();
	const { container } = render( <Toaster /> );
	act( () => {
		for ( let index = 0; index < TOAST_LIMIT + 5; index++ ) {
			toast.loading( `t${ index }` );
		}
	} );
	// Dismissed toasts leave the DOM after their exit animation.
	act( () => jest.advanceTimersByTime( 1500 ) );
	expect( screen.queryAllByText( /^t[0-9]+$/ ) ).toHaveLength( TOAST_LIMIT );
	expect( screen.getByText( 't24' ) ).toBeInTheDocument();
	expect( screen.queryByText( 't0' ) ).toBeNull();
	expect(
		container.ownerDocument.querySelector( '.temple-offerings__toaster' )
	).toHaveStyle( { maxWidth: '90%' } );
	jest.useRealTimers();
} );

test( 'the same text raised again is one toast, not a pile', () => {
	render( <Toaster /> );
	act( () => {
		notifyError( '請選擇結緣品' );
		notifyError( '請選擇結緣品' );
		notifyError( '請選擇結緣品' );
		notifySuccess( '已複製' );
		notifySuccess( '已複製' );
		notifyError( '另一個錯誤' );
	} );
	expect( screen.getAllByText( '請選擇結緣品' ) ).toHaveLength( 1 );
	expect( screen.getAllByText( '已複製' ) ).toHaveLength( 1 );
	expect( screen.getByText( '另一個錯誤' ) ).toBeInTheDocument();
} );

test( 'a toast lets a press through to the control under it', () => {
	render( <Toaster /> );
	act( () => {
		toast.success( 'through' );
	} );
	expect(
		screen.getByText( 'through' ).closest( '[style*="pointer-events"]' )
	).toHaveStyle( { pointerEvents: 'none' } );
} );

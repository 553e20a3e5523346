/**
 * The offering page in zh_TW on a phone: the bar that says what is picked
 * while the summary is below the screen.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { findCard, inZhTwPage, renderPage } from './render-page';

inZhTwPage();

describe( 'the phone bar', () => {
	/** What the browser's IntersectionObserver would report, by hand. */
	let report: ( isIntersecting: boolean, top: number ) => void = () => {};
	const original = window.IntersectionObserver;
	beforeEach( () => {
		window.IntersectionObserver = class {
			constructor( callback: IntersectionObserverCallback ) {
				report = ( isIntersecting, top ) =>
					callback(
						[
							{
								isIntersecting,
								boundingClientRect: { top },
								rootBounds: { top: 0, bottom: 844 },
							} as IntersectionObserverEntry,
						],
						this as unknown as IntersectionObserver
					);
			}
			observe() {}
			disconnect() {}
		} as unknown as typeof IntersectionObserver;
	} );
	afterEach( () => {
		window.IntersectionObserver = original;
	} );

	test( 'says what is picked, for how many and the total while the summary is below; its 加入結緣品 adds; gone once the summary is in view', async () => {
		const { user } = renderPage();
		await user.click( await findCard( /^光明燈/ ) );
		await screen.findByRole( 'complementary', { name: '結緣品明細' } );
		act( () => report( false, 2000 ) );
		const bar = await screen.findByRole( 'region', {
			name: '已選結緣品',
		} );
		expect( bar ).toHaveTextContent( '光明燈' );
		expect( bar ).toHaveTextContent( '0 人・總計：NT$0' );
		expect(
			within( bar ).getByRole( 'button', { name: /^前往填寫信眾資料：/ } )
		).toBeInTheDocument();

		// The bar's own add, with no believer yet: the add button of the
		// product takes focus.
		await user.click(
			within( bar ).getByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			await screen.findByText( '請至少新增一位信眾' )
		).toBeInTheDocument();
		const add = screen.getByRole( 'button', { name: '新增信眾' } );
		await waitFor( () =>
			expect( add.ownerDocument.activeElement ).toBe( add )
		);
		await user.click( add );
		expect( bar ).toHaveTextContent( '1 人・總計：NT$600' );

		act( () => report( true, 500 ) );
		expect(
			screen.queryByRole( 'region', { name: '已選結緣品' } )
		).not.toBeInTheDocument();
		// Scrolled past the summary: still not back over the page's end.
		act( () => report( false, -300 ) );
		expect(
			screen.queryByRole( 'region', { name: '已選結緣品' } )
		).not.toBeInTheDocument();
	} );
} );

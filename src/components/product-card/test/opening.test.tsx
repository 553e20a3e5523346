/**
 * A card before its opening, at it and after its close, in the grid as the
 * page shows it, on fake timers: the countdown runs on the server's clock
 * (the block's `now`), not the browser's, and the card becomes choosable at
 * the second it opens without a reload.
 */

/**
 * External dependencies
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';
import { TextEncoder } from 'node:util';

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ProductGrid } from '../../product-grid/product-grid';
import { normalizeProducts } from '../../../api/normalize-products';
import { setServerTime } from '../../../hooks/use-registration';
import type { Product } from '../../../types/product';
import { PRODUCTS, loadZhTw } from '../../offering-page/test/fixtures';

const OPENS = Date.parse( '2026-11-30T10:00:00+08:00' );
const LABEL = '11月30日 10:00 開放登記';

/** Each grid's lamp is another product: the store keeps what an earlier test picked. */
let id = 900;

/**
 * The grid of one lamp with a window, as the server answered it.
 *
 * @param window The window's fields on the wire.
 */
function grid( window: Partial< Product > ) {
	id++;
	const rows = normalizeProducts( [ { ...PRODUCTS[ 0 ], id, ...window } ] );
	return <ProductGrid rows={ rows } category="light" placeholderImage="" />;
}

/**
 * Sets the clocks: the server's, and the browser's a minute and a half behind
 * it, so a countdown run on the browser's clock would be 90 seconds late.
 *
 * @param server The server's milliseconds now.
 */
function clocks( server: number ) {
	const browser = server - 90_000;
	jest.setSystemTime( browser );
	setServerTime( server, browser );
}

const card = () => screen.getByRole( 'button', { name: /^光明燈/ } );
const countdown = () =>
	document.querySelector( '.temple-offerings__card-countdown' );

/**
 * Moves the clocks on and lets the page react.
 *
 * @param ms Milliseconds.
 */
const pass = ( ms: number ) => act( () => jest.advanceTimersByTime( ms ) );

beforeAll( loadZhTw );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	cleanup();
	jest.useRealTimers();
} );

test( 'before its opening a card says when, counts down unannounced, and cannot be picked, yet can be reached', () => {
	clocks( OPENS - 20_000 );
	render(
		grid( {
			opens_at: '2026-11-30T10:00:00+08:00',
			registration: 'before',
			opens_label: LABEL,
		} )
	);
	const button = card();
	expect( button ).toHaveAccessibleName( `光明燈 NT$600 ${ LABEL }` );
	expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
	expect( button ).not.toBeDisabled();
	button.focus();
	expect( button ).toHaveFocus();
	expect( countdown() ).toHaveTextContent( '00:00:20' );
	expect( countdown() ).toHaveAttribute( 'aria-hidden', 'true' );

	fireEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-pressed', 'false' );

	pass( 1000 );
	expect( countdown() ).toHaveTextContent( '00:00:19' );
	pass( 18_999 );
	expect( countdown() ).toHaveTextContent( '00:00:01' );
	expect( button ).toHaveAttribute( 'aria-disabled', 'true' );

	// The opening second, by the server's clock: the same element, now choosable.
	pass( 1 );
	expect( card() ).toBe( button );
	expect( button ).not.toHaveAttribute( 'aria-disabled' );
	expect( countdown() ).toBeNull();
	expect( button ).not.toHaveTextContent( '開放登記' );
	expect( button ).toHaveFocus();
	fireEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'a card answered before its opening that has opened since opens at once, on the server’s clock', () => {
	// The browser's clock alone (90 s behind) would still count down.
	clocks( OPENS + 1_000 );
	render(
		grid( {
			opens_at: '2026-11-30T10:00:00+08:00',
			registration: 'before',
			opens_label: LABEL,
		} )
	);
	expect( card() ).not.toHaveAttribute( 'aria-disabled' );
	expect( countdown() ).toBeNull();
} );

test( 'the first render is what the server answered, as its markup has it: label, no seconds yet', async () => {
	// React's server renderer needs TextEncoder, which jsdom lacks.
	Object.assign( globalThis, { TextEncoder } );
	const { renderToStaticMarkup } = await import( 'react-dom/server' );
	clocks( OPENS - 20_000 );
	const html = renderToStaticMarkup(
		grid( {
			opens_at: '2026-11-30T10:00:00+08:00',
			registration: 'before',
			opens_label: LABEL,
		} )
	);
	expect( html ).toContain( 'aria-disabled="true"' );
	expect( html ).toContain( 'is-before-opening' );
	expect( html ).toContain(
		`<span class="temple-offerings__card-places">${ LABEL }</span><span class="temple-offerings__card-countdown" aria-hidden="true"></span>`
	);
} );

test( 'a card that closes while the page is open says 已截止登記 and cannot be picked', () => {
	clocks( OPENS );
	render(
		grid( {
			opens_at: '2026-11-30T09:00:00+08:00',
			closes_at: '2026-11-30T10:00:02+08:00',
			registration: 'open',
			cutoff_label: '登記截止 11月30日 10:00',
		} )
	);
	expect( card() ).toBeEnabled();
	expect( card() ).toHaveTextContent( '登記截止 11月30日 10:00' );
	pass( 1_999 );
	expect( card() ).toBeEnabled();
	pass( 1 );
	expect( card() ).toBeDisabled();
	expect( card() ).toHaveAccessibleName( '光明燈 NT$600 已截止登記' );
} );

test( 'a card the server answered closed stays closed, and a card without a window sets no timer', () => {
	clocks( OPENS );
	render(
		<>
			{ grid( {
				closes_at: '2026-11-30T09:00:00+08:00',
				registration: 'closed',
				sold_out: true,
				cutoff_label: '已截止登記',
			} ) }
		</>
	);
	expect( card() ).toBeDisabled();
	expect( jest.getTimerCount() ).toBe( 0 );
	cleanup();
	render( grid( {} ) );
	expect( card() ).toBeEnabled();
	expect( jest.getTimerCount() ).toBe( 0 );
} );

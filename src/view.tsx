/**
 * Frontend entry: starts the offering page and takes over the tabs and cards
 * the block's PHP already wrote (php/Block/OfferingsMarkup.php).
 */
/**
 * WordPress dependencies
 */
import { createRoot, hydrateRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { startOfferingPage, whenCatalogueReady } from './app';
import { OfferingPage } from './components/offering-page/offering-page';
import { Toaster } from './components/toaster/toaster';
import { parseSettings } from './settings';

/**
 * Resolves after the browser has painted what it has, so the page's work
 * never holds up its first paint: the server's markup is already the page a
 * worshipper sees, the script only makes it interactive.
 *
 * @return Resolves in the task after the next frame.
 */
function afterNextPaint(): Promise< void > {
	return new Promise( ( resolve ) =>
		requestAnimationFrame( () => setTimeout( resolve, 0 ) )
	);
}

domReady( async () => {
	await afterNextPaint();
	// The block allows one instance a page (block.json `multiple: false`).
	const element = document.querySelector< HTMLElement >(
		'.wp-block-temple-offerings-offerings[data-settings]'
	);
	if ( ! element ) {
		return;
	}
	const settings = parseSettings( element.dataset.settings );
	startOfferingPage( settings );

	// Toasts sit above the page (position: fixed) in a root of their own,
	// so the server's markup holds exactly what the page renders.
	const toasts = document.createElement( 'div' );
	element.append( toasts );
	createRoot( toasts ).render( <Toaster /> );

	// The server drew the cards from the same preloaded answers; once the
	// store has them (no request: the preloading middleware answers), the
	// first render matches that markup and React adopts it as it is. A
	// mismatch (say, a second page of products) makes React redraw, which
	// shows the same page.
	await whenCatalogueReady( settings );
	const app = element.querySelector< HTMLElement >(
		'.temple-offerings__app'
	);
	if ( app ) {
		hydrateRoot( app, <OfferingPage /> );
	} else {
		createRoot( element ).render( <OfferingPage /> );
	}
} );

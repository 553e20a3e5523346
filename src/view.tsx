/**
 * Frontend entry: starts the offering page and takes over the tabs and cards
 * the block's PHP already wrote (php/Block/OfferingsMarkup.php).
 */
/**
 * WordPress dependencies
 */
import { createRoot, hydrateRoot, useEffect } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { startOfferingPage, whenCatalogueReady } from './app';
import { OfferingPage } from './components/offering-page/offering-page';
import { Toaster } from './components/toaster/toaster';
import { setServerTime } from './hooks/use-registration';
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

/**
 * When the page's answer began to arrive, on the browser's clock: the
 * server read its clock for the block just before it answered, so the
 * difference is the server's clock ahead of the browser's (less the
 * network's one-way delay), wherever the script has got to since.
 *
 * @return Milliseconds since the epoch.
 */
function pageArrival(): number {
	const [ navigation ] = performance.getEntriesByType?.( 'navigation' ) ?? [];
	return navigation && 'responseStart' in navigation
		? performance.timeOrigin +
				( navigation as PerformanceNavigationTiming ).responseStart
		: Date.now();
}

declare global {
	interface Window {
		/** Buttons tapped before the script took over (php/Block/OfferingsBlock.php). */
		templeOfferingsEarlyClicks?: HTMLElement[] & { done?: boolean };
	}
}

/**
 * Clicks again, in order, what was tapped on the server's markup before the
 * page was interactive, then lets clicks through as they come.
 */
function replayEarlyClicks(): void {
	const early = window.templeOfferingsEarlyClicks;
	if ( ! early ) {
		return;
	}
	early.done = true;
	early
		.splice( 0 )
		.forEach( ( button ) => button.isConnected && button.click() );
}

/**
 * Calls back once, after React has committed the page.
 *
 * @param props
 * @param props.onCommit Called after the first commit.
 */
function AfterCommit( { onCommit }: { onCommit: () => void } ) {
	useEffect( onCommit, [ onCommit ] );
	return null;
}

domReady( async () => {
	await afterNextPaint();
	// The block allows one instance a page (block.json `multiple: false`).
	// Its settings come after the server's cards (php/Block/OfferingsBlock.php),
	// not in an attribute before them, so they do not delay the cards' parse;
	// a block without them (WooCommerce off) is not started.
	const element = document.querySelector< HTMLElement >(
		'.wp-block-temple-offerings-offerings'
	);
	const carried = element?.querySelector(
		':scope > script.temple-offerings__settings'
	);
	if ( ! element || ! carried ) {
		return;
	}
	const settings = parseSettings( carried.textContent ?? undefined );
	if ( settings.now !== undefined ) {
		setServerTime( settings.now, pageArrival() );
	}
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
	const page = (
		<>
			<OfferingPage />
			<AfterCommit onCommit={ replayEarlyClicks } />
		</>
	);
	if ( app ) {
		hydrateRoot( app, page );
	} else {
		createRoot( element ).render( page );
	}
} );

/**
 * Browser APIs @wordpress/components uses that jsdom lacks. They are part of
 * the environment, not of the code under test, so a do-nothing stand-in is
 * enough: nothing here is asserted on.
 */
/**
 * External dependencies
 */
import { TextDecoder, TextEncoder } from 'util';

class NoResizeObserver {
	observe(): void {}
	unobserve(): void {}
	disconnect(): void {}
}

if ( typeof window.ResizeObserver === 'undefined' ) {
	window.ResizeObserver = NoResizeObserver;
	globalThis.ResizeObserver = NoResizeObserver;
}

// @wordpress/sync (through core-data) builds encoders when it loads.
if ( typeof globalThis.TextEncoder === 'undefined' ) {
	Object.assign( globalThis, { TextEncoder, TextDecoder } );
}

/**
 * When the phone's bar shows: while the summary's add button is still below
 * the window, not once it is in view, nor once it was scrolled past.
 */

/**
 * Internal dependencies
 */
import { isBelowRoot } from '../use-below-viewport';

const entry = ( isIntersecting: boolean, top: number ) => ( {
	isIntersecting,
	boundingClientRect: { top } as DOMRectReadOnly,
	rootBounds: { top: 0, bottom: 844 } as DOMRectReadOnly,
} );

test.each( [
	[ 'below the window', entry( false, 1200 ), true ],
	[ 'its top just at the bottom edge', entry( false, 844 ), true ],
	[ 'partly in view', entry( true, 820 ), false ],
	[ 'in view', entry( true, 300 ), false ],
	[ 'scrolled past, above the window', entry( false, -400 ), false ],
] )( 'isBelowRoot: %s', ( _title, seen, below ) => {
	expect( isBelowRoot( seen ) ).toBe( below );
} );

/**
 * Whether an element is still below the window (not yet scrolled to).
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Whether an observed element lies below its root: not in it, and its top
 * at or past the root's bottom. Above the root (scrolled past) is not below.
 *
 * @param entry What the observer saw.
 * @return True when the element is still to come.
 */
export function isBelowRoot(
	entry: Pick<
		IntersectionObserverEntry,
		'isIntersecting' | 'boundingClientRect' | 'rootBounds'
	>
): boolean {
	const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
	return ! entry.isIntersecting && entry.boundingClientRect.top >= bottom;
}

/**
 * Follows whether an element is below the window as the page scrolls or
 * changes. False until the browser has said (and where it cannot).
 *
 * @param target The element.
 * @return True while it is below the window.
 */
export function useBelowViewport(
	target: RefObject< HTMLElement | null >
): boolean {
	const [ below, setBelow ] = useState( false );
	useEffect( () => {
		const element = target.current;
		if ( ! element || typeof IntersectionObserver === 'undefined' ) {
			return;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			const entry = entries[ entries.length - 1 ];
			if ( entry ) {
				setBelow( isBelowRoot( entry ) );
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ target ] );
	return below;
}

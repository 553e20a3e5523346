/**
 * Focus that lands on what React is about to draw.
 *
 * Moving the focus in the next animation frame raced React: after an await
 * (a search answered, a save refused) React draws in a task of its own, and
 * on a busy device the frame could come first, find nothing and leave the
 * focus behind. This asks React for one more commit and looks for the
 * element once that commit, which carries the handler's own changes, is on
 * the screen.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/** Finds the element to focus in what is drawn. */
export type FindFocus = () => HTMLElement | null | undefined;

/**
 * @return A function to call with a finder: the element it finds once the
 *         handler's changes are drawn takes the focus.
 */
export function useFocusAfterRender(): ( find: FindFocus ) => void {
	const pending = useRef< FindFocus | null >( null );
	const [ asked, setAsked ] = useState( 0 );

	useEffect( () => {
		const find = pending.current;
		pending.current = null;
		find?.()?.focus();
	}, [ asked ] );

	return useCallback( ( find: FindFocus ) => {
		pending.current = find;
		setAsked( ( count ) => count + 1 );
	}, [] );
}

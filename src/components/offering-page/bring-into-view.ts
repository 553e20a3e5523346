/**
 * Brings a part of the page into view and hands focus to a control, the
 * way the page does after a refused add and from the phone's bar: smoothly,
 * unless the worshipper asked their system for less motion, then at once.
 */

/**
 * How the page scrolls: `smooth`, or `auto` (at once) when the system asks
 * for reduced motion.
 *
 * @param view The window (a test may give its own).
 * @return A scroll behaviour.
 */
export function scrollBehavior(
	view: Pick< Window, 'matchMedia' > = window
): ScrollBehavior {
	return view.matchMedia?.( '(prefers-reduced-motion: reduce)' )?.matches
		? 'auto'
		: 'smooth';
}

/**
 * Scrolls an element into view, then focuses a control without scrolling
 * again (focus would jump where the smooth scroll is still going).
 *
 * @param element The part to show.
 * @param focus   The control to focus; the element itself when not given.
 * @param block   Where the part lands: `center` for a field, `nearest` to
 *                scroll only when it is not in view already.
 */
export function bringIntoView(
	element: HTMLElement,
	focus: HTMLElement | null = element,
	block: ScrollLogicalPosition = 'center'
): void {
	element.scrollIntoView?.( { behavior: scrollBehavior(), block } );
	focus?.focus( { preventScroll: true } );
}

/**
 * The first thing a refused add asks the worshipper to fix: a field marked
 * invalid, or a product's 「請至少新增一位信眾」 (its add button then takes
 * focus), whichever comes first on the page.
 *
 * @param root The offering page.
 * @return What to show and what to focus, or null when nothing is marked.
 */
export function firstProblem(
	root: ParentNode
): { show: HTMLElement; focus: HTMLElement | null } | null {
	const found = root.querySelector< HTMLElement >(
		'[aria-invalid="true"], .temple-offerings-believers > .temple-offerings-field__message > .temple-offerings-field__error'
	);
	if ( ! found ) {
		return null;
	}
	if ( found.matches( '[aria-invalid="true"]' ) ) {
		return { show: found, focus: found };
	}
	return {
		show: found,
		focus:
			found
				.closest( '.temple-offerings-believers' )
				?.querySelector< HTMLElement >(
					':scope > .temple-offerings-believers__add'
				) ?? null,
	};
}

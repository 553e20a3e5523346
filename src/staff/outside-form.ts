/**
 * Keeps the believer form's controls out of the order screen's form. The
 * Believers box sits inside that form, and the offering page's fields carry
 * `required` and typed inputs: as members of it, an empty believer would
 * stop the browser from sending the order at all (its own validation runs
 * before any script can step in), and their values would be posted with
 * the order. A control whose `form` attribute names an id no form has
 * belongs to no form (HTML's form owner), so it is neither validated nor
 * sent with the order; the believer form saves through REST instead.
 */

/** An id no element on the page has. */
export const NO_FORM = 'temple-offerings-no-form';

/**
 * Takes every control under `root` out of its form, now and as controls
 * come (rows added, optional fields opened), but those `keep` names.
 *
 * @param root The believer form's root.
 * @param keep Controls that stay in the order's form (posted with it).
 * @return Stops watching.
 */
export function keepOutOfForm(
	root: HTMLElement,
	keep: ( control: HTMLElement ) => boolean
): () => void {
	const detach = () => {
		root.querySelectorAll< HTMLElement >(
			'input, select, textarea, button'
		).forEach( ( control ) => {
			if (
				! keep( control ) &&
				control.getAttribute( 'form' ) !== NO_FORM
			) {
				control.setAttribute( 'form', NO_FORM );
			}
		} );
	};
	detach();
	const observer = new MutationObserver( detach );
	observer.observe( root, { childList: true, subtree: true } );
	return () => observer.disconnect();
}

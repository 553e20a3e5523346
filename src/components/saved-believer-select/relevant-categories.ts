/**
 * Which saved believers (常用名單) fit a product.
 *
 * "Relevant" categories are a product's category slugs that name a form
 * kind (FORM_KIND_PRIORITY); other slugs (a 'featured' or 'new' category)
 * say nothing about the form. A saved believer fits when its relevant
 * categories and the product's are the same set: order and duplicates do not
 * matter.
 */

/**
 * Internal dependencies
 */
import { isFormKind } from '../../domain/form-kind';

/**
 * The form-kind slugs among categories, sorted and without duplicates.
 *
 * @param categories Category slugs.
 * @return Relevant slugs.
 */
export function relevantCategories( categories: readonly string[] ): string[] {
	return [ ...new Set( categories.filter( isFormKind ) ) ].sort();
}

/**
 * Whether two category lists have the same relevant set.
 *
 * @param left  Category slugs.
 * @param right Category slugs.
 * @return True when equal as sets.
 */
export function sameRelevantCategories(
	left: readonly string[],
	right: readonly string[]
): boolean {
	const a = relevantCategories( left );
	const b = relevantCategories( right );
	return (
		a.length === b.length &&
		a.every( ( slug, index ) => slug === b[ index ] )
	);
}

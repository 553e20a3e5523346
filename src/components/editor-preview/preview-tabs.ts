/**
 * Which tabs the preview shows and which one is open, from the block's
 * settings and the shop's categories, the way the offering page decides.
 */
/**
 * Internal dependencies
 */
import type { ProductCategory } from '../../types/product';

/**
 * The allowed categories that exist, in the allowed order.
 *
 * @param categories Every category of the shop.
 * @param allowed    The ordered slugs shown as tabs.
 */
export function previewTabs(
	categories: readonly ProductCategory[],
	allowed: readonly string[]
): ProductCategory[] {
	const bySlug = new Map(
		categories.map( ( category ) => [ category.slug, category ] )
	);
	return allowed.flatMap( ( slug ) => {
		const category = bySlug.get( slug );
		return category ? [ category ] : [];
	} );
}

/**
 * The open tab: the default when it is one of the tabs, else the first tab
 * ('' when there is none).
 *
 * @param tabs            The tabs, in order.
 * @param defaultCategory The saved default tab.
 */
export function previewActive(
	tabs: readonly ProductCategory[],
	defaultCategory: string
): string {
	return tabs.some( ( tab ) => tab.slug === defaultCategory )
		? defaultCategory
		: ( tabs[ 0 ]?.slug ?? '' );
}

/**
 * The id of a product section's body, which its toggle controls; the
 * phone's bar finds a product's forms by it.
 *
 * @param rowKey Product row key (`${ product_id }:${ variation_id }`).
 * @return Element id.
 */
export const sectionBodyId = ( rowKey: string ) =>
	`temple-offerings-section-${ rowKey.replace( ':', '-' ) }`;

/**
 * Products on the wire → the rows the page shows: a variable product becomes
 * one row per variation, named 'parent - value, value', because a worshipper
 * picks, and WooCommerce adds, one variation at a time.
 */

/**
 * Internal dependencies
 */
import { momentOf, type Registration } from '../domain/opening';
import {
	rowKey,
	type Product,
	type ProductRow,
	type ProductVariation,
	type Seats,
} from '../types/product';

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * An image's side in pixels, 0 when the answer does not say.
 *
 * @param value The wire value.
 * @return Whole pixels.
 */
const pixels = ( value: unknown ): number =>
	typeof value === 'number' && Number.isFinite( value ) && value > 0
		? Math.floor( value )
		: 0;

/**
 * An offering's season on the wire: a year of the lunar table (1800–2100),
 * else none.
 *
 * @param value The wire value.
 * @return The year's field, or nothing.
 */
const season = ( value: unknown ): { tai_sui_year?: number } =>
	typeof value === 'number' &&
	Number.isInteger( value ) &&
	value >= 1800 &&
	value <= 2100
		? { tai_sui_year: value }
		: {};

/**
 * The places fields of a product or variation; an answer without them (an
 * older cached one) counts nothing and is not full.
 *
 * @param from Product or variation on the wire.
 * @return Seats.
 */
function seats( from: Partial< Seats > ): Seats {
	const stock =
		typeof from.stock === 'number' && Number.isFinite( from.stock )
			? Math.max( 0, Math.floor( from.stock ) )
			: null;
	return {
		stock,
		low_stock: from.low_stock === true,
		sold_out: from.sold_out === true || stock === 0,
		...( from.kept_for_counter === true ? { kept_for_counter: true } : {} ),
	};
}

/**
 * Where the server said the window stood; an answer without it (an older
 * cached one) is open.
 *
 * @param value The wire value.
 * @return The state.
 */
const registrationOf = ( value: unknown ): Registration =>
	value === 'before' || value === 'closed' ? value : 'open';

/**
 * The row of a non-variable product.
 *
 * @param product Product.
 * @return Row with variation_id 0.
 */
function simpleRow( product: Product ): ProductRow {
	return {
		key: rowKey( product.id, 0 ),
		product_id: product.id,
		variation_id: 0,
		name: text( product.name ),
		slug: text( product.slug ),
		type: product.type,
		category: [ ...( product.category ?? [] ) ],
		image: text( product.image ),
		image_width: pixels( product.image_width ),
		image_height: pixels( product.image_height ),
		short_description: text( product.short_description ),
		price: text( product.price ),
		regular_price: text( product.regular_price ),
		sale_price: text( product.sale_price ),
		variation_attributes: [],
		variation_image: '',
		...seats( product ),
		// The server's words for the cutoff; a closed offering also comes sold out.
		cutoff_label: text( product.cutoff_label ),
		...season( product.tai_sui_year ),
		// The window, the same for every variation: the product opens and closes as one.
		opens_at: momentOf( product.opens_at ),
		closes_at: momentOf( product.closes_at ),
		registration: registrationOf( product.registration ),
		opens_label: text( product.opens_label ),
	};
}

/**
 * The row of one variation.
 *
 * @param product   Parent product.
 * @param variation Variation.
 * @return Row.
 */
function variationRow(
	product: Product,
	variation: ProductVariation
): ProductRow {
	const attributes = ( variation.attributes ?? [] ).map( ( attribute ) => ( {
		name: text( attribute.name ),
		value: text( attribute.value ),
	} ) );
	const values = attributes
		.map( ( attribute ) => attribute.value )
		.filter( Boolean )
		.join( ', ' );
	const variationImage = text( variation.image );
	return {
		...simpleRow( product ),
		key: rowKey( product.id, variation.variation_id ),
		variation_id: variation.variation_id,
		name: values ? `${ product.name } - ${ values }` : product.name,
		image: variationImage || text( product.image ),
		image_width: variationImage
			? pixels( variation.image_width )
			: pixels( product.image_width ),
		image_height: variationImage
			? pixels( variation.image_height )
			: pixels( product.image_height ),
		short_description:
			text( variation.variation_description ) ||
			text( product.short_description ),
		price: text( variation.price ),
		regular_price: text( variation.regular_price ),
		sale_price: text( variation.sale_price ),
		variation_attributes: attributes,
		variation_image: variationImage,
		...seats( variation ),
	};
}

/**
 * Rows for a list of products, in the order given; a variable product with
 * no purchasable variation shows nothing.
 *
 * @param products Products from the REST route.
 * @return Rows.
 */
export function normalizeProducts(
	products: readonly Product[]
): ProductRow[] {
	return products.flatMap( ( product ) => {
		const isVariable =
			product.type === 'variable' ||
			product.type === 'variable-subscription';
		if ( ! isVariable ) {
			return [ simpleRow( product ) ];
		}
		return ( product.available_variations ?? [] ).map( ( variation ) =>
			variationRow( product, variation )
		);
	} );
}

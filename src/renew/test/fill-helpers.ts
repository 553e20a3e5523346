/**
 * What the fill's tests share: the page's rows (lamps, 普渡, a 禮斗 variation,
 * a full lamp), a complete believer, a renew answer, and new row ids counted
 * from one in each test.
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from '../../domain/believer';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { ProductRow } from '../../types/product';
import type { Renewal } from '../../types/renewal';

/**
 * A row of the page.
 *
 * @param productId Product id.
 * @param name      Its name.
 * @param category  Its categories.
 * @param fields    What else differs from a simple NT$600 product in stock.
 */
export function row(
	productId: number,
	name: string,
	category: string[],
	fields: Partial< ProductRow > = {}
): ProductRow {
	const variationId = fields.variation_id ?? 0;
	return {
		key: `${ productId }:${ variationId }`,
		product_id: productId,
		variation_id: variationId,
		name,
		slug: name,
		type: variationId ? 'variable' : 'simple',
		category,
		image: '',
		image_width: 0,
		image_height: 0,
		short_description: '',
		price: '600',
		regular_price: '600',
		sale_price: '',
		variation_attributes: [],
		variation_image: '',
		stock: null,
		low_stock: false,
		sold_out: false,
		...fields,
	};
}

const LAMP = row( 12, '光明燈', [ 'light' ] );
const TAISUI = row( 13, '太歲燈', [ 'light' ] );
const PUDU = row( 20, '普渡', [ 'pudu' ] );
export const PLAN = row( 30, '禮斗 - 基本', [ 'worship' ], {
	variation_id: 31,
} );
const FULL = row( 40, '額滿的燈', [ 'light' ], { sold_out: true } );
/** Every row of the page. */
export const ROWS = [ LAMP, TAISUI, PUDU, PLAN, FULL ];

/**
 * A complete light-form believer of an order.
 *
 * @param name     Name.
 * @param birthday Lunar birthday, `year-month-day-hour`.
 */
export const person = (
	name: string,
	birthday = '1980-04-12-子'
): CartBeliever =>
	completeBeliever( 'light', {
		id: `order-${ name }`,
		name,
		birthday,
		time: birthday.split( '-' )[ 3 ],
	} );

/**
 * The renew answer for order 41: one 光明燈 line with two believers.
 *
 * @param fields What differs.
 */
export const renewal = ( fields: Partial< Renewal > = {} ): Renewal => ( {
	order_id: 41,
	lines: [
		{
			product_id: 12,
			variation_id: 0,
			name: '光明燈',
			kind: 'light',
			believers: [
				person( '王小明' ),
				person( '王小華', '1990-01-05-午' ),
			],
		},
	],
	skipped: [],
	...fields,
} );

let ids = 0;

/** A new row id: `new-1`, `new-2`… */
export const makeId = () => `new-${ ++ids }`;

/** Counts new row ids from one again. */
export function resetIds() {
	ids = 0;
}

/**
 * What the fill's tests share: the page's rows (lamps, 普渡, a 禮斗 variation,
 * a full lamp), a complete believer, a renew answer, and new row ids counted
 * from one in each test.
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from '../../domain/believer';
import { productRowOf as row } from '../../components/offering-page/test/fixtures';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { Renewal } from '../../types/renewal';

// A row of the page, built as the offering page's tests build theirs.
export { row };

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

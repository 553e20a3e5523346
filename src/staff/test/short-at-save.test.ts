/**
 * Which lines the order would be saved short of believers with: the
 * quantities its inputs hold, less refunded places, against the believers.
 */

/**
 * Internal dependencies
 */
import type { OrderLineState } from '../../types/order-line';
import { shortAtSave } from '../short-at-save';
import { line as orderLine } from './order-line';

/**
 * A 光明燈 line of one place with its believer.
 *
 * @param patch What differs.
 */
const line = ( patch: Partial< OrderLineState > ): OrderLineState =>
	orderLine( {
		quantity: 1,
		places: 1,
		believers: 1,
		stored: 1,
		missing: 0,
		...patch,
	} );

test.each( [
	// title, line, quantity in its input (undefined: no input), places missing.
	[ 'complete, unchanged', line( {} ), 1, 0 ],
	[ 'complete, raised 1 to 3 in the input', line( {} ), 3, 2 ],
	[
		'short, no input (an order that is no longer editable)',
		line( { quantity: 2, places: 2, missing: 1 } ),
		undefined,
		1,
	],
	[
		'short, lowered to what it holds',
		line( { quantity: 2, places: 2, missing: 1 } ),
		1,
		0,
	],
	[
		'a refunded place is no place',
		line( {
			quantity: 3,
			refunded_places: 1,
			places: 2,
			believers: 2,
			stored: 2,
		} ),
		3,
		0,
	],
	[ 'a fraction starts a place', line( {} ), 1.5, 1 ],
	[
		'more believers than places is not short',
		line( { believers: 3, stored: 3, extra: 2 } ),
		1,
		0,
	],
] )( '%s', ( _title, given, quantity, missing ) => {
	const quantities = new Map< number, number >(
		quantity === undefined ? [] : [ [ 5, quantity ] ]
	);
	const short = shortAtSave( [ given ], quantities );
	expect( short.map( ( item ) => item.missing ) ).toEqual(
		missing ? [ missing ] : []
	);
} );

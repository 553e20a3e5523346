/**
 * What the draw's specs share: the rule of the drawn order and of the
 * places down it, as docs/orders.md writes them, worked out here apart from
 * the shop's PHP, and readers of the shop's orders, stock and draw record.
 */
/**
 * External dependencies
 */
import { request as playwrightRequest } from '@playwright/test';

import { createHash } from 'node:crypto';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';
import { deadlineState } from './deadline-helpers';
import { BASE } from './opening-helpers';

/** The spec's draw: its offering, seed, places and entrants. */
export const NAME = '抽籤斗燈';
export const SEED = '拱天宮2026斗燈-e2e';
export const PLACES = 3;
export const CUSTOMER_EMAIL = 'believer@example.test';
/** Each guest's e-mail and the places they register. */
export const ENTRANTS: Array< [ string, number ] > = [
	[ 'draw-a@example.com', 2 ],
	[ 'draw-b@example.com', 1 ],
	[ 'draw-c@example.com', 2 ],
	[ 'draw-d@example.com', 1 ],
	[ 'draw-e@example.com', 2 ],
];

/**
 * The k-th random number of the rule: SHA-256 of `seed:k`, its first four
 * bytes big-endian.
 *
 * @param seed The seed.
 * @param k    The counter.
 */
const randomNumber = ( seed: string, k: number ): number =>
	createHash( 'sha256' )
		.update( `${ seed }:${ k }`, 'utf8' )
		.digest()
		.readUInt32BE( 0 );

/**
 * The drawn order as docs/orders.md writes the rule.
 *
 * @param seed   The seed.
 * @param orders The entries' order ids.
 */
export function drawOrder( seed: string, orders: number[] ): number[] {
	const list = [ ...new Set( orders ) ].sort( ( a, b ) => a - b );
	let k = 0;
	const below = ( m: number ): number => {
		const limit = 2 ** 32 - ( 2 ** 32 % m );
		let u = randomNumber( seed, k++ );
		while ( u >= limit ) {
			u = randomNumber( seed, k++ );
		}
		return u % m;
	};
	for ( let i = list.length - 1; i >= 1; i-- ) {
		const j = below( i + 1 );
		[ list[ i ], list[ j ] ] = [ list[ j ], list[ i ] ];
	}
	return list;
}

/**
 * The places down the drawn order: an entry takes them while enough are left.
 *
 * @param drawn  Order ids in drawn order.
 * @param needs  Places of each.
 * @param places Places to give.
 */
export function winners(
	drawn: number[],
	needs: Map< number, number >,
	places: number
): number[] {
	const won: number[] = [];
	for ( const id of drawn ) {
		const need = needs.get( id ) ?? 0;
		if ( need <= places ) {
			won.push( id );
			places -= need;
		}
	}
	return won;
}

/** An order's payment deadline, read or moved through e2e/php/payment-deadline.php. */
export const deadline = deadlineState;

export const statuses = ( ids: number[] ): Record< string, string > =>
	JSON.parse(
		shopPhp(
			`$s = array(); foreach ( json_decode( '${ JSON.stringify(
				ids
			) }' ) as $id ) { $s[ $id ] = wc_get_order( $id )->get_status(); } echo wp_json_encode( $s );`
		)
	);

export const stock = ( id: number ) =>
	Number(
		shopPhp( `echo wc_get_product( ${ id } )->get_stock_quantity();` )
	);

export interface DrawRecord {
	seed: string;
	ran_at: number;
	drawn: Array< [ number, number ] >;
	won: number[];
	log: Array< [ number, string ] >;
}

/**
 * The offering's draw record, or null before its draw.
 *
 * @param id The offering.
 */
export function record( id: number ): DrawRecord | null {
	const stored: unknown = JSON.parse(
		shopPhp(
			`echo wp_json_encode( get_post_meta( ${ id }, '_temple_offerings_draw_record', true ), JSON_UNESCAPED_UNICODE );`
		)
	);
	return typeof stored === 'object' ? ( stored as DrawRecord | null ) : null;
}

/**
 * Deletes the offering's entries left by an earlier run of this spec.
 *
 * @param id The offering.
 */
export const dropEntries = ( id: number ) =>
	shopPhp(
		`foreach ( wc_get_orders( array( 'limit' => -1, 'status' => 'any', 'type' => 'shop_order' ) ) as $o ) { if ( '${ id }' === (string) $o->get_meta( '_temple_offerings_draw_offering', true ) ) { $o->delete( true ); } }`
	);

export const guest = () => playwrightRequest.newContext( { baseURL: BASE } );

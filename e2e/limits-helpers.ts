/**
 * What the limits specs (limits-caps, limits-rate, limits-owners) share:
 * the saved-believers route, an item to save, a value written into PHP,
 * a user's stored count and a cart's lines, read to prove a refusal
 * changed nothing.
 */
/**
 * External dependencies
 */
import { type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	lightBeliever,
	shopPhp,
	storeCart,
	type Believer,
} from './cart-helpers';

export const BASE = process.env.E2E_BASE_URL ?? '';
export const API = '/wp-json/temple-offerings/v1';
export const BELIEVERS = `${ API }/believers`;

export type Saved = {
	id: number;
	product_category: string[];
	data: Record< string, unknown >;
};

/**
 * A saved-believers item.
 *
 * @param name       Believer's name.
 * @param categories The item's product_category.
 */
export function savedItem(
	name: string,
	categories: string[] = [ 'light' ]
): { product_category: string[]; data: Believer } {
	return {
		product_category: categories,
		data: { ...lightBeliever( name ), product_category: categories },
	};
}

/**
 * A value as PHP source (an array for an object), for shopPhp().
 *
 * @param value Any JSON value.
 */
export function phpValue( value: unknown ): string {
	const json = Buffer.from( JSON.stringify( value ) ).toString( 'base64' );
	return `json_decode( base64_decode( '${ json }' ), true )`;
}

/**
 * Saved believers of a user, straight from the database (every status).
 *
 * @param userId Owner.
 */
export function storedCount( userId: number ): number {
	return Number(
		shopPhp(
			`echo ( new TempleOfferings\\Account\\BelieverStore() )->count( ${ userId } );`
		).trim()
	);
}

/**
 * What a refused request must leave alone: the cart's lines.
 *
 * @param api Context whose cookies hold the cart.
 */
export async function cartLines( api: APIRequestContext ): Promise< string > {
	const cart = await storeCart( api );
	return JSON.stringify(
		cart.items.map( ( item ) => [ item.key, item.quantity ] )
	);
}

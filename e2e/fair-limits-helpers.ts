/**
 * What the fair write-limit specs (fair-limits-crowds,
 * fair-limits-origins) share: good and refused adds of light believers,
 * by wc-ajax and by the Store API.
 */
/**
 * External dependencies
 */
import { type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { lightBeliever, metaData } from './cart-helpers';

export const BASE = process.env.E2E_BASE_URL ?? '';
export const STORE_ADD = '/wp-json/wc/store/v1/cart/add-item';
export const MISMATCH_CODE = 'temple_offerings_quantity_mismatch';

/**
 * An add whose quantity does not match its believers: refused by the checks.
 *
 * @param lamp The lamp's id.
 */
export function mismatchedAdd( lamp: number ): Record< string, string > {
	return {
		product_id: String( lamp ),
		quantity: '2',
		meta_data: metaData( [ lightBeliever( '亂' ) ] ),
	};
}

/**
 * A good add of one believer.
 *
 * @param id   Product id.
 * @param name Believer's name.
 */
export function goodAdd( id: number, name: string ): Record< string, string > {
	return {
		product_id: String( id ),
		quantity: '1',
		meta_data: metaData( [ lightBeliever( name ) ] ),
	};
}

/** The Store API add's arguments after the lamp. */
export type StoreAddArgs = [
	api: APIRequestContext,
	nonce: string,
	name: string,
	headers?: Record< string, string >,
];

/**
 * The Store API's add of one lamp with one believer.
 *
 * @param lamp    The lamp's id.
 * @param api     Context (its cookies go along).
 * @param nonce   The Store API's nonce.
 * @param name    Believer's name.
 * @param headers More headers.
 */
export function storeAddOf(
	lamp: number,
	api: APIRequestContext,
	nonce: string,
	name: string,
	headers: Record< string, string > = {}
) {
	return api.post( STORE_ADD, {
		headers: { Nonce: nonce, ...headers },
		data: {
			id: lamp,
			quantity: 1,
			meta_data: [
				{ key: '_believers_data', value: [ lightBeliever( name ) ] },
			],
		},
	} );
}

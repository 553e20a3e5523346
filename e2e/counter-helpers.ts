/**
 * What the counter's specs share: the shop-side helper (e2e/php/counter.php),
 * a signed-in user's calls to the counter's routes, and the households they
 * register.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import type { FormKind } from '../src/domain/form-kind';

const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );

export const COUNTER_SCREEN =
	'/wp-admin/admin.php?page=temple-offerings-counter';

/**
 * Runs one command of e2e/php/counter.php in the shop.
 *
 * @param command The command.
 * @param input   Its JSON input.
 * @return Its JSON answer.
 */
export function counterPhp< T = Record< string, unknown > >(
	command: string,
	input: Record< string, unknown > = {}
): T {
	return JSON.parse(
		execFileSync(
			'php',
			[
				path.join( __dirname, 'php/counter.php' ),
				WP_DIR,
				command,
				JSON.stringify( input ),
			],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;
}

/** An order as counter.php reads it back. */
export interface StoredOrder {
	status: string;
	created_via: string;
	customer: number;
	channel: string;
	taken_by: number;
	payment: string;
	reason: string;
	method: string;
	total: number;
	name: string;
	phone: string;
	notes: string[];
	lines: Array< {
		product: string;
		quantity: number;
		total: number;
		kind: string;
		names: string[];
		believers: Array< Record< string, unknown > >;
	} >;
	receipts: number;
}

/**
 * An order, read back in the shop.
 *
 * @param id Order id.
 */
export const storedOrder = ( id: number ) =>
	counterPhp< StoredOrder >( 'order', { id } );

/**
 * A user of a role, made once.
 *
 * @param login Login.
 * @param name  Display name.
 * @param role  Role.
 * @return The user's id.
 */
export const shopUser = ( login: string, name: string, role: string ) =>
	counterPhp< { id: number } >( 'user', { login, name, role } ).id;

/**
 * A believer of a kind that passes every rule, with a name and fields.
 *
 * @param kind   Form kind.
 * @param name   Name.
 * @param fields Other fields.
 */
export const believerOf = (
	kind: FormKind,
	name: string,
	fields: Record< string, unknown > = {}
) =>
	completeBeliever( kind, {
		id: `e2e-${ Math.random().toString( 36 ).slice( 2, 10 ) }`,
		name,
		...fields,
	} ) as Record< string, unknown >;

/** A household as the search answers it. */
export interface FoundHousehold {
	key: string;
	customer_id: number;
	token: string;
	contact: Record< string, string >;
	people: Array< {
		saved_id: number;
		kind: string;
		data: Record< string, unknown >;
		last_year: Array< {
			product_id: number;
			variation_id: number;
			name: string;
		} >;
	} >;
	last_year: number;
}

/**
 * A counter search.
 *
 * @param api    Signed-in request context.
 * @param nonce  REST nonce.
 * @param search What is typed.
 * @return Status and households.
 */
export async function searchHouseholds(
	api: APIRequestContext,
	nonce: string,
	search: string
): Promise< { status: number; households: FoundHousehold[] } > {
	const response = await api.get(
		`/wp-json/temple-offerings/v1/counter/households?search=${ encodeURIComponent(
			search
		) }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	const body = await response.json();
	return {
		status: response.status(),
		households: Array.isArray( body?.households ) ? body.households : [],
	};
}

/**
 * A counter order.
 *
 * @param api   Signed-in request context.
 * @param nonce REST nonce.
 * @param data  The order.
 * @return Status and answer.
 */
export async function postCounterOrder(
	api: APIRequestContext,
	nonce: string,
	data: Record< string, unknown >
): Promise< { status: number; body: Record< string, any > } > {
	const response = await api.post(
		'/wp-json/temple-offerings/v1/counter/orders',
		{ headers: { 'X-WP-Nonce': nonce }, data }
	);
	return { status: response.status(), body: await response.json() };
}

/**
 * The id of the newest order, so a spec can tell that nothing was made after it.
 */
export function newestOrder(): number {
	const ids = counterPhp< { ids: number[] } >( 'orders', { since: 0 } ).ids;
	return ids.length ? Math.max( ...ids ) : 0;
}

/**
 * Expects that no order was made after the given one.
 *
 * @param since The newest order before.
 */
export function expectNoOrderSince( since: number ): void {
	expect(
		counterPhp< { ids: number[] } >( 'orders', { since } ).ids
	).toEqual( [] );
}

const BILLING = {
	first_name: '網路',
	last_name: '信眾',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'online@example.com',
	phone: '0911000111',
};

/**
 * A guest's order through the Store API checkout, as the block checkout
 * makes it: the worshipper online, taking places.
 *
 * @param request   A guest's request context.
 * @param product   Product id.
 * @param believers Believers.
 * @return The checkout's status and answer.
 */
export async function onlineCheckout(
	request: APIRequestContext,
	product: number,
	believers: Array< Record< string, unknown > >
): Promise< { status: number; body: Record< string, any > } > {
	const added = await request.post( '/?wc-ajax=add_to_cart', {
		multipart: {
			product_id: String( product ),
			quantity: String( believers.length ),
			meta_data: JSON.stringify( [
				{ key: '_believers_data', value: believers },
			] ),
		},
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
	} );
	expect( added.status() ).toBe( 200 );
	const cart = await request.get( '/wp-json/wc/store/v1/cart' );
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: cart.headers().nonce ?? '' },
		data: {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
	return { status: response.status(), body: await response.json() };
}

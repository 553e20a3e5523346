/**
 * Orders made the way the staff specs need them (staff, export, numbers,
 * paperwork, corrections): through WooCommerce's REST API as the signed-in
 * admin, with exactly the line meta the cart writes, and the ritual list's
 * CSV read back.
 */
/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type PlaywrightWorkerArgs,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import { shopPhp } from './cart-helpers';
import { ADMIN } from './auth-states';

/** An order the REST API made: its id and the number staff see. */
export interface Created {
	id: number;
	number: string;
}

/**
 * The REST nonce of the signed-in user (core's admin-ajax `rest-nonce`).
 *
 * @param request Signed-in request context.
 */
export async function restNonce(
	request: APIRequestContext
): Promise< string > {
	const response = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok() ).toBe( true );
	return ( await response.text() ).trim();
}

/**
 * A product's id by its slug, through WooCommerce's REST API.
 *
 * @param request Signed-in request context.
 * @param nonce   REST nonce.
 * @param slug    Product slug.
 */
export async function wcProductId(
	request: APIRequestContext,
	nonce: string,
	slug: string
): Promise< number > {
	const response = await request.get(
		`/wp-json/wc/v3/products?slug=${ slug }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.ok() ).toBe( true );
	const [ product ] = await response.json();
	return product.id;
}

/**
 * A believer as an order line stores it: the shared fixture's complete
 * believer, blank where a spec does not say otherwise (unknown dates, no
 * address, no category), with the given fields.
 *
 * @param fields Fields to set.
 */
export function orderBeliever(
	fields: Record< string, unknown >
): Record< string, unknown > {
	return {
		...completeBeliever( 'light', {
			id: `e2e-${ Math.random().toString( 36 ).slice( 2, 10 ) }`,
			name: '',
			mobile: '0912345678',
			email: '',
			birthday: '吉-吉-吉-吉',
			time: '吉',
			address: '',
			deceased_birthday: '',
			deceased_death_anniversary: '',
			product_category: [],
		} ),
		...fields,
	};
}

/**
 * A lamp believer that passes every rule of the page, with the given fields.
 *
 * @param name   Believer's name.
 * @param fields Fields to set or replace.
 */
export const lampBeliever = (
	name: string,
	fields: Record< string, unknown > = {}
) =>
	completeBeliever( 'light', {
		id: `e2e-${ Math.random().toString( 36 ).slice( 2, 10 ) }`,
		name,
		...fields,
	} );

/** The admin's REST access for a spec that makes its own orders. */
export interface AdminOrders {
	request: APIRequestContext;
	/** The REST nonce header. */
	headers: Record< string, string >;
	/** The demo 光明燈's product id. */
	lamp: number;
	/** Ids of the orders the spec made, deleted by dropOrders(). */
	made: number[];
}

/**
 * Signs a request context in as the admin, for a spec's beforeAll.
 *
 * @param playwright The worker's Playwright.
 */
export async function adminOrders(
	playwright: PlaywrightWorkerArgs[ 'playwright' ]
): Promise< AdminOrders > {
	const request = await playwright.request.newContext( {
		baseURL: process.env.E2E_BASE_URL,
		storageState: ADMIN,
	} );
	const nonce = await restNonce( request );
	return {
		request,
		headers: { 'X-WP-Nonce': nonce },
		lamp: await wcProductId( request, nonce, 'guangming-lamp' ),
		made: [],
	};
}

/**
 * The header of a test's clean-up: the local shop lets it delete orders
 * that have receipts, which a shop never deletes (bin/shop/mu-plugin.php).
 */
export const CLEANUP = { 'X-Temple-Shop-Cleanup': '1' };

/**
 * Deletes the orders a spec made and ends its request context, for afterAll.
 *
 * @param orders What adminOrders() gave.
 */
export async function dropOrders( orders: AdminOrders ): Promise< void > {
	for ( const id of orders.made ) {
		await orders.request.delete(
			`/wp-json/wc/v3/orders/${ id }?force=true`,
			{ headers: { ...orders.headers, ...CLEANUP } }
		);
	}
	await orders.request.dispose();
}

/**
 * Deletes orders for good, as the admin, through WooCommerce's REST API: a
 * spec's orders go once it is done, so the ritual list and exports later
 * specs count never hold them.
 *
 * @param browser Browser.
 * @param ids     The orders' ids.
 * @return Each delete's HTTP status, in the same order.
 */
export async function deleteOrders(
	browser: Browser,
	ids: number[]
): Promise< number[] > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const nonce = await restNonce( context.request );
	const statuses: number[] = [];
	for ( const id of ids ) {
		const response = await context.request.delete(
			`/wp-json/wc/v3/orders/${ id }?force=true`,
			{ headers: { 'X-WP-Nonce': nonce, ...CLEANUP } }
		);
		statuses.push( response.status() );
	}
	await context.close();
	return statuses;
}

/**
 * A processing order with one line and its believers, made through
 * WooCommerce's REST API.
 *
 * @param request   Signed-in request context.
 * @param nonce     REST nonce.
 * @param product   Product id.
 * @param kind      Form kind stored on the line.
 * @param believers Believers stored on the line.
 * @param order     Order fields to add or replace (status, billing…).
 */
export async function createOrder(
	request: APIRequestContext,
	nonce: string,
	product: number,
	kind: string,
	believers: unknown[],
	order: Record< string, unknown > = {}
): Promise< Created > {
	const response = await request.post( '/wp-json/wc/v3/orders', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			status: 'processing',
			billing: { first_name: '測試', last_name: '信眾' },
			...order,
			line_items: [
				{
					product_id: product,
					quantity: believers.length,
					meta_data: [
						{ key: '_believers_data', value: believers },
						{ key: '_believers_kind', value: kind },
					],
				},
			],
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const created = await response.json();
	return { id: created.id, number: String( created.number ) };
}

/**
 * RFC 4180 records (quoted cells may hold commas, quotes and line breaks).
 *
 * @param text CSV text without the BOM.
 */
export function parseCsv( text: string ): string[][] {
	const records: string[][] = [];
	let record: string[] = [];
	let cell = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( quoted ) {
			if ( char === '"' && text[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				cell += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			record.push( cell );
			cell = '';
		} else if ( char === '\r' && text[ i + 1 ] === '\n' ) {
			record.push( cell );
			records.push( record );
			record = [];
			cell = '';
			i++;
		} else {
			cell += char;
		}
	}
	return records;
}

/**
 * Today on the site's clock (its time zone, Asia/Taipei on the shop), as
 * staff see dates on the ritual list.
 *
 * @return YYYY-MM-DD.
 */
export function siteDate(): string {
	return shopPhp( "echo wp_date( 'Y-m-d' );" ).trim();
}

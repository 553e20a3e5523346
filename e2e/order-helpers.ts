/**
 * Orders made the way the staff specs need them (staff, export, numbers,
 * paperwork, corrections): through WooCommerce's REST API as the signed-in
 * admin, with exactly the line meta the cart writes, and the ritual list's
 * CSV read back.
 */
/**
 * External dependencies
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import { shopPhp } from './cart-helpers';

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

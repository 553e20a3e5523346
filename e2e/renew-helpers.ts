/**
 * What the 再次登記 specs (renew-route, renew-page) share: the customer's
 * paid order of last year for two people and an offering the shop has
 * since taken off sale, the other customer, and the offering page's renew
 * notice and lamp section.
 */
/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	CLEANUP,
	orderBeliever,
	restNonce,
	wcProductId,
} from './order-helpers';
import { signIn } from './request-helpers';

export const SHOTS = path.join( __dirname, '..', 'test-results' );
export const OTHER = 'e2e-renew-other';
export const GONE = '舊款平安燈（已停辦）';

/**
 * A lamp believer of this spec.
 *
 * @param fields Fields to set.
 */
export const believer = ( fields: Record< string, unknown > ) =>
	orderBeliever( { product_category: [ 'light' ], ...fields } );

export const notice = ( page: Page ) =>
	page.locator( '.temple-offerings__fill-notice' );
export const lampSection = ( page: Page ) =>
	page.getByRole( 'region', { name: '光明燈', exact: true } );

/** What renewShop() made, for the tests and the clean-up. */
export interface RenewShop {
	admin: APIRequestContext;
	nonce: string;
	lamp: number;
	gone: number;
	customer: number;
	other: number;
	order: { id: number; number: string; key: string };
}

/**
 * The offering the shop has since taken off sale (GONE), the other
 * customer (OTHER), and the customer's paid order of last year: two people
 * on the lamp, one on the withdrawn offering.
 *
 * @param browser Browser.
 * @return What was made, with the admin's request context that made it.
 */
export async function renewShop( browser: Browser ): Promise< RenewShop > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const admin = context.request;
	const nonce = await restNonce( admin );
	const headers = { 'X-WP-Nonce': nonce };
	const lamp = await wcProductId( admin, nonce, 'guangming-lamp' );
	const [ light ] = await (
		await admin.get( '/wp-json/wc/v3/products/categories?slug=light', {
			headers,
		} )
	).json();
	const product = await admin.post( '/wp-json/wc/v3/products', {
		headers,
		data: {
			name: GONE,
			type: 'simple',
			status: 'publish',
			virtual: true,
			regular_price: '300',
			categories: [ { id: light.id } ],
		},
	} );
	expect( product.status(), await product.text() ).toBe( 201 );
	const gone: number = ( await product.json() ).id;

	const [ believerAccount ] = await (
		await admin.get(
			'/wp-json/wc/v3/customers?email=believer@example.test',
			{ headers }
		)
	).json();
	const customer: number = believerAccount.id;
	const otherAccount = await admin.post( '/wp-json/wc/v3/customers', {
		headers,
		data: {
			email: `${ OTHER }@example.test`,
			username: OTHER,
			password: 'password',
		},
	} );
	expect( otherAccount.status(), await otherAccount.text() ).toBe( 201 );
	const other: number = ( await otherAccount.json() ).id;

	// Last year's order, paid: two people on the lamp, one on the withdrawn one.
	const created = await admin.post( '/wp-json/wc/v3/orders', {
		headers,
		data: {
			customer_id: customer,
			status: 'processing',
			set_paid: true,
			billing: {
				first_name: '信眾',
				last_name: '王',
				email: 'believer@example.test',
			},
			line_items: [
				{
					product_id: lamp,
					quantity: 2,
					meta_data: [
						{
							key: '_believers_data',
							value: [
								believer( {
									name: '王小明',
									birthday: '1980-04-12-子',
									time: '子',
									address: '臺南市中西區民族路二段1號',
								} ),
								believer( {
									name: '王小華',
									gender: 'female',
									birthday: '1990-01-05-午',
									time: '午',
									address: '臺南市中西區民族路二段1號',
								} ),
							],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				},
				{
					product_id: gone,
					quantity: 1,
					meta_data: [
						{
							key: '_believers_data',
							value: [
								believer( {
									name: '王老先生',
									birthday: '1950-02-02-吉',
									time: '吉',
									address: '臺南市中西區民族路二段1號',
								} ),
							],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				},
			],
		},
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const body = await created.json();
	const order = {
		id: body.id,
		number: String( body.number ),
		key: body.order_key,
	};

	// The shop no longer offers it.
	const withdrawn = await admin.put( `/wp-json/wc/v3/products/${ gone }`, {
		headers,
		data: { status: 'draft' },
	} );
	expect( withdrawn.status(), await withdrawn.text() ).toBe( 200 );
	fs.mkdirSync( SHOTS, { recursive: true } );
	return { admin, nonce, lamp, gone, customer, other, order };
}

/**
 * Deletes what renewShop() made and the believers a test saved.
 *
 * @param shop  What renewShop() made.
 * @param saved Saved believers' ids.
 */
export async function renewCleanUp( shop: RenewShop, saved: number[] ) {
	const { admin, nonce, order, gone, other } = shop;
	const headers = { 'X-WP-Nonce': nonce };
	if ( order.id ) {
		await admin.delete( `/wp-json/wc/v3/orders/${ order.id }?force=true`, {
			headers: { ...headers, ...CLEANUP },
		} );
	}
	if ( gone ) {
		await admin.delete( `/wp-json/wc/v3/products/${ gone }?force=true`, {
			headers,
		} );
	}
	if ( other ) {
		await admin.delete( `/wp-json/wc/v3/customers/${ other }?force=true`, {
			headers,
		} );
	}
	if ( saved.length ) {
		const owner = await signIn( 'believer' );
		for ( const id of saved ) {
			await owner.api.delete(
				`/wp-json/temple-offerings/v1/believers/${ id }`,
				{ headers: { 'X-WP-Nonce': owner.nonce } }
			);
		}
		await owner.api.dispose();
	}
}

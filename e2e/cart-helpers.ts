/**
 * Shared by cart.spec.ts, the hostile-*.spec.ts files and most other specs:
 * the wc-ajax add as the offering page posts it, believers, the Store API
 * cart, and a look inside the shop's database through the PHP CLI (for what
 * no page shows, e.g. hidden meta).
 */
/**
 * External dependencies
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';

export const SHOP_DIR = process.env.E2E_SHOP_DIR ?? '';

export type Believer = Record< string, unknown >;

/**
 * A complete light believer (the shared fixture's) with its own id, born in
 * a leap month.
 *
 * @param name    Name.
 * @param address Address.
 */
export function lightBeliever(
	name: string,
	address = '台南市中西區民族路二段'
): Believer {
	return {
		...completeBeliever( 'light', {
			id: `row-${ Math.random().toString( 36 ).slice( 2 ) }`,
			name,
			address,
			mobile: '',
			email: '',
			birthday: '1982-潤04-12-子',
		} ),
	};
}

/**
 * `meta_data` as src/domain/payload.ts writes it.
 *
 * @param believers Believers.
 */
export function metaData( believers: Believer[] ): string {
	return JSON.stringify( [ { key: '_believers_data', value: believers } ] );
}

export interface AjaxAnswer {
	error?: boolean;
	message?: string;
	code?: string;
	errors?: Array< { index: number; field: string; code: string } >;
	/** WooCommerce's HTML by CSS selector, on an add that went in. */
	fragments?: Record< string, string >;
	cart_hash?: string;
	/** The product's page, on a wc-ajax refusal. */
	product_url?: string;
	/** Seconds to wait, on a refusal for the write rate. */
	retry_after?: number;
}

/**
 * Posts `/?wc-ajax=add_to_cart` as multipart form data, like the page.
 *
 * @param request Request context (shares the page's cookies when page.request).
 * @param fields  Form fields.
 */
export async function ajaxAdd(
	request: APIRequestContext,
	fields: Record< string, string >
): Promise< AjaxAnswer > {
	const response = await request.post( '/?wc-ajax=add_to_cart', {
		multipart: fields,
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as AjaxAnswer;
}

/**
 * Adds a product with believers; quantity = their number.
 *
 * @param request   Request context.
 * @param id        Product or variation id.
 * @param believers Believers.
 */
export function addBelievers(
	request: APIRequestContext,
	id: number,
	believers: Believer[]
): Promise< AjaxAnswer > {
	return ajaxAdd( request, {
		product_id: String( id ),
		quantity: String( believers.length ),
		meta_data: metaData( believers ),
	} );
}

export interface StoreCart {
	items: Array< {
		key: string;
		id: number;
		quantity: number;
		quantity_limits: {
			editable: boolean;
			minimum: number;
			maximum: number;
		};
		item_data: Array< { key: string; value: string; display?: string } >;
	} >;
	nonce: string;
}

/**
 * The Store API cart, with its nonce for writes.
 *
 * @param request Request context.
 */
export async function storeCart(
	request: APIRequestContext
): Promise< StoreCart > {
	const response = await request.get( '/wp-json/wc/store/v1/cart' );
	expect( response.ok() ).toBe( true );
	const cart = ( await response.json() ) as Omit< StoreCart, 'nonce' >;
	return { ...cart, nonce: response.headers().nonce ?? '' };
}

/**
 * A product id by slug.
 *
 * @param request Request context.
 * @param slug    Product slug.
 */
export async function productId(
	request: APIRequestContext,
	slug: string
): Promise< number > {
	const response = await request.get(
		`/wp-json/wc/store/v1/products?slug=${ slug }`
	);
	const products = ( await response.json() ) as Array< { id: number } >;
	expect( products ).toHaveLength( 1 );
	return products[ 0 ].id;
}

/**
 * Runs PHP inside the shop (WordPress loaded) and returns what it prints.
 * Notices go to setup.log, not the site's debug.log.
 *
 * @param code PHP statements.
 */
export function shopPhp( code: string ): string {
	const wp = path.join( SHOP_DIR, 'wordpress' );
	const script = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require ${ JSON.stringify( path.join( wp, 'wp-load.php' ) ) };
${ code }
`;
	const file = path.join(
		SHOP_DIR,
		`e2e-${ process.pid }-${ Date.now() }.php`
	);
	fs.writeFileSync( file, script );
	try {
		return execFileSync( 'php', [ file ], { encoding: 'utf8' } );
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * A published, virtual simple product, made once per shop and found by its
 * slug afterwards; in the offering categories given (none: an ordinary product).
 *
 * @param slug       ASCII slug.
 * @param name       Name.
 * @param price      Regular price.
 * @param categories product_cat slugs.
 * @param stock      Stock to manage, or null for none.
 * @return The product id.
 */
export function simpleProduct(
	slug: string,
	name: string,
	price: number,
	categories: string[] = [],
	stock: number | null = null
): number {
	return Number(
		shopPhp( `
			$found = get_page_by_path( ${ JSON.stringify( slug ) }, OBJECT, 'product' );
			$product = $found ? wc_get_product( $found->ID ) : new WC_Product_Simple();
			$product->set_name( ${ JSON.stringify( name ) } );
			$product->set_slug( ${ JSON.stringify( slug ) } );
			$product->set_status( 'publish' );
			$product->set_regular_price( '${ price }' );
			$product->set_virtual( true );
			$product->set_manage_stock( ${ stock === null ? 'false' : 'true' } );
			${ stock === null ? '' : `$product->set_stock_quantity( ${ stock } );` }
			$ids = array();
			foreach ( json_decode( ${ JSON.stringify( JSON.stringify( categories ) ) } ) as $category ) {
				$ids[] = get_term_by( 'slug', $category, 'product_cat' )->term_id;
			}
			$product->set_category_ids( $ids );
			echo $product->save();
		` ).trim()
	);
}

/**
 * Deletes the spec's own products by slug, so later specs see the demo
 * shop's offerings only (first-paint.spec reads the 光明燈 tab's first row).
 * Their orders keep their lines' names.
 *
 * @param slugs The products' slugs.
 */
export function dropProducts( slugs: string[] ): void {
	shopPhp( `
		foreach ( json_decode( ${ JSON.stringify( JSON.stringify( slugs ) ) } ) as $slug ) {
			$found = get_page_by_path( $slug, OBJECT, 'product' );
			$found && wp_delete_post( $found->ID, true );
		}
	` );
}

/**
 * The mails the shop sent, newest last.
 */
export function mails(): Array< {
	to: string;
	subject: string;
	message: string;
	/** As wp_mail() got them: WooCommerce's mails give one string, a line a header. */
	headers: string | string[];
} > {
	const log = path.join( SHOP_DIR, 'mail.log' );
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	return fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) );
}

/**
 * Empties the cart (a logged-in user's persistent cart outlives a test run).
 *
 * @param request Request context.
 */
export async function emptyCart( request: APIRequestContext ): Promise< void > {
	const { nonce } = await storeCart( request );
	const response = await request.delete( '/wp-json/wc/store/v1/cart/items', {
		headers: { Nonce: nonce },
	} );
	expect( response.ok() ).toBe( true );
}

/**
 * Pays for the cart at the block checkout with a payment method, the billing
 * fields filled where empty, and waits for the order-received page.
 *
 * @param page    A page of the customer whose cart it is.
 * @param payment The payment method's title, as its radio button reads.
 * @return The order's id.
 */
export async function checkout(
	page: Page,
	payment: string
): Promise< number > {
	await page.goto( '/checkout/' );
	await page.getByRole( 'radio', { name: payment } ).check();
	await fillBilling( page );
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await page.waitForURL( /order-received/, { timeout: 30_000 } );
	const id = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
	expect( id ).toBeGreaterThan( 0 );
	return id;
}

/**
 * Fills the block checkout's billing fields that are empty.
 *
 * @param page The checkout page.
 */
export async function fillBilling( page: Page ) {
	const fields: Array< [ string, string ] > = [
		[ '#billing-first_name', '小明' ],
		[ '#billing-last_name', '王' ],
		[ '#billing-address_1', '中山路1號' ],
		[ '#billing-city', '台南市' ],
		[ 'input#billing-state', '台南市' ],
		[ '#billing-postcode', '700' ],
		[ '#billing-phone', '0912345678' ],
	];
	for ( const [ selector, value ] of fields ) {
		const input = page.locator( selector );
		if (
			( await input.count() ) &&
			( await input.isVisible() ) &&
			! ( await input.inputValue() )
		) {
			await input.fill( value );
		}
	}
}

/** A billing address the Store API's checkout accepts. */
export const STORE_BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'checkout@example.com',
	phone: '0912345678',
};

/**
 * Checks out the context's cart through the Store API, as the block
 * checkout does, and says how long the answer took.
 *
 * @param request Request context holding the cart.
 * @param payment The payment method's id.
 */
export async function storeCheckout(
	request: APIRequestContext,
	payment = 'cheque'
) {
	const { nonce } = await storeCart( request );
	const started = Date.now();
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: STORE_BILLING,
			shipping_address: STORE_BILLING,
			payment_method: payment,
		},
		timeout: 120_000,
	} );
	return {
		status: response.status(),
		seconds: ( Date.now() - started ) / 1000,
		body: ( await response.json() ) as {
			order_id?: number;
			code?: string;
			message?: string;
		},
	};
}

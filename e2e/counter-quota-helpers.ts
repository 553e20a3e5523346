/**
 * What the specs of places kept for the counter share (counter-quota and
 * counter-quota-window): the product's quota set as its Temple tab stores
 * it, each side's row of visible-products, the page's card, a counter
 * order, and an online order of a fresh guest.
 */
/**
 * External dependencies
 */
import {
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { addBelievers, lightBeliever, shopPhp } from './cart-helpers';
import { believerOf, postCounterOrder } from './counter-helpers';
import { BASE, checkout } from './opening-helpers';

export { serverNow } from './opening-helpers';

export const NAME = '保留光明燈';
export const CLERK = 'quota-clerk';
export const KEPT_CODE = 'temple_offerings_kept_for_counter';

/**
 * Sets a product's quota and counter window as its Temple tab would store
 * them, and saves it through WooCommerce (the page's cached rows drop).
 *
 * @param id     Product id.
 * @param values Meta key (without `_temple_offerings_counter_`) → value, null removes.
 */
export const setCounter = (
	id: number,
	values: Record< string, number | null >
) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		foreach ( json_decode( ${ JSON.stringify(
			JSON.stringify( values )
		) }, true ) as $key => $value ) {
			null === $value ? $product->delete_meta_data( '_temple_offerings_counter_' . $key ) : $product->update_meta_data( '_temple_offerings_counter_' . $key, (string) $value );
		}
		$product->save();
	` );

/**
 * The product's stock as WooCommerce holds it.
 *
 * @param id Product id.
 */
export const stockOf = ( id: number ): number =>
	Number(
		shopPhp(
			`wp_cache_flush(); echo (int) wc_get_product( ${ id } )->get_stock_quantity();`
		).trim()
	);

/**
 * A product's row of the visible-products answer.
 *
 * @param request Request context (a guest's, or the clerk's).
 * @param id      Product id.
 * @param channel The channel asked for, if any.
 * @param nonce   The REST nonce of a signed-in request.
 */
export async function row(
	request: APIRequestContext,
	id: number,
	channel = '',
	nonce = ''
): Promise< Record< string, unknown > | undefined > {
	const response = await request.get(
		`/wp-json/temple-offerings/v1/visible-products?category=light&per_page=100${
			channel ? `&channel=${ channel }` : ''
		}`,
		{ headers: nonce ? { 'X-WP-Nonce': nonce } : {} }
	);
	expect( response.status() ).toBe( 200 );
	const rows = ( await response.json() ) as Array<
		Record< string, unknown >
	>;
	return rows.find( ( one ) => one.id === id );
}

/**
 * The product's card on the offering page's 光明燈 tab.
 *
 * @param page Page.
 * @param name Product name.
 */
export async function card( page: Page, name = NAME ) {
	await page.goto( '/offerings/' );
	await page.getByRole( 'tab', { name: '光明燈', exact: true } ).click();
	return page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: new RegExp( `^${ name }` ) } );
}

/**
 * A counter order of light believers.
 *
 * @param clerk       The clerk's signed-in session.
 * @param clerk.api   Its request context.
 * @param clerk.nonce Its REST nonce.
 * @param product     Product id.
 * @param names       Believers' names.
 */
export const counterOrder = (
	clerk: { api: APIRequestContext; nonce: string },
	product: number,
	names: string[]
) =>
	postCounterOrder( clerk.api, clerk.nonce, {
		channel: 'counter',
		payment: 'cash',
		contact: {
			name: '臨櫃信眾',
			phone: '0977 123 456',
			address_1: '台南市北區公園路1號',
		},
		lines: [
			{
				product_id: product,
				believers: names.map( ( name ) => believerOf( 'light', name ) ),
			},
		],
	} );

/** A fresh guest's request context (its own WooCommerce session). */
export const guest = () => playwrightRequest.newContext( { baseURL: BASE } );

/**
 * Adds believers through wc-ajax and checks the cart out through the Store API.
 *
 * @param product Product id.
 * @param count   Believers.
 * @param email   Billing e-mail.
 */
export async function onlineOrder(
	product: number,
	count: number,
	email: string
) {
	const buyer = await guest();
	const added = await addBelievers(
		buyer,
		product,
		Array.from( { length: count }, ( _, n ) =>
			lightBeliever( `網路${ n }` )
		)
	);
	expect( added.error ?? false, added.message ).toBe( false );
	const done = await checkout( buyer, email );
	await buyer.dispose();
	return done;
}

/**
 * What the opening-day specs (opening-window, opening-places,
 * opening-staff) share: the checkout's billing, the block checkout and
 * the Store API's and wc-ajax's adds of light believers, and the marks a
 * test leaves on the page's window.
 */
/**
 * External dependencies
 */
import { type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	shopPhp,
	storeCart,
} from './cart-helpers';

export const BASE = process.env.E2E_BASE_URL ?? '';

/** The shop's clock, in seconds: the server decides, not this process. */
export const serverNow = (): number =>
	Number( shopPhp( 'echo time();' ).trim() );

/**
 * A moment's parts in Taipei.
 *
 * @param seconds Unix seconds.
 */
export function taipei( seconds: number ) {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat( 'en-US', {
			timeZone: 'Asia/Taipei',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		} )
			.formatToParts( new Date( seconds * 1000 ) )
			.map( ( part ) => [ part.type, part.value ] )
	);
	return {
		short: `${ parts.month }月${ parts.day }日 ${ parts.hour }:${ parts.minute }`,
		full: `${ parts.year }年${ parts.month }月${ parts.day }日 ${ parts.hour }:${ parts.minute }`,
	};
}

export const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'opening@example.com',
	phone: '0912345678',
};

/**
 * Checks out a cart through the Store API, as the block checkout does.
 *
 * @param request Request context holding the cart.
 * @param email   Billing e-mail.
 * @param phone   Billing phone.
 */
export async function checkout(
	request: APIRequestContext,
	email: string,
	phone = BILLING.phone
) {
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: { ...BILLING, email, phone },
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
	return {
		status: response.status(),
		body: ( await response.json() ) as {
			order_id?: number;
			code?: string;
			message?: string;
		},
	};
}

/**
 * A Store API add of one product with believers.
 *
 * @param request   Request context.
 * @param id        Product id.
 * @param believers How many.
 */
export async function storeAdd(
	request: APIRequestContext,
	id: number,
	believers: number
) {
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: nonce },
		data: {
			id,
			quantity: believers,
			meta_data: [
				{
					key: '_believers_data',
					value: Array.from( { length: believers }, ( _, n ) =>
						lightBeliever( `開放${ n }` )
					),
				},
			],
		},
	} );
	return {
		status: response.status(),
		body: ( await response.json() ) as { code?: string; message?: string },
	};
}

/**
 * Adds believers of a product through the page's wc-ajax add.
 *
 * @param request Request context.
 * @param id      Product id.
 * @param count   How many believers.
 */
export const ajaxAdd = (
	request: APIRequestContext,
	id: number,
	count: number
) =>
	addBelievers(
		request,
		id,
		Array.from( { length: count }, ( _, n ) =>
			lightBeliever( `限量${ n }` )
		)
	);

declare global {
	interface Window {
		/** The page's layout shifts, kept from its start. */
		shifts?: Array< { value: number; startTime: number } >;
		/** Set on the page: still there after an action means no reload. */
		stayed?: boolean;
	}
}

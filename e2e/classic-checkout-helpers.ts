/**
 * WooCommerce's classic (shortcode) checkout, which a theme without the
 * checkout block still shows: pages holding it, its billing fields as this
 * shop fills them in (it sells to Taiwan, whose state is a text field), and
 * its 下單 as the form posts it.
 */
/**
 * External dependencies
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';

/**
 * A published page holding WooCommerce's classic checkout or cart, made once.
 *
 * @param slug The page's slug.
 * @param kind `checkout` or `cart`.
 * @return The page's id.
 */
export function classicPage(
	slug: string,
	kind: 'checkout' | 'cart' = 'checkout'
): number {
	const id = Number(
		shopPhp( `
			$found = get_page_by_path( '${ slug }' );
			echo $found ? $found->ID : wp_insert_post( array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Classic ${ kind } (${ slug })',
				'post_name'    => '${ slug }',
				'post_content' => '<!-- wp:shortcode -->[woocommerce_${ kind }]<!-- /wp:shortcode -->',
			) );
		` ).trim()
	);
	expect( id ).toBeGreaterThan( 0 );
	return id;
}

/**
 * The classic checkout's billing fields, by their ids.
 *
 * @param email Billing e-mail.
 * @param phone Billing phone, as typed.
 */
export function classicBilling(
	email: string,
	phone = '0912345678'
): Record< string, string > {
	return {
		billing_first_name: '小明',
		billing_last_name: '王',
		billing_address_1: '中山路1號',
		billing_city: '台南市',
		billing_state: '台南市',
		billing_postcode: '700',
		billing_phone: phone,
		billing_email: email,
	};
}

export interface ClassicAnswer {
	result: string;
	order_id?: number;
	redirect?: string;
	messages?: string;
}

/**
 * Places the classic order of what the context's cart holds, as the form's
 * 下單 posts it (`?wc-ajax=checkout`, with the form's nonce).
 *
 * @param request The worshipper's context.
 * @param slug    The classic checkout page's slug.
 * @param fields  Billing and payment fields.
 * @return WooCommerce's answer: success with the order's id, or failure with its notices.
 */
export async function placeClassic(
	request: APIRequestContext,
	slug: string,
	fields: Record< string, string >
): Promise< ClassicAnswer > {
	const html = await ( await request.get( `/${ slug }/` ) ).text();
	const nonce =
		html.match(
			/name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/
		)?.[ 1 ] ?? '';
	expect( nonce ).not.toBe( '' );
	const answer = ( await (
		await request.post( '/?wc-ajax=checkout', {
			form: {
				billing_country: 'TW',
				...fields,
				'woocommerce-process-checkout-nonce': nonce,
				_wp_http_referer: `/${ slug }/`,
			},
		} )
	).json() ) as ClassicAnswer;
	// An order paid by nothing says its id in the thank-you page's address only.
	answer.order_id ??= Number(
		/order-received\/(\d+)/.exec( answer.redirect ?? '' )?.[ 1 ] ?? 0
	);
	return answer;
}

/**
 * What the line-integrity specs (integrity-store-api, integrity-classic,
 * integrity-carts) share: the checkout's billing, the Store API's checkout,
 * and the believers an order's lines hold.
 */
/**
 * External dependencies
 */
import { type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp, storeCart } from './cart-helpers';

export const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'integrity@example.com',
	phone: '0912345678',
};

/**
 * The believers stored on an order's line items, by product id.
 *
 * @param order Order id.
 */
export function orderBelievers(
	order: number
): Array< { product: number; kind: string; names: string[] } > {
	return JSON.parse(
		shopPhp( `
			$lines = array();
			foreach ( wc_get_order( ${ order } )->get_items() as $item ) {
				$believers = $item->get_meta( '_believers_data' );
				$lines[] = array(
					'product' => $item->get_product_id(),
					'kind'    => $item->get_meta( '_believers_kind' ),
					'names'   => is_array( $believers ) ? array_column( $believers, 'name' ) : array(),
				);
			}
			echo wp_json_encode( $lines );
		` )
	);
}

/**
 * Checks out the cart through the Store API (the block checkout's own call).
 *
 * @param request Request context holding the cart.
 */
export async function storeCheckout( request: APIRequestContext ) {
	const { nonce } = await storeCart( request );
	return request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
}

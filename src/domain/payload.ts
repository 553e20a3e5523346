/**
 * The form-data body WooCommerce's `/?wc-ajax=add_to_cart` receives for one
 * product.
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from './believer';

/** Meta key the server reads the believers from. */
const BELIEVERS_META_KEY = '_believers_data';

/**
 * Asks the server to leave WooCommerce's mini-cart HTML (`fragments`) out of
 * the answer: the page goes on to the cart page once its adds are in and never
 * reads it (php/Cart/UnreadFragments.php).
 */
const NO_FRAGMENTS = [ 'temple_offerings_fragments', 'none' ] as const;

export interface CartRow {
	product_id: number;
	/** 0 unless the row is one variation of a variable product. */
	variation_id: number;
	type: string;
}

/**
 * Whether a product type is billed per period.
 *
 * @param type WooCommerce product type.
 * @return True for subscription and variable-subscription.
 */
export function isSubscriptionType( type: string ): boolean {
	return type === 'subscription' || type === 'variable-subscription';
}

/**
 * The JSON text of `meta_data`.
 *
 * @param believers Wire believers.
 * @return '[{"key":"_believers_data","value":[…]}]'.
 */
function believersMetaData( believers: readonly CartBeliever[] ): string {
	return JSON.stringify( [ { key: BELIEVERS_META_KEY, value: believers } ] );
}

/**
 * The request body adding one product with its believers to the cart.
 * WooCommerce resolves a variation id given as product_id to its parent
 * itself; variation_id is sent as well, so that the line is the variation
 * whichever way the shop reads the request.
 *
 * @param row       The product row.
 * @param believers Its believers; quantity is their number.
 * @return Form data.
 */
export function cartRequestBody(
	row: CartRow,
	believers: readonly CartBeliever[]
): FormData {
	const body = new FormData();
	body.append(
		'product_id',
		String( row.variation_id ? row.variation_id : row.product_id )
	);
	body.append( 'variation_id', String( row.variation_id || 0 ) );
	body.append( 'quantity', String( believers.length ) );
	body.append( 'meta_data', believersMetaData( believers ) );
	body.append( ...NO_FRAGMENTS );
	if ( isSubscriptionType( row.type ) ) {
		body.append( 'subscription_period', 'month' );
		body.append( 'subscription_period_interval', '1' );
	}
	return body;
}

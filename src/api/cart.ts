/**
 * Adding one product to WooCommerce's cart through `/?wc-ajax=add_to_cart`
 * (SPEC §7, CONTRACT.md "Adding to the cart"). Not a REST route, so it goes
 * through fetch, with the same origin check, header and error kinds.
 */

/**
 * Internal dependencies
 */
import { REQUEST_TIMEOUT_MS, readAnswer, timedCall } from './client';
import { assertAllowedOrigin } from './origin';

interface WcAjaxParams {
	wc_ajax_url?: unknown;
}

/**
 * The add-to-cart URL: WooCommerce's own `wc_ajax_url` when its scripts gave
 * one, else `/?wc-ajax=add_to_cart` on the site (the cart URL's origin).
 *
 * @param cartUrl settings.cartUrl.
 * @return Absolute URL.
 */
export function addToCartUrl( cartUrl: string ): string {
	const globals = window as {
		wc_cart_fragments_params?: WcAjaxParams;
		woocommerce_params?: WcAjaxParams;
	};
	const template =
		globals.wc_cart_fragments_params?.wc_ajax_url ??
		globals.woocommerce_params?.wc_ajax_url;
	const base = new URL( cartUrl, window.location.href );
	if ( typeof template === 'string' && template.includes( '%%endpoint%%' ) ) {
		return new URL(
			template.replace( '%%endpoint%%', 'add_to_cart' ),
			base
		).toString();
	}
	return new URL( '/?wc-ajax=add_to_cart', base.origin ).toString();
}

/**
 * Posts one product. Resolves when WooCommerce added it; otherwise rejects
 * with an ApiError whose `data.message` is the server's plain-text reason
 * when it gave one (the shop's refusal answer `{ error: true, message }`).
 *
 * @param body                   cartRequestBody() form data.
 * @param options                Options.
 * @param options.url            addToCartUrl().
 * @param options.allowedOrigins Origins the page may send from.
 * @param options.signal         Cancels the request.
 */
export async function addToCart(
	body: FormData,
	options: {
		url: string;
		allowedOrigins: readonly string[];
		signal?: AbortSignal;
	}
): Promise< void > {
	assertAllowedOrigin( options.allowedOrigins );
	const response = await timedCall(
		options.signal,
		REQUEST_TIMEOUT_MS,
		( signal ) =>
			window.fetch( options.url, {
				method: 'POST',
				body,
				credentials: 'same-origin',
				headers: { 'X-Requested-With': 'XMLHttpRequest' },
				signal,
			} )
	);
	// WooCommerce answers a refused add with 200 and `{ error: true, … }`.
	await readAnswer( response, {
		refused: ( answer ) =>
			typeof answer !== 'object' ||
			answer === null ||
			Boolean( ( answer as { error?: unknown } ).error ),
	} );
}

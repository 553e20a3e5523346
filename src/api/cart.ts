/**
 * Adding one product to WooCommerce's cart through `/?wc-ajax=add_to_cart`,
 * the endpoint WooCommerce's own add-to-cart buttons post to, so the add runs
 * every check WooCommerce and this plugin hook there (docs/rest-contract.md,
 * "Every offering line holds its believers"). Not a REST route, but it goes through apiFetch
 * like every other request of the page (./client): the same origin check,
 * header, timeout and error kinds.
 *
 * What apiFetch's default middlewares do to such a post, and why it is kept
 * as WooCommerce's own script sends it:
 * - core's user-locale middleware adds `_locale=user` to any URL without a
 *   `_locale`, and WordPress then answers a JSON request in the user's
 *   profile language: the refusal message, and the notices and cart
 *   fragments WooCommerce keeps, would leave the language of the page around
 *   them. The post names `_locale=site`, which WordPress does not switch on,
 *   as the block library's own site-language previews do;
 * - the root URL, namespace, HTTP/1 and fetch-all middlewares leave a full
 *   URL posted with parse:false as it is; the preloading and media-upload
 *   ones only answer REST paths;
 * - core's nonce middleware adds X-WP-Nonce to every request: wc-ajax does
 *   not read it, and ./middleware sends a full URL only to an allowed
 *   origin, so it does not leave the site. This plugin adds none of its own;
 * - the body is the FormData itself (no `data`), so the browser writes its
 *   multipart type and apiFetch sets no JSON content type; cookies go to
 *   this origin only (apiFetch's default would send them anywhere).
 */

/**
 * Internal dependencies
 */
import { readAnswer, send } from './client';

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
 * The URL posted: addToCartUrl() in the site's language (see above).
 *
 * @param url addToCartUrl().
 * @return The same URL with `_locale=site`.
 */
function inSiteLanguage( url: string ): string {
	const located = new URL( url, window.location.href );
	located.searchParams.set( '_locale', 'site' );
	return located.toString();
}

/**
 * Posts one product. Resolves when WooCommerce added it; otherwise rejects
 * with an ApiError whose `data.message` is the server's plain-text reason
 * when it gave one (the shop's refusal answer `{ error: true, message }`).
 *
 * @param body           cartRequestBody() form data.
 * @param options        Options.
 * @param options.url    addToCartUrl().
 * @param options.signal Cancels the request.
 */
export async function addToCart(
	body: FormData,
	options: { url: string; signal?: AbortSignal }
): Promise< void > {
	const response = await send( {
		url: inSiteLanguage( options.url ),
		method: 'POST',
		body,
		credentials: 'same-origin',
		signal: options.signal,
	} );
	// WooCommerce answers a refused add with 200 and `{ error: true, … }`.
	await readAnswer( response, {
		refused: ( answer ) =>
			typeof answer !== 'object' ||
			answer === null ||
			Boolean( ( answer as { error?: unknown } ).error ),
	} );
}

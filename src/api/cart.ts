/**
 * Adding one product to WooCommerce's cart through `/?wc-ajax=add_to_cart`
 * (SPEC §7, CONTRACT.md "Adding to the cart"). Not a REST route, so it goes
 * through fetch, with the same origin check, header and error kinds.
 */

/**
 * Internal dependencies
 */
import { REQUEST_TIMEOUT_MS } from './client';
import { ApiError, isAbortError } from './errors';
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
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout( () => {
		timedOut = true;
		controller.abort();
	}, REQUEST_TIMEOUT_MS );
	const cancel = () => controller.abort();
	options.signal?.addEventListener( 'abort', cancel );

	let response: Response;
	try {
		response = await window.fetch( options.url, {
			method: 'POST',
			body,
			credentials: 'same-origin',
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
			signal: controller.signal,
		} );
	} catch ( error: unknown ) {
		if ( timedOut ) {
			throw new ApiError( 'TIMEOUT_ERROR', 'TIMEOUT_ERROR' );
		}
		if ( isAbortError( error ) && options.signal?.aborted ) {
			throw error;
		}
		throw new ApiError( 'FETCH_ERROR', 'FETCH_ERROR', { data: error } );
	} finally {
		clearTimeout( timer );
		options.signal?.removeEventListener( 'abort', cancel );
	}

	const text = await response.text();
	let answer: unknown;
	try {
		answer = JSON.parse( text );
	} catch {
		throw new ApiError( 'PARSING_ERROR', 'PARSING_ERROR', {
			status: response.status,
			data: text,
		} );
	}
	const record = ( answer ?? {} ) as {
		error?: unknown;
		message?: unknown;
		code?: unknown;
	};
	if ( ! response.ok || record.error || typeof answer !== 'object' ) {
		throw new ApiError(
			'HTTP_ERROR',
			typeof record.message === 'string'
				? record.message
				: `HTTP ${ response.status }`,
			{
				status: response.status,
				data: answer,
				code: typeof record.code === 'string' ? record.code : '',
			}
		);
	}
}

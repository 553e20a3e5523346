/**
 * The one apiFetch middleware of this plugin's scripts. Every request the
 * plugin sends is marked by ./client and, here, checked against the allowed
 * origins before anything leaves the browser; a REST request also gets the
 * nonce. What it checks against is read, at each request, from what the
 * script that started the page set (src/app.tsx on the offering page,
 * src/index.ts in the editor), so no function in between carries origins or
 * nonces.
 *
 * It is registered with apiFetch once, when this module is first evaluated:
 * ./client imports it, so no request of ours can be made without it, and
 * one made before the page set its origins is refused, not sent unchecked.
 *
 * apiFetch is shared by every script on the page: requests that are not
 * marked pass through untouched, so another block's reads never meet our
 * origin list.
 */

/**
 * WordPress dependencies
 */
import apiFetch, {
	type APIFetchMiddleware,
	type APIFetchOptions,
} from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { assertAllowedOrigin } from './origin';

/** What the middleware checks against. */
export interface RequestGuard {
	/** Origins the page may send from, and a full URL may go to. */
	allowedOrigins: readonly string[];
	/** The nonce for REST requests when core's nonce middleware has none. */
	restNonce: string;
}

/** The option ./client sets on the plugin's own requests. */
export const OWN_REQUEST = 'templeOfferingsRequest';

/** apiFetch options as ./client passes them. */
export type OwnRequestOptions = APIFetchOptions< false > & {
	[ OWN_REQUEST ]?: true;
};

let readGuard: () => RequestGuard = () => ( {
	allowedOrigins: [],
	restNonce: '',
} );

/**
 * The nonce core's inline script gave apiFetch (`wp.apiFetch.nonceMiddleware`
 * keeps it, refreshed when it expires), when the page has one. Sending it
 * ourselves keeps the header there even if another script replaced the
 * middleware chain.
 *
 * @return Nonce or ''.
 */
function coreNonce(): string {
	const nonce = ( apiFetch as { nonceMiddleware?: { nonce?: unknown } } )
		.nonceMiddleware?.nonce;
	return typeof nonce === 'string' ? nonce : '';
}

/**
 * The middleware. An own request is refused (INVALID_ORIGIN, nothing sent)
 * when the page's origin is not allowed, when a full URL points outside the
 * allowed origins (core's nonce middleware puts the REST nonce on every
 * request, and it must not leave the site), or when no script has set what
 * to check against yet (no origin is allowed then).
 *
 * @param options The request.
 * @param next    The rest of the chain.
 * @return The answer.
 */
const ownRequests: APIFetchMiddleware = ( options, next ) => {
	const {
		[ OWN_REQUEST ]: own,
		headers = {},
		...request
	} = options as OwnRequestOptions;
	if ( ! own ) {
		return next( options );
	}
	const guard = readGuard();
	try {
		assertAllowedOrigin( guard.allowedOrigins );
		if ( request.url ) {
			assertAllowedOrigin( guard.allowedOrigins, request.url );
		}
	} catch ( error: unknown ) {
		return Promise.reject( error );
	}
	// Only REST reads the nonce; a full URL (the wc-ajax cart post) is not
	// given one from here.
	const nonce = request.path ? coreNonce() || guard.restNonce : '';
	return next( {
		...request,
		headers: nonce ? { ...headers, 'X-WP-Nonce': nonce } : headers,
	} );
};

apiFetch.use( ownRequests );

/**
 * Sets what the middleware checks against from now on.
 *
 * @param read Returns the allowed origins and the REST nonce; called at each
 *             request, so it may read a store.
 */
export function setRequestGuard( read: () => RequestGuard ): void {
	readGuard = read;
}

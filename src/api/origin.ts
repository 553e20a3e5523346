/**
 * The origin check in front of every request (./middleware): a page copied
 * onto another site, or framed by one, must not send the visitor's cookies
 * and nonce to this shop. The server refuses foreign origins as well
 * (php/Security/Origins.php); checking here too means nothing is sent.
 */

/**
 * Internal dependencies
 */
import { ApiError } from './errors';

/**
 * Lower-cased `scheme://host[:port]` of a URL or origin.
 *
 * @param value URL or origin.
 * @return Normalized origin, '' when unparsable.
 */
function normalizeOrigin( value: string ): string {
	try {
		return new URL( value ).origin.toLowerCase();
	} catch {
		return '';
	}
}

/**
 * Throws `Invalid origin` unless the page's origin is allowed. Nothing is
 * sent when it throws.
 *
 * @param allowedOrigins Origins from the page settings.
 * @param origin         The page origin; window.location.origin by default.
 */
export function assertAllowedOrigin(
	allowedOrigins: readonly string[],
	origin: string = window.location.origin
): void {
	const page = normalizeOrigin( origin );
	const allowed = allowedOrigins.map( normalizeOrigin );
	if ( ! page || ! allowed.includes( page ) ) {
		throw new ApiError( 'INVALID_ORIGIN', 'Invalid origin' );
	}
}

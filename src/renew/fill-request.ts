/**
 * What the offering page's address asks it to fill in, read in the fill's
 * chunk (src/renew/address-fill.tsx): the page's own script only looks for
 * the argument names (src/hooks/use-draft.ts) before loading that chunk.
 */

/** What the address asks for; null when it asks for nothing. */
export type FillRequest =
	| { type: 'renew'; orderId: number }
	| { type: 'light'; savedIds: number[]; productId: number };

/** The query arguments a fill reads, removed from the address once it is done. */
const FILL_ARGS = [ 'renew', 'light', 'offering' ] as const;

/** At most this many saved believers are read from one address. */
const MAX_LIGHT_IDS = 100;

const positive = ( value: string ): number | null =>
	/^[1-9][0-9]{0,14}$/.test( value.trim() ) ? Number( value.trim() ) : null;

/**
 * What the address asks for. `renew` wins when both are given: it is the
 * button's own address.
 *
 * @param search location.search.
 * @return The request, or null.
 */
export function fillRequest( search: string ): FillRequest | null {
	const params = new URLSearchParams( search );
	const order = positive( params.get( 'renew' ) ?? '' );
	if ( order !== null ) {
		return { type: 'renew', orderId: order };
	}
	const product = positive( params.get( 'offering' ) ?? '' );
	const light = params.get( 'light' );
	if ( product === null || light === null ) {
		return null;
	}
	const savedIds = [
		...new Set(
			light
				.split( ',' )
				.map( positive )
				.filter( ( id ): id is number => id !== null )
		),
	].slice( 0, MAX_LIGHT_IDS );
	return savedIds.length
		? { type: 'light', savedIds, productId: product }
		: null;
}

/**
 * The address without the fill's arguments, everything else (the tab) kept,
 * so a reload does not fill the page again.
 *
 * @param href The current address.
 * @return The address to put in the history entry.
 */
export function withoutFillArgs( href: string ): string {
	const url = new URL( href );
	FILL_ARGS.forEach( ( name ) => url.searchParams.delete( name ) );
	return url.toString();
}

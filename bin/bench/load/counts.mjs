/**
 * Counts by key (a refusal code, a believer id) and how the report prints them.
 */

/**
 * Adds one to a key's count.
 *
 * @param {Map<string, number>} counts Counts.
 * @param {string}              key    Key.
 */
export const bump = ( counts, key ) =>
	counts.set( key, ( counts.get( key ) ?? 0 ) + 1 );

/**
 * The counts as `key n, key n`, largest first, or `none`.
 *
 * @param {Map<string, number>} counts Counts.
 */
export const groups = ( counts ) =>
	counts.size
		? [ ...counts ]
				.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
				.map( ( [ key, n ] ) => `${ key } ${ n }` )
				.join( ', ' )
		: 'none';

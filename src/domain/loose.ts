/**
 * Reading what the server wrote into the page, defensively: a settings
 * attribute's JSON, an object, a list of strings. Anything mistyped reads as
 * empty, so a broken attribute never breaks a screen.
 */

/** An object whose values are not trusted yet. */
export type Loose = Record< string, unknown >;

/**
 * Whether a value is an object whose keys can be read.
 *
 * @param value Anything.
 */
export const isRecord = ( value: unknown ): value is Loose =>
	typeof value === 'object' && value !== null;

/**
 * The strings of a list; none when it is no list.
 *
 * @param value Anything.
 */
export const strings = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

/**
 * The object a JSON attribute holds; empty when it holds none or is no JSON.
 *
 * @param raw The attribute's text.
 */
export function looseJson( raw: string | undefined ): Loose {
	try {
		const parsed: unknown = JSON.parse( raw ?? '{}' );
		return isRecord( parsed ) ? parsed : {};
	} catch {
		return {};
	}
}

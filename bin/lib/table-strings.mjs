/**
 * The English source strings of the believer field table
 * (src/domain/believer-fields.json): every string below a key named label,
 * labels, message or messages, at any depth, in the table's order, each once.
 */

/** The keys under which the table holds English source strings. */
const TEXT_KEYS = new Set( [ 'label', 'labels', 'message', 'messages' ] );

/**
 * @param {unknown} value  Parsed JSON.
 * @param {boolean} isText Whether value sits below a key of TEXT_KEYS.
 * @return {string[]} The strings, duplicates left in.
 */
function strings( value, isText = false ) {
	if ( typeof value === 'string' ) {
		return isText ? [ value ] : [];
	}
	if ( Array.isArray( value ) ) {
		return value.flatMap( ( item ) => strings( item, isText ) );
	}
	if ( value && typeof value === 'object' ) {
		return Object.entries( value ).flatMap( ( [ key, item ] ) =>
			strings( item, isText || TEXT_KEYS.has( key ) )
		);
	}
	return [];
}

/**
 * @param {unknown} table Parsed believer-fields.json.
 * @return {string[]} Its English strings, each once, in order.
 */
export function tableStrings( table ) {
	return [ ...new Set( strings( table ) ) ];
}

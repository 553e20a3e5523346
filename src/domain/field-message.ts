/**
 * The helper text shown under a field for a validation error, in the
 * wording of the product's kind (pet wording for animal, and so on): the
 * messages of the field table (believer-fields.json).
 */

/**
 * WordPress dependencies
 */
import { sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	COMMON_MESSAGES,
	LIST_MESSAGES,
	fieldSpec,
	maxBelievers,
	registrantSpec,
	tableMessage,
	type FormKind,
} from './believer-fields';
import type { ValidationError } from './validation';

/**
 * Translated helper text for one validation error.
 *
 * The field's own messages are looked up by the date part the error is on
 * (a missing hour reads differently from a missing year), then by its code,
 * then the field's general one; a copy such as the wire's `time` speaks as
 * the part it copies. Length and impossible-date errors read the same for
 * every field, with the field's own limit.
 *
 * @param kind  The product's form kind.
 * @param error The error.
 * @return Text such as 請輸入往生者姓名 or 請選擇時辰 (若不詳請選吉).
 */
export function believerFieldMessage(
	kind: FormKind,
	error: ValidationError
): string {
	const { field, code } = error;
	if ( field === 'believers' ) {
		return withLimit(
			tableMessage( LIST_MESSAGES, kind, [ code ] ),
			maxBelievers( kind )
		);
	}
	const registrant = /^depends_people\.[0-9]+\.([^.]+)(?:\.(.+))?$/.exec(
		field
	);
	let [ key, part = '' ] = field.split( '.' );
	let spec = fieldSpec( key );
	if ( registrant ) {
		[ , key, part = '' ] = registrant;
		spec = registrantSpec( key );
	} else if ( spec?.copyOf ) {
		[ key, part ] = spec.copyOf.split( '.' );
		spec = fieldSpec( key );
	}
	if ( code !== 'too_many' && COMMON_MESSAGES[ code ] ) {
		return withLimit(
			tableMessage( COMMON_MESSAGES, kind, [ code ] ),
			spec?.max ?? 0
		);
	}
	const own = tableMessage( spec?.messages, kind, [ part, code ] );
	return withLimit(
		own ?? tableMessage( COMMON_MESSAGES, kind, [] ),
		spec?.max ?? 0
	);
}

/**
 * A table message with its limit put in: the messages that name a limit
 * (at most %d characters, at most %d family registrants) say it as `%d`.
 *
 * @param text  Translated message.
 * @param limit The field's limit.
 * @return Text.
 */
function withLimit( text: string | undefined, limit: number ): string {
	// The format is data from the table; its one placeholder, if any, is %d.
	// eslint-disable-next-line @wordpress/valid-sprintf -- checked by the fixture's messages test.
	return sprintf( ( text ?? '' ) as '%d', limit );
}

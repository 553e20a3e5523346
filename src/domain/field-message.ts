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
	forKind,
	maxBelievers,
	registrantSpec,
	tableMessage,
	type FormKind,
} from './believer-fields';
import type { ValidationCode, ValidationError } from './validation';

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

/**
 * The widest message a field can show under its control, whose height the
 * form keeps free (FieldError), so that no message, short or long, moves a
 * control when it comes or goes. A lunar date's message is the widest of
 * its parts' (they share one place under the date).
 *
 * Width is judged as the page sets it: a CJK character takes about twice a
 * Latin letter's width.
 *
 * @param kind  The product's form kind.
 * @param field Wire key of a field of the table, or a family registrant's
 *              (`depends_people.0.name`).
 * @return Text, or undefined for a field that shows no message.
 */
export function widestFieldMessage(
	kind: FormKind,
	field: string
): string | undefined {
	const registrant = /^depends_people\.[0-9]+\.([^.]+)$/.exec( field );
	const spec = registrant
		? registrantSpec( registrant[ 1 ] )
		: fieldSpec( field );
	if ( ! spec ) {
		return undefined;
	}
	const required = spec.require ? forKind( spec.require, kind ) : false;
	const errors: Array< [ string, ValidationCode ] > = [];
	switch ( spec.type ) {
		case 'text':
		case 'multiline':
			if ( required ) {
				errors.push( [ field, 'required' ] );
			}
			errors.push( [ field, 'too_long' ] );
			if ( spec.pattern ) {
				errors.push( [ field, 'invalid' ] );
			}
			break;
		case 'gender':
			errors.push( [ field, 'invalid' ] );
			if ( required ) {
				errors.push( [ field, 'required' ] );
			}
			break;
		case 'registrants':
			if ( required ) {
				errors.push( [ field, 'required' ] );
			}
			errors.push( [ field, 'too_many' ] );
			break;
		case 'lunar-date':
			for ( const part of [ 'year', 'month', 'day', 'time' ] ) {
				for ( const code of DATE_CODES ) {
					errors.push( [ `${ field }.${ part }`, code ] );
				}
			}
			break;
	}
	let widest: string | undefined;
	for ( const [ path, code ] of errors ) {
		const text = believerFieldMessage( kind, {
			index: 0,
			field: path,
			code,
		} );
		if ( ! widest || textWidth( text ) > textWidth( widest ) ) {
			widest = text;
		}
	}
	return widest;
}

/** What a part of a lunar date can be told. */
const DATE_CODES: readonly ValidationCode[] = [
	'required',
	'invalid',
	'not_in_year',
	'not_in_month',
	'after_today',
];

/**
 * A text's width in Latin letters: wide (CJK, full-width) characters count two.
 *
 * @param text Any text.
 * @return Width.
 */
export function textWidth( text: string ): number {
	let width = 0;
	for ( const char of text ) {
		width +=
			/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
				char
			)
				? 2
				: 1;
	}
	return width;
}

/**
 * One value against its rule, as the field table types it: text (trimmed,
 * counted in code points, matched to its pattern), a choice, an hour, and a
 * joined lunar date. validation.ts walks the table and calls these; the
 * server's validator (php/Domain/BelieverValidator.php) applies the same
 * rules.
 */

/**
 * Internal dependencies
 */
import { isHourValue } from './hours';
import { impossiblePart, isDayValue, isMonthValue, isYearValue } from './roc';
import { partAfterToday, type LunarDay } from './today';

/** What is wrong with a value. */
export type ValidationCode =
	| 'required'
	| 'invalid'
	| 'too_long'
	| 'too_many'
	// A leap month its year does not have.
	| 'not_in_year'
	// A day past the end of its month.
	| 'not_in_month'
	// A date (birthday, date of death) after today.
	| 'after_today';

/** Whitespace trimmed from text; the same class as in PHP. */
const WS =
	'\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const TRIM_RE = new RegExp( `^[${ WS }]+|[${ WS }]+$`, 'g' );

/**
 * Text with the shared whitespace class trimmed from both ends.
 *
 * @param value Any string.
 * @return Trimmed string.
 */
export function trimText( value: string ): string {
	return value.replace( TRIM_RE, '' );
}

/**
 * Length in Unicode code points (a Chinese character or an emoji counts 1).
 *
 * @param value Any string.
 * @return Code point count.
 */
export function codePointLength( value: string ): number {
	return Array.from( value ).length;
}

/**
 * A string as it is; anything else as empty.
 *
 * @param value Any value.
 */
function str( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * A text value: blank (when required), longer than `max` code points once
 * trimmed, or not matching its pattern.
 *
 * @param value    The value.
 * @param required Whether it must be given.
 * @param max      Most code points.
 * @param pattern  The pattern it must match, if any.
 * @return The error, or null.
 */
export function checkText(
	value: unknown,
	required: boolean,
	max: number,
	pattern: RegExp | null
): ValidationCode | null {
	const text = trimText( str( value ) );
	if ( text === '' ) {
		return required ? 'required' : null;
	}
	if ( codePointLength( text ) > max ) {
		return 'too_long';
	}
	return pattern && ! pattern.test( text ) ? 'invalid' : null;
}

/**
 * A choice: blank (when required), or not one of its values, compared
 * untrimmed.
 *
 * @param value    The value.
 * @param values   What it may be.
 * @param required Whether it must be given.
 * @return The error, or null.
 */
export function checkChoice(
	value: unknown,
	values: readonly string[],
	required: boolean
): ValidationCode | null {
	const raw = str( value );
	if ( trimText( raw ) === '' ) {
		return required ? 'required' : null;
	}
	return values.includes( raw ) ? null : 'invalid';
}

/**
 * An hour: blank is fine, anything else must be in the hours' table.
 *
 * @param value The value.
 * @return The error, or null.
 */
export function checkHour( value: unknown ): ValidationCode | null {
	const raw = str( value );
	if ( trimText( raw ) === '' ) {
		return null;
	}
	return isHourValue( raw ) ? null : 'invalid';
}

const DATE_PARTS = [
	[ 'year', isYearValue ],
	[ 'month', isMonthValue ],
	[ 'day', isDayValue ],
	[ 'time', isHourValue ],
] as const;

/**
 * Checks a joined lunar date 'Y-M-D-T'. More than four parts is one
 * `invalid` error on the whole field (part ''); otherwise each part is
 * checked on its own: blank → required (when required), not in its table →
 * invalid. 吉 is valid for every part. When every part is well formed, the
 * date must exist: a leap month its year has (not_in_year on the month) and
 * a day within its month (not_in_month on the day); and a date that exists
 * must not lie after today (after_today on the first known part that is
 * later than today's: the year, the month or the day).
 *
 * @param value    Joined date.
 * @param required Whether every part must be given.
 * @param today    Today's lunar day (null: no date is after it).
 * @return [ part, code ] pairs.
 */
export function checkLunarDate(
	value: unknown,
	required: boolean,
	today: LunarDay | null
): Array< [ string, ValidationCode ] > {
	const parts = str( value ).split( '-' );
	if ( parts.length > DATE_PARTS.length ) {
		return [ [ '', 'invalid' ] ];
	}
	const result: Array< [ string, ValidationCode ] > = [];
	DATE_PARTS.forEach( ( [ name, isValid ], position ) => {
		const part = parts[ position ] ?? '';
		if ( trimText( part ) === '' ) {
			if ( required ) {
				result.push( [ name, 'required' ] );
			}
		} else if ( ! isValid( part ) ) {
			result.push( [ name, 'invalid' ] );
		}
	} );
	if ( result.length === 0 ) {
		const impossible = impossiblePart( parts[ 0 ], parts[ 1 ], parts[ 2 ] );
		const later = impossible
			? null
			: partAfterToday( parts[ 0 ], parts[ 1 ], parts[ 2 ], today );
		if ( impossible ) {
			result.push( [
				impossible,
				impossible === 'month' ? 'not_in_year' : 'not_in_month',
			] );
		} else if ( later ) {
			result.push( [ later, 'after_today' ] );
		}
	}
	return result;
}

/**
 * The one rule set for believers, applied to the wire shape (CartBeliever) so
 * that the browser and the server (php/Domain/BelieverValidator.php) check
 * exactly the same thing. test/believers.fixtures.json proves they agree.
 *
 * Principles, identical on both sides:
 * - a value that is not a string counts as empty;
 * - text is trimmed of whitespace (the WS class below, which includes the
 *   full-width space U+3000) before "required" and length checks; lengths are
 *   counted in Unicode code points;
 * - each field yields at most one error, checked in the order
 *   required → too_long → invalid;
 * - table values (gender, date parts, hour) are compared exactly, untrimmed;
 * - a field that the kind does not require is still checked when non-empty
 *   (length, table), so nothing malformed reaches an order;
 * - list limits: 100 believers per product, 1 for gift, 20 family
 *   registrants; one `too_many` error at the first index past the limit, and
 *   rows past the limit are not checked further.
 */

/**
 * Internal dependencies
 */
import { formKindFlags, formKindOf, type FormKind } from './form-kind';
import { DECEASED_GENDERS, HUMAN_GENDERS, genderValues } from './genders';
import { isHourValue } from './hours';
import { impossiblePart, isDayValue, isMonthValue, isYearValue } from './roc';
import { LIMITS } from './limits';
import {
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from './believer';

export { LIMITS } from './limits';
export { believerFieldMessage } from './field-message';

export type ValidationCode =
	| 'required'
	| 'invalid'
	| 'too_long'
	| 'too_many'
	// A leap month its year does not have.
	| 'not_in_year'
	// A day past the end of its month.
	| 'not_in_month';

export interface ValidationError {
	/** Index of the believer in the product's list. */
	index: number;
	/** Wire field: 'name', 'birthday.month', 'depends_people.1.name', 'believers'… */
	field: string;
	code: ValidationCode;
}

/** Whitespace trimmed from text; the same class as in PHP. */
const WS =
	'\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const TRIM_RE = new RegExp( `^[${ WS }]+|[${ WS }]+$`, 'g' );

const MOBILE_RE = /^[0-9+\-() ]{6,20}$/;
// The WHATWG e-mail pattern with a dotted domain; ASCII only, so JS and PCRE
// read it the same way.
const EMAIL_RE =
	/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

type Loose = Record< string, unknown >;

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
 * How many believers a product of this kind may have.
 *
 * @param kind Form kind.
 * @return 1 for gift, 100 otherwise.
 */
export function maxBelievers( kind: FormKind ): number {
	return kind === 'gift' ? LIMITS.gift_believers : LIMITS.believers;
}

/**
 * Validates every believer of one product.
 *
 * @param kind      The product's form kind.
 * @param believers Wire believers, as posted.
 * @return Every error; empty when the list may be added to the cart.
 */
export function validateBelievers(
	kind: FormKind,
	believers: readonly CartBeliever[] | unknown
): ValidationError[] {
	if ( ! Array.isArray( believers ) || believers.length === 0 ) {
		return [ { index: 0, field: 'believers', code: 'required' } ];
	}
	const max = maxBelievers( kind );
	const errors: ValidationError[] = [];
	if ( believers.length > max ) {
		errors.push( { index: max, field: 'believers', code: 'too_many' } );
	}
	believers.slice( 0, max ).forEach( ( believer: unknown, index ) => {
		errors.push( ...validateBeliever( kind, believer, index ) );
	} );
	return errors;
}

/**
 * Validates one believer as the row at `index` of its product.
 *
 * @param kind     Form kind.
 * @param believer Wire believer.
 * @param index    Row index (the gift's family registrants are required on row 0).
 * @return The row's errors.
 */
export function validateBeliever(
	kind: FormKind,
	believer: CartBeliever | unknown,
	index: number
): ValidationError[] {
	const row = asRecord( believer );
	const flags = formKindFlags( kind );
	const errors: ValidationError[] = [];
	const add = ( field: string, code: ValidationCode | null ) => {
		if ( code ) {
			errors.push( { index, field, code } );
		}
	};
	const text = ( field: string, required: boolean, max: number ) =>
		add( field, checkText( row[ field ], required, max ) );
	const choice = (
		field: string,
		values: readonly string[],
		required: boolean
	) => add( field, checkChoice( row[ field ], values, required ) );
	const date = ( field: string, required: boolean ) =>
		checkLunarDate( row[ field ], required ).forEach( ( [ part, code ] ) =>
			add( part ? `${ field }.${ part }` : field, code )
		);

	text( 'name', true, LIMITS.name );
	if ( flags.hasGender ) {
		choice( 'gender', genderValues( kind ), true );
	}
	text( 'super_name', flags.hasSuperName, LIMITS.super_name );
	text( 'address', true, LIMITS.address );
	date( 'birthday', flags.hasLunarBirthday );
	add( 'time', checkHour( row.time ) );
	add( 'mobile', checkPattern( row.mobile, LIMITS.mobile, MOBILE_RE ) );
	add( 'email', checkPattern( row.email, LIMITS.email, EMAIL_RE ) );
	text( 'note', false, LIMITS.note );

	text( 'deceased_name', flags.hasDeceased, LIMITS.deceased_name );
	choice( 'deceased_gender', DECEASED_GENDERS, flags.hasDeceased );
	text( 'deceased_address', flags.hasDeceased, LIMITS.deceased_address );
	date( 'deceased_birthday', flags.hasDeceased );
	date( 'deceased_death_anniversary', flags.hasDeceased );

	const people = Array.isArray( row.depends_people )
		? row.depends_people
		: [];
	if ( flags.isGift && index === 0 && people.length === 0 ) {
		add( 'depends_people', 'required' );
	}
	if ( people.length > LIMITS.depends_people ) {
		add( 'depends_people', 'too_many' );
	}
	people
		.slice( 0, LIMITS.depends_people )
		.forEach( ( person: unknown, personIndex ) => {
			const registrant = asRecord( person );
			const prefix = `depends_people.${ personIndex }`;
			add(
				`${ prefix }.name`,
				checkText( registrant.name, true, LIMITS.registrant_name )
			);
			add(
				`${ prefix }.gender`,
				checkChoice( registrant.gender, HUMAN_GENDERS, true )
			);
			checkLunarDate( registrant.birthday, true ).forEach(
				( [ part, code ] ) =>
					add(
						part
							? `${ prefix }.birthday.${ part }`
							: `${ prefix }.birthday`,
						code
					)
			);
		} );
	return errors;
}

/**
 * Whether a form row is complete (the green row): it passes every rule as
 * row `index` of a product of this kind.
 *
 * @param kind     Form kind.
 * @param believer Form row.
 * @param index    Row index.
 * @return True when complete.
 */
export function isBelieverComplete(
	kind: FormKind,
	believer: BelieverFormItem,
	index: number
): boolean {
	return (
		index < maxBelievers( kind ) &&
		validateBeliever( kind, toCartBeliever( believer ), index ).length === 0
	);
}

/**
 * The form item key that a wire error field belongs to, so the UI can show
 * the message under the right control: 'birthday.year' →
 * 'believer_birthday_year', 'depends_people.1.name' →
 * 'depends_people.1.believer_name'.
 *
 * @param field Wire field of a ValidationError.
 * @return Form field path.
 */
export function formFieldOf( field: string ): string {
	const registrant = /^depends_people\.([0-9]+)\.(.+)$/.exec( field );
	if ( registrant ) {
		return `depends_people.${ registrant[ 1 ] }.${ formFieldOf(
			registrant[ 2 ]
		) }`;
	}
	const [ base, part ] = field.split( '.' );
	const believerBase: Record< string, string > = {
		name: 'believer_name',
		gender: 'believer_gender',
		mobile: 'believer_mobile',
		email: 'believer_email',
		address: 'believer_address',
		note: 'believer_note',
		birthday: 'believer_birthday',
		time: 'believer_birthday_time',
	};
	const mapped = believerBase[ base ] ?? base;
	return part ? `${ mapped }_${ part }` : mapped;
}

/**
 * The validation rules for a product from its category slugs; an unmapped
 * product yields a single `invalid` error on `believers`.
 *
 * @param categories Category slugs.
 * @param believers  Wire believers.
 * @return Errors.
 */
export function validateForCategories(
	categories: readonly string[],
	believers: readonly CartBeliever[] | unknown
): ValidationError[] {
	const kind = formKindOf( categories );
	return kind
		? validateBelievers( kind, believers )
		: [ { index: 0, field: 'believers', code: 'invalid' } ];
}

function asRecord( value: unknown ): Loose {
	return typeof value === 'object' && value !== null
		? ( value as Loose )
		: {};
}

function str( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function checkText(
	value: unknown,
	required: boolean,
	max: number
): ValidationCode | null {
	const text = trimText( str( value ) );
	if ( text === '' ) {
		return required ? 'required' : null;
	}
	return codePointLength( text ) > max ? 'too_long' : null;
}

function checkChoice(
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

function checkHour( value: unknown ): ValidationCode | null {
	const raw = str( value );
	if ( trimText( raw ) === '' ) {
		return null;
	}
	return isHourValue( raw ) ? null : 'invalid';
}

function checkPattern(
	value: unknown,
	max: number,
	pattern: RegExp
): ValidationCode | null {
	const text = trimText( str( value ) );
	if ( text === '' ) {
		return null;
	}
	if ( codePointLength( text ) > max ) {
		return 'too_long';
	}
	return pattern.test( text ) ? null : 'invalid';
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
 * a day within its month (not_in_month on the day).
 *
 * @param value    Joined date.
 * @param required Whether every part must be given.
 * @return [ part, code ] pairs.
 */
function checkLunarDate(
	value: unknown,
	required: boolean
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
		if ( impossible ) {
			result.push( [
				impossible,
				impossible === 'month' ? 'not_in_year' : 'not_in_month',
			] );
		}
	}
	return result;
}

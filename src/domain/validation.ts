/**
 * The one rule set for believers, applied to the wire shape (CartBeliever) so
 * that the browser and the server (php/Domain/BelieverValidator.php) check
 * exactly the same thing. Which fields a kind requires, their limits and
 * patterns come from the field table (believer-fields.json);
 * test/believers.fixtures.json proves both sides agree.
 *
 * Principles, identical on both sides:
 * - a value that is not a string counts as empty;
 * - text is trimmed of whitespace (the WS class of value-checks.ts, which
 *   includes the full-width space U+3000) before "required" and length
 *   checks; lengths are counted in Unicode code points;
 * - each field yields at most one error, checked in the order
 *   required → too_long → invalid;
 * - table values (gender, date parts, hour) are compared exactly, untrimmed;
 * - a field that the kind does not require is still checked when non-empty
 *   (length, table), so nothing malformed reaches an order;
 * - list limits (the table's: 100 believers per product, 1 for gift, 20
 *   family registrants): one `too_many` error at the first index past the limit, and
 *   rows past the limit are not checked further.
 */

/**
 * Internal dependencies
 */
import {
	FIELDS,
	REGISTRANT_FIELDS,
	forKind,
	gendersOf,
	maxBelievers,
	patternOf,
	type FormKind,
	type Table,
} from './believer-fields';
import { formKindOf } from './form-kind';
import type { Loose } from './loose';
import { localIsoDate, lunarDayOf, type LunarDay } from './today';
import {
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from './believer';
import {
	checkChoice,
	checkHour,
	checkLunarDate,
	checkText,
	type ValidationCode,
} from './value-checks';

export { maxBelievers };
export { believerFieldMessage } from './field-message';
export { codePointLength, trimText, type ValidationCode } from './value-checks';

export interface ValidationError {
	/** Index of the believer in the product's list. */
	index: number;
	/**
	 * Wire field: 'name', 'birthday.month', 'depends_people.1.name',
	 * 'believers'… The form keeps the same keys, so this is also the path
	 * of the form control (formPathOf maps the wire's `time` copy).
	 */
	field: string;
	code: ValidationCode;
}

/** What the checks read of a table entry, whatever its type. */
interface CheckedField {
	readonly key: string;
	readonly type: string;
	readonly max?: number;
	readonly pattern?: keyof Table[ 'patterns' ];
	readonly genders?: Parameters< typeof gendersOf >[ 0 ][ 'genders' ];
	readonly require?: { readonly '*': boolean } & {
		readonly [ kind in FormKind ]?: boolean;
	};
}

/**
 * Validates every believer of one product.
 *
 * @param kind      The product's form kind.
 * @param believers Wire believers, as posted.
 * @param today     Today as YYYY-MM-DD (the visitor's local date unless a test fixes it).
 * @return Every error; empty when the list may be added to the cart.
 */
export function validateBelievers(
	kind: FormKind,
	believers: readonly CartBeliever[] | unknown,
	today: string = localIsoDate( new Date() )
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
		errors.push( ...validateBeliever( kind, believer, index, today ) );
	} );
	return errors;
}

/**
 * Validates one believer as the row at `index` of its product.
 *
 * @param kind     Form kind.
 * @param believer Wire believer.
 * @param index    Row index (the gift's family registrants are required on row 0).
 * @param today    Today as YYYY-MM-DD (the visitor's local date unless a test fixes it).
 * @return The row's errors.
 */
export function validateBeliever(
	kind: FormKind,
	believer: CartBeliever | unknown,
	index: number,
	today: string = localIsoDate( new Date() )
): ValidationError[] {
	const errors: ValidationError[] = [];
	checkFields(
		FIELDS,
		kind,
		asRecord( believer ),
		'',
		lunarToday( today ),
		( field, code ) => errors.push( { index, field, code } )
	);
	return errors;
}

let lastToday: [ string, LunarDay | null ] | null = null;

/**
 * Today's lunar day, converted once per date: the form validates every row
 * on each keystroke.
 *
 * @param today YYYY-MM-DD.
 * @return The lunar day, or null outside the table.
 */
function lunarToday( today: string ): LunarDay | null {
	if ( lastToday?.[ 0 ] !== today ) {
		lastToday = [ today, lunarDayOf( today ) ];
	}
	return lastToday[ 1 ];
}

/**
 * Checks every field of the table on one object (a believer, or a family
 * registrant with prefix 'depends_people.N.'), reporting each error.
 *
 * @param specs  The table's fields.
 * @param kind   Form kind.
 * @param row    The object.
 * @param prefix Prefix of the reported field names.
 * @param today  Today's lunar day (null: no date is after it).
 * @param add    Receives each error.
 */
function checkFields(
	specs: readonly CheckedField[],
	kind: FormKind,
	row: Loose,
	prefix: string,
	today: LunarDay | null,
	add: ( field: string, code: ValidationCode ) => void
): void {
	for ( const spec of specs ) {
		const field = prefix + spec.key;
		const value = row[ spec.key ];
		const required = spec.require ? forKind( spec.require, kind ) : false;
		const report = ( code: ValidationCode | null ) => {
			if ( code ) {
				add( field, code );
			}
		};
		switch ( spec.type ) {
			case 'text':
			case 'multiline':
				report(
					checkText(
						value,
						required,
						spec.max ?? Infinity,
						spec.pattern ? patternOf( spec.pattern ) : null
					)
				);
				break;
			case 'gender':
				report(
					checkChoice( value, gendersOf( spec, kind ), required )
				);
				break;
			case 'hour':
				report( checkHour( value ) );
				break;
			case 'lunar-date':
				checkLunarDate( value, required, today ).forEach(
					( [ part, code ] ) =>
						add( part ? `${ field }.${ part }` : field, code )
				);
				break;
			case 'registrants': {
				const people = Array.isArray( value ) ? value : [];
				const max = spec.max ?? 0;
				if ( required && people.length === 0 ) {
					add( field, 'required' );
				}
				if ( people.length > max ) {
					add( field, 'too_many' );
				}
				people
					.slice( 0, max )
					.forEach( ( person: unknown, number ) =>
						checkFields(
							REGISTRANT_FIELDS,
							kind,
							asRecord( person ),
							`${ field }.${ number }.`,
							today,
							add
						)
					);
				break;
			}
		}
	}
}

/**
 * Whether a form row is complete (the green row): it passes every rule as
 * row `index` of a product of this kind.
 *
 * @param kind     Form kind.
 * @param believer Form row.
 * @param index    Row index.
 * @param today    Today as YYYY-MM-DD (the visitor's local date unless a test fixes it).
 * @return True when complete.
 */
export function isBelieverComplete(
	kind: FormKind,
	believer: BelieverFormItem,
	index: number,
	today: string = localIsoDate( new Date() )
): boolean {
	return (
		index < maxBelievers( kind ) &&
		validateBeliever( kind, toCartBeliever( believer ), index, today )
			.length === 0
	);
}

/**
 * The form control a wire error field belongs to. The form keeps the wire's
 * keys, so this is the field itself, except for a copy the wire carries
 * twice (`time` is the hour of `birthday`): its error belongs to the
 * original control.
 *
 * @param field Wire field of a ValidationError.
 * @return Form field path, e.g. 'birthday.time' for 'time'.
 */
export function formPathOf( field: string ): string {
	const copy = FIELDS.find( ( spec ) => spec.key === field );
	return copy && 'copyOf' in copy ? copy.copyOf : field;
}

/**
 * The validation rules for a product from its category slugs; an unmapped
 * product yields a single `invalid` error on `believers`.
 *
 * @param categories Category slugs.
 * @param believers  Wire believers.
 * @param today      Today as YYYY-MM-DD (the visitor's local date unless a test fixes it).
 * @return Errors.
 */
export function validateForCategories(
	categories: readonly string[],
	believers: readonly CartBeliever[] | unknown,
	today: string = localIsoDate( new Date() )
): ValidationError[] {
	const kind = formKindOf( categories );
	return kind
		? validateBelievers( kind, believers, today )
		: [ { index: 0, field: 'believers', code: 'invalid' } ];
}

function asRecord( value: unknown ): Loose {
	return typeof value === 'object' && value !== null
		? ( value as Loose )
		: {};
}

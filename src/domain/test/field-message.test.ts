/**
 * The place kept under a field is as wide as anything it can be told: no
 * message the validator gives a field is wider than the field's reserved
 * one (widestFieldMessage), in the zh_TW the shop speaks and in English.
 */

/**
 * Internal dependencies
 */
import {
	FIELDS,
	showsField,
	type FieldKey,
	type FormKind,
} from '../believer-fields';
import { FORM_KIND_PRIORITY } from '../form-kind';
import { textWidth, widestFieldMessage } from '../field-message';
import {
	believerFieldMessage,
	formPathOf,
	validateBeliever,
	type ValidationError,
} from '../validation';
import {
	FIXTURE_TODAY,
	completeBeliever,
	fixtureCases,
} from './complete-believer';
import { loadZhTw } from '../../test/zh-tw';

/**
 * The field whose place shows an error: a date part's is its date's.
 *
 * @param field Wire field of the error.
 * @return Wire key of the field with the message place.
 */
function placeOf( field: string ): string {
	const path = formPathOf( field ).split( '.' );
	return path[ 0 ] === 'depends_people'
		? path.slice( 0, 3 ).join( '.' )
		: path[ 0 ];
}

/**
 * Every error the validator gives: the fixture's cases, and each text
 * field of each kind left empty, made one character too long and filled
 * with text no pattern accepts.
 */
function everyError(): Array< [ FormKind, ValidationError ] > {
	const errors: Array< [ FormKind, ValidationError ] > = [];
	for ( const testCase of fixtureCases() ) {
		testCase.errors.forEach( ( error ) =>
			errors.push( [ testCase.kind, error ] )
		);
	}
	for ( const kind of FORM_KIND_PRIORITY ) {
		for ( const spec of FIELDS ) {
			if (
				! showsField( kind, spec.key ) ||
				! ( spec.type === 'text' || spec.type === 'multiline' )
			) {
				continue;
			}
			for ( const value of [ '', 'x'.repeat( spec.max + 1 ), '!?' ] ) {
				validateBeliever(
					kind,
					completeBeliever( kind, { [ spec.key ]: value } ),
					0,
					FIXTURE_TODAY
				).forEach( ( error ) => errors.push( [ kind, error ] ) );
			}
		}
	}
	// Only fields the kind's form shows have a place: the list's own
	// message and a hidden field's (a tampered post's) are not under a field.
	return errors.filter(
		( [ kind, error ] ) =>
			error.field !== 'believers' &&
			showsField(
				kind,
				placeOf( error.field ).split( '.' )[ 0 ] as FieldKey
			)
	);
}

describe.each( [ 'zh_TW', 'English' ] )( 'in %s', ( language ) => {
	if ( language === 'zh_TW' ) {
		loadZhTw();
	}

	test( 'no message is wider than its place', () => {
		const errors = everyError();
		// The cases reach every kind of message: required, length, pattern,
		// impossible dates, after today, too many family registrants.
		expect(
			new Set( errors.map( ( [ , error ] ) => error.code ) )
		).toEqual(
			new Set( [
				'required',
				'too_long',
				'invalid',
				'not_in_year',
				'not_in_month',
				'after_today',
				'too_many',
			] )
		);
		for ( const [ kind, error ] of errors ) {
			const place = placeOf( error.field );
			const widest = widestFieldMessage( kind, place );
			const message = believerFieldMessage( kind, error );
			expect( [ kind, error.field, widest ] ).not.toContainEqual(
				undefined
			);
			expect( {
				kind,
				field: error.field,
				fits: textWidth( message ) <= textWidth( widest ?? '' ),
			} ).toEqual( { kind, field: error.field, fits: true } );
		}
	} );
} );

test( 'a CJK character is as wide as two Latin letters', () => {
	expect( textWidth( '請輸入' ) ).toBe( 6 );
	expect( textWidth( 'Name' ) ).toBe( 4 );
	expect( textWidth( '最多 50 個字' ) ).toBe( 12 );
	expect( textWidth( '（吉）' ) ).toBe( 6 );
} );

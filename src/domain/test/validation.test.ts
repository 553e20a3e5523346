/**
 * Internal dependencies
 */
import { fixtureCases } from './complete-believer';
import {
	emptyBeliever,
	emptyRegistrant,
	type BelieverFormItem,
} from '../believer';
import { isFormKind, type FormKind } from '../form-kind';
import {
	formPathOf,
	isBelieverComplete,
	trimText,
	codePointLength,
	validateBelievers,
	validateForCategories,
	type ValidationError,
} from '../validation';

const cases = fixtureCases();

const sortKey = ( error: ValidationError ) =>
	`${ String( error.index ).padStart( 4, '0' ) } ${ error.field } ${ error.code }`;
const sorted = ( errors: ValidationError[] ) =>
	[ ...errors ].sort( ( a, b ) =>
		sortKey( a ).localeCompare( sortKey( b ) )
	);

describe( 'validateBelievers on the shared fixture', () => {
	test( 'the fixture covers every kind', () => {
		const kinds = new Set( cases.map( ( fixture ) => fixture.kind ) );
		expect( [ ...kinds ].sort() ).toEqual( [
			'animal',
			'change',
			'dead-blessing',
			'gift',
			'light',
			'pudu',
			'super',
			'worship',
		] );
	} );

	test.each(
		cases.map( ( fixture ) => [ fixture.title, fixture ] as const )
	)( '%s', ( _title, fixture ) => {
		expect( isFormKind( fixture.kind ) ).toBe( true );
		const errors = validateBelievers(
			fixture.kind as FormKind,
			fixture.believers,
			fixture.today
		);
		expect( sorted( errors ) ).toEqual( sorted( fixture.errors ) );
	} );
} );

describe( 'helpers', () => {
	test.each( [
		[ '  王小明\u3000', '王小明' ],
		[ '\t\n', '' ],
		[ '\u00a0王\u00a0明\u00a0', '王\u00a0明' ],
	] )( 'trimText(%j) → %j', ( input, expected ) => {
		expect( trimText( input ) ).toBe( expected );
	} );

	test.each( [
		[ '王小明', 3 ],
		[ '🙏🙏', 2 ],
		[ '𠀀a', 2 ],
	] )( 'codePointLength(%s) → %d', ( input, expected ) => {
		expect( codePointLength( input ) ).toBe( expected );
	} );

	test.each( [
		[ 'name', 'name' ],
		[ 'time', 'birthday.time' ],
		[ 'birthday.month', 'birthday.month' ],
		[ 'super_name', 'super_name' ],
		[ 'deceased_birthday.year', 'deceased_birthday.year' ],
		[ 'deceased_death_anniversary.day', 'deceased_death_anniversary.day' ],
		[ 'depends_people', 'depends_people' ],
		[ 'depends_people.1.name', 'depends_people.1.name' ],
		[ 'depends_people.0.birthday.time', 'depends_people.0.birthday.time' ],
	] )( 'formPathOf(%s) → %s', ( field, expected ) => {
		expect( formPathOf( field ) ).toBe( expected );
	} );

	test( 'an unmapped category is an error, a mapped one validates', () => {
		expect( validateForCategories( [ 'uncategorized' ], [] ) ).toEqual( [
			{ index: 0, field: 'believers', code: 'invalid' },
		] );
		expect( validateForCategories( [ 'light' ], [] ) ).toEqual( [
			{ index: 0, field: 'believers', code: 'required' },
		] );
	} );
} );

describe( 'isBelieverComplete', () => {
	const filled = ( kind: FormKind ): BelieverFormItem => ( {
		...emptyBeliever( kind, 'row-1', [ kind ] ),
		name: '王小明',
		address: '臺北市',
	} );

	test.each( [
		[ 'light', true ],
		[ 'worship', true ],
		[ 'change', true ],
		[ 'animal', true ],
		[ 'dead-blessing', true ],
		// super needs super_name, pudu the deceased, gift the family.
		[ 'super', false ],
		[ 'pudu', false ],
		[ 'gift', false ],
	] as const )(
		'a new %s row with name and address → %s',
		( kind, expected ) => {
			expect( isBelieverComplete( kind, filled( kind ), 0 ) ).toBe(
				expected
			);
		}
	);

	test( 'an empty row is not complete', () => {
		expect(
			isBelieverComplete( 'light', emptyBeliever( 'light', 'x' ), 0 )
		).toBe( false );
	} );

	test( 'gift: complete with a named registrant, only as the first row', () => {
		const gift = {
			...filled( 'gift' ),
			depends_people: [ { ...emptyRegistrant(), name: '王大明' } ],
		};
		expect( isBelieverComplete( 'gift', gift, 0 ) ).toBe( true );
		expect( isBelieverComplete( 'gift', gift, 1 ) ).toBe( false );
	} );

	test( 'pudu: complete once the deceased is filled (dates may stay 吉)', () => {
		const pudu = {
			...filled( 'pudu' ),
			deceased_name: '王阿公',
			deceased_gender: 'male',
			deceased_address: '臺南市',
		};
		expect( isBelieverComplete( 'pudu', pudu, 0 ) ).toBe( true );
	} );
} );

/**
 * The browser and the server read the field table alike: every property the
 * table gives (kinds and their order, limits, which fields each kind shows
 * and requires, labels, gender sets, defaults, the wire's keys, the staff
 * columns, the patterns) is described by each side through the functions
 * its own code calls, and the two descriptions must be equal. The server's
 * is printed by bin/believer-model.php (PHP without WordPress).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	FIELDS,
	FORM_KIND_PRIORITY,
	MAX_REGISTRANTS,
	REGISTRANT_FIELDS,
	fieldLabel,
	fieldSpec,
	gendersOf,
	maxBelievers,
	patternOf,
	registrantLabel,
	registrantSpec,
	requiresField,
	showsField,
	type FieldKey,
	type RegistrantKey,
} from '../believer-fields';
import table from '../believer-fields.json';
import { emptyBeliever, emptyRegistrant, toCartBeliever } from '../believer';
import { genderLabel } from '../genders';

const NO_DEFAULT = new Set( [ 'id', 'product_category', 'depends_people' ] );

/**
 * The table as this side's code reads it.
 *
 * @return Description, shaped as bin/believer-model.php prints it.
 */
function describeBrowser() {
	const newBeliever = ( kind: ( typeof FORM_KIND_PRIORITY )[ number ] ) =>
		toCartBeliever( emptyBeliever( kind, 'id', [ kind ] ) ) as Record<
			string,
			unknown
		>;
	// A registrant's wire keys, as the list field of a believer carries them.
	const list = FIELDS.find( ( field ) => field.type === 'registrants' )!.key;
	const newRegistrant = (
		toCartBeliever( {
			...emptyBeliever( 'gift', 'id', [ 'gift' ] ),
			[ list ]: [ emptyRegistrant() ],
		} ) as unknown as Record< string, Record< string, unknown >[] >
	 )[ list ][ 0 ];
	// The staff columns are the server's alone (its lists and paperwork):
	// here, the table's own order of the fields that have one.
	const column = ( field: ( typeof FIELDS )[ number ] ) =>
		( field as { column?: number } ).column ?? 0;
	const spec = ( key: string ) => fieldSpec( key );
	return {
		priority: [ ...FORM_KIND_PRIORITY ],
		kindLabels: Object.fromEntries(
			table.kinds.map( ( kind ) => [ kind.slug, kind.label ] )
		),
		maxBelievers: Object.fromEntries(
			FORM_KIND_PRIORITY.map( ( kind ) => [ kind, maxBelievers( kind ) ] )
		),
		maxRegistrants: MAX_REGISTRANTS,
		wireKeys: Object.keys( newBeliever( 'light' ) ),
		registrantKeys: Object.keys( newRegistrant ),
		columns: FIELDS.filter( ( field ) => column( field ) > 0 )
			.sort( ( a, b ) => column( a ) - column( b ) )
			.map( ( field ) => field.key ),
		patterns: {
			name: patternOf( 'name' ).source,
			mobile: patternOf( 'mobile' ).source,
			email: patternOf( 'email' ).source,
		},
		genderLabels: Object.fromEntries(
			Object.keys( table.genders.labels ).map( ( value ) => [
				value,
				genderLabel( value ),
			] )
		),
		kinds: Object.fromEntries(
			FORM_KIND_PRIORITY.map( ( kind ) => [
				kind,
				Object.fromEntries(
					FIELDS.map( ( { key } ) => [
						key,
						{
							shown: showsField( kind, key as FieldKey ),
							required: requiresField( kind, key as FieldKey ),
							max: spec( key )?.max ?? null,
							label: spec( key )?.label
								? fieldLabel( kind, key as FieldKey )
								: null,
							genders: spec( key )?.genders
								? [ ...gendersOf( spec( key )!, kind ) ]
								: null,
							default: NO_DEFAULT.has( key )
								? null
								: newBeliever( kind )[ key ],
						},
					] )
				),
			] )
		),
		registrant: Object.fromEntries(
			REGISTRANT_FIELDS.map( ( { key } ) => {
				const entry = registrantSpec( key )!;
				return [
					key,
					{
						required: entry.require?.[ '*' ] ?? false,
						max: entry.max ?? null,
						label: registrantLabel( key as RegistrantKey ),
						genders: entry.genders
							? [ ...gendersOf( entry, 'gift' ) ]
							: null,
						default: newRegistrant[ key ] ?? null,
					},
				];
			} )
		),
	};
}

/**
 * The table as the server's code reads it.
 *
 * @return Description printed by bin/believer-model.php.
 */
function describeServer(): unknown {
	const script = path.join( __dirname, '../../../bin/believer-model.php' );
	return JSON.parse(
		execFileSync( 'php', [ script ], { encoding: 'utf8' } )
	);
}

test( 'browser and server read every property of the field table alike', () => {
	const browser = describeBrowser();
	const server = describeServer() as typeof browser;
	// Compared part by part first, so a difference names its place.
	for ( const part of Object.keys( browser ) as Array<
		keyof typeof browser
	> ) {
		expect( { [ part ]: server[ part ] } ).toEqual( {
			[ part ]: browser[ part ],
		} );
	}
	expect( server ).toEqual( browser );
} );

test( 'the description reads the table: a changed property shows in it', () => {
	const browser = describeBrowser();
	expect( browser.kinds.pudu.deceased_name ).toEqual( {
		shown: true,
		required: true,
		max: 50,
		label: 'Name of the deceased',
		genders: null,
		default: '',
	} );
	expect( browser.kinds.light.deceased_name.shown ).toBe( false );
	expect( browser.kinds.animal.gender.genders ).toEqual( [
		'pet_male',
		'pet_female',
	] );
	expect( browser.maxBelievers.gift ).toBe( 1 );
	expect( browser.kinds.light.birthday.default ).toBe( '吉-吉-吉-吉' );
} );

/**
 * The believer field table (believer-fields.json) as the browser reads it:
 * which fields a form kind shows and requires, their limits, labels, messages
 * and staff columns. php/Domain/BelieverFields.php reads the same file, and
 * test/believer-model.test.ts fails when the two readings differ.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import table from './believer-fields.json';

export type Table = typeof table;
export type FormKind = Table[ 'kinds' ][ number ][ 'slug' ];
export type FieldSpec = Table[ 'fields' ][ number ];
export type FieldKey = FieldSpec[ 'key' ];
export type FieldType = FieldSpec[ 'type' ];
export type RegistrantFieldSpec = Table[ 'registrantFields' ][ number ];
export type RegistrantKey = RegistrantFieldSpec[ 'key' ];
export type Gender = Table[ 'genders' ][ 'sets' ][ 'any' ][ number ];
export type GenderSet = keyof Table[ 'genders' ][ 'sets' ];

/** A value per form kind: "*" for every kind the map does not name. */
export type PerKind< T > = { readonly '*': T } & {
	readonly [ kind in FormKind ]?: T;
};

/** A translatable message per situation (a date part, a code, or "*"). */
type Messages = Readonly< Record< string, PerKind< string > > >;

/** What a table entry may carry, whatever its type. */
interface AnySpec {
	readonly key: string;
	readonly type: string;
	readonly max?: number;
	readonly pattern?: keyof Table[ 'patterns' ];
	readonly genders?: PerKind< GenderSet >;
	readonly default?: PerKind< string | boolean >;
	readonly show?: PerKind< boolean >;
	readonly require?: PerKind< boolean >;
	readonly column?: number;
	/** How the staff column prints: on one line, as an address, or whole words. */
	readonly print?: 'nowrap' | 'address' | 'words';
	/** `line`: the order summary reads it back on a line of its own. */
	readonly readBack?: 'line';
	/** What it is on a memorial tablet: the departed's name, or its address. */
	readonly tablet?: 'departed' | 'address';
	readonly copyOf?: string;
	readonly label?: PerKind< string >;
	readonly messages?: Messages;
}

/** The form kinds, first match wins (worship last: worship-only products get a form). */
export const FORM_KIND_PRIORITY: readonly FormKind[] = table.kinds.map(
	( kind: Table[ 'kinds' ][ number ] ) => kind.slug
);

/**
 * The name of a form kind (`light` is Lamp, 點燈 in zh_TW), from the table's `kinds`.
 *
 * @param kind Form kind.
 * @return Translated name.
 */
export function kindLabel( kind: FormKind ): string {
	const entry = table.kinds.find(
		( item: Table[ 'kinds' ][ number ] ) => item.slug === kind
	);
	return entry ? translateTable( entry.label ) : kind;
}

/** Every believer field, in form order. */
export const FIELDS: readonly FieldSpec[] = table.fields;

/** The family registrant's fields, in form order. */
export const REGISTRANT_FIELDS: readonly RegistrantFieldSpec[] =
	table.registrantFields;

const byKey = new Map< string, AnySpec >(
	FIELDS.map( ( spec ) => [ spec.key, spec ] )
);
const registrantByKey = new Map< string, AnySpec >(
	REGISTRANT_FIELDS.map( ( spec ) => [ spec.key, spec ] )
);

/**
 * The value of a per-kind map for one kind.
 *
 * @param map  Per-kind map.
 * @param kind Form kind.
 * @return The kind's own value, else the map's "*".
 */
export function forKind< T >( map: PerKind< T >, kind: FormKind ): T {
	return map[ kind ] ?? map[ '*' ];
}

/**
 * Translates a source string of the table. The strings are data here; their
 * literal calls, for the extractors, are in php/Domain/field-strings.php
 * (written from the table by `npm run believer-fields`).
 *
 * @param source English source string.
 * @return Translation.
 */
function translateTable( source: string ): string {
	// eslint-disable-next-line @wordpress/i18n-no-variables -- the table's strings, listed as literals in php/Domain/field-strings.php.
	return __( source, 'temple-offerings' );
}

/**
 * A field of the table.
 *
 * @param key Wire key.
 * @return Its entry (every property optional).
 */
export function fieldSpec( key: string ): AnySpec | undefined {
	return byKey.get( key );
}

/**
 * A family registrant's field of the table.
 *
 * @param key Registrant wire key.
 * @return Its entry.
 */
export function registrantSpec( key: string ): AnySpec | undefined {
	return registrantByKey.get( key );
}

/**
 * Whether the form of this kind shows a field.
 *
 * @param kind Form kind.
 * @param key  Wire key.
 * @return True when shown.
 */
export function showsField( kind: FormKind, key: FieldKey ): boolean {
	const show = fieldSpec( key )?.show;
	return show ? forKind( show, kind ) : false;
}

/**
 * Whether a field must be given for this kind.
 *
 * @param kind Form kind.
 * @param key  Wire key.
 * @return True when required.
 */
export function requiresField( kind: FormKind, key: FieldKey ): boolean {
	const require = fieldSpec( key )?.require;
	return require ? forKind( require, kind ) : false;
}

/**
 * The translated label of a field in the wording of a kind.
 *
 * @param kind Form kind.
 * @param key  Wire key.
 * @return Label, e.g. 寵物名字 for an animal's name; the key when it has none.
 */
export function fieldLabel( kind: FormKind, key: FieldKey ): string {
	const label = fieldSpec( key )?.label;
	return label ? translateTable( forKind( label, kind ) ) : key;
}

/**
 * The translated label of a family registrant's field.
 *
 * @param key Registrant wire key.
 * @return Label.
 */
export function registrantLabel( key: RegistrantKey ): string {
	const label = registrantSpec( key )?.label;
	return label ? translateTable( label[ '*' ] ) : key;
}

/**
 * How many believers one offering of this kind may have.
 *
 * @param kind Form kind.
 * @return 1 for gift, 100 otherwise.
 */
export function maxBelievers( kind: FormKind ): number {
	return forKind< number >( table.believers.max, kind );
}

/** The most family registrants one believer may have. */
export const MAX_REGISTRANTS: number = fieldSpec( 'depends_people' )?.max ?? 0;

/**
 * The gender values of a set.
 *
 * @param set Set name.
 * @return Values, in display order.
 */
function genderSet( set: GenderSet ): readonly Gender[] {
	return table.genders.sets[ set ];
}

/**
 * The gender values a gender field offers for a kind.
 *
 * @param spec A gender field's entry.
 * @param kind Form kind.
 * @return Values, in display order.
 */
export function gendersOf( spec: AnySpec, kind: FormKind ): readonly Gender[] {
	return spec.genders ? genderSet( forKind( spec.genders, kind ) ) : [];
}

/**
 * The translated label of a gender value (信士, 信女, 小兒, 小女兒, 公, 母).
 *
 * @param value A gender value.
 * @return The label, or the value itself when unknown.
 */
export function genderLabel( value: string ): string {
	const labels: Readonly< Record< string, string > > = table.genders.labels;
	return Object.hasOwn( labels, value )
		? translateTable( labels[ value ] )
		: value;
}

/** The table's patterns, compiled once each. */
const patterns = new Map< string, RegExp >();

/**
 * The source text of a pattern the table names (ASCII only, so that
 * JavaScript and PCRE read it alike), read as Unicode: `\p{L}` is any
 * letter, Han or Latin or another script's.
 *
 * @param name Pattern name.
 * @return Regular expression.
 */
export function patternOf( name: keyof Table[ 'patterns' ] ): RegExp {
	// Compiled once: validation runs on every keystroke.
	let pattern = patterns.get( name );
	if ( ! pattern ) {
		pattern = new RegExp( table.patterns[ name ], 'u' );
		patterns.set( name, pattern );
	}
	return pattern;
}

/**
 * The translated source of a message of the table.
 *
 * @param messages   A messages map (situation → per-kind text).
 * @param kind       Form kind.
 * @param situations Keys to try in order (a date part, a code); "*" last.
 * @return Translated text, or undefined when no situation matches.
 */
export function tableMessage(
	messages: Messages | undefined,
	kind: FormKind,
	situations: readonly string[]
): string | undefined {
	for ( const situation of [ ...situations, '*' ] ) {
		const map = messages?.[ situation ];
		if ( map ) {
			return translateTable( forKind( map, kind ) );
		}
	}
	return undefined;
}

/** Messages that any field may give (too_long, the impossible dates, "*"). */
export const COMMON_MESSAGES: Messages = table.messages;

/** Messages about the list of believers itself. */
export const LIST_MESSAGES: Messages = table.believers.messages;

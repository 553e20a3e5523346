/**
 * Believer shapes, both from the field table (believer-fields.json): the
 * wire shape (CartBeliever) posted to the cart, validated and stored by the
 * server, and the form's shape, which has the same keys with each lunar date
 * held as its four parts (what the selects edit) and without the wire's copy
 * of the birth hour. One pair of functions turns one into the other for
 * every field, so no field is spelled out here.
 */

/**
 * Internal dependencies
 */
import {
	FIELDS,
	REGISTRANT_FIELDS,
	forKind,
	type FieldSpec,
	type FormKind,
	type RegistrantFieldSpec,
} from './believer-fields';
import { formKindOf } from './form-kind';
import { UNKNOWN } from './hours';
import type { Loose } from './loose';

export interface LunarDateParts {
	year: string;
	month: string;
	day: string;
	time: string;
}

/** A field's value on the wire, by its type in the table. */
type WireValue< Type > = Type extends 'boolean'
	? boolean
	: Type extends 'categories'
		? string[]
		: Type extends 'registrants'
			? CartRegistrant[]
			: string;

/** A field's value in the form: as on the wire, but dates in parts. */
type FormValue< Type > = Type extends 'lunar-date'
	? LunarDateParts
	: Type extends 'registrants'
		? FamilyRegistrant[]
		: WireValue< Type >;

/** A family registrant on the wire: `{ name, gender, birthday: 'Y-M-D-T' }`. */
export type CartRegistrant = {
	[ Spec in RegistrantFieldSpec as Spec[ 'key' ] ]: WireValue<
		Spec[ 'type' ]
	>;
};

/** A family registrant in the form. */
export type FamilyRegistrant = {
	[ Spec in RegistrantFieldSpec as Spec[ 'key' ] ]: FormValue<
		Spec[ 'type' ]
	>;
};

/**
 * One believer on the wire: `CartBeliever` of the REST contract
 * (docs/rest-contract.md). Dates are 'Y-M-D-T': '1980-04-12-子',
 * '1982-潤04-12-吉', '吉-吉-吉-吉'.
 */
export type CartBeliever = {
	[ Spec in FieldSpec as Spec[ 'key' ] ]: WireValue< Spec[ 'type' ] >;
};

/** One believer row of a product's form. */
export type BelieverFormItem = {
	[
		Spec in FieldSpec as Spec extends { copyOf: string }
			? never
			: Spec[ 'key' ]
	]: FormValue< Spec[ 'type' ] >;
} & {
	/** Id of the saved believer (常用名單) this row came from, if any. */
	saved_id?: number;
};

interface AnyField {
	readonly key: string;
	readonly type: string;
	readonly copyOf?: string;
	readonly default?: { readonly '*': string | boolean } & {
		readonly [ kind in FormKind ]?: string | boolean;
	};
}

/**
 * Joins lunar date parts into the wire form 'Y-M-D-T'.
 *
 * @param parts Year, month, day, hour.
 * @return E.g. '1982-潤04-12-子'.
 */
function joinLunarDate( parts: LunarDateParts ): string {
	return [ parts.year, parts.month, parts.day, parts.time ].join( '-' );
}

/**
 * Splits the wire form 'Y-M-D-T' into parts. Missing or empty parts become
 * 吉 (unknown), the form's default.
 *
 * @param joined E.g. '1980-04-12-子'.
 * @return Parts.
 */
export function splitLunarDate( joined: string ): LunarDateParts {
	const [ year, month, day, time ] = joined
		.split( '-' )
		.map( ( part ) => part || UNKNOWN );
	return {
		year: year ?? UNKNOWN,
		month: month ?? UNKNOWN,
		day: day ?? UNKNOWN,
		time: time ?? UNKNOWN,
	};
}

/** A lunar date of which nothing is known: 吉 for every part. */
function unknownLunarDate(): LunarDateParts {
	return { year: UNKNOWN, month: UNKNOWN, day: UNKNOWN, time: UNKNOWN };
}

/**
 * A fresh random id for a believer row.
 *
 * @return Random id.
 */
export function createBelieverId(): string {
	const cryptoApi = globalThis.crypto;
	if ( cryptoApi && typeof cryptoApi.randomUUID === 'function' ) {
		return cryptoApi.randomUUID();
	}
	return (
		Date.now().toString( 36 ) + Math.random().toString( 36 ).slice( 2, 10 )
	);
}

/**
 * The value a new believer (or registrant) of this kind starts with.
 *
 * @param spec     The field's entry.
 * @param kind     Form kind.
 * @param id       The row id.
 * @param category The product's category slugs.
 * @return Form value.
 */
function emptyValue(
	spec: AnyField,
	kind: FormKind,
	id: string,
	category: readonly string[]
): unknown {
	switch ( spec.type ) {
		case 'id':
			return id;
		case 'lunar-date':
			return unknownLunarDate();
		case 'categories':
			return [ ...category ];
		case 'registrants':
			return [];
		default:
			return spec.default ? forKind( spec.default, kind ) : '';
	}
}

/**
 * An empty family registrant: male, every date part 吉.
 *
 * @return Registrant.
 */
export function emptyRegistrant(): FamilyRegistrant {
	const registrant: Loose = {};
	for ( const spec of REGISTRANT_FIELDS as readonly AnyField[] ) {
		registrant[ spec.key ] = emptyValue( spec, 'light', '', [] );
	}
	return registrant as FamilyRegistrant;
}

/**
 * An empty believer row for a product of this kind, with the table's
 * defaults. The deceased's gender starts empty on purpose: a pudu tablet with
 * the wrong 信士/信女 is a real failure, so the worshipper has to choose it.
 *
 * @param kind     Form kind (sets the default gender).
 * @param id       Row id.
 * @param category The product's category slugs.
 * @return Believer.
 */
export function emptyBeliever(
	kind: FormKind,
	id: string,
	category: readonly string[] = []
): BelieverFormItem {
	const believer: Loose = {};
	for ( const spec of FIELDS as readonly AnyField[] ) {
		if ( ! spec.copyOf ) {
			believer[ spec.key ] = emptyValue( spec, kind, id, category );
		}
	}
	return believer as BelieverFormItem;
}

/**
 * Resets a row to its defaults (the 清除 action), keeping its id and
 * category. It no longer stands for a saved believer, so saved_id goes.
 *
 * @param believer Row to clear.
 * @param kind     Form kind; derived from the row's category by default.
 * @return A new, empty row.
 */
export function clearBeliever(
	believer: BelieverFormItem,
	kind: FormKind = formKindOf( believer.product_category ) ?? 'light'
): BelieverFormItem {
	return emptyBeliever( kind, believer.id, believer.product_category );
}

/**
 * One side's fields turned into the other's: form → wire joins dates and
 * fills the copies (`time` from `birthday.time`); wire → form splits dates
 * and drops the copies.
 *
 * @param specs  The table's fields.
 * @param source Form or wire object.
 * @param toWire Direction.
 * @return The other shape.
 */
function convert(
	specs: readonly AnyField[],
	source: Loose,
	toWire: boolean
): Loose {
	const out: Loose = {};
	for ( const spec of specs ) {
		if ( spec.copyOf ) {
			if ( toWire ) {
				const [ key, part ] = spec.copyOf.split( '.' );
				out[ spec.key ] = ( source[ key ] as Loose )[ part ];
			}
			continue;
		}
		const value = source[ spec.key ];
		switch ( spec.type ) {
			case 'lunar-date':
				out[ spec.key ] = toWire
					? joinLunarDate( value as LunarDateParts )
					: splitLunarDate( value as string );
				break;
			case 'registrants':
				out[ spec.key ] = ( value as Loose[] ).map( ( person ) =>
					convert( REGISTRANT_FIELDS, person, toWire )
				);
				break;
			case 'categories':
				out[ spec.key ] = [ ...( value as string[] ) ];
				break;
			default:
				out[ spec.key ] = value;
		}
	}
	return out;
}

/**
 * The wire shape of a form row, as posted in `_believers_data`. Values are
 * passed as typed; validation and the server's sanitizer handle blanks.
 *
 * @param form Form row.
 * @return Wire believer.
 */
export function toCartBeliever( form: BelieverFormItem ): CartBeliever {
	return convert( FIELDS, form, true ) as CartBeliever;
}

/**
 * A form row from the wire shape (saved believers, pasted rows, the draft).
 * The inverse of toCartBeliever; empty date parts come back as 吉.
 *
 * @param cart Wire believer.
 * @return Form row.
 */
export function fromCartBeliever( cart: CartBeliever ): BelieverFormItem {
	return convert( FIELDS, cart, false ) as BelieverFormItem;
}

/**
 * Whether a value of a field's type on the wire has the right type.
 *
 * @param type  The field's type.
 * @param value Any value.
 * @return True when it fits.
 */
function fitsType( type: string, value: unknown ): boolean {
	switch ( type ) {
		case 'boolean':
			return typeof value === 'boolean';
		case 'categories':
			return (
				Array.isArray( value ) &&
				value.every( ( item ) => typeof item === 'string' )
			);
		case 'registrants':
			return (
				Array.isArray( value ) &&
				value.every( ( person ) =>
					hasShape( REGISTRANT_FIELDS, person )
				)
			);
		default:
			return typeof value === 'string';
	}
}

function hasShape( specs: readonly AnyField[], value: unknown ): boolean {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const record = value as Loose;
	return specs.every( ( spec ) => fitsType( spec.type, record[ spec.key ] ) );
}

/**
 * Whether a parsed value has the wire shape (a pasted or stored believer).
 *
 * @param value Parsed JSON.
 * @return True when every field of the table has the right type.
 */
export function isCartBeliever( value: unknown ): value is CartBeliever {
	return hasShape( FIELDS, value );
}

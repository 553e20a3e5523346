/**
 * Believer shapes: the form item the UI edits, and the wire shape
 * (CartBeliever) posted to the cart, validated and stored by the server.
 */

/**
 * Internal dependencies
 */
import { formKindOf, type FormKind } from './form-kind';
import { defaultGender } from './genders';
import { UNKNOWN } from './hours';

/** One person registered together with a gift's representative (闔家登記人). */
export interface FamilyRegistrant {
	believer_name: string;
	believer_gender: string;
	believer_birthday_year: string;
	believer_birthday_month: string;
	believer_birthday_day: string;
	believer_birthday_time: string;
}

/** One believer row of a product's form, in the form's own field names. */
export interface BelieverFormItem {
	/** Client-side random id; survives clear and paste. */
	id: string;
	/** Id of the saved believer (常用名單) this row came from, if any. */
	saved_id?: number;
	believer_name: string;
	believer_mobile: string;
	believer_email: string;
	believer_gender: string;
	believer_address: string;
	believer_birthday_year: string;
	believer_birthday_month: string;
	believer_birthday_day: string;
	believer_birthday_time: string;
	believer_is_expired_notice: boolean;
	believer_note: string;
	deceased_name: string;
	deceased_gender: string;
	deceased_address: string;
	deceased_birthday_year: string;
	deceased_birthday_month: string;
	deceased_birthday_day: string;
	deceased_birthday_time: string;
	deceased_death_anniversary_year: string;
	deceased_death_anniversary_month: string;
	deceased_death_anniversary_day: string;
	deceased_death_anniversary_time: string;
	super_name: string;
	depends_people: FamilyRegistrant[];
	/** Category slugs of the product the row belongs to. */
	category: string[];
}

/** A family registrant on the wire. */
export interface CartRegistrant {
	name: string;
	gender: string;
	/** 'Y-M-D-T', e.g. '1980-04-12-子'. */
	birthday: string;
}

/** One believer on the wire: `CartBeliever` of the README's REST contract. */
export interface CartBeliever {
	id: string;
	name: string;
	gender: string;
	mobile: string;
	email: string;
	/** 'Y-M-D-T': '1980-04-12-子', '1982-潤04-12-吉', '吉-吉-吉-吉'. */
	birthday: string;
	/** The birth hour again, as the original payload carried it. */
	time: string;
	address: string;
	is_expired_notice: boolean;
	note: string;
	deceased_name: string;
	deceased_gender: string;
	deceased_birthday: string;
	deceased_death_anniversary: string;
	deceased_address: string;
	product_category: string[];
	super_name: string;
	depends_people: CartRegistrant[];
}

export interface LunarDateParts {
	year: string;
	month: string;
	day: string;
	time: string;
}

/**
 * Joins lunar date parts into the wire form 'Y-M-D-T'.
 *
 * @param parts Year, month, day, hour.
 * @return E.g. '1982-潤04-12-子'.
 */
export function joinLunarDate( parts: LunarDateParts ): string {
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
 * An empty family registrant: male, every date part 吉.
 *
 * @return Registrant.
 */
export function emptyRegistrant(): FamilyRegistrant {
	return {
		believer_name: '',
		believer_gender: 'male',
		believer_birthday_year: UNKNOWN,
		believer_birthday_month: UNKNOWN,
		believer_birthday_day: UNKNOWN,
		believer_birthday_time: UNKNOWN,
	};
}

/**
 * An empty believer row for a product of this kind.
 *
 * The deceased's gender starts empty on purpose: a pudu tablet with the wrong
 * 信士/信女 is a real failure, so the worshipper has to choose it.
 *
 * @param kind     Form kind (sets the default gender).
 * @param id       Row id.
 * @param category The product's category slugs.
 * @return Believer with SPEC's defaults.
 */
export function emptyBeliever(
	kind: FormKind,
	id: string,
	category: string[] = []
): BelieverFormItem {
	return {
		id,
		believer_name: '',
		believer_mobile: '',
		believer_email: '',
		believer_gender: defaultGender( kind ),
		believer_address: '',
		believer_birthday_year: UNKNOWN,
		believer_birthday_month: UNKNOWN,
		believer_birthday_day: UNKNOWN,
		believer_birthday_time: UNKNOWN,
		believer_is_expired_notice: true,
		believer_note: '',
		deceased_name: '',
		deceased_gender: '',
		deceased_address: '',
		deceased_birthday_year: UNKNOWN,
		deceased_birthday_month: UNKNOWN,
		deceased_birthday_day: UNKNOWN,
		deceased_birthday_time: UNKNOWN,
		deceased_death_anniversary_year: UNKNOWN,
		deceased_death_anniversary_month: UNKNOWN,
		deceased_death_anniversary_day: UNKNOWN,
		deceased_death_anniversary_time: UNKNOWN,
		super_name: '',
		depends_people: [],
		category: [ ...category ],
	};
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
	kind: FormKind = formKindOf( believer.category ) ?? 'light'
): BelieverFormItem {
	return emptyBeliever( kind, believer.id, believer.category );
}

/**
 * The wire shape of a family registrant.
 *
 * @param registrant Form registrant.
 * @return Wire registrant.
 */
export function toCartRegistrant(
	registrant: FamilyRegistrant
): CartRegistrant {
	return {
		name: registrant.believer_name,
		gender: registrant.believer_gender,
		birthday: joinLunarDate( {
			year: registrant.believer_birthday_year,
			month: registrant.believer_birthday_month,
			day: registrant.believer_birthday_day,
			time: registrant.believer_birthday_time,
		} ),
	};
}

/**
 * A form registrant from the wire shape.
 *
 * @param registrant Wire registrant.
 * @return Form registrant.
 */
export function fromCartRegistrant(
	registrant: CartRegistrant
): FamilyRegistrant {
	const birthday = splitLunarDate( registrant.birthday );
	return {
		believer_name: registrant.name,
		believer_gender: registrant.gender,
		believer_birthday_year: birthday.year,
		believer_birthday_month: birthday.month,
		believer_birthday_day: birthday.day,
		believer_birthday_time: birthday.time,
	};
}

/**
 * The wire shape of a form row, as posted in `_believers_data`. Values are
 * passed as typed; validation and the server's sanitizer handle blanks.
 *
 * @param form Form row.
 * @return Wire believer.
 */
export function toCartBeliever( form: BelieverFormItem ): CartBeliever {
	return {
		id: form.id,
		name: form.believer_name,
		gender: form.believer_gender,
		mobile: form.believer_mobile,
		email: form.believer_email,
		birthday: joinLunarDate( {
			year: form.believer_birthday_year,
			month: form.believer_birthday_month,
			day: form.believer_birthday_day,
			time: form.believer_birthday_time,
		} ),
		time: form.believer_birthday_time,
		address: form.believer_address,
		is_expired_notice: form.believer_is_expired_notice,
		note: form.believer_note,
		deceased_name: form.deceased_name,
		deceased_gender: form.deceased_gender,
		deceased_birthday: joinLunarDate( {
			year: form.deceased_birthday_year,
			month: form.deceased_birthday_month,
			day: form.deceased_birthday_day,
			time: form.deceased_birthday_time,
		} ),
		deceased_death_anniversary: joinLunarDate( {
			year: form.deceased_death_anniversary_year,
			month: form.deceased_death_anniversary_month,
			day: form.deceased_death_anniversary_day,
			time: form.deceased_death_anniversary_time,
		} ),
		deceased_address: form.deceased_address,
		product_category: [ ...form.category ],
		super_name: form.super_name,
		depends_people: form.depends_people.map( toCartRegistrant ),
	};
}

/**
 * A form row from the wire shape (saved believers, pasted rows). The inverse
 * of toCartBeliever; empty date parts come back as 吉.
 *
 * @param cart Wire believer.
 * @return Form row.
 */
export function fromCartBeliever( cart: CartBeliever ): BelieverFormItem {
	const birthday = splitLunarDate( cart.birthday );
	const deceasedBirthday = splitLunarDate( cart.deceased_birthday );
	const anniversary = splitLunarDate( cart.deceased_death_anniversary );
	return {
		id: cart.id,
		believer_name: cart.name,
		believer_mobile: cart.mobile,
		believer_email: cart.email,
		believer_gender: cart.gender,
		believer_address: cart.address,
		believer_birthday_year: birthday.year,
		believer_birthday_month: birthday.month,
		believer_birthday_day: birthday.day,
		believer_birthday_time: birthday.time,
		believer_is_expired_notice: cart.is_expired_notice,
		believer_note: cart.note,
		deceased_name: cart.deceased_name,
		deceased_gender: cart.deceased_gender,
		deceased_address: cart.deceased_address,
		deceased_birthday_year: deceasedBirthday.year,
		deceased_birthday_month: deceasedBirthday.month,
		deceased_birthday_day: deceasedBirthday.day,
		deceased_birthday_time: deceasedBirthday.time,
		deceased_death_anniversary_year: anniversary.year,
		deceased_death_anniversary_month: anniversary.month,
		deceased_death_anniversary_day: anniversary.day,
		deceased_death_anniversary_time: anniversary.time,
		super_name: cart.super_name,
		depends_people: cart.depends_people.map( fromCartRegistrant ),
		category: [ ...cart.product_category ],
	};
}

/**
 * 犯太歲: whether a believer's sign meets the 太歲 of the year an offering is
 * for. Pure, and mirrored by php/Domain/TaiSui.php; both are proven on
 * test/tai-sui.fixtures.json.
 *
 * A year's earthly branch is (year − 4) mod 12 (子 0 … 亥 11). A believer's
 * sign is the branch of their birth year, which begins either at the lunar
 * new year (the 生肖 the forms show) or at 立春, as the temple chooses. Under
 * 立春 a birth on the day of 立春 is decided by its 時辰 against the moment
 * of 立春 (li-chun-table.json, China Standard Time, passed in: the page
 * loads it only when the temple reckons from 立春); a 時辰 that is unknown
 * (吉) or holds that moment leaves the sign uncertain, and nothing is
 * guessed. 子 on that day may be either end of the day (00:00–01:00 or
 * 23:00–24:00), so it is certain only when both lie on one side.
 *
 * The branches, stems and animals and how branches stand to each other
 * (branches.ts) are traditional data, the same in every language; the
 * sentences are the temple's words (TaiSuiWords).
 */

/**
 * Internal dependencies
 */
import type { LunarDateParts } from './believer';
import { showsField, type FormKind } from './believer-fields';
import { lunarToSolarDay } from './lunar-calendar';
import {
	animalOf,
	BRANCHES,
	relationsOf,
	yearBranch,
	yearName,
} from './branches';
import {
	type Boundary,
	type Relation,
	type TaiSuiRules,
	type TaiSuiWords,
} from './tai-sui-rules';

export {
	BOUNDARIES,
	DEFAULT_COUNTED,
	RELATIONS,
	type Boundary,
	type Relation,
	type TaiSuiRules,
	type TaiSuiWords,
} from './tai-sui-rules';
export { BRANCHES, yearName } from './branches';

/** The form kind whose believer is a pet: their birthday is the pet's. */
const PET_KIND: FormKind = 'animal';

/**
 * Whether the believers of a form kind are reckoned: those whose form asks
 * their own lunar birthday (the field table's `birthday`), a living
 * person's, and not a pet's. So lamps, worship, fortune change, gifts and
 * 普渡 (whose `birthday` is the living registrant's; the deceased's is
 * `deceased_birthday`) are; pets, 往生祈福 and 超薦 (whose forms ask no
 * birthday, so a stored one is not theirs to trust) are not. Mirrors
 * TaiSui::reckons(); both are proven on the kinds of the shared fixture.
 *
 * @param kind Form kind.
 */
export function reckonsKind( kind: FormKind ): boolean {
	return kind !== PET_KIND && showsField( kind, 'birthday' );
}

/** A believer's sign: unknown (incomplete birthday), uncertain, or a branch. */
export type BirthSign =
	| { status: 'unknown' }
	| { status: 'uncertain'; liChun: string }
	| { status: 'known'; branch: number };

const DAY_SECONDS = 86_400;

/**
 * Seconds of the day a 時辰 may cover: 子 either end of the day.
 * @param time
 */
function hourSpans( time: string ): Array< [ number, number ] > | null {
	const index = BRANCHES.indexOf( time );
	if ( time.length !== 1 || index < 0 ) {
		return null;
	}
	if ( index === 0 ) {
		return [
			[ 0, 3_600 ],
			[ 23 * 3_600, DAY_SECONDS ],
		];
	}
	return [ [ ( 2 * index - 1 ) * 3_600, ( 2 * index + 1 ) * 3_600 ] ];
}

/** li-chun-table.json: the moment of 立春 of each solar year, `DHHMMSS`. */
export interface LiChunTable {
	firstYear: number;
	moments: string[];
}

/**
 * The moment of 立春 in a solar year: its day number and the second of that
 * day, or null outside the table.
 *
 * @param year  Solar year.
 * @param table The 立春 table.
 */
export function liChunOf(
	year: number,
	table: LiChunTable
): { day: number; second: number; text: string } | null {
	const moment = table.moments[ year - table.firstYear ];
	if ( ! moment || ! Number.isInteger( year ) ) {
		return null;
	}
	const [ day, hour, minute, second ] = [
		Number( moment.slice( 0, 1 ) ),
		Number( moment.slice( 1, 3 ) ),
		Number( moment.slice( 3, 5 ) ),
		Number( moment.slice( 5, 7 ) ),
	];
	return {
		day: Date.UTC( year, 1, day ) / ( DAY_SECONDS * 1_000 ),
		second: hour * 3_600 + minute * 60 + second,
		text: `${ year }-02-0${ day } ${ moment.slice( 1, 3 ) }:${ moment.slice(
			3,
			5
		) }`,
	};
}

/**
 * The lunar date parts as numbers, or null unless year, month and day are
 * known and the date exists.
 *
 * @param birthday Stored parts.
 */
function knownDate( birthday: LunarDateParts ): number | null {
	const { year, month, day } = birthday;
	if (
		! /^[0-9]{4}$/.test( year ) ||
		! /^(潤)?[0-9]{2}$/.test( month ) ||
		! /^[0-9]{2}$/.test( day )
	) {
		return null;
	}
	return lunarToSolarDay( Number( year ), month, Number( day ) );
}

/**
 * A believer's sign from a lunar birthday. Unknown unless its year, month
 * and day are known and the date exists (the hour may be 吉).
 *
 * @param birthday Lunar birthday parts.
 * @param boundary Where a birth year begins.
 * @param liChun   The 立春 table (needed under 立春 only).
 */
export function birthSign(
	birthday: LunarDateParts,
	boundary: Boundary,
	liChun: LiChunTable | null
): BirthSign {
	const solarDay = knownDate( birthday );
	if ( solarDay === null ) {
		return { status: 'unknown' };
	}
	if ( boundary === 'lunar_new_year' ) {
		return {
			status: 'known',
			branch: yearBranch( Number( birthday.year ) ),
		};
	}
	const solarYear = new Date(
		solarDay * DAY_SECONDS * 1_000
	).getUTCFullYear();
	const moment = liChun && liChunOf( solarYear, liChun );
	if ( ! moment ) {
		return { status: 'unknown' };
	}
	let year = solarDay < moment.day ? solarYear - 1 : solarYear;
	if ( solarDay === moment.day ) {
		const spans = hourSpans( birthday.time );
		const before = spans?.every( ( [ , end ] ) => end <= moment.second );
		const after = spans?.every( ( [ start ] ) => start >= moment.second );
		if ( ! before && ! after ) {
			return { status: 'uncertain', liChun: moment.text };
		}
		year = after ? solarYear : solarYear - 1;
	}
	return { status: 'known', branch: yearBranch( year ) };
}

/** What a believer's birthday says of a year's 太歲. */
export interface TaiSuiReckoning {
	status: BirthSign[ 'status' ];
	/** The year reckoned (the offering's), and its stem and branch. */
	year: number;
	yearName: string;
	/** The believer's animal; '' unless known. */
	animal: string;
	/** Every relation to the year's 太歲. */
	relations: Relation[];
	/** Those the temple counts as 犯太歲: offends when any. */
	counted: Relation[];
	/** The moment of 立春 that left the sign uncertain; '' otherwise. */
	liChun: string;
}

/**
 * Reckons a believer against the 太歲 of the year an offering is for (its
 * season, not today: in December, next year's lamps are reckoned against
 * next year).
 *
 * @param birthday Lunar birthday parts.
 * @param year     The offering's year.
 * @param rules    The temple's boundary and counted relations.
 * @param liChun   The 立春 table (needed under 立春 only).
 */
export function reckonTaiSui(
	birthday: LunarDateParts,
	year: number,
	rules: TaiSuiRules,
	liChun: LiChunTable | null
): TaiSuiReckoning {
	const sign = birthSign( birthday, rules.boundary, liChun );
	const relations =
		sign.status === 'known'
			? relationsOf( sign.branch, yearBranch( year ) )
			: [];
	return {
		status: sign.status,
		year,
		yearName: yearName( year ),
		animal: sign.status === 'known' ? animalOf( sign.branch ) : '',
		relations,
		counted: relations.filter( ( relation ) =>
			rules.counted.includes( relation )
		),
		liChun: sign.status === 'uncertain' ? sign.liChun : '',
	};
}

/**
 * Splits a stored 'Y-M-D-T' birthday into parts; missing parts are ''.
 *
 * @param joined Stored birthday.
 */
export function birthdayParts( joined: string ): LunarDateParts {
	const [ year = '', month = '', day = '', time = '' ] = joined.split( '-' );
	return { year, month, day, time };
}

/**
 * Fills a template's numbered placeholders (%1$s, %2$d) and %%, the only
 * ones the words use; anything else stays as written. The temple's words
 * come filtered from the server, so they are not trusted to be well formed,
 * and the server fills them the same way (TaiSui::fill()).
 *
 * @param template Template.
 * @param values   Values, %1$ first.
 */
export function fill(
	template: string,
	values: ReadonlyArray< string | number >
): string {
	return template.replace(
		/%(?:%|([1-9])\$[sd])/g,
		( match, position?: string ) => {
			if ( ! position ) {
				return '%';
			}
			const value = values[ Number( position ) - 1 ];
			return value === undefined ? match : String( value );
		}
	);
}

/**
 * The hint a reckoning gives: 屬馬，2026 丙午年 值太歲; null when the birthday
 * says nothing (incomplete or unknown).
 *
 * @param reckoning reckonTaiSui()'s answer.
 * @param words     The temple's words.
 */
export function taiSuiSentence(
	reckoning: TaiSuiReckoning,
	words: TaiSuiWords
): string | null {
	if ( reckoning.status === 'unknown' ) {
		return null;
	}
	const names = reckoning.counted
		.map( ( relation ) => words.relations[ relation ] )
		.reduce(
			( list, name ) =>
				list ? fill( words.list, [ list, name ] ) : name,
			''
		);
	let template = words.clear;
	if ( reckoning.status === 'uncertain' ) {
		template = words.uncertain;
	} else if ( reckoning.counted.length ) {
		template = words.offends;
	}
	return fill( template, [
		reckoning.animal,
		reckoning.year,
		reckoning.yearName,
		reckoning.status === 'uncertain' ? reckoning.liChun : names,
	] );
}

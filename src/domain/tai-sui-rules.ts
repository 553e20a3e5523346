/**
 * The temple's 太歲 rules and words as the page gets them in its settings
 * (php/TaiSui/TaiSuiSettings.php), read defensively: a broken setting must
 * not take the forms down, and only hides the hint.
 */

/** The relations to the year's 太歲, in the order they are named. */
export const RELATIONS = [
	'zhi',
	'chong',
	'hai',
	'po',
	'xing',
	'zi_xing',
] as const;

export type Relation = ( typeof RELATIONS )[ number ];

/** What counts as 犯太歲 unless the temple says otherwise: all but 自刑. */
export const DEFAULT_COUNTED: readonly Relation[] = [
	'zhi',
	'chong',
	'hai',
	'po',
	'xing',
];

export const BOUNDARIES = [ 'lunar_new_year', 'li_chun' ] as const;

/** Where a birth year begins: the lunar new year (default) or 立春. */
export type Boundary = ( typeof BOUNDARIES )[ number ];

export interface TaiSuiRules {
	boundary: Boundary;
	counted: readonly Relation[];
}

/**
 * The temple's words for the hint, translated and filtered on the server
 * (php/Domain/TaiSuiWords.php). Each sentence takes %1$s the animal, %2$d
 * the year, %3$s its stem and branch, %4$s the counted relations' names
 * (offends) or the moment of 立春 (uncertain).
 */
export interface TaiSuiWords {
	offends: string;
	clear: string;
	uncertain: string;
	/** Joins two names: %1$s the list so far, %2$s the next. */
	list: string;
	relations: Record< Relation, string >;
}

/** The `taiSui` page setting. */
export interface TaiSuiSettings extends TaiSuiRules {
	/** The year the offerings are for. */
	year: number;
	/** The 太歲燈 product (0: none). */
	productId: number;
	words: TaiSuiWords;
}

const record = ( value: unknown ): Record< string, unknown > =>
	value && typeof value === 'object'
		? ( value as Record< string, unknown > )
		: {};

/**
 * The 太歲 settings, or none (no hint) when any part is missing or wrong:
 * the server always sends them whole.
 *
 * @param value The `taiSui` setting.
 */
export function taiSuiSettingsOf( value: unknown ): TaiSuiSettings | undefined {
	const raw = record( value );
	const words = record( raw.words );
	const names = record( words.relations );
	const boundary = BOUNDARIES.find( ( item ) => item === raw.boundary );
	const texts = [ 'offends', 'clear', 'uncertain', 'list' ] as const;
	if (
		! Number.isInteger( raw.year ) ||
		! boundary ||
		! Array.isArray( raw.counted ) ||
		! texts.every( ( key ) => typeof words[ key ] === 'string' ) ||
		! RELATIONS.every( ( key ) => typeof names[ key ] === 'string' )
	) {
		return undefined;
	}
	const productId = Number( raw.productId );
	return {
		year: raw.year as number,
		boundary,
		counted: RELATIONS.filter( ( relation ) =>
			( raw.counted as unknown[] ).includes( relation )
		),
		productId:
			Number.isInteger( productId ) && productId > 0 ? productId : 0,
		words: {
			...( Object.fromEntries(
				texts.map( ( key ) => [ key, words[ key ] ] )
			) as Omit< TaiSuiWords, 'relations' > ),
			relations: Object.fromEntries(
				RELATIONS.map( ( key ) => [ key, names[ key ] ] )
			) as Record< Relation, string >,
		},
	};
}

/**
 * Reads the settings PHP rendered into the mount element, defensively: a broken
 * attribute must not take the page down.
 */
/**
 * Internal dependencies
 */
import { looseJson, strings } from './domain/loose';
import { GUEST_HOURS_DEFAULT, GUEST_OWNER } from './domain/owner';
import { DEFAULT_PRICE_FORMAT, type PriceFormat } from './domain/pricing';
import type { ProductCategory } from './types/product';
import type { PageSettings } from './types/settings';

/** What the page works with until, and where, PHP rendered nothing else. */
export const DEFAULT_SETTINGS: PageSettings = {
	allowedCategories: [],
	defaultCategory: '',
	cartUrl: '/cart/',
	placeholderImage: '',
	allowedOrigins: [],
	isLoggedIn: false,
	loginUrl: '/wp-login.php',
	restNonce: '',
	owner: GUEST_OWNER,
	guestDraftHours: GUEST_HOURS_DEFAULT,
	priceFormat: DEFAULT_PRICE_FORMAT,
};

const POSITIONS: ReadonlyArray< PriceFormat[ 'position' ] > = [
	'left',
	'right',
	'left_space',
	'right_space',
];

/**
 * The shop's price format, field by field; each wrong field keeps its default.
 *
 * @param value The `priceFormat` setting.
 */
export function priceFormatOf( value: unknown ): PriceFormat {
	const raw =
		value && typeof value === 'object'
			? ( value as Record< string, unknown > )
			: {};
	const textOr = ( key: keyof PriceFormat, fallback: string ): string =>
		typeof raw[ key ] === 'string' ? ( raw[ key ] as string ) : fallback;
	const position = POSITIONS.find( ( item ) => item === raw.position );
	const decimals = Number( raw.decimals );
	return {
		symbol: textOr( 'symbol', DEFAULT_PRICE_FORMAT.symbol ),
		position: position ?? DEFAULT_PRICE_FORMAT.position,
		decimals:
			Number.isInteger( decimals ) && decimals >= 0 && decimals <= 4
				? decimals
				: DEFAULT_PRICE_FORMAT.decimals,
		decimalSeparator: textOr(
			'decimalSeparator',
			DEFAULT_PRICE_FORMAT.decimalSeparator
		),
		thousandSeparator: textOr(
			'thousandSeparator',
			DEFAULT_PRICE_FORMAT.thousandSeparator
		),
	};
}

/**
 * The tabs' categories, each with a numeric id and string name and slug;
 * anything else in the list is left out. None when the setting is not a list.
 *
 * @param value The `categories` setting.
 */
function categoriesOf( value: unknown ): ProductCategory[] | undefined {
	if ( ! Array.isArray( value ) ) {
		return undefined;
	}
	return value.flatMap( ( item: unknown ) => {
		const raw =
			item && typeof item === 'object'
				? ( item as Record< string, unknown > )
				: {};
		return typeof raw.id === 'number' &&
			typeof raw.name === 'string' &&
			typeof raw.slug === 'string'
			? [ { id: raw.id, name: raw.name, slug: raw.slug } ]
			: [];
	} );
}

/**
 * Parses the block's settings (the JSON the block's render writes after its
 * cards); unknown or mistyped values fall back to defaults.
 *
 * @param raw The JSON text.
 */
export function parseSettings( raw: string | undefined ): PageSettings {
	// Unreadable JSON reads as {}, so every setting takes its default.
	const data = looseJson( raw );
	const hours = Number( data.guestDraftHours );
	const categories = categoriesOf( data.categories );
	const text = ( key: keyof PageSettings ): string =>
		typeof data[ key ] === 'string'
			? ( data[ key ] as string )
			: ( DEFAULT_SETTINGS[ key ] as string );

	return {
		allowedCategories: strings( data.allowedCategories ),
		defaultCategory: text( 'defaultCategory' ),
		cartUrl: text( 'cartUrl' ),
		placeholderImage: text( 'placeholderImage' ),
		allowedOrigins: strings( data.allowedOrigins ),
		isLoggedIn: data.isLoggedIn === true,
		loginUrl: text( 'loginUrl' ),
		restNonce: text( 'restNonce' ),
		// An empty token would match nothing useful; a missing one is a guest's.
		owner: text( 'owner' ) || GUEST_OWNER,
		// The server keeps it within 1 to 24 hours; anything else is a broken page.
		guestDraftHours:
			hours >= 1 && hours <= 24 ? hours : GUEST_HOURS_DEFAULT,
		priceFormat: priceFormatOf( data.priceFormat ),
		...( categories ? { categories } : {} ),
		// Read by the believer forms' chunk (taiSuiSettingsOf()), not here.
		...( data.taiSui !== undefined ? { taiSui: data.taiSui } : {} ),
		...( typeof data.now === 'number' && Number.isFinite( data.now )
			? { now: data.now }
			: {} ),
	};
}

/**
 * What php/Account/FamilyBookPage.php renders into the family book's mount
 * element, read defensively: a broken attribute shows an empty book, never a
 * broken page.
 */

/**
 * Internal dependencies
 */
import { isCartBeliever } from '../domain/believer';
import { isFormKind, type FormKind } from '../domain/form-kind';
import { isRecord, looseJson, strings } from '../domain/loose';
import { taiSuiSettingsOf, type TaiSuiSettings } from '../domain/tai-sui-rules';
import type { SavedBeliever } from '../types/saved-believer';

/** An offering "light again" can open. */
export interface BookOffering {
	/** Product id, or the variation's id. */
	id: number;
	name: string;
	kind: FormKind;
	/** Its offering page, with `?category=`. */
	url: string;
}

export interface BookSettings {
	allowedOrigins: string[];
	restNonce: string;
	/** The user's saved believers, newest first. */
	believers: SavedBeliever[];
	/** The kinds a new entry can be added as (the shop has their categories). */
	kinds: FormKind[];
	offerings: BookOffering[];
	/** The temple's 太歲 year, rules and 太歲燈; none: no 太歲 section. */
	taiSui?: TaiSuiSettings;
}

/**
 * A saved believer as the REST route answers, or null.
 *
 * @param value Anything.
 * @return The saved believer or null.
 */
function savedBelieverOf( value: unknown ): SavedBeliever | null {
	if (
		! isRecord( value ) ||
		typeof value.id !== 'number' ||
		! isCartBeliever( value.data )
	) {
		return null;
	}
	return {
		id: value.id,
		product_category: strings( value.product_category ),
		data: value.data,
		modified: typeof value.modified === 'string' ? value.modified : '',
	};
}

/**
 * One offering, or null when a part is missing.
 *
 * @param value Anything.
 * @return The offering or null.
 */
function offeringOf( value: unknown ): BookOffering | null {
	if (
		! isRecord( value ) ||
		typeof value.id !== 'number' ||
		typeof value.name !== 'string' ||
		typeof value.url !== 'string' ||
		! isFormKind( value.kind )
	) {
		return null;
	}
	return {
		id: value.id,
		name: value.name,
		kind: value.kind,
		url: value.url,
	};
}

/**
 * Parses `data-settings`.
 *
 * @param raw The attribute's text.
 * @return Settings.
 */
export function parseBookSettings( raw: string | undefined ): BookSettings {
	// Unreadable JSON reads as {}: an empty book.
	const data = looseJson( raw );
	const list = ( value: unknown ) => ( Array.isArray( value ) ? value : [] );
	return {
		allowedOrigins: strings( data.allowedOrigins ),
		restNonce: typeof data.restNonce === 'string' ? data.restNonce : '',
		believers: list( data.believers )
			.map( savedBelieverOf )
			.filter( ( item ): item is SavedBeliever => item !== null ),
		kinds: strings( data.kinds ).filter( isFormKind ),
		offerings: list( data.offerings )
			.map( offeringOf )
			.filter( ( item ): item is BookOffering => item !== null ),
		taiSui: taiSuiSettingsOf( data.taiSui ),
	};
}

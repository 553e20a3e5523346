/**
 * What php/Counter/CounterPage.php renders into the counter's mount
 * element, read defensively: a broken attribute shows an empty screen that
 * refuses to send, never a broken wp-admin page.
 */

/**
 * Internal dependencies
 */
import type { PriceFormat } from '../domain/pricing';
import { taiSuiSettingsOf, type TaiSuiSettings } from '../domain/tai-sui-rules';
import { priceFormatOf } from '../settings';

export interface CounterSettings {
	restNonce: string;
	allowedOrigins: string[];
	priceFormat: PriceFormat;
	/** Who is at the counter (the signed-in staff member). */
	staffName: string;
	/** The temple's 太歲 year, rules and words; none hides the hint. */
	taiSui: TaiSuiSettings | undefined;
}

type Loose = Record< string, unknown >;

/**
 * Parses `data-settings`.
 *
 * @param raw The attribute's text.
 * @return Settings.
 */
export function parseCounterSettings(
	raw: string | undefined
): CounterSettings {
	let data: Loose = {};
	try {
		const parsed: unknown = JSON.parse( raw ?? '{}' );
		if ( typeof parsed === 'object' && parsed !== null ) {
			data = parsed as Loose;
		}
	} catch {
		// The defaults below.
	}
	return {
		restNonce: typeof data.restNonce === 'string' ? data.restNonce : '',
		allowedOrigins: Array.isArray( data.allowedOrigins )
			? data.allowedOrigins.filter(
					( origin ): origin is string => typeof origin === 'string'
				)
			: [],
		priceFormat: priceFormatOf( data.priceFormat ),
		staffName: typeof data.staffName === 'string' ? data.staffName : '',
		taiSui: taiSuiSettingsOf( data.taiSui ),
	};
}

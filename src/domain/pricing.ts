/**
 * Price display and totals. Totals are summed in integer cents so that
 * 0.1 + 0.2 style float drift never shows on a receipt.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export interface PriceLine {
	/** Unit price as WooCommerce sends it (number or numeric text). */
	price: number | string;
	/** Number of believers. */
	count: number;
}

/**
 * A price or amount as a number; anything unparsable is 0.
 *
 * @param value Number or numeric text.
 * @return Finite number.
 */
function toAmount( value: number | string ): number {
	const amount =
		typeof value === 'number' ? value : Number( value.trim() || NaN );
	return Number.isFinite( amount ) ? amount : 0;
}

/**
 * Formats a number for display: rounded to 0 decimals when asked,
 * otherwise to 5, showing only the fraction digits needed; thousands grouped.
 *
 * @param value    Number or numeric text.
 * @param decimals 0 to round to whole numbers; anything else means 5.
 * @return E.g. '1,200', '0.33333', '12.5'.
 */
export function formatNumber( value: number | string, decimals = 5 ): string {
	const digits = decimals === 0 ? 0 : 5;
	return toAmount( value ).toLocaleString( 'en-US', {
		minimumFractionDigits: 0,
		maximumFractionDigits: digits,
	} );
}

/**
 * How the shop writes prices: WooCommerce's currency symbol, its position,
 * decimals and separators (WooCommerce → Settings → General), as the block's
 * PHP render passes them, so the page's cards, summary lines and total read
 * exactly like the cart and checkout that follow.
 */
export interface PriceFormat {
	symbol: string;
	position: 'left' | 'right' | 'left_space' | 'right_space';
	decimals: number;
	decimalSeparator: string;
	thousandSeparator: string;
}

/** New Taiwan dollars as a new WooCommerce shop in Taiwan writes them. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = {
	symbol: 'NT$',
	position: 'left',
	decimals: 0,
	decimalSeparator: '.',
	thousandSeparator: ',',
};

let priceFormat: PriceFormat = DEFAULT_PRICE_FORMAT;

/**
 * Sets the shop's price format, once, when the page mounts with its settings.
 *
 * @param format The shop's format.
 */
export function setPriceFormat( format: PriceFormat ): void {
	priceFormat = format;
}

/**
 * A price as the shop writes it (wc_price()'s rules: its decimals, separators,
 * symbol and position).
 *
 * @param value Number or numeric text.
 * @return E.g. 'NT$1,200'.
 */
export function formatPrice( value: number | string ): string {
	const { symbol, position, decimals, decimalSeparator, thousandSeparator } =
		priceFormat;
	const [ whole, fraction = '' ] = Math.abs( toAmount( value ) )
		.toFixed( decimals )
		.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, thousandSeparator );
	const amount =
		( toAmount( value ) < 0 ? '-' : '' ) +
		grouped +
		( fraction ? decimalSeparator + fraction : '' );
	switch ( position ) {
		case 'right':
			return amount + symbol;
		case 'left_space':
			return `${ symbol } ${ amount }`;
		case 'right_space':
			return `${ amount } ${ symbol }`;
		default:
			return symbol + amount;
	}
}

/**
 * A product's price label: 'NT$100', or 'NT$100 / 期' for subscriptions.
 *
 * @param price          Unit price.
 * @param isSubscription Whether the product is billed per period.
 * @return Translated label.
 */
export function priceLabel(
	price: number | string,
	isSubscription: boolean
): string {
	const amount = formatPrice( price );
	return isSubscription
		? sprintf(
				/* translators: %s: price with its currency, e.g. NT$100, for one billing period. */
				__( '%s / period', 'temple-offerings' ),
				amount
			)
		: amount;
}

function toCents( value: number | string ): number {
	return Math.round( toAmount( value ) * 100 );
}

/**
 * Price × number of believers.
 *
 * @param price Unit price.
 * @param count Number of believers.
 * @return Line total.
 */
export function lineTotal( price: number | string, count: number ): number {
	return ( toCents( price ) * Math.max( 0, Math.trunc( count ) ) ) / 100;
}

/**
 * Sum of every line's price × believers: what the summary's total shows.
 *
 * @param lines Price lines.
 * @return Order total.
 */
export function orderTotal( lines: readonly PriceLine[] ): number {
	const cents = lines.reduce(
		( sum, line ) =>
			sum +
			toCents( line.price ) * Math.max( 0, Math.trunc( line.count ) ),
		0
	);
	return cents / 100;
}

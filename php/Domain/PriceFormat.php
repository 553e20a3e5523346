<?php
/**
 * A price written as the shop writes it: the server's twin of formatPrice()
 * in src/domain/pricing.ts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The block's server-rendered cards and the page's script must print the
 * same price character for character (the script takes the server's markup
 * over without redrawing it), so both follow one rule, proven on
 * src/domain/test/prices.fixtures.json by Jest and PHPUnit: the amount rounded
 * to the shop's decimals, thousands grouped, the symbol placed as the shop's
 * currency position says. The settings are wc_price()'s, as
 * Block\OfferingsBlock hands them to the page.
 */
final class PriceFormat {

	/**
	 * @param array{symbol?: string, position?: string, decimals?: int, decimalSeparator?: string, thousandSeparator?: string} $format The shop's settings.
	 */
	public function __construct( private array $format ) {}

	/**
	 * @param string|int|float $value A price as WooCommerce stores it ('' counts as 0).
	 * @return string e.g. NT$1,200.
	 */
	public function format( string|int|float $value ): string {
		$amount   = self::amount( $value );
		$decimals = max( 0, (int) ( $this->format['decimals'] ?? 0 ) );
		$parts    = explode( '.', number_format( abs( $amount ), $decimals, '.', '' ) );
		$whole    = (string) preg_replace( '/\B(?=(\d{3})+(?!\d))/', (string) ( $this->format['thousandSeparator'] ?? ',' ), $parts[0] );
		$fraction = $parts[1] ?? '';
		$written  = ( $amount < 0 ? '-' : '' ) . $whole . ( '' !== $fraction ? ( $this->format['decimalSeparator'] ?? '.' ) . $fraction : '' );
		$symbol   = (string) ( $this->format['symbol'] ?? '' );

		switch ( $this->format['position'] ?? 'left' ) {
			case 'right':
				return $written . $symbol;
			case 'left_space':
				return $symbol . ' ' . $written;
			case 'right_space':
				return $written . ' ' . $symbol;
			default:
				return $symbol . $written;
		}
	}

	/**
	 * A stored price as a number, 0 for anything that is not one (as toAmount()).
	 *
	 * @param string|int|float $value The price.
	 */
	private static function amount( string|int|float $value ): float {
		if ( is_string( $value ) ) {
			$value = trim( $value );
			if ( '' === $value || ! is_numeric( $value ) ) {
				return 0.0;
			}
		}
		$amount = (float) $value;
		return is_finite( $amount ) ? $amount : 0.0;
	}
}

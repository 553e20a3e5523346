<?php
/**
 * How the shop writes prices, for the plugin's scripts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * WooCommerce's own settings (WooCommerce → Settings → General), so the
 * offering page's and the counter's prices read exactly like the cart, the
 * checkout and the e-mails (src/domain/pricing.ts writes them).
 */
final class PriceSettings {

	/**
	 * @return array{symbol: string, position: string, decimals: int, decimalSeparator: string, thousandSeparator: string}
	 */
	public static function for_script(): array {
		return array(
			'symbol'            => html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
			'position'          => (string) get_option( 'woocommerce_currency_pos', 'left' ),
			'decimals'          => wc_get_price_decimals(),
			'decimalSeparator'  => wc_get_price_decimal_separator(),
			'thousandSeparator' => wc_get_price_thousand_separator(),
		);
	}
}

<?php
/**
 * The proxies whose X-Forwarded-For the site believes: a setting and a filter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

use TempleOfferings\Support\SettingsSection;

/**
 * WooCommerce → Settings → Advanced → Page setup, in the plugin's section:
 * "Trusted proxies", option `temple_offerings_trusted_proxies`, addresses and
 * CIDR ranges one a line (empty by default: REMOTE_ADDR is the client). The
 * `temple_offerings_trusted_proxies` filter changes the list, e.g. to follow
 * Cloudflare's published ranges from code. ClientAddress reads the list.
 */
final class TrustedProxies {

	public const OPTION = 'temple_offerings_trusted_proxies';

	/**
	 * The client's address of the current request (ClientAddress::resolve()).
	 */
	public function client(): string {
		$remote    = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) && is_string( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) : null;
		return ClientAddress::resolve( $remote, $forwarded, $this->ranges() );
	}

	/**
	 * The trusted proxies: the setting's, as the filter leaves them; entries
	 * that are no address or range are ignored.
	 *
	 * @return string[]
	 */
	public function ranges(): array {
		$stored = get_option( self::OPTION, '' );
		/**
		 * Filters the proxies whose X-Forwarded-For header is believed.
		 *
		 * @param string[] $ranges Addresses and CIDR ranges (`173.245.48.0/20`,
		 *                         `2400:cb00::/32`); anything else is ignored.
		 */
		return ClientAddress::ranges( (array) apply_filters( 'temple_offerings_trusted_proxies', ClientAddress::ranges( is_string( $stored ) ? $stored : '' ) ) );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_trusted_proxies`:
	 * only valid entries are saved, one a line.
	 *
	 * @param mixed $value The submitted text.
	 */
	public function sanitize_option( mixed $value ): string {
		return implode( "\n", ClientAddress::ranges( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * Filter `woocommerce_get_settings_advanced`: the field, in the plugin's section.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return SettingsSection::add_field(
			$settings,
			array(
				'title'    => __( 'Trusted proxies', 'temple-offerings' ),
				'desc'     => sprintf(
					/* translators: %s: the address this page's request came from. */
					__( 'Only when the site sits behind a proxy (Cloudflare, nginx, a load balancer): its addresses or CIDR ranges, one a line. Their X-Forwarded-For header then tells each worshipper\'s address for the write limits; from anyone else it is ignored. This page reached the site from %s.', 'temple-offerings' ),
					'' === $remote ? '?' : $remote
				),
				'desc_tip' => false,
				'id'       => self::OPTION,
				'type'     => 'textarea',
				'default'  => '',
				'css'      => 'width: 24em; height: 6em; font-family: monospace;',
			)
		);
	}
}

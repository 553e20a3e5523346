<?php
/**
 * Who may write and how often: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * The origins and the write rate are asked by the cart's adds and the REST
 * writes themselves; what this feature hooks is its setting: which proxies'
 * X-Forwarded-For tells a worshipper's address to the write limits
 * (WooCommerce → Settings → Advanced, after the privacy settings).
 */
final class SecurityFeature {

	/**
	 * @param TrustedProxies $trusted_proxies The trusted proxies setting.
	 */
	public function __construct( private TrustedProxies $trusted_proxies ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_get_settings_advanced', array( $this->trusted_proxies, 'add' ), 30, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TrustedProxies::OPTION, array( $this->trusted_proxies, 'sanitize_option' ) );
	}
}

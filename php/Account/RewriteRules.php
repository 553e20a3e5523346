<?php
/**
 * Rewrite rules that know the plugin's My Account endpoints without anyone saving permalinks.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

/**
 * WordPress stores its rewrite rules and only rebuilds them when asked, so an
 * endpoint added by a newly activated or upgraded plugin answers 404 until
 * staff visit Settings → Permalinks. This rebuilds them once: the option holds
 * which set of endpoints the stored rules were built with, activation forgets
 * it, and the first `init` after activation or an upgrade that changed the set
 * (run after WooCommerce has added its endpoints) flushes the rules and
 * remembers the new set.
 */
final class RewriteRules {

	public const OPTION = 'temple_offerings_rewrite_rules';

	/**
	 * @param string $version What the plugin's endpoints are in this release
	 *                        (plugin version and endpoint slugs).
	 */
	public function __construct( private string $version ) {}

	/**
	 * Hooked by register_activation_hook(): the next request rebuilds the rules
	 * (this one has already run `init` without the plugin's endpoints).
	 */
	public function on_activation(): void {
		delete_option( self::OPTION );
	}

	/**
	 * Hooked on `init`, after WooCommerce's add_endpoints().
	 */
	public function maybe_flush(): void {
		if ( get_option( self::OPTION ) === $this->version ) {
			return;
		}
		// Soft flush: the rules in the database, no .htaccess rewrite.
		flush_rewrite_rules( false );
		update_option( self::OPTION, $this->version, true );
	}
}

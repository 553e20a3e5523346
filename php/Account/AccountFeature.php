<?php
/**
 * My Account's family book and the saved believers behind it: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

/**
 * Saved believers are a private post type: only their owner reaches them,
 * through the plugin's routes, and they are never handed to another account.
 * The family book (家人名冊) shows them with the page's form as a WooCommerce
 * account endpoint; the rewrite rules learn it on activation or upgrade by
 * themselves.
 */
final class AccountFeature {

	/**
	 * @param string         $file      The plugin's main file.
	 * @param string         $version   The plugin's version (the rewrite rules are flushed when it changes).
	 * @param BelieverStore  $store     Saved believers.
	 * @param FamilyBookPage $book_page The family book's page.
	 */
	public function __construct( private string $file, private string $version, private BelieverStore $store, private FamilyBookPage $book_page ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this->store, 'register_post_type' ) );
		add_filter( 'map_meta_cap', array( $this->store, 'deny_meta_caps' ), 10, 4 );
		add_action( 'delete_user', array( $this->store, 'on_delete_user' ), 10, 1 );
		add_action( 'remove_user_from_blog', array( $this->store, 'on_remove_user_from_blog' ), 10, 1 );

		$endpoint      = new FamilyBookEndpoint();
		$rewrite_rules = new RewriteRules( $this->version . '|' . FamilyBookEndpoint::ENDPOINT );
		add_filter( 'woocommerce_get_query_vars', array( $endpoint, 'query_vars' ) );
		add_filter( 'woocommerce_account_menu_items', array( $endpoint, 'menu_items' ) );
		add_filter( 'woocommerce_endpoint_' . FamilyBookEndpoint::ENDPOINT . '_title', array( $endpoint, 'title' ), 10, 0 );
		add_action( 'woocommerce_account_' . FamilyBookEndpoint::ENDPOINT . '_endpoint', array( $this->book_page, 'render' ), 10, 0 );
		add_action( 'wp_enqueue_scripts', array( $this->book_page, 'enqueue' ) );
		add_action( 'init', array( $rewrite_rules, 'maybe_flush' ), 99 );
		register_activation_hook( $this->file, array( $rewrite_rules, 'on_activation' ) );
	}
}

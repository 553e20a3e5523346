<?php
/**
 * Composition root: every add_action / add_filter of the plugin lives here.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings;

use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Block\OfferingsBlock;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Security\Origins;
use TempleOfferings\Staff\OrderBelieversBox;
use TempleOfferings\Staff\PrintDocument;
use TempleOfferings\Staff\RitualListExport;
use TempleOfferings\Staff\RitualListPage;
use TempleOfferings\Staff\RitualListPrint;
use TempleOfferings\Staff\RitualListQuery;
use TempleOfferings\Staff\RitualRows;
use TempleOfferings\Staff\StaffAssets;

/**
 * Wires the plugin's parts to WordPress and WooCommerce.
 */
final class Plugin {

	/**
	 * @param string $file Absolute path of the plugin's main file.
	 */
	public function __construct( private string $file ) {}

	/**
	 * Registers every hook. Called once, from the main plugin file.
	 */
	public function register(): void {
		$dir = dirname( $this->file );

		add_action( 'before_woocommerce_init', array( $this, 'declare_woocommerce_compatibility' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );

		$origins = new Origins();

		// Block.
		$block = new OfferingsBlock( $dir . '/build', $this->file, $origins );
		add_action( 'init', array( $block, 'register' ) );

		// Admin.
		$notice = new MissingWooCommerceNotice();
		add_action( 'admin_notices', array( $notice, 'render' ) );

		// Staff.
		$formatter     = new BelieverFormatter( static fn( string $text ): string => __( $text, 'temple-offerings' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- msgids are BelieverFormatter's English sources.
		$staff_rows    = new RitualRows( $formatter, static fn( string $text ): string => __( $text, 'temple-offerings' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- msgids are RitualRows' English sources.
		$staff_query   = new RitualListQuery();
		$print_page    = new PrintDocument( plugins_url( 'assets/staff/print.css', $this->file ), VERSION );
		$order_box     = new OrderBelieversBox( $formatter, $staff_query, $print_page );
		$ritual_page   = new RitualListPage( $staff_query, $staff_rows );
		$ritual_export = new RitualListExport( $staff_query, $staff_rows );
		$ritual_print  = new RitualListPrint( $staff_query, $staff_rows, $print_page );
		$staff_assets  = new StaffAssets( plugins_url( 'assets/staff/staff.css', $this->file ), VERSION );
		add_action( 'add_meta_boxes', array( $order_box, 'add' ) );
		add_action( 'admin_post_' . OrderBelieversBox::PRINT_ACTION, array( $order_box, 'print_page' ) );
		add_action( 'admin_menu', array( $ritual_page, 'register_menu' ) );
		add_action( 'admin_post_' . RitualListExport::ACTION, array( $ritual_export, 'download' ) );
		add_action( 'admin_post_' . RitualListPrint::ACTION, array( $ritual_print, 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $staff_assets, 'enqueue' ) );
	}

	/**
	 * Tells WooCommerce this plugin works with HPOS order tables and the Cart and Checkout blocks.
	 */
	public function declare_woocommerce_compatibility(): void {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->file, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', $this->file, true );
		}
	}

	/**
	 * Loads the PHP translations shipped in languages/ (a site in zh_TW needs nothing else installed).
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'temple-offerings', false, dirname( plugin_basename( $this->file ) ) . '/languages' );
	}
}

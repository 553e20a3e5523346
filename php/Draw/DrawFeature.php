<?php
/**
 * The draw (抽籤): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\Templates;

/**
 * An offering may give its places by draw instead of first come (its
 * Temple tab): worshippers register during the registration window without
 * paying (an entry, 登記抽籤, counted by the places per person); after the
 * close staff run the draw (WooCommerce → Draws) from a seed anyone can
 * redo it with; winners get the pay link and the payment deadline, the
 * others that they were not drawn; a winner cancelled unpaid gives its
 * places to the next drawn.
 */
final class DrawFeature {

	/**
	 * @param RegistrationWindows $windows       When registration opens and closes.
	 * @param Templates           $templates     The plugin's templates, as a theme may override them.
	 * @param string              $template_path The plugin's templates/ folder, with a trailing slash (the e-mails').
	 */
	public function __construct( private RegistrationWindows $windows, private Templates $templates, private string $template_path ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$offerings = new DrawOfferings();
		$statuses  = new DrawStatuses();
		$field     = new DrawField();
		$guard     = new DrawCartGuard();
		$entries   = new DrawEntries();
		$emails    = new DrawEmails( $this->template_path );
		// Two staff members pressing Run at once on two PHP nodes: one runs, the other is refused.
		$run  = new DrawRun( $offerings, $this->windows, new DrawAwards( $emails ), new NamedLock( 'draw', 10 ) );
		$page = new DrawPage( $offerings, $run, $this->windows, $this->templates );

		add_filter( 'woocommerce_register_shop_order_post_statuses', array( $statuses, 'register' ) );
		add_filter( 'wc_order_statuses', array( $statuses, 'names' ) );
		add_action( 'temple_offerings_temple_tab', array( $field, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $field, 'save_product' ), 10, 1 );
		// Right after the opening window's check (2), before the believers are read.
		add_filter( 'woocommerce_add_to_cart_validation', array( $guard, 'validate' ), 3, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $guard, 'store_api' ), 6, 1 );
		add_action( 'woocommerce_check_cart_items', array( $guard, 'check_cart_items' ), 10, 0 );
		add_action( 'woocommerce_store_api_cart_errors', array( $guard, 'store_api_cart_errors' ), 10, 2 );
		add_filter( 'woocommerce_cart_needs_payment', array( $entries, 'cart_needs_payment' ), 10, 2 );
		add_action( 'woocommerce_checkout_create_order', array( $entries, 'mark' ), 10, 1 );
		add_action( 'woocommerce_store_api_checkout_update_order_meta', array( $entries, 'mark' ), 10, 1 );
		// First, before the payment deadline (20) and anything else reads the new order's status.
		add_action( 'woocommerce_checkout_order_processed', array( $entries, 'enter' ), 1, 1 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( $entries, 'enter' ), 1, 1 );
		add_filter( 'temple_offerings_order_payment_window', array( $entries, 'payment_window' ), 10, 2 );
		add_filter( 'woocommerce_email_classes', array( $emails, 'register' ) );
		add_filter( 'woocommerce_prepare_email_for_preview', array( $emails, 'preview' ) );
		add_action( 'admin_menu', array( $page, 'register_menu' ), 10, 0 );
		add_action( 'admin_post_' . DrawPage::ACTION, array( $page, 'handle' ), 10, 0 );
		add_action( 'woocommerce_order_status_cancelled', array( new DrawPromotion( $run ), 'cancelled' ), 20, 2 );
		add_action( 'woocommerce_order_details_before_order_table', array( new DrawNotice( $this->windows, $this->templates ), 'order_details' ), 5, 1 );
	}
}

<?php
/**
 * Payment deadlines: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\Templates;

/**
 * An offering may set how long an order waiting for its payment holds its
 * places (the product's Temple tab). Such an order gets a deadline when it
 * starts waiting, a reminder before it and, unpaid at it, is cancelled so
 * its places return; the worshipper reads the deadline on the thank-you
 * page, in the order's e-mails and in My Account.
 */
final class DeadlineFeature {

	/** Where an order may start waiting for its payment: each hook's first argument is the order or its id, a status hook's second the order. */
	private const WAITING = array( 'woocommerce_checkout_order_processed', 'woocommerce_store_api_checkout_order_processed', 'woocommerce_order_status_pending', 'woocommerce_order_status_on-hold', 'woocommerce_rest_insert_shop_order_object' );

	/** Where an order stops waiting. */
	private const DONE = array( 'woocommerce_order_status_processing', 'woocommerce_order_status_completed', 'woocommerce_order_status_cancelled', 'woocommerce_order_status_refunded', 'woocommerce_order_status_failed', 'woocommerce_trash_order', 'woocommerce_before_delete_order' );

	/**
	 * @param Templates $templates     The plugin's templates, as a theme may override them.
	 * @param string    $template_path The plugin's templates/ folder, with a trailing slash (the e-mails').
	 */
	public function __construct( private Templates $templates, private string $template_path ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$deadlines = new PaymentDeadlines();
		$field     = new DeadlineField();
		$emails    = new DeadlineEmails( $this->template_path );
		// Several hooks of one checkout, or two queue runners on two PHP nodes, never
		// give or act on the same order's deadline at once; the one that waits skips it.
		$lock    = new NamedLock( 'deadline', 10 );
		$planner = new DeadlineScheduler( $deadlines, $lock );
		$runner  = new DeadlineRunner( $emails, $lock );
		$notice  = new DeadlineNotice( $this->templates );
		add_action( 'temple_offerings_temple_tab', array( $field, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $field, 'save_product' ), 10, 1 );
		foreach ( self::WAITING as $hook ) {
			// After the stock is reduced and the numbers given (10): the order is as it stays.
			add_action( $hook, array( $planner, 'on_waiting' ), 20, 2 );
		}
		foreach ( self::DONE as $hook ) {
			add_action( $hook, array( $planner, 'withdraw' ), 10, 1 );
		}
		add_filter( 'woocommerce_cancel_unpaid_order', array( $planner, 'keep_for_deadline' ), 10, 2 );
		add_action( DeadlineScheduler::DUE_HOOK, array( $runner, 'due' ), 10, 1 );
		add_action( DeadlineScheduler::REMINDER_HOOK, array( $runner, 'remind' ), 10, 1 );
		add_filter( 'woocommerce_email_classes', array( $emails, 'register' ) );
		add_filter( 'woocommerce_prepare_email_for_preview', array( $emails, 'preview' ) );
		add_action( 'woocommerce_order_details_before_order_table', array( $notice, 'order_details' ), 5, 1 );
		add_action( 'woocommerce_email_before_order_table', array( $notice, 'email' ), 5, 4 );
		add_filter( 'woocommerce_account_orders_columns', array( $notice, 'columns' ), 10, 1 );
		add_action( 'woocommerce_my_account_my_orders_column_' . DeadlineNotice::COLUMN, array( $notice, 'column' ), 10, 1 );
	}
}

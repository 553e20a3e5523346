<?php
/**
 * Lamp numbers (燈號): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Support\NumberCounter;
use TempleOfferings\Support\Templates;

/**
 * Set per product on its Temple tab; given once per believer when
 * WooCommerce counts the order as paid (several of these hooks can fire for
 * one payment: OrderNumbers numbers a line once), from an atomic counter in
 * the database; staff can reissue a line from the order screen's Believers
 * box.
 */
final class NumbersFeature {

	/**
	 * @param NumberCounter     $counter        The atomic counters (shared with the receipts).
	 * @param LineBelievers     $line_believers The one reader of a line's believers.
	 * @param RefundedBelievers $refunded       What refunds took from a line.
	 * @param Templates         $templates      The Temple tab's and the reissue button's templates, as a theme may override them.
	 */
	public function __construct( private NumberCounter $counter, private LineBelievers $line_believers, private RefundedBelievers $refunded, private Templates $templates ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$numbers = new OrderNumbers( $this->counter, new ProductNumbers(), $this->line_believers, $this->refunded );
		$tab     = new ProductNumbersTab( $this->templates );
		$reissue = new ReissueNumbers( $numbers, $this->templates );
		add_action( 'init', array( $this->counter, 'install' ) );
		add_action( 'woocommerce_payment_complete', array( $numbers, 'on_paid' ), 10, 1 );
		add_action( 'woocommerce_order_status_processing', array( $numbers, 'on_paid' ), 10, 2 );
		add_action( 'woocommerce_order_status_completed', array( $numbers, 'on_paid' ), 10, 2 );
		add_action( 'admin_post_' . ReissueNumbers::ACTION, array( $reissue, 'handle' ) );
		add_action( 'temple_offerings_believers_box_line', array( $reissue, 'box_line' ), 10, 3 );
		add_filter( 'woocommerce_product_data_tabs', array( $tab, 'tab' ) );
		add_action( 'woocommerce_product_data_panels', array( $tab, 'panel' ) );
		add_action( 'woocommerce_product_after_variable_attributes', array( $tab, 'variation_fields' ), 10, 3 );
		add_action( 'woocommerce_admin_process_product_object', array( $tab, 'save_product' ), 10, 1 );
		add_action( 'woocommerce_admin_process_variation_object', array( $tab, 'save_variation' ), 10, 2 );
	}
}

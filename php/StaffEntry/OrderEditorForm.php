<?php
/**
 * The believer form in the order screen's Believers box.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\StaffEntry;

use TempleOfferings\Order\OrderAccess;
use TempleOfferings\Order\ShortLines;
use TempleOfferings\Security\Origins;
use TempleOfferings\Support\BuiltScript;
use WC_Order;

/**
 * WooCommerce's order editor adds a line (admin-ajax
 * `woocommerce_add_order_item`) and saves a changed quantity
 * (`woocommerce_save_order_items`) on its own, without believers. So on the
 * order screen (HPOS and posts storage) the Believers box holds a mount
 * element for build/staff-entry.js (src/staff/), which shows the believer
 * form of the offering page (the same fields per kind, rules and lunar
 * selects) for the places of each offering line that have no believer, and
 * again whenever WooCommerce reloads the items; its save goes through the
 * REST route (LineBelieversController), never through the order's own form.
 *
 * Saving the order while a line is short of believers takes a deliberate
 * tick (SAVE_SHORT, 「暫不登記信眾，直接儲存訂單」), checked by the script
 * before the order form is sent; the line then stays flagged on every list
 * (ShortLines), and the order gets a note naming who saved it so and what
 * was missing.
 */
final class OrderEditorForm {

	public const HANDLE = 'temple-offerings-staff-entry';

	/** The order form's field that says staff save a short order on purpose. */
	public const SAVE_SHORT = 'temple_offerings_save_short';

	/**
	 * @param LineEntry   $entry   The order's offering lines as the form needs them.
	 * @param ShortLines  $short   Lines whose believers do not match their quantity.
	 * @param Origins     $origins Where the script may send from.
	 * @param BuiltScript $script  Enqueues the script's build.
	 */
	public function __construct( private LineEntry $entry, private ShortLines $short, private Origins $origins, private BuiltScript $script ) {}

	/**
	 * Hooked on `admin_enqueue_scripts`: the script on the order screen only.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! function_exists( 'wc_get_page_screen_id' ) || ! current_user_can( 'edit_shop_orders' )
			|| ! in_array( $screen->id, array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' ), true ) ) {
			return;
		}
		// The offering page's look for the form's fields, then the box's own.
		$this->script->enqueue( self::HANDLE, 'staff-entry', array( 'style-index.css', 'style-believer-forms.css', 'staff-entry.css' ) );
	}

	/**
	 * Hooked on `temple_offerings_believers_box_top`: the mount element, with
	 * what the first paint needs (the order's offering lines), so the form
	 * of a line added before the page loaded shows without a request.
	 *
	 * @param mixed $order The order on the screen.
	 */
	public function render( mixed $order ): void {
		if ( ! $order instanceof WC_Order || $order->get_id() <= 0 || ! OrderAccess::may_edit( $order ) ) {
			return;
		}
		$settings = array(
			'orderId'        => $order->get_id(),
			'restNonce'      => wp_create_nonce( 'wp_rest' ),
			'allowedOrigins' => $this->origins->allowed(),
			'lines'          => $this->entry->lines( $order ),
		);
		printf(
			'<div class="temple-offerings temple-offerings-staff-entry" data-settings="%1$s"></div><noscript><p>%2$s</p></noscript>',
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_html__( 'Registering believers here needs JavaScript. Please turn on JavaScript in your browser.', 'temple-offerings' )
		);
	}

	/**
	 * Hooked on `woocommerce_process_shop_order_meta` (after WooCommerce
	 * saved the items and the order): a note when staff saved the order with
	 * lines short of believers on purpose.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function saved_short( mixed $order_id ): void {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Missing -- WooCommerce checks the order form's nonce before this action; only whether the box was ticked is read.
		if ( empty( $_POST[ self::SAVE_SHORT ] ) || ! current_user_can( 'edit_shop_orders' ) ) {
			return;
		}
		$order = wc_get_order( absint( $order_id ) );
		if ( ! $order instanceof WC_Order || ! OrderAccess::may_edit( $order ) ) {
			return;
		}
		$short = $this->short->of_order( $order );
		if ( array() === $short ) {
			return;
		}
		$parts = array();
		foreach ( $short as $line ) {
			/* translators: 1: offering name, 2: what is wrong with its believers. */
			$parts[] = sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $line['item']->get_name(), ShortLines::describe( $line['line'] ) );
		}
		$note = sprintf(
			/* translators: 1: staff member's display name, 2: the offering lines short of believers and what each lacks. */
			__( '%1$s saved the order without registering every believer, on purpose: %2$s', 'temple-offerings' ),
			wp_get_current_user()->display_name,
			/* translators: joins the offering lines in a sentence. */
			implode( __( ', ', 'temple-offerings' ), $parts )
		);
		$order->add_order_note( esc_html( $note ), 0, true );
	}
}

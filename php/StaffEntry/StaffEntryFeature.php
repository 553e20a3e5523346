<?php
/**
 * Staff register believers on order lines: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\StaffEntry;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\LineBelieversCheck;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Order\ShortLines;
use TempleOfferings\Rest\WriteGuard;
use TempleOfferings\Security\Origins;
use TempleOfferings\Support\BuiltScript;
use TempleOfferings\Support\NamedLock;

/**
 * The staff's believer form as one piece, for every screen where staff type
 * believers onto an order: a REST route that writes the believers a line is
 * missing (LineBelieversController over LineEntry: the cart's rules, the
 * line's lock, never more than its places) and a React form (src/staff/)
 * that any staff screen mounts. The order screen's Believers box mounts it
 * today (OrderEditorForm), for the lines WooCommerce's order editor adds or
 * raises without believers, and asks before the order is saved short.
 */
final class StaffEntryFeature {

	/**
	 * Seconds a save waits for another save of the same line (a correction
	 * takes the same lock): a line's believers are one meta value, read,
	 * extended and written back whole.
	 */
	private const LINE_LOCK_WAIT = 10;

	/**
	 * @param BelieverCart      $cart           The cart's rules.
	 * @param BelieverLines     $lines          Believers as people read them.
	 * @param LineBelievers     $line_believers The one reader of a line's believers.
	 * @param ShortLines        $short_lines    Lines whose believers do not match their quantity.
	 * @param RefundedBelievers $refunded       What refunds took from a line.
	 * @param WriteGuard        $guard          The namespace's write checks (origin, nonce, rate).
	 * @param Origins           $origins        The allowed origins, for the script.
	 * @param string            $plugin_file    The plugin's main file.
	 */
	public function __construct(
		private BelieverCart $cart,
		private BelieverLines $lines,
		private LineBelievers $line_believers,
		private ShortLines $short_lines,
		private RefundedBelievers $refunded,
		private WriteGuard $guard,
		private Origins $origins,
		private string $plugin_file
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$entry      = new LineEntry( new LineBelieversCheck( $this->cart ), $this->line_believers, $this->short_lines, $this->refunded, $this->lines, new NamedLock( 'line', self::LINE_LOCK_WAIT ) );
		$controller = new LineBelieversController( $entry, $this->guard );
		add_action( 'rest_api_init', array( $controller, 'register_routes' ) );

		$editor = new OrderEditorForm( $entry, $this->short_lines, $this->origins, new BuiltScript( $this->plugin_file ) );
		add_action( 'admin_enqueue_scripts', array( $editor, 'enqueue' ), 10, 0 );
		add_action( 'temple_offerings_believers_box_top', array( $editor, 'render' ), 10, 1 );
		// After WooCommerce saved the items (10) and the order (40, 50).
		add_action( 'woocommerce_process_shop_order_meta', array( $editor, 'saved_short' ), 60, 1 );
	}
}

<?php
/**
 * Believers on orders: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * The believers go from the cart line onto the order line; WooCommerce's REST
 * orders API takes an offering line only as the cart would; lines past those
 * rules are counted on every order; refunds take believers off the lists
 * without deleting them; renew (再次登記) leads a customer from a past order
 * back to the offering page; and on the order screen the Believers box, the
 * refund form's choice and the notices of lines short of believers.
 */
final class OrderFeature {

	/**
	 * @param BelieverCart      $cart           The cart's rules, for a line posted to the REST API.
	 * @param BelieverLines     $lines          Believers as people read them.
	 * @param LineBelievers     $line_believers The one reader of a line's believers.
	 * @param RefundedBelievers $refunded       What refunds took from a line.
	 * @param ShortLines        $short_lines    Lines whose believers do not match their quantity.
	 * @param OrderLines        $order_lines    An order's believer lines as plain data.
	 * @param Offerings         $offerings      Tells offerings from ordinary products.
	 * @param RenewLink         $renew_link     A past order's renew address.
	 * @param Templates         $templates      The plugin's templates, as a theme may override them.
	 * @param BelieverFormatter $formatter      Labels and readable values.
	 * @param PrintDocument     $print_page     The printable page.
	 * @param string            $refund_script  URL of assets/staff/refund-believers.js.
	 * @param string            $version        The plugin's version, for its assets.
	 */
	public function __construct(
		private BelieverCart $cart,
		private BelieverLines $lines,
		private LineBelievers $line_believers,
		private RefundedBelievers $refunded,
		private ShortLines $short_lines,
		private OrderLines $order_lines,
		private Offerings $offerings,
		private RenewLink $renew_link,
		private Templates $templates,
		private BelieverFormatter $formatter,
		private PrintDocument $print_page,
		private string $refund_script,
		private string $version
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$this->orders();
		$this->renew();
		$this->order_screen();
	}

	/**
	 * The believers on order lines, whatever made the order, and refunds.
	 */
	private function orders(): void {
		$believers = new OrderBelievers( $this->lines, $this->line_believers, $this->templates, $this->refunded );
		add_action( 'woocommerce_checkout_create_order_line_item', array( $believers, 'from_cart' ), 10, 3 );
		add_filter( 'woocommerce_order_again_cart_item_data', array( $believers, 'order_again' ), 10, 2 );
		add_filter( 'woocommerce_add_order_again_cart_item', array( $believers, 'order_again_item' ), 10, 1 );
		add_action( 'woocommerce_order_item_meta_end', array( $believers, 'render_for_customer' ), 10, 4 );
		add_action( 'woocommerce_after_order_itemmeta', array( $believers, 'render_for_staff' ), 10, 2 );
		add_filter( 'woocommerce_hidden_order_itemmeta', array( $believers, 'hide_meta' ) );
		// WooCommerce's REST orders API (create, update, batch) takes an offering line only as the
		// cart would: refused before WooCommerce writes anything, stored sanitized when accepted.
		$rest = new RestOrderBelievers( new LineBelieversCheck( $this->cart ), $believers, $this->offerings );
		add_filter( 'rest_request_before_callbacks', array( $rest, 'before' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $rest, 'after' ), 10, 3 );
		add_action( 'woocommerce_rest_set_order_item', array( $rest, 'set_item' ), 10, 2 );
		// Lines past those rules (another plugin's wc_create_order(), the order editor, older orders)
		// cannot be refused: every order carries, from its last save, how many do not match.
		add_action( 'woocommerce_before_order_object_save', array( $this->short_lines, 'flag' ), 10, 1 );
		// Orders saved before the flag existed get it once, in the background.
		( new ShortLinesBackfill( $this->short_lines ) )->backfill()->register();
		// Refunds take believers off the lists without deleting them: marked on the refund's own items
		// before it is saved (the refund form's choice refused there when it does not fit), so
		// deleting the refund brings them back; each order is counted again after either.
		$refunds = new RefundMarks( $this->line_believers, $this->refunded, $this->lines );
		add_action( 'woocommerce_create_refund', array( $refunds, 'mark' ), 10, 1 );
		add_action( 'woocommerce_refund_created', array( $refunds, 'note' ), 10, 1 );
		add_action( 'woocommerce_refund_deleted', array( $refunds, 'restore' ), 10, 2 );
	}

	/**
	 * Renew (再次登記): one address for a past order (RenewLink), behind a
	 * button on each of the customer's orders in My Account, on the
	 * view-order and the order-received page.
	 */
	private function renew(): void {
		$buttons = new RenewButtons( $this->renew_link, $this->templates );
		add_filter( 'woocommerce_my_account_my_orders_actions', array( $buttons, 'account_action' ), 10, 2 );
		add_action( 'woocommerce_order_details_after_order_table', array( $buttons, 'after_order_table' ), 20, 1 );
	}

	/**
	 * The order screen: the Believers box and its print view, the refund
	 * form's choice of whose places are refunded, and lines whose believers
	 * do not match their quantity (on the order, the orders list and the
	 * dashboard).
	 */
	private function order_screen(): void {
		$box = new OrderBelieversBox( $this->formatter, $this->order_lines, $this->print_page, $this->templates );
		// After WooCommerce's own boxes (its posts-storage screen adds them at 30): the box follows the items.
		add_action( 'add_meta_boxes', array( $box, 'add' ), 40 );
		add_action( 'admin_post_' . OrderBelieversBox::PRINT_ACTION, array( $box, 'print_page' ) );
		// WooCommerce's refund form asks whose places are refunded, beside each offering line's quantity.
		$refund_field = new RefundChoiceField( $this->line_believers, $this->refunded, $this->lines, $this->refund_script, $this->version, $this->templates );
		add_action( 'woocommerce_after_order_itemmeta', array( $refund_field, 'render' ), 30, 2 );
		add_action( 'admin_enqueue_scripts', array( $refund_field, 'enqueue' ) );
		$notice = new ShortLinesNotice( $this->short_lines, $this->templates );
		$filter = new ShortLinesFilter( $this->templates );
		add_action( 'admin_notices', array( $notice, 'render' ), 10, 0 );
		add_action( 'woocommerce_after_order_itemmeta', array( $notice, 'mark' ), 20, 2 );
		add_action( 'woocommerce_order_list_table_restrict_manage_orders', array( $filter, 'render_hpos' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( $filter, 'render_posts' ), 10, 2 );
		add_filter( 'woocommerce_order_list_table_prepare_items_query_args', array( $filter, 'hpos_args' ), 10, 1 );
		add_action( 'pre_get_posts', array( $filter, 'posts_query' ), 10, 1 );
		add_action( 'wp_dashboard_setup', array( new ShortLinesWidget( $this->short_lines, $this->templates ), 'add' ), 10, 0 );
	}
}

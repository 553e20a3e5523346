<?php
/**
 * The temple's counter: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\PlacesCheck;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Opening\PersonalShares;
use TempleOfferings\Opening\CounterWindows;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\Rest\WriteGuard;
use TempleOfferings\Security\Origins;
use TempleOfferings\Support\BuiltScript;
use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Registering at the temple's counter and by phone, with the page's own
 * forms and rules: the clerk's role (CounterRole), the routes that find a
 * household and make its order (CounterController), the papers it prints
 * (CounterPrints, CounterSlip), and where each order came from and who took
 * it (OrderChannel, recorded at the worshipper's checkout too), shown and
 * filtered on the orders list (ChannelColumn).
 */
final class CounterFeature {

	/**
	 * @param CounterRole         $role       The 櫃台人員 role.
	 * @param OrderChannel        $channel    Records the checkout's channel.
	 * @param ChannelColumn       $column     The orders list's column and filters.
	 * @param BelieverCart        $cart       The cart's rules, which counter lines obey too.
	 * @param Offerings           $offerings  Tells offerings from ordinary products.
	 * @param CounterWindows      $windows    When the counter takes registrations.
	 * @param BelieverStore       $book       Family books.
	 * @param OrderLines          $lines      An order's believers, refunded ones left out.
	 * @param WriteGuard          $guard      The namespace's write checks (origin, nonce, rate).
	 * @param PrintDocument       $slip_page  The printable page with the receipts' stylesheet.
	 * @param Templates           $templates  The plugin's templates.
	 * @param Origins             $origins    The allowed origins, for the screen's script.
	 * @param TaiSuiSettings      $tai_sui    The temple's 太歲 settings, for the household's hint.
	 * @param string              $plugin_file The plugin's main file.
	 */
	public function __construct(
		private CounterRole $role,
		private OrderChannel $channel,
		private ChannelColumn $column,
		private BelieverCart $cart,
		private Offerings $offerings,
		private CounterWindows $windows,
		private BelieverStore $book,
		private OrderLines $lines,
		private WriteGuard $guard,
		private PrintDocument $slip_page,
		private Templates $templates,
		private Origins $origins,
		private TaiSuiSettings $tai_sui,
		private string $plugin_file
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this->role, 'install' ) );
		add_filter( 'gettext_with_context', array( $this->role, 'translate_name' ), 10, 4 );
		add_action( 'admin_init', array( $this->role, 'refuse_shop_app' ) );

		add_action( 'woocommerce_checkout_create_order', array( $this->channel, 'from_checkout' ) );
		add_action( 'woocommerce_store_api_checkout_update_order_meta', array( $this->channel, 'from_checkout' ) );

		$this->orders_list();
		$this->counter();
	}

	/**
	 * The orders list's 來源 column and its filters.
	 */
	private function orders_list(): void {
		add_filter( 'manage_woocommerce_page_wc-orders_columns', array( $this->column, 'columns' ) );
		add_filter( 'manage_edit-shop_order_columns', array( $this->column, 'columns' ) );
		add_action( 'manage_woocommerce_page_wc-orders_custom_column', array( $this->column, 'cell' ), 10, 2 );
		add_action( 'manage_shop_order_posts_custom_column', array( $this->column, 'cell' ), 10, 2 );
		add_action( 'woocommerce_order_list_table_restrict_manage_orders', array( $this->column, 'render_hpos' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( $this->column, 'render_posts' ), 10, 2 );
		add_filter( 'woocommerce_order_list_table_prepare_items_query_args', array( $this->column, 'hpos_args' ) );
		add_action( 'pre_get_posts', array( $this->column, 'posts_query' ) );
	}

	/**
	 * The counter's screen, routes and prints.
	 */
	private function counter(): void {
		$orders     = new CounterOrders( $this->cart, $this->windows, new PersonalShares(), new CounterPlaces( new PlacesCheck( $this->offerings ) ), new HouseholdBook( $this->book ) );
		$households = new Households( new HouseholdFinder(), $this->book, $this->lines );
		$controller = new CounterController( $households, $orders, new CounterPrints(), $this->guard, new DailyOrders() );
		add_action( 'rest_api_init', array( $controller, 'register_routes' ) );

		$page = new CounterPage( $this->origins, new BuiltScript( $this->plugin_file ), $this->tai_sui );
		add_action( 'admin_menu', array( $page, 'register_menu' ) );
		add_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) );

		$slip = new CounterSlip( $this->lines, $this->slip_page, $this->templates );
		add_action( 'admin_post_' . CounterSlip::ACTION, array( $slip, 'render' ) );
		add_filter( 'temple_offerings_receipt_handler', array( new CounterHandler(), 'handler' ), 10, 2 );
	}
}

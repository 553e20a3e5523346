<?php
/**
 * Composition root: every add_action / add_filter of the plugin lives here.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings;

use TempleOfferings\Account\FamilyBookEndpoint;
use TempleOfferings\Account\FamilyBookOfferings;
use TempleOfferings\Account\FamilyBookPage;
use TempleOfferings\Account\RewriteRules;
use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Block\EditorSettings;
use TempleOfferings\Block\OfferingsBlock;
use TempleOfferings\Block\PreloadedAnswers;
use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cart\CartHooks;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Cart\CartIntegrity;
use TempleOfferings\Cart\StoreApiAdd;
use TempleOfferings\Cart\PlacesCheck;
use TempleOfferings\Cart\PlacesLock;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Offering\ProductsCache;
use TempleOfferings\Offering\VisibleProducts;
use TempleOfferings\Correction\CorrectionFeature;
use TempleOfferings\Cutoff\CutoffFields;
use TempleOfferings\Correction\LineCutoff;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Domain\TaiSuiWords;
use TempleOfferings\Numbers\NumberCounter;
use TempleOfferings\Numbers\OrderNumbers;
use TempleOfferings\Numbers\ProductNumbers;
use TempleOfferings\Numbers\ProductNumbersTab;
use TempleOfferings\Numbers\ReissueNumbers;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\LineBelieversCheck;
use TempleOfferings\Order\OrderBelievers;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\Order\RenewButtons;
use TempleOfferings\Order\RenewLink;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Order\RefundMarks;
use TempleOfferings\Order\RestOrderBelievers;
use TempleOfferings\Order\ShortLines;
use TempleOfferings\Privacy\BelieverAnonymizer;
use TempleOfferings\Privacy\BelieversPrivacy;
use TempleOfferings\Privacy\BrowserDataOwner;
use TempleOfferings\Privacy\ForgetAfterOrder;
use TempleOfferings\Privacy\ForgetBrowserData;
use TempleOfferings\Privacy\GuestDraftHours;
use TempleOfferings\Privacy\KeepDataSetting;
use TempleOfferings\Privacy\OrderBelieversPrivacy;
use TempleOfferings\Privacy\StoredCarts;
use TempleOfferings\Reminder\ReminderDays;
use TempleOfferings\Reminder\ReminderEmails;
use TempleOfferings\Reminder\ReminderScheduler;
use TempleOfferings\Reminder\ReminderSender;
use TempleOfferings\Reminder\Unsubscribe;
use TempleOfferings\Reminder\UnsubscribePage;
use TempleOfferings\Reminder\YearlyFields;
use TempleOfferings\Reminder\YearlyOfferings;
use TempleOfferings\Rest\BelieversController;
use TempleOfferings\Rest\BodyLimit;
use TempleOfferings\Rest\RenewalController;
use TempleOfferings\Rest\Routes;
use TempleOfferings\Rest\VisibleProductsController;
use TempleOfferings\Rest\WriteGuard;
use TempleOfferings\Cart\AddToCartGuard;
use TempleOfferings\Cart\CartBelieverCap;
use TempleOfferings\Security\Origins;
use TempleOfferings\Security\RateCounter;
use TempleOfferings\Security\TrustedProxies;
use TempleOfferings\Security\WriteRateLimit;
use TempleOfferings\Offering\OfferingButtons;
use TempleOfferings\Offering\OfferingPages;
use TempleOfferings\Order\OrderBelieversBox;
use TempleOfferings\Order\RefundChoiceField;
use TempleOfferings\Paperwork\PaperworkPrint;
use TempleOfferings\Paperwork\PaperworkSettings;
use TempleOfferings\Paperwork\PaperworkSheets;
use TempleOfferings\Support\Templates;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\RitualList\RitualListExport;
use TempleOfferings\RitualList\RitualListPage;
use TempleOfferings\RitualList\PrintColumns;
use TempleOfferings\RitualList\RitualListPrint;
use TempleOfferings\RitualList\RitualListQuery;
use TempleOfferings\RitualList\RitualRows;
use TempleOfferings\Order\ShortLinesFilter;
use TempleOfferings\Order\ShortLinesNotice;
use TempleOfferings\Order\ShortLinesWidget;
use TempleOfferings\Admin\StaffAssets;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\TaiSui\TaiSuiSettings;

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

		// The editor's inspector leaves WooCommerce's default category out, whatever its slug.
		add_action( 'enqueue_block_editor_assets', array( new EditorSettings(), 'print' ) );

		// Believers read by people (cart lines, privacy export, staff screens) share one formatter.
		$translate = static fn( string $text ): string => __( $text, 'temple-offerings' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the formatters' English sources, all in the .po.
		$formatter = new BelieverFormatter( $translate );

		// Cart and orders. One BelieverCart holds the invariant (an offering line exists only
		// with valid believers, one per unit) for every add path, restored carts and checkout.
		$believer_lines  = new BelieverLines( $formatter, $translate );
		// One answer to "is this product an offering" (its categories give it a form kind), for every feature.
		$offerings       = new Offerings();
		$believer_cart   = new BelieverCart( $offerings, new BelieverSanitizer(), new BelieverValidator(), new FieldMessage( $translate ) );
		$cart_hooks      = new CartHooks( $believer_cart, $believer_lines );
		$integrity       = new CartIntegrity( $believer_cart );
		$store_api_add   = new StoreApiAdd( $believer_cart );
		// One reader of the believers stored on order lines, for every screen, list and export.
		$line_believers  = new LineBelievers( new BelieverSanitizer() );
		$refunded        = new RefundedBelievers();
		$order_believers = new OrderBelievers( $believer_lines, $line_believers, $refunded );
		add_action( 'wc_ajax_add_to_cart', array( $cart_hooks, 'remember_notices' ), 1, 0 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $cart_hooks, 'validate' ), 20, 6 );
		add_filter( 'woocommerce_cart_redirect_after_error', array( $cart_hooks, 'answer_ajax_failure' ), 999, 2 );
		add_filter( 'woocommerce_add_cart_item_data', array( $cart_hooks, 'attach' ), 10, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $store_api_add, 'add_data' ), 10, 2 );
		add_action( 'woocommerce_store_api_validate_add_to_cart', array( $store_api_add, 'validate' ), 10, 2 );
		add_action( 'woocommerce_add_to_cart', array( $integrity, 'after_add' ), 1, 1 );
		add_filter( 'woocommerce_pre_remove_cart_item_from_session', array( $integrity, 'drop_from_session' ), 10, 4 );
		add_action( 'woocommerce_check_cart_items', array( $integrity, 'check_cart_items' ), 10, 0 );
		add_action( 'woocommerce_store_api_cart_errors', array( $integrity, 'store_api_cart_errors' ), 10, 2 );
		add_action( 'woocommerce_checkout_create_order_line_item', array( $integrity, 'order_line' ), 5, 3 );
		add_filter( 'woocommerce_get_cart_item_from_session', array( $cart_hooks, 'restore' ), 10, 2 );
		add_filter( 'woocommerce_get_item_data', array( $cart_hooks, 'item_data' ), 10, 2 );
		add_filter( 'woocommerce_cart_item_quantity', array( $cart_hooks, 'quantity_field' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_editable', array( $cart_hooks, 'quantity_editable' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_minimum', array( $cart_hooks, 'quantity_limit' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_maximum', array( $cart_hooks, 'quantity_limit' ), 10, 3 );
		add_filter( 'woocommerce_update_cart_validation', array( $cart_hooks, 'validate_update' ), 10, 4 );
		add_action( 'woocommerce_checkout_create_order_line_item', array( $order_believers, 'from_cart' ), 10, 3 );
		add_filter( 'woocommerce_order_again_cart_item_data', array( $order_believers, 'order_again' ), 10, 2 );
		add_action( 'woocommerce_order_item_meta_end', array( $order_believers, 'render_for_customer' ), 10, 4 );
		add_action( 'woocommerce_after_order_itemmeta', array( $order_believers, 'render_for_staff' ), 10, 2 );
		add_filter( 'woocommerce_hidden_order_itemmeta', array( $order_believers, 'hide_meta' ) );
		// WooCommerce's REST orders API (create, update, batch) takes an offering line only as the
		// cart would: refused before WooCommerce writes anything, stored sanitized when accepted.
		$line_check  = new LineBelieversCheck( $believer_cart );
		$rest_orders = new RestOrderBelievers( $line_check, $order_believers, $offerings );
		add_filter( 'rest_request_before_callbacks', array( $rest_orders, 'before' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $rest_orders, 'after' ), 10, 3 );
		add_action( 'woocommerce_rest_set_order_item', array( $rest_orders, 'set_item' ), 10, 2 );
		// Lines past those rules (another plugin's wc_create_order(), the order editor, older orders)
		// cannot be refused: every order carries, from its last save, how many do not match.
		$short_lines = new ShortLines( $line_believers, $offerings, $refunded );
		add_action( 'woocommerce_before_order_object_save', array( $short_lines, 'flag' ), 10, 1 );
		// Refunds take believers off the lists without deleting them: marked on the refund's own items
		// before it is saved (the refund form's choice refused there when it does not fit), so
		// deleting the refund brings them back; each order is counted again after either.
		$refund_marks = new RefundMarks( $line_believers, $refunded, $believer_lines );
		add_action( 'woocommerce_create_refund', array( $refund_marks, 'mark' ), 10, 1 );
		add_action( 'woocommerce_refund_created', array( $refund_marks, 'note' ), 10, 1 );
		add_action( 'woocommerce_refund_deleted', array( $refund_marks, 'restore' ), 10, 2 );

		// Limits on adding offerings, around CartHooks::validate (20): the origin first (1), the
		// believers one cart may hold (15), and last, once every check has spoken, the add is
		// counted on the visitor's accepted or refused writes (1000). The Store API's add is
		// watched from REST as well.
		$trusted_proxies = new TrustedProxies();
		$write_rate      = new WriteRateLimit( new RateCounter(), $trusted_proxies );
		$cart_cap        = new CartBelieverCap( $offerings );
		$add_guard       = new AddToCartGuard( $write_rate, $offerings, $origins );
		add_filter( 'woocommerce_add_to_cart_validation', array( $add_guard, 'origin' ), 1, 4 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $cart_cap, 'validate' ), 15, 4 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $add_guard, 'count' ), 1000, 4 );
		add_filter( 'rest_request_before_callbacks', array( $add_guard, 'store_api_before' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $add_guard, 'store_api_after' ), 10, 3 );
		// Places (WooCommerce stock, one unit a believer): after the believers are checked (20),
		// before WooCommerce's own stock check, so the worshipper reads how many places are left.
		$places_check = new PlacesCheck( $offerings );
		add_filter( 'woocommerce_add_to_cart_validation', array( $places_check, 'validate' ), 25, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $places_check, 'store_api' ), 20, 1 );
		add_filter( 'rest_post_dispatch', array( $places_check, 'store_api_answer' ), 10, 3 );
		// The classic cart and checkout: WooCommerce's stock check (woocommerce_check_cart_items at 1)
		// and its stock hold at order creation say it in the plugin's words too.
		add_action( 'woocommerce_check_cart_items', array( $places_check, 'expect_stock_notices' ), 0, 0 );
		add_action( 'woocommerce_check_cart_items', array( $places_check, 'stop_expecting_stock_notices' ), 2, 0 );
		add_action( 'woocommerce_checkout_order_exception', array( $places_check, 'expect_stock_notices' ), 10, 0 );
		add_filter( 'woocommerce_add_error', array( $places_check, 'classic_notice' ), 10, 1 );
		add_action( 'woocommerce_cart_has_errors', array( $places_check, 'print_cart_refusals' ), 10, 0 );
		// A checkout for the last places waits for another one of the same offering (PlacesLock),
		// so WooCommerce's moment between placing an order and lowering its stock sells nothing twice.
		$places_lock = new PlacesLock( $offerings );
		add_action( 'woocommerce_checkout_process', array( $places_lock, 'take' ), 0, 0 );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( $places_lock, 'take' ), 0, 0 );
		add_action( 'shutdown', array( $places_lock, 'release' ), 10, 0 );

		// Shop. An offering's own page and the shop grid lead to the offering page, not to a failing add.
		$offering_pages   = new OfferingPages();
		$offering_buttons = new OfferingButtons( $offerings, $offering_pages );
		add_filter( 'woocommerce_product_supports', array( $offering_buttons, 'supports' ), 10, 3 );
		add_filter( 'woocommerce_product_add_to_cart_url', array( $offering_buttons, 'url' ), 10, 2 );
		add_filter( 'woocommerce_product_add_to_cart_text', array( $offering_buttons, 'text' ), 10, 2 );
		add_filter( 'woocommerce_product_add_to_cart_description', array( $offering_buttons, 'description' ), 10, 2 );
		foreach ( OfferingButtons::TYPES as $type ) {
			add_action( 'woocommerce_' . $type . '_add_to_cart', array( $offering_buttons, 'before_form' ), 1, 0 );
			add_action( 'woocommerce_' . $type . '_add_to_cart', array( $offering_buttons, 'link' ), 99, 0 );
		}
		foreach ( array( 'save_post', 'deleted_post', 'trashed_post' ) as $page_event ) {
			add_action( $page_event, array( $offering_pages, 'flush' ), 10, 1 );
		}
		// Renew (再次登記): one address for a past order (RenewLink), behind a button on each of the
		// customer's orders in My Account, on the view-order and the order-received page.
		$renew_link    = new RenewLink( $offerings, $offering_pages );
		$renew_buttons = new RenewButtons( $renew_link, new Templates( $dir . '/templates/' ) );
		add_filter( 'woocommerce_my_account_my_orders_actions', array( $renew_buttons, 'account_action' ), 10, 2 );
		add_action( 'woocommerce_order_details_after_order_table', array( $renew_buttons, 'after_order_table' ), 20, 1 );

		// REST. One explicit list of every temple-offerings/v1 controller; writes share $write_guard
		// (origin, nonce, rate) and $body_limit caps the bytes of every write in the namespace.
		$write_guard    = new WriteGuard( $origins, $write_rate );
		$products_cache = new ProductsCache();
		$believer_store = new BelieverStore();
		$product_cats   = new ProductCategories();
		$cutoff         = new RegistrationCutoff();
		$visible_route  = new VisibleProductsController( new VisibleProducts( $cutoff ), $products_cache, $product_cats, $cutoff );
		$believer_route = new BelieversController( $believer_store, new BelieverSanitizer(), new BelieverValidator(), $write_guard, $product_cats, new FieldMessage( $translate ) );
		$routes         = new Routes(
			$visible_route,
			$believer_route,
			new RenewalController( $offerings, $line_believers, new VisibleProducts( $cutoff ) ),
		);

		// Block, from the top-level block.json (its scripts and styles are in build/). Its
		// settings carry its tabs, the token the page's stored drafts belong to, how long
		// a guest's are kept and the temple's 太歲 rules and words; it preloads the answers
		// of two of the routes above.
		$guest_draft_hours = new GuestDraftHours();
		$tai_sui           = new TaiSuiSettings( new TaiSuiWords( $translate ) );
		$block             = new OfferingsBlock( $dir, $this->file, $origins, new BrowserDataOwner(), $guest_draft_hours, $product_cats, new PreloadedAnswers( $visible_route, $believer_route ), $tai_sui );
		add_action( 'init', array( $block, 'register' ) );

		$body_limit = new BodyLimit(
			array(
				BelieversController::ROUTE => BelieversController::MAX_BODY,
			)
		);
		add_action( 'rest_api_init', array( $routes, 'register' ) );
		add_filter( 'rest_pre_dispatch', array( $body_limit, 'check' ), 10, 3 );
		// Writes refused by their handler count on the visitor's refused budget; every rate refusal says its wait.
		add_filter( 'rest_request_after_callbacks', array( $write_guard, 'settle' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( $write_guard, 'retry_after_header' ), 10, 1 );
		// Saved believers: only their owner, through our routes; never handed to another account.
		add_action( 'init', array( $believer_store, 'register_post_type' ) );
		add_filter( 'map_meta_cap', array( $believer_store, 'deny_meta_caps' ), 10, 4 );
		add_action( 'delete_user', array( $believer_store, 'on_delete_user' ), 10, 1 );
		add_action( 'remove_user_from_blog', array( $believer_store, 'on_remove_user_from_blog' ), 10, 1 );
		// The visible-products cache is dropped by anything that changes what it shows.
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_delete_product', 'woocommerce_trash_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_delete_product_variation', 'woocommerce_trash_product_variation', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock', 'woocommerce_delete_product_transients', 'created_product_cat', 'edited_product_cat', 'delete_product_cat', 'woocommerce_attribute_updated' ) as $products_event ) {
			add_action( $products_event, array( $products_cache, 'flush' ), 10, 0 );
		}
		add_action( 'set_object_terms', array( $products_cache, 'on_set_object_terms' ), 10, 1 );
		// Rows say 剩 N 位 by the store's low-stock threshold and keep or drop full offerings by its setting.
		foreach ( array( 'woocommerce_notify_low_stock_amount', 'woocommerce_hide_out_of_stock_items' ) as $stock_option ) {
			add_action( 'update_option_' . $stock_option, array( $products_cache, 'flush' ), 10, 0 );
		}
		foreach ( array( 'trashed_post', 'untrashed_post', 'before_delete_post' ) as $products_event ) {
			add_action( $products_event, array( $products_cache, 'on_post_change' ), 10, 1 );
		}
		add_action( 'shutdown', array( $products_cache, 'flush_pending' ) );

		// My Account: the family book (家人名冊), the user's saved believers with the page's form, as a
		// WooCommerce account endpoint; the rewrite rules learn it on activation or upgrade by themselves.
		$book_endpoint = new FamilyBookEndpoint();
		$book_page     = new FamilyBookPage( $this->file, $believer_store, $product_cats, new FamilyBookOfferings( $offerings, $offering_pages ), $origins );
		$rewrite_rules = new RewriteRules( VERSION . '|' . FamilyBookEndpoint::ENDPOINT );
		add_filter( 'woocommerce_get_query_vars', array( $book_endpoint, 'query_vars' ) );
		add_filter( 'woocommerce_account_menu_items', array( $book_endpoint, 'menu_items' ) );
		add_filter( 'woocommerce_endpoint_' . FamilyBookEndpoint::ENDPOINT . '_title', array( $book_endpoint, 'title' ), 10, 0 );
		add_action( 'woocommerce_account_' . FamilyBookEndpoint::ENDPOINT . '_endpoint', array( $book_page, 'render' ), 10, 0 );
		add_action( 'wp_enqueue_scripts', array( $book_page, 'enqueue' ) );
		add_action( 'init', array( $rewrite_rules, 'maybe_flush' ), 99 );
		register_activation_hook( $this->file, array( $rewrite_rules, 'on_activation' ) );

		// Privacy. Saved believers, and believers waiting in a persistent cart or session, in the
		// personal data tools (the cart's dropped with their lines); uninstall.php honours the keep-data setting.
		$believers_privacy = new BelieversPrivacy( $believer_store, new StoredCarts(), $formatter, $believer_lines );
		add_filter( 'wp_privacy_personal_data_exporters', array( $believers_privacy, 'register_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $believers_privacy, 'register_erasers' ) );
		add_filter( 'woocommerce_get_settings_advanced', array( new KeepDataSetting(), 'add' ), 10, 2 );
		// Beside it, how many idle hours a guest's draft stays in the browser.
		add_filter( 'woocommerce_get_settings_advanced', array( $guest_draft_hours, 'add' ), 20, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . GuestDraftHours::OPTION, array( $guest_draft_hours, 'sanitize_option' ) );
		// And which proxies' X-Forwarded-For tells a worshipper's address to the write limits.
		add_filter( 'woocommerce_get_settings_advanced', array( $trusted_proxies, 'add' ), 30, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TrustedProxies::OPTION, array( $trusted_proxies, 'sanitize_option' ) );
		// And the 太歲 rules: where a birth year begins, what counts, the year, the 太歲燈.
		add_filter( 'woocommerce_get_settings_advanced', array( $tai_sui, 'add' ), 40, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::BOUNDARY, array( $tai_sui, 'save_boundary' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::RELATIONS, array( $tai_sui, 'save_relations' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::YEAR, array( $tai_sui, 'save_year' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::PRODUCT, array( $tai_sui, 'save_product' ) );
		// Believers on order line items go with WooCommerce's own order export and erasure.
		$order_privacy = new OrderBelieversPrivacy( $believer_lines, new BelieverAnonymizer( 'wp_privacy_anonymize_data' ), $line_believers );
		add_filter( 'woocommerce_privacy_export_order_personal_data', array( $order_privacy, 'export' ), 10, 2 );
		add_action( 'woocommerce_privacy_remove_order_personal_data', array( $order_privacy, 'remove' ) );
		// After a log-out, the next page clears the offering page's localStorage.
		$forget = new ForgetBrowserData();
		add_action( 'wp_logout', array( $forget, 'remember' ) );
		add_action( 'wp_footer', array( $forget, 'print_script' ) );
		add_action( 'login_footer', array( $forget, 'print_script' ) );
		// Once a guest's order is placed, the order-received page clears the guest's items too.
		add_action( 'woocommerce_thankyou', array( new ForgetAfterOrder(), 'print_script' ), 10, 0 );

		// Numbers (燈號). Set per product on its Temple tab; given once per believer when WooCommerce
		// counts the order as paid (several of these hooks can fire for one payment: OrderNumbers
		// numbers a line once), from an atomic counter in the database; staff can reissue a line.
		$number_counter = new NumberCounter();
		$order_numbers  = new OrderNumbers( $number_counter, new ProductNumbers(), $line_believers, $refunded );
		$numbers_tab    = new ProductNumbersTab();
		add_action( 'init', array( $number_counter, 'install' ) );
		add_action( 'woocommerce_payment_complete', array( $order_numbers, 'on_paid' ), 10, 1 );
		add_action( 'woocommerce_order_status_processing', array( $order_numbers, 'on_paid' ), 10, 2 );
		add_action( 'woocommerce_order_status_completed', array( $order_numbers, 'on_paid' ), 10, 2 );
		$reissue        = new ReissueNumbers( $order_numbers );
		add_action( 'admin_post_' . ReissueNumbers::ACTION, array( $reissue, 'handle' ) );
		add_action( 'temple_offerings_believers_box_line', array( $reissue, 'box_line' ), 10, 3 );
		add_filter( 'woocommerce_product_data_tabs', array( $numbers_tab, 'tab' ) );
		add_action( 'woocommerce_product_data_panels', array( $numbers_tab, 'panel' ) );
		add_action( 'woocommerce_product_after_variable_attributes', array( $numbers_tab, 'variation_fields' ), 10, 3 );
		add_action( 'woocommerce_admin_process_product_object', array( $numbers_tab, 'save_product' ), 10, 1 );
		add_action( 'woocommerce_admin_process_variation_object', array( $numbers_tab, 'save_variation' ), 10, 2 );

		// Renewal reminder. Offerings ticked yearly (on the product's Temple tab or its category):
		// a paid order of a customer with an account schedules one Action Scheduler action for
		// the payment's anniversary less the days setting; it sends the WooCommerce e-mail
		// (WooCommerce → Settings → Emails) with the renew link and a signed unsubscribe link.
		$yearly          = new YearlyOfferings( $line_believers );
		$yearly_fields   = new YearlyFields();
		$unsubscribe     = new Unsubscribe( new UnsubscribePage( new Templates( $dir . '/templates/' ) ) );
		// Two requests (several paid hooks of one payment, two queue runners on two PHP nodes)
		// never check and mark the same order's reminder at once; the one that waits skips it.
		$reminder_lock   = new NamedLock( 'reminder', 10 );
		$reminder_emails = new ReminderEmails( $dir . '/templates/' );
		$reminder_plan   = new ReminderScheduler( $yearly, new ReminderDays(), $unsubscribe, $reminder_lock );
		$reminder_send   = new ReminderSender( $yearly, new RenewLink( $offerings, $offering_pages ), $unsubscribe, $reminder_emails, $reminder_lock );
		add_action( 'temple_offerings_temple_tab', array( $yearly_fields, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $yearly_fields, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $yearly_fields, 'add_category_field' ), 10, 0 );
		add_action( 'product_cat_edit_form_fields', array( $yearly_fields, 'edit_category_field' ), 10, 1 );
		add_action( 'created_product_cat', array( $yearly_fields, 'save_category' ), 10, 1 );
		add_action( 'edited_product_cat', array( $yearly_fields, 'save_category' ), 10, 1 );
		// The lamp numbers' paid hooks, after them (10): one payment fires several, one action is queued.
		add_action( 'woocommerce_payment_complete', array( $reminder_plan, 'on_paid' ), 20, 1 );
		add_action( 'woocommerce_order_status_processing', array( $reminder_plan, 'on_paid' ), 20, 2 );
		add_action( 'woocommerce_order_status_completed', array( $reminder_plan, 'on_paid' ), 20, 2 );
		foreach ( array( 'woocommerce_order_status_cancelled', 'woocommerce_order_status_refunded', 'woocommerce_order_status_failed', 'woocommerce_trash_order', 'woocommerce_before_delete_order' ) as $order_gone ) {
			add_action( $order_gone, array( $reminder_plan, 'withdraw' ), 10, 1 );
		}
		add_action( ReminderScheduler::HOOK, array( $reminder_send, 'send' ), 10, 2 );
		add_filter( 'woocommerce_email_classes', array( $reminder_emails, 'register' ) );
		add_filter( 'woocommerce_prepare_email_for_preview', array( $reminder_emails, 'preview' ) );
		add_action( 'template_redirect', array( $unsubscribe, 'handle' ), 1, 0 );

		// Admin.
		$notice = new MissingWooCommerceNotice();
		add_action( 'admin_notices', array( $notice, 'render' ) );

		// Staff.
		$staff_rows    = new RitualRows( $formatter, $translate );
		$order_lines   = new OrderLines( $line_believers, $short_lines, $refunded );
		$staff_query   = new RitualListQuery( $order_lines, $short_lines );
		$print_page    = new PrintDocument( plugins_url( 'assets/staff/print.css', $this->file ), VERSION );
		$order_box     = new OrderBelieversBox( $formatter, $order_lines, $print_page );
		// Paperwork: the list, labels, tablets and reading list print through templates a theme may override.
		$paperwork     = new PaperworkSettings();
		$templates     = new Templates( $dir . '/templates/' );
		$print_columns = new PrintColumns();
		$ritual_page   = new RitualListPage( $staff_query, $staff_rows, $print_columns );
		$ritual_export = new RitualListExport( $staff_query, $staff_rows );
		$ritual_print  = new RitualListPrint( $staff_query, $staff_rows, $print_page, $print_columns, $templates );
		$paper_print   = new PaperworkPrint( $staff_query, new PaperworkSheets( $formatter ), $paperwork, $print_page, $templates );
		$staff_assets  = new StaffAssets( plugins_url( 'assets/staff/staff.css', $this->file ), VERSION, plugins_url( 'assets/staff/correction-date.js', $this->file ), RitualListPage::SLUG );
		// After WooCommerce's own boxes (its posts-storage screen adds them at 30): the box follows the items.
		add_action( 'add_meta_boxes', array( $order_box, 'add' ), 40 );
		add_action( 'admin_post_' . OrderBelieversBox::PRINT_ACTION, array( $order_box, 'print_page' ) );
		add_action( 'admin_menu', array( $ritual_page, 'register_menu' ) );
		add_action( 'admin_post_' . RitualListExport::ACTION, array( $ritual_export, 'download' ) );
		add_action( 'admin_post_' . RitualListExport::ACTION_XLSX, array( $ritual_export, 'download_xlsx' ) );
		add_action( 'admin_post_' . RitualListPrint::ACTION, array( $ritual_print, 'render' ) );
		add_action( 'admin_post_' . PaperworkPrint::ACTION, array( $paper_print, 'render' ) );
		add_action( 'admin_post_' . PaperworkSettings::ACTION, array( $paperwork, 'save' ) );
		add_action( 'temple_offerings_ritual_list_settings', array( $paperwork, 'render_form' ), 10, 0 );
		add_action( 'temple_offerings_ritual_list_buttons', array( $paper_print, 'buttons' ), 10, 1 );
		add_action( 'admin_enqueue_scripts', array( $staff_assets, 'enqueue' ) );
		// WooCommerce's refund form asks whose places are refunded, beside each offering line's quantity.
		$refund_field = new RefundChoiceField( $line_believers, $refunded, $believer_lines, plugins_url( 'assets/staff/refund-believers.js', $this->file ), VERSION );
		add_action( 'woocommerce_after_order_itemmeta', array( $refund_field, 'render' ), 30, 2 );
		add_action( 'admin_enqueue_scripts', array( $refund_field, 'enqueue' ) );
		// Lines whose believers do not match their quantity: on the order screen, the orders list and the dashboard.
		$short_notice = new ShortLinesNotice( $short_lines );
		$short_filter = new ShortLinesFilter();
		add_action( 'admin_notices', array( $short_notice, 'render' ), 10, 0 );
		add_action( 'woocommerce_after_order_itemmeta', array( $short_notice, 'mark' ), 20, 2 );
		add_action( 'woocommerce_order_list_table_restrict_manage_orders', array( $short_filter, 'render_hpos' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( $short_filter, 'render_posts' ), 10, 2 );
		add_filter( 'woocommerce_order_list_table_prepare_items_query_args', array( $short_filter, 'hpos_args' ), 10, 1 );
		add_action( 'pre_get_posts', array( $short_filter, 'posts_query' ), 10, 1 );
		add_action( 'wp_dashboard_setup', array( new ShortLinesWidget( $short_lines ), 'add' ), 10, 0 );
		// Registration cutoff (登記截止日): set on the product's Temple tab or its category; the
		// product's own day wins, else its categories' earliest. Past it the offering is not
		// purchasable (so every WooCommerce path refuses it), and the page shows it closed.
		$cutoff_fields = new CutoffFields();
		add_action( 'temple_offerings_temple_tab', array( $cutoff_fields, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $cutoff_fields, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $cutoff_fields, 'category_add_field' ), 10, 0 );
		add_action( 'product_cat_edit_form_fields', array( $cutoff_fields, 'category_edit_field' ), 10, 1 );
		// Before ProductsCache's flush on the same events, so no answer is cached with the old day.
		add_action( 'created_product_cat', array( $cutoff_fields, 'save_category' ), 5, 1 );
		add_action( 'edited_product_cat', array( $cutoff_fields, 'save_category' ), 5, 1 );
		add_filter( 'woocommerce_is_purchasable', array( $cutoff, 'purchasable' ), 10, 2 );
		add_filter( 'woocommerce_variation_is_purchasable', array( $cutoff, 'purchasable' ), 10, 2 );
		add_filter( 'woocommerce_cart_product_cannot_be_purchased_message', array( $cutoff, 'refusal' ), 10, 2 );
		// A paid line keeps the cutoff in force when it was paid (on the lamp numbers' paid hooks),
		// so a new season's day on the offering never reopens last season's corrections.
		$line_cutoff = new LineCutoff( $cutoff, $line_believers );
		add_action( 'woocommerce_payment_complete', array( $line_cutoff, 'on_paid' ), 10, 1 );
		add_action( 'woocommerce_order_status_processing', array( $line_cutoff, 'on_paid' ), 10, 2 );
		add_action( 'woocommerce_order_status_completed', array( $line_cutoff, 'on_paid' ), 10, 2 );
		add_filter( 'woocommerce_hidden_order_itemmeta', array( $line_cutoff, 'hide_meta' ) );

		// Corrections of believers on paid orders: staff any time from the Believers box; the
		// worshipper in My Account on their own lines until the line's cutoff, never over staff's.
		( new CorrectionFeature( $formatter, $translate, $line_believers, $believer_lines, $cutoff, $line_cutoff, $staff_assets, $dir . '/templates/', plugins_url( 'assets/account/correction.css', $this->file ), VERSION ) )->register();
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

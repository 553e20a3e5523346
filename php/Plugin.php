<?php
/**
 * Composition root: builds the services features share and lists the
 * features, one line each; every feature adds its own hooks.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings;

use TempleOfferings\Account\AccountFeature;
use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Account\FamilyBookOfferings;
use TempleOfferings\Account\FamilyBookPage;
use TempleOfferings\Admin\AdminFeature;
use TempleOfferings\Admin\StaffAssets;
use TempleOfferings\Block\BlockFeature;
use TempleOfferings\Block\OfferingsBlock;
use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cart\CartFeature;
use TempleOfferings\Correction\CorrectionFeature;
use TempleOfferings\Counter\ChannelColumn;
use TempleOfferings\Counter\CounterFeature;
use TempleOfferings\Counter\CounterRole;
use TempleOfferings\Cutoff\CutoffFeature;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Deadline\DeadlineFeature;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Draw\DrawFeature;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Domain\TaiSuiWords;
use TempleOfferings\Numbers\NumbersFeature;
use TempleOfferings\Offering\OfferingFeature;
use TempleOfferings\Offering\OfferingPages;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Offering\ProductsCache;
use TempleOfferings\Opening\CounterQuotas;
use TempleOfferings\Opening\CounterWindows;
use TempleOfferings\Opening\GuestCheckoutLimit;
use TempleOfferings\Opening\OpeningFeature;
use TempleOfferings\Opening\PersonalShares;
use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\OrderFeature;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Order\RenewLink;
use TempleOfferings\Order\ShortLines;
use TempleOfferings\Paperwork\PaperworkFeature;
use TempleOfferings\Privacy\BrowserDataOwner;
use TempleOfferings\Privacy\GuestDraftHours;
use TempleOfferings\Privacy\PrivacyFeature;
use TempleOfferings\Receipt\ReceiptAccountPage;
use TempleOfferings\Receipt\ReceiptFeature;
use TempleOfferings\Receipt\ReceiptListPage;
use TempleOfferings\Reminder\ReminderFeature;
use TempleOfferings\Rest\RestFeature;
use TempleOfferings\RitualList\RitualListFeature;
use TempleOfferings\RitualList\RitualListPage;
use TempleOfferings\RitualList\RitualListQuery;
use TempleOfferings\RitualList\RitualRows;
use TempleOfferings\Security\HourCounter;
use TempleOfferings\Security\Origins;
use TempleOfferings\Security\RateCounter;
use TempleOfferings\Security\SecurityFeature;
use TempleOfferings\Security\TrustedProxies;
use TempleOfferings\Security\WriteRateLimit;
use TempleOfferings\StaffEntry\StaffEntryFeature;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\NumberCounter;
use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;
use TempleOfferings\TaiSui\TaiSuiFeature;
use TempleOfferings\TaiSui\TaiSuiSeasons;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Wires the plugin's features to WordPress and WooCommerce.
 */
final class Plugin {

	/**
	 * @param string $file Absolute path of the plugin's main file.
	 */
	public function __construct( private string $file ) {}

	/**
	 * Registers every feature. Called once, from the main plugin file.
	 *
	 * Features are listed so that hooks of different features on the same
	 * hook name and priority run in the order they always have (WordPress
	 * runs those in the order they were added).
	 */
	public function register(): void {
		add_action( 'before_woocommerce_init', array( $this, 'declare_woocommerce_compatibility' ) );
		// First on `init`: an add answered early in it (AddToCartGuard) speaks the site's language too.
		add_action( 'init', array( $this, 'load_textdomain' ), 1 );

		$dir       = dirname( $this->file );
		$templates = new Templates( $dir . '/templates/' );
		$print     = new PrintDocument( $templates, $this->url( 'assets/staff/print.css' ), VERSION );
		// Believers read by people (cart lines, privacy export, staff screens) share one formatter.
		$formatter = new BelieverFormatter();

		// Offerings: one answer to "is this product an offering" (its categories give it a form kind).
		$offerings      = new Offerings();
		$offering_pages = new OfferingPages();
		$categories     = new ProductCategories();
		$products_cache = new ProductsCache();
		$cutoff         = new RegistrationCutoff();
		// When registration opens and closes, by the server's clock.
		$windows        = new RegistrationWindows();
		// The places an offering keeps for the temple's counter, and the counter's own window.
		$counter_windows = new CounterWindows( $windows );
		$quotas          = new CounterQuotas( $windows, $counter_windows );
		// The cart's invariant (an offering line exists only with valid believers, one per unit).
		$cart  = new BelieverCart( $offerings, new BelieverSanitizer(), new BelieverValidator(), new FieldMessage() );
		$lines = new BelieverLines( $formatter );
		// One reader of the believers stored on order lines, for every screen, list and export.
		$line_believers = new LineBelievers( new BelieverSanitizer() );
		$refunded       = new RefundedBelievers();
		$short_lines    = new ShortLines( $line_believers, $offerings, $refunded );
		$order_lines    = new OrderLines( $line_believers, $short_lines, $refunded );
		$renew_link     = new RenewLink( $offerings, $offering_pages );
		$ritual_query   = new RitualListQuery( $order_lines, $short_lines );
		// One atomic counter table for every number the temple gives (lamp numbers, receipts).
		$counter = new NumberCounter();
		// Receipts: made out to a line's believers (read the one way), printed on their own paper sizes.
		// Each by their place on the line; a believer a refund took is no longer among them.
		$believer_names = static fn( \WC_Order_Item_Product $item ): array => array_diff_key( array_column( $line_believers->read( $item )['believers'] ?? array(), 'name' ), array_flip( $refunded->of_line( $item )['believers'] ) );
		$receipt_page   = new PrintDocument( $templates, $this->url( 'assets/receipt/receipt.css' ), VERSION );
		// Who may write and how often.
		$origins         = new Origins();
		$trusted_proxies = new TrustedProxies();
		$write_rate      = new WriteRateLimit( new RateCounter(), $trusted_proxies );
		// What the offering page and My Account read.
		$store       = new BelieverStore();
		$guest_hours = new GuestDraftHours();
		$seasons     = new TaiSuiSeasons();
		$tai_sui     = new TaiSuiSettings( new TaiSuiWords(), $seasons );
		$staff       = new StaffAssets( $this->url( 'assets/staff/staff.css' ), VERSION, $this->url( 'assets/staff/correction-date.js' ), array( RitualListPage::SLUG, ReceiptListPage::SLUG ) );
		$rest        = new RestFeature( $origins, $write_rate, $products_cache, $categories, $cutoff, $windows, $store, $offerings, $line_believers, $seasons, $quotas );
		$block       = new OfferingsBlock( $dir, $this->file, $origins, new BrowserDataOwner(), $guest_hours, $categories, $rest->preloaded_answers(), $tai_sui );
		$book_page   = new FamilyBookPage( $this->file, $store, $categories, new FamilyBookOfferings( $offerings, $offering_pages ), $origins, $tai_sui );

		( new Capabilities() )->register();
		( new AdminFeature( $staff ) )->register();
		( new OrderFeature( $cart, $lines, $line_believers, $refunded, $short_lines, $order_lines, $offerings, $renew_link, $templates, $formatter, $print, $this->url( 'assets/staff/refund-believers.js' ), VERSION ) )->register();
		( new CartFeature( $cart, $lines, $offerings, $write_rate, $origins, $quotas ) )->register();
		( new OfferingFeature( $offerings, $offering_pages, $products_cache, $templates ) )->register();
		$rest->register();
		( new BlockFeature( $block ) )->register();
		// The rewrite rules are rebuilt when the plugin's My Account endpoints change: the receipts' is one.
		( new AccountFeature( $this->file, VERSION . '|' . ReceiptAccountPage::ENDPOINT, $store, $book_page ) )->register();
		( new PrivacyFeature( $store, $formatter, $lines, $line_believers, $guest_hours ) )->register();
		( new SecurityFeature( $trusted_proxies ) )->register();
		( new TaiSuiFeature( $tai_sui ) )->register();
		( new NumbersFeature( $counter, $line_believers, $refunded, $templates ) )->register();
		( new ReminderFeature( $line_believers, $renew_link, $templates, $dir . '/templates/', $tai_sui ) )->register();
		( new RitualListFeature( $ritual_query, new RitualRows( $formatter, array( $tai_sui, 'staff_text' ) ), $print, $templates ) )->register();
		( new PaperworkFeature( $ritual_query, $formatter, $print, $templates ) )->register();
		( new CutoffFeature( $cutoff, $templates ) )->register();
		( new CounterFeature( new CounterRole(), new OrderChannel(), new ChannelColumn(), $cart, $offerings, $counter_windows, $store, $order_lines, $rest->guard(), $receipt_page, $templates, $origins, $tai_sui, $this->file ) )->register();
		( new ReceiptFeature( $counter, $believer_names, $receipt_page, $templates, $this->url( 'assets/staff/refund-receipts.js' ), VERSION ) )->register();
		( new CorrectionFeature( $formatter, $line_believers, $lines, $cutoff, $staff, $templates, $dir . '/templates/', $this->url( 'assets/account/correction.css' ), VERSION ) )->register();
		( new StaffEntryFeature( $cart, $lines, $line_believers, $short_lines, $refunded, $rest->guard(), $origins, $this->file ) )->register();
		( new OpeningFeature( $windows, new PersonalShares(), new GuestCheckoutLimit( new HourCounter(), $trusted_proxies ) ) )->register();
		( new DeadlineFeature( $templates, $dir . '/templates/' ) )->register();
		( new DrawFeature( $windows, $templates, $dir . '/templates/' ) )->register();
	}

	/**
	 * The URL of one of the plugin's files.
	 *
	 * @param string $path Path inside the plugin.
	 */
	private function url( string $path ): string {
		return plugins_url( $path, $this->file );
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

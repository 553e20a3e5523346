<?php
/**
 * Receipts (收據) and thank-you certificates (感謝狀): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\NumberCounter;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * A paid order gets its receipts, numbered per year from the atomic counter
 * (ReceiptIssuer); the temple's details and who may void are settings
 * (ReceiptSettings), each offering's receipt type a field of its Temple tab
 * (ReceiptProductFields); staff see, print, void and reissue them in the
 * order screen's Receipts box (ReceiptBox, ReceiptActions); the worshipper
 * gets links in the order e-mail and under the order's details
 * (ReceiptLinks) to prints only they and staff can open (ReceiptPrint).
 * Every receipt is also a row of the receipts table (ReceiptTable, written
 * with it: ReceiptRegister), which WooCommerce → Receipts lists, filters and
 * exports (ReceiptListPage, ReceiptListExport), with a tab of the year's
 * donors and their yearly export (ReceiptDonorsView); each donor's annual
 * statement prints for staff and, from My Account → 收據 (ReceiptAccountPage),
 * for the worshipper's own account (StatementPrint). A donor who asks for it
 * gives their ID number for their receipts (DonorId: My Account's
 * DonorIdForm, or staff in the Receipts box), printed on them and erased
 * with their personal data once the temple's years of keeping receipts are
 * over (ReceiptPrivacy, DonorIdRetention).
 * Depends on Domain/ and Support/ only: the names on an order line come from
 * a reader the composition root hands in.
 */
final class ReceiptFeature {

	/**
	 * @var callable(\WC_Order_Item_Product): string[]
	 */
	private $believer_names;

	/**
	 * @param NumberCounter $counter        The atomic counters (shared with the lamp numbers).
	 * @param callable      $believer_names fn( \WC_Order_Item_Product ): string[], a line's believers' names in order.
	 * @param PrintDocument $print_page     The bare printable page, with the receipt stylesheet.
	 * @param Templates     $templates      The plugin's templates, as a theme may override them.
	 * @param string        $refund_script  URL of assets/staff/refund-receipts.js.
	 * @param string        $version        Cache-busting version.
	 */
	public function __construct( private NumberCounter $counter, callable $believer_names, private PrintDocument $print_page, private Templates $templates, private string $refund_script, private string $version ) {
		$this->believer_names = $believer_names;
	}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$settings = new ReceiptSettings();
		$channels = new ReceiptChannels();
		$table    = new ReceiptTable();
		$register = new ReceiptRegister( $table, $channels );
		$store    = new ReceiptStore( $register );
		$ids      = new DonorId();
		$issuer   = new ReceiptIssuer( $this->counter, new OrderReceiptLines( $this->believer_names ), $store, $settings, $ids );
		$print    = new ReceiptPrint( $store, $settings, $this->print_page, $this->templates );
		$box      = new ReceiptBox( $store, $settings, $this->templates, $ids, $issuer );
		$actions  = new ReceiptActions( $issuer, $settings, $ids );
		$links    = new ReceiptLinks( $store, $this->templates );
		$fields   = new ReceiptProductFields( $this->templates );
		add_action( 'init', array( $this->counter, 'install' ) );
		add_action( 'init', array( $table, 'install' ) );
		// The receipts table follows every order that has receipts; those issued before it existed are written once.
		add_action( 'woocommerce_update_order', array( $register, 'on_saved' ), 20, 2 );
		( new ReceiptTableBackfill( $register, $store ) )->backfill()->register();
		// The counter's receipts in a series of their own, when the temple sets one.
		add_filter( 'temple_offerings_receipt_series', array( new ReceiptSeries( $settings, $channels ), 'of' ), 5, 2 );
		// Paid: one path for a gateway's payment and for staff marking a transfer or cash paid.
		add_action( 'woocommerce_payment_complete', array( $issuer, 'on_paid' ), 20, 1 );
		add_action( 'woocommerce_order_status_processing', array( $issuer, 'on_paid' ), 20, 3 );
		add_action( 'woocommerce_order_status_completed', array( $issuer, 'on_paid' ), 20, 3 );
		// Printing, for staff and the order's own worshipper (guests by their order key).
		add_action( 'admin_post_' . ReceiptPrint::ACTION, array( $print, 'render' ) );
		add_action( 'admin_post_nopriv_' . ReceiptPrint::ACTION, array( $print, 'render' ) );
		add_action( 'woocommerce_email_after_order_table', array( $links, 'email' ), 20, 4 );
		add_action( 'woocommerce_order_details_after_order_table', array( $links, 'order_details' ), 15, 1 );
		// The order screen's box and what staff do in it.
		add_action( 'add_meta_boxes', array( $box, 'add' ), 40 );
		add_action( 'admin_footer', array( $box, 'footer' ) );
		add_action( 'admin_post_' . ReceiptActions::ACTION, array( $actions, 'handle' ) );
		// WooCommerce's orders API neither rewrites the receipts nor hands out the donor's ID number.
		$guard = new ReceiptRestGuard();
		add_filter( 'woocommerce_rest_pre_insert_shop_order_object', array( $guard, 'check' ), 10, 2 );
		add_filter( 'woocommerce_rest_prepare_shop_order_object', array( $guard, 'hide' ), 10, 1 );
		// An order with receipts is never deleted for good (the trash keeps it).
		$deletion = new ReceiptDeletionGuard( $store );
		add_filter( 'rest_request_before_callbacks', array( $deletion, 'check_rest' ), 10, 3 );
		add_action( 'woocommerce_before_delete_order', array( $deletion, 'before_delete' ), 1, 1 );
		add_filter( 'pre_delete_post', array( $deletion, 'before_delete_post' ), 10, 2 );
		// Nor does the customers API read or write the account's ID number.
		$id_guard = new DonorIdRestGuard();
		add_filter( 'rest_request_before_callbacks', array( $id_guard, 'check' ), 10, 3 );
		add_filter( 'woocommerce_rest_prepare_customer', array( $id_guard, 'hide' ), 10, 1 );
		// A refund in the order screen's form says what becomes of each receipt.
		$refunds = new RefundReceipts( $store, $issuer, $settings, $this->templates, $this->refund_script, $this->version );
		add_action( 'woocommerce_order_item_add_action_buttons', array( $refunds, 'render' ), 10, 1 );
		add_action( 'admin_enqueue_scripts', array( $refunds, 'enqueue' ) );
		add_action( 'woocommerce_create_refund', array( $refunds, 'check' ), 20, 1 );
		add_action( 'woocommerce_refund_created', array( $refunds, 'apply' ), 20, 1 );
		// WooCommerce → Receipts: the list, its exports.
		$donors     = new ReceiptDonors();
		$donor_view = new ReceiptDonorsView( $donors, $this->templates );
		$list       = new ReceiptListPage( $table, $settings, $channels, $donor_view, $this->templates );
		$export     = new ReceiptListExport( $table, $list, $settings, $channels );
		add_action( 'admin_menu', array( $list, 'register_menu' ), 20 );
		add_action( 'admin_post_' . ReceiptListExport::ACTION_CSV, array( $export, 'csv' ) );
		add_action( 'admin_post_' . ReceiptListExport::ACTION_XLSX, array( $export, 'xlsx' ) );
		add_action( 'admin_post_' . ReceiptDonorsView::ACTION_CSV, array( $donor_view, 'csv' ) );
		add_action( 'admin_post_' . ReceiptDonorsView::ACTION_XLSX, array( $donor_view, 'xlsx' ) );
		// Each donor's annual statement, for staff and the worshipper's own; My Account → 收據.
		$statement = new StatementPrint( $donors, $store, $settings, $this->print_page, $this->templates );
		add_action( 'admin_post_' . StatementPrint::ACTION, array( $statement, 'render' ) );
		add_action( 'admin_post_nopriv_' . StatementPrint::ACTION, array( $statement, 'render' ) );
		$id_form = new DonorIdForm( $ids );
		$account = new ReceiptAccountPage( $donors, $settings, $id_form, $this->templates );
		add_filter( 'woocommerce_get_query_vars', array( $account, 'query_vars' ) );
		add_filter( 'woocommerce_account_menu_items', array( $account, 'menu_items' ), 20 );
		add_filter( 'woocommerce_endpoint_' . ReceiptAccountPage::ENDPOINT . '_title', array( $account, 'title' ), 10, 0 );
		add_action( 'woocommerce_account_' . ReceiptAccountPage::ENDPOINT . '_endpoint', array( $account, 'render' ), 10, 0 );
		add_action( 'template_redirect', array( $id_form, 'handle' ) );
		$this->register_privacy( new ReceiptPrivacy( $ids, $store, $issuer, $settings ) );
		// Settings: the temple's, and each offering's.
		add_filter( 'woocommerce_get_settings_advanced', array( $settings, 'add' ), 50, 2 );
		foreach ( ReceiptSettings::text_options() as $option ) {
			add_filter( 'woocommerce_admin_settings_sanitize_option_' . $option, array( $settings, 'save_text' ) );
		}
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::TAX_ID, array( $settings, 'save_tax_id' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::SEAL, array( $settings, 'save_seal' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::YEAR_STYLE, array( $settings, 'save_year_style' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::VOID_CAPABILITY, array( $settings, 'save_capability' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::ID_YEARS, array( $settings, 'save_id_years' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . ReceiptSettings::COUNTER_SERIES, array( $settings, 'save_counter_series' ) );
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_fields' ), 30, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
	}

	/**
	 * Receipts and the donor's ID number in WooCommerce's personal-data
	 * export and erasure; the ID numbers kept for the temple's years erased
	 * when those are over.
	 *
	 * @param ReceiptPrivacy $privacy The hooks.
	 */
	private function register_privacy( ReceiptPrivacy $privacy ): void {
		add_filter( 'woocommerce_privacy_export_customer_personal_data', array( $privacy, 'export_customer' ), 10, 2 );
		add_filter( 'woocommerce_privacy_export_order_personal_data', array( $privacy, 'export_order' ), 20, 2 );
		add_filter( 'woocommerce_privacy_erase_personal_data_customer', array( $privacy, 'erase_customer' ), 10, 2 );
		add_action( 'woocommerce_privacy_remove_order_personal_data', array( $privacy, 'erase_order' ), 20, 1 );
		add_action( 'admin_init', array( $privacy, 'schedule' ) );
		add_action( DonorIdRetention::HOOK, array( $privacy, 'erase_due' ) );
	}
}

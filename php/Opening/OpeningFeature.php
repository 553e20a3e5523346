<?php
/**
 * Opening day: registration windows and fair shares, every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

/**
 * When registration for an offering opens and closes (set on the product's
 * Temple tab or its category) and how many places one order and one person
 * may hold (the Temple tab), enforced by the server's clock on every path
 * into an order: the adds, both checkouts and WooCommerce's REST orders API.
 * The offering page shows the window (RegistrationWindows' labels, carried
 * on the catalogue's rows).
 */
final class OpeningFeature {

	/**
	 * @param RegistrationWindows     $windows The windows.
	 * @param PersonalShares          $shares  Limits and counts.
	 * @param GuestCheckoutLimit|null $guests  Guest checkouts per e-mail and address an hour.
	 */
	public function __construct( private RegistrationWindows $windows, private PersonalShares $shares, private ?GuestCheckoutLimit $guests = null ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$this->settings();
		$this->window();
		$this->shares();
		$this->households();
		$rest = new RestOrderOpening( $this->windows, $this->shares );
		add_filter( 'woocommerce_rest_pre_insert_shop_order_object', array( $rest, 'check' ), 10, 3 );
		add_filter( 'woocommerce_rest_pre_insert_shop_order', array( $rest, 'check_v1' ), 10, 1 );
		$this->quotas();
	}

	/**
	 * The fields on the product's Temple tab and the category forms.
	 */
	private function settings(): void {
		$window = new WindowFields();
		$limits = new LimitFields();
		add_action( 'temple_offerings_temple_tab', array( $window, 'product_field' ), 10, 1 );
		add_action( 'temple_offerings_temple_tab', array( $limits, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $window, 'save_product' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $limits, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $window, 'category_add_field' ), 10, 0 );
		add_action( 'product_cat_edit_form_fields', array( $window, 'category_edit_field' ), 10, 1 );
		// Before ProductsCache's flush on the same events, so no answer is cached with the old window.
		add_action( 'created_product_cat', array( $window, 'save_category' ), 5, 1 );
		add_action( 'edited_product_cat', array( $window, 'save_category' ), 5, 1 );
		add_action( 'admin_notices', array( $window, 'category_notice' ), 10, 0 );
	}

	/**
	 * Places kept for the counter: the Temple tab's fields, and WooCommerce's
	 * REST orders API selling only what the page may (the cart's paths are
	 * Cart\PlacesCheck's, the counter's its own).
	 */
	private function quotas(): void {
		$fields = new QuotaFields();
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
		$rest = new RestOrderQuota( new CounterQuotas( $this->windows, new CounterWindows( $this->windows ) ) );
		add_filter( 'woocommerce_rest_pre_insert_shop_order_object', array( $rest, 'check' ), 11, 3 );
		add_filter( 'woocommerce_rest_pre_insert_shop_order', array( $rest, 'check_v1' ), 11, 1 );
	}

	/**
	 * Nothing goes into a cart, or out of one into an order, outside its
	 * window: checked before any other check of an add reads the believers
	 * (the origin check alone comes first), and on both checkouts.
	 */
	private function window(): void {
		$guard = new WindowGuard( $this->windows );
		add_filter( 'woocommerce_add_to_cart_validation', array( $guard, 'validate' ), 2, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $guard, 'store_api' ), 5, 1 );
		add_action( 'woocommerce_check_cart_items', array( $guard, 'check_cart_items' ), 10, 0 );
		add_action( 'woocommerce_store_api_cart_errors', array( $guard, 'store_api_cart_errors' ), 10, 2 );
	}

	/**
	 * Places per order and per person: on the adds after the places are
	 * checked, and on both checkouts under a lock per limited offering.
	 */
	private function shares(): void {
		$guard = new ShareGuard( $this->shares );
		add_filter( 'woocommerce_add_to_cart_validation', array( $guard, 'validate' ), 26, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $guard, 'store_api' ), 25, 1 );
		add_action( 'woocommerce_after_checkout_validation', array( $guard, 'classic_checkout' ), 10, 2 );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( $guard, 'store_api_checkout' ), 10, 2 );
		add_action( 'shutdown', array( $guard, 'release' ), 10, 0 );
	}

	/**
	 * Places per phone number and per household (their fields and the phone
	 * every order carries), and guest checkouts per e-mail and address an hour.
	 */
	private function households(): void {
		$fields = new HouseholdFields();
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_field' ), 11, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
		add_action( 'woocommerce_before_order_object_save', array( new HouseholdShares(), 'stamp' ), 10, 1 );
		if ( null === $this->guests ) {
			return;
		}
		$guests = $this->guests;
		add_filter( 'woocommerce_get_settings_advanced', array( $guests, 'add' ), 45, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . GuestCheckoutLimit::PER_EMAIL, array( $guests, 'sanitize_option' ), 10, 1 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . GuestCheckoutLimit::PER_ADDRESS, array( $guests, 'sanitize_option' ), 10, 1 );
		add_action( 'woocommerce_after_checkout_validation', array( $guests, 'classic_checkout' ), 20, 2 );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( $guests, 'store_api_checkout' ), 20, 2 );
		add_action( 'woocommerce_checkout_order_created', array( $guests, 'keep' ), 10, 0 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( $guests, 'keep' ), 10, 0 );
		add_action( 'shutdown', array( $guests, 'release' ), 10, 0 );
	}
}

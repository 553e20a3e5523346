<?php
/**
 * How many guest checkouts of offerings one e-mail and one address may make an hour.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Security\HourCounter;
use TempleOfferings\Security\TrustedProxies;
use TempleOfferings\Security\WriteRateLimit;
use WC_Product;
use WP_Error;

/**
 * A guest's limits per person count by the billing e-mail, which a guest may
 * change at will; so a site may also limit the guest checkouts whose cart
 * holds an offering, per billing e-mail and per client address (as
 * TrustedProxies resolves it; IPv6 by its /64), within a sliding hour
 * (HourCounter, shared by every PHP node). Accounts are not counted: their
 * limits per person hold whatever e-mail they type.
 *
 * A checkout counts itself first, atomically, and is refused with a zh_TW
 * sentence when that makes one more than the setting allows (the count
 * taken back, the checkout form kept as it was); a counted checkout that
 * ends without an order (another check refused it) is taken back at the end
 * of the request. So two checkouts at once on two PHP nodes cannot both
 * take the last one.
 *
 * Settings: WooCommerce → Settings → Advanced → Page setup, in the plugin's
 * section, options PER_EMAIL and PER_ADDRESS, 0 (no limit) by default.
 */
final class GuestCheckoutLimit {

	public const PER_EMAIL = 'temple_offerings_guest_checkouts_per_email';

	public const PER_ADDRESS = 'temple_offerings_guest_checkouts_per_address';

	public const EMAIL_CODE = 'temple_offerings_guest_email_hourly';

	public const ADDRESS_CODE = 'temple_offerings_guest_address_hourly';

	/** The highest limit the screen takes. */
	public const MAX = 1000;

	/**
	 * Hits this request counted, to take back if no order comes of them.
	 *
	 * @var array<int, array{name: string, at: int}>
	 */
	private array $counted = array();

	/**
	 * @param HourCounter    $counter Hits within the hour, shared by every node.
	 * @param TrustedProxies $proxies Tells the client's address.
	 */
	public function __construct( private HourCounter $counter, private TrustedProxies $proxies ) {}

	/**
	 * A limit from whatever was typed or stored: a whole number from 0 (no limit) to MAX.
	 *
	 * @param mixed $value The raw value.
	 */
	public static function sanitize( mixed $value ): int {
		$value = is_string( $value ) ? trim( $value ) : $value;
		return is_numeric( $value ) ? max( 0, min( self::MAX, (int) $value ) ) : 0;
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_<option>`: what the screen saves.
	 *
	 * @param mixed $value The submitted value.
	 */
	public function sanitize_option( mixed $value ): int {
		return self::sanitize( $value );
	}

	/**
	 * Filter `woocommerce_get_settings_advanced`: the two fields, in the plugin's section.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$fields = array(
			self::PER_EMAIL   => array( __( 'Guest checkouts of offerings per e-mail per hour', 'temple-offerings' ), __( 'The most checkouts holding an offering that guests may make with one billing e-mail within an hour; customers with an account are not counted. 0: no limit.', 'temple-offerings' ) ),
			self::PER_ADDRESS => array( __( 'Guest checkouts of offerings per client address per hour', 'temple-offerings' ), __( 'The most checkouts holding an offering that guests may make from one network address within an hour (a temple\'s Wi-Fi or a mobile network may be shared by many). 0: no limit.', 'temple-offerings' ) ),
		);
		foreach ( $fields as $id => [ $title, $desc ] ) {
			$settings = \TempleOfferings\Support\SettingsSection::add_field(
				$settings,
				array(
					'title'             => $title,
					'desc'              => $desc,
					'desc_tip'          => false,
					'id'                => $id,
					'type'              => 'number',
					'default'           => '0',
					'css'               => 'width: 6em;',
					'custom_attributes' => array(
						'min'  => '0',
						'max'  => (string) self::MAX,
						'step' => '1',
					),
				)
			);
		}
		return $settings;
	}

	/**
	 * Hooked on `woocommerce_after_checkout_validation` at 20 (classic checkout).
	 *
	 * @param mixed $data   The posted checkout fields.
	 * @param mixed $errors WP_Error to add to.
	 */
	public function classic_checkout( mixed $data, mixed $errors = null ): void {
		if ( ! $errors instanceof WP_Error || $errors->has_errors() ) {
			return;
		}
		$refusal = $this->refusal( is_array( $data ) && is_string( $data['billing_email'] ?? null ) ? $data['billing_email'] : '' );
		if ( null !== $refusal ) {
			AddRefusal::add_to( $errors, $refusal );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_checkout_update_customer_from_request`
	 * at 20, after the places limits.
	 *
	 * @param mixed $customer The customer, its billing e-mail set from the request.
	 * @param mixed $request  The checkout request.
	 * @throws RouteException Past a limit.
	 */
	public function store_api_checkout( mixed $customer, mixed $request = null ): void {
		if ( ! $request instanceof \WP_REST_Request || 'POST' !== $request->get_method() ) {
			return;
		}
		$refusal = $this->refusal( $customer instanceof \WC_Customer ? (string) $customer->get_billing_email() : '' );
		if ( null !== $refusal ) {
			AddRefusal::raise( $refusal );
		}
	}

	/**
	 * Hooked on `woocommerce_checkout_order_created` and
	 * `woocommerce_store_api_checkout_order_processed`: the checkout made its order, its count stays.
	 */
	public function keep(): void {
		$this->counted = array();
	}

	/**
	 * Hooked on `shutdown`: a counted checkout that made no order is taken back.
	 */
	public function release(): void {
		foreach ( $this->counted as $hit ) {
			$this->counter->undo( $hit['name'], $hit['at'] );
		}
		$this->counted = array();
	}

	/**
	 * Counts a guest's checkout of offerings, or refuses it past a limit.
	 *
	 * @param string $email The billing e-mail.
	 * @return array{code: string, message: string}|null
	 */
	private function refusal( string $email ): ?array {
		if ( 0 !== get_current_user_id() || array() !== $this->counted || ! $this->cart_holds_offering() ) {
			return null;
		}
		$limits = array(
			self::EMAIL_CODE   => array( self::sanitize( get_option( self::PER_EMAIL, 0 ) ), 'email:' . strtolower( trim( $email ) ) ),
			self::ADDRESS_CODE => array( self::sanitize( get_option( self::PER_ADDRESS, 0 ) ), 'address:' . WriteRateLimit::address( $this->proxies->client() ) ),
		);
		foreach ( $limits as $code => [ $limit, $name ] ) {
			if ( 0 === $limit || ( self::EMAIL_CODE === $code && ! is_email( $email ) ) ) {
				continue;
			}
			$at = time();
			if ( $this->counter->hit( $name ) ) {
				$this->counted[] = array(
					'name' => $name,
					'at'   => $at,
				);
			}
			if ( $this->counter->count( $name ) > $limit ) {
				$this->release();
				return array(
					'code'    => $code,
					'message' => self::message( $code, $limit ),
				);
			}
		}
		return null;
	}

	/**
	 * The refusal's sentence.
	 *
	 * @param string $code  EMAIL_CODE or ADDRESS_CODE.
	 * @param int    $limit The setting.
	 */
	public static function message( string $code, int $limit ): string {
		return self::EMAIL_CODE === $code
			/* translators: %d: guest checkouts one e-mail may make an hour. */
			? sprintf( __( 'This e-mail address has made %d guest checkouts of offerings within the last hour, the most allowed. Please try again later, or log in to check out.', 'temple-offerings' ), $limit )
			/* translators: %d: guest checkouts one network address may make an hour. */
			: sprintf( __( 'Your network has made %d guest checkouts of offerings within the last hour, the most allowed. Please try again later, or log in to check out.', 'temple-offerings' ), $limit );
	}

	/**
	 * Whether the cart about to become an order holds an offering (a product whose categories give it a form).
	 */
	private function cart_holds_offering(): bool {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		foreach ( $cart ? $cart->get_cart() : array() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			$terms = get_the_terms( PersonalShares::offering_id( $product ), 'product_cat' );
			$slugs = is_array( $terms ) ? array_values( array_filter( wp_list_pluck( $terms, 'slug' ), 'is_string' ) ) : array();
			if ( null !== FormKind::of( $slugs ) ) {
				return true;
			}
		}
		return false;
	}
}

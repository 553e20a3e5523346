<?php
/**
 * Believers in WooCommerce's cart: the add, the session, the display and the quantity.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

/**
 * The WooCommerce side of BelieverCart. CartFeature hooks each method:
 *
 * - `woocommerce_add_to_cart_validation`: the posted `meta_data` is checked by
 *   BelieverCart; a refusal becomes an error notice and adds nothing;
 * - `woocommerce_cart_redirect_after_error`: on the wc-ajax add, the failure
 *   answer is sent here, carrying the refusal (`{ error, message, code,
 *   errors?, product_url }`), and this add's notices are taken back so they do
 *   not show again on the next page (the visitor's other notices stay);
 * - `woocommerce_add_cart_item_data`, `woocommerce_get_cart_item_from_session`:
 *   the believers ride on the cart item and survive the session;
 * - `woocommerce_get_item_data`: one plain-text row per believer under the line
 *   (classic and block cart and checkout);
 * - the quantity is the number of believers and cannot be changed: read-only in
 *   the classic cart, not editable and pinned (minimum = maximum) in the Store
 *   API, refused in `woocommerce_update_cart_validation`.
 */
final class CartHooks {

	/**
	 * The refusal of this request's last add, for the wc-ajax answer.
	 */
	private ?CartRefusal $refusal = null;

	/**
	 * The visitor's notices before the wc-ajax add began.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $notices_before = null;

	/**
	 * @param BelieverCart  $cart  The shared service.
	 * @param BelieverLines $lines Believers as text lines.
	 */
	public function __construct( private BelieverCart $cart, private BelieverLines $lines ) {}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` (wc-ajax, the classic form,
	 * the Store API and order-again all run it).
	 *
	 * @param mixed     $passed       Validation so far.
	 * @param mixed     $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed     $quantity     Requested quantity.
	 * @param mixed     $variation_id Variation id, when given separately.
	 * @param mixed     $variations   Variation attributes (unused).
	 * @param mixed     $item_data    Cart item data (Store API, order again).
	 */
	public function validate( mixed $passed, mixed $product_id, mixed $quantity, mixed $variation_id = 0, mixed $variations = array(), mixed $item_data = array() ): bool {
		$this->refusal = null;
		if ( ! $passed ) {
			return false;
		}
		$id        = (int) $variation_id > 0 ? (int) $variation_id : (int) $product_id;
		$believers = is_array( $item_data ) && isset( $item_data[ BelieverCart::DATA_KEY ] ) ? $item_data[ BelieverCart::DATA_KEY ] : null;
		if ( null !== $believers && is_int( $item_data[ BelieverCart::PLACES_KEY ] ?? null ) ) {
			// Order again of a line with refunded believers: the places it takes again.
			$quantity = $item_data[ BelieverCart::PLACES_KEY ];
		}
		try {
			$this->cart->check( $id, is_numeric( $quantity ) ? +$quantity : 0, null === $believers ? self::posted_meta_data() : null, $believers );
			return true;
		} catch ( CartRefusal $refusal ) {
			$this->refusal = $refusal;
			wc_add_notice( esc_html( $refusal->getMessage() ), 'error', array( 'code' => $refusal->error_code ) );
			return false;
		}
	}

	/**
	 * Hooked on `woocommerce_cart_redirect_after_error`, which only the wc-ajax
	 * add runs, right before it answers `{ error, product_url }`: answers
	 * instead with the refusal's message and code, and takes the notices back.
	 *
	 * @param mixed $url        Product URL.
	 * @param mixed $product_id Product id.
	 * @return mixed The URL, when this is not the wc-ajax add.
	 */
	public function answer_ajax_failure( mixed $url, mixed $product_id = 0 ): mixed {
		// Only WooCommerce's own wc-ajax add, once it has begun: AddToCartGuard also runs this filter
		// for the page it names when it answers an add on `init`.
		if ( ! did_action( 'wc_ajax_add_to_cart' ) || ! self::is_ajax_add() ) {
			return $url;
		}
		$refusal = $this->refusal_to_wait() ?? $this->refusal ?? $this->refusal_from_notices();
		// The answer carries the refusal; the notices this add made are taken back, the visitor's others stay.
		WooNotices::restore( $this->notices_before ?? array() );
		$refusal->send_ajax_answer( $url );
		return $url;
	}

	/**
	 * Whether this request is WooCommerce's wc-ajax add (`/?wc-ajax=add_to_cart`).
	 */
	public static function is_ajax_add(): bool {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- only reads which wc-ajax action runs.
		return wp_doing_ajax() && 'add_to_cart' === ( isset( $_GET['wc-ajax'] ) ? sanitize_key( wp_unslash( $_GET['wc-ajax'] ) ) : '' );
	}

	/**
	 * Hooked on `wc_ajax_add_to_cart`, priority 1 (WooCommerce answers at 10):
	 * remembers the notices the visitor had before this add.
	 */
	public function remember_notices(): void {
		$this->notices_before = WooNotices::snapshot();
	}

	/**
	 * The refusal for the rate (its notice carries `retry_after`), if this add
	 * met it: it answers alone, whatever else refused the add, so the page
	 * can say how long to wait.
	 */
	private function refusal_to_wait(): ?CartRefusal {
		foreach ( $this->new_error_notices() as $notice ) {
			$wait = is_array( $notice ) ? ( $notice['data']['retry_after'] ?? null ) : null;
			$code = is_array( $notice ) ? ( $notice['data']['code'] ?? null ) : null;
			if ( is_int( $wait ) && is_string( $code ) ) {
				return new CartRefusal( $code, self::notice_text( $notice ), array(), array( 'retry_after' => $wait ) );
			}
		}
		return null;
	}

	/**
	 * A refusal WooCommerce made itself (out of stock, not purchasable…), from
	 * its error notices.
	 */
	private function refusal_from_notices(): CartRefusal {
		$texts = array();
		$code  = CartRefusal::ADD_FAILED;
		foreach ( $this->new_error_notices() as $notice ) {
			// A refusal of the plugin's own (origin, cart cap) names its code in the notice's data.
			$named = is_array( $notice ) ? ( $notice['data']['code'] ?? '' ) : '';
			if ( CartRefusal::ADD_FAILED === $code && is_string( $named ) && str_starts_with( $named, 'temple_offerings_' ) ) {
				$code = $named;
			}
			$text = self::notice_text( $notice );
			if ( '' !== $text ) {
				$texts[] = $text;
			}
		}
		$message = array() !== $texts ? implode( ' ', $texts ) : __( 'Adding to the cart failed. Please try again later.', 'temple-offerings' );
		return new CartRefusal( $code, $message );
	}

	/**
	 * The error notices this add made (the visitor's earlier ones left out).
	 *
	 * @return array<int, mixed>
	 */
	private function new_error_notices(): array {
		$before = array_map( 'serialize', (array) ( $this->notices_before['error'] ?? array() ) );
		return array_values(
			array_filter(
				wc_get_notices( 'error' ),
				// Compares notices, nothing is stored.
				static fn( mixed $notice ): bool => ! in_array( serialize( $notice ), $before, true )
			)
		);
	}

	/**
	 * A notice as plain text.
	 *
	 * @param mixed $notice A notice as wc_get_notices() lists it.
	 */
	private static function notice_text( mixed $notice ): string {
		$text = is_array( $notice ) ? (string) ( $notice['notice'] ?? '' ) : (string) $notice;
		return trim( html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES, 'UTF-8' ) );
	}

	/**
	 * Hooked on `woocommerce_add_cart_item_data`: the believers go on the line
	 * being built, checked again (BelieverCart::line_data()).
	 *
	 * @param mixed $data         Cart item data.
	 * @param mixed $product_id   Product id.
	 * @param mixed $variation_id Variation id.
	 * @param mixed $quantity     Quantity being added.
	 * @return mixed
	 */
	public function attach( mixed $data, mixed $product_id, mixed $variation_id = 0, mixed $quantity = 0 ): mixed {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		return $this->cart->line_data( $data, (int) $product_id, (int) $variation_id, is_numeric( $quantity ) ? +$quantity : 0, self::posted_meta_data() );
	}

	/**
	 * The `meta_data` field of the wc-ajax or classic form add, unslashed, or null.
	 */
	private static function posted_meta_data(): ?string {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Missing, TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- WooCommerce's add to cart has no nonce; the JSON text is decoded and every believer sanitized and validated by BelieverCart.
		return isset( $_POST['meta_data'] ) && is_string( $_POST['meta_data'] ) ? wp_unslash( $_POST['meta_data'] ) : null;
	}

	/**
	 * Hooked on `woocommerce_get_cart_item_from_session`: keeps the believers
	 * and holds the quantity to their number.
	 *
	 * @param mixed $item   Cart item being restored.
	 * @param mixed $values Stored values.
	 * @return mixed
	 */
	public function restore( mixed $item, mixed $values ): mixed {
		if ( ! is_array( $item ) || ! is_array( $values ) || ! isset( $values[ BelieverCart::DATA_KEY ] ) ) {
			return $item;
		}
		$believers = $values[ BelieverCart::DATA_KEY ];
		$kind      = $values[ BelieverCart::KIND_KEY ] ?? '';
		if ( ! is_array( $believers ) || array() === $believers || ! is_string( $kind ) ) {
			unset( $item[ BelieverCart::DATA_KEY ], $item[ BelieverCart::KIND_KEY ] );
			return $item;
		}
		$item[ BelieverCart::DATA_KEY ] = $believers;
		$item[ BelieverCart::KIND_KEY ] = $kind;
		$item[ BelieverCart::LINE_KEY ] = (string) ( $values[ BelieverCart::LINE_KEY ] ?? '' );
		$item['quantity']               = count( $believers );
		return $item;
	}

	/**
	 * Hooked on `woocommerce_get_item_data`: one row per believer, as escaped
	 * text: the classic templates and the block cart read `display` and `value`
	 * as HTML, and the Store API passes both through wp_kses_post, which would
	 * mangle a raw '<' (it reads `<img src=x…` as a tag).
	 *
	 * @param mixed $rows Rows so far.
	 * @param mixed $item Cart item.
	 * @return mixed
	 */
	public function item_data( mixed $rows, mixed $item ): mixed {
		$believers = $this->believers( $item );
		if ( null === $believers || ! is_array( $rows ) ) {
			return $rows;
		}
		foreach ( $this->lines->lines( $believers, (string) $item[ BelieverCart::KIND_KEY ] ) as [ $label, $text ] ) {
			$rows[] = array(
				'key'     => esc_html( $label ),
				'value'   => esc_html( $text ),
				'display' => esc_html( $text ),
			);
		}
		return $rows;
	}

	/**
	 * Hooked on `woocommerce_cart_item_quantity` (classic cart): the quantity as
	 * text, with no field, so a cart update posts nothing for the line.
	 *
	 * @param mixed $html Quantity field.
	 * @param mixed $key  Cart item key.
	 * @param mixed $item Cart item.
	 * @return mixed
	 */
	public function quantity_field( mixed $html, mixed $key = '', mixed $item = array() ): mixed {
		$believers = $this->believers( $item );
		if ( null === $believers ) {
			return $html;
		}
		return sprintf( '<span class="temple-offerings-quantity">%s</span>', esc_html( (string) count( $believers ) ) );
	}

	/**
	 * Hooked on `woocommerce_store_api_product_quantity_editable`.
	 *
	 * @param mixed $editable  Editable so far.
	 * @param mixed $product   Product.
	 * @param mixed $item      Cart item or null.
	 */
	public function quantity_editable( mixed $editable, mixed $product = null, mixed $item = null ): mixed {
		return null === $this->believers( $item ) ? $editable : false;
	}

	/**
	 * Hooked on `woocommerce_store_api_product_quantity_minimum` and `…_maximum`:
	 * both are the number of believers, so the Store API's update-item refuses
	 * any other quantity.
	 *
	 * @param mixed $value   Limit so far.
	 * @param mixed $product Product.
	 * @param mixed $item    Cart item or null.
	 * @return mixed
	 */
	public function quantity_limit( mixed $value, mixed $product = null, mixed $item = null ): mixed {
		$believers = $this->believers( $item );
		return null === $believers ? $value : count( $believers );
	}

	/**
	 * Hooked on `woocommerce_update_cart_validation` (classic cart update):
	 * another quantity than the number of believers is refused; 0 removes the line.
	 *
	 * @param mixed $passed   Validation so far.
	 * @param mixed $key      Cart item key.
	 * @param mixed $values   Cart item.
	 * @param mixed $quantity New quantity.
	 */
	public function validate_update( mixed $passed, mixed $key, mixed $values, mixed $quantity ): mixed {
		$believers = $this->believers( $values );
		if ( ! $passed || null === $believers ) {
			return $passed;
		}
		$quantity = is_numeric( $quantity ) ? (float) $quantity : -1.0;
		if ( 0.0 === $quantity || (float) count( $believers ) === $quantity ) {
			return true;
		}
		wc_add_notice( esc_html__( 'The quantity of an offering is its number of believers and cannot be changed.', 'temple-offerings' ), 'error' );
		return false;
	}

	/**
	 * The believers on a cart item, or null for an ordinary line.
	 *
	 * @param mixed $item Cart item.
	 * @return array<int, array<string, mixed>>|null
	 */
	private function believers( mixed $item ): ?array {
		if ( ! is_array( $item ) || ! is_array( $item[ BelieverCart::DATA_KEY ] ?? null ) || ! is_string( $item[ BelieverCart::KIND_KEY ] ?? null ) ) {
			return null;
		}
		return $item[ BelieverCart::DATA_KEY ];
	}
}

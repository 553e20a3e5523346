<?php
/**
 * The one service that lets believers into the cart: every add path shares it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\CartMetaData;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Offering\Offerings;
use WC_Cart;
use WC_Product;

/**
 * The cart's invariant lives here: an offering line (a product whose
 * categories give it a form kind) exists only with a valid believers list
 * whose length is its quantity.
 *
 * - check() decides whether one add may happen (sanitized, then validated
 *   with the page's rules, quantity = number of believers);
 * - line_data() builds the cart item's believer keys, checking again, so a
 *   path that builds the item before it validates (the Store API does) still
 *   gets only checked believers;
 * - violation() says what is wrong with a line already in a cart (restored
 *   sessions, checkout, the last look after an add);
 *
 * Cart items carry three keys: DATA_KEY (the sanitized believers), KIND_KEY
 * (the form kind) and LINE_KEY (a random id, so two submissions of the same
 * product never merge into one line). Nothing is kept between calls, so the
 * order in which WooCommerce runs its hooks cannot hand one add's believers to
 * another.
 */
final class BelieverCart {

	public const DATA_KEY = CartMetaData::BELIEVERS_KEY;

	public const KIND_KEY = '_believers_kind';

	public const LINE_KEY = '_believers_line';

	/**
	 * "Order again" only: how many places the line takes again, when that is
	 * fewer than the old line's quantity (refunded believers are not
	 * registered again). WooCommerce's order again checks the add with the
	 * old quantity and has no filter for it, so the check reads this instead
	 * (CartHooks::validate()) and the line is given it as its quantity
	 * (OrderBelievers::order_again_item()); it never stays on a cart line.
	 */
	public const PLACES_KEY = '_believers_places';

	/**
	 * @param Offerings         $offerings Tells offerings (and their form kind) from ordinary products.
	 * @param BelieverSanitizer $sanitizer Cleans posted believers.
	 * @param BelieverValidator $validator The shared rule set.
	 * @param FieldMessage      $messages  The page's wording of an error, for a refusal that needs it.
	 */
	public function __construct( private Offerings $offerings, private BelieverSanitizer $sanitizer, private BelieverValidator $validator, private FieldMessage $messages ) {}

	/**
	 * Checks one add to the cart.
	 *
	 * @param int        $product_id Product id, or the variation id for a variation.
	 * @param int|float  $quantity   Requested quantity.
	 * @param mixed      $meta_data  The posted `meta_data` JSON text (unslashed), its
	 *                               decoded list, or null when nothing was posted.
	 * @param mixed|null $believers  Already-decoded believers (server code); wins over $meta_data.
	 * @return array{kind: string, believers: array}|null The accepted believers,
	 *         or null for an ordinary product (nothing to check or attach).
	 * @throws CartRefusal When the product or its believers may not go into the cart.
	 */
	public function check( int $product_id, int|float $quantity, mixed $meta_data, mixed $believers = null ): ?array {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product ) {
			throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ) );
		}
		if ( null === $this->offerings->kind_of( $product ) ) {
			// An ordinary shop product: WooCommerce's own checks are enough.
			return null;
		}
		$this->published_product( $product_id );
		return $this->check_line( $product, $quantity, null === $believers ? $this->decode( $meta_data ) : $believers );
	}

	/**
	 * The believer rules of one line of a product, whatever path made it (an
	 * add to the cart, an order line posted to WooCommerce's REST API): the
	 * believers sanitized, then validated for the product's form kind, one per
	 * unit, each registered for the product's own categories. Unlike check(),
	 * it does not ask whether the product can be bought today: a line staff
	 * write on an order may be of an offering closed since.
	 *
	 * @param WC_Product $product   Product or variation.
	 * @param int|float  $quantity  The line's quantity.
	 * @param mixed      $believers The decoded believer list, as posted or stored.
	 * @return array{kind: string, believers: array}|null The accepted believers,
	 *         or null for an ordinary product.
	 * @throws CartRefusal When the believers break a rule.
	 */
	public function check_line( WC_Product $product, int|float $quantity, mixed $believers ): ?array {
		$kind = $this->offerings->kind_of( $product );
		if ( null === $kind ) {
			return null;
		}
		if ( ! is_array( $believers ) || ! array_is_list( $believers ) ) {
			throw new CartRefusal( CartRefusal::INVALID_META_DATA, __( "The believers' data could not be read.", 'temple-offerings' ) );
		}
		$clean   = $this->sanitizer->sanitize( $believers );
		$refusal = $this->refusal( $kind, $clean, $quantity );
		if ( null !== $refusal ) {
			throw $refusal;
		}
		// Which offering a believer was registered for is the product's business, not the browser's.
		$categories = $this->offerings->categories_of( $product );
		foreach ( $clean as &$believer ) {
			$believer['product_category'] = $categories;
		}
		unset( $believer );
		return array(
			'kind'      => $kind,
			'believers' => $clean,
		);
	}

	/**
	 * The believer keys of a cart item being built (`woocommerce_add_cart_item_data`).
	 *
	 * Believers already in $data were put there by server code (order again,
	 * the REST route, the Store API add) and are checked again here; otherwise
	 * $posted (the wc-ajax or classic form's `meta_data`) is read. Whatever
	 * fails leaves the item without believers, which the add's last look
	 * (CartIntegrity) then refuses.
	 *
	 * @param array     $data         Cart item data.
	 * @param int       $product_id   Product (parent) id.
	 * @param int       $variation_id Variation id or 0.
	 * @param int|float $quantity     Quantity being added.
	 * @param mixed     $posted       Posted `meta_data` text, or null.
	 * @return array
	 */
	public function line_data( array $data, int $product_id, int $variation_id, int|float $quantity, mixed $posted ): array {
		$believers = $data[ self::DATA_KEY ] ?? null;
		unset( $data[ self::DATA_KEY ], $data[ self::KIND_KEY ], $data[ self::LINE_KEY ] );
		try {
			$accepted = $this->check( $variation_id > 0 ? $variation_id : $product_id, $quantity, null === $believers ? $posted : null, $believers );
		} catch ( CartRefusal $refusal ) {
			return $data;
		}
		if ( null !== $accepted ) {
			$data[ self::DATA_KEY ] = $accepted['believers'];
			$data[ self::KIND_KEY ] = $accepted['kind'];
			$data[ self::LINE_KEY ] = wp_generate_uuid4();
		}
		return $data;
	}

	/**
	 * What is wrong with a cart line, or null when it holds the invariant (or
	 * is an ordinary product). Believers are validated against the product's
	 * kind as it is now: a product moved to another category since the add
	 * needs the fields of its new form.
	 *
	 * @param array<string, mixed> $item Cart item (with `data`, the product).
	 */
	public function violation( array $item ): ?CartRefusal {
		$product = $item['data'] ?? null;
		if ( ! $product instanceof WC_Product ) {
			return null;
		}
		$kind = $this->offerings->kind_of( $product );
		if ( null === $kind ) {
			return null;
		}
		$believers = $item[ self::DATA_KEY ] ?? null;
		$quantity  = $item['quantity'] ?? 0;
		return is_array( $believers ) && array_is_list( $believers )
			? $this->refusal( $kind, $believers, is_numeric( $quantity ) ? +$quantity : 0 )
			: $this->refusal( $kind, array(), 0 );
	}

	/**
	 * The one rule of an offering line, for an add and for a line already in a
	 * cart: believers present, valid for the kind, one per unit.
	 *
	 * @param string                           $kind      Form kind.
	 * @param array<int, array<string, mixed>> $believers Believers (a list).
	 * @param int|float                        $quantity  The line's quantity.
	 */
	private function refusal( string $kind, array $believers, int|float $quantity ): ?CartRefusal {
		if ( array() === $believers ) {
			return new CartRefusal( CartRefusal::BELIEVERS_REQUIRED, __( "Please fill in the believers' registration for this offering.", 'temple-offerings' ) );
		}
		$errors = $this->validator->validate( $kind, $believers );
		if ( array() !== $errors ) {
			// A date after today passes every check of form, so "incomplete or invalid" would not say what is wrong.
			$message = $this->messages->after_today( $kind, $errors ) ?? __( "Some believers' data is incomplete or invalid. Please check.", 'temple-offerings' );
			return new CartRefusal( CartRefusal::INVALID_BELIEVER, $message, $errors );
		}
		if ( (float) count( $believers ) !== (float) $quantity ) {
			return new CartRefusal( CartRefusal::QUANTITY_MISMATCH, __( 'The quantity must equal the number of believers.', 'temple-offerings' ) );
		}
		return null;
	}

	/**
	 * Takes lines out of a cart without WooCommerce's "removed" bookkeeping:
	 * they were never the visitor's, so they do not belong in the undo list.
	 *
	 * @param WC_Cart  $cart The cart.
	 * @param string[] $keys Cart item keys.
	 */
	public static function take_out( WC_Cart $cart, array $keys ): void {
		if ( array() === $keys ) {
			return;
		}
		$cart->set_cart_contents( array_diff_key( $cart->get_cart_contents(), array_flip( $keys ) ) );
		// Totals, and with them the session WooCommerce saves after totals, follow
		// the cart as it now is, whatever read or wrote the session earlier in the request.
		$cart->calculate_totals();
	}

	/**
	 * A product that exists, is published (a variation: and its parent) and
	 * can be bought.
	 *
	 * @param int $product_id Product or variation id.
	 * @throws CartRefusal When it is not.
	 */
	public function published_product( int $product_id ): WC_Product {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		$ok      = $product instanceof WC_Product
			&& 'publish' === $product->get_status()
			&& ! $product->is_type( 'variable' )
			&& ( ! $product->get_parent_id() || 'publish' === get_post_status( $product->get_parent_id() ) );
		if ( ! $ok ) {
			throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ) );
		}
		if ( ! $product->is_purchasable() ) {
			// WooCommerce's own filter for why a product cannot be bought (a passed registration cutoff says so).
			$message = apply_filters( 'woocommerce_cart_product_cannot_be_purchased_message', __( 'This offering is not available.', 'temple-offerings' ), $product ); // WooCommerce's hook.
			throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, is_string( $message ) ? $message : __( 'This offering is not available.', 'temple-offerings' ) );
		}
		return $product;
	}

	/**
	 * The believers list out of `meta_data`.
	 *
	 * @param mixed $meta_data Posted JSON text, decoded list or null.
	 * @return mixed The raw list.
	 * @throws CartRefusal When it is missing, too large or unreadable.
	 */
	private function decode( mixed $meta_data ): mixed {
		if ( null === $meta_data || '' === $meta_data ) {
			throw new CartRefusal( CartRefusal::BELIEVERS_REQUIRED, __( "Please fill in the believers' registration for this offering.", 'temple-offerings' ) );
		}
		if ( is_string( $meta_data ) && strlen( $meta_data ) > CartMetaData::MAX_BYTES ) {
			throw new CartRefusal( CartRefusal::TOO_LARGE, __( "The believers' data is too large.", 'temple-offerings' ) );
		}
		$believers = CartMetaData::believers( $meta_data );
		if ( null === $believers ) {
			throw new CartRefusal( CartRefusal::INVALID_META_DATA, __( "The believers' data could not be read.", 'temple-offerings' ) );
		}
		return $believers;
	}
}

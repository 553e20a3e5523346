<?php
/**
 * The one service that lets believers into the cart: wc-ajax and REST share it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\CartMetaData;
use TempleOfferings\Domain\FormKind;
use WC_Product;

/**
 * Checks a product and its posted believers (sanitized, then validated with the
 * client's rules), remembers the accepted believers until WooCommerce builds
 * the cart item, and adds many items at once for the REST route, all or nothing.
 *
 * Cart items carry three keys: DATA_KEY (the sanitized believers), KIND_KEY
 * (the form kind) and LINE_KEY (a random id, so two submissions of the same
 * product never merge into one line).
 */
final class BelieverCart {

	public const DATA_KEY = CartMetaData::BELIEVERS_KEY;

	public const KIND_KEY = '_believers_kind';

	public const LINE_KEY = '_believers_line';

	/**
	 * Believers accepted by the last check, waiting for `woocommerce_add_cart_item_data`.
	 *
	 * @var array{product: int, kind: string, believers: array}|null
	 */
	private ?array $pending = null;

	/**
	 * @param BelieverSanitizer $sanitizer Cleans posted believers.
	 * @param BelieverValidator $validator The shared rule set.
	 */
	public function __construct( private BelieverSanitizer $sanitizer, private BelieverValidator $validator ) {}

	/**
	 * The form kind of a product (a variation's parent's categories), or null
	 * for an ordinary shop product.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function kind_of( WC_Product $product ): ?string {
		$id    = $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
		$terms = get_the_terms( $id, 'product_cat' );
		$slugs = is_array( $terms ) ? wp_list_pluck( $terms, 'slug' ) : array();
		return FormKind::of( array_values( array_filter( $slugs, 'is_string' ) ) );
	}

	/**
	 * Checks one add to the cart and remembers its believers for the cart item.
	 *
	 * @param int        $product_id Product id, or the variation id for a variation.
	 * @param int|float  $quantity   Requested quantity.
	 * @param mixed      $meta_data  The posted `meta_data` JSON text (unslashed), its
	 *                               decoded list, or null when nothing was posted.
	 * @param mixed|null $believers  Already-decoded believers (REST); wins over $meta_data.
	 * @return array{product: int, kind: string, believers: array}|null The accepted
	 *         believers, or null for an ordinary product (nothing to check or attach).
	 * @throws CartRefusal When the product or its believers may not go into the cart.
	 */
	public function check( int $product_id, int|float $quantity, mixed $meta_data, mixed $believers = null ): ?array {
		$this->pending = null;
		$product       = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product ) {
			throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ) );
		}
		$kind = $this->kind_of( $product );
		if ( null === $kind ) {
			// An ordinary shop product: WooCommerce's own checks are enough.
			return null;
		}
		$this->published_product( $product_id );
		if ( null === $believers ) {
			$believers = $this->decode( $meta_data );
		}
		if ( ! is_array( $believers ) || ! array_is_list( $believers ) ) {
			throw new CartRefusal( CartRefusal::INVALID_META_DATA, __( "The believers' data could not be read.", 'temple-offerings' ) );
		}
		$clean  = $this->sanitizer->sanitize( $believers );
		$errors = $this->validator->validate( $kind, $clean );
		if ( array() !== $errors ) {
			throw new CartRefusal( CartRefusal::INVALID_BELIEVER, __( "Some believers' data is incomplete or invalid. Please check.", 'temple-offerings' ), $errors );
		}
		if ( (float) count( $clean ) !== (float) $quantity ) {
			throw new CartRefusal( CartRefusal::QUANTITY_MISMATCH, __( 'The quantity must equal the number of believers.', 'temple-offerings' ) );
		}
		$this->pending = array(
			'product'   => $product_id,
			'kind'      => $kind,
			'believers' => $clean,
		);
		return $this->pending;
	}

	/**
	 * Hooked on `woocommerce_add_cart_item_data`: puts the believers accepted by
	 * check() on the item being built, with a random line id.
	 *
	 * @param array $data         Cart item data.
	 * @param int   $product_id   Product (parent) id.
	 * @param int   $variation_id Variation id or 0.
	 * @return array
	 */
	public function attach( array $data, int $product_id, int $variation_id = 0 ): array {
		// Whatever a request put there itself is never trusted.
		unset( $data[ self::DATA_KEY ], $data[ self::KIND_KEY ], $data[ self::LINE_KEY ] );
		$pending       = $this->pending;
		$this->pending = null;
		if ( null !== $pending && in_array( $pending['product'], array( $product_id, $variation_id ), true ) ) {
			$data[ self::DATA_KEY ] = $pending['believers'];
			$data[ self::KIND_KEY ] = $pending['kind'];
			$data[ self::LINE_KEY ] = wp_generate_uuid4();
		}
		return $data;
	}

	/**
	 * Adds many items to the cart, all or nothing: every item is checked
	 * before the first is added, and if adding one still fails, the ones just
	 * added are removed again.
	 *
	 * @param array<int, array{product_id: int, variation_id?: int, believers: mixed}> $items Items.
	 * @return string[] The new cart item keys, in item order.
	 * @throws CartRefusal Naming the refused item.
	 */
	public function add_all( array $items ): array {
		$accepted = $this->check_all( $items );

		$cart  = WC()->cart;
		$added = array();
		foreach ( $accepted as $index => [ $product, $pending ] ) {
			$this->pending = $pending;
			$parent        = $product->get_parent_id();
			try {
				$key = $cart->add_to_cart(
					$parent ? $parent : $product->get_id(),
					count( $pending['believers'] ),
					$parent ? $product->get_id() : 0,
					$parent ? $product->get_variation_attributes() : array()
				);
			} catch ( \Exception $exception ) {
				$key = false;
			}
			$this->pending = null;
			if ( ! is_string( $key ) || '' === $key ) {
				foreach ( $added as $added_key ) {
					$cart->remove_cart_item( $added_key );
				}
				wc_clear_notices();
				throw new CartRefusal( CartRefusal::ADD_FAILED, __( 'Adding to the cart failed. Please try again later.', 'temple-offerings' ), array(), $index );
			}
			$added[] = $key;
		}
		return $added;
	}

	/**
	 * Checks every item of a many-item request before anything is done.
	 *
	 * @param array<int, mixed> $items Items `{ product_id, variation_id?, believers }`.
	 * @return array<int, array{0: WC_Product, 1: array{product: int, kind: string, believers: array}}>
	 * @throws CartRefusal Naming the first refused item.
	 */
	public function check_all( array $items ): array {
		$accepted = array();
		foreach ( array_values( $items ) as $index => $item ) {
			$item      = is_array( $item ) ? $item : array();
			$id        = ! empty( $item['variation_id'] ) ? (int) $item['variation_id'] : (int) ( $item['product_id'] ?? 0 );
			$believers = $item['believers'] ?? null;
			try {
				$product = $this->published_product( $id );
				if ( null === $this->kind_of( $product ) ) {
					// Through the REST routes every item is an offering with believers.
					throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ) );
				}
				$count      = is_array( $believers ) ? count( $believers ) : 0;
				$accepted[] = array( $product, $this->check( $id, $count, null, is_array( $believers ) ? $believers : false ) );
			} catch ( CartRefusal $refusal ) {
				throw $refusal->for_item( $index );
			}
		}
		$this->pending = null;
		return $accepted;
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
			&& $product->is_purchasable()
			&& ( ! $product->get_parent_id() || 'publish' === get_post_status( $product->get_parent_id() ) );
		if ( ! $ok ) {
			throw new CartRefusal( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ) );
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

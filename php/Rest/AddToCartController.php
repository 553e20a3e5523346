<?php
/**
 * POST temple-offerings/v1/add-to-cart.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\CartBelieverCap;
use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Cart\CartSummary;
use TempleOfferings\Cart\PlacesCheck;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\CartMetaData;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Many offerings with their believers into the visitor's cart in one request,
 * all or nothing, checked by the same BelieverCart as the wc-ajax add. Body
 * `{ items: [ { product_id, variation_id?, believers: CartBeliever[] } ] }`;
 * answer: the cart summary (CartSummary). A refusal is a 400 with the
 * CartRefusal's code and `data.item` (the index of the refused item) and, for
 * rule-breaking believers, `data.errors`.
 *
 * Bounded: at most MAX_ITEMS items, MAX_BELIEVERS believers in all (400
 * `temple_offerings_too_many_believers`), MAX_BODY bytes (413, BodyLimit),
 * the visitor's write rate (429, WriteGuard: counted once every check has
 * passed, right before anything is added), and the cart's believer cap
 * (400 `temple_offerings_cart_full`, CartBelieverCap: WooCommerce's
 * validation filter, where that cap sits for the other adds, does not run for
 * WC_Cart::add_to_cart()). For the same reason the places left (PlacesCheck)
 * are checked here, before anything is added: 400
 * `temple_offerings_not_enough_places` with the page's sentence.
 */
final class AddToCartController {

	public const ROUTE = '/add-to-cart';

	public const MAX_ITEMS = 50;

	/** Believers one request may add over all its items. */
	public const MAX_BELIEVERS = 100;

	/** Bytes (BodyLimit): the wc-ajax add's cap on one product's believers. */
	public const MAX_BODY = CartMetaData::MAX_BYTES;

	/**
	 * @param BelieverCart    $cart   Adds checked believers to the cart.
	 * @param WriteGuard      $guard  Origin, nonce and rate checks.
	 * @param CartBelieverCap $cap    The most believers one cart may hold.
	 * @param PlacesCheck     $places Places left of offerings that count stock.
	 */
	public function __construct( private BelieverCart $cart, private WriteGuard $guard, private CartBelieverCap $cap, private PlacesCheck $places ) {}

	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this->guard, 'check' ),
				'args'                => array( 'items' => self::items_arg() ),
			)
		);
	}

	/**
	 * The `items` argument both cart and order routes take.
	 *
	 * @return array<string, mixed>
	 */
	public static function items_arg(): array {
		return array(
			'description' => __( 'Offerings, each with its believers.', 'temple-offerings' ),
			'type'        => 'array',
			'required'    => true,
			'minItems'    => 1,
			'maxItems'    => self::MAX_ITEMS,
			'items'       => array(
				'type'       => 'object',
				'required'   => array( 'product_id', 'believers' ),
				'properties' => array(
					'product_id'   => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'variation_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'believers'    => array(
						'type'     => 'array',
						'minItems' => 1,
						'maxItems' => BelieverValidator::most_believers(),
						'items'    => BelieverSchema::believer(),
					),
				),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				if ( ! function_exists( 'wc_load_cart' ) ) {
					throw new RouteException( CartRefusal::ADD_FAILED, __( 'Adding to the cart failed. Please try again later.', 'temple-offerings' ), 503 );
				}
				$adding = 0;
				foreach ( (array) $request['items'] as $item ) {
					$adding += is_array( $item ) && is_array( $item['believers'] ?? null ) ? count( $item['believers'] ) : 0;
				}
				if ( $adding > self::MAX_BELIEVERS ) {
					throw new RouteException(
						'temple_offerings_too_many_believers',
						/* translators: %d: most believers one request may add. */
						sprintf( __( 'At most %d believers can be added at once.', 'temple-offerings' ), self::MAX_BELIEVERS ),
						400,
						array( 'limit' => self::MAX_BELIEVERS )
					);
				}
				// REST requests do not load the cart on their own.
				wc_load_cart();
				$full = $this->cap->refusal( $adding );
				if ( null !== $full ) {
					throw new RouteException( CartBelieverCap::ERROR_CODE, $full, 400, array( 'limit' => $this->cap->max() ) );
				}
				$this->check_places( (array) $request['items'] );
				try {
					$keys = $this->cart->add_all( (array) $request['items'], fn () => $this->guard->accept( $request ) );
				} catch ( CartRefusal $refusal ) {
					throw self::route_exception( $refusal );
				}
				return CartSummary::of( WC()->cart, $keys );
			}
		);
	}

	/**
	 * Refuses the request when an offering has fewer places left than its
	 * believers (counting every item of the request for the same product),
	 * with the same sentence the page's add gets, naming the offering and
	 * the places left, before anything is added.
	 *
	 * @param array<int, mixed> $items Requested items.
	 * @throws RouteException A 400 naming the first item that does not fit.
	 */
	private function check_places( array $items ): void {
		$wanted = array();
		foreach ( $items as $index => $item ) {
			if ( ! is_array( $item ) || ! is_array( $item['believers'] ?? null ) ) {
				continue;
			}
			$variation = absint( $item['variation_id'] ?? 0 );
			$product   = wc_get_product( $variation > 0 ? $variation : absint( $item['product_id'] ?? 0 ) );
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			$wanted[ $product->get_id() ] = ( $wanted[ $product->get_id() ] ?? 0 ) + count( $item['believers'] );
			$message                      = $this->places->refusal( $product, $wanted[ $product->get_id() ] );
			if ( null !== $message ) {
				throw new RouteException( PlacesCheck::ERROR_CODE, $message, 400, array( 'item' => $index ) );
			}
		}
	}

	/**
	 * A refusal as a 400.
	 *
	 * @param CartRefusal $refusal The refusal.
	 */
	public static function route_exception( CartRefusal $refusal ): RouteException {
		$data = array( 'item' => $refusal->item );
		if ( array() !== $refusal->errors ) {
			$data['errors'] = $refusal->errors;
		}
		return new RouteException( $refusal->error_code, $refusal->getMessage(), 400, $data );
	}
}

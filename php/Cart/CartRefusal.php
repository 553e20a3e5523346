<?php
/**
 * Why believers cannot go into the cart.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use RuntimeException;

/**
 * A refusal with a machine code, a translated plain-text message and, for
 * rule-breaking believers, the validator's errors. Thrown by BelieverCart,
 * turned into a WooCommerce notice plus the wc-ajax JSON answer by CartHooks,
 * or into a REST error by the REST controllers.
 */
final class CartRefusal extends RuntimeException {

	public const UNKNOWN_PRODUCT = 'temple_offerings_unknown_product';

	public const BELIEVERS_REQUIRED = 'temple_offerings_believers_required';

	public const INVALID_META_DATA = 'temple_offerings_invalid_meta_data';

	public const TOO_LARGE = 'temple_offerings_payload_too_large';

	public const INVALID_BELIEVER = 'temple_offerings_invalid_believer';

	public const QUANTITY_MISMATCH = 'temple_offerings_quantity_mismatch';

	public const ADD_FAILED = 'temple_offerings_add_to_cart_failed';

	/**
	 * @param string                                                   $error_code Machine code (one of the constants).
	 * @param string                                                   $message    Translated plain text.
	 * @param array<int, array{index: int, field: string, code: string}> $errors     Validation errors, if any.
	 * @param array<string, int|string>                                $extra      More of the answer, e.g. `retry_after` (seconds) of a rate refusal.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly array $errors = array(),
		public readonly array $extra = array()
	) {
		parent::__construct( $message );
	}

	/**
	 * The wc-ajax failure answer of the data contract:
	 * `{ error: true, message, code, errors?, retry_after? }`.
	 *
	 * @return array<string, mixed>
	 */
	public function answer(): array {
		$answer = array(
			'error'   => true,
			'message' => $this->getMessage(),
			'code'    => $this->error_code,
		);
		if ( array() !== $this->errors ) {
			$answer['errors'] = $this->errors;
		}
		return $answer + $this->extra;
	}

	/**
	 * Sends answer() as the wc-ajax add's answer, with the product's page as
	 * WooCommerce names it (`product_url`), and ends the request.
	 *
	 * @param mixed $product_url The product's page.
	 */
	public function send_ajax_answer( mixed $product_url ): void {
		wp_send_json( $this->answer() + array( 'product_url' => $product_url ) );
	}
}

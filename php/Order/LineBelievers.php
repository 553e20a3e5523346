<?php
/**
 * The one reader of the believers stored on an order line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\FormKind;
use WC_Order_Item_Product;

/**
 * Everything that shows or hands on an order line's believers reads them
 * here, so they are read one way everywhere: the order view for customers
 * (OrderBelievers: thank-you page, My Account, e-mails), "order again", the
 * order screen's Believers box and its print view, the ritual list, its
 * print view and CSV (through RitualListQuery), and the privacy export and
 * eraser.
 *
 * - `_believers_data` is stored as a PHP array (the checkout writes it so);
 *   JSON text, from older or hand-made orders, is read too;
 * - what is read is cleaned by BelieverSanitizer like anything posted:
 *   stored meta can be edited outside the plugin, so it is not trusted;
 * - the form kind is `_believers_kind` when that names a kind, else the kind
 *   of the product's categories, else FormKind::FALLBACK;
 * - `_believer_numbers` holds each believer's number (燈號), in the
 *   believers' order, once the order is paid (Numbers\OrderNumbers); a
 *   believer without one reads as '', so every view takes numbers from here.
 */
final class LineBelievers {

	public const DATA_KEY = BelieverCart::DATA_KEY;

	public const KIND_KEY = BelieverCart::KIND_KEY;

	/** Each believer's number, aligned with the believers. */
	public const NUMBERS_KEY = '_believer_numbers';

	/** Longest number read back: a 20-character prefix and ten digits, with room to spare. */
	private const NUMBER_MAX = 40;

	/** Nesting a stored believer list needs (list, believer, registrants, registrant). */
	private const JSON_DEPTH = 8;

	/**
	 * @param BelieverSanitizer $sanitizer Cleans what is read.
	 */
	public function __construct( private BelieverSanitizer $sanitizer ) {}

	/**
	 * The believers of an order line item and their form kind.
	 *
	 * @param mixed $item Order item (any type).
	 * @return array{kind: string, believers: array<int, array<string, mixed>>, numbers: array<int, string>}|null
	 *         Null for anything but a product line holding at least one believer;
	 *         `numbers` has one entry per believer ('' for none).
	 */
	public function read( mixed $item ): ?array {
		if ( ! $item instanceof WC_Order_Item_Product ) {
			return null;
		}
		return $this->of(
			$item->get_meta( self::DATA_KEY, true ),
			$item->get_meta( self::KIND_KEY, true ),
			static function () use ( $item ): ?string {
				$slugs = wp_get_post_terms( $item->get_product_id(), 'product_cat', array( 'fields' => 'slugs' ) );
				return FormKind::of( is_array( $slugs ) ? $slugs : array() );
			},
			$item->get_meta( self::NUMBERS_KEY, true )
		);
	}

	/**
	 * The reading itself, on stored values.
	 *
	 * @param mixed                  $stored         `_believers_data` as stored.
	 * @param mixed                  $stored_kind    `_believers_kind` as stored.
	 * @param callable(): ?string    $product_kind   The kind of the line's product
	 *                                               categories; asked only when the
	 *                                               stored kind names none.
	 * @param mixed                  $stored_numbers `_believer_numbers` as stored.
	 * @return array{kind: string, believers: array<int, array<string, mixed>>, numbers: array<int, string>}|null
	 *         Null when the stored value holds no believer list.
	 */
	public function of( mixed $stored, mixed $stored_kind, callable $product_kind, mixed $stored_numbers = null ): ?array {
		$believers = $this->sanitizer->sanitize( self::decode( $stored ) );
		if ( array() === $believers ) {
			return null;
		}
		$kind = is_string( $stored_kind ) && FormKind::is_kind( $stored_kind ) ? $stored_kind : ( $product_kind() ?? FormKind::FALLBACK );
		return array(
			'kind'      => $kind,
			'believers' => $believers,
			'numbers'   => self::numbers( $stored_numbers, count( $believers ) ),
		);
	}

	/**
	 * Stored numbers as one plain-text entry per believer: missing, damaged
	 * or extra entries never shift a number onto another believer's row.
	 *
	 * @param mixed $stored Stored numbers.
	 * @param int   $count  Believers on the line.
	 * @return array<int, string>
	 */
	private static function numbers( mixed $stored, int $count ): array {
		$numbers = array();
		for ( $index = 0; $index < $count; $index++ ) {
			$number    = is_array( $stored ) && is_string( $stored[ $index ] ?? null ) ? $stored[ $index ] : '';
			$number    = trim( (string) preg_replace( '/[\p{C}<>]+/u', '', $number ) );
			$numbers[] = mb_substr( $number, 0, self::NUMBER_MAX );
		}
		return $numbers;
	}

	/**
	 * A stored (or posted) value as PHP data: arrays as they are, JSON text
	 * decoded; unreadable text is null.
	 *
	 * @param mixed $stored Stored value.
	 */
	public static function decode( mixed $stored ): mixed {
		if ( ! is_string( $stored ) ) {
			return $stored;
		}
		try {
			return json_decode( $stored, true, self::JSON_DEPTH, JSON_THROW_ON_ERROR );
		} catch ( \JsonException $exception ) {
			return null;
		}
	}
}

<?php
/**
 * The one answer to "what is the registration cutoff of this offering".
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cutoff;

use DateTimeImmutable;
use TempleOfferings\Support\ProductSetting;
use WC_Product;

/**
 * Staff set a cutoff day (登記截止日) on a product's Temple tab or on a
 * product category. The product's own date wins; without one the earliest
 * date of its categories applies (CutoffDate::effective()). A variation
 * has no date of its own: it closes with its product. Days are read in the
 * site's timezone (wp_timezone()) and are inclusive.
 *
 * After the cutoff the offering is not purchasable, through WooCommerce's
 * own filters, so every path into the cart (the page's wc-ajax add, the
 * classic form, the Store API, a restored cart) refuses it the way
 * WooCommerce refuses anything it cannot sell. The offering page still
 * lists it, marked closed: its rows are read while the filter stands
 * aside (ignoring()), and each answer says whether the day has passed.
 */
final class RegistrationCutoff {

	/** Product meta: the product's own cutoff, 'Y-m-d'. */
	public const META_KEY = '_temple_offerings_cutoff';

	/** Term meta of a product category: its cutoff, 'Y-m-d'. */
	public const TERM_META_KEY = 'temple_offerings_cutoff';

	/** Whether is_purchasable() stands aside (while the catalogue rows are read). */
	private bool $ignoring = false;

	/**
	 * The cutoff of a product or variation, 'Y-m-d', or null when none applies.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function date_of( WC_Product $product ): ?string {
		$stored = ProductSetting::read( $product, self::META_KEY, self::TERM_META_KEY );
		return null === $stored ? null : CutoffDate::effective( $stored['own'], $stored['categories'] );
	}

	/**
	 * Loads the cutoff days of the categories of many products in one query
	 * (their terms are cached already), so reading a page of rows does not
	 * cost a query per category.
	 *
	 * @param int[] $product_ids Products whose category terms are cached.
	 */
	public function prime( array $product_ids ): void {
		$term_ids = array();
		foreach ( $product_ids as $id ) {
			$terms = get_the_terms( $id, 'product_cat' );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$term_ids[ $term->term_id ] = $term->term_id;
			}
		}
		if ( array() !== $term_ids ) {
			update_termmeta_cache( array_values( $term_ids ) );
		}
	}

	/**
	 * Whether a date has passed now (the end of that day in the site's timezone).
	 *
	 * @param string|null $date A cutoff, or null for none.
	 */
	public function is_past( ?string $date ): bool {
		return CutoffDate::is_closed( $date, wp_timezone(), new DateTimeImmutable( 'now', wp_timezone() ) );
	}

	/**
	 * Whether registration for a product or variation is closed now.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function is_closed( WC_Product $product ): bool {
		return $this->is_past( $this->date_of( $product ) );
	}

	/**
	 * A date as people read it, in the site's language (2026年12月31日).
	 *
	 * @param string $date 'Y-m-d'.
	 */
	public function label( string $date ): string {
		$moment = new DateTimeImmutable( $date . ' 12:00:00', wp_timezone() );
		/* translators: PHP date format of a cutoff day, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'F j, Y', 'temple-offerings' ), $moment->getTimestamp() );
	}

	/**
	 * What an offering card says of its cutoff: the day while open
	 * (登記截止 12月31日), that registration has closed after it.
	 *
	 * @param string $date   'Y-m-d'.
	 * @param bool   $closed Whether the day has passed.
	 */
	public function card_label( string $date, bool $closed ): string {
		if ( $closed ) {
			return __( 'Registration closed', 'temple-offerings' );
		}
		$moment = new DateTimeImmutable( $date . ' 12:00:00', wp_timezone() );
		/* translators: PHP date format of a month and day, see https://www.php.net/manual/datetime.format.php */
		$day = (string) wp_date( __( 'F j', 'temple-offerings' ), $moment->getTimestamp() );
		/* translators: %s: the registration cutoff day, month and day (12月31日). */
		return sprintf( __( 'Registration closes %s', 'temple-offerings' ), $day );
	}

	/**
	 * woocommerce_is_purchasable and woocommerce_variation_is_purchasable:
	 * a closed offering cannot be bought.
	 *
	 * @param mixed $purchasable What WooCommerce and other filters decided.
	 * @param mixed $product     The product or variation.
	 */
	public function purchasable( mixed $purchasable, mixed $product ): mixed {
		if ( ! $purchasable || $this->ignoring || ! $product instanceof WC_Product ) {
			return $purchasable;
		}
		return ! $this->is_closed( $product );
	}

	/**
	 * woocommerce_cart_product_cannot_be_purchased_message: WooCommerce's
	 * refusal of a closed offering says why, with the day, instead of only
	 * that it cannot be bought.
	 *
	 * @param mixed $message WooCommerce's message.
	 * @param mixed $product The product or variation refused.
	 */
	public function refusal( mixed $message, mixed $product ): mixed {
		if ( ! $product instanceof WC_Product ) {
			return $message;
		}
		$date = $this->date_of( $product );
		if ( null === $date || ! $this->is_past( $date ) ) {
			return $message;
		}
		/* translators: 1: offering (product) name, 2: the registration cutoff day, e.g. 2026年12月31日. */
		return sprintf( __( 'Registration for "%1$s" closed on %2$s.', 'temple-offerings' ), $product->get_name(), $this->label( $date ) );
	}

	/**
	 * Runs a reader with the cutoff standing aside, so a closed offering
	 * is still read as a row (marked closed afterwards) instead of vanishing.
	 *
	 * @template T
	 * @param callable(): T $reader Reads the catalogue.
	 * @return T
	 */
	public function ignoring( callable $reader ): mixed {
		$was            = $this->ignoring;
		$this->ignoring = true;
		try {
			return $reader();
		} finally {
			$this->ignoring = $was;
		}
	}
}

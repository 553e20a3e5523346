<?php
/**
 * The one answer to "which year is this offering's 太歲 reckoned for".
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\TaiSui;

use TempleOfferings\Domain\SeasonYear;
use TempleOfferings\Support\ProductSetting;
use WC_Product;

/**
 * Reads an offering's season (Domain\SeasonYear decides it): staff set a
 * year on the product's Temple tab or on its category (SeasonFields), the
 * temple a year for the whole site (TaiSuiSettings::YEAR); with none, the
 * current lunar year of the site's today. A variation has the season of its
 * product. Every place that reckons 犯太歲 asks here: the offering page's
 * rows (each card's hint), the 太歲燈's season (its button, the family book,
 * the renewal reminder) and the ritual list (each line's product).
 */
final class TaiSuiSeasons {

	/** Product meta: the offering's own season, a year. */
	public const META_KEY = '_temple_offerings_tai_sui_year';

	/** Term meta of a product category: its offerings' season, a year. */
	public const TERM_META_KEY = 'temple_offerings_tai_sui_year';

	/**
	 * Seasons answered in this request, by product id: the ritual list asks
	 * once per believer.
	 *
	 * @var array<int, int>
	 */
	private array $years = array();

	/**
	 * The season of a product or variation (0 or an unknown id: the site's).
	 *
	 * @param int $product_id Product or variation id.
	 */
	public function year_of( int $product_id ): int {
		if ( ! isset( $this->years[ $product_id ] ) ) {
			$product                    = $product_id > 0 ? wc_get_product( $product_id ) : null;
			$this->years[ $product_id ] = $this->resolve( $product instanceof WC_Product ? $this->own( $product ) : null );
		}
		return $this->years[ $product_id ];
	}

	/**
	 * The year reckoned for an offering whose own season (own()) is known:
	 * that season, else the site's year, else the current lunar year.
	 *
	 * @param int|null $own The offering's own season; null for none.
	 */
	public function resolve( ?int $own ): int {
		return SeasonYear::of( $own, get_option( TaiSuiSettings::YEAR, '' ), current_datetime()->format( 'Y-m-d' ) );
	}

	/**
	 * A product's own season: its own year, else its categories' latest;
	 * null when none is set (Support\ProductSetting reads them from the
	 * caches the catalogue primes for a page of products at once).
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function own( WC_Product $product ): ?int {
		$stored = ProductSetting::read( $product, self::META_KEY, self::TERM_META_KEY );
		return null === $stored ? null : SeasonYear::own( $stored['own'], $stored['categories'] );
	}
}

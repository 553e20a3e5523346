<?php
/**
 * The offerings the family book's "light again" can open.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

use TempleOfferings\Offering\OfferingPages;
use TempleOfferings\Offering\Offerings;
use WC_Product;

/**
 * Published offerings (products with a form kind) that are on a published
 * offering page: each with its form kind and that page's address, a variable
 * offering as one entry per variation, since the page fills a variation in.
 */
final class FamilyBookOfferings {

	/** Enough for any temple's offerings; bounds the query. */
	private const MAX_PRODUCTS = 100;

	/**
	 * @param Offerings     $offerings Knows each product's form kind and categories.
	 * @param OfferingPages $pages     Finds the offering page of a product.
	 */
	public function __construct( private Offerings $offerings, private OfferingPages $pages ) {}

	/**
	 * @param string[] $kinds The form kinds (category slugs) to look in.
	 * @return array<int, array{id: int, name: string, kind: string, url: string}>
	 */
	public function list( array $kinds ): array {
		$products = wc_get_products(
			array(
				'status'   => 'publish',
				'type'     => array( 'simple', 'variable' ),
				'category' => $kinds,
				'limit'    => self::MAX_PRODUCTS,
				'orderby'  => array(
					'menu_order' => 'ASC',
					'title'      => 'ASC',
				),
			)
		);
		$offerings = array();
		foreach ( is_array( $products ) ? $products : array() as $product ) {
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			$kind = $this->offerings->kind_of( $product );
			$url  = null === $kind ? null : $this->pages->url_for( $this->offerings->categories_of( $product ) );
			if ( null === $kind || null === $url ) {
				continue;
			}
			$choices = $product->is_type( 'variable' ) ? array_map( 'wc_get_product', $product->get_children() ) : array( $product );
			foreach ( $choices as $choice ) {
				if ( ! $choice instanceof WC_Product || 'publish' !== $choice->get_status() || ! $choice->is_purchasable() ) {
					continue;
				}
				$offerings[] = array(
					'id'   => $choice->get_id(),
					'name' => html_entity_decode( wp_strip_all_tags( $choice->get_name() ), ENT_QUOTES, 'UTF-8' ),
					'kind' => $kind,
					'url'  => $url,
				);
			}
		}
		return $offerings;
	}
}

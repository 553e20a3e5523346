<?php
/**
 * The REST answers the offering page hands its script with the page.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use WP_REST_Response;

/**
 * The answers to the requests the page's script makes first (src/api), by
 * path, as apiFetch's preloading middleware takes them: `{ body, headers }`
 * of each answer that succeeded. Saved believers only for a logged-in user:
 * a guest's page holds nothing per-user, so a full-page cache may serve it to
 * every guest.
 *
 * They come from the routes' own handlers, called here, so they are the
 * answers a request would get; not through rest_preload_api_request(), which
 * starts WordPress's REST server: that registers every route of WordPress and
 * WooCommerce (about 570 on a shop) on each view of the page, and took most
 * of the server time the block added to it.
 */
final class PreloadedAnswers {

	public const BELIEVERS_PATH = '/' . Routes::NAMESPACE . '/believers';

	/**
	 * @param VisibleProductsController $products  The catalogue route.
	 * @param BelieversController       $believers The saved believers route.
	 */
	public function __construct( private VisibleProductsController $products, private BelieversController $believers ) {}

	/**
	 * @param string[] $categories The block's category slugs, in order.
	 * @return array<string, array{body: mixed, headers: array<string, mixed>}>
	 */
	public function for_page( array $categories ): array {
		$answers = array(
			self::products_path( $categories ) => $this->products->first_page( implode( ',', $categories ) ),
		);
		if ( true === $this->believers->can_read() ) {
			$answers[ self::BELIEVERS_PATH ] = $this->believers->get_items();
		}
		$preloaded = array();
		foreach ( $answers as $path => $answer ) {
			if ( $answer instanceof WP_REST_Response && 200 === $answer->get_status() ) {
				$preloaded[ $path ] = array(
					'body'    => $answer->get_data(),
					'headers' => $answer->get_headers(),
				);
			}
		}
		return $preloaded;
	}

	/**
	 * The catalogue's path exactly as src/api/products.ts writes it (the
	 * middleware matches path and query as they are, so any difference costs
	 * a request): category first, the slugs joined by a bare comma.
	 *
	 * @param string[] $categories Category slugs.
	 */
	public static function products_path( array $categories ): string {
		return '/' . Routes::NAMESPACE . VisibleProductsController::ROUTE . '?' . http_build_query(
			array(
				'category' => implode( ',', $categories ),
				'per_page' => VisibleProductsController::MAX_PER_PAGE,
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		);
	}
}

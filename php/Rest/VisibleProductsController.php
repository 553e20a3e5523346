<?php
/**
 * GET temple-offerings/v1/visible-products.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Cutoff\CutoffDate;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Offering\ProductsCache;
use TempleOfferings\Offering\ProductsQuery;
use TempleOfferings\Offering\VisibleProducts;
use TempleOfferings\Opening\OpeningWindow;
use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\TaiSui\TaiSuiSeasons;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The offering page's product list: published, catalogue-visible, purchasable,
 * in-stock products with their variations, paged (X-WP-Total, X-WP-TotalPages)
 * and cached until the catalogue changes. Public: it shows what the shop shows.
 *
 * Public also means anyone can make up queries, so the cache is asked only
 * what an answer depends on (ProductsQuery): `category` is reduced to the
 * slugs of real product categories (sorted, each once), and any page of any
 * size is cut from cached chunks of a hundred products, so page numbers and
 * sizes never make new entries; parameters the route does not know never
 * reach it. A page past the last is answered empty. A query whose slugs are
 * all made up is answered empty, uncached (its answer needs no query either);
 * one that mixes real and made-up slugs gets the answer, and shares the cache
 * entries, of its real slugs alone, which is the same answer. The cache holds
 * a fixed number of entries whatever is asked (ProductsCache).
 *
 * Each side reads its own places: the page (and anyone, by default) the
 * places left less those an offering still keeps for the temple's counter,
 * the counter (`channel=counter`, from a user who may register at the
 * counter) every place left and the counter's own window. Both are decided
 * per answer from the same cached rows; `channel=counter` from anyone else
 * answers the page's numbers.
 */
final class VisibleProductsController {

	public const ROUTE = '/visible-products';

	/** The largest page, and the page size the offering page reads (src/api/products.ts). */
	public const MAX_PER_PAGE = ProductsQuery::CHUNK;

	private const MAX_CATEGORIES = 50;

	/** The page's places (the default). */
	public const PAGE = 'page';

	/** The counter's places and window. */
	public const COUNTER = 'counter';

	/**
	 * @param VisibleProducts     $products   The catalogue reader.
	 * @param ProductsCache       $cache      Stored answers.
	 * @param ProductCategories   $categories The shop's real categories.
	 * @param RegistrationCutoff  $cutoff     Closes offerings past their cutoff day.
	 * @param RegistrationWindows $windows    Opens and closes offerings at their moments.
	 * @param TaiSuiSeasons       $seasons    The year each offering's 太歲 is reckoned for.
	 */
	public function __construct( private VisibleProducts $products, private ProductsCache $cache, private ProductCategories $categories, private RegistrationCutoff $cutoff, private RegistrationWindows $windows, private TaiSuiSeasons $seasons ) {}

	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: the same products the shop pages show to anyone.
					'permission_callback' => '__return_true',
					'args'                => array(
						'category' => array(
							'description'       => __( 'Comma-separated product category slugs.', 'temple-offerings' ),
							'type'              => 'string',
							'default'           => '',
							'maxLength'         => 2000,
							'sanitize_callback' => array( self::class, 'category_slugs' ),
						),
						'per_page' => array(
							'description' => __( 'Products per page.', 'temple-offerings' ),
							'type'        => 'integer',
							'default'     => self::MAX_PER_PAGE,
							'minimum'     => 1,
							'maximum'     => self::MAX_PER_PAGE,
						),
						'channel'  => array(
							'description' => __( 'Whose places: the page\'s, or the counter\'s (staff of the counter only).', 'temple-offerings' ),
							'type'        => 'string',
							'default'     => self::PAGE,
							'enum'        => array( self::PAGE, self::COUNTER ),
						),
						'page'     => array(
							'description' => __( 'Page number.', 'temple-offerings' ),
							'type'        => 'integer',
							'default'     => 1,
							'minimum'     => 1,
							'maximum'     => ProductsQuery::MAX_PAGE,
						),
					),
				),
				'schema' => array( ProductSchema::class, 'get' ),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): WP_REST_Response {
				$requested = (array) $request['category'];
				$query     = new ProductsQuery( $this->categories->known( $requested ), (int) $request['page'], (int) $request['per_page'] );
				if ( array() !== $requested && array() === $query->categories ) {
					return self::response( array(), 0, $query->per_page );
				}
				// Every chunk holds the listing's total; the first is the one every visitor asks for first.
				$chunks = array( 1 => $this->chunk( $query, 1 ) );
				$total  = $chunks[1]['total'];
				if ( $query->past_end( $total ) ) {
					return self::response( array(), $total, $query->per_page );
				}
				foreach ( $query->chunks() as $number ) {
					$chunks[ $number ] ??= $this->chunk( $query, $number );
				}
				$rows = $query->rows( array_map( static fn( array $chunk ): array => $chunk['rows'], $chunks ) );
				$counter = self::COUNTER === $request['channel'] && current_user_can( Capabilities::COUNTER );
				return self::response( $this->closed( array_map( static fn( array $row ): array => self::as_read( $row, $counter, time() ), $rows ) ), $total, $query->per_page );
			}
		);
	}

	/**
	 * What `GET visible-products?category=…&per_page=100` answers, without a
	 * trip through the REST server: the offering page preloads it
	 * (php/Rest/PreloadedAnswers.php). The request carries the arguments as
	 * the REST server hands them to get_items(): sanitized, the rest defaults.
	 *
	 * @param string $category The `category` parameter: comma-separated slugs.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function first_page( string $category ) {
		$request = new WP_REST_Request( 'GET', '/' . Routes::NAMESPACE . self::ROUTE );
		$request->set_param( 'category', self::category_slugs( $category ) );
		$request->set_param( 'page', 1 );
		$request->set_param( 'per_page', self::MAX_PER_PAGE );
		return $this->get_items( $request );
	}

	/**
	 * A cached chunk of the listing, read and stored on a miss.
	 *
	 * @param ProductsQuery $query  The request, reduced.
	 * @param int           $number 1-based chunk.
	 * @return array{rows: array<int, array<string, mixed>>, total: int} Rows by position in the chunk.
	 */
	private function chunk( ProductsQuery $query, int $number ): array {
		$args   = $query->chunk_args( $number );
		$answer = $this->cache->get( $args );
		if ( null === $answer ) {
			// Offerings past their cutoff are not purchasable, yet the page shows them, closed.
			$answer = $this->cutoff->ignoring( fn (): array => $this->products->page( $query->categories, $number, ProductsQuery::CHUNK ) );
			$this->cache->set( $args, $answer );
		}
		return $answer;
	}

	/**
	 * Rows marked `closed` when their cutoff day has passed or their window
	 * has closed, with the card's words for it (登記截止 12月31日, 已截止登記),
	 * where their window stands (`registration`: before, open, closed, with
	 * 11月30日 10:00 開放登記 before it opens), and each with the year its
	 * 太歲 is reckoned for (`tai_sui_year`: its own or its categories', else
	 * the site's year or today's lunar year), all decided now by the server's
	 * clock rather than stored with the cached rows. The words come from here,
	 * translated with the plugin's PHP strings, which keeps them out of the
	 * page's script.
	 *
	 * @param array<int, array<string, mixed>> $rows Products.
	 * @return array<int, array<string, mixed>>
	 */
	private function closed( array $rows ): array {
		$now = time();
		foreach ( $rows as $index => $row ) {
			$date   = CutoffDate::parse( $row['cutoff'] ?? '' );
			$opens  = RegistrationWindows::from_iso( $row['opens_at'] ?? '' );
			$closes = RegistrationWindows::from_iso( $row['closes_at'] ?? '' );
			$state  = OpeningWindow::state( $opens, $closes, $now );
			$closed = $this->cutoff->is_past( $date ) || OpeningWindow::CLOSED === $state;
			$label  = null === $date ? '' : $this->cutoff->card_label( $date, $closed );
			if ( $closed ) {
				// No place can be taken any more: the page treats it as full (shown, not
				// selectable), and the label says why instead of 額滿.
				$label           = __( 'Registration closed', 'temple-offerings' );
				$row['sold_out'] = true;
				foreach ( is_array( $row['available_variations'] ?? null ) ? $row['available_variations'] : array() as $key => $variation ) {
					$row['available_variations'][ $key ]['sold_out'] = true;
				}
			} elseif ( ! empty( $row['sold_out'] ) ) {
				// A full offering says 額滿, not its cutoff.
				$label = '';
			} elseif ( null !== $closes && ( null === $date || $closes < $this->cutoff_moment( $date ) ) ) {
				// The window closes before the cutoff day ends: the card names the earlier moment.
				$label = $this->windows->closes_label( $closes );
			}
			$own            = (int) ( $row['tai_sui_year'] ?? 0 );
			$rows[ $index ] = array(
				'closed'       => $closed,
				'cutoff_label' => $label,
				'registration' => $closed ? OpeningWindow::CLOSED : $state,
				'opens_label'  => OpeningWindow::BEFORE === $state && null !== $opens ? $this->windows->opens_label( $opens ) : '',
				'tai_sui_year' => $this->seasons->resolve( $own > 0 ? $own : null ),
			) + $row;
		}
		return $rows;
	}

	/**
	 * A row as one side reads it, decided now: the page's places while the
	 * counter still keeps some (`kept_for_counter`), or for the counter every
	 * place left and its own window. The cached row's counter part is never sent.
	 *
	 * @param array<string, mixed> $row     A cached row.
	 * @param bool                 $counter Whether the counter reads it.
	 * @param int                  $now     The server's clock.
	 * @return array<string, mixed>
	 */
	public static function as_read( array $row, bool $counter, int $now ): array {
		$part = is_array( $row[ VisibleProducts::COUNTER ] ?? null ) ? $row[ VisibleProducts::COUNTER ] : array();
		unset( $row[ VisibleProducts::COUNTER ] );
		if ( $counter ) {
			$row['opens_at']  = (string) ( $part['opens_at'] ?? $row['opens_at'] ?? '' );
			$row['closes_at'] = (string) ( $part['closes_at'] ?? $row['closes_at'] ?? '' );
			return array( 'kept_for_counter' => false ) + $row;
		}
		$release = RegistrationWindows::from_iso( $part['release'] ?? '' );
		$kept    = (int) ( $part['kept'] ?? 0 ) > 0 && ( null === $release || $now < $release ) && is_array( $part['page'] ?? null );
		return array( 'kept_for_counter' => $kept ) + ( $kept ? $part['page'] + $row : $row );
	}

	/**
	 * The first moment a cutoff day has ended.
	 *
	 * @param string $date 'Y-m-d'.
	 */
	private function cutoff_moment( string $date ): int {
		return CutoffDate::closes_at( $date, wp_timezone() )->getTimestamp();
	}

	/**
	 * Rows with the paging headers.
	 *
	 * @param array<int, array<string, mixed>> $rows     Products.
	 * @param int                              $total    Products over all pages.
	 * @param int                              $per_page Page size.
	 */
	private static function response( array $rows, int $total, int $per_page ): WP_REST_Response {
		$response = new WP_REST_Response( $rows );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / $per_page ) );
		return $response;
	}

	/**
	 * "light, pudu,,x" → [ 'light', 'pudu', 'x' ]: unique, sorted (so the cache key
	 * does not depend on the order), at most MAX_CATEGORIES.
	 *
	 * @param mixed $value The raw parameter.
	 * @return string[]
	 */
	public static function category_slugs( mixed $value ): array {
		$slugs = array_filter( array_map( 'sanitize_title', explode( ',', is_string( $value ) ? $value : '' ) ) );
		$slugs = array_values( array_unique( $slugs ) );
		sort( $slugs );
		return array_slice( $slugs, 0, self::MAX_CATEGORIES );
	}
}

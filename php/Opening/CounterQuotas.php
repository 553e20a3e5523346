<?php
/**
 * The places an offering keeps for the temple's counter, read from WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use TempleOfferings\Support\OrderChannel;
use WC_Product;

/**
 * Staff set on a product's Temple tab how many of its places the counter
 * keeps and when the rest goes to the page (QuotaFields). What the counter
 * has sold is read from its orders (the counter's and the phone's channels,
 * OrderChannel) through WooCommerce's order API, so HPOS and posts storage
 * count alike: their lines of the offering that still hold places, less
 * refunds, as a person's places are counted (ShareLimit::taken()), on orders
 * made since the quota was set and since the season's first opening (the
 * page's or the counter's), so last year's counter orders of a product used
 * again never eat this year's quota. ChannelQuota does the arithmetic.
 *
 * Quotas count the offering's own stock: a simple offering. A variable
 * offering's variations keep no places for the counter.
 */
final class CounterQuotas {

	/** Product meta: places kept for the counter, a whole number. */
	public const KEPT_KEY = '_temple_offerings_counter_kept';

	/** Product meta: when the counter's unsold places go to the page, a Unix timestamp. */
	public const RELEASE_KEY = '_temple_offerings_counter_release';

	/** Product meta: when the quota was set (its counter orders count from then), a Unix timestamp. */
	public const SINCE_KEY = '_temple_offerings_counter_kept_since';

	/**
	 * @param RegistrationWindows $windows The offering's window.
	 * @param CounterWindows      $counter The counter's window.
	 */
	public function __construct( private RegistrationWindows $windows, private CounterWindows $counter ) {}

	/**
	 * The offering's quota: places kept (0 for none) and their release.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{kept: int, release: int|null}
	 */
	public function quota_of( WC_Product $product ): array {
		$id   = PersonalShares::offering_id( $product );
		$kept = $id === $product->get_id() && ! $product->is_type( array( 'variable', 'variable-subscription' ) ) ? ChannelQuota::parse( get_post_meta( $id, self::KEPT_KEY, true ) ) : null;
		return array(
			'kept'    => $kept ?? 0,
			'release' => OpeningWindow::stored( get_post_meta( $id, self::RELEASE_KEY, true ) ),
		);
	}

	/**
	 * The places still kept for the counter now (0 when none, or released).
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function reserved( WC_Product $product ): int {
		$quota = $this->quota_of( $product );
		if ( 0 === ChannelQuota::reserved( $quota['kept'], 0, $quota['release'], time() ) ) {
			return 0;
		}
		return ChannelQuota::reserved( $quota['kept'], $this->sold( $product ), $quota['release'], time() );
	}

	/**
	 * The counter's part not sold yet, whatever the release: what the page's
	 * rows keep until their answer decides whether the release has come.
	 *
	 * @param WC_Product $product Product.
	 */
	public function unsold( WC_Product $product ): int {
		$quota = $this->quota_of( $product );
		return 0 === $quota['kept'] ? 0 : ChannelQuota::reserved( $quota['kept'], $this->sold( $product ), null, 0 );
	}

	/**
	 * What an online order may take now, as the database holds it: the
	 * stock, less other checkouts' holds, less what the counter keeps; null
	 * when the offering does not count its places. For paths with no cart
	 * (WooCommerce's REST orders API).
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function page_left_now( WC_Product $product ): ?int {
		if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
			return null;
		}
		$managed = $product->get_stock_managed_by_id();
		wp_cache_delete( $managed, 'post_meta' );
		$stock = (int) wc_stock_amount( get_post_meta( $managed, '_stock', true ) );
		$held  = (int) wc_get_held_stock_quantity( $product );
		return ChannelQuota::page_left( max( 0, $stock - $held ), $this->reserved( $product ) );
	}

	/**
	 * The places the counter's orders hold of the offering, this season.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function sold( WC_Product $product ): int {
		$offering = PersonalShares::offering_id( $product );
		$query    = array(
			'limit'      => -1,
			'type'       => 'shop_order',
			'status'     => ShareLimit::COUNTED,
			'meta_query' => array(
				array(
					'key'     => OrderChannel::META,
					'value'   => array( OrderChannel::COUNTER, OrderChannel::PHONE ),
					'compare' => 'IN',
				),
			),
		);
		$since    = $this->since( $product );
		if ( $since > 0 ) {
			$query['date_created'] = '>=' . $since;
		}
		$lines = OrderPlaces::lines( wc_get_orders( $query ), $offering );
		return ShareLimit::taken( $lines );
	}

	/**
	 * From when the counter's orders count: the later of the moment the
	 * quota was set and the season's first opening (the page's or the
	 * counter's, whichever is earlier), 0 for always.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	private function since( WC_Product $product ): int {
		$set     = OpeningWindow::stored( get_post_meta( PersonalShares::offering_id( $product ), self::SINCE_KEY, true ) ) ?? 0;
		$opening = array_filter( array( $this->windows->window_of( $product )['opens'], $this->counter->own( $product )['opens'] ) );
		return max( $set, array() === $opening ? 0 : min( $opening ) );
	}
}

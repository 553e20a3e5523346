<?php
/**
 * Where staff keep places for the temple's counter and give the counter its
 * own window: the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use DateTimeZone;
use TempleOfferings\Support\PostedField;
use TempleOfferings\Support\ProductFormErrors;
use WC_Product;

/**
 * Four fields, in two pairs each saved whole or not at all: the places kept
 * for the counter (a whole number from 0; empty or 0 keeps none) with the
 * moment the counter's unsold places go to the page (empty: kept until
 * registration closes), and the counter's own registration window (each end
 * empty: the offering's own). Moments are read in the shop's time zone as
 * the window's fields read them (WindowFields::parsed()); anything that is
 * not a number or a moment stores nothing of its pair and says so.
 */
final class QuotaFields {

	public const KEPT = 'temple_offerings_counter_kept';

	public const RELEASE = 'temple_offerings_counter_release';

	public const OPENS = 'temple_offerings_counter_opens_at';

	public const CLOSES = 'temple_offerings_counter_closes_at';

	/**
	 * temple_offerings_temple_tab: the four fields.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$id = $product instanceof WC_Product ? $product->get_id() : 0;
		/* translators: %s: the shop's time zone, e.g. Asia/Taipei or UTC+8. */
		$zone = sprintf( __( 'In the shop\'s time zone (%s).', 'temple-offerings' ), wp_timezone_string() );
		$kept = $id > 0 ? ChannelQuota::parse( get_post_meta( $id, CounterQuotas::KEPT_KEY, true ) ) : null;
		echo '<div class="options_group">';
		woocommerce_wp_text_input(
			array(
				'id'                => self::KEPT,
				'label'             => __( 'Places kept for the counter', 'temple-offerings' ),
				'description'       => __( 'Of the places in stock, how many only the temple\'s counter may register until their release; the page and every online order sell the rest. The counter may register every place left. Empty or 0: none kept. For an offering with its own stock (not a variable one).', 'temple-offerings' ),
				'desc_tip'          => false,
				'type'              => 'number',
				'value'             => null === $kept || 0 === $kept ? '' : (string) $kept,
				'custom_attributes' => array(
					'min'  => '0',
					'step' => '1',
				),
			)
		);
		$moments = array(
			self::RELEASE => array( CounterQuotas::RELEASE_KEY, __( 'Released to the page at', 'temple-offerings' ), $zone . ' ' . __( 'From then on the page may sell the places the counter has not registered. Empty: kept for the counter until registration closes.', 'temple-offerings' ) ),
			self::OPENS   => array( CounterWindows::OPENS_KEY, __( 'Counter registration opens', 'temple-offerings' ), $zone . ' ' . __( 'When the counter may start registering this offering. Empty: when the offering opens.', 'temple-offerings' ) ),
			self::CLOSES  => array( CounterWindows::CLOSES_KEY, __( 'Counter registration closes at', 'temple-offerings' ), $zone . ' ' . __( 'When the counter stops registering this offering. Empty: when the offering closes. The registration cutoff day, if set, still closes it.', 'temple-offerings' ) ),
		);
		foreach ( $moments as $name => [ $key, $label, $help ] ) {
			WindowFields::moment_field( $name, $label, $help, $id, $key );
		}
		echo '</div>';
	}

	/**
	 * woocommerce_admin_process_product_object: stores what was posted.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		$this->save_quota( $product );
		$this->save_window( $product );
	}

	/**
	 * The places kept and their release.
	 *
	 * @param WC_Product $product The product.
	 */
	private function save_quota( WC_Product $product ): void {
		$kept    = PostedField::on_product( $product, self::KEPT );
		$release = PostedField::on_product( $product, self::RELEASE );
		if ( null === $kept || null === $release ) {
			return;
		}
		$checked = self::checked_quota( $kept, $release );
		if ( is_string( $checked ) ) {
			ProductFormErrors::add( self::refusal( $product->get_name(), $checked ) );
			return;
		}
		$before = ChannelQuota::parse( $product->get_meta( CounterQuotas::KEPT_KEY ) ) ?? 0;
		if ( 0 === $checked['kept'] ) {
			$product->delete_meta_data( CounterQuotas::KEPT_KEY );
			$product->delete_meta_data( CounterQuotas::SINCE_KEY );
		} else {
			$product->update_meta_data( CounterQuotas::KEPT_KEY, (string) $checked['kept'] );
			if ( 0 === $before ) {
				// The counter's orders count against the quota from the moment it is set.
				$product->update_meta_data( CounterQuotas::SINCE_KEY, (string) time() );
			}
		}
		self::store( $product, CounterQuotas::RELEASE_KEY, $checked['release'] );
	}

	/**
	 * The counter's own window.
	 *
	 * @param WC_Product $product The product.
	 */
	private function save_window( WC_Product $product ): void {
		$opens  = PostedField::on_product( $product, self::OPENS );
		$closes = PostedField::on_product( $product, self::CLOSES );
		if ( null === $opens || null === $closes ) {
			return;
		}
		$window = WindowFields::parsed( $opens, $closes );
		if ( is_string( $window ) ) {
			ProductFormErrors::add( self::refusal( $product->get_name(), 'window-' . $window ) );
			return;
		}
		self::store( $product, CounterWindows::OPENS_KEY, $window['opens'] );
		self::store( $product, CounterWindows::CLOSES_KEY, $window['closes'] );
	}

	/**
	 * The posted quota as it is stored, or why it is refused: 'kept' (not a
	 * whole number from 0), 'format' or 'skipped' (the release is no moment
	 * in the shop's time zone, WindowFields::parsed()'s reasons).
	 *
	 * @param string            $kept     The posted number, '' for none.
	 * @param string            $release  The posted moment, '' for none.
	 * @param DateTimeZone|null $timezone The shop's time zone (wp_timezone() when null).
	 * @return array{kept: int, release: int|null}|string
	 */
	public static function checked_quota( string $kept, string $release, ?DateTimeZone $timezone = null ): array|string {
		$number = '' === $kept ? 0 : ChannelQuota::parse( $kept );
		if ( null === $number ) {
			return 'kept';
		}
		$moment = WindowFields::parsed( $release, '', $timezone );
		if ( is_string( $moment ) ) {
			return $moment;
		}
		return array(
			'kept'    => $number,
			'release' => $moment['opens'],
		);
	}

	/**
	 * A moment stored, or removed when there is none.
	 *
	 * @param WC_Product $product The product.
	 * @param string     $key     Meta key.
	 * @param int|null   $moment  Unix timestamp.
	 */
	private static function store( WC_Product $product, string $key, ?int $moment ): void {
		if ( null === $moment ) {
			$product->delete_meta_data( $key );
		} else {
			$product->update_meta_data( $key, (string) $moment );
		}
	}

	/**
	 * What staff read when a pair was not saved.
	 *
	 * @param string $name   The product's name.
	 * @param string $reason What checked_quota() or WindowFields::parsed() found ('window-' before the window's).
	 */
	public static function refusal( string $name, string $reason ): string {
		return match ( $reason ) {
			/* translators: %s: product name. */
			'kept'           => sprintf( __( 'The places kept for the counter of %s were not saved: please enter a whole number from 0, or leave the field empty.', 'temple-offerings' ), $name ),
			/* translators: %s: product name. */
			'skipped'        => sprintf( __( 'The places kept for the counter of %s were not saved: their release time does not exist in the shop\'s time zone (the clocks skip it). Please choose another time.', 'temple-offerings' ), $name ),
			/* translators: %s: product name. */
			'format'         => sprintf( __( 'The places kept for the counter of %s were not saved: please enter their release as a date and a time, or leave it empty.', 'temple-offerings' ), $name ),
			/* translators: %s: product name. */
			'window-order'   => sprintf( __( 'The counter\'s registration window of %s was not saved: registration must close after it opens.', 'temple-offerings' ), $name ),
			/* translators: %s: product name. */
			'window-skipped' => sprintf( __( 'The counter\'s registration window of %s was not saved: that time does not exist in the shop\'s time zone (the clocks skip it). Please choose another time.', 'temple-offerings' ), $name ),
			/* translators: %s: product name. */
			default          => sprintf( __( 'The counter\'s registration window of %s was not saved: please enter a date and a time.', 'temple-offerings' ), $name ),
		};
	}
}

<?php
/**
 * When the temple's counter takes registrations for an offering.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Product;

/**
 * An offering may give the counter its own window (a temple opens its online
 * lamps at 10:00 on a set day and the counter the days after): each end the
 * product's own counter moment, else the offering's window as the page has
 * it (RegistrationWindows). Only the counter's orders ask here; the page's
 * window is unchanged. Its refusals name the counter when one of its own
 * ends speaks, else they are the page's sentences.
 */
final class CounterWindows {

	/** Product meta: when the counter opens, a Unix timestamp. */
	public const OPENS_KEY = '_temple_offerings_counter_opens_at';

	/** Product meta: when the counter closes, a Unix timestamp. */
	public const CLOSES_KEY = '_temple_offerings_counter_closes_at';

	/**
	 * @param RegistrationWindows $windows The offering's window.
	 */
	public function __construct( private RegistrationWindows $windows ) {}

	/**
	 * The counter's own moments, each null when the product has none.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{opens: int|null, closes: int|null}
	 */
	public function own( WC_Product $product ): array {
		$id = PersonalShares::offering_id( $product );
		return array(
			'opens'  => OpeningWindow::stored( get_post_meta( $id, self::OPENS_KEY, true ) ),
			'closes' => OpeningWindow::stored( get_post_meta( $id, self::CLOSES_KEY, true ) ),
		);
	}

	/**
	 * The counter's window: its own ends, else the offering's.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{opens: int|null, closes: int|null}
	 */
	public function window_of( WC_Product $product ): array {
		$own  = $this->own( $product );
		$page = $this->windows->window_of( $product );
		return array(
			'opens'  => $own['opens'] ?? $page['opens'],
			'closes' => $own['closes'] ?? $page['closes'],
		);
	}

	/**
	 * Why the counter cannot register the offering now, or null while its window is open.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{code: string, message: string}|null
	 */
	public function refusal( WC_Product $product ): ?array {
		$own = $this->own( $product );
		if ( array( null, null ) === array_values( $own ) ) {
			return $this->windows->refusal( $product );
		}
		$window = $this->window_of( $product );
		$state  = OpeningWindow::state( $window['opens'], $window['closes'], time() );
		$name   = $product->get_name();
		if ( OpeningWindow::BEFORE === $state && null !== $window['opens'] ) {
			return array(
				'code'    => RegistrationWindows::NOT_OPEN_CODE,
				/* translators: 1: offering (product) name, 2: when the counter opens, e.g. 2026年12月1日 09:00. */
				'message' => sprintf( __( 'Registration at the counter for "%1$s" opens on %2$s.', 'temple-offerings' ), $name, $this->windows->moment( $window['opens'] ) ),
			);
		}
		if ( OpeningWindow::CLOSED === $state && null !== $window['closes'] ) {
			return array(
				'code'    => RegistrationWindows::CLOSED_CODE,
				/* translators: 1: offering (product) name, 2: when the counter closed, e.g. 2026年12月31日 17:00. */
				'message' => sprintf( __( 'Registration at the counter for "%1$s" closed on %2$s.', 'temple-offerings' ), $name, $this->windows->moment( $window['closes'] ) ),
			);
		}
		return null;
	}
}

<?php
/**
 * The one answer to "is registration for this offering open now".
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use DateTimeImmutable;
use WC_Product;

/**
 * Staff set when registration opens and closes on a product's Temple tab or
 * on a product category (OpeningWindow::effective() says which applies); a
 * variation opens and closes with its product. Every question is answered by
 * the server's clock (time()), never the browser's: the add paths, the
 * checkouts and the REST orders API ask refusal(), the offering page's rows
 * carry the moments and the state at the time of the answer.
 */
final class RegistrationWindows {

	/** Product meta: the opening, a Unix timestamp. */
	public const OPENS_KEY = '_temple_offerings_opens_at';

	/** Product meta: the close, a Unix timestamp. */
	public const CLOSES_KEY = '_temple_offerings_closes_at';

	/** Term meta of a product category: the opening of its offerings. */
	public const TERM_OPENS_KEY = 'temple_offerings_opens_at';

	/** Term meta of a product category: the close of its offerings. */
	public const TERM_CLOSES_KEY = 'temple_offerings_closes_at';

	public const NOT_OPEN_CODE = 'temple_offerings_registration_not_open';

	public const CLOSED_CODE = 'temple_offerings_registration_closed';

	/**
	 * The window of a product or variation.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{opens: int|null, closes: int|null}
	 */
	public function window_of( WC_Product $product ): array {
		$id = $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
		if ( $id !== $product->get_id() ) {
			$parent = wc_get_product( $id );
			if ( ! $parent instanceof WC_Product ) {
				return array(
					'opens'  => null,
					'closes' => null,
				);
			}
			$product = $parent;
		}
		$opens  = array();
		$closes = array();
		foreach ( $product->get_category_ids() as $term_id ) {
			$opens[]  = get_term_meta( (int) $term_id, self::TERM_OPENS_KEY, true );
			$closes[] = get_term_meta( (int) $term_id, self::TERM_CLOSES_KEY, true );
		}
		// WordPress's post meta, as the registration cutoff reads it: the catalogue primes
		// the post meta cache for a whole page of products.
		return OpeningWindow::effective( get_post_meta( $product->get_id(), self::OPENS_KEY, true ), get_post_meta( $product->get_id(), self::CLOSES_KEY, true ), $opens, $closes );
	}

	/**
	 * Where a product's window stands now: OpeningWindow::BEFORE, OPEN or CLOSED.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function state_of( WC_Product $product ): string {
		$window = $this->window_of( $product );
		return OpeningWindow::state( $window['opens'], $window['closes'], time() );
	}

	/**
	 * Why registration for a product cannot be taken now, or null while it
	 * is open: the same sentence on every path that refuses it.
	 *
	 * @param WC_Product $product Product or variation.
	 * @return array{code: string, message: string}|null
	 */
	public function refusal( WC_Product $product ): ?array {
		$window = $this->window_of( $product );
		$state  = OpeningWindow::state( $window['opens'], $window['closes'], time() );
		$name   = $product->get_name();
		if ( OpeningWindow::BEFORE === $state && null !== $window['opens'] ) {
			return array(
				'code'    => self::NOT_OPEN_CODE,
				/* translators: 1: offering (product) name, 2: when registration opens, e.g. 2026年11月30日 10:00. */
				'message' => sprintf( __( 'Registration for "%1$s" opens on %2$s.', 'temple-offerings' ), $name, $this->moment( $window['opens'] ) ),
			);
		}
		if ( OpeningWindow::CLOSED === $state && null !== $window['closes'] ) {
			return array(
				'code'    => self::CLOSED_CODE,
				/* translators: 1: offering (product) name, 2: the registration cutoff day, e.g. 2026年12月31日. */
				'message' => sprintf( __( 'Registration for "%1$s" closed on %2$s.', 'temple-offerings' ), $name, $this->moment( $window['closes'] ) ),
			);
		}
		return null;
	}

	/**
	 * A moment as refusals write it, in the shop's time zone and language
	 * (2026年11月30日 10:00).
	 *
	 * @param int $moment Unix timestamp.
	 */
	public function moment( int $moment ): string {
		/* translators: PHP date format of a day and a time, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'F j, Y, H:i', 'temple-offerings' ), $moment );
	}

	/**
	 * What a card says before the opening (11月30日 10:00 開放登記).
	 *
	 * @param int $opens Unix timestamp.
	 */
	public function opens_label( int $opens ): string {
		/* translators: %s: when registration opens, month, day and time (11月30日 10:00). */
		return sprintf( __( 'Registration opens %s', 'temple-offerings' ), $this->short_moment( $opens ) );
	}

	/**
	 * What a card says while open, of its close (登記截止 12月31日 17:00).
	 *
	 * @param int $closes Unix timestamp.
	 */
	public function closes_label( int $closes ): string {
		/* translators: %s: the registration cutoff day, month and day (12月31日). */
		return sprintf( __( 'Registration closes %s', 'temple-offerings' ), $this->short_moment( $closes ) );
	}

	/**
	 * A moment in ISO 8601 with the shop's offset (2026-11-30T10:00:00+08:00),
	 * as the REST answer carries it; '' for none.
	 *
	 * @param int|null $moment Unix timestamp.
	 */
	public static function iso( ?int $moment ): string {
		return null === $moment ? '' : ( new DateTimeImmutable( '@' . $moment ) )->setTimezone( wp_timezone() )->format( DATE_ATOM );
	}

	/**
	 * An ISO 8601 moment back to a timestamp, or null.
	 *
	 * @param mixed $iso What iso() wrote.
	 */
	public static function from_iso( mixed $iso ): ?int {
		if ( ! is_string( $iso ) || '' === $iso ) {
			return null;
		}
		$moment = DateTimeImmutable::createFromFormat( DATE_ATOM, $iso );
		return false === $moment ? null : $moment->getTimestamp();
	}

	/**
	 * Month, day and time, in the shop's time zone and language (11月30日 10:00).
	 *
	 * @param int $moment Unix timestamp.
	 */
	private function short_moment( int $moment ): string {
		/* translators: PHP date format of a month, a day and a time, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'F j, H:i', 'temple-offerings' ), $moment );
	}
}

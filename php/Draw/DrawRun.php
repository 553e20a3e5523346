<?php
/**
 * Runs an offering's draw, once.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Opening\OpeningWindow;
use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\NamedLock;
use WC_Order;
use WC_Product;

/**
 * The draw of one offering, after its registration closed: under the
 * offering's lock (one run on every PHP node), refused when it already ran.
 * The entries waiting are put in drawn order (DrawOrder, from the seed),
 * the record is written before any order changes (a second run is refused
 * even should this one stop half-way), then the places go down the drawn
 * order (DrawWinners) and every entry is told. Places that come back later
 * go to the next drawn (promote()).
 */
final class DrawRun {

	/** The longest seed, in characters. */
	public const SEED_MAX = 200;

	/**
	 * @param DrawOfferings       $offerings The draw offerings and their entries.
	 * @param RegistrationWindows $windows   When registration closes.
	 * @param DrawAwards          $awards    What each entry becomes.
	 * @param NamedLock           $lock      One draw of an offering at a time.
	 */
	public function __construct( private DrawOfferings $offerings, private RegistrationWindows $windows, private DrawAwards $awards, private NamedLock $lock ) {}

	/**
	 * Why the offering's draw cannot run now, or null when it can.
	 *
	 * @param int $offering Product id.
	 * @return array{code: string, message: string}|null
	 */
	public function refusal( int $offering ): ?array {
		$product = wc_get_product( $offering );
		if ( ! $product instanceof WC_Product || ! DrawOfferings::is_draw( $product ) ) {
			return self::refused( 'not_draw', __( 'This offering does not give its places by draw.', 'temple-offerings' ) );
		}
		if ( null !== DrawRecord::read( $offering ) ) {
			return self::refused( 'already', __( 'This draw has already been run: a draw runs once.', 'temple-offerings' ) );
		}
		$window = $this->windows->window_of( $product );
		if ( null === $window['closes'] || OpeningWindow::CLOSED !== OpeningWindow::state( $window['opens'], $window['closes'], time() ) ) {
			return self::refused( 'open', __( 'The draw can be run once registration has closed: set the offering\'s registration close (Temple tab) and wait for it.', 'temple-offerings' ) );
		}
		if ( null === $this->offerings->places( $offering ) ) {
			return self::refused( 'places', __( 'The draw needs the offering\'s places: manage its stock (Inventory tab) with the number of places.', 'temple-offerings' ) );
		}
		return null;
	}

	/**
	 * Runs the draw.
	 *
	 * @param int    $offering Product id.
	 * @param string $seed     The seed, as staff typed or took it.
	 * @param int    $user     Who runs it.
	 * @return array{code: string, message: string}|null The refusal, or null when it ran.
	 */
	public function run( int $offering, string $seed, int $user ): ?array {
		$seed = trim( $seed );
		if ( '' === $seed || mb_strlen( $seed ) > self::SEED_MAX || ! mb_check_encoding( $seed, 'UTF-8' ) ) {
			/* translators: %d: the most characters. */
			return self::refused( 'seed', sprintf( __( 'Please enter a seed of 1 to %d characters.', 'temple-offerings' ), self::SEED_MAX ) );
		}
		[ $locked, $refusal ] = $this->lock->run( $offering, fn(): ?array => $this->run_locked( $offering, $seed, $user ) );
		return $locked ? $refusal : self::refused( 'busy', __( 'Another draw of this offering is running: please wait a moment and look again.', 'temple-offerings' ) );
	}

	/**
	 * Places that came back go to the entries not drawn, in drawn order.
	 *
	 * @param int    $offering Product id.
	 * @param string $why      The log's line, saying what gave them back.
	 */
	public function promote( int $offering, string $why ): void {
		$this->lock->run(
			$offering,
			function () use ( $offering, $why ): void {
				$record = DrawRecord::read( $offering );
				$places = $this->offerings->places( $offering );
				if ( null === $record || null === $places ) {
					return;
				}
				$drawn   = DrawRecord::drawn( $record );
				$waiting = array();
				$orders  = array();
				foreach ( array_keys( $drawn ) as $id ) {
					$order = wc_get_order( $id );
					if ( $order instanceof WC_Order && $order->has_status( DrawStatuses::NOT_DRAWN ) && DrawOfferings::STATE_NOT_DRAWN === DrawOfferings::state( $order ) ) {
						$waiting[]     = $id;
						$orders[ $id ] = $order;
					}
				}
				$ranks = array_flip( array_keys( $drawn ) );
				$given = array();
				foreach ( DrawWinners::promote( $drawn, $waiting, $places ) as $id ) {
					/* translators: %d: rank in the drawn order. */
					$this->awards->win( $orders[ $id ], $ranks[ $id ] + 1, sprintf( __( 'Drawn %d: places came back and go to this entry; waiting for its payment.', 'temple-offerings' ), $ranks[ $id ] + 1 ) );
					$given[] = '#' . $id;
				}
				/* translators: 1: what gave the places back, 2: the orders that took them, or "none". */
				$record['log'][] = array( time(), sprintf( __( '%1$s Places went to: %2$s.', 'temple-offerings' ), $why, array() === $given ? __( 'none (no entry not drawn fits)', 'temple-offerings' ) : implode( ', ', $given ) ) );
				DrawRecord::write( $offering, $record );
			}
		);
	}

	/**
	 * The run, holding the offering's lock.
	 *
	 * @param int    $offering Product id.
	 * @param string $seed     The seed.
	 * @param int    $user     Who runs it.
	 * @return array{code: string, message: string}|null
	 */
	private function run_locked( int $offering, string $seed, int $user ): ?array {
		$refusal = $this->refusal( $offering );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$places  = (int) $this->offerings->places( $offering );
		$entries = $this->offerings->entries( $offering );
		$order   = DrawOrder::of( $seed, array_keys( $entries ) );
		$drawn   = array();
		foreach ( $order as $id ) {
			$drawn[ $id ] = $entries[ $id ];
		}
		$won     = DrawWinners::select( $drawn, $places );
		$by      = get_userdata( $user );
		$name    = $by instanceof \WP_User ? $by->display_name : '';
		$record  = array(
			'seed'        => $seed,
			'ran_at'      => time(),
			'ran_by'      => $user,
			'ran_by_name' => $name,
			'places'      => $places,
			'drawn'       => array_map( static fn( int $id ): array => array( $id, $entries[ $id ] ), $order ),
			'won'         => $won,
			/* translators: 1: who ran it, 2: entries, 3: places, 4: winners. */
			'log'         => array( array( time(), sprintf( __( 'Draw run by %1$s: %2$d entries for %3$d places, %4$d drawn.', 'temple-offerings' ), $name, count( $order ), $places, count( $won ) ) ) ),
		);
		DrawRecord::write( $offering, $record );
		$winners = array_flip( $won );
		foreach ( $order as $index => $id ) {
			$entry = wc_get_order( $id );
			if ( ! $entry instanceof WC_Order ) {
				continue;
			}
			if ( isset( $winners[ $id ] ) ) {
				/* translators: 1: rank in the drawn order, 2: the seed. */
				$this->awards->win( $entry, $index + 1, sprintf( __( 'Drawn %1$d (seed "%2$s"): places given; waiting for its payment.', 'temple-offerings' ), $index + 1, $seed ) );
			} else {
				$this->awards->not_drawn( $entry, $index + 1 );
			}
		}
		return null;
	}

	/**
	 * A refusal.
	 *
	 * @param string $code    Its code.
	 * @param string $message Its sentence.
	 * @return array{code: string, message: string}
	 */
	private static function refused( string $code, string $message ): array {
		return array(
			'code'    => $code,
			'message' => $message,
		);
	}
}

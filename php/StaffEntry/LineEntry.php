<?php
/**
 * Staff register the believers an order line is missing.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\StaffEntry;

use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\LineBelieversCheck;
use TempleOfferings\Order\OrderLine;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Order\ShortLines;
use TempleOfferings\Rest\RouteException;
use TempleOfferings\Support\NamedLock;
use WC_Order;
use WC_Order_Item_Product;

/**
 * The one path by which staff add believers to an order line, whatever
 * screen they type them on (the order editor's Believers box today): the
 * line must be an offering line of the order (OrderLine: a line of another
 * order is not found), the believers pass the cart's rules for the line's
 * product (LineBelieversCheck: sanitized, validated for its form kind, the
 * product's own categories), and they fill places nobody is registered for,
 * never more (EntryRule). The save holds the line's lock (NamedLock `line`,
 * the one the corrections take) and reads the line as stored now, so two
 * saves of one line, or a save and a correction, never write over each
 * other. The believers are appended, so the indexes refunds and lamp numbers
 * name stay on their believers; the order gets a note naming them and is
 * saved, which counts its short lines again (ShortLines).
 */
final class LineEntry {

	/**
	 * @param LineBelieversCheck $check     The cart's rules for one line.
	 * @param LineBelievers      $believers The one reader of a line's believers.
	 * @param ShortLines         $short     A line's places against its believers.
	 * @param RefundedBelievers  $refunded  What refunds took from a line.
	 * @param BelieverLines      $lines     Believers as people read them, for the note.
	 * @param NamedLock          $line_lock One save of a line's believers at a time.
	 */
	public function __construct(
		private LineBelieversCheck $check,
		private LineBelievers $believers,
		private ShortLines $short,
		private RefundedBelievers $refunded,
		private BelieverLines $lines,
		private NamedLock $line_lock
	) {}

	/**
	 * The offering lines of an order, as the believer form needs them.
	 *
	 * @param WC_Order $order Order (the caller checked the user may edit it).
	 * @return array<int, array<string, mixed>> LineEntry::state() of each.
	 */
	public function lines( WC_Order $order ): array {
		$lines = array();
		foreach ( $order->get_items() as $item ) {
			$state = $item instanceof WC_Order_Item_Product ? $this->state( $item, $order ) : null;
			if ( null !== $state ) {
				$lines[] = $state;
			}
		}
		return $lines;
	}

	/**
	 * One offering line: its form kind (its product's, which the save
	 * validates by), its quantity and places (refunded ones taken off), its
	 * believers (refunded ones taken off), how many it stores (all of them:
	 * what a save compares), and the places without a believer. Null for
	 * anything but an offering line whose product still has a form.
	 *
	 * @param WC_Order_Item_Product $item  Line.
	 * @param WC_Order              $order Its order.
	 * @return array{item_id: int, name: string, kind: string, quantity: int, refunded_places: int, places: int, believers: int, stored: int, missing: int, extra: int}|null
	 */
	public function state( WC_Order_Item_Product $item, WC_Order $order ): ?array {
		$line = $this->short->of_item( $item, $order );
		$kind = $this->short->kind_of( $item );
		if ( null === $line || null === $kind ) {
			return null;
		}
		$read = $this->believers->read( $item );
		return array(
			'item_id'         => $item->get_id(),
			'name'            => wp_strip_all_tags( $item->get_name() ),
			'kind'            => $kind,
			'quantity'        => max( 0, (int) ceil( (float) $item->get_quantity() ) ),
			'refunded_places' => (int) ceil( (float) $this->refunded->of_line( $item, $order )['quantity'] ),
			'places'          => $line->places,
			'believers'       => $line->believers,
			'stored'          => null === $read ? 0 : count( $read['believers'] ),
			'missing'         => $line->missing(),
			'extra'           => $line->extra(),
		);
	}

	/**
	 * Adds believers to line $item_id of $order.
	 *
	 * @param WC_Order $order       The order the request names (the caller checked the user may edit it).
	 * @param int      $item_id     The line the request names.
	 * @param array    $posted      The believers as posted (a list).
	 * @param int      $stored_seen How many believers the line stored when the form opened.
	 * @param string   $who         Who registers them, as the order note names them.
	 * @param callable $before_write fn(): void, called once the save is known to be accepted, right before it writes (may throw).
	 * @return array{line: array<string, mixed>|null, added: int} The line as it is now, and how many were added.
	 * @throws RouteException When the line is not the order's, the save does not fit the line, or the believers break a rule.
	 */
	public function add( WC_Order $order, int $item_id, array $posted, int $stored_seen, string $who, callable $before_write ): array {
		$item = OrderLine::find( $order, $item_id );
		if ( null === $item || null === $this->state( $item, $order ) ) {
			throw self::not_found();
		}
		[ $locked, $added ] = $this->line_lock->run(
			$item_id,
			fn(): array => $this->add_locked( $order->get_id(), $item_id, array_values( $posted ), $stored_seen, $before_write )
		);
		if ( ! $locked || ! is_array( $added ) ) {
			throw new RouteException( 'temple_offerings_busy', __( 'The server is busy. Please try again in a moment.', 'temple-offerings' ), 503 );
		}
		// Saving the order counts its short lines again (ShortLines::flag()).
		$order = wc_get_order( $order->get_id() );
		$item  = $order instanceof WC_Order ? OrderLine::find( $order, $item_id ) : null;
		if ( ! $order instanceof WC_Order || null === $item ) {
			throw self::not_found();
		}
		$order->add_order_note( esc_html( $this->note( $who, $item->get_name(), $added['kind'], $added['believers'] ) ), 0, true );
		$order->save();
		return array(
			'line'  => $this->state( $item, $order ),
			'added' => count( $added['believers'] ),
		);
	}

	/**
	 * The save itself, under the line's lock, on the order and line as stored now.
	 *
	 * @param int      $order_id     Order id.
	 * @param int      $item_id      Line id.
	 * @param array    $posted       Believers posted (a list).
	 * @param int      $stored_seen  Believers the line stored when the form opened.
	 * @param callable $before_write Called right before the write.
	 * @return array{kind: string, believers: array<int, array<string, mixed>>} What was added.
	 * @throws RouteException When it does not fit or the believers break a rule.
	 */
	private function add_locked( int $order_id, int $item_id, array $posted, int $stored_seen, callable $before_write ): array {
		$order   = wc_get_order( $order_id );
		$item    = OrderLine::fresh( $item_id );
		$line    = $order instanceof WC_Order && null !== $item ? $this->short->of_item( $item, $order ) : null;
		$product = null === $item ? null : $item->get_product();
		if ( null === $line || ! $product instanceof \WC_Product ) {
			throw self::not_found();
		}
		$read    = $this->believers->read( $item );
		$stored  = null === $read ? array() : $read['believers'];
		$refusal = EntryRule::refusal( count( $posted ), $stored_seen, count( $stored ), $line );
		if ( '' !== $refusal ) {
			throw self::refusal( $refusal, $line->missing() );
		}
		try {
			$accepted = $this->check->check( $product, count( $posted ), $posted );
		} catch ( CartRefusal $refused ) {
			throw new RouteException( $refused->error_code, $refused->getMessage(), 400, array() === $refused->errors ? array() : array( 'errors' => $refused->errors ) );
		}
		if ( null === $accepted ) {
			throw self::not_found();
		}
		$before_write();
		// Appended: the places refunds and lamp numbers name stay on their believers.
		$item->update_meta_data( LineBelievers::DATA_KEY, array_merge( $stored, $accepted['believers'] ) );
		$item->update_meta_data( LineBelievers::KIND_KEY, $accepted['kind'] );
		$item->save();
		return $accepted;
	}

	/**
	 * The order note: who registered whom on which line.
	 *
	 * @param string                           $who       Staff member's name.
	 * @param string                           $offering  The line's name.
	 * @param string                           $kind      Form kind.
	 * @param array<int, array<string, mixed>> $believers The believers added.
	 */
	private function note( string $who, string $offering, string $kind, array $believers ): string {
		$names = array_map( static fn( array $group ): string => $group['heading'], $this->lines->groups( $believers, $kind ) );
		return sprintf(
			/* translators: 1: staff member's display name, 2: how many believers, 3: offering (product) name, 4: the believers, e.g. 王小明（信士）、李四（信女）. */
			_n( '%1$s registered %2$d believer for %3$s: %4$s', '%1$s registered %2$d believers for %3$s: %4$s', count( $believers ), 'temple-offerings' ),
			$who,
			count( $believers ),
			$offering,
			/* translators: joins the believers' names in a sentence. */
			implode( __( ', ', 'temple-offerings' ), $names )
		);
	}

	/**
	 * One answer for a line that is not there: another order's, no offering
	 * line, an order this user may not edit.
	 */
	public static function not_found(): RouteException {
		return new RouteException( 'temple_offerings_line_not_found', __( 'This order line does not exist.', 'temple-offerings' ), 404 );
	}

	/**
	 * A save that does not fit the line, as an error.
	 *
	 * @param string $refusal EntryRule::refusal()'s answer.
	 * @param int    $missing The line's places without a believer.
	 */
	private static function refusal( string $refusal, int $missing ): RouteException {
		if ( EntryRule::CHANGED === $refusal ) {
			return new RouteException( 'temple_offerings_line_changed', __( 'The believers of this line changed meanwhile. Check the line again, then save.', 'temple-offerings' ), 409 );
		}
		if ( 0 === $missing ) {
			return new RouteException( CartRefusal::QUANTITY_MISMATCH, __( 'Every place of this line already has its believer.', 'temple-offerings' ), 400 );
		}
		return new RouteException(
			CartRefusal::QUANTITY_MISMATCH,
			/* translators: %d: places of the order line that have no believer yet. */
			sprintf( _n( 'This line has only %d place without a believer.', 'This line has only %d places without a believer.', $missing, 'temple-offerings' ), $missing ),
			400,
			array( 'missing' => $missing )
		);
	}
}

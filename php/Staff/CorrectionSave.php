<?php
/**
 * One correction of one believer on an order line, checked and stored:
 * the save staff and worshippers share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

use TempleOfferings\Order\LineBelievers;
use WC_Order;
use WC_Order_Item_Product;

/**
 * The posted values are put into the stored believer and checked with the
 * page's rules (BelieverCorrection); a refused one, or one made over a
 * believer that changed since its form was opened, stores nothing and
 * hands back what was typed. An accepted change is written where
 * LineBelievers reads it (so every list, print view and export follows)
 * and becomes a private order note naming who changed which fields; a save
 * without a change writes nothing. It holds the line's lock (LineLock) and
 * reads the line as stored now, so two corrections of one line at once both
 * stay. The staff form (BelieverCorrectionPage) and the worshipper's form in
 * My Account (php/Cutoff/CustomerCorrections.php) both save through here.
 */
final class CorrectionSave {

	/**
	 * @param BelieverCorrection $correction What a correction does.
	 * @param LineBelievers      $lines      The one reader of a line's believers.
	 * @param LineLock           $line_lock  One save of a line's believers at a time.
	 */
	public function __construct( private BelieverCorrection $correction, private LineBelievers $lines, private LineLock $line_lock ) {}

	/**
	 * Applies a posted correction, holding the line's lock and reading the
	 * line as stored now (another save may have written it since the
	 * request read it).
	 *
	 * @param WC_Order              $order  The order.
	 * @param WC_Order_Item_Product $item   Its line.
	 * @param string                $kind   The line's form kind.
	 * @param array<string, mixed>  $shown  The believer as the form showed it.
	 * @param int                   $index  The believer's index, from 0.
	 * @param mixed                 $posted The form's `believer` values, unslashed.
	 * @param string                $was    fingerprint() of the believer the form was opened on.
	 * @param string                $who    Who is correcting, as the note names them.
	 * @return array{outcome: string, values: array<string, mixed>, errors: array<string, string>, changes: array<int, array{0: string, 1: string, 2: string}>}
	 *         outcome: 'busy' (the lock did not come), 'refused' (errors), 'stale' (changed meanwhile), 'unchanged' or 'saved'.
	 */
	public function save( WC_Order $order, WC_Order_Item_Product $item, string $kind, array $shown, int $index, mixed $posted, string $was, string $who ): array {
		[ $locked, $result ] = $this->line_lock->run(
			$item->get_id(),
			fn(): array => $this->save_locked( $order, $item->get_id(), $kind, $shown, $index, $posted, $was, $who )
		);
		if ( ! $locked || ! is_array( $result ) ) {
			return array(
				'outcome' => 'busy',
				'values'  => $this->typed( $shown, $posted, $kind ),
				'errors'  => array(),
				'changes' => array(),
			);
		}
		return $result;
	}

	/**
	 * The save itself, under the line's lock.
	 *
	 * @param WC_Order             $order   The order.
	 * @param int                  $item_id Its line's id.
	 * @param string               $kind    The line's form kind.
	 * @param array<string, mixed> $shown   The believer as the form showed it.
	 * @param int                  $index   The believer's index.
	 * @param mixed                $posted  Posted values.
	 * @param string               $was     Fingerprint the form was opened on.
	 * @param string               $who     Who, for the note.
	 * @return array{outcome: string, values: array<string, mixed>, errors: array<string, string>, changes: array<int, array{0: string, 1: string, 2: string}>}
	 */
	private function save_locked( WC_Order $order, int $item_id, string $kind, array $shown, int $index, mixed $posted, string $was, string $who ): array {
		$item = self::fresh_item( $item_id );
		$line = null === $item ? null : $this->lines->read( $item );
		if ( null === $item || null === $line || ! isset( $line['believers'][ $index ] ) ) {
			// The line lost this believer meanwhile: the form comes back with what was typed.
			return array(
				'outcome' => 'stale',
				'values'  => $this->typed( $shown, $posted, $kind ),
				'errors'  => array(),
				'changes' => array(),
			);
		}
		$believers = $line['believers'];
		$old       = $believers[ $index ];
		$new       = $this->correction->apply( $old, $posted, $kind );
		$errors    = $this->correction->errors( $new, $kind );
		$result    = array(
			'outcome' => 'refused',
			'values'  => $new,
			'errors'  => $errors,
			'changes' => array(),
		);
		if ( array() !== $errors ) {
			return $result;
		}
		if ( ! hash_equals( self::fingerprint( $old ), $was ) ) {
			return array( 'outcome' => 'stale' ) + $result;
		}
		$changes = $this->correction->changes( $old, $new, $kind );
		if ( array() === $changes ) {
			return array( 'outcome' => 'unchanged' ) + $result;
		}
		$believers[ $index ] = $new;
		$item->update_meta_data( LineBelievers::DATA_KEY, $believers );
		$item->save();
		$note = $this->correction->note( $changes, $who, $item->get_name(), $index + 1 );
		// Escaped as text: WooCommerce shows notes as HTML, and a typed value is no markup.
		$order->add_order_note( esc_html( $note ), 0, true );
		return array(
			'outcome' => 'saved',
			'changes' => $changes,
		) + $result;
	}

	/**
	 * The order line as stored now, past the caches.
	 *
	 * @param int $item_id Order item id.
	 */
	private static function fresh_item( int $item_id ): ?WC_Order_Item_Product {
		wp_cache_delete( \WC_Data::generate_meta_cache_key( $item_id, 'order-items' ), 'order-items' );
		try {
			$item = new WC_Order_Item_Product( $item_id );
		} catch ( \Exception $exception ) {
			return null;
		}
		return $item->get_id() === $item_id ? $item : null;
	}

	/**
	 * What was typed, put into the stored believer and cleaned, without
	 * checking or storing it: a form refused before its save (an expired
	 * nonce) shows it again rather than losing it.
	 *
	 * @param array<string, mixed> $old    The stored believer.
	 * @param mixed                $posted The form's `believer` values, unslashed.
	 * @param string               $kind   The line's form kind.
	 * @return array<string, mixed>
	 */
	public function typed( array $old, mixed $posted, string $kind ): array {
		return $this->correction->apply( $old, $posted, $kind );
	}

	/**
	 * A short fingerprint of a stored believer, posted with its form so a
	 * save notices a correction made meanwhile by someone else.
	 *
	 * @param array<string, mixed> $believer Believer as read.
	 */
	public static function fingerprint( array $believer ): string {
		return md5( (string) wp_json_encode( $believer ) );
	}
}

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
 * without a change writes nothing. The staff form and the worshipper's
 * form in My Account both save through here, so they store and note alike.
 */
final class CorrectionSave {

	/**
	 * @param BelieverCorrection $correction What a correction does.
	 */
	public function __construct( private BelieverCorrection $correction ) {}

	/**
	 * Applies a posted correction.
	 *
	 * @param WC_Order                         $order     The order.
	 * @param WC_Order_Item_Product            $item      Its line.
	 * @param string                           $kind      The line's form kind.
	 * @param array<int, array<string, mixed>> $believers The line's believers as read.
	 * @param int                              $index     The believer's index, from 0.
	 * @param mixed                            $posted    The form's `believer` values, unslashed.
	 * @param string                           $was       fingerprint() of the believer the form was opened on.
	 * @param string                           $who       Who is correcting, as the note names them.
	 * @return array{outcome: string, values: array<string, mixed>, errors: array<string, string>, changes: array<int, array{0: string, 1: string, 2: string}>}
	 *         outcome: 'refused' (errors), 'stale' (changed meanwhile), 'unchanged' or 'saved'.
	 */
	public function save( WC_Order $order, WC_Order_Item_Product $item, string $kind, array $believers, int $index, mixed $posted, string $was, string $who ): array {
		$old    = $believers[ $index ] ?? array();
		$new    = $this->correction->apply( $old, $posted, $kind );
		$errors = $this->correction->errors( $new, $kind );
		$result = array(
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

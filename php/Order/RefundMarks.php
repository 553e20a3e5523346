<?php
/**
 * Marks the believers a refund takes, or refuses the refund when staff did not say whom.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use Exception;
use TempleOfferings\Cart\BelieverLines;
use WC_Order;
use WC_Order_Item_Product;
use WC_Order_Refund;

/**
 * Every refund WooCommerce makes passes `woocommerce_create_refund` before
 * it is saved (the order screen's refund form, the REST refunds API,
 * another plugin's wc_create_refund()). For each offering line it refunds
 * places of, the believers it takes (RefundChoice) are stored on the
 * refund's own item (RefundedBelievers::META), never removed from the line.
 *
 * The refund form asks staff whom (RefundChoiceField posts the ticked
 * believers): a choice that does not fit the places refunded refuses the
 * refund with a message, before anything is saved and before any money is
 * sent back (WooCommerce turns the exception into the form's error). A
 * refund made elsewhere cannot be asked: when it leaves nothing to choose
 * it takes the line's believers by itself, otherwise it takes none and the
 * line, holding more believers than places, is flagged (ShortLines) until
 * staff settle it.
 */
final class RefundMarks {

	/** The refund form's posted choice: JSON, order line id => believer indexes. */
	public const FIELD = 'temple_offerings_refund_believers';

	/** The admin-ajax action of WooCommerce's refund form. */
	private const FORM_ACTION = 'woocommerce_refund_line_items';

	/**
	 * @param LineBelievers     $believers Reads a line's believers.
	 * @param RefundedBelievers $refunded  What earlier refunds took.
	 * @param BelieverLines     $lines     Believers' names for the order note.
	 */
	public function __construct( private LineBelievers $believers, private RefundedBelievers $refunded, private BelieverLines $lines ) {}

	/**
	 * Hooked on `woocommerce_create_refund`: marks, or refuses by throwing
	 * (wc_create_refund() answers it as a WP_Error and saves nothing).
	 *
	 * @param mixed $refund The refund about to be saved.
	 * @throws Exception When the refund form's choice does not fit.
	 */
	public function mark( mixed $refund ): void {
		if ( ! $refund instanceof WC_Order_Refund ) {
			return;
		}
		$order = wc_get_order( $refund->get_parent_id() );
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$posted = $this->posted();
		foreach ( $refund->get_items() as $refund_item ) {
			$item_id = (int) $refund_item->get_meta( '_refunded_item_id', true );
			$item    = OrderLine::find( $order, $item_id );
			$read    = null === $item ? null : $this->believers->read( $item );
			if ( null === $item || null === $read || ! $refund_item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$earlier = $this->refunded->of_line( $item, $order );
			$choice  = RefundChoice::of( $item->get_quantity(), $earlier['quantity'], count( $read['believers'] ), $earlier['believers'], abs( (float) $refund_item->get_quantity() ), null === $posted ? null : ( $posted[ $item_id ] ?? array() ) );
			if ( null !== $posted ) {
				unset( $posted[ $item_id ] );
			}
			if ( null !== $choice->problem ) {
				if ( null !== $posted ) {
					// The form shows the message with window.alert(), as text: escaping would show entities.
					throw new Exception( self::message( $item->get_name(), $choice ) );
				}
				continue;
			}
			if ( array() !== $choice->marked ) {
				$refund_item->update_meta_data( RefundedBelievers::META, $choice->marked );
			}
		}
		if ( null !== $posted && array() !== array_filter( $posted ) ) {
			// Believers ticked on a line the refund does not take places of (or not a line of this order).
			throw new Exception( __( 'Believers were chosen on a line with no refund quantity: enter how many places of that line are refunded, or untick its believers.', 'temple-offerings' ) );
		}
	}

	/**
	 * Hooked on `woocommerce_refund_created`: an order note says who refunded
	 * whom, and the order is saved again so its flag (ShortLines) counts the
	 * refund.
	 *
	 * @param mixed $refund_id Refund id.
	 */
	public function note( mixed $refund_id ): void {
		$refund = wc_get_order( (int) $refund_id );
		$order  = $refund instanceof WC_Order_Refund ? wc_get_order( $refund->get_parent_id() ) : null;
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$parts = array();
		foreach ( $refund->get_items() as $refund_item ) {
			$indexes = RefundedBelievers::indexes( $refund_item->get_meta( RefundedBelievers::META, true ) );
			$item    = OrderLine::find( $order, (int) $refund_item->get_meta( '_refunded_item_id', true ) );
			$read    = null === $item ? null : $this->believers->read( $item );
			if ( null === $item || null === $read || array() === $indexes ) {
				continue;
			}
			$names = array();
			foreach ( $indexes as $index ) {
				/* translators: 1: position of the believer on the order line, from 1, 2: the believer's name. */
				$names[] = sprintf( __( 'believer %1$d %2$s', 'temple-offerings' ), $index + 1, $this->lines->heading( $read['believers'][ $index ] ?? array(), $read['kind'] ) );
			}
			/* translators: 1: offering name, 2: its refunded believers. */
			$parts[] = sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $item->get_name(), implode( __( ', ', 'temple-offerings' ), $names ) );
		}
		if ( array() !== $parts ) {
			$user = wp_get_current_user();
			$who  = $user->exists() ? $user->display_name : __( 'The shop', 'temple-offerings' );
			/* translators: 1: who made the refund, 2: refund id, 3: the offerings with their refunded believers. */
			$note = sprintf( __( '%1$s refunded these believers (refund #%2$d); they leave the ritual list, the paperwork and the numbering: %3$s', 'temple-offerings' ), $who, $refund->get_id(), implode( '; ', $parts ) );
			// Escaped as text: WooCommerce shows notes as HTML, and names are typed values.
			$order->add_order_note( esc_html( $note ), 0, $user->exists() );
		}
		$order->save();
	}

	/**
	 * Hooked on `woocommerce_refund_deleted`: the refund's believers are back
	 * on their lines by themselves (its items are gone); the order's flag is
	 * counted again.
	 *
	 * @param mixed $refund_id Refund id.
	 * @param mixed $order_id  Its order id.
	 */
	public function restore( mixed $refund_id, mixed $order_id ): void {
		$order = wc_get_order( (int) $order_id );
		if ( $order instanceof WC_Order && ! $order instanceof WC_Order_Refund ) {
			$order->save();
		}
	}

	/**
	 * The refund form's choice, or null when this refund does not come from
	 * it. WooCommerce has checked the form's nonce and the staff member's
	 * capability before it makes the refund; both are asked again here, as
	 * the choice is read from the request.
	 *
	 * @return array<int, int[]>|null Order line id => believer indexes.
	 */
	private function posted(): ?array {
		if ( ! wp_doing_ajax() || self::FORM_ACTION !== ( $_POST['action'] ?? '' ) ) {
			return null;
		}
		if ( ! current_user_can( 'edit_shop_orders' ) || false === check_ajax_referer( 'order-item', 'security', false ) ) {
			return null;
		}
		// phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- JSON text: only positive line ids and believer indexes are taken from it below.
		$decoded = LineBelievers::decode( is_string( $_POST[ self::FIELD ] ?? null ) ? wp_unslash( $_POST[ self::FIELD ] ) : '{}' );
		$choice = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $item_id => $indexes ) {
			if ( absint( $item_id ) > 0 ) {
				$choice[ absint( $item_id ) ] = RefundedBelievers::indexes( $indexes );
			}
		}
		return $choice;
	}

	/**
	 * What staff read when the choice does not fit.
	 *
	 * @param string       $offering The line's offering.
	 * @param RefundChoice $choice   The refused choice.
	 */
	private static function message( string $offering, RefundChoice $choice ): string {
		if ( RefundChoice::UNKNOWN === $choice->problem ) {
			/* translators: %s: offering name. */
			return sprintf( __( '%s: a chosen believer is not on this line or is refunded already. Reload the order and choose again.', 'temple-offerings' ), $offering );
		}
		if ( $choice->least === $choice->most ) {
			/* translators: 1: offering name, 2: how many believers to tick. */
			return sprintf( _n( '%1$s: tick the believer whose place is refunded (%2$d), so that a refunded lamp is not lit.', '%1$s: tick the believers whose places are refunded (%2$d), so that a refunded lamp is not lit.', $choice->least, 'temple-offerings' ), $offering, $choice->least );
		}
		/* translators: 1: offering name, 2: fewest believers to tick, 3: most. */
		return sprintf( __( '%1$s: tick between %2$d and %3$d believers whose places are refunded, so that a refunded lamp is not lit.', 'temple-offerings' ), $offering, $choice->least, $choice->most );
	}
}

<?php
/**
 * Which believers of a line staff corrected: final for the worshipper until staff reopen them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use WC_Order_Item_Product;

/**
 * Stored on the order line as item meta `_temple_offerings_staff_corrected`:
 * the indexes of the believers a staff correction changed. A worshipper's
 * correction of a marked believer is refused (Corrector::refusal()); staff
 * take the mark away with the Believers box's reopen button (ReopenCorrection).
 * The pure part (marked(), with(), without()) reads and changes the stored
 * value; the caller writes it with the line.
 */
final class StaffCorrected {

	/** Order item meta: the believers' indexes staff corrected. */
	public const META_KEY = '_temple_offerings_staff_corrected';

	/**
	 * The marked indexes of a stored value, sorted; anything else in it is ignored.
	 *
	 * @param mixed $stored The stored value.
	 * @return array<int, int>
	 */
	public static function marked( mixed $stored ): array {
		$marked = array();
		foreach ( is_array( $stored ) ? $stored : array() as $index ) {
			if ( ( is_int( $index ) && $index >= 0 ) || ( is_string( $index ) && ctype_digit( $index ) ) ) {
				$marked[ (int) $index ] = (int) $index;
			}
		}
		ksort( $marked );
		return array_values( $marked );
	}

	/**
	 * The stored value with a believer marked.
	 *
	 * @param mixed $stored The stored value.
	 * @param int   $index  The believer's index.
	 * @return array<int, int>
	 */
	public static function with( mixed $stored, int $index ): array {
		return self::marked( array_merge( self::marked( $stored ), array( $index ) ) );
	}

	/**
	 * The stored value with a believer's mark taken away.
	 *
	 * @param mixed $stored The stored value.
	 * @param int   $index  The believer's index.
	 * @return array<int, int>
	 */
	public static function without( mixed $stored, int $index ): array {
		return array_values( array_diff( self::marked( $stored ), array( $index ) ) );
	}

	/**
	 * Whether staff corrected a believer of a line and have not reopened it.
	 *
	 * @param WC_Order_Item_Product $item  Order line.
	 * @param int                   $index The believer's index.
	 */
	public static function is_final( WC_Order_Item_Product $item, int $index ): bool {
		return in_array( $index, self::marked( $item->get_meta( self::META_KEY, true ) ), true );
	}

	/**
	 * Marks or unmarks a believer on the line object (the caller saves the line).
	 *
	 * @param WC_Order_Item_Product $item  Order line.
	 * @param int                   $index The believer's index.
	 * @param bool                  $final Whether staff's correction is final.
	 */
	public static function set( WC_Order_Item_Product $item, int $index, bool $final ): void {
		$stored = $item->get_meta( self::META_KEY, true );
		$marked = $final ? self::with( $stored, $index ) : self::without( $stored, $index );
		if ( array() === $marked ) {
			$item->delete_meta_data( self::META_KEY );
			return;
		}
		$item->update_meta_data( self::META_KEY, $marked );
	}

	/**
	 * woocommerce_hidden_order_itemmeta: the marks stay out of the item's
	 * meta table on the order screen (the Believers box says it instead).
	 *
	 * @param mixed $hidden Meta keys WooCommerce hides.
	 */
	public function hide_meta( mixed $hidden ): mixed {
		return is_array( $hidden ) ? array_values( array_unique( array_merge( $hidden, array( self::META_KEY ) ) ) ) : $hidden;
	}
}

<?php
/**
 * The printed list's columns each staff member last chose.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

/**
 * Remembered per user, since each staff member prints for their own task:
 * the list screen's ticks and the list's print view both read and keep them.
 */
final class PrintColumns {

	public const META = 'temple_offerings_print_columns';

	/**
	 * The list columns the current user chose last time ([] when none).
	 *
	 * @return string[]
	 */
	public function get(): array {
		return ListColumns::keys( get_user_meta( get_current_user_id(), self::META, true ) );
	}

	/**
	 * Remembers the current user's list columns.
	 *
	 * @param string[] $keys Column keys (already checked against the table).
	 */
	public function remember( array $keys ): void {
		if ( array() !== $keys && $keys !== $this->get() ) {
			update_user_meta( get_current_user_id(), self::META, array_values( $keys ) );
		}
	}
}

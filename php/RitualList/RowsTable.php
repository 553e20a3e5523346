<?php
/**
 * The believer rows as an accessible HTML table.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

/**
 * Shared by the ritual list screen and its print view: a caption, column
 * headers with scope, one row per believer; every value escaped, line
 * breaks (family registrants, notes) kept.
 */
final class RowsTable {

	/**
	 * Prints the table.
	 *
	 * @param array<string, string>             $columns Column key => heading.
	 * @param array<int, array<string, string>> $rows    Rows keyed like the columns.
	 * @param string                            $caption Table caption (plain text).
	 */
	public static function render( array $columns, array $rows, string $caption ): void {
		echo '<table class="temple-staff-table widefat striped">';
		echo '<caption>' . esc_html( $caption ) . '</caption><thead><tr>';
		foreach ( $columns as $key => $heading ) {
			// As on paper: a heading wraps between its words, never inside one (訂單編 / 號).
			echo '<th scope="col" class="column-' . esc_attr( $key ) . '">' . ListColumns::heading_html( $heading ) . '</th>'; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- heading_html() escapes every piece.
		}
		echo '</tr></thead><tbody>';
		foreach ( $rows as $row ) {
			echo '<tr>';
			foreach ( array_keys( $columns ) as $key ) {
				$value = $row[ $key ] ?? '';
				// Each cell names its column, as its heading does, so a stylesheet can keep e.g. a 燈號 on one line.
				echo 'name' === $key ? '<th scope="row" class="column-name">' : '<td class="column-' . esc_attr( $key ) . '">';
				echo nl2br( esc_html( $value ), false );
				echo 'name' === $key ? '</th>' : '</td>';
			}
			echo '</tr>';
		}
		echo '</tbody></table>';
	}
}

<?php
/**
 * A table the plugin ships as JSON in src/domain/, which the browser reads too.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The field table, the lunar year table and the 立春 table are generated
 * JSON files that the browser's bundle and PHP both read, so the two sides
 * never disagree. Each reader keeps its table for the request; this reads
 * one, and answers the reader's empty table when the file is missing or
 * broken, so a damaged install refuses dates instead of failing every page.
 */
final class JsonTable {

	/**
	 * The decoded table, or $empty when the file cannot be read as a JSON object or list.
	 *
	 * @param string               $file  The table's path.
	 * @param array<string, mixed> $empty What an unreadable table reads as.
	 * @return array<string, mixed>
	 */
	public static function read( string $file, array $empty ): array {
		$text  = file_get_contents( $file ); // A file of the plugin.
		$table = is_string( $text ) ? json_decode( $text, true ) : null;
		return is_array( $table ) ? $table : $empty;
	}
}

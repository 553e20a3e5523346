<?php
/**
 * Reads the believers out of the `meta_data` the offering page posts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * `meta_data` is JSON text: [{"key":"_believers_data","value":[…believers]}]
 * (src/domain/payload.ts). This finds the value; BelieverSanitizer and
 * BelieverValidator take it from there.
 */
final class CartMetaData {

	public const BELIEVERS_KEY = '_believers_data';

	/** Bigger than 100 believers at every length limit; refuses anything silly. */
	public const MAX_BYTES = 1048576;

	private const MAX_DEPTH = 8;

	/**
	 * The raw `_believers_data` value.
	 *
	 * @param mixed $meta_data The posted JSON text (already unslashed: WordPress
	 *                         adds slashes to $_POST, so pass wp_unslash()ed
	 *                         input) or its decoded list.
	 * @return mixed The value (normally a list), or null when the text is
	 *               missing, too large, not JSON, or has no such key.
	 */
	public static function believers( mixed $meta_data ): mixed {
		if ( is_string( $meta_data ) ) {
			if ( strlen( $meta_data ) > self::MAX_BYTES ) {
				return null;
			}
			try {
				$meta_data = json_decode( $meta_data, true, self::MAX_DEPTH, JSON_THROW_ON_ERROR );
			} catch ( \JsonException $exception ) {
				return null;
			}
		}
		if ( ! is_array( $meta_data ) ) {
			return null;
		}
		foreach ( $meta_data as $entry ) {
			if ( is_array( $entry ) && self::BELIEVERS_KEY === ( $entry['key'] ?? null ) && array_key_exists( 'value', $entry ) ) {
				return $entry['value'];
			}
		}
		return null;
	}
}

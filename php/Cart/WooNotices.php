<?php
/**
 * The visitor's WooCommerce notices, put back as they were.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

/**
 * A refused add must not cost the visitor anything, including the notices
 * waiting for their next page ("… removed. Undo?"). Taking one request's
 * notices back is done by restoring what the session held before, rather than
 * by wc_clear_notices(), which clears everyone's.
 */
final class WooNotices {

	/**
	 * The session's notices now.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function snapshot(): ?array {
		if ( ! function_exists( 'WC' ) || null === WC()->session ) {
			return null;
		}
		$notices = WC()->session->get( 'wc_notices', array() );
		return is_array( $notices ) ? $notices : array();
	}

	/**
	 * Puts back a snapshot.
	 *
	 * @param array<string, mixed>|null $notices What snapshot() returned.
	 */
	public static function restore( ?array $notices ): void {
		if ( null === $notices || ! function_exists( 'WC' ) || null === WC()->session ) {
			return;
		}
		WC()->session->set( 'wc_notices', $notices );
	}
}

<?php
/**
 * Plugin Name: Temple Offerings e2e: Redis stops in the middle of a request
 * Description: Copied into the two-node e2e shop's mu-plugins by e2e/redis-down.nodes.spec.ts and removed after it.
 *
 * When the file `redis-stop-at` in the shop's folder names a hook (first
 * line) and, on an optional second line, a part of the address, the first
 * request for such an address that reaches that hook (at priority 1) deletes
 * the file and ends the shop's redis-server, by the id in its pid file, before
 * it goes on: a Redis that stops between two steps of a checkout, as a
 * crashed cache server does on a live site. The request waits until the
 * process is gone, so every cache call after this point fails, and writes
 * `redis-stopped` so the test knows it happened.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

( static function (): void {
	$trigger = TEMPLE_SHOP_DIR . '/redis-stop-at';
	if ( ! is_file( $trigger ) ) {
		return;
	}
	$lines = array_map( 'trim', explode( "\n", (string) file_get_contents( $trigger ) ) );
	$hook  = $lines[0];
	$part  = $lines[1] ?? '';
	$uri   = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '';
	if ( '' === $hook || ( '' !== $part && ! str_contains( $uri, $part ) ) ) {
		return;
	}
	add_filter(
		$hook,
		// A filter's value (or an action's first argument) goes on unchanged.
		static function ( $value = null ) use ( $trigger, $hook ) {
			// Only the request that deletes the file stops Redis (two may have read it).
			if ( ! @unlink( $trigger ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- two requests may race for the file; the loser's failure is expected.
				return $value;
			}
			$pid = (int) @file_get_contents( TEMPLE_SHOP_DIR . '/redis.pid' ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- no pid file means no Redis to stop.
			if ( $pid <= 0 || ! posix_kill( $pid, SIGKILL ) ) {
				return $value;
			}
			for ( $i = 0; $i < 100 && posix_kill( $pid, 0 ); $i++ ) { // phpcs:ignore Generic.CodeAnalysis.ForLoopWithTestFunctionCall.NotAllowed -- the call is the poll: wait until Redis is gone.
				usleep( 50000 );
			}
			file_put_contents( TEMPLE_SHOP_DIR . '/redis-stopped', $hook . "\n" );
			return $value;
		},
		1,
		1
	);
} )();

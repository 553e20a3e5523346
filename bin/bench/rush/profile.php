<?php
/**
 * The rush benchmark's profile of each request it sends (RUSH_PROFILE=1; see
 * bin/bench/rush/profile.mjs, which copies this file into the shop's
 * mu-plugins for the run and removes it afterwards). One JSON line a request
 * that carries `X-Rush-Step`, appended to rush-profile.jsonl in the shop's
 * folder: the step, the node's process, when this file began on it, its wall
 * and CPU milliseconds from then to the end, the milliseconds at which each
 * phase began (plugins loaded, init, wp_loaded, template_redirect, the add's
 * validation, the add itself), the plugin's and WooCommerce's files included,
 * and the queries made.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( empty( $_SERVER['HTTP_X_RUSH_STEP'] ) || ! defined( 'TEMPLE_SHOP_DIR' ) ) {
	return;
}

/**
 * This process's CPU time so far, in milliseconds.
 */
function temple_rush_cpu_ms(): float {
	$usage = getrusage();
	return ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1000 + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1000;
}

$GLOBALS['temple_rush_profile'] = array(
	'start' => microtime( true ),
	'cpu'   => temple_rush_cpu_ms(),
	'marks' => array(),
);

$temple_rush_mark = static function ( string $name ): void {
	$GLOBALS['temple_rush_profile']['marks'][ $name ] ??= round( ( microtime( true ) - $GLOBALS['temple_rush_profile']['start'] ) * 1000, 1 );
};
foreach ( array( 'plugins_loaded', 'init', 'wp_loaded', 'template_redirect', 'rest_api_init' ) as $temple_rush_hook ) {
	add_action( $temple_rush_hook, static fn() => $temple_rush_mark( $temple_rush_hook ), PHP_INT_MIN );
}
// The add's validation: when its first check began and when its last one ended.
foreach ( array(
	'validation' => PHP_INT_MIN,
	'validated'  => PHP_INT_MAX,
) as $temple_rush_phase => $temple_rush_priority ) {
	add_filter(
		'woocommerce_add_to_cart_validation',
		static function ( $passed ) use ( $temple_rush_mark, $temple_rush_phase ) {
			$temple_rush_mark( $temple_rush_phase );
			return $passed;
		},
		$temple_rush_priority
	);
}
add_action( 'woocommerce_add_to_cart', static fn() => $temple_rush_mark( 'added' ), PHP_INT_MAX );

register_shutdown_function(
	static function (): void {
		global $wpdb;
		$profile = $GLOBALS['temple_rush_profile'];
		$files   = get_included_files();
		// The plugin may be a symbolic link (the local shop's is): included files carry the real path.
		$count = static function ( string $folder ) use ( $files ): int {
			$dir = realpath( WP_PLUGIN_DIR . '/' . $folder ) . '/';
			return count( array_filter( $files, static fn( string $file ): bool => str_starts_with( $file, $dir ) ) );
		};
		$line  = array(
			'step'    => sanitize_key( wp_unslash( $_SERVER['HTTP_X_RUSH_STEP'] ) ),
			'pid'     => getmypid(),
			'at'      => round( $profile['start'], 3 ),
			'wall'    => round( ( microtime( true ) - $profile['start'] ) * 1000, 1 ),
			'cpu'     => round( temple_rush_cpu_ms() - $profile['cpu'], 1 ),
			'marks'   => $profile['marks'],
			'plugin'  => $count( 'temple-offerings/php' ),
			'wc'      => $count( 'woocommerce' ),
			'files'   => count( $files ),
			'queries' => isset( $wpdb ) ? (int) $wpdb->num_queries : 0,
			'status'  => http_response_code(),
		);
		// The bench's log in the shop's folder, appended under a lock by every node.
		file_put_contents( TEMPLE_SHOP_DIR . '/rush-profile.jsonl', wp_json_encode( $line ) . "\n", FILE_APPEND | LOCK_EX );
	}
);

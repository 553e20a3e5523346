<?php
/**
 * Shop-side helper for e2e/family-book-access.spec.ts: the stored rewrite
 * rules as a site has them before it ever learnt the family book's endpoint.
 *
 *   php e2e/php/rewrite-rules.php <wordpress-dir> strip
 *       removes every stored rule of the `family-book` endpoint (as rules
 *       built before the plugin had it); prints { rules } left for it
 *   php e2e/php/rewrite-rules.php <wordpress-dir> activate
 *       strip, then what activating the plugin does (RewriteRules::on_activation)
 *   php e2e/php/rewrite-rules.php <wordpress-dir> count
 *       prints { rules }: how many stored rules name the endpoint
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $rw_wp_dir, $rw_command ] = $argv + array( '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $rw_wp_dir . '/wp-load.php';

/**
 * The stored rules that name the endpoint.
 *
 * @return array<string, string>
 */
function rw_endpoint_rules(): array {
	$rules = get_option( 'rewrite_rules' );
	return array_filter(
		is_array( $rules ) ? $rules : array(),
		static fn( $rewrite, $pattern ): bool => str_contains( (string) $pattern, TempleOfferings\Account\FamilyBookEndpoint::ENDPOINT ),
		ARRAY_FILTER_USE_BOTH
	);
}

if ( in_array( $rw_command, array( 'strip', 'activate' ), true ) ) {
	$rw_rules = get_option( 'rewrite_rules' );
	update_option( 'rewrite_rules', array_diff_key( is_array( $rw_rules ) ? $rw_rules : array(), rw_endpoint_rules() ) );
	if ( 'activate' === $rw_command ) {
		( new TempleOfferings\Account\RewriteRules( '' ) )->on_activation();
	}
}
echo wp_json_encode( array( 'rules' => count( rw_endpoint_rules() ) ) );

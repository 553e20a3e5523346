<?php
/**
 * Runs WordPress's personal data exporters and erasers for one e-mail, as
 * Tools → Export / Erase Personal Data would, and prints what ours answered:
 *
 *   php e2e/php/privacy.php <wordpress-dir> <export|erase> <email>
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $privacy_wp_dir, $privacy_action, $privacy_email ] = $argv + array( '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $privacy_wp_dir . '/wp-load.php';

$privacy_filter = 'export' === $privacy_action ? 'wp_privacy_personal_data_exporters' : 'wp_privacy_personal_data_erasers';
$privacy_tools  = apply_filters( $privacy_filter, array() );
$privacy_tool   = $privacy_tools['temple-offerings-believers'] ?? null;
if ( ! $privacy_tool ) {
	echo wp_json_encode( array( 'registered' => false ) ), "\n";
	exit( 0 );
}
$privacy_pages = array();
for ( $privacy_page = 1; $privacy_page <= 20; $privacy_page++ ) {
	$privacy_answer  = call_user_func( $privacy_tool['callback'], $privacy_email, $privacy_page );
	$privacy_pages[] = $privacy_answer;
	if ( ! empty( $privacy_answer['done'] ) ) {
		break;
	}
}
echo wp_json_encode(
	array(
		'registered' => true,
		'name'       => $privacy_tool['exporter_friendly_name'] ?? $privacy_tool['eraser_friendly_name'],
		'pages'      => $privacy_pages,
	)
), "\n";

<?php
/**
 * Serves the shop's uploads from another address, or from its own again, the
 * way a site moved to another host or a CDN does (WordPress's
 * `upload_url_path` option), for e2e/rest-catalog.spec.ts:
 *
 *   php e2e/php/upload-address.php <wordpress-dir> set <url>
 *   php e2e/php/upload-address.php <wordpress-dir> reset
 *
 * Prints the uploads address WordPress now gives.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $upload_wp_dir, $upload_command, $upload_url ] = $argv + array( '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $upload_wp_dir . '/wp-load.php';

if ( 'set' === $upload_command ) {
	update_option( 'upload_url_path', esc_url_raw( $upload_url ) );
} else {
	delete_option( 'upload_url_path' );
}
// Read afresh: WordPress keeps the address it worked out earlier in this request.
echo esc_url_raw( wp_upload_dir( null, false, true )['baseurl'] ), "\n";

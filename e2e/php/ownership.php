<?php
/**
 * Shop-side helpers for e2e/ownership-*.spec.ts:
 *
 *   php e2e/php/ownership.php <wordpress-dir> nonce <logged-in cookie value> <action>
 *       the nonce WordPress gives the session of that logged-in cookie for
 *       that action: what a form of the plugin would carry if it had been
 *       printed for it, so a test can post exactly what an attacker holding
 *       such a form would post
 *   php e2e/php/ownership.php <wordpress-dir> fingerprint <item id> <index>
 *       the fingerprint the correction form carries for that believer as stored
 *   php e2e/php/ownership.php <wordpress-dir> item <item id>
 *       the line as stored: its believers, numbers, the cutoff kept when it was
 *       paid and which believers staff corrected; and its order's notes
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $own_wp_dir, $own_command, $own_first, $own_second ] = $argv + array( '', '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
// WordPress's cookie check reads the method of the request it believes it serves.
$_SERVER['REQUEST_METHOD'] = 'GET';
define( 'TEMPLE_SHOP_SETUP', true );
require $own_wp_dir . '/wp-load.php';

$own_out = array();
switch ( $own_command ) {
	case 'nonce':
		$own_cookie                 = rawurldecode( $own_first );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $own_cookie;
		$own_user                   = wp_validate_auth_cookie( $own_cookie, 'logged_in' );
		if ( ! $own_user ) {
			fwrite( STDERR, "the cookie is no logged-in session\n" );
			exit( 1 );
		}
		wp_set_current_user( $own_user );
		$own_out = array( 'nonce' => wp_create_nonce( $own_second ) );
		break;
	case 'fingerprint':
		$own_lines = new TempleOfferings\Order\LineBelievers( new TempleOfferings\Domain\BelieverSanitizer() );
		$own_line  = $own_lines->read( new WC_Order_Item_Product( (int) $own_first ) );
		$own_out   = array( 'was' => md5( (string) wp_json_encode( $own_line['believers'][ (int) $own_second ] ?? array() ) ) );
		break;
	case 'item':
		wp_cache_flush();
		$own_item = new WC_Order_Item_Product( (int) $own_first );
		$own_out  = array(
			'order'     => $own_item->get_order_id(),
			'believers' => $own_item->get_meta( '_believers_data', true ),
			'numbers'   => $own_item->get_meta( '_believer_numbers', true ),
			'cutoff'    => $own_item->get_meta( '_temple_offerings_paid_cutoff', true ),
			'staff'     => $own_item->get_meta( '_temple_offerings_staff_corrected', true ),
			'notes'     => array_map( static fn( $note ): string => $note->content, wc_get_order_notes( array( 'order_id' => $own_item->get_order_id() ) ) ),
		);
		break;
	default:
		fwrite( STDERR, "unknown command\n" );
		exit( 1 );
}
echo wp_json_encode( $own_out, JSON_UNESCAPED_UNICODE );

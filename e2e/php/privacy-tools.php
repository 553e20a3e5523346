<?php
/**
 * Runs every registered personal data exporter (or eraser) for one e-mail, as
 * Tools → Export / Erase Personal Data do: each tool page after page until it
 * answers done. Prints what each answered, keyed by the tool's id, with the
 * problems WordPress's own request handler would refuse an answer for:
 *
 *   php e2e/php/privacy-tools.php <wordpress-dir> <export|erase> <email> [remove-order-data]
 *
 * `remove-order-data` ticks WooCommerce's "Remove personal data from orders on
 * request" for this run only (it is off by default, and then WooCommerce's
 * order eraser keeps orders untouched).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $tools_wp_dir, $tools_action, $tools_email, $tools_flag ] = $argv + array( '', '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $tools_wp_dir . '/wp-load.php';

$tools_export = 'export' === $tools_action;
$tools_list   = apply_filters( $tools_export ? 'wp_privacy_personal_data_exporters' : 'wp_privacy_personal_data_erasers', array() );

$tools_option = 'woocommerce_erasure_request_removes_order_data';
$tools_before = get_option( $tools_option, 'no' );
if ( 'remove-order-data' === $tools_flag ) {
	update_option( $tools_option, 'yes' );
}

$tools_result = array();
try {
	foreach ( $tools_list as $tools_id => $tools_tool ) {
		$tools_pages    = array();
		$tools_problems = array();
		for ( $tools_page = 1; $tools_page <= 50; $tools_page++ ) {
			$tools_answer = call_user_func( $tools_tool['callback'], $tools_email, $tools_page );
			// The checks of wp_ajax_wp_privacy_export_personal_data() and
			// wp_ajax_wp_privacy_erase_personal_data().
			if ( ! is_array( $tools_answer ) || ! array_key_exists( 'done', $tools_answer ) ) {
				$tools_problems[] = "page $tools_page: no answer or no done";
				break;
			}
			if ( $tools_export ) {
				if ( ! is_array( $tools_answer['data'] ?? null ) ) {
					$tools_problems[] = "page $tools_page: data is not an array";
				}
				foreach ( (array) ( $tools_answer['data'] ?? array() ) as $tools_item ) {
					foreach ( array( 'group_id', 'group_label', 'item_id', 'data' ) as $tools_key ) {
						if ( empty( $tools_item[ $tools_key ] ) ) {
							$tools_problems[] = "page $tools_page: an item without $tools_key";
						}
					}
					foreach ( (array) ( $tools_item['data'] ?? array() ) as $tools_row ) {
						if ( ! isset( $tools_row['name'], $tools_row['value'] ) ) {
							$tools_problems[] = "page $tools_page: a row without name or value";
						}
					}
				}
			} else {
				foreach ( array( 'items_removed', 'items_retained', 'messages' ) as $tools_key ) {
					if ( ! array_key_exists( $tools_key, $tools_answer ) ) {
						$tools_problems[] = "page $tools_page: no $tools_key";
					}
				}
			}
			$tools_pages[] = $tools_answer;
			if ( ! empty( $tools_answer['done'] ) ) {
				break;
			}
		}
		$tools_result[ $tools_id ] = array(
			'pages'    => $tools_pages,
			'problems' => $tools_problems,
		);
	}
} finally {
	update_option( $tools_option, $tools_before );
}

echo wp_json_encode( $tools_result, JSON_UNESCAPED_UNICODE ), "\n";

<?php
/**
 * Shop-side helpers for e2e/corrections-*.spec.ts and other specs:
 *
 *   php e2e/php/corrections.php <wordpress-dir> manager <login>
 *       a shop manager whose account is denied edit_shop_orders and
 *       manage_woocommerce (created once, password "password"); prints { id }
 *   php e2e/php/corrections.php <wordpress-dir> line <order id>
 *       the first line's `_believers_data` exactly as stored and the order's
 *       notes (newest first), so a refused correction is seen to store nothing
 *   php e2e/php/corrections.php <wordpress-dir> clean <login>
 *       deletes that user again
 *   php e2e/php/corrections.php <wordpress-dir> storage posts|hpos
 *       makes the posts tables (the legacy order screen) or WooCommerce's
 *       order tables authoritative, the way WooCommerce allows it: sync on,
 *       every order synced, then the switch; back on hpos, sync off again as
 *       the shop was seeded; prints { hpos } as the option now reads
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $corr_wp_dir, $corr_command, $corr_arg ] = $argv + array( '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $corr_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$corr_out = array();
switch ( $corr_command ) {
	case 'manager':
		$corr_user = get_user_by( 'login', $corr_arg );
		$corr_id   = $corr_user ? $corr_user->ID : wp_insert_user(
			array(
				'user_login' => $corr_arg,
				'user_pass'  => 'password',
				'user_email' => $corr_arg . '@example.com',
				'role'       => 'shop_manager',
			)
		);
		if ( is_wp_error( $corr_id ) ) {
			fwrite( STDERR, $corr_id->get_error_message() . "\n" );
			exit( 1 );
		}
		$corr_user = new WP_User( $corr_id );
		// Denied on the account itself: the role keeps everything else a shop manager has.
		$corr_user->add_cap( 'edit_shop_orders', false );
		$corr_user->add_cap( 'manage_woocommerce', false );
		$corr_out = array( 'id' => $corr_id );
		break;
	case 'line':
		$corr_order = wc_get_order( (int) $corr_arg );
		if ( ! $corr_order instanceof WC_Order ) {
			fwrite( STDERR, "no order $corr_arg\n" );
			exit( 1 );
		}
		$corr_items = array_values( $corr_order->get_items() );
		$corr_out   = array(
			'believers' => $corr_items[0]->get_meta( '_believers_data', true ),
			'quantity'  => $corr_items[0]->get_quantity(),
			'notes'     => array_map( static fn( $note ): array => array( 'content' => $note->content, 'added_by' => $note->added_by ), wc_get_order_notes( array( 'order_id' => $corr_order->get_id() ) ) ),
		);
		break;
	case 'clean':
		$corr_user = get_user_by( 'login', $corr_arg );
		if ( $corr_user ) {
			wp_delete_user( $corr_user->ID );
		}
		$corr_out = array( 'deleted' => (bool) $corr_user );
		break;
	case 'storage':
		$corr_sync = wc_get_container()->get( Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer::class );
		update_option( $corr_sync::ORDERS_DATA_SYNC_ENABLED_OPTION, 'yes' );
		for ( $corr_round = 0; $corr_round < 100; $corr_round++ ) {
			$corr_batch = $corr_sync->get_next_batch_to_process( 250 );
			if ( array() === $corr_batch ) {
				break;
			}
			$corr_sync->process_batch( $corr_batch );
		}
		update_option( 'woocommerce_custom_orders_table_enabled', 'hpos' === $corr_arg ? 'yes' : 'no' );
		if ( 'hpos' === $corr_arg ) {
			update_option( $corr_sync::ORDERS_DATA_SYNC_ENABLED_OPTION, 'no' );
		}
		$corr_out = array( 'hpos' => get_option( 'woocommerce_custom_orders_table_enabled' ) );
		break;
	default:
		fwrite( STDERR, "unknown command\n" );
		exit( 1 );
}
echo wp_json_encode( $corr_out, JSON_UNESCAPED_UNICODE );

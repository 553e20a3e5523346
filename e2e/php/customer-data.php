<?php
/**
 * Accounts and products for e2e/privacy-export-erase.spec.ts and
 * e2e/drafts.spec.ts, and a look at what the shop keeps about one customer
 * (hidden meta no page shows):
 *
 *   php e2e/php/customer-data.php <wordpress-dir> user <login> <email>
 *       a customer (created once, password "password"); prints { id }
 *   php e2e/php/customer-data.php <wordpress-dir> product <slug>
 *       an ordinary product in no offering category (created once); prints { id }
 *   php e2e/php/customer-data.php <wordpress-dir> show <email> [order ids]
 *       the customer's orders (line items with their believers, order notes),
 *       persistent cart and session (cart, removed lines, whether totals are
 *       stored), and the site's anonymous text and phone (WordPress's values,
 *       as WooCommerce filters them). The orders given (comma-separated ids)
 *       are shown too: an erased order no longer names its customer
 *   php e2e/php/customer-data.php <wordpress-dir> clean <email> [order ids] [product slug]
 *       deletes the customer's orders and the ones given, the customer and the
 *       product, so the specs that run later find the shop as seeded
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $data_wp_dir, $data_command, $data_arg, $data_arg2, $data_arg3 ] = $argv + array( '', '', '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $data_wp_dir . '/wp-load.php';

/**
 * A stored cart as a list of lines.
 *
 * @param mixed $cart Stored cart.
 * @return array<int, array<string, mixed>>
 */
function temple_data_lines( mixed $cart ): array {
	$lines = array();
	foreach ( is_array( $cart ) ? $cart : array() as $key => $item ) {
		$lines[] = array(
			'key'        => (string) $key,
			'product_id' => (int) ( $item['product_id'] ?? 0 ),
			'quantity'   => (int) ( $item['quantity'] ?? 0 ),
			'offering'   => isset( $item['_believers_data'] ) || isset( $item['_believers_kind'] ) || isset( $item['_believers_line'] ),
			'believers'  => $item['_believers_data'] ?? null,
		);
	}
	return $lines;
}

/**
 * The orders of a customer (by e-mail or user id) and the orders given.
 *
 * @param string $email E-mail.
 * @param int    $id    User id.
 * @param string $ids   Comma-separated order ids.
 * @return WC_Order[]
 */
function temple_data_orders( string $email, int $id, string $ids ): array {
	$orders = array();
	foreach ( wc_get_orders(
		array(
			'customer' => array_filter( array( $email, $id ) ),
			'limit'    => -1,
		)
	) as $order ) {
		$orders[ $order->get_id() ] = $order;
	}
	foreach ( array_filter( array_map( 'intval', explode( ',', $ids ) ) ) as $order_id ) {
		$order = wc_get_order( $order_id );
		if ( $order instanceof WC_Order ) {
			$orders[ $order_id ] = $order;
		}
	}
	ksort( $orders );
	return array_values( $orders );
}

$data_out = array();
switch ( $data_command ) {
	case 'user':
		$data_user = get_user_by( 'login', $data_arg );
		$data_id   = $data_user ? $data_user->ID : wp_insert_user(
			array(
				'user_login' => $data_arg,
				'user_pass'  => 'password',
				'user_email' => $data_arg2,
				'role'       => 'customer',
				'locale'     => 'zh_TW',
			)
		);
		if ( is_wp_error( $data_id ) ) {
			fwrite( STDERR, $data_id->get_error_message() . "\n" );
			exit( 1 );
		}
		$data_out = array( 'id' => (int) $data_id );
		break;

	case 'product':
		$data_found = get_page_by_path( $data_arg, OBJECT, 'product' );
		if ( $data_found ) {
			$data_out = array( 'id' => (int) $data_found->ID );
			break;
		}
		$data_product = new WC_Product_Simple();
		$data_product->set_name( '線香（一般商品）' );
		$data_product->set_slug( $data_arg );
		$data_product->set_regular_price( '100' );
		$data_product->set_status( 'publish' );
		$data_out = array( 'id' => (int) $data_product->save() );
		break;

	case 'show':
		global $wpdb;
		$data_user    = get_user_by( 'email', $data_arg );
		$data_user_id = $data_user ? (int) $data_user->ID : 0;
		$data_orders  = array();
		foreach ( temple_data_orders( $data_arg, $data_user_id, $data_arg2 ) as $data_order ) {
			$data_items = array();
			foreach ( $data_order->get_items() as $data_item ) {
				$data_items[] = array(
					'name'      => $data_item->get_name(),
					'quantity'  => $data_item->get_quantity(),
					'kind'      => $data_item->get_meta( '_believers_kind' ),
					'believers' => $data_item->get_meta( '_believers_data' ),
				);
			}
			$data_orders[] = array(
				'id'    => $data_order->get_id(),
				'items' => $data_items,
				'notes' => array_map( static fn( $note ) => $note->content, wc_get_order_notes( array( 'order_id' => $data_order->get_id() ) ) ),
			);
		}
		$data_saved   = get_user_meta( $data_user_id, '_woocommerce_persistent_cart_' . get_current_blog_id(), true );
		$data_session = $data_user_id ? $wpdb->get_var( $wpdb->prepare( "SELECT session_value FROM {$wpdb->prefix}woocommerce_sessions WHERE session_key = %s", (string) $data_user_id ) ) : null;
		$data_session = is_string( $data_session ) ? maybe_unserialize( $data_session ) : null;
		$data_out     = array(
			'user_id'    => $data_user_id,
			'orders'     => $data_orders,
			'persistent' => temple_data_lines( is_array( $data_saved ) ? ( $data_saved['cart'] ?? array() ) : array() ),
			'session'    => is_array( $data_session ) ? array(
				'cart'    => temple_data_lines( maybe_unserialize( $data_session['cart'] ?? '' ) ),
				'removed' => temple_data_lines( maybe_unserialize( $data_session['removed_cart_contents'] ?? '' ) ),
				'totals'  => isset( $data_session['cart_totals'] ),
			) : null,
			'anonymous'  => array(
				'text'  => wp_privacy_anonymize_data( 'text' ),
				'phone' => wp_privacy_anonymize_data( 'phone', '0912-345-678' ),
			),
		);
		break;

	case 'clean':
		$data_user = get_user_by( 'email', $data_arg );
		foreach ( temple_data_orders( $data_arg, $data_user ? (int) $data_user->ID : 0, $data_arg2 ) as $data_order ) {
			$data_order->delete( true );
		}
		if ( $data_user ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( (int) $data_user->ID );
		}
		$data_found = '' !== $data_arg3 ? get_page_by_path( $data_arg3, OBJECT, 'product' ) : null;
		if ( $data_found ) {
			wc_get_product( $data_found->ID )?->delete( true );
		}
		$data_out = array( 'cleaned' => true );
		break;

	default:
		fwrite( STDERR, "Unknown command: $data_command\n" );
		exit( 1 );
}

echo wp_json_encode( $data_out, JSON_UNESCAPED_UNICODE ), "\n";

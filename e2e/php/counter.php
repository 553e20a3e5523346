<?php
/**
 * Shop-side helpers for the counter's specs (e2e/counter-*.spec.ts):
 *
 *   php e2e/php/counter.php <wordpress-dir> <command> '<json>'
 *
 *   user      { login, name, role }              a user (made once, password "password"); prints { id }
 *   household { login, last, first, phone }      a customer account with those billing details; prints { id }
 *   book      { user, people: [ { categories, data } ] }  the account's family book, replaced; prints { ids }
 *   past      { customer, slug, kind, believers, billing, months, status }
 *             an order made `months` ago (dated so), one line of the product
 *             with its believers; prints { id }
 *   order     { id }                             the order as the spec reads it back
 *   orders    { since }                          ids of orders made after that order id
 *   stock     { slug, stock }                    manages the product's stock (null: stops); prints { id, stock }
 *   book_of   { user }                           the family book's names
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $counter_wp_dir, $counter_command, $counter_json ] = $argv + array( '', '', '', '{}' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $counter_wp_dir . '/wp-load.php';

$counter_in  = json_decode( $counter_json, true );
$counter_in  = is_array( $counter_in ) ? $counter_in : array();
$counter_out = array();

/**
 * A product's id by its slug.
 *
 * @param string $slug Slug.
 */
function counter_product( string $slug ): WC_Product {
	$post = get_page_by_path( $slug, OBJECT, 'product' );
	$product = $post ? wc_get_product( $post->ID ) : null;
	if ( ! $product instanceof WC_Product ) {
		fwrite( STDERR, "no product $slug\n" );
		exit( 1 );
	}
	return $product;
}

switch ( $counter_command ) {
	case 'user':
		$counter_user = get_user_by( 'login', $counter_in['login'] );
		$counter_id   = $counter_user ? $counter_user->ID : wp_insert_user(
			array(
				'user_login'   => $counter_in['login'],
				'user_pass'    => 'password',
				'user_email'   => $counter_in['login'] . '@example.com',
				'display_name' => $counter_in['name'],
				'role'         => $counter_in['role'],
			)
		);
		$counter_out = array( 'id' => (int) $counter_id );
		break;

	case 'household':
		$counter_user = get_user_by( 'login', $counter_in['login'] );
		$counter_id   = $counter_user ? $counter_user->ID : wp_insert_user(
			array(
				'user_login' => $counter_in['login'],
				'user_pass'  => 'password',
				'user_email' => $counter_in['login'] . '@example.com',
				'role'       => 'customer',
			)
		);
		$counter_customer = new WC_Customer( (int) $counter_id );
		$counter_customer->set_billing_last_name( $counter_in['last'] );
		$counter_customer->set_billing_first_name( $counter_in['first'] );
		$counter_customer->set_billing_phone( $counter_in['phone'] );
		$counter_customer->set_billing_email( $counter_in['login'] . '@example.com' );
		$counter_customer->set_billing_address_1( $counter_in['address'] ?? '台南市中西區民族路二段1號' );
		$counter_customer->set_billing_country( 'TW' );
		$counter_customer->save();
		$counter_out = array( 'id' => (int) $counter_id );
		break;

	case 'book':
		$counter_store = new TempleOfferings\Account\BelieverStore();
		$counter_store->delete_all_for_user( (int) $counter_in['user'] );
		$counter_ids = array();
		foreach ( $counter_in['people'] as $counter_person ) {
			$counter_ids[] = $counter_store->create( (int) $counter_in['user'], $counter_person['categories'], $counter_person['data'] )['id'];
		}
		$counter_out = array( 'ids' => $counter_ids );
		break;

	case 'past':
		$counter_product = counter_product( $counter_in['slug'] );
		$counter_order   = wc_create_order( array( 'customer_id' => (int) ( $counter_in['customer'] ?? 0 ) ) );
		$counter_item_id = $counter_order->add_product( $counter_product, count( $counter_in['believers'] ) );
		$counter_item    = $counter_order->get_item( $counter_item_id );
		$counter_item->update_meta_data( '_believers_data', $counter_in['believers'] );
		$counter_item->update_meta_data( '_believers_kind', $counter_in['kind'] );
		$counter_item->save();
		foreach ( $counter_in['billing'] ?? array() as $counter_key => $counter_value ) {
			$counter_order->{"set_billing_$counter_key"}( $counter_value );
		}
		$counter_order->set_date_created( time() - (int) round( ( $counter_in['months'] ?? 12 ) * 30.4 * DAY_IN_SECONDS ) );
		$counter_order->calculate_totals();
		$counter_order->set_status( $counter_in['status'] ?? 'completed' );
		$counter_order->save();
		$counter_out = array( 'id' => $counter_order->get_id() );
		break;

	case 'order':
		$counter_order = wc_get_order( (int) $counter_in['id'] );
		$counter_lines = array();
		foreach ( $counter_order->get_items() as $counter_item ) {
			$counter_believers = $counter_item->get_meta( '_believers_data', true );
			$counter_lines[]   = array(
				'product'   => $counter_item->get_name(),
				'quantity'  => $counter_item->get_quantity(),
				'total'     => (float) $counter_item->get_total(),
				'kind'      => $counter_item->get_meta( '_believers_kind', true ),
				'names'     => array_column( is_array( $counter_believers ) ? $counter_believers : array(), 'name' ),
				'believers' => $counter_believers,
			);
		}
		$counter_out = array(
			'status'     => $counter_order->get_status(),
			'created_via' => $counter_order->get_created_via(),
			'customer'   => $counter_order->get_customer_id(),
			'channel'    => $counter_order->get_meta( '_temple_offerings_channel' ),
			'taken_by'   => (int) $counter_order->get_meta( '_temple_offerings_taken_by' ),
			'payment'    => $counter_order->get_meta( '_temple_offerings_counter_payment' ),
			'reason'     => $counter_order->get_meta( '_temple_offerings_free_reason' ),
			'method'     => $counter_order->get_payment_method(),
			'total'      => (float) $counter_order->get_total(),
			'name'       => $counter_order->get_formatted_billing_full_name(),
			'phone'      => $counter_order->get_billing_phone(),
			'notes'      => array_map( static fn( $note ): string => $note->content, wc_get_order_notes( array( 'order_id' => $counter_order->get_id() ) ) ),
			'lines'      => $counter_lines,
			'receipts'   => is_array( $counter_order->get_meta( '_temple_offerings_receipts' ) ) ? count( $counter_order->get_meta( '_temple_offerings_receipts' ) ) : 0,
		);
		break;

	case 'orders':
		global $wpdb;
		$counter_out = array( 'ids' => array_map( 'intval', wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'type' => 'shop_order', 'status' => 'any' ) ) ) );
		$counter_out['ids'] = array_values( array_filter( $counter_out['ids'], static fn( int $id ): bool => $id > (int) $counter_in['since'] ) );
		break;

	case 'stock':
		$counter_product = counter_product( $counter_in['slug'] );
		$counter_product->set_manage_stock( null !== $counter_in['stock'] );
		if ( null !== $counter_in['stock'] ) {
			$counter_product->set_stock_quantity( (int) $counter_in['stock'] );
		}
		$counter_product->save();
		$counter_out = array(
			'id'    => $counter_product->get_id(),
			'stock' => wc_get_product( $counter_product->get_id() )->get_stock_quantity(),
		);
		break;

	case 'book_of':
		$counter_out = array( 'names' => array_map( static fn( array $row ): string => (string) ( $row['data']['name'] ?? '' ), ( new TempleOfferings\Account\BelieverStore() )->list( (int) $counter_in['user'] ) ) );
		break;

	default:
		fwrite( STDERR, "unknown command $counter_command\n" );
		exit( 1 );
}
echo wp_json_encode( $counter_out );

<?php
/**
 * The PHP side of the numbering benchmark (bin/bench/numbers.mjs), run with the
 * PHP CLI against the two-node shop (the same wp-config.php, so the same
 * database and Redis object cache as the nodes):
 *
 *   php numbers.php <wordpress-dir> seed <orders>   two products of this run that give numbers, that many
 *                                                   unpaid (on-hold, bank transfer) orders of them, and an
 *                                                   application password for the REST calls
 *   php numbers.php <wordpress-dir> read <ids>      each order's status, lines, believers and stored numbers,
 *                                                   its receipts, read from the database tables (no cache),
 *                                                   and its notes
 *   php numbers.php <wordpress-dir> cache           whether WordPress runs on the Redis object cache
 *
 * Each prints one JSON object on its last line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $numbers_wp_dir, $numbers_stage ] = $argv + array( '', '', '' );
$numbers_arg                          = $argv[3] ?? '';
$_SERVER['HTTP_HOST']                 = '127.0.0.1';
$_SERVER['REQUEST_URI']               = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $numbers_wp_dir . '/wp-load.php';

/**
 * Prints one JSON line and ends.
 *
 * @param array<string, mixed> $data What to print.
 */
function numbers_answer( array $data ): void {
	echo wp_json_encode( $data, JSON_UNESCAPED_UNICODE ), "\n";
	exit( 0 );
}

/**
 * Ends with a message on stderr.
 *
 * @param string $message Why.
 */
function numbers_fail( string $message ): void {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

if ( 'seed' === $numbers_stage ) {
	$numbers_count = max( 1, min( 500, (int) $numbers_arg ) );
	$numbers_tag   = base_convert( (string) time(), 10, 36 );
	$numbers_light = get_term_by( 'slug', 'light', 'product_cat' );
	if ( ! $numbers_light ) {
		numbers_fail( 'the light category is missing: was the shop seeded by bin/shop/seed.php?' );
	}
	// Products of this run only, so their sequences begin here and every number
	// given is one of this run's: gaps and duplicates are counted on them alone.
	$numbers_products = array();
	foreach ( array(
		array( 'a', '光明燈', '光明燈-', '1', '4' ),
		array( 'b', '太歲燈', '太歲-', '1001', '5' ),
	) as [ $numbers_key, $numbers_name, $numbers_prefix, $numbers_start, $numbers_width ] ) {
		$numbers_product = new WC_Product_Simple();
		$numbers_product->set_name( "{$numbers_name} 編號測試 {$numbers_tag}" );
		$numbers_product->set_slug( "numbers-bench-{$numbers_tag}-{$numbers_key}" );
		$numbers_product->set_status( 'publish' );
		$numbers_product->set_regular_price( '500' );
		$numbers_product->set_virtual( true );
		$numbers_product->set_category_ids( array( (int) $numbers_light->term_id ) );
		$numbers_product->update_meta_data( '_temple_offerings_number_prefix', $numbers_prefix );
		$numbers_product->update_meta_data( '_temple_offerings_number_start', $numbers_start );
		$numbers_product->update_meta_data( '_temple_offerings_number_width', $numbers_width );
		$numbers_products[ $numbers_key ] = array(
			'id'     => $numbers_product->save(),
			'prefix' => $numbers_prefix,
			'start'  => (int) $numbers_start,
			'width'  => (int) $numbers_width,
		);
	}

	// Orders as the checkout leaves a bank transfer: on hold, each line with its believers.
	// Order n buys 1–3 believers of product a, and every other order also 1–2 of product b.
	$numbers_orders = array();
	for ( $numbers_n = 0; $numbers_n < $numbers_count; $numbers_n++ ) {
		$numbers_order = wc_create_order( array( 'status' => 'pending' ) );
		$numbers_lines = array( 'a' => 1 + $numbers_n % 3 );
		if ( 0 === $numbers_n % 2 ) {
			$numbers_lines['b'] = 1 + intdiv( $numbers_n, 2 ) % 2;
		}
		foreach ( $numbers_lines as $numbers_key => $numbers_qty ) {
			$numbers_item_id = $numbers_order->add_product( wc_get_product( $numbers_products[ $numbers_key ]['id'] ), $numbers_qty );
			$numbers_item    = $numbers_order->get_item( $numbers_item_id );
			$numbers_people  = array();
			for ( $numbers_i = 0; $numbers_i < $numbers_qty; $numbers_i++ ) {
				$numbers_people[] = array(
					'id'       => "bench-{$numbers_tag}-{$numbers_n}-{$numbers_key}-{$numbers_i}",
					'name'     => "信眾{$numbers_n}{$numbers_key}{$numbers_i}",
					'gender'   => 'male',
					'birthday' => '吉-吉-吉-吉',
					'time'     => '吉',
					'address'  => '台南市中西區民族路二段',
				);
			}
			$numbers_item->update_meta_data( '_believers_data', $numbers_people );
			$numbers_item->update_meta_data( '_believers_kind', 'light' );
			$numbers_item->save();
		}
		$numbers_order->set_payment_method( 'bacs' );
		$numbers_order->set_billing_first_name( '測試' );
		$numbers_order->calculate_totals();
		$numbers_order->set_status( 'on-hold' );
		$numbers_order->save();
		$numbers_orders[] = $numbers_order->get_id();
	}

	$numbers_admin = get_user_by( 'login', 'admin' );
	WP_Application_Passwords::delete_all_application_passwords( $numbers_admin->ID );
	$numbers_password = WP_Application_Passwords::create_new_application_password( $numbers_admin->ID, array( 'name' => 'numbers benchmark' ) );
	if ( is_wp_error( $numbers_password ) ) {
		numbers_fail( $numbers_password->get_error_message() );
	}
	numbers_answer(
		array(
			'products' => $numbers_products,
			'orders'   => $numbers_orders,
			'admin'    => array(
				'user'     => 'admin',
				'password' => $numbers_password[0],
			),
		)
	);
}

if ( 'read' === $numbers_stage ) {
	global $wpdb;
	$numbers_out = array();
	// Straight from the tables: what a cache might still hide is exactly what this checks.
	wp_cache_flush();
	foreach ( array_map( 'intval', explode( ',', $numbers_arg ) ) as $numbers_id ) {
		$numbers_order = wc_get_order( $numbers_id );
		if ( ! $numbers_order ) {
			numbers_fail( "order {$numbers_id} is missing" );
		}
		$numbers_items = array();
		foreach ( $numbers_order->get_items() as $numbers_item ) {
			$numbers_meta = static function ( string $key ) use ( $wpdb, $numbers_item ): array {
				$rows = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->prefix}woocommerce_order_itemmeta WHERE order_item_id = %d AND meta_key = %s", $numbers_item->get_id(), $key ) );
				return array_map( 'maybe_unserialize', $rows );
			};
			$numbers_believers = $numbers_meta( '_believers_data' );
			$numbers_items[]   = array(
				'product_id'   => $numbers_item->get_product_id(),
				'believers'    => is_array( $numbers_believers[0] ?? null ) ? count( $numbers_believers[0] ) : 0,
				// Every stored row of the key: more than one would be a line numbered twice.
				'number_rows'  => $numbers_meta( '_believer_numbers' ),
			);
		}
		$numbers_notes = wc_get_order_notes( array( 'order_id' => $numbers_id ) );
		// The receipts, from the table WooCommerce keeps orders' meta in: every stored row (more than one would be
		// receipts written twice), and the numbers of the live ones.
		$numbers_meta_table = Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled()
			? array( "{$wpdb->prefix}wc_orders_meta", 'order_id' )
			: array( $wpdb->postmeta, 'post_id' );
		$numbers_receipt_rows = array_map( 'maybe_unserialize', $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$numbers_meta_table[0]} WHERE {$numbers_meta_table[1]} = %d AND meta_key = %s", $numbers_id, '_temple_offerings_receipts' ) ) );
		$numbers_receipts     = is_array( $numbers_receipt_rows[0] ?? null ) ? $numbers_receipt_rows[0] : array();
		$numbers_out[]        = array(
			'id'            => $numbers_id,
			'status'        => $numbers_order->get_status(),
			'paid'          => $numbers_order->is_paid(),
			'items'         => $numbers_items,
			'notes'         => count(
				array_filter(
					$numbers_notes,
					static fn( $note ): bool => str_starts_with( (string) $note->content, 'Numbers given' ) || str_starts_with( (string) $note->content, '已編燈號' )
				)
			),
			'receipt_rows'  => count( $numbers_receipt_rows ),
			'receipts'      => array_values( array_map( static fn( array $receipt ): string => (string) ( $receipt['number'] ?? '' ), array_filter( $numbers_receipts, static fn( $receipt ): bool => is_array( $receipt ) && 'void' !== ( $receipt['status'] ?? '' ) ) ) ),
			'receipt_notes' => count(
				array_filter(
					$numbers_notes,
					static fn( $note ): bool => str_starts_with( (string) $note->content, 'Receipts issued' ) || str_starts_with( (string) $note->content, '已開立收據' )
				)
			),
		);
	}
	$numbers_counters = $wpdb->get_results( "SELECT name, last_number FROM {$wpdb->prefix}temple_offerings_counters", ARRAY_A );
	numbers_answer(
		array(
			'orders'   => $numbers_out,
			'counters' => $numbers_counters,
		)
	);
}

if ( 'cache' === $numbers_stage ) {
	global $wp_object_cache;
	numbers_answer(
		array(
			'external'  => wp_using_ext_object_cache(),
			'connected' => is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'redis_status' ) && $wp_object_cache->redis_status(),
		)
	);
}

numbers_fail( 'usage: php numbers.php <wordpress-dir> seed <orders> | read <ids> | cache' );

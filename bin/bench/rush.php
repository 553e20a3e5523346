<?php
/**
 * The PHP side of the rush benchmark (bin/bench/rush.mjs), run with the PHP CLI
 * against the two-node shop (the same wp-config.php as the nodes, so it writes
 * through the same Redis object cache and the nodes see its changes at once):
 *
 *   php rush.php <wordpress-dir> seed <tag> <places>   two new products of <places> counted places:
 *                                                      an offering (光明燈's kind, opening in an hour)
 *                                                      and a plain WooCommerce product (no offering)
 *   php rush.php <wordpress-dir> open <id> <unix>      moves the offering's opening to a moment
 *   php rush.php <wordpress-dir> count <id>            the places sold of a product: units on its
 *                                                      standing orders, and the stock WooCommerce holds
 *
 * Each prints one JSON object on its last line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $rush_wp_dir, $rush_stage ] = $argv + array( '', '', '' );
$rush_args                      = array_slice( $argv, 3 );
$_SERVER['HTTP_HOST']           = '127.0.0.1';
$_SERVER['REQUEST_URI']         = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $rush_wp_dir . '/wp-load.php';

/**
 * Prints one JSON line and ends.
 *
 * @param array<string, mixed> $data What to print.
 */
function rush_answer( array $data ): void {
	echo wp_json_encode( $data, JSON_UNESCAPED_UNICODE ), "\n";
	exit( 0 );
}

/**
 * Ends with a message on stderr.
 *
 * @param string $message Why.
 */
function rush_fail( string $message ): void {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

/**
 * A new simple product with counted places.
 *
 * @param string $name     Name.
 * @param string $slug     ASCII slug.
 * @param int    $places   Stock.
 * @param int[]  $category Category ids.
 */
function rush_product( string $name, string $slug, int $places, array $category ): int {
	$product = new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_slug( $slug );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_regular_price( '500' );
	$product->set_virtual( true );
	$product->set_manage_stock( true );
	$product->set_stock_quantity( $places );
	$product->set_backorders( 'no' );
	$product->set_category_ids( $category );
	return $product->save();
}

if ( 'seed' === $rush_stage ) {
	[ $rush_tag, $rush_places ] = $rush_args + array( '', '100' );
	$rush_light                 = get_term_by( 'slug', 'light', 'product_cat' );
	if ( ! $rush_light ) {
		rush_fail( 'the demo category light is missing: was the shop seeded by bin/shop/seed.php?' );
	}
	// A category of no offering for the plain product, so nothing of the plugin applies to it.
	$rush_plain_term = get_term_by( 'slug', 'rush-plain', 'product_cat' );
	if ( ! $rush_plain_term ) {
		$rush_plain_term = (object) wp_insert_term( '一般商品', 'product_cat', array( 'slug' => 'rush-plain' ) );
	}
	$rush_offering = rush_product( "搶點光明燈 {$rush_tag}", "rush-offering-{$rush_tag}", (int) $rush_places, array( (int) $rush_light->term_id ) );
	update_post_meta( $rush_offering, TempleOfferings\Opening\RegistrationWindows::OPENS_KEY, time() + HOUR_IN_SECONDS );
	$rush_plain = rush_product( "搶購商品 {$rush_tag}", "rush-plain-{$rush_tag}", (int) $rush_places, array( (int) $rush_plain_term->term_id ) );

	// The checkout pays by cheque, as the load benchmark's does: on hold, its stock lowered.
	$rush_cheque            = (array) get_option( 'woocommerce_cheque_settings', array() );
	$rush_cheque['enabled'] = 'yes';
	update_option( 'woocommerce_cheque_settings', $rush_cheque );
	update_option( 'woocommerce_enable_guest_checkout', 'yes' );

	$rush_page = get_page_by_path( 'offerings' );
	rush_answer(
		array(
			'offering'  => $rush_offering,
			'plain'     => $rush_plain,
			'page'      => $rush_page ? wp_make_link_relative( (string) get_permalink( $rush_page ) ) : '/',
			'plainPage' => wp_make_link_relative( (string) get_permalink( $rush_plain ) ),
		)
	);
}

if ( 'open' === $rush_stage ) {
	[ $rush_id, $rush_at ] = $rush_args + array( '0', '0' );
	update_post_meta( (int) $rush_id, TempleOfferings\Opening\RegistrationWindows::OPENS_KEY, (int) $rush_at );
	rush_answer( array( 'opens' => (int) $rush_at ) );
}

if ( 'count' === $rush_stage ) {
	$rush_id = (int) ( $rush_args[0] ?? 0 );
	// Every order that holds places: what WooCommerce lowers stock for, unpaid ones too.
	$rush_orders = wc_get_orders(
		array(
			'limit'  => -1,
			'status' => array( 'pending', 'on-hold', 'processing', 'completed' ),
			'type'   => 'shop_order',
		)
	);
	$rush_units  = 0;
	$rush_count  = 0;
	foreach ( $rush_orders as $rush_order ) {
		$rush_here = 0;
		foreach ( $rush_order->get_items() as $rush_item ) {
			if ( $rush_item instanceof WC_Order_Item_Product && $rush_item->get_product_id() === $rush_id ) {
				$rush_here += (int) $rush_item->get_quantity();
			}
		}
		$rush_units += $rush_here;
		$rush_count += $rush_here > 0 ? 1 : 0;
	}
	wp_cache_delete( $rush_id, 'posts' );
	$rush_product = wc_get_product( $rush_id );
	rush_answer(
		array(
			'units'  => $rush_units,
			'orders' => $rush_count,
			'stock'  => $rush_product ? $rush_product->get_stock_quantity() : null,
		)
	);
}

rush_fail( "rush.php: unknown stage {$rush_stage}" );

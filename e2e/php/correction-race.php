<?php
/**
 * Two staff members save corrections of two different believers of the same
 * order line at the same moment (e2e/corrections-lines.spec.ts):
 *
 *   php e2e/php/correction-race.php <wordpress-dir> race <order id> <item id> <address 1> <address 2>
 *       starts two PHP processes at once, the admin correcting believer 1's
 *       address and a shop manager believer 2's, each posting the correction
 *       form through the page's own load hook; prints { exits, addresses,
 *       notes } as stored afterwards
 *   php e2e/php/correction-race.php <wordpress-dir> save <order id> <item id> <index> <login> <address>
 *       one of those two processes
 *
 * Each save waits a second just before it writes the line (on WooCommerce's
 * `woocommerce_before_order_item_object_save`), so both saves have read the
 * line before either writes it unless the save holds the line's lock: without
 * the lock the later write drops the earlier correction, every time.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $race_wp_dir, $race_command ] = $argv + array( '', '', '' );
$race_args                        = array_slice( $argv, 3 );

if ( 'race' === $race_command ) {
	[ $race_order, $race_item, $race_first, $race_second ] = $race_args + array( '', '', '', '' );
	// The second staff member: a shop manager, made before the two saves start together.
	race_load( $race_wp_dir );
	if ( ! get_user_by( 'login', 'e2e-race-manager' ) ) {
		wp_insert_user(
			array(
				'user_login' => 'e2e-race-manager',
				'user_pass'  => 'password',
				'user_email' => 'race-manager@example.com',
				'role'       => 'shop_manager',
			)
		);
	}
	$race_children = array();
	$race_outputs  = array();
	foreach ( array( array( 0, 'admin', $race_first ), array( 1, 'e2e-race-manager', $race_second ) ) as [ $race_index, $race_login, $race_address ] ) {
		$race_pipes      = array();
		$race_children[] = proc_open( // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the test races two saves in two processes.
			array( PHP_BINARY, __FILE__, $race_wp_dir, 'save', $race_order, $race_item, (string) $race_index, $race_login, $race_address ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$race_pipes
		);
		$race_outputs[]  = $race_pipes;
	}
	$race_exits = array();
	foreach ( $race_children as $race_number => $race_child ) {
		$race_err = stream_get_contents( $race_outputs[ $race_number ][2] );
		stream_get_contents( $race_outputs[ $race_number ][1] );
		$race_exits[] = array(
			'code'   => proc_close( $race_child ),
			'stderr' => $race_err,
		);
	}
	wp_cache_flush();
	$race_order_object = wc_get_order( (int) $race_order );
	$race_addresses    = array();
	foreach ( (array) ( new WC_Order_Item_Product( (int) $race_item ) )->get_meta( '_believers_data', true ) as $race_believer ) {
		$race_addresses[] = $race_believer['address'] ?? '';
	}
	$race_notes = array();
	foreach ( wc_get_order_notes( array( 'order_id' => $race_order_object->get_id() ) ) as $race_note ) {
		$race_notes[] = $race_note->content;
	}
	$race_manager = get_user_by( 'login', 'e2e-race-manager' );
	if ( $race_manager ) {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $race_manager->ID );
	}
	echo wp_json_encode(
		array(
			'exits'     => $race_exits,
			'addresses' => $race_addresses,
			'notes'     => $race_notes,
		)
	);
	exit;
}

if ( 'save' === $race_command ) {
	[ $race_order, $race_item, $race_index, $race_login, $race_address ] = $race_args + array( '', '', '', '', '' );
	race_load( $race_wp_dir );
	require_once ABSPATH . 'wp-admin/includes/admin.php';
	wp_set_current_user( get_user_by( 'login', $race_login )->ID );
	$race_action = 'temple_offerings_correct_' . $race_order . '_' . $race_item . '_' . $race_index;
	$race_item_o = new WC_Order_Item_Product( (int) $race_item );
	$race_stored = (array) $race_item_o->get_meta( '_believers_data', true );
	$_GET        = array(
		'page'     => 'temple-offerings-correct-believer',
		'order_id' => $race_order,
		'item_id'  => $race_item,
		'index'    => $race_index,
	);
	$_POST       = array(
		'_wpnonce'         => wp_create_nonce( $race_action ),
		'_wp_http_referer' => '/wp-admin/',
		// The fingerprint the form carries: the believer as LineBelievers reads it when the form opened.
		'was'              => race_fingerprint( $race_item_o, (int) $race_index ),
		'believer'         => array( 'address' => $race_address ),
	);
	$_REQUEST                  = array_merge( $_GET, $_POST ); // phpcs:ignore Generic.PHP.DisallowRequestSuperglobal.Found -- the test builds the request WordPress would see, $_REQUEST included.
	$_SERVER['REQUEST_METHOD'] = 'POST';
	add_action(
		'woocommerce_before_order_item_object_save',
		static function () {
			sleep( 1 );
		}
	);
	// The page answers a saved correction with a redirect and exits; anything else is a failure.
	add_filter(
		'wp_redirect',
		static function ( $location ) {
			exit( str_contains( (string) $location, 'temple_offerings_corrected=saved' ) ? 0 : 3 );
		}
	);
	do_action( 'load-woocommerce_page_temple-offerings-correct-believer' );
	fwrite( STDERR, 'the correction was not saved' );
	exit( 2 );
}

/**
 * Loads WordPress as a request of the shop.
 *
 * @param string $wp_dir WordPress folder.
 */
function race_load( string $wp_dir ): void {
	if ( defined( 'ABSPATH' ) ) {
		return;
	}
	$_SERVER['HTTP_HOST']   = '127.0.0.1';
	$_SERVER['REQUEST_URI'] = '/wp-admin/admin.php';
	define( 'TEMPLE_SHOP_SETUP', true );
	require $wp_dir . '/wp-load.php';
}

/**
 * The fingerprint the correction form (CorrectionForm) puts in it for a believer.
 *
 * @param WC_Order_Item_Product $item  The line.
 * @param int                   $index The believer's place.
 */
function race_fingerprint( WC_Order_Item_Product $item, int $index ): string {
	$reader = new TempleOfferings\Order\LineBelievers( new TempleOfferings\Domain\BelieverSanitizer() );
	$line   = $reader->read( $item );
	return md5( (string) wp_json_encode( $line['believers'][ $index ] ?? array() ) );
}

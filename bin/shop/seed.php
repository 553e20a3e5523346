<?php
/**
 * The demo temple: WooCommerce settled and configured for Taiwan, the eight
 * offering categories, about sixteen products (a variable one with three
 * variations, one on sale, one without image, one in two categories, one a
 * donation for the receipts), a customer account, and a page holding the
 * block. Included by setup.php.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

WC_Install::newly_installed();
if ( ! get_option( 'woocommerce_cart_page_id' ) || ! get_post( (int) get_option( 'woocommerce_cart_page_id' ) ) ) {
	WC_Install::create_pages();
}

$temple_options = array(
	'woocommerce_coming_soon'               => 'no',
	'woocommerce_store_pages_only'          => 'no',
	'woocommerce_currency'                  => 'TWD',
	'woocommerce_price_num_decimals'        => '0',
	'woocommerce_default_country'           => 'TW',
	'woocommerce_store_address'             => '中山路1號',
	'woocommerce_store_city'                => '台南市',
	'woocommerce_store_postcode'            => '700',
	'woocommerce_calc_taxes'                => 'no',
	'woocommerce_enable_guest_checkout'     => 'yes',
	'woocommerce_onboarding_profile'        => array( 'skipped' => true ),
	'woocommerce_task_list_hidden'          => 'yes',
	'woocommerce_show_marketplace_suggestions' => 'no',
	// What temples take: bank transfer (ATM), whose orders wait on hold until staff
	// see the money, and cash at the temple (WooCommerce's cash on delivery, enabled
	// for these virtual offerings). Check payments stays for the API clients and
	// benchmarks that name it.
	'woocommerce_bacs_settings'             => array(
		'enabled'         => 'yes',
		'title'           => 'ATM 轉帳／銀行匯款',
		'description'     => '下單後請於三日內轉帳至本宮帳戶，並於備註告知帳號末五碼；入帳後本宮即為您登記。',
		'instructions'    => '請於三日內轉帳至下列帳戶，並來電或於訂單備註告知帳號末五碼。（示範帳戶，請勿實際轉帳）',
		'account_details' => '',
	),
	'woocommerce_bacs_accounts'             => array(
		array(
			'account_name'   => '財團法人示範宮（示範帳戶）',
			'account_number' => '000-000-000000',
			'bank_name'      => '臺灣銀行 台南分行（代碼 004）',
			'sort_code'      => '004',
			'iban'           => '',
			'bic'            => '',
		),
	),
	'woocommerce_cod_settings'              => array(
		'enabled'            => 'yes',
		'title'              => '現場付款',
		'description'        => '請於法會前到本宮服務台以現金結緣，付款後即完成登記。',
		'instructions'       => '請於法會前到本宮服務台付款，並告知訂單編號。',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	),
	'woocommerce_cheque_settings'           => array(
		'enabled'      => 'yes',
		'title'        => 'Check payments',
		'description'  => '',
		'instructions' => '',
	),
	// Bank transfer first: the checkout preselects it, and like a cheque it waits on hold.
	'woocommerce_gateway_order'             => array(
		'bacs'   => 0,
		'cod'    => 1,
		'cheque' => 2,
	),
);
foreach ( $temple_options as $temple_key => $temple_value ) {
	update_option( $temple_key, $temple_value );
}

if ( get_option( 'temple_shop_seeded' ) ) {
	echo "already seeded\n";
	return;
}

/**
 * Makes a 16:9 PNG of one colour and stores it as an attachment.
 *
 * @param string $slug ASCII file name.
 * @param int[]  $rgb  Colour.
 */
function temple_shop_image( string $slug, array $rgb ): int {
	$image = imagecreatetruecolor( 640, 360 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, ...$rgb ) );
	$light = imagecolorallocatealpha( $image, 255, 255, 255, 80 );
	imagefilledellipse( $image, 320, 180, 220, 220, $light );
	$upload = wp_upload_dir();
	$path   = $upload['path'] . '/' . $slug . '.png';
	imagepng( $image, $path );
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/png',
			'post_title'     => $slug,
			'post_status'    => 'inherit',
		),
		$path
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $path ) );
	return $id;
}

$temple_categories = array(
	'light'         => '光明燈',
	'pudu'          => '普渡',
	'worship'       => '祭祀',
	'gift'          => '結緣品',
	'dead-blessing' => '往生祈福',
	'super'         => '超薦',
	'animal'        => '寵物祈福',
	'change'        => '改運',
);
$temple_term_ids   = array();
foreach ( $temple_categories as $temple_slug => $temple_name ) {
	$temple_term = get_term_by( 'slug', $temple_slug, 'product_cat' );
	if ( ! $temple_term ) {
		$temple_term = (object) wp_insert_term( $temple_name, 'product_cat', array( 'slug' => $temple_slug ) );
	}
	$temple_term_ids[ $temple_slug ] = (int) $temple_term->term_id;
}

// slug, name, categories, regular price, sale price, colour (null: no image), short description.
$temple_products = array(
	array( 'guangming-lamp', '光明燈', array( 'light' ), 600, null, array( 214, 120, 40 ), '點燈祈求光明平安。' ),
	array( 'taisui-lamp', '太歲燈', array( 'light' ), 600, 500, array( 190, 60, 40 ), '安太歲，化解沖犯。' ),
	array( 'wenchang-lamp', '文昌燈', array( 'light', 'worship' ), 800, null, array( 60, 110, 180 ), '祈求學業進步、考試順利。' ),
	array( 'caishen-lamp', '財神燈', array( 'light' ), 1000, null, array( 200, 160, 40 ), '祈求財源廣進。' ),
	array( 'pudu-offering', '普渡供品', array( 'pudu' ), 1200, null, array( 120, 90, 160 ), '中元普渡供品一份。' ),
	array( 'pudu-rice', '普渡白米', array( 'pudu' ), 500, null, array( 230, 220, 200 ), '普渡白米一包，會後濟貧。' ),
	array( 'lidou-ritual', '禮斗法會', array( 'worship' ), 1500, null, array( 150, 40, 60 ), '禮斗祈福，消災延壽。' ),
	array( 'anthai-ritual', '安太歲祭祀', array( 'worship' ), 900, null, array( 100, 60, 30 ), '祭祀太歲星君。' ),
	array( 'pingan-charm', '平安符', array( 'gift' ), 300, null, null, '結緣平安符一只。' ),
	array( 'family-blessing', '闔家平安結緣品', array( 'gift' ), 1000, null, array( 220, 100, 120 ), '闔家平安，一戶一份。' ),
	array( 'rebirth-tablet', '往生祈福牌位', array( 'dead-blessing' ), 2000, null, array( 90, 90, 90 ), '為往生親友立牌祈福。' ),
	array( 'ancestors-super', '超薦歷代祖先', array( 'super' ), 3000, null, array( 70, 100, 70 ), '超薦歷代祖先，報恩懺悔。' ),
	array( 'infant-super', '超薦嬰靈', array( 'super' ), 3000, null, array( 160, 140, 180 ), '超薦嬰靈，迴向功德。' ),
	array( 'pet-blessing', '寵物祈福', array( 'animal' ), 800, null, array( 240, 170, 90 ), '為毛孩祈求健康平安。' ),
	array( 'incense-donation', '添油香', array( 'worship' ), 1000, null, array( 200, 120, 60 ), '隨喜添油香，護持宮務；收據列為捐款。' ),
);
// Offerings whose money is a donation (deductible), not a fee: their receipts list them apart.
$temple_donations = array( 'incense-donation' );

foreach ( $temple_products as [ $temple_slug, $temple_name, $temple_cats, $temple_regular, $temple_sale, $temple_rgb, $temple_desc ] ) {
	$temple_product = new WC_Product_Simple();
	$temple_product->set_name( $temple_name );
	$temple_product->set_slug( $temple_slug );
	$temple_product->set_status( 'publish' );
	$temple_product->set_catalog_visibility( 'visible' );
	$temple_product->set_regular_price( (string) $temple_regular );
	if ( null !== $temple_sale ) {
		$temple_product->set_sale_price( (string) $temple_sale );
	}
	$temple_product->set_short_description( $temple_desc );
	$temple_product->set_virtual( true );
	$temple_product->set_category_ids( array_map( static fn( string $slug ): int => $temple_term_ids[ $slug ], $temple_cats ) );
	if ( null !== $temple_rgb ) {
		$temple_product->set_image_id( temple_shop_image( $temple_slug, $temple_rgb ) );
	}
	if ( in_array( $temple_slug, $temple_donations, true ) ) {
		$temple_product->update_meta_data( '_temple_offerings_receipt_type', 'donation' );
	}
	$temple_product->save();
}

// 改運: a variable product with three plans, the attribute a global one with ASCII term slugs.
if ( ! wc_attribute_taxonomy_id_by_name( 'plan' ) ) {
	wc_create_attribute( array( 'name' => '方案', 'slug' => 'plan', 'type' => 'select' ) );
}
register_taxonomy( 'pa_plan', array( 'product' ), array( 'hierarchical' => false ) );
$temple_plans = array(
	'basic'    => array( '基本', 600 ),
	'advanced' => array( '進階', 1200 ),
	'complete' => array( '圓滿', 2000 ),
);
$temple_plan_ids = array();
foreach ( $temple_plans as $temple_slug => [ $temple_label ] ) {
	$temple_term = get_term_by( 'slug', $temple_slug, 'pa_plan' );
	$temple_plan_ids[] = $temple_term ? (int) $temple_term->term_id : (int) wp_insert_term( $temple_label, 'pa_plan', array( 'slug' => $temple_slug ) )['term_id'];
}
$temple_attribute = new WC_Product_Attribute();
$temple_attribute->set_id( wc_attribute_taxonomy_id_by_name( 'plan' ) );
$temple_attribute->set_name( 'pa_plan' );
$temple_attribute->set_options( $temple_plan_ids );
$temple_attribute->set_visible( true );
$temple_attribute->set_variation( true );

$temple_variable = new WC_Product_Variable();
$temple_variable->set_name( '改運' );
$temple_variable->set_slug( 'change-fortune' );
$temple_variable->set_status( 'publish' );
$temple_variable->set_short_description( '改運補運，轉化運勢。' );
$temple_variable->set_virtual( true );
$temple_variable->set_category_ids( array( $temple_term_ids['change'] ) );
$temple_variable->set_attributes( array( $temple_attribute ) );
$temple_variable->set_image_id( temple_shop_image( 'change-fortune', array( 180, 80, 160 ) ) );
$temple_variable_id = $temple_variable->save();
foreach ( $temple_plans as $temple_slug => [ , $temple_price ] ) {
	$temple_variation = new WC_Product_Variation();
	$temple_variation->set_parent_id( $temple_variable_id );
	$temple_variation->set_attributes( array( 'pa_plan' => $temple_slug ) );
	$temple_variation->set_regular_price( (string) $temple_price );
	$temple_variation->set_virtual( true );
	$temple_variation->set_status( 'publish' );
	$temple_variation->save();
}
WC_Product_Variable::sync( $temple_variable_id );

// A worshipper's account, for saved believers and My Account.
if ( ! get_user_by( 'login', 'believer' ) ) {
	$temple_user = wp_insert_user(
		array(
			'user_login' => 'believer',
			'user_pass'  => 'password',
			'user_email' => 'believer@example.test',
			'role'       => 'customer',
			'first_name' => '信眾',
		)
	);
}
// A whole Taiwanese address, so the customer's first checkout asks for
// nothing (WooCommerce requires a state for Taiwan: the city, 臺南市).
$temple_customer = new WC_Customer( (int) get_user_by( 'login', 'believer' )->ID );
if ( '' === $temple_customer->get_billing_address_1() ) {
	$temple_address = array(
		'first_name' => '小明',
		'last_name'  => '王',
		'country'    => 'TW',
		'state'      => '臺南市',
		'city'       => '中西區',
		'postcode'   => '700',
		'address_1'  => '民族路二段123號',
	);
	foreach ( $temple_address as $temple_key => $temple_value ) {
		$temple_customer->{"set_billing_$temple_key"}( $temple_value );
		$temple_customer->{"set_shipping_$temple_key"}( $temple_value );
	}
	$temple_customer->set_billing_phone( '0912345678' );
	$temple_customer->set_billing_email( 'believer@example.test' );
	$temple_customer->save();
}

// The page with the block.
$temple_page = get_page_by_path( 'offerings' );
if ( ! $temple_page ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'offerings',
			'post_title'   => '線上結緣品',
			'post_content' => '<!-- wp:temple-offerings/offerings /-->',
		)
	);
}

// Attribute lookup tables and the like wait in Action Scheduler while WP cron is off.
if ( class_exists( 'ActionScheduler' ) ) {
	for ( $temple_i = 0; $temple_i < 5; $temple_i++ ) {
		ActionScheduler::runner()->run( 'temple-shop' );
	}
}
flush_rewrite_rules();
update_option( 'temple_shop_seeded', time() );
echo "seeded\n";

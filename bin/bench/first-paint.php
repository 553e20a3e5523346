<?php
/**
 * The pages bin/bench/first-paint.mjs loads, made once on a local shop: a
 * page with WooCommerce's own Product Collection block over the offering
 * page's first tab (the same products), and a plain page of text. Prints, as
 * JSON, their addresses and the offering page's.
 *
 *   php bin/bench/first-paint.php <wordpress-dir>
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $paint_wp_dir ] = $argv + array( '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $paint_wp_dir . '/wp-load.php';

$paint_block = get_posts(
	array(
		'post_type'   => 'page',
		'post_status' => 'publish',
		's'           => 'wp:temple-offerings/offerings',
		'numberposts' => 1,
	)
);
if ( ! $paint_block ) {
	fwrite( STDERR, "No published page holds the offering block.\n" );
	exit( 1 );
}
$paint_blocks = parse_blocks( $paint_block[0]->post_content );
$paint_first  = 'light';
foreach ( $paint_blocks as $paint_parsed ) {
	if ( 'temple-offerings/offerings' === $paint_parsed['blockName'] ) {
		$paint_first = (string) ( $paint_parsed['attrs']['defaultCategory'] ?? '' );
		$paint_first = '' !== $paint_first ? $paint_first : (string) ( ( $paint_parsed['attrs']['allowedCategories'] ?? array( 'light' ) )[0] ?? 'light' );
	}
}
$paint_term = get_term_by( 'slug', $paint_first, 'product_cat' );
if ( ! $paint_term instanceof WP_Term ) {
	fwrite( STDERR, "The offering page's first category {$paint_first} does not exist.\n" );
	exit( 1 );
}

$paint_collection = sprintf(
	'<!-- wp:woocommerce/product-collection {"queryId":1,"query":{"perPage":20,"pages":0,"offset":0,"postType":"product","order":"asc","orderBy":"title","search":"","exclude":[],"inherit":false,"taxQuery":{"product_cat":[%1$d]},"isProductCollectionBlock":true,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","outofstock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[]},"tagName":"div","displayLayout":{"type":"flex","columns":4,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"align":"wide"} -->
<div class="wp-block-woocommerce-product-collection alignwide"><!-- wp:woocommerce/product-template -->
<!-- wp:woocommerce/product-image {"isDescendentOfQueryLoop":true} /-->
<!-- wp:post-title {"textAlign":"center","level":3,"isLink":true,"__woocommerceNamespace":"woocommerce/product-collection/product-title"} /-->
<!-- wp:woocommerce/product-price {"isDescendentOfQueryLoop":true,"textAlign":"center"} /-->
<!-- wp:woocommerce/product-button {"textAlign":"center","isDescendentOfQueryLoop":true} /-->
<!-- /wp:woocommerce/product-template --></div>
<!-- /wp:woocommerce/product-collection -->',
	$paint_term->term_id
);
$paint_plain = '<!-- wp:paragraph --><p>本宮每年農曆正月起受理光明燈、太歲燈登記，並於中元節舉辦普渡法會。歡迎信眾於線上登記，或親臨本宮服務台辦理。</p><!-- /wp:paragraph -->';

/**
 * The page of that slug, made or brought up to date.
 *
 * @param string $slug    Page slug.
 * @param string $title   Its title.
 * @param string $content Its blocks.
 */
function temple_offerings_bench_page( string $slug, string $title, string $content ): string {
	$existing = get_page_by_path( $slug );
	$id       = wp_insert_post(
		array(
			'ID'           => $existing ? $existing->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (string) get_permalink( $id );
}

echo wp_json_encode(
	array(
		'block'      => (string) get_permalink( $paint_block[0] ),
		'collection' => temple_offerings_bench_page( 'bench-product-collection', $paint_block[0]->post_title, $paint_collection ),
		'plain'      => temple_offerings_bench_page( 'bench-plain', $paint_block[0]->post_title, $paint_plain ),
	),
	JSON_UNESCAPED_SLASHES
), "\n";

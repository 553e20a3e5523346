<?php
/**
 * Runs the ritual-list CSV or .xlsx export once from the PHP CLI and reports
 * its cost. Run by bin/bench/export.mjs (with -d memory_limit=64M):
 *
 *   php export.php <wordpress-dir> > out.csv
 *   php export.php <wordpress-dir> xlsx <out.xlsx>
 *
 * The CSV goes to php://output (stdout), exactly as in a download; the
 * workbook to the file named, through the temporary files the download
 * uses. One JSON line { seconds, peak_mb, rows, bytes } goes to stderr.
 * Memory is measured over the whole process, WordPress and WooCommerce
 * included.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\RitualList\RitualListExport;
use TempleOfferings\RitualList\RitualListQuery;
use TempleOfferings\RitualList\RitualRows;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $argv[1] . '/wp-load.php';
wp_set_current_user( 1 );

$temple_began  = microtime( true );
$temple_query  = new RitualListQuery( new OrderLines( new LineBelievers( new BelieverSanitizer() ) ) );
$temple_export = new RitualListExport( $temple_query, new RitualRows( new BelieverFormatter() ) );
if ( 'xlsx' === ( $argv[2] ?? 'csv' ) ) {
	$temple_rows  = $temple_export->write_xlsx( $temple_query->filter( array() ), $argv[3], get_temp_dir() );
	$temple_bytes = filesize( $argv[3] );
} else {
	$temple_out   = fopen( 'php://output', 'wb' );
	$temple_rows  = $temple_export->write( $temple_query->filter( array() ), $temple_out );
	$temple_bytes = null; // Counted by the caller, which reads stdout.
	fclose( $temple_out );
}

fwrite(
	STDERR,
	wp_json_encode(
		array(
			'seconds'      => round( microtime( true ) - $temple_began, 2 ),
			'peak_mb'      => round( memory_get_peak_usage() / 1048576, 1 ),
			'peak_real_mb' => round( memory_get_peak_usage( true ) / 1048576, 1 ),
			'memory_limit' => ini_get( 'memory_limit' ),
			'rows'         => $temple_rows,
			'bytes'        => $temple_bytes,
		)
	) . "\n"
);

<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP files run in
 * their own directory, everything else (pretty permalinks, /wp-json/) through
 * WordPress's index.php.
 *
 * Text is sent gzipped to a client that accepts it, pages and scripts alike,
 * as any web server in front of a real shop does (PHP's built-in server
 * compresses nothing by itself): a page's weight here is what it weighs there.
 *
 * @package TempleOfferings
 */

/** Static text files, compressed on the way out; any other file goes as it is. */
const TEMPLE_TEXT_TYPES = array(
	'css'  => 'text/css; charset=UTF-8',
	'js'   => 'text/javascript; charset=UTF-8',
	'json' => 'application/json',
	'svg'  => 'image/svg+xml',
);

$temple_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$temple_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$temple_file = $temple_root . $temple_path;

if ( is_dir( $temple_file ) && is_file( rtrim( $temple_file, '/' ) . '/index.php' ) ) {
	$temple_file = rtrim( $temple_file, '/' ) . '/index.php';
	$temple_path = rtrim( $temple_path, '/' ) . '/index.php';
}

if ( is_file( $temple_file ) ) {
	if ( ! str_ends_with( $temple_file, '.php' ) ) {
		$temple_type = TEMPLE_TEXT_TYPES[ strtolower( pathinfo( $temple_file, PATHINFO_EXTENSION ) ) ] ?? null;
		if ( null === $temple_type ) {
			// Served by PHP's server itself, which writes the response before any output handler could compress it.
			return false;
		}
		ob_start( 'ob_gzhandler' );
		header( 'Content-Type: ' . $temple_type );
		header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', (int) filemtime( $temple_file ) ) . ' GMT' );
		readfile( $temple_file );
		return true;
	}
} else {
	$temple_file = $temple_root . '/index.php';
	$temple_path = '/index.php';
}

// ob_gzhandler compresses only for a client that accepts gzip, and unlike
// zlib.output_compression it is a buffer WordPress may flush at shutdown.
ob_start( 'ob_gzhandler' );
$_SERVER['SCRIPT_FILENAME'] = $temple_file;
$_SERVER['SCRIPT_NAME']     = $temple_path;
$_SERVER['PHP_SELF']        = $temple_path;
chdir( dirname( $temple_file ) );
require $temple_file;

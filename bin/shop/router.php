<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP files run in
 * their own directory, everything else (pretty permalinks, /wp-json/) through
 * WordPress's index.php.
 *
 * @package TempleOfferings
 */

$temple_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$temple_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$temple_file = $temple_root . $temple_path;

if ( is_dir( $temple_file ) && is_file( rtrim( $temple_file, '/' ) . '/index.php' ) ) {
	$temple_file = rtrim( $temple_file, '/' ) . '/index.php';
	$temple_path = rtrim( $temple_path, '/' ) . '/index.php';
}

if ( is_file( $temple_file ) ) {
	if ( ! str_ends_with( $temple_file, '.php' ) ) {
		return false;
	}
} else {
	$temple_file = $temple_root . '/index.php';
	$temple_path = '/index.php';
}

$_SERVER['SCRIPT_FILENAME'] = $temple_file;
$_SERVER['SCRIPT_NAME']     = $temple_path;
$_SERVER['PHP_SELF']        = $temple_path;
chdir( dirname( $temple_file ) );
require $temple_file;

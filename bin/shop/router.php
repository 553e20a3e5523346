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
 * The plugin's folder is a link to the whole repository, which also holds the
 * shop's own state (its database files, setup.log, mail.log with believers'
 * names and addresses), the tests and the tools. Under that folder only what
 * the plugin ships (package.json's "files") is served, and none of its PHP
 * is run by URL (WordPress loads it; no page links to it): anything else
 * answers 404, as it would on a site where only the plugin is installed.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

/** Static text files, compressed on the way out; any other file goes as it is. */
const TEMPLE_TEXT_TYPES = array(
	'css'  => 'text/css; charset=UTF-8',
	'js'   => 'text/javascript; charset=UTF-8',
	'json' => 'application/json',
	'svg'  => 'image/svg+xml',
);

/**
 * Whether a file of the repository is one the plugin ships: its path is
 * listed in package.json's "files" (a folder by its trailing slash) and not
 * excluded there (`!`), and it is not PHP.
 *
 * @param string $relative The file's path in the repository.
 */
function temple_plugin_ships( string $relative ): bool {
	$files   = (array) ( json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/package.json' ), true )['files'] ?? array() );
	$shipped = false;
	foreach ( $files as $entry ) {
		$excluded = str_starts_with( $entry, '!' );
		$entry    = ltrim( $entry, '!' );
		if ( str_ends_with( $entry, '/' ) ? str_starts_with( $relative, $entry ) : $relative === $entry ) {
			$shipped = ! $excluded;
		}
	}
	return $shipped && ! str_ends_with( strtolower( $relative ), '.php' );
}

/**
 * Whether a file may be served or run: WordPress's own files are; a file of
 * the repository, whatever URL reached it through the plugin's link, only
 * when the plugin ships it. Decided on the file's real path, so no spelling
 * of the URL (`//`, `./`, encoded characters) reaches another file.
 *
 * @param string $file The file the request names.
 * @param string $root The document root.
 */
function temple_may_serve( string $file, string $root ): bool {
	$real      = (string) realpath( $file );
	$wordpress = (string) realpath( $root ) . '/';
	$repo      = (string) realpath( dirname( __DIR__, 2 ) ) . '/';
	if ( str_starts_with( $real, $wordpress ) || ! str_starts_with( $real, $repo ) ) {
		return true;
	}
	return temple_plugin_ships( substr( $real, strlen( $repo ) ) );
}

$temple_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$temple_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$temple_file = $temple_root . $temple_path;

if ( is_dir( $temple_file ) && is_file( rtrim( $temple_file, '/' ) . '/index.php' ) ) {
	$temple_file = rtrim( $temple_file, '/' ) . '/index.php';
	$temple_path = rtrim( $temple_path, '/' ) . '/index.php';
}

if ( is_file( $temple_file ) && ! temple_may_serve( $temple_file, $temple_root ) ) {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=UTF-8' );
	echo "Not found.\n";
	return true;
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

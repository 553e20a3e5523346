/**
 * The shop's WordPress + WooCommerce tree: copied from WP_SRC (a tree or a
 * tarball), or else downloaded from WordPress.org.
 */
import fs from 'node:fs';
import path from 'node:path';

import { shopDir, WC_VERSION, WP_VERSION, wpDir } from './settings.mjs';
import { readText, run, ShopError, which } from './tools.mjs';

function isWordPressTree( dir ) {
	return (
		fs.existsSync( path.join( dir, 'wp-load.php' ) ) &&
		fs.existsSync(
			path.join( dir, 'wp-content/plugins/woocommerce/woocommerce.php' )
		)
	);
}

/** Puts a WordPress + WooCommerce tree at wpDir, from WP_SRC or the official downloads. */
export async function provideWordPress() {
	const marker = path.join( shopDir, 'source' );
	const source = process.env.WP_SRC ? path.resolve( process.env.WP_SRC ) : '';
	if (
		isWordPressTree( wpDir ) &&
		( ! source || readText( marker ) === source )
	) {
		return;
	}
	fs.rmSync( wpDir, { recursive: true, force: true } );
	fs.mkdirSync( wpDir, { recursive: true } );

	if (
		source &&
		fs.existsSync( source ) &&
		fs.statSync( source ).isDirectory()
	) {
		if ( ! isWordPressTree( source ) ) {
			throw new ShopError(
				`WP_SRC=${ source } is not a WordPress tree with WooCommerce in wp-content/plugins/woocommerce.`
			);
		}
		run( 'cp', [ '-a', `${ source }/.`, wpDir ] );
	} else if ( source && fs.existsSync( source ) ) {
		run( 'tar', [ '-xf', source, '-C', wpDir ] );
		flattenSingleFolder( wpDir );
	} else if ( source ) {
		throw new ShopError( `WP_SRC=${ source } does not exist.` );
	} else {
		await download();
	}
	if ( ! isWordPressTree( wpDir ) ) {
		throw new ShopError(
			'The WordPress source has no wp-load.php or no WooCommerce in wp-content/plugins/woocommerce.'
		);
	}
	fs.writeFileSync( marker, source );
}

/**
 * A tarball of "wordpress/..." unpacks one level too deep: lift it.
 *
 * @param {string} dir Where the tarball was unpacked.
 */
function flattenSingleFolder( dir ) {
	const entries = fs.readdirSync( dir );
	if (
		entries.length === 1 &&
		isWordPressTree( path.join( dir, entries[ 0 ] ) )
	) {
		const inner = path.join( dir, entries[ 0 ] );
		for ( const entry of fs.readdirSync( inner ) ) {
			fs.renameSync( path.join( inner, entry ), path.join( dir, entry ) );
		}
		fs.rmdirSync( inner );
	}
}

async function fetchZip( address, dest ) {
	const response = await fetch( address, {
		signal: AbortSignal.timeout( 60000 ),
	} );
	if ( ! response.ok ) {
		throw new Error( `${ response.status }` );
	}
	fs.writeFileSync( dest, Buffer.from( await response.arrayBuffer() ) );
}

async function download() {
	const tmp = fs.mkdtempSync( path.join( shopDir, 'download-' ) );
	try {
		await fetchZip(
			`https://wordpress.org/wordpress-${ WP_VERSION }.zip`,
			path.join( tmp, 'wp.zip' )
		);
		await fetchZip(
			`https://downloads.wordpress.org/plugin/woocommerce.${ WC_VERSION }.zip`,
			path.join( tmp, 'wc.zip' )
		);
	} catch {
		throw new ShopError(
			'No WordPress source: set WP_SRC to a WordPress tree (or tarball) with WooCommerce in wp-content/plugins/woocommerce, or run where wordpress.org can be reached.'
		);
	} finally {
		// Unzipped with PHP's zip extension, which the shop needs anyway.
	}
	const unzip = ( zip, dest ) =>
		run( which( 'php' ), [
			'-r',
			'$z = new ZipArchive(); $z->open( $argv[1] ) && $z->extractTo( $argv[2] ) || exit( 1 );',
			zip,
			dest,
		] );
	unzip( path.join( tmp, 'wp.zip' ), tmp );
	unzip(
		path.join( tmp, 'wc.zip' ),
		path.join( tmp, 'wordpress/wp-content/plugins' )
	);
	fs.rmSync( wpDir, { recursive: true, force: true } );
	fs.renameSync( path.join( tmp, 'wordpress' ), wpDir );
	fs.rmSync( tmp, { recursive: true, force: true } );
}

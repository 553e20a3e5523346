/**
 * What the shop's WordPress is told on every start: wp-config.php, this
 * plugin linked in, the development mu-plugin, and the Redis drop-in exactly
 * when more than one node runs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {
	nodes,
	redisSocket,
	repo,
	shopDir,
	socket,
	useRedis,
	wpDir,
} from './settings.mjs';
import { ShopError } from './tools.mjs';

export function writeConfig() {
	const placeholder = path.join(
		wpDir,
		'wp-includes/js/dist/script-modules/vips/worker.min.js'
	);
	if ( ! fs.existsSync( placeholder ) ) {
		// Some source snapshots lack the editor's image worker; a shop never loads it.
		fs.mkdirSync( path.dirname( placeholder ), { recursive: true } );
		fs.writeFileSync( placeholder, '/* placeholder */\n' );
	}
	const config = `<?php
// Written by bin/shop.mjs on every start.
define( 'DB_NAME', 'temple' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . ${ JSON.stringify( socket ) } );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', 'temple-local-auth' );
define( 'SECURE_AUTH_KEY', 'temple-local-secure-auth' );
define( 'LOGGED_IN_KEY', 'temple-local-logged-in' );
define( 'NONCE_KEY', 'temple-local-nonce' );
define( 'AUTH_SALT', 'temple-local-auth-salt' );
define( 'SECURE_AUTH_SALT', 'temple-local-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'temple-local-logged-in-salt' );
define( 'NONCE_SALT', 'temple-local-nonce-salt' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${ JSON.stringify( shopDir ) } . ( defined( 'TEMPLE_SHOP_SETUP' ) ? '/setup.log' : '/debug.log' ) );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
// Only the set-up run reaches out, and only for WordPress.org's language packs.
if ( defined( 'TEMPLE_SHOP_SETUP' ) ) {
	define( 'WP_ACCESSIBLE_HOSTS', 'api.wordpress.org,downloads.wordpress.org' );
}
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'TEMPLE_SHOP_DIR', ${ JSON.stringify( shopDir ) } );
${ useRedis ? redisConfig() : '' }if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
	fs.writeFileSync( path.join( wpDir, 'wp-config.php' ), config );

	const link = path.join( wpDir, 'wp-content/plugins/temple-offerings' );
	fs.rmSync( link, { recursive: true, force: true } );
	fs.symlinkSync( repo, link, 'dir' );
	const mu = path.join( wpDir, 'wp-content/mu-plugins' );
	fs.mkdirSync( mu, { recursive: true } );
	fs.copyFileSync(
		path.join( repo, 'bin/shop/mu-plugin.php' ),
		path.join( mu, 'temple-shop.php' )
	);

	// The drop-in exists exactly when this start uses Redis: a one-node start
	// after a two-node one must not keep talking to a cache it no longer runs.
	const dropIn = path.join( wpDir, 'wp-content/object-cache.php' );
	if ( useRedis ) {
		fs.copyFileSync( redisDropIn(), dropIn );
	} else {
		fs.rmSync( dropIn, { force: true } );
	}
}

/**
 * wp-config.php lines for the Redis Object Cache drop-in: this shop's private
 * redis-server on its unix socket, through PHP's redis extension, with a key
 * prefix of its own (two shops never read each other's keys even on one server).
 * Graceful, as a live site must run: a node that cannot reach Redis goes on
 * with the database alone (each failed call logged to debug.log) instead of
 * answering every page with the drop-in's error page, which could also cut a
 * checkout off after its order was placed. The benchmarks that need Redis
 * check that it is in use (keys, commands) rather than rely on errors.
 */
function redisConfig() {
	const prefix = `temple_${ createHash( 'sha1' )
		.update( shopDir )
		.digest( 'hex' )
		.slice( 0, 10 ) }_`;
	return `define( 'WP_REDIS_CLIENT', 'phpredis' );
define( 'WP_REDIS_SCHEME', 'unix' );
define( 'WP_REDIS_PATH', ${ JSON.stringify( redisSocket ) } );
define( 'WP_REDIS_DATABASE', 0 );
define( 'WP_REDIS_PREFIX', ${ JSON.stringify( prefix ) } );
define( 'WP_REDIS_GRACEFUL', true );
define( 'TEMPLE_SHOP_REDIS_SOCKET', ${ JSON.stringify( redisSocket ) } );
`;
}

/** The object-cache drop-in inside REDIS_CACHE_SRC, or a ShopError saying what to provide. */
export function redisDropIn() {
	const source = process.env.REDIS_CACHE_SRC
		? path.resolve( process.env.REDIS_CACHE_SRC )
		: '';
	const file = path.join( source, 'includes/object-cache.php' );
	if ( ! source || ! fs.existsSync( file ) ) {
		throw new ShopError(
			source
				? `REDIS_CACHE_SRC=${ source } has no includes/object-cache.php: point it at the Redis Object Cache plugin's folder (version 2.6).`
				: `SHOP_NODES=${ nodes } needs a shared object cache: set REDIS_CACHE_SRC to the Redis Object Cache plugin's folder (version 2.6, with includes/object-cache.php).`
		);
	}
	return file;
}

#!/usr/bin/env node
/**
 * The local shop: a real WordPress + WooCommerce on 127.0.0.1 with this plugin
 * active, no Docker. PHP's built-in server and a private MariaDB data directory
 * live in SHOP_DIR (default `.shop/`); both are started here and ended by their
 * process ids.
 *
 * With SHOP_NODES=2 the shop grows the way WordPress grows past one machine:
 * two PHP nodes (SHOP_PORT and SHOP_PORT+1, both serving the same WordPress
 * directory over the same database) share a persistent object cache, a private
 * redis-server on a unix socket in SHOP_DIR, through the Redis Object Cache
 * drop-in taken from REDIS_CACHE_SRC. The site URL is node 1's; a client of
 * node 2 sends node 1's Host, as a load balancer in front of both would.
 *
 *   node bin/shop.mjs start   bring the shop up (safe to run again), print the block page URL
 *   node bin/shop.mjs stop    end exactly what `start` started
 *   node bin/shop.mjs url     print the base URL
 *
 * `start` first gets what it needs (bin/lib/prerequisites.mjs): the Debian
 * packages of .ci/debian-packages, node_modules by `npm ci`, the build. It
 * records its SHOP_DIR and port in `.shop-running.json` at the repository's
 * root, so `stop` without SHOP_DIR ends every shop started from this checkout
 * (and `url` without SHOP_PORT names the recorded one); `stop` still ends
 * nothing but the processes whose ids those shops' pid files hold. A `start`
 * that fails ends what it began, by id, and drops its record again.
 *
 * Environment:
 *   WP_SRC     a WordPress tree with WooCommerce in wp-content/plugins/woocommerce,
 *              or a tarball of one. Without it, the official downloads are tried.
 *   SHOP_DIR   where the shop's files, database and logs go (default .shop)
 *   SHOP_PORT  the port on 127.0.0.1 (default 8889); node n listens on SHOP_PORT+n-1
 *   SHOP_NODES number of PHP nodes, 1 (default) to 4; more than one needs REDIS_CACHE_SRC
 *   REDIS_CACHE_SRC  the Redis Object Cache plugin's tree (2.6.x); its
 *              includes/object-cache.php becomes the site's object-cache drop-in
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	aptCommand,
	debianPackages,
	ensurePrerequisites,
	PrerequisiteError,
} from './lib/prerequisites.mjs';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const shopDir = path.resolve( repo, process.env.SHOP_DIR || '.shop' );
// The shops started from this checkout and not stopped yet: { dir: { port, nodes } }.
const registry = path.join( repo, '.shop-running.json' );
const port = Number( process.env.SHOP_PORT || 8889 );
const url = `http://127.0.0.1:${ port }`;
const wpDir = path.join( shopDir, 'wordpress' );
const dbDir = path.join( shopDir, 'mysql' );
const socket = path.join( shopDir, 'mysql.sock' );
const pidFile = ( name, dir = shopDir ) => path.join( dir, `${ name }.pid` );
const nodes = Number( process.env.SHOP_NODES || 1 );
const nodeName = ( n ) => ( n === 1 ? 'php' : `php-${ n }` );
const nodeUrl = ( n ) => `http://127.0.0.1:${ port + n - 1 }`;
const MAX_NODES = 4;
// More than one node needs a cache every node shares; one node keeps WordPress's own.
const useRedis = nodes > 1;
const redisSocket = path.join( shopDir, 'redis.sock' );
const redisDir = path.join( shopDir, 'redis' );
const WC_VERSION = '11.0.1';
const WP_VERSION = '7.1';

class ShopError extends Error {}

function log( message ) {
	process.stdout.write( `${ message }\n` );
}

function run( command, args, options = {} ) {
	const result = spawnSync( command, args, { encoding: 'utf8', ...options } );
	if ( result.error ) {
		throw new ShopError( `${ command }: ${ result.error.message }` );
	}
	if ( result.status !== 0 ) {
		// With stdio inherited the output is already on screen (and null here).
		throw new ShopError(
			`${ command } ${ args.join( ' ' ) } failed${
				options.stdio === 'inherit'
					? ' (see above)'
					: `:\n${ result.stdout }${ result.stderr }`
			}`
		);
	}
	return result.stdout;
}

/**
 * Finds a program on PATH or in the sbin folders Debian puts daemons in.
 *
 * @param {string} name    Program name.
 * @param {string} install What to install when it is missing (default: the shop's PHP and MariaDB).
 */
function which( name, install = '' ) {
	const dirs = [
		...( process.env.PATH || '' ).split( ':' ),
		'/usr/sbin',
		'/usr/local/sbin',
	];
	for ( const dir of dirs ) {
		const candidate = path.join( dir, name );
		try {
			fs.accessSync( candidate, fs.constants.X_OK );
			return candidate;
		} catch {}
	}
	throw new ShopError(
		`${ name } is not installed: ${
			install || aptCommand( debianPackages( [ 'shop' ] ) )
		} (docs/setup.md, "What the commands need").`
	);
}

function alive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

/** The program each pid file's process runs, by the pid file's name. */
const PROGRAMS = { php: 'php', mariadb: 'mariadbd', redis: 'redis-server' };

/**
 * The id of a running process this shop started, or 0. A pid file outlives a
 * reboot and its id can be reused: on Linux the id counts only while the
 * process still runs the program the file is named for.
 *
 * @param {string} name php, php-2…, redis or mariadb.
 * @param {string} dir  The shop's folder (default SHOP_DIR).
 * @return {number} The pid, or 0.
 */
function readPid( name, dir = shopDir ) {
	let pid;
	try {
		pid = Number( fs.readFileSync( pidFile( name, dir ), 'utf8' ).trim() );
	} catch {
		return 0;
	}
	if ( ! ( pid > 0 ) || ! alive( pid ) ) {
		return 0;
	}
	const program = PROGRAMS[ name.split( '-' )[ 0 ] ];
	const cmdline = readText( `/proc/${ pid }/cmdline` );
	if ( cmdline === null || ! program ) {
		return pid;
	}
	const argv0 = path.basename( cmdline.split( /[\0 ]/ )[ 0 ] );
	return argv0 === program ? pid : 0;
}

/** The shops this checkout started and has not stopped: { dir: { port, nodes } }. */
function readRegistry() {
	try {
		return JSON.parse( fs.readFileSync( registry, 'utf8' ) );
	} catch {
		return {};
	}
}

/**
 * Adds or removes one shop in `.shop-running.json` (removed with it when empty).
 *
 * @param {string}      dir   The shop's folder.
 * @param {Object|null} entry { port, nodes }, or null to remove.
 */
function record( dir, entry ) {
	const shops = readRegistry();
	if ( entry ) {
		shops[ dir ] = entry;
	} else {
		delete shops[ dir ];
	}
	if ( Object.keys( shops ).length ) {
		fs.writeFileSync(
			registry,
			`${ JSON.stringify( shops, null, '\t' ) }\n`
		);
	} else {
		fs.rmSync( registry, { force: true } );
	}
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

async function waitFor( check, what, seconds = 30 ) {
	const end = Date.now() + seconds * 1000;
	while ( Date.now() < end ) {
		if ( await check() ) {
			return;
		}
		await sleep( 100 );
	}
	throw new ShopError(
		`${ what } did not come up within ${ seconds } s (logs in ${ shopDir }).`
	);
}

function isWordPressTree( dir ) {
	return (
		fs.existsSync( path.join( dir, 'wp-load.php' ) ) &&
		fs.existsSync(
			path.join( dir, 'wp-content/plugins/woocommerce/woocommerce.php' )
		)
	);
}

/** Puts a WordPress + WooCommerce tree at wpDir, from WP_SRC or the official downloads. */
async function provideWordPress() {
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

function readText( file ) {
	try {
		return fs.readFileSync( file, 'utf8' );
	} catch {
		return null;
	}
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

function writeConfig() {
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
function redisDropIn() {
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

// What this run of `start` began, in order: only these are ended if it fails.
const begun = [];

function startDetached( name, command, args, env = {} ) {
	const out = fs.openSync( path.join( shopDir, `${ name }.log` ), 'a' );
	const child = spawn( command, args, {
		detached: true,
		stdio: [ 'ignore', out, out ],
		env: { ...process.env, ...env },
	} );
	child.unref();
	fs.writeFileSync( pidFile( name ), String( child.pid ) );
	begun.push( name );
	return child.pid;
}

/**
 * Starts MariaDB unless it runs.
 *
 * @return {Promise<boolean>} Whether its data directory was created just now.
 */
async function startDatabase() {
	if ( readPid( 'mariadb' ) ) {
		return false;
	}
	const fresh = ! fs.existsSync( path.join( dbDir, 'mysql' ) );
	if ( fresh ) {
		fs.mkdirSync( dbDir, { recursive: true } );
		run( which( 'mariadb-install-db' ), [
			'--no-defaults',
			`--datadir=${ dbDir }`,
			'--user=root',
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
		] );
	}
	startDetached( 'mariadb', which( 'mariadbd' ), [
		'--no-defaults',
		`--datadir=${ dbDir }`,
		`--socket=${ socket }`,
		`--pid-file=${ path.join( shopDir, 'mariadbd.pid' ) }`,
		'--skip-networking',
		'--user=root',
		'--innodb-buffer-pool-size=128M',
		'--innodb-flush-log-at-trx-commit=2',
		`--log-error=${ path.join( shopDir, 'mariadb-error.log' ) }`,
	] );
	const client = which( 'mariadb' );
	await waitFor(
		() =>
			spawnSync( client, [
				`--socket=${ socket }`,
				'-uroot',
				'-e',
				'SELECT 1',
			] ).status === 0,
		'MariaDB'
	);
	run( client, [
		`--socket=${ socket }`,
		'-uroot',
		'-e',
		'CREATE DATABASE IF NOT EXISTS temple CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
	] );
	return fresh;
}

/**
 * Starts this shop's own redis-server unless it runs: no TCP port, a unix
 * socket only its user can open, its working folder in SHOP_DIR, nothing
 * saved to disk (a cache that outlived its database would answer with rows
 * the new database never had). Never the system's Redis service.
 *
 * @param {boolean} freshDatabase Whether MariaDB's data was created just now.
 */
async function startRedis( freshDatabase ) {
	const cli = which( 'redis-cli', 'apt-get install redis-server' );
	const ping = () =>
		spawnSync( cli, [ '-s', redisSocket, 'ping' ], {
			encoding: 'utf8',
		} ).stdout?.trim() === 'PONG';
	if ( readPid( 'redis' ) ) {
		if ( freshDatabase ) {
			run( cli, [ '-s', redisSocket, 'flushall' ] );
		}
		return;
	}
	if ( redisSocket.length > 100 ) {
		throw new ShopError(
			`The Redis socket path ${ redisSocket } is too long for a unix socket: use a shorter SHOP_DIR.`
		);
	}
	fs.mkdirSync( redisDir, { recursive: true } );
	fs.rmSync( redisSocket, { force: true } );
	startDetached(
		'redis',
		which( 'redis-server', 'apt-get install redis-server' ),
		[
			'--port',
			'0',
			'--unixsocket',
			redisSocket,
			'--unixsocketperm',
			'700',
			'--dir',
			redisDir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		]
	);
	await waitFor( ping, 'Redis' );
}

/** PHP's redis extension, which the drop-in connects through. */
function checkRedisExtension() {
	const loaded = spawnSync( which( 'php' ), [
		'-r',
		'exit( extension_loaded( "redis" ) ? 0 : 1 );',
	] );
	if ( loaded.status !== 0 ) {
		throw new ShopError(
			`SHOP_NODES=${ nodes } needs PHP's redis extension: apt-get install php8.2-redis.`
		);
	}
}

/**
 * The HTTP status of a GET, 0 when it did not answer in time.
 *
 * @param {string} address URL.
 * @param {number} seconds How long to wait.
 */
async function httpStatus( address, seconds = 10 ) {
	try {
		const response = await fetch( address, {
			redirect: 'manual',
			signal: AbortSignal.timeout( seconds * 1000 ),
		} );
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

/**
 * Starts PHP node n (1 = SHOP_PORT) unless it runs.
 *
 * @param {number} n Node number, from 1.
 */
async function startWeb( n ) {
	if ( readPid( nodeName( n ) ) ) {
		return;
	}
	startDetached(
		nodeName( n ),
		which( 'php' ),
		[
			'-q',
			'-S',
			`127.0.0.1:${ port + n - 1 }`,
			'-t',
			wpDir,
			path.join( repo, 'bin/shop/router.php' ),
		],
		// Workers let the browser's parallel requests through; -q keeps the access log quiet.
		{ PHP_CLI_SERVER_WORKERS: '4' }
	);
	await waitFor(
		async () =>
			( await httpStatus(
				`${ nodeUrl( n ) }/wp-includes/images/blank.gif`
			) ) === 200,
		n === 1 ? 'PHP server' : `PHP node ${ n }`
	);
}

function setup( stage, ...args ) {
	log(
		run( which( 'php' ), [
			'-d',
			'memory_limit=512M',
			path.join( repo, 'bin/shop/setup.php' ),
			wpDir,
			stage,
			...args,
		] ).trim()
	);
}

async function start() {
	const began = Date.now();
	if ( ! Number.isInteger( nodes ) || nodes < 1 || nodes > MAX_NODES ) {
		throw new ShopError(
			`SHOP_NODES=${ process.env.SHOP_NODES } is not a number of PHP nodes from 1 to ${ MAX_NODES }.`
		);
	}
	// Debian packages and node_modules: installed when missing, or a stop naming the command.
	ensurePrerequisites( useRedis ? [ 'shop', 'nodes' ] : [ 'shop' ] );
	if ( useRedis ) {
		// Asked before anything starts, so a missing piece costs nothing.
		redisDropIn();
		checkRedisExtension();
	}
	fs.mkdirSync( shopDir, { recursive: true } );
	// Recorded before any process starts, so a start interrupted halfway (its
	// own process killed) can still be stopped; a start that fails undoes it.
	record( shopDir, { port, nodes } );
	try {
		await startShop( began );
	} catch ( error ) {
		await abandonStart();
		throw error;
	}
}

/**
 * After a failed start: ends, by their ids, the processes this start began
 * (the nodes first, the database last, as `stop` does), and drops the shop
 * from `.shop-running.json` unless something of it still runs, which only an
 * earlier start can have begun and which `stop` must still find. A failure
 * here is reported but does not hide the one that made the start fail.
 */
async function abandonStart() {
	for ( const name of [ ...begun ].reverse() ) {
		try {
			await endProcess( name );
		} catch ( error ) {
			process.stderr.write(
				`could not stop ${ name }: ${ error.message }\n`
			);
		}
	}
	const running = [ ...runningNodes(), 'redis', 'mariadb' ].filter(
		( name ) => readPid( name )
	);
	if ( running.length ) {
		log(
			`The failed start leaves what an earlier start began running (${ running.join(
				', '
			) }); npm run shop:stop ends it.`
		);
	} else {
		record( shopDir, null );
	}
}

/**
 * The part of `start` that brings processes up, once the shop is recorded.
 *
 * @param {number} began When the start began (Date.now()), for its timing line.
 */
async function startShop( began ) {
	// block.json points at both scripts: either missing means no build yet.
	if (
		[ 'build/index.js', 'build/view.js' ].some(
			( file ) => ! fs.existsSync( path.join( repo, file ) )
		)
	) {
		log( 'Building the block first (npm run build)…' );
		run( 'npm', [ 'run', 'build', '--silent' ], {
			cwd: repo,
			stdio: 'inherit',
		} );
	}
	// Nodes and a Redis left from an earlier start with more nodes end first.
	for ( const name of runningNodes() ) {
		if ( Number( name.split( '-' )[ 1 ] || 1 ) > nodes ) {
			await endProcess( name );
		}
	}
	if ( ! useRedis ) {
		await endProcess( 'redis' );
	}
	await provideWordPress();
	writeConfig();
	const freshDatabase = await startDatabase();
	if ( useRedis ) {
		await startRedis( freshDatabase );
	}
	setup( 'install', url );
	setup( 'activate' );
	setup( 'languages' );
	setup( 'seed' );
	for ( let n = 1; n <= nodes; n++ ) {
		await startWeb( n );
	}
	const page = `${ url }/offerings/`;
	// The first page of a fresh site builds its caches: on a busy machine it takes long.
	const status = await httpStatus( page, 60 );
	if ( status !== 200 ) {
		throw new ShopError(
			`${ page } answered ${ status }; see ${ path.join( shopDir, 'debug.log' ) }.`
		);
	}
	for ( let n = 2; n <= nodes; n++ ) {
		// Pages on node n redirect to the site URL; a REST answer shows the node serves the site.
		const probe = `${ nodeUrl(
			n
		) }/wp-json/temple-offerings/v1/visible-products?per_page=1`;
		const answer = await httpStatus( probe, 60 );
		if ( answer !== 200 ) {
			throw new ShopError(
				`${ probe } answered ${ answer }; see ${ path.join( shopDir, 'debug.log' ) }.`
			);
		}
	}
	log(
		`Shop ready in ${ ( ( Date.now() - began ) / 1000 ).toFixed( 1 ) } s: ${ page }`
	);
	log(
		`Admin: ${ url }/wp-admin/ (admin / password); customer: believer / password`
	);
	if ( useRedis ) {
		const nodeList = Array.from( { length: nodes }, ( _, i ) =>
			nodeUrl( i + 1 )
		).join( ', ' );
		log(
			`${ nodes } PHP nodes over one database: ${ nodeList } (the site URL is the first); Redis object cache on ${ redisSocket }`
		);
	}
}

/**
 * The PHP nodes with a pid file, e.g. [ 'php', 'php-2' ].
 *
 * @param {string} dir The shop's folder (default SHOP_DIR).
 */
function runningNodes( dir = shopDir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir )
		.map( ( file ) => file.match( /^(php(?:-\d+)?)\.pid$/ )?.[ 1 ] )
		.filter( Boolean )
		.sort();
}

/**
 * Ends one process this shop started, by the id in its pid file.
 *
 * @param {string} name php, php-2…, redis or mariadb.
 * @param {string} dir  The shop's folder (default SHOP_DIR).
 */
async function endProcess( name, dir = shopDir ) {
	const pid = readPid( name, dir );
	if ( pid ) {
		// Each was started as the leader of its own process group: end the group (PHP's workers too).
		try {
			process.kill( -pid, 'SIGTERM' );
		} catch {
			process.kill( pid, 'SIGTERM' );
		}
		await waitFor( () => ! alive( pid ), `Stopping ${ name }`, 30 ).catch(
			() => process.kill( -pid, 'SIGKILL' )
		);
		log( `stopped ${ name } (${ pid })` );
	}
	fs.rmSync( pidFile( name, dir ), { force: true } );
}

/**
 * Ends the shop in SHOP_DIR when it is set; otherwise every shop recorded in
 * `.shop-running.json` (or `.shop` when none is), so `npm run shop:stop` needs
 * no SHOP_DIR even when the start had one.
 */
async function stop() {
	const recorded = Object.keys( readRegistry() );
	let dirs = [ shopDir ];
	if ( ! process.env.SHOP_DIR && recorded.length ) {
		dirs = recorded;
	}
	for ( const dir of dirs ) {
		// The nodes first (they talk to the others), then the cache, then the database.
		for ( const name of [ ...runningNodes( dir ), 'redis', 'mariadb' ] ) {
			await endProcess( name, dir );
		}
		record( dir, null );
	}
}

/** The base URL: SHOP_PORT's, or else that of the one shop recorded as running. */
function printUrl() {
	const shops = Object.values( readRegistry() );
	log(
		! process.env.SHOP_PORT && shops.length === 1
			? `http://127.0.0.1:${ shops[ 0 ].port }`
			: url
	);
}

const command = process.argv[ 2 ] || 'start';
const actions = { start, stop, url: async () => printUrl() };
if ( ! actions[ command ] ) {
	log( 'usage: node bin/shop.mjs start | stop | url' );
	process.exit( 2 );
}
actions[ command ]().catch( ( error ) => {
	process.stderr.write(
		`${
			error instanceof ShopError || error instanceof PrerequisiteError
				? error.message
				: error.stack
		}\n`
	);
	process.exit( 1 );
} );

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
 *   SHOP_SERVER fpm serves the nodes with PHP-FPM behind nginx (bin/shop/fpm.mjs);
 *              otherwise PHP's built-in server
 *   REDIS_CACHE_SRC  the Redis Object Cache plugin's tree (2.6.x); its
 *              includes/object-cache.php becomes the site's object-cache drop-in
 *
 * This file holds the three commands; the parts they use live in bin/shop/:
 * settings.mjs (the environment read once), tools.mjs, processes.mjs (pid
 * files, `.shop-running.json`), wordpress.mjs (the WordPress tree), config.mjs
 * (wp-config.php and the drop-ins), services.mjs (MariaDB, Redis, the PHP
 * nodes, the set-up stages) and fpm.mjs (a node as PHP-FPM behind nginx).
 */
import fs from 'node:fs';
import path from 'node:path';

import {
	ensurePrerequisites,
	PrerequisiteError,
} from './lib/prerequisites.mjs';
import { redisDropIn, writeConfig } from './shop/config.mjs';
import {
	begun,
	endProcess,
	readPid,
	readRegistry,
	record,
	runningNodes,
} from './shop/processes.mjs';
import {
	checkRedisExtension,
	setup,
	startDatabase,
	startRedis,
	startWeb,
} from './shop/services.mjs';
import {
	MAX_NODES,
	nodes,
	nodeUrl,
	port,
	redisSocket,
	repo,
	server,
	shopDir,
	url,
	useRedis,
} from './shop/settings.mjs';
import { httpStatus, log, run, ShopError } from './shop/tools.mjs';
import { provideWordPress } from './shop/wordpress.mjs';

async function start() {
	const began = Date.now();
	if ( ! Number.isInteger( nodes ) || nodes < 1 || nodes > MAX_NODES ) {
		throw new ShopError(
			`SHOP_NODES=${ process.env.SHOP_NODES } is not a number of PHP nodes from 1 to ${ MAX_NODES }.`
		);
	}
	// Debian packages and node_modules: installed when missing, or a stop naming the command.
	ensurePrerequisites( [
		'shop',
		...( useRedis ? [ 'nodes' ] : [] ),
		...( server === 'fpm' ? [ 'fpm' ] : [] ),
	] );
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

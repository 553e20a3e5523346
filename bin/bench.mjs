#!/usr/bin/env node
/**
 * Benchmarks: every script in bin/bench/ (or those named), run one after the
 * other against one shop started for them (SHOP_DIR `.shop-bench`, port 8897),
 * which is stopped afterwards. Each script prints its own figures; targets are
 * compared as ratios measured in the same run (these machines are shared and noisy).
 *
 * The scripts in TWO_NODES (load, numbers, rush) need the shop grown to two PHP nodes sharing
 * a Redis object cache: they get a shop of their own (SHOP_DIR
 * `.shop-bench-load`, SHOP_NODES=2 on SHOP_PORT and SHOP_PORT+1, each node
 * PHP-FPM behind nginx unless SHOP_SERVER says otherwise), started after
 * the one-node shop has stopped, so the one-node figures never run on Redis.
 * Without REDIS_CACHE_SRC they print one `skipped:` line.
 *
 *   WP_SRC=… npm run bench                    all of them
 *   WP_SRC=… npm run bench -- add-to-cart     just bin/bench/add-to-cart.mjs
 *   WP_SRC=… REDIS_CACHE_SRC=… npm run bench -- load
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const dir = path.join( repo, 'bin/bench' );
const wanted = process.argv.slice( 2 );
const scripts = ( fs.existsSync( dir ) ? fs.readdirSync( dir ) : [] )
	.filter( ( file ) => file.endsWith( '.mjs' ) )
	.filter(
		( file ) =>
			! wanted.length || wanted.includes( file.replace( /\.mjs$/, '' ) )
	)
	.sort();

if ( ! process.env.WP_SRC ) {
	console.log(
		'skipped: bench (set WP_SRC to a WordPress tree with WooCommerce; see README)'
	);
	process.exit( 0 );
}

const TWO_NODES = new Set( [ 'load.mjs', 'numbers.mjs', 'rush.mjs' ] );

/**
 * Starts a shop with the given environment, runs the scripts against it, stops it.
 *
 * @param {Object}   env  Environment (SHOP_DIR, SHOP_PORT, SHOP_NODES…).
 * @param {string[]} list Script files in bin/bench/.
 * @return {number} How many failed (a shop that did not start fails them all).
 */
function runAgainstShop( env, list ) {
	// Scripts that drive a browser take the shop's address from here.
	env.BENCH_BASE_URL = `http://127.0.0.1:${ env.SHOP_PORT }`;
	const shop = ( command ) =>
		spawnSync(
			process.execPath,
			[ path.join( repo, 'bin/shop.mjs' ), command ],
			{
				env,
				stdio: 'inherit',
			}
		).status;

	let failed = 0;
	if ( shop( 'start' ) === 0 ) {
		for ( const script of list ) {
			console.log( `\n== ${ script }` );
			const status = spawnSync(
				process.execPath,
				[ path.join( dir, script ) ],
				{
					env,
					stdio: 'inherit',
					cwd: repo,
				}
			).status;
			failed += status === 0 ? 0 : 1;
		}
	} else {
		failed = list.length || 1;
	}
	shop( 'stop' );
	return failed;
}

const port = process.env.SHOP_PORT || '8897';
const oneNode = scripts.filter( ( script ) => ! TWO_NODES.has( script ) );
const twoNodes = scripts.filter( ( script ) => TWO_NODES.has( script ) );
let failed = 0;
if ( oneNode.length ) {
	failed += runAgainstShop(
		{
			...process.env,
			SHOP_DIR: process.env.SHOP_DIR || path.join( repo, '.shop-bench' ),
			SHOP_PORT: port,
			SHOP_NODES: '1',
		},
		oneNode
	);
}
if ( twoNodes.length && ! process.env.REDIS_CACHE_SRC ) {
	for ( const script of twoNodes ) {
		console.log(
			`skipped: ${ script.replace(
				/\.mjs$/,
				''
			) } (set REDIS_CACHE_SRC to the Redis Object Cache plugin's folder; see README)`
		);
	}
} else if ( twoNodes.length ) {
	failed += runAgainstShop(
		{
			...process.env,
			SHOP_DIR: `${ path.resolve(
				repo,
				process.env.SHOP_DIR || '.shop-bench'
			) }-load`,
			SHOP_PORT: port,
			SHOP_NODES: '2',
			// Served as a live shop is (PHP-FPM behind nginx): under the rush, PHP's
			// built-in server answers requests out of the order they came (bin/shop/fpm.mjs).
			SHOP_SERVER: process.env.SHOP_SERVER || 'fpm',
		},
		twoNodes
	);
}
process.exit( failed ? 1 : 0 );

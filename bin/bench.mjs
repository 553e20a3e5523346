#!/usr/bin/env node
/**
 * Benchmarks: every script in bin/bench/ (or those named), run one after the
 * other against one shop started for them (SHOP_DIR `.shop-bench`, port 8897),
 * which is stopped afterwards. Each script prints its own figures; targets are
 * compared as ratios measured in the same run (these machines are shared and noisy).
 *
 *   WP_SRC=… npm run bench                    all of them
 *   WP_SRC=… npm run bench -- add-to-cart     just bin/bench/add-to-cart.mjs
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

const env = {
	...process.env,
	SHOP_DIR: process.env.SHOP_DIR || path.join( repo, '.shop-bench' ),
	SHOP_PORT: process.env.SHOP_PORT || '8897',
};
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
	for ( const script of scripts ) {
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
	failed = 1;
}
shop( 'stop' );
process.exit( failed ? 1 : 0 );

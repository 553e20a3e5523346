#!/usr/bin/env node
/**
 * Load on two PHP nodes sharing one database and a Redis object cache: do paid
 * offerings keep their believers, and does the catalogue stay fresh across nodes?
 *
 *   SHOP_NODES=2 REDIS_CACHE_SRC=… SHOP_DIR=.shop-load SHOP_PORT=8898 node bin/bench/load.mjs [sessions]
 *
 * (`npm run bench -- load` starts and stops such a shop itself.) Needs a running
 * shop with two nodes, SHOP_PORT and SHOP_PORT+1 (bin/shop.mjs with SHOP_NODES=2).
 *
 * Method:
 *   - SESSIONS worshippers (default 50, at most 200), CONCURRENCY at a time, each
 *     with its own cookie jar. A session's requests go round-robin over both
 *     nodes (session s starts on node s % 2), as a load balancer without sticky
 *     sessions sends them; every request carries node 1's Host, the site's.
 *   - Each session adds ADDS offerings, one per form kind in turn (light,
 *     worship, a variation of change, pudu, gift, dead-blessing, super, animal),
 *     with 1–3 valid believers each (1 for gift, its limit), through
 *     `POST /?wc-ajax=add_to_cart` exactly as the page posts it: multipart
 *     product_id (the variation id for a variation), variation_id, quantity and
 *     meta_data `[{"key":"_believers_data","value":[…]}]`. The believers are the
 *     complete believers of src/domain/test/believers.fixtures.json (the rules'
 *     own fixtures, proven by Jest and PHPUnit), each given its own id and name.
 *   - It reads its cart back through the Store API (`GET /wp-json/wc/store/v1/cart`)
 *     and compares every line with what was accepted: product, quantity and one
 *     believer row in item_data per believer, in order, starting with the name.
 *   - It checks out through the Store API (`POST /wp-json/wc/store/v1/checkout`,
 *     the cart's Nonce header, a Taiwanese billing address, payment by cheque).
 *   - Meanwhile a writer changes one product's name and price (a product no
 *     session buys, in `light`) about once a second through WooCommerce's REST
 *     API as the admin on node 2, and right after each change a reader asks node 1
 *     for `visible-products?category=light`: an answer without the change is stale
 *     (asked again after a second, to tell a late cache from a lost update).
 *   - Afterwards every order created since the start is read through the PHP CLI
 *     (bin/bench/load.php): each line item's `_believers_data` is compared, by the
 *     believer ids sent, with the accepted adds of the session that paid for it.
 *   - Redis is shown in use: WordPress's wp_using_ext_object_cache() and the
 *     drop-in's connection (PHP CLI), the keys in Redis, and Redis commands
 *     counted while one request is served by each node.
 *
 * Prints counts whose target is 0, and add times per node (printed, never
 * asserted: these machines are shared). Exits 1 when a count is not 0 or Redis
 * is not in use. Bounded: fixed counts, a TIME_CAP_S total, only 127.0.0.1.
 *
 * The parts live in bin/bench/load/: http.mjs (cookies, the page's form body),
 * sessions.mjs (the worshippers), catalogue.mjs (the writer and its reader),
 * orders.mjs (the orders against the accepted adds), redis.mjs, report.mjs.
 */
import fs from 'node:fs';

import { benchPhp, NODES } from './lib/shop-nodes.mjs';
import { changeCatalogue, READER_PATH } from './load/catalogue.mjs';
import { request } from './load/http.mjs';
import { checkOrders } from './load/orders.mjs';
import { redis, redisCommands, redisSocket, stat } from './load/redis.mjs';
import { report } from './load/report.mjs';
import { runSession, sessions } from './load/sessions.mjs';

const SESSIONS = Math.min(
	200,
	Math.max( 1, Number( process.argv[ 2 ] ) || 50 )
);
const CONCURRENCY = 10;
const TIME_CAP_S = 600;
const began = Date.now();
const deadline = began + TIME_CAP_S * 1000;
const timeUp = () => Date.now() > deadline;

/**
 * Runs bin/bench/load.php; returns its JSON.
 *
 * @param {...string} args Stage and arguments.
 */
const php = ( ...args ) =>
	benchPhp( 'load.php', args, { maxBuffer: 256 * 1024 * 1024 } );

// ---------------------------------------------------------------- set-up

for ( const node of [ 0, 1 ] ) {
	const probe = await request( node, 'GET', '/wp-json/' );
	if ( probe.status !== 200 ) {
		console.error(
			`load: node ${ node + 1 } (127.0.0.1:${ NODES[ node ] }) does not answer; start the shop with SHOP_NODES=2 REDIS_CACHE_SRC=… (docs/performance.md, "load").`
		);
		process.exit( 1 );
	}
}
if ( ! fs.existsSync( redisSocket ) ) {
	console.error(
		`load: no Redis socket at ${ redisSocket }; start the shop with SHOP_NODES=2 REDIS_CACHE_SRC=… (docs/performance.md, "load").`
	);
	process.exit( 1 );
}

const seed = php( 'seed' );
const since = seed.now - 1;
const runTag = Date.now().toString( 36 );

// Redis really in use: by WordPress, and by each node while it serves a request.
const cacheState = php( 'cache' );
const perNode = [];
for ( const node of [ 0, 1 ] ) {
	const before = redisCommands();
	// The reader's own request: its answer is cached, so the first change must drop it.
	await request( node, 'GET', READER_PATH );
	// Minus the INFO command that took the first count.
	perNode.push( redisCommands() - before - 1 );
}
const redisBefore = Number( redis( 'dbsize' ) );
const statsBefore = redis( 'info', 'stats' );

// ---------------------------------------------------------------- run

let sessionsDone = false;
const writer = changeCatalogue( {
	seed,
	runTag,
	timeUp,
	sessionsDone: () => sessionsDone,
} );
let nextSession = 0;
await Promise.all(
	Array.from( { length: CONCURRENCY }, async () => {
		while ( nextSession < SESSIONS && ! timeUp() ) {
			await runSession( nextSession++, { seed, runTag, timeUp } );
		}
	} )
);
sessionsDone = true;
await writer;
const seconds = ( Date.now() - began ) / 1000;

// ---------------------------------------------------------------- orders

const found = checkOrders( php( 'orders', String( since ) ).orders, sessions );

// ---------------------------------------------------------------- Redis after

const statsAfter = redis( 'info', 'stats' );
const hits =
	stat( statsAfter, 'keyspace_hits' ) - stat( statsBefore, 'keyspace_hits' );
const misses =
	stat( statsAfter, 'keyspace_misses' ) -
	stat( statsBefore, 'keyspace_misses' );
const redisAfter = Number( redis( 'dbsize' ) );
const redisInUse =
	cacheState.external &&
	cacheState.connected &&
	perNode.every( ( n ) => n > 0 ) &&
	redisAfter > 0 &&
	hits > 0;

// ---------------------------------------------------------------- report

const bad = report(
	{
		sessions: SESSIONS,
		concurrency: CONCURRENCY,
		seconds,
		timeCap: TIME_CAP_S,
		capped: timeUp(),
	},
	{
		inUse: redisInUse,
		state: cacheState,
		before: redisBefore,
		after: redisAfter,
		perNode,
		hits,
		misses,
	},
	found
);
process.exit( bad === 0 && redisInUse ? 0 : 1 );

#!/usr/bin/env node
/**
 * The opening-day rush on two PHP nodes sharing one database and a Redis
 * object cache: an offering of PLACES places opens at a second, SESSIONS
 * worshippers who loaded the page before it add one place at that second and
 * check out. The same crowd then rushes a plain WooCommerce product with
 * PLACES managed stock in the same shop, so the two lines compare in one run.
 *
 *   SHOP_NODES=2 REDIS_CACHE_SRC=… SHOP_DIR=.shop-rush SHOP_PORT=8898 node bin/bench/rush.mjs [sessions] [places]
 *
 * (`npm run bench -- rush` starts and stops such a shop itself.)
 *
 * Method, for each of two crowds (from ADDRESSES loopback addresses
 * 127.0.0.2…, as people behind many connections; then all from 127.0.0.1, as a
 * temple's Wi-Fi or a carrier's NAT) and each product (the offering first for
 * the first crowd, the plain product first for the second; fresh products for
 * each crowd):
 *   - Each worshipper has a cookie jar of their own and asks both nodes in
 *     turn, as a load balancer without sticky sessions sends them. Before the
 *     opening, every one loads the page (the offering page; the plain
 *     product's page), PAGE_LOADS_AT_ONCE at a time.
 *   - The offering's opening is then set 5 s ahead (bin/bench/rush.php); the
 *     plain product has no opening, so the crowd waits for the same second.
 *     Every worshipper posts the page's add at that second (within its first
 *     half second) through `POST /?wc-ajax=add_to_cart`, one place, the
 *     offering's with one complete 光明燈 believer.
 *   - Those whose add was accepted read their cart through the Store API and
 *     check out (cheque: on hold, its stock lowered). A checkout told to try
 *     again (temple_offerings_busy) is tried again a moment later, three
 *     times at most, as a worshipper presses 結帳 again.
 *   - Afterwards the PHP CLI counts the units on every standing order of the
 *     product (pending, on hold, processing, completed) and its stock.
 *
 * Prints, for each product and crowd, the line
 *   rush: <plugin|woocommerce> sessions N, places P, sold S, oversold O, refused R, 5xx E, add p50/p95 a/b ms, checkout p50/p95 c/d ms, sold out after T s, addresses A
 * and under it the refusals by code with the first message each gave, and
 * how many refusals said nothing. Times are printed, never asserted (these
 * machines are shared: compare the two lines of one run). Exits 1 when the
 * offering was oversold, answered a 5xx, refused someone without a word, or
 * sold fewer than its places while worshippers were refused.
 */
import { benchPhp, percentile } from './lib/shop-nodes.mjs';
import { groups } from './load/counts.mjs';
import { runRush } from './rush/crowd.mjs';
import {
	profileLines,
	profiling,
	startProfile,
	stopProfile,
} from './rush/profile.mjs';

const SESSIONS = Math.min(
	1000,
	Math.max( 1, Number( process.argv[ 2 ] ) || 500 )
);
const PLACES = Math.max( 1, Number( process.argv[ 3 ] ) || 100 );
const ADDRESSES = 50;
/** Seconds between the last page loaded and the opening. */
const LEAD_S = 5;

const ms = ( values, p ) => {
	const value = percentile( values, p );
	return Number.isNaN( value ) ? '–' : value.toFixed( 0 );
};

let bad = 0;
if ( profiling ) {
	startProfile();
}
for ( const addresses of [ ADDRESSES, 1 ] ) {
	const tag = `${ Date.now().toString( 36 ) }${ addresses }`;
	const seed = benchPhp( 'rush.php', [ 'seed', tag, String( PLACES ) ] );
	// Which product goes first alternates, so neither always meets a fresher machine.
	const order =
		addresses > 1
			? [ 'plugin', 'woocommerce' ]
			: [ 'woocommerce', 'plugin' ];
	for ( const label of order ) {
		const offering = label === 'plugin';
		const product = offering ? seed.offering : seed.plain;
		const seen = await runRush( {
			label,
			product,
			offering,
			page: offering ? seed.page : seed.plainPage,
			sessions: SESSIONS,
			addresses,
			tag: `${ tag }${ label[ 0 ] }`,
			openAt: async () => {
				const at = Math.ceil( Date.now() / 1000 ) + LEAD_S;
				if ( offering ) {
					benchPhp( 'rush.php', [
						'open',
						String( product ),
						String( at ),
					] );
				}
				return at * 1000;
			},
		} );
		const count = benchPhp( 'rush.php', [ 'count', String( product ) ] );
		const sold = count.units;
		// One place too many shows as a unit over the places and as stock below 0: count it once.
		const oversold = Math.max( 0, sold - PLACES, -( count.stock ?? 0 ) );
		const refused = [ ...seen.refused.values() ].reduce(
			( a, b ) => a + b,
			0
		);
		const soldOut = [ ...seen.soldAt ].sort( ( a, b ) => a - b )[
			PLACES - 1
		];
		console.log(
			`rush: ${ label } sessions ${ SESSIONS }, places ${ PLACES }, sold ${ sold }, oversold ${ oversold }, refused ${ refused }, 5xx ${ seen.serverErrors }, add p50/p95 ${ ms( seen.addTimes, 50 ) }/${ ms( seen.addTimes, 95 ) } ms, checkout p50/p95 ${ ms( seen.checkoutTimes, 50 ) }/${ ms( seen.checkoutTimes, 95 ) } ms, sold out after ${ soldOut === undefined ? 'never' : `${ ( soldOut / 1000 ).toFixed( 1 ) } s` }, addresses ${ addresses }`
		);
		console.log(
			`  page before the opening p50/p95 ${ ms( seen.pageTimes, 50 ) }/${ ms( seen.pageTimes, 95 ) } ms; adds accepted ${ seen.accepted }, orders ${ seen.ordered } (${ count.orders } stored), stock left ${ count.stock }`
		);
		console.log(
			`  refused by code: ${ groups( seen.refused ) }; refused without a word: ${ seen.untold }`
		);
		for ( const [ code, message ] of seen.messages ) {
			console.log( `    ${ code }: ${ message }` );
		}
		if ( profiling ) {
			console.log(
				profileLines( `${ label }-${ addresses }` ).join( '\n' )
			);
		}
		if ( offering ) {
			bad +=
				oversold +
				seen.serverErrors +
				seen.untold +
				( sold < PLACES && refused > 0 ? 1 : 0 );
		}
	}
}
if ( profiling ) {
	stopProfile();
}
process.exit( bad ? 1 : 0 );

#!/usr/bin/env node
/**
 * visible-products against WooCommerce's own Store API on a running local shop,
 * with a 1,000-product catalogue (seeded once by seed-catalogue.php):
 *
 *   SHOP_DIR=.shop-rest SHOP_PORT=8891 node bin/bench/visible-products.mjs [requests=30]
 *
 * Requests are interleaved round by round: ours cold (the cache version bumped
 * just before), ours warm (the same request again), and the Store API, the
 * order alternating; all with per_page=100, on 127.0.0.1 only. Prints median and p90 in ms and the
 * ratio ours / Store API (≤ 1 is the target).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { port, repo, wpDir } from './lib/shop-nodes.mjs';

const base = `http://127.0.0.1:${ port }`;
const rounds = Math.min(
	200,
	Math.max( 30, Number( process.argv[ 2 ] ) || 30 )
);
const PER_PAGE = 100;

const ours = `${ base }/wp-json/temple-offerings/v1/visible-products?per_page=${ PER_PAGE }`;
const store = `${ base }/wp-json/wc/store/v1/products?per_page=${ PER_PAGE }`;

function php( script, ...args ) {
	return execFileSync( 'php', [ path.join( repo, script ), wpDir, ...args ], {
		encoding: 'utf8',
		timeout: 600_000,
	} ).trim();
}

async function time( url ) {
	const start = performance.now();
	const response = await fetch( url, {
		signal: AbortSignal.timeout( 30_000 ),
	} );
	const body = await response.json();
	const ms = performance.now() - start;
	if (
		! response.ok ||
		! Array.isArray( body ) ||
		body.length !== PER_PAGE
	) {
		throw new Error(
			`${ url }: ${ response.status }, ${ Array.isArray( body ) ? body.length : 'not a list' }`
		);
	}
	return ms;
}

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.ceil( ( p / 100 ) * sorted.length ) - 1
		)
	];
};
const line = ( label, values ) =>
	`${ label.padEnd( 28 ) } median ${ percentile( values, 50 ).toFixed( 1 ).padStart( 7 ) } ms   p90 ${ percentile( values, 90 ).toFixed( 1 ).padStart( 7 ) } ms   (n=${ values.length })`;

console.log( php( 'bin/bench/seed-catalogue.php', '1000', 'bench' ) );

// Both warmed once (opcache, WooCommerce's own transients) before measuring.
await time( store );
await time( ours );

const cold = [];
const warm = [];
const storeApi = [];
for ( let i = 0; i < rounds; i++ ) {
	// Interleaved, the order rotating each round: ours cold (the cache version
	// bumped just before), ours warm, Store API.
	const steps = [
		async () => {
			php( 'bin/bench/flush-cache.php' );
			cold.push( await time( ours ) );
			warm.push( await time( ours ) );
		},
		async () => storeApi.push( await time( store ) ),
	];
	for ( const step of i % 2 ? steps.reverse() : steps ) {
		await step();
	}
}

console.log(
	`per_page=${ PER_PAGE }, catalogue ${ php( 'bin/bench/flush-cache.php', 'count' ) } published products`
);
console.log( line( 'Store API /wc/store/v1', storeApi ) );
console.log( line( 'visible-products (cold)', cold ) );
console.log( line( 'visible-products (warm)', warm ) );
const ratio = ( values ) =>
	( percentile( values, 50 ) / percentile( storeApi, 50 ) ).toFixed( 3 );
console.log(
	`ratio of medians, ours / Store API: cold ${ ratio( cold ) }, warm ${ ratio( warm ) }`
);

/**
 * The local shop a benchmark talks to (bin/shop.mjs): where it lives, its one
 * or two PHP nodes, a bench script run through its PHP CLI, and one HTTP
 * request to a node. Shared by the benchmarks that drive both nodes.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

import { port, repo, wpDir } from '../../shop/settings.mjs';

// Where the shop lives is read the one way bin/shop.mjs reads it.
export { port, repo, shopDir, wpDir } from '../../shop/settings.mjs';
/** Node 1 and node 2 (bin/shop.mjs with SHOP_NODES=2 serves SHOP_PORT and SHOP_PORT+1). */
export const NODES = [ port, port + 1 ];
/** Every request names the site as its host, whichever node serves it. */
export const HOST = `127.0.0.1:${ port }`;

/**
 * Runs a PHP script of bin/bench/ against the shop's WordPress; returns the
 * JSON of its last line of output.
 *
 * @param {string}   script              File name in bin/bench/.
 * @param {string[]} args                Stage and arguments.
 * @param {Object}   [options]
 * @param {number}   [options.maxBuffer] Largest output read, in bytes.
 * @return {*} The decoded answer.
 */
export function benchPhp(
	script,
	args,
	{ maxBuffer = 64 * 1024 * 1024 } = {}
) {
	const result = spawnSync(
		'php',
		[ path.join( repo, 'bin/bench', script ), wpDir, ...args ],
		{ encoding: 'utf8', maxBuffer, timeout: 300_000 }
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`${ script } ${ args.join( ' ' ) }: ${ result.stderr }${ result.stdout }`
		);
	}
	return JSON.parse( result.stdout.trim().split( '\n' ).pop() );
}

/**
 * One HTTP request to a node (node:http, because fetch cannot set Host). A
 * failed connection answers status 0 with the error's text.
 *
 * @param {number}                node              Index into NODES.
 * @param {string}                method            Method.
 * @param {string}                target            Path and query.
 * @param {Object}                options
 * @param {Object<string,string>} [options.headers] Headers.
 * @param {Buffer|string}         [options.body]    Body.
 * @param {number}                options.timeout   Milliseconds before giving up.
 * @param {Object}                [options.jar]     Cookies: `cookies` (a Map), `header()` and `store( setCookieHeaders )`.
 * @param {string}                [options.from]    The client's address, a loopback one (127.0.0.x): several make a crowd.
 * @return {Promise<{status: number, headers: Object, text: string, ms: number}>} The answer.
 */
export function request(
	node,
	method,
	target,
	{ headers = {}, body, timeout, jar, from }
) {
	return new Promise( ( resolve ) => {
		const start = performance.now();
		const all = { Host: HOST, ...headers };
		if ( jar && jar.cookies.size ) {
			all.Cookie = jar.header();
		}
		if ( body !== undefined ) {
			all[ 'Content-Length' ] = Buffer.byteLength( body );
		}
		const req = http.request(
			{
				host: '127.0.0.1',
				port: NODES[ node ],
				method,
				path: target,
				headers: all,
				timeout,
				localAddress: from,
			},
			( res ) => {
				const chunks = [];
				res.on( 'data', ( chunk ) => chunks.push( chunk ) );
				res.on( 'end', () => {
					jar?.store( res.headers[ 'set-cookie' ] );
					resolve( {
						status: res.statusCode,
						headers: res.headers,
						text: Buffer.concat( chunks ).toString( 'utf8' ),
						ms: performance.now() - start,
					} );
				} );
				res.on( 'error', () =>
					resolve( { status: 0, headers: {}, text: '', ms: 0 } )
				);
			}
		);
		req.on( 'timeout', () => req.destroy( new Error( 'timeout' ) ) );
		req.on( 'error', ( error ) =>
			resolve( {
				status: 0,
				headers: {},
				text: error.message,
				ms: performance.now() - start,
			} )
		);
		req.end( body );
	} );
}

/**
 * The p-th percentile (nearest rank) of some times; NaN for none.
 *
 * @param {number[]} values Times.
 * @param {number}   p      Percentile, 0–100.
 */
export function percentile( values, p ) {
	if ( ! values.length ) {
		return NaN;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
		)
	];
}

/**
 * The shop's private redis-server, asked through redis-cli on its unix
 * socket: to show that the object cache is really in use.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { shopDir } from '../lib/shop-nodes.mjs';

export const redisSocket = path.join( shopDir, 'redis.sock' );

/**
 * A Redis command on the shop's private server.
 *
 * @param {...string} args Command.
 */
export function redis( ...args ) {
	const result = spawnSync( 'redis-cli', [ '-s', redisSocket, ...args ], {
		encoding: 'utf8',
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`redis-cli ${ args.join( ' ' ) }: ${ result.stderr }`
		);
	}
	return result.stdout.trim();
}

/** Redis's count of commands processed so far. */
export function redisCommands() {
	const match = redis( 'info', 'stats' ).match(
		/total_commands_processed:(\d+)/
	);
	return Number( match?.[ 1 ] ?? NaN );
}

/**
 * One counter of `INFO stats`.
 *
 * @param {string} text `INFO stats` output.
 * @param {string} key  Counter name.
 */
export const stat = ( text, key ) =>
	Number( text.match( new RegExp( `${ key }:(\\d+)` ) )?.[ 1 ] ?? 0 );

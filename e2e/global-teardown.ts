/**
 * The shop's debug.log must stay clean: any PHP notice, warning, deprecation or
 * error raised while the tests drove the site fails the run, but one: the
 * notice phpredis raises when a request writes to a Redis that
 * e2e/redis-down.nodes.spec.ts has just killed under it (`Redis::get():
 * Send of N bytes failed with errno=32 Broken pipe`, from the object-cache
 * drop-in). Whether a request meets the broken socket or a refused
 * connection is a matter of microseconds, and the spec proves the pages and
 * the order survive it. It is let through only once that spec has killed
 * Redis: a Redis that died unasked still fails the run.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

const REDIS_KILLED =
	/PHP Notice: {2}Redis::\w+\(\): Send of \d+ bytes failed with errno=32 Broken pipe in \S*\/wp-content\/object-cache\.php on line \d+$/;

export default async function globalTeardown() {
	const log = path.join( process.env.E2E_SHOP_DIR ?? '', 'debug.log' );
	if ( ! process.env.E2E_SHOP_DIR || ! fs.existsSync( log ) ) {
		return;
	}
	// The spec leaves `redis-stopped` behind once it has killed Redis (e2e/php/redis-stop.php).
	const killed = fs.existsSync(
		path.join( process.env.E2E_SHOP_DIR, 'redis-stopped' )
	);
	const problems = fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP (Notice|Warning|Deprecated|Fatal error|Parse error)/.test(
					line
				) && ! ( killed && REDIS_KILLED.test( line ) )
		);
	if ( problems.length ) {
		throw new Error(
			`debug.log has ${ problems.length } PHP problem(s):\n${ problems
				.slice( 0, 10 )
				.join( '\n' ) }`
		);
	}
}

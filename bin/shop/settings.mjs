/**
 * The local shop's settings, read once from the environment (SHOP_DIR,
 * SHOP_PORT, SHOP_NODES; see bin/shop.mjs), and where its files live.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const shopDir = path.resolve( repo, process.env.SHOP_DIR || '.shop' );
// The shops started from this checkout and not stopped yet: { dir: { port, nodes } }.
export const registry = path.join( repo, '.shop-running.json' );
export const port = Number( process.env.SHOP_PORT || 8889 );
export const url = `http://127.0.0.1:${ port }`;
export const wpDir = path.join( shopDir, 'wordpress' );
export const dbDir = path.join( shopDir, 'mysql' );
export const socket = path.join( shopDir, 'mysql.sock' );
export const pidFile = ( name, dir = shopDir ) =>
	path.join( dir, `${ name }.pid` );
export const nodes = Number( process.env.SHOP_NODES || 1 );
// What serves PHP: `php` (PHP's built-in server, the default) or `fpm` (PHP-FPM behind nginx, bin/shop/fpm.mjs).
export const server = process.env.SHOP_SERVER === 'fpm' ? 'fpm' : 'php';
export const nodeName = ( n ) => ( n === 1 ? 'php' : `php-${ n }` );
export const nodeUrl = ( n ) => `http://127.0.0.1:${ port + n - 1 }`;
export const MAX_NODES = 4;
// More than one node needs a cache every node shares; one node keeps WordPress's own.
export const useRedis = nodes > 1;
export const redisSocket = path.join( shopDir, 'redis.sock' );
export const redisDir = path.join( shopDir, 'redis' );
export const WC_VERSION = '11.0.1';
export const WP_VERSION = '7.1';

/**
 * The shop's servers, each started unless it runs: MariaDB on a private data
 * folder and socket, this shop's own redis-server, and PHP's built-in server
 * (or PHP-FPM behind nginx, bin/shop/fpm.mjs) as node n; and the set-up
 * stages (bin/shop/setup.php) run against them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { startFpmNode } from './fpm.mjs';
import { readPid, startDetached } from './processes.mjs';
import {
	dbDir,
	nodeName,
	nodes,
	nodeUrl,
	port,
	redisDir,
	redisSocket,
	repo,
	server,
	shopDir,
	socket,
	wpDir,
} from './settings.mjs';
import { httpStatus, log, run, ShopError, waitFor, which } from './tools.mjs';

/**
 * Starts MariaDB unless it runs.
 *
 * @return {Promise<boolean>} Whether its data directory was created just now.
 */
export async function startDatabase() {
	if ( readPid( 'mariadb' ) ) {
		return false;
	}
	const fresh = ! fs.existsSync( path.join( dbDir, 'mysql' ) );
	if ( fresh ) {
		fs.mkdirSync( dbDir, { recursive: true } );
		run( which( 'mariadb-install-db' ), [
			'--no-defaults',
			`--datadir=${ dbDir }`,
			'--user=root',
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
		] );
	}
	startDetached( 'mariadb', which( 'mariadbd' ), [
		'--no-defaults',
		`--datadir=${ dbDir }`,
		`--socket=${ socket }`,
		`--pid-file=${ path.join( shopDir, 'mariadbd.pid' ) }`,
		'--skip-networking',
		'--user=root',
		'--innodb-buffer-pool-size=128M',
		'--innodb-flush-log-at-trx-commit=2',
		`--log-error=${ path.join( shopDir, 'mariadb-error.log' ) }`,
	] );
	const client = which( 'mariadb' );
	await waitFor(
		() =>
			spawnSync( client, [
				`--socket=${ socket }`,
				'-uroot',
				'-e',
				'SELECT 1',
			] ).status === 0,
		'MariaDB'
	);
	run( client, [
		`--socket=${ socket }`,
		'-uroot',
		'-e',
		'CREATE DATABASE IF NOT EXISTS temple CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
	] );
	return fresh;
}

/**
 * Starts this shop's own redis-server unless it runs: no TCP port, a unix
 * socket only its user can open, its working folder in SHOP_DIR, nothing
 * saved to disk (a cache that outlived its database would answer with rows
 * the new database never had). Never the system's Redis service.
 *
 * @param {boolean} freshDatabase Whether MariaDB's data was created just now.
 */
export async function startRedis( freshDatabase ) {
	const cli = which( 'redis-cli', 'apt-get install redis-server' );
	const ping = () =>
		spawnSync( cli, [ '-s', redisSocket, 'ping' ], {
			encoding: 'utf8',
		} ).stdout?.trim() === 'PONG';
	if ( readPid( 'redis' ) ) {
		if ( freshDatabase ) {
			run( cli, [ '-s', redisSocket, 'flushall' ] );
		}
		return;
	}
	if ( redisSocket.length > 100 ) {
		throw new ShopError(
			`The Redis socket path ${ redisSocket } is too long for a unix socket: use a shorter SHOP_DIR.`
		);
	}
	fs.mkdirSync( redisDir, { recursive: true } );
	fs.rmSync( redisSocket, { force: true } );
	startDetached(
		'redis',
		which( 'redis-server', 'apt-get install redis-server' ),
		[
			'--port',
			'0',
			'--unixsocket',
			redisSocket,
			'--unixsocketperm',
			'700',
			'--dir',
			redisDir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		]
	);
	await waitFor( ping, 'Redis' );
}

/** PHP's redis extension, which the drop-in connects through. */
export function checkRedisExtension() {
	const loaded = spawnSync( which( 'php' ), [
		'-r',
		'exit( extension_loaded( "redis" ) ? 0 : 1 );',
	] );
	if ( loaded.status !== 0 ) {
		throw new ShopError(
			`SHOP_NODES=${ nodes } needs PHP's redis extension: apt-get install php8.2-redis.`
		);
	}
}

/**
 * Starts PHP node n (1 = SHOP_PORT) unless it runs.
 *
 * @param {number} n Node number, from 1.
 */
export async function startWeb( n ) {
	if ( readPid( nodeName( n ) ) ) {
		return;
	}
	if ( server === 'fpm' ) {
		startFpmNode( n );
	} else {
		startDetached(
			nodeName( n ),
			which( 'php' ),
			[
				'-q',
				'-S',
				`127.0.0.1:${ port + n - 1 }`,
				'-t',
				wpDir,
				path.join( repo, 'bin/shop/router.php' ),
			],
			// Workers let the browser's parallel requests through; -q keeps the access log quiet.
			{ PHP_CLI_SERVER_WORKERS: '4' }
		);
	}
	await waitFor(
		async () =>
			( await httpStatus(
				`${ nodeUrl( n ) }/wp-includes/images/blank.gif`
			) ) === 200,
		n === 1 ? 'PHP server' : `PHP node ${ n }`
	);
}

export function setup( stage, ...args ) {
	log(
		run( which( 'php' ), [
			'-d',
			'memory_limit=512M',
			path.join( repo, 'bin/shop/setup.php' ),
			wpDir,
			stage,
			...args,
		] ).trim()
	);
}

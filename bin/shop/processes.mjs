/**
 * The processes the local shop starts (PHP nodes, MariaDB, Redis): each
 * started detached as the leader of its own group with its id in a pid file,
 * found again by that file, ended by that id; and `.shop-running.json`, the
 * shops this checkout started and has not stopped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { pidFile, registry, shopDir } from './settings.mjs';
import { log, readText, waitFor } from './tools.mjs';

function alive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

/** The programs each pid file's process may run (its argv[0], a title's colon dropped), by the pid file's name. */
const PROGRAMS = {
	// PHP's built-in server; an FPM master (`php-fpm8.2`, then titled `php-fpm:`).
	php: [ 'php', 'php-fpm8.2', 'php-fpm' ],
	// nginx's master titles itself `nginx:`.
	nginx: [ 'nginx' ],
	mariadb: [ 'mariadbd' ],
	redis: [ 'redis-server' ],
};

/**
 * The id of a running process this shop started, or 0. A pid file outlives a
 * reboot and its id can be reused: on Linux the id counts only while the
 * process still runs the program the file is named for.
 *
 * @param {string} name php, php-2…, nginx-1…, redis or mariadb.
 * @param {string} dir  The shop's folder (default SHOP_DIR).
 * @return {number} The pid, or 0.
 */
export function readPid( name, dir = shopDir ) {
	let pid;
	try {
		pid = Number( fs.readFileSync( pidFile( name, dir ), 'utf8' ).trim() );
	} catch {
		return 0;
	}
	if ( ! ( pid > 0 ) || ! alive( pid ) ) {
		return 0;
	}
	const programs = PROGRAMS[ name.split( '-' )[ 0 ] ];
	const cmdline = readText( `/proc/${ pid }/cmdline` );
	if ( cmdline === null || ! programs ) {
		return pid;
	}
	const argv0 = path.basename( cmdline.split( /[\0 ]/ )[ 0 ] );
	return programs.includes( argv0.replace( /:$/, '' ) ) ? pid : 0;
}

/** The shops this checkout started and has not stopped: { dir: { port, nodes } }. */
export function readRegistry() {
	try {
		return JSON.parse( fs.readFileSync( registry, 'utf8' ) );
	} catch {
		return {};
	}
}

/**
 * Adds or removes one shop in `.shop-running.json` (removed with it when empty).
 *
 * @param {string}      dir   The shop's folder.
 * @param {Object|null} entry { port, nodes }, or null to remove.
 */
export function record( dir, entry ) {
	const shops = readRegistry();
	if ( entry ) {
		shops[ dir ] = entry;
	} else {
		delete shops[ dir ];
	}
	if ( Object.keys( shops ).length ) {
		fs.writeFileSync(
			registry,
			`${ JSON.stringify( shops, null, '\t' ) }\n`
		);
	} else {
		fs.rmSync( registry, { force: true } );
	}
}

// What this run of `start` began, in order: only these are ended if it fails.
export const begun = [];

export function startDetached( name, command, args, env = {} ) {
	const out = fs.openSync( path.join( shopDir, `${ name }.log` ), 'a' );
	const child = spawn( command, args, {
		detached: true,
		stdio: [ 'ignore', out, out ],
		env: { ...process.env, ...env },
	} );
	child.unref();
	fs.writeFileSync( pidFile( name ), String( child.pid ) );
	begun.push( name );
	return child.pid;
}

/**
 * The PHP nodes with a pid file, e.g. [ 'php', 'php-2' ].
 *
 * @param {string} dir The shop's folder (default SHOP_DIR).
 */
export function runningNodes( dir = shopDir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir )
		.map(
			( file ) => file.match( /^((?:php|nginx)(?:-\d+)?)\.pid$/ )?.[ 1 ]
		)
		.filter( Boolean )
		.sort();
}

/**
 * Ends one process this shop started, by the id in its pid file.
 *
 * @param {string} name php, php-2…, redis or mariadb.
 * @param {string} dir  The shop's folder (default SHOP_DIR).
 */
export async function endProcess( name, dir = shopDir ) {
	const pid = readPid( name, dir );
	if ( pid ) {
		// Each was started as the leader of its own process group: end the group (PHP's workers too).
		try {
			process.kill( -pid, 'SIGTERM' );
		} catch {
			process.kill( pid, 'SIGTERM' );
		}
		await waitFor( () => ! alive( pid ), `Stopping ${ name }`, 30 ).catch(
			() => process.kill( -pid, 'SIGKILL' )
		);
		log( `stopped ${ name } (${ pid })` );
	}
	fs.rmSync( pidFile( name, dir ), { force: true } );
}

/**
 * What every part of the local shop uses: its error (a message to print, no
 * stack), a log line, a command run to its end, a program found, a wait, a
 * file read, an HTTP status.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { aptCommand, debianPackages } from '../lib/prerequisites.mjs';
import { shopDir } from './settings.mjs';

export class ShopError extends Error {}

export function log( message ) {
	process.stdout.write( `${ message }\n` );
}

export function run( command, args, options = {} ) {
	const result = spawnSync( command, args, { encoding: 'utf8', ...options } );
	if ( result.error ) {
		throw new ShopError( `${ command }: ${ result.error.message }` );
	}
	if ( result.status !== 0 ) {
		// With stdio inherited the output is already on screen (and null here).
		throw new ShopError(
			`${ command } ${ args.join( ' ' ) } failed${
				options.stdio === 'inherit'
					? ' (see above)'
					: `:\n${ result.stdout }${ result.stderr }`
			}`
		);
	}
	return result.stdout;
}

/**
 * Finds a program on PATH or in the sbin folders Debian puts daemons in.
 *
 * @param {string} name    Program name.
 * @param {string} install What to install when it is missing (default: the shop's PHP and MariaDB).
 */
export function which( name, install = '' ) {
	const dirs = [
		...( process.env.PATH || '' ).split( ':' ),
		'/usr/sbin',
		'/usr/local/sbin',
	];
	for ( const dir of dirs ) {
		const candidate = path.join( dir, name );
		try {
			fs.accessSync( candidate, fs.constants.X_OK );
			return candidate;
		} catch {}
	}
	throw new ShopError(
		`${ name } is not installed: ${
			install || aptCommand( debianPackages( [ 'shop' ] ) )
		} (docs/setup.md, "What the commands need").`
	);
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

export async function waitFor( check, what, seconds = 30 ) {
	const end = Date.now() + seconds * 1000;
	while ( Date.now() < end ) {
		if ( await check() ) {
			return;
		}
		await sleep( 100 );
	}
	throw new ShopError(
		`${ what } did not come up within ${ seconds } s (logs in ${ shopDir }).`
	);
}

export function readText( file ) {
	try {
		return fs.readFileSync( file, 'utf8' );
	} catch {
		return null;
	}
}

/**
 * The HTTP status of a GET, 0 when it did not answer in time.
 *
 * @param {string} address URL.
 * @param {number} seconds How long to wait.
 */
export async function httpStatus( address, seconds = 10 ) {
	try {
		const response = await fetch( address, {
			redirect: 'manual',
			signal: AbortSignal.timeout( seconds * 1000 ),
		} );
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

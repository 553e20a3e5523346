#!/usr/bin/env node
/**
 * What `npm run shop` and `npm test` need before they can run, checked the same
 * way by both so that a fresh clone on a fresh Debian machine either gets what
 * is missing or stops with the one command to run:
 *
 * - Node.js as new as package.json's `engines` asks;
 * - the Debian packages listed in .ci/debian-packages (the same list .ci/run
 *   installs): as root, `apt-get update` and `apt-get install` of those
 *   missing, quietly (one line with the time it took; apt's output is shown
 *   only when it fails); otherwise a stop naming the one apt-get command;
 * - node_modules matching package-lock.json: `npm ci` when it is missing or
 *   stale (never through a symbolic link, which belongs to another checkout).
 *
 * Only Node's own modules are used here: this runs before node_modules exists.
 *
 *   node bin/lib/prerequisites.mjs --check [group…]  say what would be installed, change nothing
 *   node bin/lib/prerequisites.mjs [group…]          install what is missing
 *
 * Groups are those of .ci/debian-packages (shop, nodes, fpm, test); none means all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const PACKAGE_LIST = path.join( repo, '.ci/debian-packages' );

/** A prerequisite that is missing and that this run may not (or could not) install. */
export class PrerequisiteError extends Error {}

/**
 * The Debian packages of .ci/debian-packages.
 *
 * @param {string[]} groups Groups to take (shop, nodes, fpm, test); empty for all.
 * @param {string}   file   The list (default .ci/debian-packages).
 * @return {string[]} Package names, in the list's order.
 */
export function debianPackages( groups = [], file = PACKAGE_LIST ) {
	const packages = [];
	for ( const line of fs.readFileSync( file, 'utf8' ).split( '\n' ) ) {
		const [ name, group ] = line.replace( /#.*/, '' ).trim().split( /\s+/ );
		if ( name && ( ! groups.length || groups.includes( group ) ) ) {
			packages.push( name );
		}
	}
	return packages;
}

/**
 * The packages dpkg does not report as installed, or null off Debian (no dpkg-query).
 *
 * @param {string[]} packages Package names.
 * @return {string[]|null} Those missing.
 */
export function missingPackages( packages ) {
	if ( ! packages.length ) {
		return [];
	}
	// One call for all: dpkg-query prints the packages it knows and complains about the others.
	const result = spawnSync(
		'dpkg-query',
		[ '-W', '-f=${Package} ${Status}\n', ...packages ],
		{ encoding: 'utf8' }
	);
	if ( result.error ) {
		return null;
	}
	const installed = new Set(
		result.stdout
			.split( '\n' )
			.filter( ( line ) => line.endsWith( ' install ok installed' ) )
			.map( ( line ) => line.split( ' ' )[ 0 ] )
	);
	return packages.filter( ( name ) => ! installed.has( name ) );
}

/**
 * The one command that installs the given packages, for a person to run.
 *
 * @param {string[]} packages Package names.
 * @return {string} A shell command line.
 */
export function aptCommand( packages ) {
	return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${ packages.join(
		' '
	) }`;
}

/**
 * Installs the missing Debian packages of the given groups when running as
 * root; otherwise stops with the apt-get command to run.
 *
 * @param {string[]} groups  Groups of .ci/debian-packages; empty for all.
 * @param {Object}   options `check`: only report; `root`: whether apt-get may run
 *                           (default: running as uid 0); `packages`: the list to
 *                           use instead of the file's.
 * @return {string[]} The packages that were (or, with `check`, would be) installed.
 */
export function ensureDebianPackages( groups = [], options = {} ) {
	const packages = options.packages ?? debianPackages( groups );
	const missing = missingPackages( packages );
	if ( missing === null ) {
		console.log(
			`Not a Debian system (no dpkg-query): make sure these are installed: ${ packages.join(
				' '
			) }`
		);
		return [];
	}
	if ( ! missing.length || options.check ) {
		return missing;
	}
	const root = options.root ?? process.getuid?.() === 0;
	if ( ! root ) {
		throw new PrerequisiteError(
			`Debian packages missing: ${ missing.join(
				' '
			) }. Install them with:\n  ${ aptCommand( missing ) }`
		);
	}
	// dpkg prints several lines a package even with -qq (hundreds for the
	// shop's): they go to a log, shown only when apt-get fails, so the first
	// test is not buried under them.
	const began = Date.now();
	process.stdout.write(
		`Installing ${ missing.length } Debian package${
			missing.length === 1 ? '' : 's'
		}: ${ missing.join( ' ' ) }…`
	);
	const log = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'temple-apt-' ) ),
		'apt.log'
	);
	const out = fs.openSync( log, 'a' );
	const apt = ( args ) =>
		spawnSync( 'apt-get', args, {
			stdio: [ 'ignore', out, out ],
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		} ).status === 0;
	const ok =
		apt( [ 'update', '-qq' ] ) &&
		apt( [
			'install',
			'-y',
			'-qq',
			'--no-install-recommends',
			...missing,
		] );
	fs.closeSync( out );
	if ( ! ok ) {
		process.stdout.write( ' failed.\n' );
		console.error( tail( log, 40 ) );
		throw new PrerequisiteError(
			`apt-get could not install ${ missing.join(
				' '
			) } (its last lines above, all of them in ${ log }); once the cause is fixed, run:\n  ${ aptCommand(
				missing
			) }`
		);
	}
	fs.rmSync( path.dirname( log ), { recursive: true, force: true } );
	process.stdout.write(
		` done in ${ ( ( Date.now() - began ) / 1000 ).toFixed( 0 ) } s.\n`
	);
	return missing;
}

/**
 * @param {string} file  A text file.
 * @param {number} lines How many lines from its end.
 * @return {string} Those lines.
 */
function tail( file, lines ) {
	return fs
		.readFileSync( file, 'utf8' )
		.trimEnd()
		.split( '\n' )
		.slice( -lines )
		.join( '\n' );
}

/**
 * @param {string} file A JSON file.
 * @return {*} Its value, or null when it is missing or not JSON.
 */
function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Why node_modules does not match package-lock.json, or '' when it does.
 * npm ci writes node_modules/.package-lock.json, the tree it installed; every
 * package the lock names (except optional ones for other platforms) must be
 * there at the same version, and nothing else.
 *
 * @param {string} dir The checkout (default this repository).
 * @return {string} The reason, or ''.
 */
export function nodeModulesProblem( dir = repo ) {
	const modules = path.join( dir, 'node_modules' );
	if ( ! fs.existsSync( modules ) ) {
		return 'node_modules is missing';
	}
	const lock = readJson( path.join( dir, 'package-lock.json' ) );
	if ( ! lock?.packages ) {
		return 'package-lock.json is missing or unreadable';
	}
	const installed = readJson( path.join( modules, '.package-lock.json' ) );
	if ( ! installed?.packages ) {
		return 'node_modules was not installed by npm ci (no node_modules/.package-lock.json)';
	}
	for ( const [ key, wanted ] of Object.entries( lock.packages ) ) {
		if ( ! key ) {
			continue;
		}
		const have = installed.packages[ key ];
		if ( ! have && ! wanted.optional ) {
			return `${ key } is not installed`;
		}
		if ( have && have.version !== wanted.version ) {
			return `${ key } is ${ have.version }, package-lock.json wants ${ wanted.version }`;
		}
	}
	const extra = Object.keys( installed.packages ).find(
		( key ) => ! lock.packages[ key ]
	);
	return extra ? `${ extra } is installed but not in package-lock.json` : '';
}

/**
 * Runs `npm ci` when node_modules is missing or stale. A node_modules that is a
 * symbolic link belongs to another checkout: it is never reinstalled from here.
 *
 * @param {Object} options `check`: only report.
 * @return {string} Why npm ci ran (or would run), or '' when nothing was needed.
 */
export function ensureNodeModules( options = {} ) {
	const problem = nodeModulesProblem();
	if ( ! problem || options.check ) {
		return problem;
	}
	const modules = path.join( repo, 'node_modules' );
	if (
		fs.lstatSync( modules, { throwIfNoEntry: false } )?.isSymbolicLink()
	) {
		throw new PrerequisiteError(
			`node_modules is a link to ${ fs.realpathSync(
				modules
			) } and does not match package-lock.json (${ problem }). Give this checkout its own:\n  rm node_modules && npm ci`
		);
	}
	console.log( `${ problem }: running npm ci…` );
	const result = spawnSync( 'npm', [ 'ci', '--no-audit', '--no-fund' ], {
		cwd: repo,
		stdio: 'inherit',
	} );
	if ( result.status !== 0 ) {
		throw new PrerequisiteError(
			`npm ci failed (see above); once the cause is fixed, run:\n  npm ci`
		);
	}
	return problem;
}

/** Stops when Node.js is older than package.json's `engines.node` (a `>=x.y` range). */
export function ensureNode() {
	const wanted =
		JSON.parse(
			fs.readFileSync( path.join( repo, 'package.json' ), 'utf8' )
		).engines?.node?.match( /^>=\s*(\d+)(?:\.(\d+))?/ ) ?? null;
	if ( ! wanted ) {
		return;
	}
	const [ major, minor ] = process.versions.node.split( '.' ).map( Number );
	const [ needMajor, needMinor ] = [
		Number( wanted[ 1 ] ),
		Number( wanted[ 2 ] ?? 0 ),
	];
	if ( major < needMajor || ( major === needMajor && minor < needMinor ) ) {
		throw new PrerequisiteError(
			`Node.js ${ process.versions.node } is too old: this repository needs ${ needMajor }.${ needMinor } or newer (Debian 12's nodejs package is 18; take Node from nodejs.org or NodeSource).`
		);
	}
}

/**
 * Everything one command needs, in order: Node, Debian packages, node_modules.
 *
 * @param {string[]} groups  Groups of .ci/debian-packages.
 * @param {Object}   options `check`: only report what would be installed.
 * @return {{packages: string[], nodeModules: string}} What was (or would be) done.
 */
export function ensurePrerequisites( groups, options = {} ) {
	ensureNode();
	return {
		packages: ensureDebianPackages( groups, options ),
		nodeModules: ensureNodeModules( options ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const args = process.argv.slice( 2 );
	const check = args.includes( '--check' );
	const groups = args.filter( ( arg ) => ! arg.startsWith( '--' ) );
	try {
		const { packages, nodeModules } = ensurePrerequisites( groups, {
			check,
		} );
		const listed = debianPackages( groups ).length;
		if ( check ) {
			console.log(
				packages.length
					? `Would install Debian packages: ${ packages.join( ' ' ) }`
					: `All ${ listed } Debian packages${
							groups.length ? ` of ${ groups.join( ', ' ) }` : ''
						} are installed; nothing to install.`
			);
			console.log(
				nodeModules
					? `Would run npm ci: ${ nodeModules }.`
					: 'node_modules matches package-lock.json.'
			);
			process.exit( packages.length || nodeModules ? 1 : 0 );
		}
	} catch ( error ) {
		if ( ! ( error instanceof PrerequisiteError ) ) {
			throw error;
		}
		console.error( error.message );
		process.exit( 1 );
	}
}

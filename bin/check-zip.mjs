#!/usr/bin/env node
/**
 * Proves what a site installs: builds temple-offerings.zip with
 * `wp-scripts plugin-zip` (which takes package.json's `files` list), lists it
 * by folder, and fails when a development file got in (bin/, e2e/, php/tests/,
 * src/, node_modules/, the local shop, build, test and lint configs) or a runtime
 * file is missing. Run by npm test after the build (build/ must exist).
 *
 *   node bin/check-zip.mjs               build the zip, check it, remove it again
 *                                        (unless it was there before)
 *   node bin/check-zip.mjs --zip <file>  only check an existing zip
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const NAME = 'temple-offerings';
const ROOT = `${ NAME }/`;

/** Entries no site needs (paths inside the plugin folder). */
const FORBIDDEN = [
	/^bin\//,
	/^e2e\//,
	/^php\/tests\//,
	// src/ stays out, except the tables PHP reads: the lunar years
	// (php/Domain/LunarCalendar.php), the moments of 立春 (php/Domain/TaiSui.php)
	// and the believer fields (php/Domain/BelieverFields.php).
	/^src\/(?!domain\/(lunar-table|li-chun-table|believer-fields)\.json$)/,
	/(^|\/)node_modules\//,
	/^\.shop/,
	/^test-results\//,
	/^\.ci\//,
	/^\.git/,
	/(^|\/)router\.php$/,
	/^(jest|playwright|webpack)\.config\./,
	/^eslint\.config\./,
	/^\.eslintrc/,
	/^tsconfig.*\.json$/,
	/^\.wp-env\.json$/,
	/^package-lock\.json$/,
	/\.(ts|tsx|scss|map)$/,
];

/** Entries a site cannot run without. */
const REQUIRED = [
	'temple-offerings.php',
	'uninstall.php',
	'README.md',
	// The plugin's page in WordPress.org's format: description, installation, FAQ, changelog.
	'readme.txt',
	'block.json',
	'build/view.js',
	'build/index.js',
	'php/Plugin.php',
	'php/Privacy/BelieversPrivacy.php',
	'assets/staff/staff.css',
	'templates/temple-offerings/labels.php',
	'languages/temple-offerings-zh_TW.mo',
	'src/domain/lunar-table.json',
	'src/domain/li-chun-table.json',
	'src/domain/believer-fields.json',
];

const args = process.argv.slice( 2 );
const given = args[ 0 ] === '--zip' ? path.resolve( args[ 1 ] ?? '' ) : null;
const zipFile = given ?? path.join( repo, `${ NAME }.zip` );
const existed = fs.existsSync( zipFile );

if ( ! given ) {
	if ( ! fs.existsSync( path.join( repo, 'build/view.js' ) ) ) {
		console.error(
			'check-zip: build/ is missing: run `npm run build` first.'
		);
		process.exit( 1 );
	}
	const made = spawnSync(
		path.join( repo, 'node_modules/.bin/wp-scripts' ),
		[ 'plugin-zip' ],
		{ cwd: repo, encoding: 'utf8' }
	);
	if ( made.status !== 0 ) {
		process.stderr.write( made.stdout + made.stderr );
		console.error( 'check-zip: wp-scripts plugin-zip failed.' );
		process.exit( 1 );
	}
}

// adm-zip is what plugin-zip writes with: read it back with the same library.
const requireFromScripts = createRequire(
	createRequire( import.meta.url ).resolve(
		'@wordpress/scripts/package.json'
	)
);
const AdmZip = requireFromScripts( 'adm-zip' );
const entries = new AdmZip( zipFile )
	.getEntries()
	.filter( ( entry ) => ! entry.isDirectory )
	.map( ( entry ) => entry.entryName );
if ( ! given && ! existed ) {
	fs.rmSync( zipFile, { force: true } );
}

const problems = [];
const inside = [];
for ( const entry of entries ) {
	if ( ! entry.startsWith( ROOT ) ) {
		problems.push( `outside the ${ ROOT } folder: ${ entry }` );
		continue;
	}
	inside.push( entry.slice( ROOT.length ) );
}
for ( const file of inside ) {
	if ( FORBIDDEN.some( ( pattern ) => pattern.test( file ) ) ) {
		problems.push( `development file in the zip: ${ file }` );
	}
}
for ( const file of REQUIRED ) {
	if ( ! inside.includes( file ) ) {
		problems.push( `missing from the zip: ${ file }` );
	}
}

// The listing, one line per folder.
const folders = new Map();
for ( const file of inside ) {
	const folder = file.includes( '/' ) ? file.split( '/' )[ 0 ] + '/' : '.';
	folders.set( folder, [ ...( folders.get( folder ) ?? [] ), file ] );
}
console.log(
	`check-zip: ${ path.basename( zipFile ) }, ${ inside.length } files`
);
for ( const [ folder, files ] of [ ...folders ].sort() ) {
	console.log(
		folder === '.'
			? `  ${ files.join( ', ' ) }`
			: `  ${ folder } ${ files.length } files`
	);
}
if ( problems.length ) {
	console.error(
		problems.map( ( line ) => `check-zip: ${ line }` ).join( '\n' )
	);
	process.exit( 1 );
}
console.log( 'check-zip: only runtime files, none missing' );

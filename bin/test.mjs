#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails:
 * lint, typecheck, build, translations, the generated tables, the plugin
 * zip's contents, the paths the docs name, the source files' lengths, Jest,
 * the PHP checks (php -l, the coding standard with phpcs, PHPUnit), and the
 * end-to-end suite (which prints one `skipped:` line without WP_SRC).
 * Ends with one line counting the tests: `N passed, N failed, N skipped`. A
 * suite that did not run counts as skipped (the e2e suite without WP_SRC lists
 * its tests for that), never as passed; a step that fails with no failed test
 * to show for it (a check, a shop that did not start) counts as one failed, so
 * the line never reads `0 failed` on a run that failed.
 *
 * First it gets what the checks need (bin/lib/prerequisites.mjs): the Debian
 * packages of .ci/debian-packages's `shop` and `test` groups, installed as
 * root or else named in the one apt-get command to run, and node_modules by
 * `npm ci` when it is missing or stale against package-lock.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	ensurePrerequisites,
	PrerequisiteError,
} from './lib/prerequisites.mjs';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
try {
	ensurePrerequisites( [ 'shop', 'test' ] );
} catch ( error ) {
	if ( ! ( error instanceof PrerequisiteError ) ) {
		throw error;
	}
	console.error( error.message );
	process.exit( 1 );
}

const results = path.join( repo, 'test-results' );
fs.mkdirSync( results, { recursive: true } );
const bin = ( name ) => path.join( repo, 'node_modules/.bin', name );
const totals = { passed: 0, failed: 0, skipped: 0 };

function step( name, command, args, env = {} ) {
	console.log( `\n== ${ name }` );
	const result = spawnSync( command, args, {
		cwd: repo,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return result.status === 0;
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

function count( name, passed, failed, skipped ) {
	totals.passed += passed;
	totals.failed += failed;
	totals.skipped += skipped;
	console.log(
		`${ name }: ${ passed } passed, ${ failed } failed, ${ skipped } skipped`
	);
}

function finish( ok ) {
	if ( ! ok && ! totals.failed ) {
		totals.failed = 1;
	}
	console.log(
		`\n${ totals.passed } passed, ${ totals.failed } failed, ${ totals.skipped } skipped`
	);
	process.exit( ok ? 0 : 1 );
}

const jestJson = path.join( results, 'jest.json' );
const junit = path.join( results, 'phpunit.xml' );
const e2eJson = path.join( results, 'e2e.json' );
for ( const file of [ jestJson, junit, e2eJson ] ) {
	fs.rmSync( file, { force: true } );
}

const checks = [
	[ 'lint', bin( 'wp-scripts' ), [ 'lint-js', 'src', 'bin', 'e2e' ] ],
	[ 'typecheck', bin( 'tsc' ), [ '--noEmit' ] ],
	[ 'build', bin( 'wp-scripts' ), [ 'build' ] ],
	[ 'translations', process.execPath, [ 'bin/i18n.mjs', '--check' ] ],
	[ 'lunar table', process.execPath, [ 'bin/lunar-table.mjs', '--check' ] ],
	[
		'believer fields',
		process.execPath,
		[ 'bin/believer-fields.mjs', '--check' ],
	],
	// What a site installs: the plugin zip holds runtime files only.
	[ 'package', process.execPath, [ 'bin/check-zip.mjs' ] ],
	// Every path, class and link the README and docs/ name exists.
	[ 'doc paths', process.execPath, [ 'bin/check-doc-paths.mjs' ] ],
	// No source file over 400 lines, but the generated ones it names.
	[ 'file lengths', process.execPath, [ 'bin/check-file-lengths.mjs' ] ],
];
for ( const [ name, command, args ] of checks ) {
	if ( ! step( name, command, args ) ) {
		finish( false );
	}
}

const jestOk = step( 'jest', bin( 'jest' ), [
	'--config',
	'jest.config.ts',
	'--json',
	`--outputFile=${ jestJson }`,
] );
const jest = readJson( jestJson );
if ( jest ) {
	count(
		'jest',
		jest.numPassedTests,
		jest.numFailedTests,
		jest.numPendingTests + jest.numTodoTests
	);
}
if ( ! jestOk ) {
	finish( false );
}

const phpOk = step( 'php', 'bash', [
	'bin/test-php.sh',
	'--log-junit',
	junit,
] );
if ( fs.existsSync( junit ) ) {
	const suite =
		fs.readFileSync( junit, 'utf8' ).match( /<testsuite [^>]*>/ )?.[ 0 ] ??
		'';
	const attr = ( key ) =>
		Number( suite.match( new RegExp( ` ${ key }="(\\d+)"` ) )?.[ 1 ] ?? 0 );
	const bad = attr( 'failures' ) + attr( 'errors' );
	count(
		'phpunit',
		attr( 'tests' ) - bad - attr( 'skipped' ),
		bad,
		attr( 'skipped' )
	);
}
if ( ! phpOk ) {
	finish( false );
}

const e2eOk = step( 'e2e', process.execPath, [ 'bin/e2e.mjs' ], {
	PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
} );
const e2e = readJson( e2eJson );
if ( e2e?.stats ) {
	// Errors outside any test (a spec that does not load, globalSetup) fail the run too.
	count(
		'e2e',
		e2e.stats.expected + e2e.stats.flaky,
		e2e.stats.unexpected + ( e2e.errors?.length ?? 0 ),
		e2e.stats.skipped
	);
} else if ( e2eOk ) {
	// Without its report nothing says what ran: not a pass.
	console.log( `e2e: no report at ${ e2eJson }` );
	finish( false );
}
finish( e2eOk );

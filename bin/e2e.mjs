#!/usr/bin/env node
/**
 * End-to-end tests on a real WordPress + WooCommerce. Starts its own shop in
 * `.shop-e2e/` on port 8890 with a fresh database, runs Playwright against it
 * with Debian's Chromium, and stops the shop again.
 *
 * Two runs, each on a shop of its own (Playwright's projects in
 * e2e/playwright.config.ts): the specs of `one-node` on one PHP node, then
 * the `*.nodes.spec.ts` specs of `two-nodes` on two nodes (SHOP_PORT and
 * SHOP_PORT+1) sharing a Redis object cache, which needs REDIS_CACHE_SRC as
 * `SHOP_NODES=2 npm run shop` does. A run none of whose tests were asked for
 * starts no shop. Their JSON reports are merged into one.
 *
 * Needs WP_SRC (see bin/shop.mjs). Without it, prints one `skipped:` line
 * naming how many tests did not run, writes Playwright's listing of them (all
 * skipped) as the JSON report bin/test.mjs counts, and exits 0, so `npm test`
 * on a machine without WordPress still passes and says what it left out; the
 * two-node run without REDIS_CACHE_SRC does the same for its own tests.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- e2e/editor.spec.ts`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

const playwright = ( args, env, stdio = 'inherit' ) =>
	spawnSync(
		process.execPath,
		[
			path.join( repo, 'node_modules/@playwright/test/cli.js' ),
			'test',
			'--config',
			path.join( repo, 'e2e/playwright.config.ts' ),
			...args,
			...process.argv.slice( 2 ),
		],
		{ env, stdio, cwd: repo, encoding: 'utf8' }
	);

// Where bin/test.mjs wants the one JSON report (unset: no JSON report).
const reportFile = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * The tests a run would run, in Playwright's own JSON report of a `--list`
 * (every test `skipped`, none run), so that a suite that did not run is
 * counted as skipped, never as passed. `--list` loads the specs without
 * running globalSetup, so it needs no shop, only a base URL to parse.
 *
 * @param {string[]} args   Playwright arguments (e.g. `--project=two-nodes`); none: every test.
 * @param {string}   output Where the listing's report goes.
 * @return {{tests: number, report: Object}|null} How many tests and the
 *         report, or null when the specs did not load.
 */
function listTests( args, output ) {
	fs.mkdirSync( path.dirname( output ), { recursive: true } );
	// Its output (a line per test) is shown only when the listing fails.
	const listing = playwright(
		[ '--list', '--pass-with-no-tests', '--reporter=json', ...args ],
		{
			...process.env,
			E2E_BASE_URL: 'http://127.0.0.1:8890',
			PLAYWRIGHT_JSON_OUTPUT_NAME: output,
		},
		'pipe'
	);
	const report = readReport( output );
	if ( listing.status !== 0 || ! report?.suites || report.errors?.length ) {
		process.stderr.write(
			`${ listing.stdout ?? '' }${ listing.stderr ?? '' }`
		);
		return null;
	}
	let tests = 0;
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			tests += spec.tests.length;
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	report.suites.forEach( walk );
	return { tests, report };
}

function readReport( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Playwright's JSON reports of several runs as one: their suites and errors
 * together, their counts added.
 *
 * @param {Object[]} reports Reports (null ones are left out).
 * @return {Object|null} The report, or null when there is none.
 */
function mergeReports( reports ) {
	const present = reports.filter( Boolean );
	if ( ! present.length ) {
		return null;
	}
	const stats = { ...present[ 0 ].stats };
	for ( const key of [
		'expected',
		'unexpected',
		'flaky',
		'skipped',
		'duration',
	] ) {
		stats[ key ] = present.reduce(
			( sum, report ) => sum + ( report.stats?.[ key ] ?? 0 ),
			0
		);
	}
	return {
		...present[ 0 ],
		suites: present.flatMap( ( report ) => report.suites ?? [] ),
		errors: present.flatMap( ( report ) => report.errors ?? [] ),
		stats,
	};
}

const phaseReport = ( project ) =>
	path.join( repo, `test-results/e2e-${ project }.json` );

if ( ! process.env.WP_SRC ) {
	const listed = listTests(
		[],
		reportFile || path.join( repo, 'test-results/e2e-list.json' )
	);
	if ( listed === null ) {
		console.error(
			'e2e: the specs did not load, so not even the tests to skip are known (see above).'
		);
		process.exit( 1 );
	}
	console.log(
		`skipped: e2e, ${ listed.tests } tests (set WP_SRC to a WordPress tree or tarball with WooCommerce in wp-content/plugins/woocommerce; see README)`
	);
	process.exit( 0 );
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if ( ! fs.existsSync( chromium ) ) {
	console.error(
		`e2e: Chromium not found at ${ chromium } (apt-get install chromium, or set CHROMIUM_PATH).`
	);
	process.exit( 1 );
}

const base = {
	...process.env,
	// Absolute: Playwright resolves relative paths against e2e/, not here.
	SHOP_DIR: path.resolve(
		process.env.SHOP_DIR || path.join( repo, '.shop-e2e' )
	),
	SHOP_PORT: process.env.SHOP_PORT || '8890',
	CHROMIUM_PATH: chromium,
};
base.E2E_BASE_URL = `http://127.0.0.1:${ base.SHOP_PORT }`;
base.E2E_SHOP_DIR = base.SHOP_DIR;

const shop = ( command, env ) =>
	spawnSync(
		process.execPath,
		[ path.join( repo, 'bin/shop.mjs' ), command ],
		{
			env,
			stdio: 'inherit',
		}
	).status;

/**
 * One run: the project's tests on a fresh shop of that many nodes.
 *
 * @param {string} project Playwright project.
 * @param {number} nodes   PHP nodes (more than one share Redis).
 * @return {{status: number, report: Object|null}} Exit status and JSON report.
 */
function runPhase( project, nodes ) {
	const output = phaseReport( project );
	fs.rmSync( output, { force: true } );
	const listed = listTests( [ `--project=${ project }` ], output );
	if ( listed === null ) {
		return { status: 1, report: null };
	}
	if ( ! listed.tests ) {
		return { status: 0, report: null };
	}
	if ( nodes > 1 && ! process.env.REDIS_CACHE_SRC ) {
		console.log(
			`skipped: e2e on ${ nodes } nodes, ${ listed.tests } tests (set REDIS_CACHE_SRC to the Redis Object Cache plugin's folder; see README)`
		);
		return { status: 0, report: listed.report };
	}
	const env = {
		...base,
		// The run's own number of nodes, whatever SHOP_NODES the shell has.
		SHOP_NODES: String( nodes ),
		E2E_NODE_URLS: Array.from(
			{ length: nodes },
			( _, n ) => `http://127.0.0.1:${ Number( base.SHOP_PORT ) + n }`
		).join( ',' ),
		PLAYWRIGHT_JSON_OUTPUT_NAME: output,
	};
	// Every run starts from a fresh database; the WordPress tree is kept.
	shop( 'stop', env );
	fs.rmSync( path.join( env.SHOP_DIR, 'mysql' ), {
		recursive: true,
		force: true,
	} );
	for ( const log of [ 'debug.log', 'mail.log' ] ) {
		fs.rmSync( path.join( env.SHOP_DIR, log ), { force: true } );
	}
	fs.rmSync( output, { force: true } );
	let status = shop( 'start', env );
	if ( status === 0 ) {
		status = playwright( [ `--project=${ project }` ], env ).status ?? 1;
	}
	shop( 'stop', env );
	// No shop, no run: the listing (every test skipped) still counts them.
	return { status, report: readReport( output ) ?? listed.report };
}

const phases = [ runPhase( 'one-node', 1 ), runPhase( 'two-nodes', 2 ) ];
if ( reportFile ) {
	const merged = mergeReports( phases.map( ( phase ) => phase.report ) );
	if ( merged ) {
		fs.mkdirSync( path.dirname( reportFile ), { recursive: true } );
		fs.writeFileSync( reportFile, JSON.stringify( merged ) );
	}
}
process.exit( phases.some( ( phase ) => phase.status !== 0 ) ? 1 : 0 );

#!/usr/bin/env node
/**
 * End-to-end tests on a real WordPress + WooCommerce. Starts its own shop in
 * `.shop-e2e/` on port 8890 with a fresh database, runs Playwright against it
 * with Debian's Chromium, and stops the shop again.
 *
 * Needs WP_SRC (see bin/shop.mjs). Without it, prints one `skipped:` line
 * naming how many tests did not run, writes Playwright's listing of them (all
 * skipped) as the JSON report bin/test.mjs counts, and exits 0, so `npm test`
 * on a machine without WordPress still passes and says what it left out.
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

/**
 * The tests this run would have run, in Playwright's own JSON report of a
 * `--list` (every test `skipped`, none run), written where the caller asks
 * (PLAYWRIGHT_JSON_OUTPUT_NAME, as bin/test.mjs sets it) so that a suite that
 * did not run is counted as skipped, never as passed. `--list` loads the specs
 * without running globalSetup, so it needs no shop, only a base URL to parse.
 *
 * @return {number|null} How many tests, or null when the specs did not load.
 */
function listTests() {
	const output =
		process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ||
		path.join( repo, 'test-results/e2e-list.json' );
	fs.mkdirSync( path.dirname( output ), { recursive: true } );
	// Its output (a line per test) is shown only when the listing fails.
	const listing = playwright(
		[ '--list', '--reporter=json' ],
		{
			...process.env,
			E2E_BASE_URL: 'http://127.0.0.1:8890',
			PLAYWRIGHT_JSON_OUTPUT_NAME: output,
		},
		'pipe'
	);
	let report = null;
	try {
		report = JSON.parse( fs.readFileSync( output, 'utf8' ) );
	} catch {}
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
	return tests;
}

if ( ! process.env.WP_SRC ) {
	const tests = listTests();
	if ( tests === null ) {
		console.error(
			'e2e: the specs did not load, so not even the tests to skip are known (see above).'
		);
		process.exit( 1 );
	}
	console.log(
		`skipped: e2e, ${ tests } tests (set WP_SRC to a WordPress tree or tarball with WooCommerce in wp-content/plugins/woocommerce; see README)`
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

const env = {
	...process.env,
	// Absolute: Playwright resolves relative paths against e2e/, not here.
	SHOP_DIR: path.resolve(
		process.env.SHOP_DIR || path.join( repo, '.shop-e2e' )
	),
	SHOP_PORT: process.env.SHOP_PORT || '8890',
	// The suite drives one node; a SHOP_NODES left in the shell must not change that.
	SHOP_NODES: '1',
	CHROMIUM_PATH: chromium,
};
env.E2E_BASE_URL = `http://127.0.0.1:${ env.SHOP_PORT }`;
env.E2E_SHOP_DIR = env.SHOP_DIR;

const shop = ( command ) =>
	spawnSync(
		process.execPath,
		[ path.join( repo, 'bin/shop.mjs' ), command ],
		{
			env,
			stdio: 'inherit',
		}
	).status;

// Every run starts from a fresh database; the WordPress tree is kept.
shop( 'stop' );
fs.rmSync( path.join( env.SHOP_DIR, 'mysql' ), {
	recursive: true,
	force: true,
} );
for ( const log of [ 'debug.log', 'mail.log' ] ) {
	fs.rmSync( path.join( env.SHOP_DIR, log ), { force: true } );
}

let status = shop( 'start' );
if ( status === 0 ) {
	status = playwright( [], env ).status;
} else {
	// No shop, no run: the tests are listed (as skipped) so the count still shows them.
	listTests();
}
shop( 'stop' );
process.exit( status ?? 1 );

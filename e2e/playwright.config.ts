/**
 * Playwright against the shop bin/e2e.mjs started, in Debian's Chromium (a
 * browser download cannot work on these machines).
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './auth-states';

// Each shop keeps its own traces and screenshots, so two runs never clear each other's.
const shopDir = process.env.E2E_SHOP_DIR;

// @wordpress/e2e-test-utils-playwright reads these when it loads: the REST root
// is discovered on WP_BASE_URL (its default, localhost:8889, is the developer
// shop's port, not this run's), and its requestUtils fixture starts from the
// admin state global-setup.ts writes.
process.env.WP_BASE_URL = process.env.E2E_BASE_URL ?? '';
process.env.STORAGE_STATE_PATH = ADMIN;

export default defineConfig( {
	testDir: '.',
	outputDir: shopDir
		? path.join( shopDir, 'test-results' )
		: '../test-results',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	// list for people; json (to PLAYWRIGHT_JSON_OUTPUT_NAME) for bin/test.mjs's count.
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
		? [ [ 'list' ], [ 'json' ] ]
		: [ [ 'list' ] ],
	// bin/e2e.mjs runs each project on a shop of its own: most specs on one
	// PHP node, the `.nodes.spec.ts` ones on two nodes sharing a Redis object
	// cache (a node's address is E2E_NODE_URLS').
	projects: [
		{ name: 'one-node', testIgnore: /\.nodes\.spec\.ts$/ },
		{ name: 'two-nodes', testMatch: /\.nodes\.spec\.ts$/ },
	],
	globalSetup: './global-setup.ts',
	globalTeardown: './global-teardown.ts',
	use: {
		baseURL: process.env.E2E_BASE_URL,
		locale: 'zh-TW',
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
} );

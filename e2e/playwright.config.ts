/**
 * Playwright against the shop bin/e2e.mjs started, in Debian's Chromium (a
 * browser download cannot work on these machines).
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

// Each shop keeps its own traces and screenshots, so two runs never clear each other's.
const shopDir = process.env.E2E_SHOP_DIR;

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

import type { Config } from 'jest';

/**
 * Unit and component tests: `src/**\/test/*.test.ts(x)`, run in jsdom with the
 * WordPress Babel preset (TypeScript included). End-to-end tests live in e2e/
 * and run under Playwright, not here.
 */
const config: Config = {
	rootDir: __dirname,
	preset: '@wordpress/jest-preset-default',
	testEnvironment: 'jsdom',
	roots: [ '<rootDir>/src' ],
	testMatch: [ '**/test/**/*.test.[jt]s?(x)' ],
	setupFilesAfterEnv: [ '<rootDir>/src/test/setup.ts' ],
	// A component test types and clicks through a whole page: on a 2-core
	// machine shared with a browser and PHP (load 10 and more), a few of them
	// take longer than Jest's 5 s by waiting, not by failing. A test that
	// hangs still fails, after 30 s.
	testTimeout: 30_000,
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json' ],
	// A few dependencies of @wordpress/components and core-data (uuid,
	// @wordpress/theme, marked, parsel-js) ship only ES modules, which Jest's
	// CommonJS runtime on Node 20 cannot require: compile those too.
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|parsel-js|marked|@wordpress/theme)/)',
	],
	transform: {
		'\\.(m?js|jsx|tsx?)$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
};

export default config;

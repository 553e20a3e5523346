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
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'json' ],
	transform: {
		'\\.[jt]sx?$': require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
};

export default config;

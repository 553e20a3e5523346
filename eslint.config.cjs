/**
 * ESLint: the WordPress recommended rules (TypeScript included), the unit-test
 * rules for tests beside the code, the Playwright rules for e2e/.
 */
const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	{
		ignores: [
			'.shop*/**',
			'build/**',
			'test-results/**',
			'languages/**',
			// Written by bin/believer-fields.mjs.
			'src/domain/believer-fields.d.json.ts',
		],
	},
	...wpConfig,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ 'src/**/test/**/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'e2e/**/*.ts' ],
	} ) ),
	{
		files: [ 'bin/**/*.mjs' ],
		rules: { 'no-console': 'off' },
	},
];

/**
 * The webpack config of @wordpress/scripts, with the plugin's three entries named.
 *
 * block.json sits at the top of the repository (WordPress's layout for a
 * single-block plugin) and points at build/, so wp-scripts cannot find the
 * entries by reading a block.json in src/; without this list a bare
 * `wp-scripts build` or `start` would fall back to src/index.ts alone and ship
 * no view.js. Everything else (externals, the .asset.php files, the style-*.css
 * split, lazy chunks) is wp-scripts' default.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		// The editor script: registers the block, its inspector and preview.
		index: './src/index.ts',
		// The frontend: mounts the offering page on the block's element.
		view: './src/view.tsx',
		// My Account's family book (家人名冊): mounts on php/Account/FamilyBookPage.php's element.
		'my-account': './src/my-account/index.tsx',
	},
};

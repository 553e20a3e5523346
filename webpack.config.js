/**
 * The webpack config of @wordpress/scripts, with the plugin's entries named.
 *
 * block.json sits at the top of the repository (WordPress's layout for a
 * single-block plugin) and points at build/, so wp-scripts cannot find the
 * entries by reading a block.json in src/; without this list a bare
 * `wp-scripts build` or `start` would fall back to src/index.ts alone and ship
 * no view.js. Everything else (externals, the .asset.php files, the style-*.css
 * split, lazy chunks) is wp-scripts' default.
 *
 * My Account's family book is a compilation of its own: in the same one, the
 * modules it shares with the offering page made every module id of view.js
 * longer (about 190 bytes gzipped), past view.js's size budget. Staff's
 * believer form on the order screen is one too, for the same reason, and
 * the counter's screen, which reuses that form, is a second entry of it.
 */
const CONFIG = '@wordpress/scripts/config/webpack.config';

/**
 * A fresh copy of wp-scripts' config: each compilation gets plugin instances
 * of its own.
 *
 * @return {Object} The config.
 */
function wpScriptsConfig() {
	delete require.cache[ require.resolve( CONFIG ) ];
	return require( CONFIG );
}

const blockConfig = wpScriptsConfig();
const accountConfig = wpScriptsConfig();
const staffConfig = wpScriptsConfig();

module.exports = [
	{
		...blockConfig,
		entry: {
			// The editor script: registers the block, its inspector and preview.
			index: './src/index.ts',
			// The frontend: mounts the offering page on the block's element.
			view: './src/view.tsx',
		},
		output: {
			...blockConfig.output,
			// build/ is cleaned before each build, but for the other
			// compilation's files, which it writes at the same time.
			clean: {
				keep: ( file ) =>
					/^(fonts|images)\//.test( file ) ||
					file.startsWith( 'my-account' ) ||
					file.startsWith( 'staff-entry' ) ||
					file.startsWith( 'counter' ),
			},
		},
	},
	{
		...accountConfig,
		entry: {
			// My Account's family book (家人名冊): mounts on php/Account/FamilyBookPage.php's element.
			'my-account': './src/my-account/index.tsx',
		},
		output: { ...accountConfig.output, clean: false },
	},
	{
		...staffConfig,
		entry: {
			// Staff's believer form: mounts in the order screen's Believers box (php/StaffEntry/OrderEditorForm.php).
			'staff-entry': './src/staff/index.tsx',
			// The counter's screen (WooCommerce → 臨櫃登記, php/Counter/CounterPage.php).
			counter: './src/counter/index.tsx',
		},
		output: { ...staffConfig.output, clean: false },
	},
];

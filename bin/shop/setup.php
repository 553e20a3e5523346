<?php
/**
 * Installs and seeds the local demo shop. Run by bin/shop.mjs with the PHP CLI:
 *
 *   php setup.php <wordpress-dir> install <url>   WordPress itself, then plugins and options
 *   php setup.php <wordpress-dir> seed            the demo temple catalogue and the block page
 *
 * Every stage is safe to run again: it only adds what is missing.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $temple_wp_dir, $temple_stage ] = $argv + array( '', '', '', '' );
$temple_url                         = $argv[3] ?? '';

$_SERVER['HTTP_HOST']   = (string) parse_url( $temple_url ?: 'http://127.0.0.1', PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';

if ( 'install' === $temple_stage ) {
	define( 'WP_INSTALLING', true );
}
// Set-up runs plugins outside a page request (WooCommerce's first-load install, for
// one): wp-config.php sends its notices to setup.log, so the site's debug.log
// speaks only of real requests.
define( 'TEMPLE_SHOP_SETUP', true );
require $temple_wp_dir . '/wp-load.php';

if ( 'install' === $temple_stage ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	if ( ! is_blog_installed() ) {
		wp_install( 'Temple Offerings 示範宮廟', 'admin', 'admin@example.test', false, '', 'password' );
	}
	update_option( 'siteurl', $temple_url );
	update_option( 'home', $temple_url );
	update_option( 'permalink_structure', '/%postname%/' );
	// sanitize_option() keeps WPLANG to installed core language packs, which cannot be
	// downloaded here; the plugin ships its own zh_TW, so set the site language directly.
	global $wpdb;
	delete_option( 'WPLANG' );
	$wpdb->insert( $wpdb->options, array( 'option_name' => 'WPLANG', 'option_value' => 'zh_TW', 'autoload' => 'on' ) );
	wp_cache_delete( 'alloptions', 'options' );
	update_option( 'timezone_string', 'Asia/Taipei' );
	update_option( 'blog_public', '0' );
	echo "installed\n";
	exit( 0 );
}

if ( 'activate' === $temple_stage ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	foreach ( array( 'woocommerce/woocommerce.php', 'temple-offerings/temple-offerings.php' ) as $temple_plugin ) {
		if ( ! is_plugin_active( $temple_plugin ) ) {
			$temple_result = activate_plugin( $temple_plugin );
			if ( is_wp_error( $temple_result ) ) {
				fwrite( STDERR, $temple_plugin . ': ' . $temple_result->get_error_message() . "\n" );
				exit( 1 );
			}
		}
	}
	echo "activated\n";
	exit( 0 );
}

// WordPress's, WooCommerce's and the theme's zh_TW, from WordPress.org's
// translation service when this machine reaches it: one line says which.
if ( 'languages' === $temple_stage ) {
	require_once ABSPATH . 'wp-admin/includes/admin.php';
	require_once ABSPATH . 'wp-admin/includes/translation-install.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	$temple_have = static fn(): bool => is_file( WP_LANG_DIR . '/zh_TW.mo' ) && is_file( WP_LANG_DIR . '/plugins/woocommerce-zh_TW.mo' );
	if ( $temple_have() ) {
		echo "language packs: zh_TW of WordPress, WooCommerce and the theme already installed\n";
		exit( 0 );
	}
	$temple_reach = wp_remote_head( 'https://api.wordpress.org/translations/core/1.0/', array( 'timeout' => 5 ) );
	if ( is_wp_error( $temple_reach ) ) {
		echo "language packs: WordPress.org's translation service cannot be reached, so WordPress, WooCommerce and the theme show English (cart, checkout, My Account, e-mails, wp-admin); this plugin's own pages are zh_TW\n";
		exit( 0 );
	}
	wp_download_language_pack( 'zh_TW' );
	wp_clean_update_cache();
	wp_update_plugins();
	wp_update_themes();
	( new Language_Pack_Upgrader( new Automatic_Upgrader_Skin() ) )->bulk_upgrade( wp_get_translation_updates() );
	echo $temple_have()
		? "language packs: zh_TW of WordPress, WooCommerce and the theme installed\n"
		: "language packs: WordPress.org answered but not every zh_TW pack came; see setup.log\n";
	exit( 0 );
}

// Tests switch a plugin off and on: `php setup.php <wordpress-dir> plugin deactivate|activate <plugin-file>`.
// deactivate_plugins() here skips the dependency check the Plugins screen makes,
// which is how a site ends up with WooCommerce gone (a deleted folder, a failed update).
if ( 'plugin' === $temple_stage ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$temple_action = $argv[3] ?? '';
	$temple_plugin = $argv[4] ?? '';
	if ( 'deactivate' === $temple_action ) {
		deactivate_plugins( $temple_plugin, true );
	} elseif ( 'activate' === $temple_action ) {
		$temple_result = activate_plugin( $temple_plugin );
		if ( is_wp_error( $temple_result ) ) {
			fwrite( STDERR, $temple_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	echo $temple_action, 'd ', $temple_plugin, "\n";
	exit( 0 );
}

if ( 'seed' === $temple_stage ) {
	require __DIR__ . '/seed.php';
	exit( 0 );
}

fwrite( STDERR, "usage: php setup.php <wordpress-dir> install <url> | activate | seed | plugin activate|deactivate <file>\n" );
exit( 2 );

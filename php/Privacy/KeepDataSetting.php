<?php
/**
 * The "keep data on uninstall" checkbox.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Support\SettingsSection;

/**
 * WooCommerce → Settings → Advanced → Page setup gains "Temple Offerings: keep
 * saved believers and settings when the plugin is deleted" (option
 * `temple_offerings_keep_data_on_uninstall`, off by default). uninstall.php reads
 * it; a site can also set the option or force it with the
 * `temple_offerings_keep_data_on_uninstall` filter.
 */
final class KeepDataSetting {

	public const OPTION = 'temple_offerings_keep_data_on_uninstall';

	/**
	 * Filter `woocommerce_get_settings_advanced`.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$settings[] = array(
			'title' => __( 'Temple Offerings', 'temple-offerings' ),
			'type'  => 'title',
			'id'    => SettingsSection::ID,
		);
		$settings[] = array(
			'title'   => __( 'Keep data on uninstall', 'temple-offerings' ),
			'desc'    => __( 'Keep saved believers and the plugin\'s settings when the plugin is deleted.', 'temple-offerings' ),
			'id'      => self::OPTION,
			'type'    => 'checkbox',
			'default' => 'no',
		);
		$settings[] = array(
			'type' => 'sectionend',
			'id'   => SettingsSection::ID,
		);
		return $settings;
	}
}

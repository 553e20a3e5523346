<?php
/**
 * The plugin's section of WooCommerce → Settings → Advanced → Page setup.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * KeepDataSetting opens the section (title "Temple Offerings", id ID); every
 * other setting of the plugin on that screen goes in before the section's end
 * through add_field(), each from its own `woocommerce_get_settings_advanced`
 * filter, so the section reads as one.
 */
final class SettingsSection {

	public const ID = 'temple_offerings_data';

	/**
	 * The fields with $field put in before the end of the plugin's section, or
	 * in a section of its own when another filter removed the plugin's.
	 *
	 * @param array<int|string, array<string, mixed>> $settings The screen's fields.
	 * @param array<string, mixed>                    $field    The field to add.
	 * @return array<int|string, array<string, mixed>>
	 */
	public static function add_field( array $settings, array $field ): array {
		// By position, not by key: WooCommerce's lists do not always have keys 0…n-1.
		$position = 0;
		foreach ( $settings as $setting ) {
			if ( 'sectionend' === ( $setting['type'] ?? '' ) && self::ID === ( $setting['id'] ?? '' ) ) {
				array_splice( $settings, $position, 0, array( $field ) );
				return $settings;
			}
			++$position;
		}
		$settings[] = array(
			'title' => __( 'Temple Offerings', 'temple-offerings' ),
			'type'  => 'title',
			'id'    => self::ID,
		);
		$settings[] = $field;
		$settings[] = array(
			'type' => 'sectionend',
			'id'   => self::ID,
		);
		return $settings;
	}
}

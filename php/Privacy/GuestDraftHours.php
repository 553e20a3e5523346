<?php
/**
 * How long a guest's draft stays in the browser: the setting beside "keep data on uninstall".
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Support\SettingsSection;

/**
 * Every guest shares one owner token (BrowserDataOwner), so on a temple's
 * kiosk or a family's tablet the next guest would find the last one's typed
 * believers. A guest's draft and copied believer are therefore dropped when
 * they have not been written for this many hours (typing keeps them alive);
 * a logged-in user's are read only by that user and keep the day they
 * always had.
 *
 * WooCommerce → Settings → Advanced → Page setup, in the plugin's section:
 * "Guest drafts kept for (hours)", option `temple_offerings_guest_draft_hours`,
 * 4 by default, 1 to 24 (past a day every stored item is dropped anyway). The
 * page gets it in the block's settings (`guestDraftHours`) and applies it
 * when it reads a draft back (src/domain/owner.ts).
 */
final class GuestDraftHours {

	public const OPTION = 'temple_offerings_guest_draft_hours';

	public const DEFAULT = 4;

	public const MIN = 1;

	public const MAX = 24;

	/**
	 * A number of hours from whatever was typed or stored: whole hours within
	 * MIN and MAX; anything that is not a number is the default.
	 *
	 * @param mixed $value The raw value.
	 */
	public static function sanitize( mixed $value ): int {
		if ( is_string( $value ) ) {
			$value = trim( $value );
		}
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT;
		}
		$hours = (int) round( (float) $value );
		return max( self::MIN, min( self::MAX, $hours ) );
	}

	/**
	 * The site's setting, sanitized again: the option can be written by other
	 * code than the settings screen.
	 */
	public function hours(): int {
		return self::sanitize( get_option( self::OPTION, self::DEFAULT ) );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_guest_draft_hours`:
	 * what the settings screen saves.
	 *
	 * @param mixed $value The submitted value.
	 */
	public function sanitize_option( mixed $value ): int {
		return self::sanitize( $value );
	}

	/**
	 * Filter `woocommerce_get_settings_advanced`, after KeepDataSetting: the
	 * number field goes into its section, before the section's end.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$field = array(
			'title'             => __( 'Guest drafts kept for (hours)', 'temple-offerings' ),
			'desc'              => __( 'On a shared computer or tablet, what a guest picked and typed on the offering page is removed from the browser after this many hours without changes (1 to 24).', 'temple-offerings' ),
			'desc_tip'          => false,
			'id'                => self::OPTION,
			'type'              => 'number',
			'default'           => (string) self::DEFAULT,
			'css'               => 'width: 6em;',
			'custom_attributes' => array(
				'min'  => (string) self::MIN,
				'max'  => (string) self::MAX,
				'step' => '1',
			),
		);
		return SettingsSection::add_field( $settings, $field );
	}
}

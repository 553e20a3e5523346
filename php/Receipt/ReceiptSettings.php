<?php
/**
 * The temple's receipt settings: who issues them, how they read, who may void.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\ReceiptNumber;
use TempleOfferings\Domain\RocYear;

/**
 * WooCommerce → Settings → Advanced → Page setup gains a Receipts (收據)
 * section, after the plugin's own: the temple's name, its registration
 * (立案字號) and tax number (統一編號), address and phone, which a receipt
 * keeps when issued; a seal or logo image (an attachment id or an address),
 * the receipt's title (收據 by default), the year style (民國 by default),
 * the counter's own series and who may void and reissue. Every value is
 * sanitized when saved and again when read; a tax number that is not eight
 * digits, or a series that is not a letter and up to three more letters or
 * digits, is not saved, and staff are told so.
 */
final class ReceiptSettings {

	public const SECTION = 'temple_offerings_receipts';

	public const NAME = 'temple_offerings_receipt_temple_name';

	public const REGISTRATION = 'temple_offerings_receipt_registration';

	public const TAX_ID = 'temple_offerings_receipt_tax_id';

	public const ADDRESS = 'temple_offerings_receipt_address';

	public const PHONE = 'temple_offerings_receipt_phone';

	public const SEAL = 'temple_offerings_receipt_seal';

	public const TITLE = 'temple_offerings_receipt_title';

	public const YEAR_STYLE = 'temple_offerings_receipt_year_style';

	public const VOID_CAPABILITY = 'temple_offerings_receipt_void_capability';

	public const COUNTER_SERIES = 'temple_offerings_receipt_counter_series';

	public const ID_YEARS = 'temple_offerings_receipt_id_years';

	/** Whole years the ID number on receipts is kept after their year, by default (the longest the tax office may look back at a year). */
	public const DEFAULT_ID_YEARS = 7;

	/** The most years the setting takes. */
	public const MAX_ID_YEARS = 30;

	/** The capabilities staff can choose from for voiding, the default first. */
	public const CAPABILITIES = array( 'manage_woocommerce', 'manage_options', 'edit_shop_orders' );

	/** Longest text of a setting: a line of a receipt's heading. */
	private const TEXT_MAX = 100;

	/**
	 * The temple's details as a receipt keeps them (ReceiptRecord::ISSUER_FIELDS).
	 *
	 * @return array{name: string, registration: string, tax_id: string, address: string, phone: string, title: string}
	 */
	public function issuer(): array {
		$name  = self::text( get_option( self::NAME, '' ) );
		$title = self::text( get_option( self::TITLE, '' ) );
		return array(
			'name'         => '' !== $name ? $name : self::text( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) ),
			'registration' => self::text( get_option( self::REGISTRATION, '' ) ),
			'tax_id'       => self::tax_id( get_option( self::TAX_ID, '' ) ) ?? '',
			'address'      => self::text( get_option( self::ADDRESS, '' ) ),
			'phone'        => self::text( get_option( self::PHONE, '' ) ),
			'title'        => '' !== $title ? $title : __( 'Receipt', 'temple-offerings' ),
		);
	}

	/**
	 * 民國 or 西元 (RocYear::ROC or ::WESTERN).
	 */
	public function year_style(): string {
		return RocYear::style( get_option( self::YEAR_STYLE, RocYear::ROC ) );
	}

	/**
	 * The series of the receipts of orders taken at the counter, '' for none
	 * (one sequence for every receipt).
	 */
	public function counter_series(): string {
		return self::series( get_option( self::COUNTER_SERIES, '' ) ) ?? '';
	}

	/**
	 * A series: one to four letters or digits, upper case, starting and
	 * ending with a letter (a digit beside the year would read as part of it:
	 * A1 gives A1115-000001); '' for none; null when it is neither.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function series( mixed $value ): ?string {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		return '' === $text || 1 === preg_match( '/^[A-Za-z](?:[A-Za-z0-9]{0,' . ( ReceiptNumber::SERIES_MAX - 2 ) . '}[A-Za-z])?\z/', $text ) ? strtoupper( $text ) : null;
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_counter_series`:
	 * a series that is not one keeps the saved one, and staff see why.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_counter_series( mixed $value ): string {
		$series = self::series( $value );
		if ( null === $series ) {
			\WC_Admin_Settings::add_error( __( 'The counter receipts’ series was not saved: enter one to four letters or digits, starting and ending with a letter (for example C).', 'temple-offerings' ) );
			return $this->counter_series();
		}
		return $series;
	}

	/**
	 * The capability that voids and reissues receipts.
	 */
	public function void_capability(): string {
		return self::capability( get_option( self::VOID_CAPABILITY, self::CAPABILITIES[0] ) );
	}

	/**
	 * Whole years the ID number on receipts is kept after their year once its
	 * donor's data is erased (0: not kept).
	 */
	public function id_years(): int {
		return self::years( get_option( self::ID_YEARS, (string) self::DEFAULT_ID_YEARS ) ) ?? self::DEFAULT_ID_YEARS;
	}

	/**
	 * Years from 0 to MAX_ID_YEARS; null when it is none.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function years( mixed $value ): ?int {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		return 1 === preg_match( '/^\d{1,2}\z/', $text ) && (int) $text <= self::MAX_ID_YEARS ? (int) $text : null;
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_id_years`:
	 * a number of years out of range keeps the saved one, and staff see why.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_id_years( mixed $value ): string {
		$years = self::years( $value );
		if ( null === $years ) {
			/* translators: %d: the most years the setting takes. */
			\WC_Admin_Settings::add_error( sprintf( __( 'The years to keep ID numbers were not saved: enter a whole number from 0 to %d.', 'temple-offerings' ), self::MAX_ID_YEARS ) );
			return (string) $this->id_years();
		}
		return (string) $years;
	}

	/**
	 * The seal or logo's address, '' for none: an image attachment's, or an
	 * http(s) address as saved.
	 */
	public function seal_url(): string {
		$seal = self::seal( get_option( self::SEAL, '' ) );
		if ( ctype_digit( $seal ) ) {
			$url = wp_get_attachment_image_url( (int) $seal, 'medium' );
			return is_string( $url ) ? $url : '';
		}
		return $seal;
	}

	/**
	 * One line of plain text, at most TEXT_MAX characters.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function text( mixed $value ): string {
		return is_scalar( $value ) ? ReceiptRecord::clean_text( wp_strip_all_tags( (string) $value ), self::TEXT_MAX ) : '';
	}

	/**
	 * A tax number (統一編號): eight digits; '' for none; null when it is neither.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function tax_id( mixed $value ): ?string {
		$text = is_scalar( $value ) ? (string) preg_replace( '/\s+/', '', (string) $value ) : '';
		return '' === $text || 1 === preg_match( '/^\d{8}\z/', $text ) ? $text : null;
	}

	/**
	 * A seal: an attachment id (digits) or an http(s) address; '' for none.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function seal( mixed $value ): string {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( 1 === preg_match( '/^[1-9]\d{0,18}\z/', $text ) ) {
			return $text;
		}
		return 1 === preg_match( '#^https?://#i', $text ) ? esc_url_raw( $text, array( 'http', 'https' ) ) : '';
	}

	/**
	 * One of CAPABILITIES; anything else is the default.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function capability( mixed $value ): string {
		return in_array( $value, self::CAPABILITIES, true ) ? $value : self::CAPABILITIES[0];
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_tax_id`:
	 * a tax number that is not eight digits keeps the saved one, and staff
	 * see why.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_tax_id( mixed $value ): string {
		$tax_id = self::tax_id( $value );
		if ( null === $tax_id ) {
			\WC_Admin_Settings::add_error( __( 'The tax ID number was not saved: it must be eight digits.', 'temple-offerings' ) );
			return self::tax_id( get_option( self::TAX_ID, '' ) ) ?? '';
		}
		return $tax_id;
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_<option>` of the text settings.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_text( mixed $value ): string {
		return self::text( $value );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_seal`.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_seal( mixed $value ): string {
		return self::seal( $value );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_year_style`.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_year_style( mixed $value ): string {
		return RocYear::style( $value );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_receipt_void_capability`.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_capability( mixed $value ): string {
		return self::capability( $value );
	}

	/**
	 * The options whose posted values save_text() cleans.
	 *
	 * @return string[]
	 */
	public static function text_options(): array {
		return array( self::NAME, self::REGISTRATION, self::ADDRESS, self::PHONE, self::TITLE );
	}

	/**
	 * Why staff should set the site's time zone to Taiwan's, '' when it is
	 * (pure): receipts take their date and their year's number from the
	 * site's time, so at another offset a receipt paid near midnight is dated
	 * another day, and one paid near New Year numbered in another year.
	 *
	 * @param int $offset The site's offset from UTC now, in seconds.
	 */
	public static function time_zone_warning( int $offset ): string {
		if ( 8 * 3600 === $offset ) {
			return '';
		}
		$sign = $offset < 0 ? '-' : '+';
		$time = sprintf( '%s%02d:%02d', $sign, intdiv( abs( $offset ), 3600 ), intdiv( abs( $offset ) % 3600, 60 ) );
		/* translators: %s: the site's offset from UTC, e.g. +00:00. */
		return sprintf( __( 'Warning: the site\'s time zone is UTC%s, not Taiwan\'s (UTC+08:00). Receipts are dated and numbered by the site\'s time, so one paid near midnight is dated another day, and one paid near New Year takes another year\'s number. Set Settings → General → Timezone to Taipei.', 'temple-offerings' ), $time );
	}

	/**
	 * Filter `woocommerce_get_settings_advanced`: the Receipts section, after
	 * the plugin's own.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$text = static fn( string $id, string $title, string $desc, string $placeholder = '' ): array => array(
			'title'       => $title,
			'desc'        => $desc,
			'desc_tip'    => false,
			'id'          => $id,
			'type'        => 'text',
			'default'     => '',
			'placeholder' => $placeholder,
			'css'         => 'min-width: 20em;',
		);
		$settings[] = array(
			'title' => __( 'Receipts', 'temple-offerings' ),
			'desc'  => trim( __( 'Every paid order gets a numbered receipt; the temple\'s details below are printed on it and kept with it as they are on the day it is issued.', 'temple-offerings' ) . ' ' . self::time_zone_warning( wp_timezone()->getOffset( new \DateTimeImmutable( 'now' ) ) ) ),
			'type'  => 'title',
			'id'    => self::SECTION,
		);
		$settings[] = $text( self::NAME, __( 'Temple name', 'temple-offerings' ), __( 'Empty: the site\'s title.', 'temple-offerings' ), wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		$settings[] = $text( self::REGISTRATION, __( 'Registration number', 'temple-offerings' ), __( 'The temple\'s registration as a religious organisation (立案字號).', 'temple-offerings' ) );
		$settings[] = $text( self::TAX_ID, __( 'Tax ID number', 'temple-offerings' ), __( 'The temple\'s eight-digit tax ID (統一編號).', 'temple-offerings' ) );
		$settings[] = $text( self::ADDRESS, __( 'Address', 'temple-offerings' ), '' );
		$settings[] = $text( self::PHONE, __( 'Phone', 'temple-offerings' ), '' );
		$settings[] = $text( self::SEAL, __( 'Seal or logo image', 'temple-offerings' ), __( 'The image\'s ID in the Media Library, or its address (https://…). Printed beside the temple\'s details.', 'temple-offerings' ) );
		$settings[] = $text( self::TITLE, __( 'Receipt title', 'temple-offerings' ), __( 'Empty: Receipt.', 'temple-offerings' ), __( 'Receipt', 'temple-offerings' ) );
		$settings[] = array(
			'title'   => __( 'Year style', 'temple-offerings' ),
			'desc'    => __( 'How receipt dates and numbers write the year. Receipts are numbered from 1 each year either way.', 'temple-offerings' ),
			'id'      => self::YEAR_STYLE,
			'type'    => 'select',
			'default' => RocYear::ROC,
			'options' => array(
				RocYear::ROC     => __( 'ROC years (115-000123)', 'temple-offerings' ),
				RocYear::WESTERN => __( 'Western years (2026-000123)', 'temple-offerings' ),
			),
		);
		$settings[] = $text( self::COUNTER_SERIES, __( 'Counter receipts’ series', 'temple-offerings' ), __( 'One to four letters or digits, starting and ending with a letter, written before the year on the receipts of orders taken at the counter or by phone, which then have numbers of their own each year (C115-000001). Empty: every receipt in one sequence.', 'temple-offerings' ), 'C' );
		$settings[] = array(
			'title'   => __( 'Who may void and reissue', 'temple-offerings' ),
			'desc'    => __( 'A voided receipt keeps its number, marked void, with the reason and who voided it; a reissue gets a new number.', 'temple-offerings' ),
			'id'      => self::VOID_CAPABILITY,
			'type'    => 'select',
			'default' => self::CAPABILITIES[0],
			'options' => array(
				'manage_woocommerce' => __( 'Shop managers and administrators', 'temple-offerings' ),
				'manage_options'     => __( 'Administrators only', 'temple-offerings' ),
				'edit_shop_orders'   => __( 'Anyone who may edit orders', 'temple-offerings' ),
			),
		);
		$settings[] = array(
			'title'             => __( 'Keep donors’ ID numbers (years)', 'temple-offerings' ),
			'desc'              => __( 'When a donor’s personal data is erased, the ID number on their receipts is kept with the receipts for this many whole years after the year of the order’s latest receipt, then erased; 0: erased at once. Names and amounts stay on receipts: they are the temple’s accounts.', 'temple-offerings' ),
			'id'                => self::ID_YEARS,
			'type'              => 'number',
			'default'           => (string) self::DEFAULT_ID_YEARS,
			'custom_attributes' => array(
				'min'  => '0',
				'max'  => (string) self::MAX_ID_YEARS,
				'step' => '1',
			),
			'css'               => 'width: 6em;',
		);
		$settings[] = array(
			'type' => 'sectionend',
			'id'   => self::SECTION,
		);
		return $settings;
	}
}

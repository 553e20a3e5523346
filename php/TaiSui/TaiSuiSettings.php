<?php
/**
 * The temple's 太歲 settings: the boundary, the counted relations, the year and the 太歲燈.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\TaiSui;

use TempleOfferings\Domain\SeasonYear;
use TempleOfferings\Domain\TaiSui;
use TempleOfferings\Domain\TaiSuiWords;
use TempleOfferings\Support\SettingsSection;

/**
 * WooCommerce → Settings → Advanced → Page setup, in the plugin's section:
 * where a birth year begins (`temple_offerings_tai_sui_boundary`: the lunar
 * new year by default, or 立春), which relations count as 犯太歲
 * (`temple_offerings_tai_sui_relations`: 值 沖 害 破 刑 by default), the
 * site's year (`temple_offerings_tai_sui_year`: the season of every offering
 * that has none of its own or of its category; empty for the current lunar
 * year: TaiSuiSeasons) and the 太歲燈 offering the believer form's button
 * adds (`temple_offerings_tai_sui_product`: none by default, and no button).
 * The page gets them, with the words of the hint and the 太歲燈's season, in
 * the block's settings (`taiSui`); every value is sanitized when saved and
 * again when read.
 */
final class TaiSuiSettings {

	public const BOUNDARY = 'temple_offerings_tai_sui_boundary';

	public const RELATIONS = 'temple_offerings_tai_sui_relations';

	public const YEAR = 'temple_offerings_tai_sui_year';

	public const PRODUCT = 'temple_offerings_tai_sui_product';

	/** The products the 太歲燈 select lists: a temple's shop has a few dozen. */
	private const PRODUCT_CHOICES = 300;

	/**
	 * What for_page() answered, kept for the request: the ritual list asks
	 * once per believer.
	 *
	 * @var array{year: int, boundary: string, counted: string[], productId: int, words: array<string, mixed>}|null
	 */
	private ?array $settings = null;

	/**
	 * @param TaiSuiWords   $words   The hint's words, translated.
	 * @param TaiSuiSeasons $seasons Each offering's season.
	 */
	public function __construct( private TaiSuiWords $words, private TaiSuiSeasons $seasons ) {}

	/**
	 * 'lunar_new_year' or 'li_chun'; anything else is the default.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function sanitize_boundary( mixed $value ): string {
		return is_string( $value ) && in_array( $value, TaiSui::BOUNDARIES, true ) ? $value : TaiSui::BOUNDARIES[0];
	}

	/**
	 * The known relations among those given, in TaiSui::RELATIONS' order; a
	 * value that is no list is the default (an empty list counts nothing).
	 *
	 * @param mixed $value Stored or posted value.
	 * @return string[]
	 */
	public static function sanitize_relations( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return TaiSui::DEFAULT_COUNTED;
		}
		$given = array_filter( $value, 'is_string' );
		return array_values( array_filter( TaiSui::RELATIONS, static fn( string $relation ): bool => in_array( $relation, $given, true ) ) );
	}

	/**
	 * A year the lunar table holds, or null (empty: the current lunar year).
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function sanitize_year( mixed $value ): ?int {
		return SeasonYear::parse( $value );
	}

	/**
	 * A product id, 0 for none.
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function sanitize_product( mixed $value ): int {
		$text = is_string( $value ) || is_int( $value ) ? trim( (string) $value ) : '';
		return 1 === preg_match( '/^[1-9][0-9]{0,18}\z/', $text ) ? (int) $text : 0;
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_tai_sui_boundary`.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_boundary( mixed $value ): string {
		return self::sanitize_boundary( $value );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_tai_sui_relations`:
	 * nothing chosen is saved as nothing counted.
	 *
	 * @param mixed $value Posted value.
	 * @return string[]
	 */
	public function save_relations( mixed $value ): array {
		return self::sanitize_relations( is_array( $value ) ? $value : array() );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_tai_sui_year`.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_year( mixed $value ): string {
		return (string) self::sanitize_year( $value );
	}

	/**
	 * Filter `woocommerce_admin_settings_sanitize_option_temple_offerings_tai_sui_product`:
	 * only an existing product is kept.
	 *
	 * @param mixed $value Posted value.
	 */
	public function save_product( mixed $value ): int {
		$id = self::sanitize_product( $value );
		return $id && wc_get_product( $id ) ? $id : 0;
	}

	/**
	 * The 太歲燈 offering (0: none).
	 */
	public function lamp(): int {
		return self::sanitize_product( get_option( self::PRODUCT, 0 ) );
	}

	/**
	 * The year the temple's 太歲 is reckoned for where no one offering says
	 * it: the 太歲燈's season (the family book and the renewal reminder offer
	 * that lamp), the site's year without one.
	 */
	public function year(): int {
		return $this->seasons->year_of( $this->lamp() );
	}

	/**
	 * What the offering page and the family book get (`taiSui` in their
	 * settings): `year` is the 太歲燈's season (year()); each offering's own
	 * comes with its row (`tai_sui_year`).
	 *
	 * @return array{year: int, boundary: string, counted: string[], productId: int, words: array<string, mixed>}
	 */
	public function for_page(): array {
		$defaults = $this->words->words();
		/**
		 * Filters the words of the 太歲 hint: `offends`, `clear` and
		 * `uncertain` sentences (%1$s the animal, %2$d the year, %3$s its stem
		 * and branch, %4$s the counted relations' names or the moment of
		 * 立春), `list` (joins two names) and `relations` (name by relation:
		 * zhi, chong, hai, po, xing, zi_xing). Each is plain text; a word
		 * left out or empty keeps its default.
		 *
		 * @param array<string, mixed> $words The translated words.
		 */
		$words = TaiSuiWords::clean( apply_filters( 'temple_offerings_tai_sui_words', $defaults ), $defaults );
		return array(
			'year'      => $this->year(),
			'boundary'  => self::sanitize_boundary( get_option( self::BOUNDARY, TaiSui::BOUNDARIES[0] ) ),
			'counted'   => self::sanitize_relations( get_option( self::RELATIONS, TaiSui::DEFAULT_COUNTED ) ),
			'productId' => $this->lamp(),
			'words'     => $words,
		);
	}

	/**
	 * An offering's season with its stem and branch, as people read it: 2026 丙午.
	 *
	 * @param int $product_id The offering (0: the site's year).
	 */
	public function year_label( int $product_id ): string {
		$year = $this->seasons->year_of( $product_id );
		/* translators: 1: a year, 2: its stem and branch, e.g. 2026 丙午. */
		return sprintf( __( '%1$d %2$s', 'temple-offerings' ), $year, TaiSui::year_name( $year ) );
	}

	/**
	 * How a believer 犯太歲 in an offering's season, as staff lists say it
	 * (TaiSui::staff_text(), with the temple's settings).
	 *
	 * @param string $birthday   Stored lunar birthday, 'Y-M-D-T'.
	 * @param string $kind       The form kind the believer was registered under.
	 * @param int    $product_id The offering (0: the site's year).
	 */
	public function staff_text( string $birthday, string $kind, int $product_id ): string {
		$this->settings ??= $this->for_page();
		return TaiSui::staff_text( $birthday, $kind, $this->seasons->year_of( $product_id ), $this->settings['boundary'], $this->settings['counted'], $this->settings['words'] );
	}

	/**
	 * Filter `woocommerce_get_settings_advanced`: the four fields, in the plugin's section.
	 *
	 * @param array<int, array<string, mixed>> $settings        The section's fields.
	 * @param string                           $current_section The section; '' is Page setup.
	 * @return array<int, array<string, mixed>>
	 */
	public function add( array $settings, string $current_section = '' ): array {
		if ( '' !== $current_section ) {
			return $settings;
		}
		$fields = array(
			array(
				'title'    => __( 'Tai Sui: a birth year begins at', 'temple-offerings' ),
				'desc'     => __( 'Under Li Chun, a believer born on the day of Li Chun is told the sign is uncertain when the birth hour is unknown or is the hour Li Chun begins.', 'temple-offerings' ),
				'desc_tip' => false,
				'id'       => self::BOUNDARY,
				'type'     => 'select',
				'default'  => TaiSui::BOUNDARIES[0],
				'options'  => array(
					'lunar_new_year' => __( 'The lunar new year (the zodiac the forms show)', 'temple-offerings' ),
					'li_chun'        => __( 'Li Chun (the Start of Spring)', 'temple-offerings' ),
				),
			),
			array(
				'title'    => __( 'Tai Sui: relations counted', 'temple-offerings' ),
				'desc'     => __( 'The relations to the year\'s Tai Sui that the believer form calls offending Tai Sui. None chosen: none counted.', 'temple-offerings' ),
				'desc_tip' => false,
				'id'       => self::RELATIONS,
				'type'     => 'multiselect',
				'class'    => 'wc-enhanced-select',
				'default'  => TaiSui::DEFAULT_COUNTED,
				'options'  => $this->words->relation_names(),
			),
			array(
				'title'             => __( 'Tai Sui: year reckoned', 'temple-offerings' ),
				'desc'              => __( 'The year the offerings are for, unless an offering or its category sets its own Tai Sui year (on the product\'s Temple tab or the category). Empty: the current lunar year; in December, enter the next year once the shop takes its lamps.', 'temple-offerings' ),
				'desc_tip'          => false,
				'id'                => self::YEAR,
				'type'              => 'number',
				'default'           => '',
				'css'               => 'width: 6em;',
				'custom_attributes' => array(
					'min'  => '1800',
					'max'  => '2100',
					'step' => '1',
				),
			),
			array(
				'title'    => __( 'Tai Sui lamp offering', 'temple-offerings' ),
				'desc'     => __( 'The offering that the believer form\'s "Register Tai Sui for this believer" button adds, with the believer filled in. None: no button.', 'temple-offerings' ),
				'desc_tip' => false,
				'id'       => self::PRODUCT,
				'type'     => 'select',
				'class'    => 'wc-enhanced-select',
				'default'  => '0',
				'options'  => $this->product_choices(),
			),
		);
		foreach ( $fields as $field ) {
			$settings = SettingsSection::add_field( $settings, $field );
		}
		return $settings;
	}

	/**
	 * Product id → name, none first, the chosen one always among them.
	 *
	 * @return array<int, string>
	 */
	private function product_choices(): array {
		$choices  = array( 0 => __( 'None', 'temple-offerings' ) );
		$products = wc_get_products(
			array(
				'status'  => 'publish',
				'limit'   => self::PRODUCT_CHOICES,
				'orderby' => 'title',
				'order'   => 'ASC',
			)
		);
		$chosen   = self::sanitize_product( get_option( self::PRODUCT, 0 ) );
		if ( $chosen && ! array_filter( (array) $products, static fn( $product ): bool => $product instanceof \WC_Product && $product->get_id() === $chosen ) ) {
			$products[] = wc_get_product( $chosen );
		}
		foreach ( (array) $products as $product ) {
			if ( $product instanceof \WC_Product ) {
				$choices[ $product->get_id() ] = wp_strip_all_tags( $product->get_name() );
			}
		}
		return $choices;
	}
}

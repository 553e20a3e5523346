<?php
/**
 * Believers with their personal data replaced, for the order eraser.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Domain\LunarDate;

/**
 * An erased order keeps one believer per unit bought, each still of its form
 * kind, so quantities, staff lists and totals stay consistent; what could name
 * a person goes. Text fields get WordPress's anonymous value of their type
 * (the injected callable is `wp_privacy_anonymize_data` in production, which
 * sites can filter). Lunar dates become 吉-吉-吉-吉, the plugin's own "unknown
 * date": WordPress's anonymous date (0000-00-00 00:00:00) is not a lunar date
 * and would read as garbage on the order screen and in the ritual list.
 * Genders, the expiry-notice choice, the categories and the random row id are
 * kept: none of them names anyone once the names, dates and addresses are gone.
 * Empty values stay empty, as in WooCommerce's own eraser. Pure PHP.
 */
final class BelieverAnonymizer {

	/**
	 * Personal text fields and the wp_privacy_anonymize_data() type of each.
	 * 'phone' is WooCommerce's type, as its own eraser uses it for billing
	 * phones: WooCommerce's filter turns every digit into 0 (WordPress alone
	 * gives it an empty value).
	 */
	private const TEXT = array(
		'name'             => 'text',
		'mobile'           => 'phone',
		'email'            => 'email',
		'address'          => 'text',
		'note'             => 'longtext',
		'super_name'       => 'text',
		'deceased_name'    => 'text',
		'deceased_address' => 'text',
	);

	/** Lunar dates ('Y-M-D-T'). */
	private const DATES = array( 'birthday', 'deceased_birthday', 'deceased_death_anniversary' );

	/** Not personal on their own; the forms and staff lists need them. */
	private const KEPT = array( 'id', 'gender', 'deceased_gender', 'is_expired_notice', 'product_category' );

	/**
	 * Returns the anonymous value of a type.
	 *
	 * @var callable(string, string): string
	 */
	private $anonymize;

	/**
	 * @param callable $anonymize ( type, value ) → anonymous value; wp_privacy_anonymize_data in production.
	 */
	public function __construct( callable $anonymize ) {
		$this->anonymize = $anonymize;
	}

	/**
	 * Every believer of a line, in order, anonymized.
	 *
	 * @param array<int|string, mixed> $believers Stored believers.
	 * @return array<int, array<string, mixed>>
	 */
	public function believers( array $believers ): array {
		return array_map(
			fn( mixed $believer ): array => $this->believer( is_array( $believer ) ? $believer : array() ),
			array_values( $believers )
		);
	}

	/**
	 * One believer anonymized. Keys the plugin does not know are dropped: they
	 * cannot be judged harmless.
	 *
	 * @param array<string, mixed> $believer Stored believer.
	 * @return array<string, mixed>
	 */
	public function believer( array $believer ): array {
		$clean = array();
		foreach ( self::KEPT as $key ) {
			if ( array_key_exists( $key, $believer ) ) {
				$clean[ $key ] = $believer[ $key ];
			}
		}
		foreach ( self::TEXT as $key => $type ) {
			if ( array_key_exists( $key, $believer ) ) {
				$clean[ $key ] = $this->text( $type, $believer[ $key ] );
			}
		}
		foreach ( self::DATES as $key ) {
			if ( array_key_exists( $key, $believer ) ) {
				$clean[ $key ] = $this->date( $believer[ $key ] );
			}
		}
		if ( array_key_exists( 'time', $believer ) ) {
			// The birth hour again (the wire shape repeats it).
			$clean['time'] = $this->is_blank( $believer['time'] ) ? '' : LunarDate::UNKNOWN;
		}
		if ( array_key_exists( 'depends_people', $believer ) ) {
			$people                  = is_array( $believer['depends_people'] ) ? array_values( $believer['depends_people'] ) : array();
			$clean['depends_people'] = array_map(
				fn( mixed $person ): array => array(
					'name'     => $this->text( 'text', is_array( $person ) ? ( $person['name'] ?? '' ) : '' ),
					'gender'   => is_array( $person ) && is_string( $person['gender'] ?? null ) ? $person['gender'] : '',
					'birthday' => $this->date( is_array( $person ) ? ( $person['birthday'] ?? '' ) : '' ),
				),
				$people
			);
		}
		return $clean;
	}

	/**
	 * @param string $type  wp_privacy_anonymize_data() type.
	 * @param mixed  $value Stored value.
	 */
	private function text( string $type, mixed $value ): string {
		if ( $this->is_blank( $value ) ) {
			return '';
		}
		return (string) ( $this->anonymize )( $type, is_scalar( $value ) ? (string) $value : '' );
	}

	/**
	 * @param mixed $value Stored lunar date.
	 */
	private function date( mixed $value ): string {
		return $this->is_blank( $value ) ? '' : implode( '-', array_fill( 0, count( LunarDate::PARTS ), LunarDate::UNKNOWN ) );
	}

	/**
	 * @param mixed $value Stored value.
	 */
	private function is_blank( mixed $value ): bool {
		return null === $value || '' === $value || ( is_string( $value ) && '' === trim( $value ) );
	}
}

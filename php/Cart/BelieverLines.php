<?php
/**
 * Believers as one line each, for carts, checkouts, order pages and emails.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Domain\BelieverFormatter;

/**
 * Pure PHP on top of BelieverFormatter: a believer becomes `信眾 1` →
 * `王小明｜信士｜民國69年 潤04月 12日 子時｜台南市…` (values only, in form order),
 * or labelled rows for staff. Everything returned is plain text: escape it
 * where it is printed.
 */
final class BelieverLines {

	/** Full-width bar: reads as a separator in Chinese text and never occurs in dates. */
	public const SEPARATOR = '｜';

	/**
	 * Translates an English source string.
	 *
	 * @var callable(string): string
	 */
	private $translate;

	/**
	 * @param BelieverFormatter $formatter Labels and values of one believer.
	 * @param callable|null     $translate Translates an English source; identity when null.
	 */
	public function __construct( private BelieverFormatter $formatter, ?callable $translate = null ) {
		$this->translate = $translate ?? static fn( string $text ): string => $text;
	}

	/**
	 * One [ label, text ] pair per believer.
	 *
	 * @param array<int, array<string, mixed>> $believers Sanitized believers.
	 * @param string                           $kind      Form kind.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public function lines( array $believers, string $kind ): array {
		$lines = array();
		foreach ( array_values( $believers ) as $index => $believer ) {
			$lines[] = array( $this->label( $index ), $this->summary( is_array( $believer ) ? $believer : array(), $kind ) );
		}
		return $lines;
	}

	/**
	 * `Believer 1`, `信眾 1` in zh_TW.
	 *
	 * @param int $index Zero-based row.
	 */
	public function label( int $index ): string {
		/* translators: %d: number of the believer within one cart line, from 1. */
		return sprintf( (string) ( $this->translate )( 'Believer %d' ), $index + 1 );
	}

	/**
	 * A believer's values on one line; the yes/no of the expiry notice is left
	 * out (it means nothing without its label).
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 */
	public function summary( array $believer, string $kind ): string {
		$values = array();
		foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
			if ( 'is_expired_notice' !== $key && '' !== $value ) {
				$values[] = $value;
			}
		}
		return implode( self::SEPARATOR, $values );
	}

	/**
	 * Labelled rows for staff: [ label, value ] in form order.
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public function details( array $believer, string $kind ): array {
		$rows = array();
		foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
			$rows[] = array( $this->formatter->label( $key, $kind ), $value );
		}
		return $rows;
	}
}

<?php
/**
 * The lamp-label sheet: how many labels across and down an A4 page, and the
 * page margins around them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Paperwork;

/**
 * Immutable, always within limits: whatever was stored or posted, a grid
 * made here prints (no zero columns, no margins eating the page). Pure PHP,
 * so the sheet maths is unit-tested.
 */
final class LabelGrid {

	/** A4 portrait, in millimetres. */
	public const PAGE_WIDTH = 210;

	public const PAGE_HEIGHT = 297;

	/** What a temple gets before anyone changes it: a common 24-label sheet. */
	public const DEFAULTS = array(
		'columns'     => 3,
		'rows'        => 8,
		'margin_top'  => 10,
		'margin_side' => 8,
	);

	/** Inclusive limits per setting: past them a label holds no readable name. */
	public const LIMITS = array(
		'columns'     => array( 1, 6 ),
		'rows'        => array( 1, 20 ),
		'margin_top'  => array( 0, 40 ),
		'margin_side' => array( 0, 40 ),
	);

	/**
	 * @param int $columns     Labels across.
	 * @param int $rows        Labels down.
	 * @param int $margin_top  Top and bottom page margin, mm.
	 * @param int $margin_side Left and right page margin, mm.
	 */
	private function __construct(
		public readonly int $columns,
		public readonly int $rows,
		public readonly int $margin_top,
		public readonly int $margin_side
	) {}

	/**
	 * A grid from stored or posted values: each one a whole number within its
	 * limits; anything missing or not a number takes the default, a number
	 * outside the limits the nearest limit.
	 *
	 * @param mixed $raw Array of settings (or anything else: the defaults).
	 */
	public static function from( mixed $raw ): self {
		$raw    = is_array( $raw ) ? $raw : array();
		$values = array();
		foreach ( self::DEFAULTS as $key => $default ) {
			$value = $raw[ $key ] ?? null;
			$value = is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^\s*\d{1,4}\s*$/', $value ) ) ? (int) $value : $default;
			[ $min, $max ]  = self::LIMITS[ $key ];
			$values[ $key ] = max( $min, min( $max, $value ) );
		}
		return new self( $values['columns'], $values['rows'], $values['margin_top'], $values['margin_side'] );
	}

	/**
	 * The values to store.
	 *
	 * @return array{columns: int, rows: int, margin_top: int, margin_side: int}
	 */
	public function to_array(): array {
		return array(
			'columns'     => $this->columns,
			'rows'        => $this->rows,
			'margin_top'  => $this->margin_top,
			'margin_side' => $this->margin_side,
		);
	}

	/** Labels on one sheet. */
	public function per_page(): int {
		return $this->columns * $this->rows;
	}

	/** One label's width in mm (the page less its side margins, shared out). */
	public function label_width(): float {
		return round( ( self::PAGE_WIDTH - 2 * $this->margin_side ) / $this->columns, 2 );
	}

	/**
	 * One label's height in mm. A hair under the exact share, so rounding
	 * in the browser never pushes the last row onto a page of its own.
	 */
	public function label_height(): float {
		return floor( ( ( self::PAGE_HEIGHT - 2 * $this->margin_top ) / $this->rows ) * 10 - 1 ) / 10;
	}

	/**
	 * The labels shared out into sheets, each full but the last.
	 *
	 * @template T
	 * @param array<int, T> $labels Labels in print order.
	 * @return array<int, array<int, T>>
	 */
	public function pages( array $labels ): array {
		return array() === $labels ? array() : array_chunk( array_values( $labels ), $this->per_page() );
	}
}

<?php
/**
 * One flat row per believer, the shape the ritual table, the print view and
 * the CSV all share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\FormKind;

/**
 * Flattens an order line's believers into rows of readable text: order
 * number, date, status, channel and product, then every believer column of the field
 * table (BelieverFields::columns()) in the wording BelieverFormatter gives
 * (gender labels, 民國 years, 閏 months, 時辰). Pure PHP; the order line
 * arrives as plain data from RitualListQuery, its believers already read by
 * LineBelievers. The form kind decides which columns a row fills; the others
 * stay empty.
 */
final class RitualRows {

	/** The column that marks a missing place, or a believer beyond the quantity. */
	public const MARK = 'incomplete';

	/** The column saying how a believer 犯太歲 in the season of the line's offering, when the list has it. */
	public const TAI_SUI = 'tai_sui';

	/**
	 * @param BelieverFormatter $formatter Readable labels and values.
	 * @param callable|null     $tai_sui   Stored birthday, form kind and the line's product id →
	 *                                     how that believer 犯太歲 in that
	 *                                     offering's season ('' when they do
	 *                                     not, or it cannot be said); no 太歲
	 *                                     column when null.
	 */
	public function __construct( private BelieverFormatter $formatter, private $tai_sui = null ) {}

	/**
	 * Column keys and headings, in order.
	 *
	 * @return array<string, string>
	 */
	public function columns(): array {
		$columns = array(
			'order'    => __( 'Order number', 'temple-offerings' ),
			'date'     => __( 'Order date', 'temple-offerings' ),
			'status'   => __( 'Order status', 'temple-offerings' ),
			'channel'  => __( 'Channel', 'temple-offerings' ),
			'product'  => __( 'Offering', 'temple-offerings' ),
			'position' => __( 'No.', 'temple-offerings' ),
			'number'   => __( 'Lamp number', 'temple-offerings' ),
			'kind'     => __( 'Form', 'temple-offerings' ),
		);
		foreach ( BelieverFields::columns() as $key ) {
			// The general wording; the kind column says how a row reads (e.g. a pet's name).
			$columns[ $key ] = $this->formatter->label( $key, BelieverFields::ANY_KIND );
		}
		if ( null !== $this->tai_sui ) {
			$columns[ self::TAI_SUI ] = __( 'Tai Sui', 'temple-offerings' );
		}
		// Filled only on the rows of a line whose believers do not match its quantity.
		$columns[ self::MARK ] = __( 'Believers incomplete', 'temple-offerings' );
		return $columns;
	}

	/**
	 * The columns staff may tick for the printed list: all but the mark,
	 * which the print adds by itself whenever a row carries it (a missing
	 * place must read as missing on paper too, and an empty mark column
	 * would only take the sheet's width).
	 *
	 * @return array<string, string>
	 */
	public function print_columns(): array {
		return array_diff_key( $this->columns(), array( self::MARK => '' ) );
	}

	/**
	 * The printed list's columns: those chosen, then the mark when a row carries it.
	 *
	 * @param array<string, string>              $chosen Columns chosen (ListColumns::chosen() of print_columns()).
	 * @param array<int, array<string, string>> $rows   The rows printed.
	 * @return array<string, string>
	 */
	public function with_mark( array $chosen, array $rows ): array {
		foreach ( $rows as $row ) {
			if ( '' !== ( $row[ self::MARK ] ?? '' ) ) {
				return $chosen + array( self::MARK => $this->columns()[ self::MARK ] );
			}
		}
		return $chosen;
	}

	/**
	 * The rows of one order line, one per believer; with $registrant_rows,
	 * one per family registrant instead, each repeating its believer's
	 * columns so that a row sorted or filtered in a spreadsheet still says
	 * whose family it is (a believer without registrants keeps one row).
	 *
	 * A line whose believers do not match its quantity is never dropped:
	 * each place nobody is registered for gets a row of its own, empty but
	 * for the order's columns and the mark (「缺信眾資料」), and each believer
	 * beyond the quantity is marked on its row (「超出數量」).
	 *
	 * @param array{order: string, date: string, status: string, channel?: string, product: string, kind: string, believers: array<int, array<string, mixed>>, numbers?: array<int, string>, places?: int, product_id?: int} $line
	 *        Order line: order number, date and status label, product name,
	 *        the form kind, believers and numbers as LineBelievers reads them,
	 *        its places (quantity) when known, and its product (whose season
	 *        the 太歲 column reckons).
	 * @param bool $registrant_rows Each family registrant on a row of its own.
	 * @param bool $tai_sui_only    Only the believers who 犯太歲 (no place
	 *                              without a believer either).
	 * @return array<int, array<string, string>> Rows keyed like columns().
	 */
	public function rows( array $line, bool $registrant_rows = false, bool $tai_sui_only = false ): array {
		$kind    = $line['kind'];
		$columns = BelieverFields::columns();
		$places  = $line['places'] ?? count( $line['believers'] );
		$rows    = array();
		foreach ( $line['believers'] as $index => $believer ) {
			$row = $this->order_row( $line, $index );
			foreach ( $columns as $key ) {
				$row[ $key ] = '';
			}
			// The cells in the columns' order: the writers take them as they come.
			if ( null !== $this->tai_sui ) {
				$row[ self::TAI_SUI ] = $this->tai_sui_of( $believer, $kind, (int) ( $line['product_id'] ?? 0 ) );
				if ( $tai_sui_only && '' === $row[ self::TAI_SUI ] ) {
					continue;
				}
			}
			$row[ self::MARK ] = $index >= $places ? __( 'Beyond the quantity', 'temple-offerings' ) : '';
			$registrants = array();
			foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
				if ( $registrant_rows && array_key_exists( $key, $row ) && self::is_registrants( $key ) ) {
					$registrants[] = array( $key, $value );
				} elseif ( array_key_exists( $key, $row ) ) {
					// A field with several rows (each family registrant) gets one line
					// each: in Excel and on paper each reads on its own.
					$row[ $key ] = '' === $row[ $key ] ? $value : $row[ $key ] . "\n" . $value;
				}
			}
			if ( array() === $registrants ) {
				$rows[] = $row;
			}
			foreach ( $registrants as [ $key, $value ] ) {
				// Assigned in place: the writers take the cells in column order.
				$split         = $row;
				$split[ $key ] = $value;
				$rows[]        = $split;
			}
		}
		for ( $index = count( $line['believers'] ); $index < $places && ! $tai_sui_only; $index++ ) {
			$row = $this->order_row( $line, $index );
			foreach ( $columns as $key ) {
				$row[ $key ] = '';
			}
			if ( null !== $this->tai_sui ) {
				$row[ self::TAI_SUI ] = '';
			}
			$row[ self::MARK ] = __( 'Missing believer', 'temple-offerings' );
			$rows[]            = $row;
		}
		return $rows;
	}

	/**
	 * The order's columns of a row, for the believer (or place) at $index.
	 *
	 * @param array<string, mixed> $line  Order line (rows()).
	 * @param int                  $index Zero-based place on the line.
	 * @return array<string, string>
	 */
	private function order_row( array $line, int $index ): array {
		return array(
			'order'    => (string) $line['order'],
			'date'     => (string) $line['date'],
			'status'   => (string) $line['status'],
			// Where the order came from and who took it (網路, 臨櫃 · 林櫃台).
			'channel'  => (string) ( $line['channel'] ?? '' ),
			'product'  => (string) $line['product'],
			'position' => (string) ( $index + 1 ),
			// The believer's 燈號 once the order is paid (LineBelievers reads it with the believers).
			'number'   => (string) ( $line['numbers'][ $index ] ?? '' ),
			'kind'     => $this->kind_label( (string) $line['kind'] ),
		);
	}

	/**
	 * How a believer 犯太歲 in the season of the line's offering, from their
	 * own lunar birthday.
	 *
	 * @param array<string, mixed> $believer   Stored believer.
	 * @param string               $kind       Form kind.
	 * @param int                  $product_id The line's product.
	 */
	private function tai_sui_of( array $believer, string $kind, int $product_id ): string {
		return is_string( $believer['birthday'] ?? null ) ? (string) ( $this->tai_sui )( $believer['birthday'], $kind, $product_id ) : '';
	}

	/**
	 * Whether a column holds family registrants (the field table's
	 * registrants type), the ones a row each can split.
	 *
	 * @param string $key Wire key.
	 */
	private static function is_registrants( string $key ): bool {
		return 'registrants' === ( BelieverFields::field( $key )['type'] ?? null );
	}

	/**
	 * The columns worth showing for these rows: the order columns and the
	 * first believer column (the name, so even an empty list has its heading)
	 * always, other believer columns and the number only when some row fills
	 * them (a lamp list has no deceased's tablet address to print, a product
	 * without numbering no 燈號).
	 *
	 * @param array<string, string>              $columns Column key => heading.
	 * @param array<int, array<string, string>> $rows    Rows from rows().
	 * @return array<string, string>
	 */
	public static function filled_columns( array $columns, array $rows ): array {
		$optional = array_merge( array( 'channel', 'number' ), array_slice( BelieverFields::columns(), 1 ), array( self::TAI_SUI, self::MARK ) );
		return array_filter(
			$columns,
			static function ( string $key ) use ( $rows, $optional ): bool {
				if ( ! in_array( $key, $optional, true ) ) {
					return true;
				}
				foreach ( $rows as $row ) {
					if ( '' !== ( $row[ $key ] ?? '' ) ) {
						return true;
					}
				}
				return false;
			},
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * The label of a form kind, in staff words.
	 *
	 * @param string $kind Form kind.
	 */
	public function kind_label( string $kind ): string {
		$label = FormKind::label( $kind );
		return null === $label ? $kind : BelieverFields::translate( $label );
	}

}

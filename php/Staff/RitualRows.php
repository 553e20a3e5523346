<?php
/**
 * One flat row per believer, the shape the ritual table, the print view and
 * the CSV all share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\FormKind;

/**
 * Flattens an order line's believers into rows of readable text: order
 * number, date, status and product, then every believer column of the field
 * table (BelieverFields::columns()) in the wording BelieverFormatter gives
 * (gender labels, 民國 years, 閏 months, 時辰). Pure PHP; the order line
 * arrives as plain data from RitualListQuery, its believers already read by
 * LineBelievers. The form kind decides which columns a row fills; the others
 * stay empty.
 */
final class RitualRows {

	/**
	 * @param BelieverFormatter $formatter Readable labels and values.
	 * @param callable|null     $translate Translates this class's own column
	 *                                     headings; identity when null.
	 */
	public function __construct( private BelieverFormatter $formatter, private $translate = null ) {}

	/**
	 * Column keys and headings, in order.
	 *
	 * @return array<string, string>
	 */
	public function columns(): array {
		$columns = array(
			'order'    => $this->t( 'Order number' ),
			'date'     => $this->t( 'Order date' ),
			'status'   => $this->t( 'Order status' ),
			'product'  => $this->t( 'Offering' ),
			'position' => $this->t( 'No.' ),
			'kind'     => $this->t( 'Form' ),
		);
		foreach ( BelieverFields::columns() as $key ) {
			// The general wording; the kind column says how a row reads (e.g. a pet's name).
			$columns[ $key ] = $this->formatter->label( $key, BelieverFields::ANY_KIND );
		}
		return $columns;
	}

	/**
	 * The rows of one order line, one per believer; with $registrant_rows,
	 * one per family registrant instead, each repeating its believer's
	 * columns so that a row sorted or filtered in a spreadsheet still says
	 * whose family it is (a believer without registrants keeps one row).
	 *
	 * @param array{order: string, date: string, status: string, product: string, kind: string, believers: array<int, array<string, mixed>>} $line
	 *        Order line: order number, date and status label, product name,
	 *        and the form kind and believers as LineBelievers reads them.
	 * @param bool $registrant_rows Each family registrant on a row of its own.
	 * @return array<int, array<string, string>> Rows keyed like columns().
	 */
	public function rows( array $line, bool $registrant_rows = false ): array {
		$kind    = $line['kind'];
		$columns = BelieverFields::columns();
		$rows    = array();
		foreach ( $line['believers'] as $index => $believer ) {
			$row = array(
				'order'    => $line['order'],
				'date'     => $line['date'],
				'status'   => $line['status'],
				'product'  => $line['product'],
				'position' => (string) ( $index + 1 ),
				'kind'     => $this->kind_label( $kind ),
			);
			foreach ( $columns as $key ) {
				$row[ $key ] = '';
			}
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
		return $rows;
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
	 * always, other believer columns only when some row fills them (a lamp
	 * list has no deceased's tablet address to print).
	 *
	 * @param array<string, string>              $columns Column key => heading.
	 * @param array<int, array<string, string>> $rows    Rows from rows().
	 * @return array<string, string>
	 */
	public static function filled_columns( array $columns, array $rows ): array {
		$optional = array_slice( BelieverFields::columns(), 1 );
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
		return null === $label ? $kind : $this->t( $label );
	}

	/**
	 * Translates a heading through the injected callable.
	 *
	 * @param string $text English source.
	 */
	private function t( string $text ): string {
		return null === $this->translate ? $text : (string) ( $this->translate )( $text );
	}
}

<?php
/**
 * One flat row per believer, the shape the ritual table, the print view and
 * the CSV all share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\FormKind;

/**
 * Flattens an order line's believers into rows of readable text: order
 * number, date, status and product, then every believer field in the
 * wording BelieverFormatter gives (gender labels, 民國 years, 閏 months,
 * 時辰). Pure PHP; the order line arrives as plain data from RitualListQuery.
 */
final class RitualRows {

	/**
	 * Believer columns, in form order. The form kind decides which of them a
	 * row fills; the others stay empty.
	 */
	public const BELIEVER_COLUMNS = array(
		'name',
		'gender',
		'super_name',
		'birthday',
		'address',
		'deceased_name',
		'deceased_gender',
		'deceased_birthday',
		'deceased_death_anniversary',
		'deceased_address',
		'depends_people',
		'mobile',
		'email',
		'note',
		'is_expired_notice',
	);

	private BelieverSanitizer $sanitizer;

	/**
	 * @param BelieverFormatter $formatter Readable labels and values.
	 * @param callable|null     $translate Translates this class's own column
	 *                                     headings; identity when null.
	 */
	public function __construct( private BelieverFormatter $formatter, private $translate = null ) {
		$this->sanitizer = new BelieverSanitizer();
	}

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
		foreach ( self::BELIEVER_COLUMNS as $key ) {
			// The general wording; the kind column says how a row reads (e.g. a pet's name).
			$columns[ $key ] = $this->formatter->label( $key, 'light' );
		}
		return $columns;
	}

	/**
	 * The rows of one order line, one per believer.
	 *
	 * @param array{order: string, date: string, status: string, product: string, kind: string, believers: mixed} $line
	 *        Order line: order number, date and status label, product name,
	 *        form kind (`_believers_kind`), stored `_believers_data`.
	 * @return array<int, array<string, string>> Rows keyed like columns().
	 */
	public function rows( array $line ): array {
		$kind      = FormKind::is_kind( $line['kind'] ) ? $line['kind'] : 'light';
		$believers = $this->sanitizer->sanitize( self::decode( $line['believers'] ) );
		$rows      = array();
		foreach ( $believers as $index => $believer ) {
			$row = array(
				'order'    => $line['order'],
				'date'     => $line['date'],
				'status'   => $line['status'],
				'product'  => $line['product'],
				'position' => (string) ( $index + 1 ),
				'kind'     => $this->kind_label( $kind ),
			);
			foreach ( self::BELIEVER_COLUMNS as $key ) {
				$row[ $key ] = '';
			}
			$people = array();
			foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
				if ( 'depends_people' === $key ) {
					$people[] = $value;
				} elseif ( array_key_exists( $key, $row ) ) {
					$row[ $key ] = $value;
				}
			}
			// One registrant a line: in Excel and on paper each reads on its own.
			$row['depends_people'] = implode( "\n", $people );
			$rows[]                = $row;
		}
		return $rows;
	}

	/**
	 * The columns worth showing for these rows: the order columns always,
	 * believer columns only when some row fills them (a lamp list has no
	 * deceased's tablet address to print).
	 *
	 * @param array<string, string>              $columns Column key => heading.
	 * @param array<int, array<string, string>> $rows    Rows from rows().
	 * @return array<string, string>
	 */
	public static function filled_columns( array $columns, array $rows ): array {
		return array_filter(
			$columns,
			static function ( string $key ) use ( $rows ): bool {
				if ( ! in_array( $key, self::BELIEVER_COLUMNS, true ) || 'name' === $key ) {
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
	 * How many believers a stored value holds, without formatting them.
	 *
	 * @param mixed $stored `_believers_data` as stored.
	 */
	public static function count( mixed $stored ): int {
		$list = self::decode( $stored );
		return is_array( $list ) && array_is_list( $list ) ? count( $list ) : 0;
	}

	/**
	 * The label of a form kind, in staff words.
	 *
	 * @param string $kind Form kind.
	 */
	public function kind_label( string $kind ): string {
		$labels = array(
			'dead-blessing' => 'Deceased blessing',
			'super'         => 'Merit transfer',
			'animal'        => 'Pet blessing',
			'pudu'          => 'Universal salvation',
			'change'        => 'Fortune change',
			'gift'          => 'Offering for the family',
			'light'         => 'Lamp',
			'worship'       => 'Worship',
		);
		return isset( $labels[ $kind ] ) ? $this->t( $labels[ $kind ] ) : $kind;
	}

	/**
	 * `_believers_data` is stored as a PHP array; JSON text (older or
	 * hand-made orders) is read too.
	 *
	 * @param mixed $stored Stored value.
	 */
	private static function decode( mixed $stored ): mixed {
		if ( is_string( $stored ) && '' !== $stored ) {
			try {
				return json_decode( $stored, true, 8, JSON_THROW_ON_ERROR );
			} catch ( \JsonException $exception ) {
				return null;
			}
		}
		return $stored;
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

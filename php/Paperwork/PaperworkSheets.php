<?php
/**
 * What each printed ritual sheet holds: lamp labels, memorial tablets and
 * the reading list, as plain rows for the templates.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Paperwork;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\FormKind;

/**
 * Pure PHP: order lines arrive as RitualListQuery hands them on (their
 * believers read by LineBelievers) and leave as plain strings, so the
 * templates only escape and place them, and grouping and ordering are
 * unit-tested. A believer's lamp number (`number`) is printed when the
 * order has one; without it the sheets keep order and row order.
 */
final class PaperworkSheets {

	/**
	 * @param BelieverFormatter $formatter Lunar dates in the words people read.
	 */
	public function __construct( private BelieverFormatter $formatter ) {}

	/**
	 * One lamp label per believer, in number order.
	 *
	 * @param array<int, array<string, mixed>> $lines Order lines.
	 * @return array<int, array{number: string, name: string, birthday: string, address: string, product: string}>
	 */
	public function labels( array $lines ): array {
		$labels = array();
		foreach ( $this->entries( $lines ) as $entry ) {
			$labels[] = array(
				'number'   => $entry['number'],
				'name'     => $entry['name'],
				'birthday' => $entry['birthday'],
				'address'  => $entry['address'],
				'product'  => $entry['product'],
			);
		}
		return $labels;
	}

	/**
	 * One tablet per believer of a line whose kind the field table marks
	 * `tablet`, its departed's name and address from the fields it marks so:
	 * 普渡's deceased, 超薦's departed receiving the merit; a 往生祈福
	 * registrant is the living person asking the blessing for their departed
	 * family and friends, whose names the form does not ask, so that tablet
	 * carries `kin` instead of a name. Every tablet names the living
	 * registrant (陽上).
	 *
	 * @param array<int, array<string, mixed>> $lines Order lines.
	 * @return array<int, array{kind: string, number: string, departed: string, kin: bool, address: string, living: string, product: string}>
	 */
	public function tablets( array $lines ): array {
		$tablets = array();
		foreach ( $this->entries( $lines ) as $entry ) {
			$kind = $entry['kind'];
			if ( ! BelieverFields::has_tablet( $kind ) ) {
				continue;
			}
			$believer  = $entry['believer'];
			$departed  = BelieverFields::tablet_field( 'departed', $kind );
			$address   = BelieverFields::tablet_field( 'address', $kind );
			$tablets[] = array(
				'kind'     => $kind,
				'number'   => $entry['number'],
				'departed' => null === $departed ? '' : self::text( $believer[ $departed ] ?? '' ),
				'kin'      => null === $departed,
				// 超薦's address is the departed's; 普渡 has the tablet address of its own.
				'address'  => null === $address ? $entry['address'] : self::text( $believer[ $address ] ?? '' ),
				'living'   => $entry['name'],
				'product'  => $entry['product'],
			);
		}
		return $tablets;
	}

	/**
	 * The list the priest reads (疏文名冊): grouped by offering, then by
	 * address, everyone in number order; an offering or an address comes in
	 * the place of its first registrant.
	 *
	 * @param array<int, array<string, mixed>> $lines Order lines.
	 * @return array<int, array{product: string, count: int, addresses: array<int, array{address: string, people: array<int, array{number: string, name: string, birthday: string}>}>}>
	 */
	public function reading_list( array $lines ): array {
		$groups = array();
		foreach ( $this->entries( $lines ) as $entry ) {
			$product = $entry['product'];
			$address = $entry['address'];
			if ( ! isset( $groups[ $product ] ) ) {
				$groups[ $product ] = array(
					'product'   => $product,
					'count'     => 0,
					'addresses' => array(),
				);
			}
			if ( ! isset( $groups[ $product ]['addresses'][ $address ] ) ) {
				$groups[ $product ]['addresses'][ $address ] = array(
					'address' => $address,
					'people'  => array(),
				);
			}
			++$groups[ $product ]['count'];
			$groups[ $product ]['addresses'][ $address ]['people'][] = array(
				'number'   => $entry['number'],
				'name'     => $entry['name'],
				'birthday' => $entry['birthday'],
			);
		}
		$list = array();
		foreach ( $groups as $group ) {
			$group['addresses'] = array_values( $group['addresses'] );
			$list[]             = $group;
		}
		return $list;
	}

	/**
	 * Every believer of the lines with what the sheets print, sorted: those
	 * with a number first, by number (光明燈-0002 before 光明燈-0010), then
	 * the others in order and row order.
	 *
	 * @param array<int, array<string, mixed>> $lines Order lines.
	 * @return array<int, array{kind: string, number: string, name: string, birthday: string, address: string, product: string, believer: array<string, mixed>}>
	 */
	private function entries( array $lines ): array {
		$entries = array();
		$seq     = 0;
		foreach ( $lines as $line ) {
			$kind = is_string( $line['kind'] ?? null ) ? $line['kind'] : '';
			$numbers = is_array( $line['numbers'] ?? null ) ? $line['numbers'] : array();
			foreach ( is_array( $line['believers'] ?? null ) ? $line['believers'] : array() as $index => $believer ) {
				if ( ! is_array( $believer ) ) {
					continue;
				}
				// The line's numbers (LineBelievers, `_believer_numbers`), one per believer in order.
				$believer['number'] = $numbers[ $index ] ?? ( $believer['number'] ?? '' );
				$birthday  = self::text( $believer['birthday'] ?? '' );
				$entries[] = array(
					'kind'     => $kind,
					'number'   => self::text( $believer['number'] ?? '' ),
					'name'     => self::text( $believer['name'] ?? '' ),
					'birthday' => '' !== $birthday && FormKind::shows( $kind, 'birthday' ) ? $this->formatter->lunar_date_label( $birthday ) : '',
					'address'  => self::text( $believer['address'] ?? '' ),
					'product'  => self::text( $line['product'] ?? '' ),
					'believer' => $believer,
					'seq'      => $seq++,
				);
			}
		}
		usort(
			$entries,
			static function ( array $a, array $b ): int {
				$numbered = ( '' === $a['number'] ) <=> ( '' === $b['number'] );
				if ( 0 !== $numbered ) {
					return $numbered;
				}
				$number = strnatcmp( $a['number'], $b['number'] );
				return 0 !== $number ? $number : $a['seq'] <=> $b['seq'];
			}
		);
		return array_map(
			static function ( array $entry ): array {
				unset( $entry['seq'] );
				return $entry;
			},
			$entries
		);
	}

	/**
	 * A stored value as trimmed text ('' for anything that is not text).
	 *
	 * @param mixed $value Stored value.
	 */
	private static function text( mixed $value ): string {
		return is_string( $value ) ? trim( $value ) : '';
	}
}

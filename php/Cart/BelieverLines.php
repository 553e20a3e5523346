<?php
/**
 * Believers as short labelled lines, for carts, checkouts, order pages and emails.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;

/**
 * Pure PHP on top of BelieverFormatter. A believer reads as a heading,
 * `信眾 1：王小明（信士）`, then one labelled part per filled field,
 * `農曆生辰：民國71年 閏04月 12日 子時`, `信眾地址：台南市…`, with the labels
 * the staff screens use, so a worshipper and the temple name each field the
 * same way. Everything returned is plain text: escape it where it is printed.
 *
 * Which row becomes what follows the field types of the table
 * (BelieverFields): a gender is read with the name before it
 * (`王小明（信士）`, the deceased's gender after the deceased's name), the
 * first field with its gender is the heading, and a yes/no (the expiry
 * notice) is no part: it means nothing to the worshipper reading back what
 * will be written.
 */
final class BelieverLines {

	/**
	 * @param BelieverFormatter $formatter Labels and values of one believer.
	 */
	public function __construct( private BelieverFormatter $formatter ) {}

	/**
	 * One [ label, text ] pair per believer: `信眾 1` → `王小明（信士）；農曆生辰：…；信眾地址：…`.
	 * This is the cart's and checkout's `item_data` row. One row a believer
	 * keeps each believer together: the block cart runs all rows of a line
	 * into one paragraph separated by " / ", so separate rows per field would
	 * blur where one believer ends and the next begins.
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
	 * Per believer, its heading and its labelled parts, for pages and emails
	 * that can put each part on a line of its own.
	 *
	 * @param array<int, array<string, mixed>> $believers Sanitized believers.
	 * @param string                           $kind      Form kind.
	 * @return array<int, array{label: string, heading: string, parts: array<int, string>}>
	 *         label `信眾 1`, heading `王小明（信士）`, parts `農曆生辰：…`.
	 */
	public function groups( array $believers, string $kind ): array {
		$groups = array();
		foreach ( array_values( $believers ) as $index => $believer ) {
			$believer = is_array( $believer ) ? $believer : array();
			$groups[] = array(
				'label'   => $this->label( $index ),
				'heading' => $this->heading( $believer, $kind ),
				'parts'   => $this->parts( $believer, $kind ),
			);
		}
		return $groups;
	}

	/**
	 * `Believer 1`, `信眾 1` in zh_TW.
	 *
	 * @param int $index Zero-based row.
	 */
	public function label( int $index ): string {
		/* translators: %d: number of the believer within one cart line, from 1. */
		return sprintf( __( 'Believer %d', 'temple-offerings' ), $index + 1 );
	}

	/**
	 * A believer on one line: heading, then the labelled parts.
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 */
	public function summary( array $believer, string $kind ): string {
		$text = $this->heading( $believer, $kind );
		foreach ( $this->parts( $believer, $kind ) as $part ) {
			/* translators: joins a believer's labelled parts on one line; 1: the text so far, 2: the next part. */
			$text = sprintf( __( '%1$s; %2$s', 'temple-offerings' ), $text, $part );
		}
		return $text;
	}

	/**
	 * The name with the gender label after it: `王小明（信士）`; a kind without
	 * gender (超薦) shows the name alone.
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 */
	public function heading( array $believer, string $kind ): string {
		$entries = $this->entries( $believer, $kind );
		return array() === $entries ? '' : $this->with_gender( $entries[0]['value'], $entries[0]['gender'] );
	}

	/**
	 * The labelled parts after the heading, in form order, empty ones left out.
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 * @return array<int, string> `農曆生辰：民國71年 閏04月 12日 子時`, …
	 */
	public function parts( array $believer, string $kind ): array {
		$parts = array();
		foreach ( array_slice( $this->entries( $believer, $kind ), 1 ) as $entry ) {
			if ( '' === $entry['value'] ) {
				continue;
			}
			/* translators: a labelled part of a believer; 1: label (e.g. Lunar birthday), 2: value. */
			$parts[] = sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $this->formatter->label( $entry['key'], $kind ), $this->with_gender( $entry['value'], $entry['gender'] ) );
		}
		return $parts;
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

	/**
	 * The formatter's rows as what a reader sees: each with the gender that
	 * follows it joined to it, yes/no rows left out.
	 *
	 * @param array<string, mixed> $believer Sanitized believer.
	 * @param string               $kind     Form kind.
	 * @return array<int, array{key: string, value: string, gender: string}>
	 */
	private function entries( array $believer, string $kind ): array {
		$entries = array();
		foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
			$type = BelieverFields::field( $key )['type'] ?? '';
			if ( 'gender' === $type && array() !== $entries ) {
				$entries[ count( $entries ) - 1 ]['gender'] = $value;
			} elseif ( 'boolean' !== $type ) {
				$entries[] = array(
					'key'    => $key,
					'value'  => $value,
					'gender' => '',
				);
			}
		}
		return $entries;
	}

	/**
	 * `王小明（信士）`, or the name alone without a gender.
	 *
	 * @param string $name   Name.
	 * @param string $gender Gender label.
	 */
	private function with_gender( string $name, string $gender ): string {
		if ( '' === $gender ) {
			return $name;
		}
		/* translators: 1: a person's or pet's name, 2: the gender label (e.g. 信士). */
		return sprintf( __( '%1$s (%2$s)', 'temple-offerings' ), $name, $gender );
	}

}

<?php
/**
 * Which receipts a paid order gets, and how a receipt's lines are summed.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\ChineseAmount;

/**
 * Pure PHP, on the order's lines as OrderReceiptLines reads them (whole
 * dollars, each with its receipt type). An order gets one receipt in the
 * payer's name for its lines; a line of an offering set to give personal
 * receipts instead gives each of its believers a receipt (感謝狀) in that
 * believer's name for their share of it. Every receipt splits its lines into
 * donations, which a worshipper may deduct from income tax, and fees, paid
 * for something in return (a lamp, a ritual, a gift), each with its own
 * total, then the total in figures and in 大寫. The receipts of one order add
 * up to what was paid: a line's amount split between its believers gives the
 * odd dollars to the first of them. A receipt of nothing (a free offering) is
 * not issued: a receipt states money received.
 */
final class ReceiptPlan {

	public const DONATION = 'donation';

	public const FEE = 'fee';

	/** The part of the order a receipt covers when it is not one believer's. */
	public const ORDER_PART = 'order';

	/**
	 * A stored or posted receipt type; anything else is a fee, the default.
	 *
	 * @param mixed $type Type as stored.
	 */
	public static function type( mixed $type ): string {
		return self::DONATION === $type ? self::DONATION : self::FEE;
	}

	/**
	 * An amount as WooCommerce stores it, in whole dollars (rounded: NT$
	 * prices have no cents, and a receipt's figures and words must agree).
	 *
	 * @param mixed $amount Stored amount.
	 */
	public static function dollars( mixed $amount ): int {
		return is_numeric( $amount ) ? (int) round( (float) $amount ) : 0;
	}

	/**
	 * The receipts an order gets, in order: the order's own first, then one per
	 * believer of each personal line.
	 *
	 * @param array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}> $lines The order's lines.
	 * @param string $payer The payer's name (the billing name).
	 * @return array<int, array{part: string, payer: string, personal: bool, lines: array<int, array{name: string, quantity: int, amount: int, type: string}>}>
	 */
	public static function drafts( array $lines, string $payer ): array {
		$lines    = self::less_discounts( $lines );
		$order    = array();
		$personal = array();
		foreach ( $lines as $line ) {
			$row       = array(
				'name'     => $line['name'],
				'quantity' => $line['quantity'],
				'amount'   => $line['amount'],
				'type'     => self::type( $line['type'] ),
			);
			$believers = $line['personal'] ? $line['believers'] : array();
			if ( array() === $believers ) {
				$order[] = $row;
				continue;
			}
			// Each believer by their place on the line (a refunded one is not among them): the part keeps its name.
			$places = array_keys( $believers );
			foreach ( self::shares( $line['amount'], count( $believers ) ) as $at => $share ) {
				$index      = $places[ $at ];
				$name       = trim( (string) $believers[ $index ] );
				$personal[] = array(
					'part'     => $line['key'] . ':' . $index,
					'payer'    => '' === $name ? $payer : $name,
					'personal' => true,
					'lines'    => array( array_merge( $row, array( 'quantity' => 1, 'amount' => $share ) ) ),
				);
			}
		}
		$drafts = array();
		if ( array() !== $order ) {
			$drafts[] = array(
				'part'     => self::ORDER_PART,
				'payer'    => $payer,
				'personal' => false,
				'lines'    => $order,
			);
		}
		return array_values( array_filter( array_merge( $drafts, $personal ), static fn( array $draft ): bool => self::sections( $draft['lines'] )['total'] > 0 ) );
	}

	/**
	 * The lines less an amount refunded on no line in particular, taken from
	 * the lines that are no believer's own (personal lines are not), the
	 * donations first and the last line first: a receipt never states a
	 * gift larger than what the temple kept. A line the refund empties is
	 * left off; what the lines cannot hold is left out.
	 *
	 * @param array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}> $lines  The order's lines.
	 * @param int                                                                                                                       $refund Whole dollars refunded on no line.
	 * @return array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}>
	 */
	public static function less_refund( array $lines, int $refund ): array {
		return self::take_off( $lines, $refund, array( self::DONATION, self::FEE ) );
	}

	/**
	 * The lines with their discounts taken off: a line of a negative amount
	 * (a fee staff add as a discount, "−100") is no line of its own on a
	 * receipt, which would print donations larger than what was given and a
	 * negative fee. It comes off the fees, what the temple charges for
	 * something in return and what a discount lowers, the last line first,
	 * and what the fees cannot hold off the donations: an order of donations
	 * only states the donations it kept. The receipt's total stays what was
	 * paid; a believer's own line is never touched.
	 *
	 * @param array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}> $lines The order's lines.
	 * @return array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}>
	 */
	public static function less_discounts( array $lines ): array {
		$discount = 0;
		foreach ( $lines as $at => $line ) {
			if ( $line['amount'] < 0 ) {
				$discount -= $line['amount'];
				unset( $lines[ $at ] );
			}
		}
		return self::take_off( array_values( $lines ), $discount, array( self::FEE, self::DONATION ) );
	}

	/**
	 * Takes an amount off the lines that are no believer's own, by type in
	 * the order given and the last line first; a line emptied is left off.
	 *
	 * @param array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}> $lines  The lines.
	 * @param int                                                                                                                       $amount Whole dollars.
	 * @param string[]                                                                                                                  $types  Which type first.
	 * @return array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}>
	 */
	private static function take_off( array $lines, int $amount, array $types ): array {
		$emptied = array();
		foreach ( $types as $type ) {
			for ( $at = count( $lines ) - 1; $at >= 0 && $amount > 0; $at-- ) {
				// A discount (a negative fee) holds nothing to take.
				if ( $lines[ $at ]['amount'] > 0 && self::type( $lines[ $at ]['type'] ) === $type && ! ( $lines[ $at ]['personal'] && array() !== $lines[ $at ]['believers'] ) ) {
					$taken                   = min( $amount, $lines[ $at ]['amount'] );
					$lines[ $at ]['amount'] -= $taken;
					$amount                 -= $taken;
					$emptied[ $at ]          = 0 === $lines[ $at ]['amount'];
				}
			}
		}
		return array_values( array_diff_key( $lines, array_filter( $emptied ) ) );
	}

	/**
	 * An amount in whole shares, the odd dollars one each to the first shares.
	 *
	 * @param int $amount Whole dollars.
	 * @param int $count  Shares.
	 * @return int[]
	 */
	public static function shares( int $amount, int $count ): array {
		if ( $count < 1 ) {
			return array();
		}
		$each = intdiv( $amount, $count );
		$odd  = $amount - $each * $count;
		$list = array();
		for ( $index = 0; $index < $count; $index++ ) {
			$list[] = $each + ( $index < $odd ? 1 : 0 );
		}
		return $list;
	}

	/**
	 * What a thank-you certificate (感謝狀) thanks for: the receipt's
	 * donations when it has any (a lamp paid for with them is a fee, not a
	 * gift), else everything on it (a personal receipt of a fee); with their
	 * total in 大寫.
	 *
	 * @param array<int, array{name: string, quantity: int, amount: int, type: string}> $lines The receipt's lines.
	 * @return array{names: string[], total: int, words: string}
	 */
	public static function certificate( array $lines ): array {
		$sections = self::sections( $lines );
		$gift     = $sections['donations']['total'] > 0 ? $sections['donations']['lines'] : $lines;
		$total    = $sections['donations']['total'] > 0 ? $sections['donations']['total'] : $sections['total'];
		return array(
			'names' => array_values( array_unique( array_column( $gift, 'name' ) ) ),
			'total' => $total,
			'words' => $total === $sections['total'] ? $sections['words'] : self::sections( $gift )['words'],
		);
	}

	/**
	 * A receipt's lines as it prints them: donations, then fees, each with its
	 * total; the total in figures and in 大寫 ('' when it is no amount words
	 * can state, which an issued receipt never has).
	 *
	 * @param array<int, array{name: string, quantity: int, amount: int, type: string}> $lines The receipt's lines.
	 * @return array{donations: array{lines: array<int, array{name: string, quantity: int, amount: int, type: string}>, total: int}, fees: array{lines: array<int, array{name: string, quantity: int, amount: int, type: string}>, total: int}, total: int, words: string}
	 */
	public static function sections( array $lines ): array {
		$sections = array(
			'donations' => array(
				'lines' => array(),
				'total' => 0,
			),
			'fees'      => array(
				'lines' => array(),
				'total' => 0,
			),
		);
		foreach ( $lines as $line ) {
			$section                         = self::DONATION === $line['type'] ? 'donations' : 'fees';
			$sections[ $section ]['lines'][] = $line;
			$sections[ $section ]['total']  += $line['amount'];
		}
		$total = $sections['donations']['total'] + $sections['fees']['total'];
		try {
			$words = ChineseAmount::words( $total );
		} catch ( \InvalidArgumentException $exception ) {
			$words = '';
		}
		return array_merge(
			$sections,
			array(
				'total' => $total,
				'words' => $words,
			)
		);
	}
}

<?php
/**
 * What staff asked the receipts list for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. Read from a request (the list's GET form, an export's link):
 * only the known keys, each checked, anything else dropped rather than
 * trusted, so a forged filter can only ask for one of the lists the form
 * offers. Turned into the WHERE clause of the receipts table
 * (ReceiptTable) with placeholders only, and back into query arguments for
 * the list's links.
 *
 * - year: the calendar year a receipt was issued in (民國 115 is 2026);
 * - type: receipts holding donations, or holding fees ('' for both);
 * - channel: the order's channel (web, counter, phone), `none` for orders
 *   with none known; '' for any;
 * - handler: the 經手人 exactly as the receipt names them; '' for any;
 * - status: issued (live) or void; '' for both.
 */
final class ReceiptFilter {

	public const TYPES = array( ReceiptPlan::DONATION, ReceiptPlan::FEE );

	public const STATUSES = array( ReceiptRecord::ISSUED, ReceiptRecord::VOID );

	/** The channel of orders with none known. */
	public const NO_CHANNEL = 'none';

	/** The years a receipt can be issued in (民國 1 onwards; far enough ahead for any temple). */
	public const FIRST_YEAR = 1912;
	public const LAST_YEAR  = 2200;

	/** The longest 經手人 a receipt keeps. */
	private const HANDLER_MAX = 200;

	/**
	 * @param int    $year    Calendar year of issue.
	 * @param string $type    '', donation or fee.
	 * @param string $channel '', a channel, or NO_CHANNEL.
	 * @param string $handler '' or a 經手人.
	 * @param string $status  '', issued or void.
	 */
	public function __construct(
		public readonly int $year,
		public readonly string $type = '',
		public readonly string $channel = '',
		public readonly string $handler = '',
		public readonly string $status = ''
	) {}

	/**
	 * The filter a request asks for.
	 *
	 * @param array<string, mixed> $input    Request parameters (unslashed).
	 * @param string[]             $channels The channels orders can have.
	 * @param int                  $current  The year when none (or none valid) is asked for.
	 */
	public static function from_request( array $input, array $channels, int $current ): self {
		$text    = static fn( string $key ): string => is_string( $input[ $key ] ?? null ) ? $input[ $key ] : '';
		$year    = 1 === preg_match( '/^\d{4}\z/', $text( 'year' ) ) ? (int) $text( 'year' ) : 0;
		$channel = $text( 'channel' );
		return new self(
			$year >= self::FIRST_YEAR && $year <= self::LAST_YEAR ? $year : $current,
			in_array( $text( 'type' ), self::TYPES, true ) ? $text( 'type' ) : '',
			in_array( $channel, $channels, true ) || self::NO_CHANNEL === $channel ? $channel : '',
			ReceiptRecord::clean_text( $text( 'handler' ), self::HANDLER_MAX ),
			in_array( $text( 'status' ), self::STATUSES, true ) ? $text( 'status' ) : ''
		);
	}

	/**
	 * The filter as query arguments (only what is set besides the year).
	 *
	 * @return array<string, string>
	 */
	public function to_query(): array {
		return array_filter(
			array(
				'year'    => (string) $this->year,
				'type'    => $this->type,
				'channel' => $this->channel,
				'handler' => $this->handler,
				'status'  => $this->status,
			),
			static fn( string $value ): bool => '' !== $value
		);
	}

	/**
	 * The WHERE clause on the receipts table, with its placeholders' values.
	 * Column names are this class's own; every value is a placeholder.
	 *
	 * @return array{0: string, 1: array<int, int|string>}
	 */
	public function where(): array {
		$clauses = array( 'year = %d' );
		$args    = array( $this->year );
		if ( ReceiptPlan::DONATION === $this->type ) {
			$clauses[] = 'donations > 0';
		} elseif ( ReceiptPlan::FEE === $this->type ) {
			$clauses[] = 'fees > 0';
		}
		if ( '' !== $this->channel ) {
			$clauses[] = 'channel = %s';
			$args[]    = self::NO_CHANNEL === $this->channel ? '' : $this->channel;
		}
		if ( '' !== $this->handler ) {
			$clauses[] = 'handler = %s';
			$args[]    = $this->handler;
		}
		if ( '' !== $this->status ) {
			$clauses[] = 'status = %s';
			$args[]    = $this->status;
		}
		return array( implode( ' AND ', $clauses ), $args );
	}
}

<?php
/**
 * Issues, voids and reissues an order's receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\ReceiptNumber;
use TempleOfferings\Support\DatabaseTransaction;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\NumberCounter;
use TempleOfferings\Support\NumberRange;

/**
 * When WooCommerce counts an order as paid (`woocommerce_payment_complete`,
 * and the change from an unpaid status to processing or completed, which is
 * how staff mark a bank transfer or cash at the temple paid), an order with
 * no live receipt gets its receipts (ReceiptPlan): numbered from the year's
 * counter, stored on the order, logged, and noted on the order.
 *
 * Once, on every node: a payment fires several of those hooks, and two nodes
 * can mark one order paid at once. Every change of an order's receipts holds
 * the order's MySQL named lock and reads the receipts from the order meta
 * table under it (ReceiptStore::fresh()). Gap-free: the numbers are taken and
 * the receipts stored in one database transaction, so a request that dies
 * half-way takes back its numbers with it, and the counter's row stays locked
 * until the receipts are kept, so the next order's numbers follow on.
 *
 * Voiding keeps the receipt and its number, marked void, with the reason and
 * who voided it; a reissue is a new receipt, made from the order as it is
 * now (a corrected name, a changed type), naming the one it replaces.
 */
final class ReceiptIssuer {

	/** Seconds to wait for another request changing the same order's receipts. */
	private const LOCK_WAIT = 10;

	/**
	 * @param NumberCounter     $counter  The atomic counters.
	 * @param OrderReceiptLines $lines    The order's lines as receipts read them.
	 * @param ReceiptStore      $store    Where the order keeps its receipts.
	 * @param ReceiptSettings   $settings The temple's details and year style.
	 * @param DonorId           $ids      The payer's ID number, when they asked for it.
	 */
	public function __construct(
		private NumberCounter $counter,
		private OrderReceiptLines $lines,
		private ReceiptStore $store,
		private ReceiptSettings $settings,
		private DonorId $ids
	) {}

	/**
	 * Hooked on `woocommerce_payment_complete` (order id, transaction id) and
	 * `woocommerce_order_status_processing` / `_completed` (order id, the
	 * order, the transition). A change between two paid statuses issues
	 * nothing: the order was paid, and if staff voided its receipt they said
	 * what should follow. The status hooks' order is the object WooCommerce's
	 * e-mails of the same change are about to read, so the receipts are
	 * stored on it, and the worshipper's e-mail links them.
	 *
	 * @param mixed $order_id   Order id.
	 * @param mixed $subject    The order, or a transaction id.
	 * @param mixed $transition The status change: `from`, `to`.
	 */
	public function on_paid( mixed $order_id, mixed $subject = null, mixed $transition = null ): void {
		$from = is_array( $transition ) && is_string( $transition['from'] ?? null ) ? $transition['from'] : '';
		if ( '' !== $from && in_array( $from, wc_get_is_paid_statuses(), true ) ) {
			return;
		}
		$order = $subject instanceof \WC_Order && $subject->get_id() === (int) $order_id ? $subject : wc_get_order( (int) $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		try {
			$this->issue_missing( $order );
		} catch ( \Throwable $error ) {
			// The payment stands and WooCommerce's own hooks (the e-mails) go on; staff issue the receipt from the order screen.
			wc_get_logger()->error( 'Receipts of order ' . $order->get_id() . ' were not issued: ' . $error->getMessage(), array( 'source' => 'temple-offerings' ) );
			$order->add_order_note( __( 'The receipts could not be issued. Issue them from the Receipts box.', 'temple-offerings' ) );
		}
	}

	/**
	 * Issues the order's receipts when it is paid and has no live receipt.
	 *
	 * @param \WC_Order $order The order.
	 * @return string[] The numbers issued (none when it needed none, or the lock did not come).
	 */
	public function issue_missing( \WC_Order $order ): array {
		if ( ! self::receiptable( $order ) ) {
			return array();
		}
		[ $came, $issued ] = $this->locked(
			$order,
			function () use ( $order ): array {
				$records = $this->store->fresh( $order );
				if ( ! $order->is_paid() || array() !== ReceiptRecord::live( $records ) ) {
					return array();
				}
				$drafts = ReceiptPlan::drafts( $this->lines->of( $order ), OrderReceiptLines::payer( $order ) );
				return array() === $drafts ? array() : $this->issue( $order, $records, $drafts, '' );
			}
		);
		if ( ! $came ) {
			// Another request held the order's receipts longer than the wait: it may have issued them, or died; staff look.
			wc_get_logger()->warning( 'Receipts of order ' . $order->get_id() . ' were not issued: the receipts lock did not come within ' . self::LOCK_WAIT . ' seconds.', array( 'source' => 'temple-offerings' ) );
			$order->add_order_note( __( 'The receipts were not issued: another change to this order’s receipts was under way for too long. If the order has no receipt, issue them from the Receipts box.', 'temple-offerings' ) );
		}
		return is_array( $issued ) ? $issued : array();
	}

	/**
	 * Whether a paid order may be receipted: it must be paid, and for more
	 * than nothing (a free order has no receipt).
	 *
	 * @param \WC_Order $order The order.
	 */
	public static function receiptable( \WC_Order $order ): bool {
		return $order->is_paid() && (float) $order->get_total() > 0;
	}

	/**
	 * Voids a live receipt, and optionally reissues it at once.
	 *
	 * @param \WC_Order $order   The order.
	 * @param string    $number  The receipt's number.
	 * @param string    $reason  Why (required).
	 * @param bool      $reissue Also issue its replacement.
	 * @return string '' when done; else why not: `busy`, `not_found`, `not_live`, `no_reason`, `refunded` (a reissue of what was refunded: nothing done).
	 */
	public function void( \WC_Order $order, string $number, string $reason, bool $reissue ): string {
		$reason = ReceiptRecord::clean_text( $reason, ReceiptRecord::REASON_MAX );
		if ( '' === $reason ) {
			return 'no_reason';
		}
		[ $came, $result ] = $this->locked(
			$order,
			function () use ( $order, $number, $reason, $reissue ): string {
				$records = $this->store->fresh( $order );
				$index   = ReceiptRecord::find( $records, $number );
				if ( null === $index ) {
					return 'not_found';
				}
				if ( ReceiptRecord::VOID === $records[ $index ]['status'] ) {
					return 'not_live';
				}
				$draft = $reissue ? $this->replacement( $order, $records[ $index ] ) : null;
				if ( $reissue && null === $draft ) {
					return 'refunded';
				}
				[ $by_id, $by ]    = self::staff();
				$records[ $index ] = ReceiptRecord::void( $records[ $index ], self::now(), $by_id, $by, $reason );
				// The receipt and its row in the receipts table change together.
				DatabaseTransaction::run( fn() => $this->store->save( $order, $records, array( ReceiptLog::entry( self::now(), $by_id, $by, ReceiptLog::VOIDED, $number, $reason ) ) ) );
				/* translators: 1: staff member's name, 2: receipt number, 3: the reason given. */
				$order->add_order_note( sprintf( __( '%1$s voided receipt %2$s: %3$s', 'temple-offerings' ), $by, $number, $reason ), 0, true );
				if ( null !== $draft ) {
					$this->issue( $order, $records, array( $draft ), $number, $index );
				}
				return '';
			}
		);
		return $came ? (string) $result : 'busy';
	}

	/**
	 * Whether a receipt of the order, reissued now, would be a receipt of
	 * something: the order as it is now (after a refund) still gives its
	 * part an amount.
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $number The receipt's number.
	 */
	public function reissuable( \WC_Order $order, string $number ): bool {
		$records = $this->store->fresh( $order );
		$index   = ReceiptRecord::find( $records, $number );
		return null !== $index && null !== $this->replacement( $order, $records[ $index ] );
	}

	/**
	 * What a receipt reissued now states: its part of the order as the order
	 * is now; for a part the order no longer has as such (the offering's
	 * receipts changed since) the old receipt's content, unless the order
	 * was refunded, when the part is gone because its money went back and a
	 * reissue would state a gift the temple returned: null, nothing to reissue.
	 *
	 * @param \WC_Order            $order The order.
	 * @param array<string, mixed> $old   The receipt to reissue.
	 * @return array<string, mixed>|null A draft for ReceiptPlan's receipts, or null.
	 */
	public function replacement( \WC_Order $order, array $old ): ?array {
		foreach ( ReceiptPlan::drafts( $this->lines->of( $order ), OrderReceiptLines::payer( $order ) ) as $draft ) {
			if ( $draft['part'] === $old['part'] ) {
				return $draft;
			}
		}
		if ( (float) $order->get_total_refunded() > 0 ) {
			return null;
		}
		return array(
			'part'     => $old['part'],
			'payer'    => $old['payer'],
			'personal' => $old['personal'],
			'lines'    => $old['lines'],
		);
	}

	/**
	 * Reissues a voided receipt that has no replacement yet.
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $number The voided receipt's number.
	 * @return string '' when done; else why not: `busy`, `not_found`, `not_void`, `replaced`, `refunded`.
	 */
	public function reissue( \WC_Order $order, string $number ): string {
		[ $came, $result ] = $this->locked(
			$order,
			function () use ( $order, $number ): string {
				$records = $this->store->fresh( $order );
				$index   = ReceiptRecord::find( $records, $number );
				if ( null === $index ) {
					return 'not_found';
				}
				if ( ReceiptRecord::VOID !== $records[ $index ]['status'] ) {
					return 'not_void';
				}
				if ( '' !== $records[ $index ]['replaced_by'] ) {
					return 'replaced';
				}
				$draft = $this->replacement( $order, $records[ $index ] );
				if ( null === $draft ) {
					return 'refunded';
				}
				$this->issue( $order, $records, array( $draft ), $records[ $index ]['number'], $index );
				return '';
			}
		);
		return $came ? (string) $result : 'busy';
	}

	/**
	 * Numbers and stores new receipts, in one transaction; logs and notes them.
	 *
	 * @param \WC_Order                        $order    The order.
	 * @param array<int, array<string, mixed>> $records  The order's receipts so far.
	 * @param array<int, array<string, mixed>> $drafts   What to issue (ReceiptPlan::drafts()).
	 * @param string                           $replaces The number a reissue replaces, '' for none.
	 * @param int|null                         $replaced The replaced receipt's position.
	 * @return string[] The new numbers.
	 */
	private function issue( \WC_Order $order, array $records, array $drafts, string $replaces, ?int $replaced = null ): array {
		$now   = current_datetime();
		$year  = (int) $now->format( 'Y' );
		$style = $this->settings->year_style();
		/**
		 * Filters the series of an order's receipts: a few letters written
		 * before the year that give them a sequence of their own (e.g. `C`
		 * for receipts issued at the counter: C115-000001). Default '': the
		 * temple's one sequence a year.
		 *
		 * @param string    $series Letters and digits, at most four (others dropped).
		 * @param \WC_Order $order  The order.
		 */
		$series = ReceiptNumber::clean_series( (string) apply_filters( 'temple_offerings_receipt_series', '', $order ) );
		[ $by_id, $by ] = self::staff();
		$context = array(
			'payment'    => wp_strip_all_tags( $order->get_payment_method_title() ),
			/**
			 * Filters the 經手人 a receipt names: 網路 for an order the
			 * worshipper placed online, else the staff member marking it paid.
			 *
			 * @param string    $handler The name.
			 * @param \WC_Order $order   The order.
			 */
			'handler'    => (string) apply_filters( 'temple_offerings_receipt_handler', ReceiptPeople::handler( $order->get_created_via(), $by ), $order ),
			'issuer'     => $this->settings->issuer(),
			'year_style' => $style,
			'replaces'   => $replaces,
		);
		$format  = static fn( int $serial ): string => ReceiptNumber::format( $year, $serial, $style, $series );
		// A receipt in the payer's name carries their ID number when they asked for it; one in a believer's name never does.
		$payer_id = $this->ids->for_receipt( $order );
		$serials = DatabaseTransaction::run(
			function () use ( $order, $records, $drafts, $replaced, $now, $year, $series, $context, $format, $by_id, $by, $payer_id ): array {
				$entries = array();
				$serials = $this->counter->reserve( ReceiptNumber::sequence( $year, $series ), 1, count( $drafts ) );
				foreach ( $drafts as $at => $draft ) {
					$number    = $format( $serials[ $at ] );
					$records[] = ReceiptRecord::issue(
						$draft,
						array(
							'number'   => $number,
							'sequence' => ReceiptNumber::sequence( $year, $series ),
							'serial'   => $serials[ $at ],
							'issued'   => $now->format( 'Y-m-d H:i:s' ),
						),
						$context + array( 'payer_id' => $draft['personal'] ? '' : $payer_id )
					);
					$entries[] = ReceiptLog::entry( $now->format( 'Y-m-d H:i:s' ), $by_id, $by, '' === $context['replaces'] ? ReceiptLog::ISSUED : ReceiptLog::REISSUED, $number, $context['replaces'] );
				}
				if ( null !== $replaced ) {
					$records[ $replaced ] = ReceiptRecord::replaced( $records[ $replaced ], $format( $serials[0] ) );
				}
				$this->store->save( $order, $records, $entries );
				return $serials;
			}
		);
		$numbers = NumberRange::describe( $format, $serials );
		$order->add_order_note(
			'' === $replaces
				/* translators: %s: receipt numbers, e.g. 115-000123 – 115-000125. */
				? sprintf( __( 'Receipts issued: %s', 'temple-offerings' ), $numbers )
				/* translators: 1: the new receipt's number, 2: the voided one it replaces. */
				: sprintf( __( 'Receipt %1$s issued in place of voided receipt %2$s.', 'temple-offerings' ), $numbers, $replaces ),
			0,
			$by_id > 0
		);
		return array_map( $format, $serials );
	}

	/**
	 * Changes the order's receipts in place (nothing but what $change does:
	 * the ID number erased), under the order's lock and in a transaction
	 * with their rows of the receipts table.
	 *
	 * @param \WC_Order $order  The order.
	 * @param callable  $change fn( array $receipt ): array, each receipt as it is to be kept.
	 * @return bool Whether the lock came and the change was made.
	 */
	public function rewrite( \WC_Order $order, callable $change ): bool {
		[ $came ] = $this->locked(
			$order,
			function () use ( $order, $change ): void {
				$records = array_map( $change, $this->store->fresh( $order ) );
				DatabaseTransaction::run( fn() => $this->store->save( $order, $records, array() ) );
			}
		);
		return (bool) $came;
	}

	/**
	 * Runs $work holding the order's receipts lock.
	 *
	 * @param \WC_Order $order The order.
	 * @param callable  $work  fn(): mixed.
	 * @return array{0: bool, 1: mixed} Whether the lock came, and what $work returned.
	 */
	private function locked( \WC_Order $order, callable $work ): array {
		return ( new NamedLock( 'receipts', self::LOCK_WAIT ) )->run( $order->get_id(), $work );
	}

	/**
	 * The signed-in staff member making the change: id and name; 0 and ''
	 * for the shop itself (a gateway's payment, a customer's checkout).
	 *
	 * @return array{0: int, 1: string}
	 */
	private static function staff(): array {
		$user = wp_get_current_user();
		return $user->exists() && current_user_can( 'edit_shop_orders' ) ? array( (int) $user->ID, (string) $user->display_name ) : array( 0, '' );
	}

	/**
	 * The site's time now, as receipts and the log keep it.
	 */
	private static function now(): string {
		return current_datetime()->format( 'Y-m-d H:i:s' );
	}
}

<?php
/**
 * Receipts and the donor's ID number in WordPress's personal-data tools.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * WooCommerce's own exporters and erasers walk a customer's account and
 * orders (Tools → Export / Erase Personal Data); these hooks add the
 * receipts' part:
 *
 * - the account's export gets its ID number for receipts; each order's
 *   export gets its receipts (number, date, name, sums, status) and the ID
 *   number they were issued with;
 * - the account's erasure removes its ID number (a convenience copy, no
 *   record of anything);
 * - an order's erasure (an erasure request when the shop lets it remove
 *   order data, or WooCommerce's own retention of old orders) removes the ID
 *   number from the order and its receipts once the temple's retention of
 *   receipts allows (DonorIdRetention): the receipts are the temple's
 *   accounting records, kept with their names and sums, and the ID number on
 *   them for as many whole years after their year as the setting says.
 *   Until then the order is marked and noted, and a daily action erases it
 *   when the time comes.
 */
final class ReceiptPrivacy {

	/** Orders the daily action erases at most (the next day takes the rest). */
	private const DUE_BATCH = 100;

	private const GROUP = 'temple-offerings';

	/**
	 * @param DonorId         $ids      The ID numbers.
	 * @param ReceiptStore    $store    Where the order keeps its receipts.
	 * @param ReceiptIssuer   $issuer   Changes an order's receipts under its lock.
	 * @param ReceiptSettings $settings The years the temple keeps receipts.
	 */
	public function __construct( private DonorId $ids, private ReceiptStore $store, private ReceiptIssuer $issuer, private ReceiptSettings $settings ) {}

	/**
	 * Filter `woocommerce_privacy_export_customer_personal_data`.
	 *
	 * @param mixed $data     Name/value rows.
	 * @param mixed $customer The customer (WC_Customer).
	 * @return mixed
	 */
	public function export_customer( mixed $data, mixed $customer = null ): mixed {
		if ( ! is_array( $data ) || ! $customer instanceof \WC_Customer ) {
			return $data;
		}
		$id = $this->ids->of_user( $customer->get_id() );
		if ( '' !== $id ) {
			$data[] = array(
				'name'  => __( 'ID number for receipts', 'temple-offerings' ),
				'value' => $id,
			);
		}
		return $data;
	}

	/**
	 * Filter `woocommerce_privacy_export_order_personal_data`: the order's
	 * receipts, one row each, and the ID number they hold.
	 *
	 * @param mixed $data  Name/value rows.
	 * @param mixed $order The order.
	 * @return mixed
	 */
	public function export_order( mixed $data, mixed $order = null ): mixed {
		if ( ! is_array( $data ) || ! $order instanceof \WC_Order ) {
			return $data;
		}
		$ids = array();
		foreach ( $this->store->records( $order ) as $receipt ) {
			$data[] = array(
				/* translators: %s: receipt number. */
				'name'  => sprintf( __( 'Receipt %s', 'temple-offerings' ), $receipt['number'] ),
				'value' => self::describe( $receipt ),
			);
			$ids[] = (string) ( $receipt['payer_id'] ?? '' );
		}
		foreach ( array_unique( array_filter( array_merge( $ids, array( $this->ids->of_order( $order ) ) ) ) ) as $id ) {
			$data[] = array(
				'name'  => __( 'ID number on receipts', 'temple-offerings' ),
				'value' => $id,
			);
		}
		return $data;
	}

	/**
	 * Filter `woocommerce_privacy_erase_personal_data_customer`: the
	 * account's ID number goes.
	 *
	 * @param mixed $response The eraser's answer.
	 * @param mixed $customer The customer (WC_Customer).
	 * @return mixed
	 */
	public function erase_customer( mixed $response, mixed $customer = null ): mixed {
		if ( ! is_array( $response ) || ! $customer instanceof \WC_Customer || '' === $this->ids->of_user( $customer->get_id() ) ) {
			return $response;
		}
		$this->ids->set_user( $customer->get_id(), '' );
		$response['items_removed'] = true;
		$response['messages'][]    = __( 'Removed the account’s ID number for receipts.', 'temple-offerings' );
		return $response;
	}

	/**
	 * Action `woocommerce_privacy_remove_order_personal_data`: the order's ID
	 * number goes now if the retention allows, else when it does.
	 *
	 * @param mixed $order The order being erased.
	 */
	public function erase_order( mixed $order ): void {
		if ( ! $order instanceof \WC_Order || ! $this->holds_id( $order ) ) {
			return;
		}
		$until = DonorIdRetention::kept_until( $this->store->records( $order ), $this->settings->id_years(), (int) current_datetime()->format( 'Y' ) );
		if ( null === $until ) {
			$this->erase_now( $order );
			return;
		}
		$order->update_meta_data( DonorIdRetention::PENDING, (string) $until );
		$order->save_meta_data();
		/* translators: %d: the year until whose end the ID number is kept. */
		$order->add_order_note( sprintf( __( 'The ID number on this order’s receipts is kept, as the temple keeps its receipts, until the end of %d; it is erased then.', 'temple-offerings' ), $until ) );
	}

	/**
	 * Removes the ID number from the order and from every receipt of it,
	 * leaving everything else of the receipts as it was.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function erase_now( \WC_Order $order ): void {
		$this->ids->set_order( $order, '' );
		$order->delete_meta_data( DonorIdRetention::PENDING );
		$order->save_meta_data();
		if ( ! $this->issuer->rewrite( $order, static fn( array $receipt ): array => array_merge( $receipt, array( 'payer_id' => '' ) ) ) ) {
			// Another change held the receipts: the next daily run erases them.
			$order->update_meta_data( DonorIdRetention::PENDING, (string) ( (int) current_datetime()->format( 'Y' ) - 1 ) );
			$order->save_meta_data();
			return;
		}
		$order->add_order_note( __( 'The ID number on this order’s receipts was erased.', 'temple-offerings' ) );
	}

	/**
	 * Hooked on `admin_init`: the daily action, scheduled once.
	 */
	public function schedule(): void {
		if ( function_exists( 'as_has_scheduled_action' ) && function_exists( 'as_schedule_recurring_action' ) && ! as_has_scheduled_action( DonorIdRetention::HOOK, null, self::GROUP ) ) {
			as_schedule_recurring_action( time() + HOUR_IN_SECONDS, DAY_IN_SECONDS, DonorIdRetention::HOOK, array(), self::GROUP, true );
		}
	}

	/**
	 * The daily action: erases the ID numbers whose kept years are over.
	 */
	public function erase_due(): void {
		$ids = wc_get_orders(
			array(
				'type'       => 'shop_order',
				'status'     => array_keys( wc_get_order_statuses() ),
				'limit'      => self::DUE_BATCH,
				'return'     => 'ids',
				'meta_query' => array(
					array(
						'key'     => DonorIdRetention::PENDING,
						'value'   => (int) current_datetime()->format( 'Y' ),
						'compare' => '<',
						'type'    => 'NUMERIC',
					),
				),
			)
		);
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$order = wc_get_order( $id );
			if ( $order instanceof \WC_Order ) {
				$this->erase_now( $order );
			}
		}
	}

	/**
	 * Whether the order or any of its receipts holds an ID number.
	 *
	 * @param \WC_Order $order The order.
	 */
	private function holds_id( \WC_Order $order ): bool {
		if ( '' !== $this->ids->of_order( $order ) ) {
			return true;
		}
		foreach ( $this->store->records( $order ) as $receipt ) {
			if ( '' !== ( $receipt['payer_id'] ?? '' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A receipt in a line of the export: its date, name, sums and status.
	 *
	 * @param array<string, mixed> $receipt The receipt.
	 */
	private static function describe( array $receipt ): string {
		$status = ReceiptRecord::VOID === $receipt['status'] ? __( 'Voided', 'temple-offerings' ) : __( 'Issued', 'temple-offerings' );
		/* translators: a receipt in the personal-data export, 1: date issued, 2: the name on it, 3: total, 4: donations, 5: fees (NT$ figures), 6: issued or voided. */
		return sprintf( __( '%1$s, %2$s: NT$%3$s (donations NT$%4$s, fees NT$%5$s), %6$s', 'temple-offerings' ), (string) $receipt['issued'], (string) $receipt['payer'], number_format_i18n( (int) $receipt['total'] ), number_format_i18n( (int) $receipt['donations'] ), number_format_i18n( (int) $receipt['fees'] ), $status );
	}
}

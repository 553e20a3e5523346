<?php
/**
 * Shop-side helpers for e2e/payment-deadline.spec.ts. WordPress is loaded as
 * the site itself (no TEMPLE_SHOP_SETUP): a PHP notice of the deadline's
 * code, which runs here, lands in the shop's debug.log, where the e2e
 * teardown finds it.
 *
 *   php e2e/php/payment-deadline.php <wordpress-dir> state <order id>
 *       { status, pay_by, reminded, expired, label, actions: [ { hook, status, due } ] }
 *   php e2e/php/payment-deadline.php <wordpress-dir> remind <order id>
 *       moves the order's pending reminder to a minute ago and runs Action
 *       Scheduler's queue the way WP-Cron does; prints the state
 *   php e2e/php/payment-deadline.php <wordpress-dir> expire <order id>
 *       as if the deadline had passed: the stored deadline and its pending
 *       action a minute ago, then the queue run; prints the state
 *   php e2e/php/payment-deadline.php <wordpress-dir> replay <order id>
 *       queues the deadline's action again, due now, and runs the queue (a
 *       second runner, or an action left over); prints the state
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

use TempleOfferings\Deadline\DeadlineScheduler;
use TempleOfferings\Deadline\PaymentDeadlines;

[ , $pd_wp_dir, $pd_command, $pd_arg ] = $argv + array( '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $pd_wp_dir . '/wp-load.php';

/**
 * The order's deadline actions, whatever their status.
 *
 * @param int $order_id Order id.
 * @return array<int, array<string, mixed>>
 */
function temple_e2e_deadline_actions( int $order_id ): array {
	$store = ActionScheduler::store();
	$found = array();
	foreach ( array( DeadlineScheduler::DUE_HOOK, DeadlineScheduler::REMINDER_HOOK ) as $hook ) {
		$ids = $store->query_actions(
			array(
				'hook'     => $hook,
				'args'     => array( 'order_id' => $order_id ),
				'group'    => DeadlineScheduler::GROUP,
				'status'   => '',
				'per_page' => 100,
				'orderby'  => 'action_id',
				'order'    => 'ASC',
			)
		);
		foreach ( $ids as $id ) {
			$found[] = array(
				'id'     => (int) $id,
				'hook'   => 'temple_offerings_payment_due' === $hook ? 'due' : 'reminder',
				'status' => $store->get_status( (string) $id ),
				'due'    => $store->get_date( (string) $id )->getTimestamp(),
			);
		}
	}
	return $found;
}

/**
 * Moves a pending action to a minute ago (Action Scheduler has no API for
 * it: its claim reads these two columns).
 *
 * @param int $action_id The action.
 */
function temple_e2e_deadline_due_now( int $action_id ): void {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->actionscheduler_actions} SET scheduled_date_gmt = %s, scheduled_date_local = %s WHERE action_id = %d", gmdate( 'Y-m-d H:i:s', time() - 60 ), wp_date( 'Y-m-d H:i:s', time() - 60 ), $action_id ) );
}

/**
 * What the spec reads of the order.
 *
 * @param int $order_id Order id.
 * @return array<string, mixed>
 */
function temple_e2e_deadline_state( int $order_id ): array {
	$order = wc_get_order( $order_id );
	return array(
		'status'   => $order instanceof WC_Order ? $order->get_status() : '',
		'pay_by'   => $order instanceof WC_Order ? (string) $order->get_meta( PaymentDeadlines::PAY_BY_KEY, true ) : '',
		'reminded' => $order instanceof WC_Order ? (string) $order->get_meta( PaymentDeadlines::REMINDED_KEY, true ) : '',
		'expired'  => $order instanceof WC_Order ? (string) $order->get_meta( PaymentDeadlines::EXPIRED_KEY, true ) : '',
		// The deadline as the shop writes it, for the pages and e-mails to be checked against.
		'label'    => $order instanceof WC_Order && '' !== (string) $order->get_meta( PaymentDeadlines::PAY_BY_KEY, true ) ? PaymentDeadlines::label( (int) $order->get_meta( PaymentDeadlines::PAY_BY_KEY, true ) ) : '',
		'actions'  => temple_e2e_deadline_actions( $order_id ),
	);
}

$pd_order = (int) $pd_arg;
switch ( $pd_command ) {
	case 'state':
		break;
	case 'remind':
	case 'expire':
		foreach ( temple_e2e_deadline_actions( $pd_order ) as $pd_action ) {
			if ( 'pending' === $pd_action['status'] && ( 'remind' === $pd_command ? 'reminder' : 'due' ) === $pd_action['hook'] ) {
				temple_e2e_deadline_due_now( $pd_action['id'] );
			}
		}
		if ( 'expire' === $pd_command ) {
			$pd_expiring = wc_get_order( $pd_order );
			if ( $pd_expiring instanceof WC_Order && '' !== (string) $pd_expiring->get_meta( PaymentDeadlines::PAY_BY_KEY, true ) ) {
				$pd_expiring->update_meta_data( PaymentDeadlines::PAY_BY_KEY, (string) ( time() - 60 ) );
				$pd_expiring->save_meta_data();
			}
		}
		do_action( 'action_scheduler_run_queue', 'WP Cron' );
		break;
	case 'replay':
		as_schedule_single_action( time() - 60, DeadlineScheduler::DUE_HOOK, array( 'order_id' => $pd_order ), DeadlineScheduler::GROUP );
		do_action( 'action_scheduler_run_queue', 'WP Cron' );
		break;
	default:
		fwrite( STDERR, "unknown command\n" );
		exit( 1 );
}
echo wp_json_encode( temple_e2e_deadline_state( $pd_order ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );

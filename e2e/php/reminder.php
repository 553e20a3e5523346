<?php
/**
 * Shop-side helpers for e2e/reminder-*.spec.ts. WordPress is loaded as the
 * site itself (no TEMPLE_SHOP_SETUP): a PHP notice of the reminder's code,
 * which runs here, lands in the shop's debug.log, where the e2e teardown
 * finds it.
 *
 *   php e2e/php/reminder.php <wordpress-dir> actions <order id>
 *       the reminder actions of the order: [ { id, status, due, args } ]
 *   php e2e/php/reminder.php <wordpress-dir> pay <order id>
 *       WooCommerce's payment_complete() on the order (as a gateway calls it)
 *   php e2e/php/reminder.php <wordpress-dir> run <order id>
 *       moves the order's pending reminder actions to a minute ago and runs
 *       Action Scheduler's queue the way WP-Cron does
 *       (`action_scheduler_run_queue`); prints the actions afterwards
 *   php e2e/php/reminder.php <wordpress-dir> again <order id>
 *       queues a new reminder action for the order, due now, and runs the
 *       queue (a second runner, or a replayed action)
 *   php e2e/php/reminder.php <wordpress-dir> state <order id> <user id>
 *       { due, sent } of the order's meta, { off } of the user's
 *   php e2e/php/reminder.php <wordpress-dir> yearly <product id>
 *       { yearly } as YearlyOfferings answers
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Reminder\ReminderScheduler;
use TempleOfferings\Reminder\ReminderSender;
use TempleOfferings\Reminder\Unsubscribe;
use TempleOfferings\Reminder\YearlyOfferings;

[ , $rem_wp_dir, $rem_command, $rem_arg, $rem_arg2 ] = $argv + array( '', '', '', '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $rem_wp_dir . '/wp-load.php';

/**
 * The order's reminder actions, whatever their status.
 *
 * @param int $order_id Order id.
 * @return array<int, array<string, mixed>>
 */
function temple_e2e_reminder_actions( int $order_id ): array {
	$store = ActionScheduler::store();
	$ids   = $store->query_actions(
		array(
			'hook'     => ReminderScheduler::HOOK,
			'group'    => ReminderScheduler::GROUP,
			'status'   => '',
			'per_page' => 100,
			'orderby'  => 'action_id',
			'order'    => 'ASC',
		)
	);
	$found = array();
	foreach ( $ids as $id ) {
		$action = $store->fetch_action( (string) $id );
		$args   = $action->get_args();
		if ( (int) ( $args['order_id'] ?? 0 ) !== $order_id ) {
			continue;
		}
		$date    = $store->get_date( (string) $id );
		$found[] = array(
			'id'     => (int) $id,
			'status' => $store->get_status( (string) $id ),
			'due'    => $date->getTimestamp(),
			'args'   => $args,
		);
	}
	return $found;
}

/**
 * Runs the queue as WP-Cron's runner does.
 */
function temple_e2e_run_queue(): void {
	do_action( 'action_scheduler_run_queue', 'WP Cron' );
}

$rem_order = (int) $rem_arg;
switch ( $rem_command ) {
	case 'actions':
		$rem_out = temple_e2e_reminder_actions( $rem_order );
		break;
	case 'pay':
		$rem_paying = wc_get_order( $rem_order );
		$rem_out    = array( 'paid' => $rem_paying instanceof WC_Order && $rem_paying->payment_complete( 'e2e-' . $rem_order ) );
		break;
	case 'run':
		global $wpdb;
		foreach ( temple_e2e_reminder_actions( $rem_order ) as $rem_action ) {
			if ( 'pending' === $rem_action['status'] ) {
				// Action Scheduler has no API to move a due date: its claim reads these two columns.
				$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->actionscheduler_actions} SET scheduled_date_gmt = %s, scheduled_date_local = %s WHERE action_id = %d", gmdate( 'Y-m-d H:i:s', time() - 60 ), wp_date( 'Y-m-d H:i:s', time() - 60 ), $rem_action['id'] ) );
			}
		}
		temple_e2e_run_queue();
		$rem_out = temple_e2e_reminder_actions( $rem_order );
		break;
	case 'again':
		as_schedule_single_action( time() - 60, ReminderScheduler::HOOK, array( 'order_id' => $rem_order ), ReminderScheduler::GROUP );
		temple_e2e_run_queue();
		$rem_out = temple_e2e_reminder_actions( $rem_order );
		break;
	case 'state':
		$rem_state = wc_get_order( $rem_order );
		$rem_out   = array(
			'due'  => $rem_state instanceof WC_Order ? (string) $rem_state->get_meta( ReminderScheduler::SCHEDULED_META, true ) : '',
			'sent' => $rem_state instanceof WC_Order ? (string) $rem_state->get_meta( ReminderSender::SENT_META, true ) : '',
			'off'  => (string) get_user_meta( (int) $rem_arg2, Unsubscribe::META, true ),
		);
		break;
	case 'yearly':
		$rem_product = wc_get_product( $rem_order );
		$rem_out     = array( 'yearly' => $rem_product instanceof WC_Product && ( new YearlyOfferings( new LineBelievers( new BelieverSanitizer() ) ) )->is_yearly( $rem_product ) );
		break;
	default:
		fwrite( STDERR, "unknown command\n" );
		exit( 1 );
}
echo wp_json_encode( $rem_out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );

/**
 * What the payment-deadline specs read and set on the shop: an order's
 * deadline state through e2e/php/payment-deadline.php, and an offering's
 * payment window.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );

export const CUSTOMER_EMAIL = 'believer@example.test';
export const HOUR = 3600;

export interface DeadlineState {
	status: string;
	pay_by: string;
	reminded: string;
	expired: string;
	label: string;
	actions: Array< { id: number; hook: string; status: string; due: number } >;
}

/**
 * Runs a command of e2e/php/payment-deadline.php on an order.
 *
 * @param command `state`, `remind`, `expire` or `replay`.
 * @param order   Order id.
 * @return The order's deadline state after the command.
 */
export const deadlineState = (
	command: string,
	order: number
): DeadlineState =>
	JSON.parse(
		execFileSync(
			'php',
			[
				path.join( REPO, 'e2e/php/payment-deadline.php' ),
				WP_DIR,
				command,
				String( order ),
			],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as DeadlineState;

/**
 * Sets an offering's payment window, in minutes ('' for none).
 *
 * @param id      Product id.
 * @param minutes Whole minutes, as the Temple tab stores them.
 */
export const setWindow = ( id: number, minutes: string ) =>
	shopPhp(
		`update_post_meta( ${ id }, '_temple_offerings_pay_within', '${ minutes }' );`
	);

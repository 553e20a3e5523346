/**
 * What the renewal reminder specs (reminder-staff, reminder-schedule,
 * reminder-unsubscribe) share: their two lamps and the temple's 太歲 year,
 * the customer's orders made through WooCommerce's REST API with the line
 * meta the cart writes (order-helpers.ts) and deleted at the end so the
 * staff specs' lists never see them, the shop-side helper
 * (e2e/php/reminder.php), the reminder mails and screenshots.
 */
/**
 * External dependencies
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createOrder, restNonce, deleteOrders } from './order-helpers';
import { lightBeliever, mails, shopPhp, simpleProduct } from './cart-helpers';

export const REPO = path.join( __dirname, '..' );
export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const SHOTS = path.join( REPO, 'test-results/reminder' );
export const YEARLY = '續點測試光明燈';
export const ONCE = '單次測試光明燈';
export const CUSTOMER_EMAIL = 'believer@example.test';
export const DAYS = 45;

export interface Action {
	id: number;
	status: string;
	due: number;
	args: Record< string, number >;
}

export const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/reminder.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

export const actions = ( order: number ) =>
	helper< Action[] >( 'actions', String( order ) );

/**
 * The reminder mails the shop wrote, newest last.
 */
export const reminders = () =>
	mails().filter( ( mail ) => mail.subject.includes( '續點' ) );

/**
 * Full-page screenshots at a phone's and a desktop's width.
 *
 * @param page Page.
 * @param name File name stem.
 */
export async function shots( page: Page, name: string ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

export const HORSE = '林續二';

/**
 * The lamps (both once-only until staff tick one) and the year the temple
 * reckons 太歲 for (the year its offerings are for), as every reminder spec
 * starts.
 *
 * @return The yearly-to-be lamp, the once-only one and the seeded customer.
 */
export function reminderShop(): {
	yearly: number;
	once: number;
	customer: number;
} {
	const yearly = simpleProduct( 'e2e-reminder-yearly', YEARLY, 600, [
		'light',
	] );
	const once = simpleProduct( 'e2e-reminder-once', ONCE, 600, [ 'light' ] );
	shopPhp( `update_option( 'temple_offerings_tai_sui_year', '2026' );` );
	const customer = Number(
		shopPhp( `echo get_user_by( 'login', 'believer' )->ID;` ).trim()
	);
	expect( customer ).toBeGreaterThan( 0 );
	return { yearly, once, customer };
}

/**
 * Puts the shop back: the customer takes reminders again, as the shop was
 * seeded; the temple's year is unset; the orders are deleted.
 *
 * @param browser  Browser.
 * @param customer The customer's id.
 * @param made     The orders made.
 */
export async function reminderCleanUp(
	browser: Browser,
	customer: number,
	made: number[]
) {
	shopPhp(
		`delete_user_meta( ${ customer }, 'temple_offerings_no_renewal_reminders' ); delete_option( 'temple_offerings_tai_sui_year' );`
	);
	await deleteOrders( browser, made );
}

/**
 * What staff set on the screens reminder-staff.spec.ts drives, set in the
 * database: the lamp yearly and the reminder DAYS days before the
 * anniversary.
 *
 * @param yearly The lamp's id.
 * @return What was set before, for restoreStaffSettings().
 */
export function staffSettings( yearly: number ): string {
	return shopPhp( `
		$product  = wc_get_product( ${ yearly } );
		$settings = get_option( 'woocommerce_temple_offerings_renewal_reminder_settings', null );
		echo wp_json_encode( array( 'yearly' => $product->get_meta( '_temple_offerings_yearly', true ), 'settings' => $settings ) );
		$product->update_meta_data( '_temple_offerings_yearly', 'yes' );
		$product->save();
		update_option( 'woocommerce_temple_offerings_renewal_reminder_settings', array_merge( is_array( $settings ) ? $settings : array(), array( 'days_before' => '${ DAYS }' ) ) );
	` ).trim();
}

/**
 * Puts back what staffSettings() changed, so that reminder-staff.spec.ts
 * finds the lamp once-only and the days at their default whichever spec ran
 * first.
 *
 * @param yearly The lamp's id.
 * @param before What staffSettings() answered.
 */
export function restoreStaffSettings( yearly: number, before: string ) {
	const json = Buffer.from( before ).toString( 'base64' );
	shopPhp( `
		$before  = json_decode( base64_decode( '${ json }' ), true );
		$product = wc_get_product( ${ yearly } );
		if ( '' === $before['yearly'] ) {
			$product->delete_meta_data( '_temple_offerings_yearly' );
		} else {
			$product->update_meta_data( '_temple_offerings_yearly', $before['yearly'] );
		}
		$product->save();
		if ( null === $before['settings'] ) {
			delete_option( 'woocommerce_temple_offerings_renewal_reminder_settings' );
		} else {
			update_option( 'woocommerce_temple_offerings_renewal_reminder_settings', $before['settings'] );
		}
	` );
}

/**
 * A lamp order for a customer (or a guest), made through WooCommerce's REST
 * API.
 *
 * @param page     Admin page.
 * @param product  Product id.
 * @param names    Believers.
 * @param status   Order status.
 * @param customer The customer's id; 0: a guest's order.
 * @param made     Where the order's id is kept, for the clean-up.
 */
export async function reminderOrder(
	page: Page,
	product: number,
	names: string[],
	status: string,
	customer: number,
	made: number[]
): Promise< number > {
	const nonce = await restNonce( page.request );
	const { id } = await createOrder(
		page.request,
		nonce,
		product,
		'light',
		names.map( ( name ) => ( {
			...lightBeliever( name ),
			// Born in a 馬 year: 值太歲 in 2026 (丙午), which the reminder says.
			...( name === HORSE
				? { birthday: '1990-06-15-午', time: '午' }
				: {} ),
		} ) ),
		{
			status,
			customer_id: customer,
			payment_method: 'bacs',
			payment_method_title: 'ATM 轉帳／銀行匯款',
			billing: {
				first_name: '小明',
				last_name: '王',
				email: customer ? CUSTOMER_EMAIL : 'guest@example.test',
			},
		}
	);
	made.push( id );
	return id;
}

/**
 * Sets an order's status through WooCommerce's REST API.
 *
 * @param page   Admin page.
 * @param id     Order id.
 * @param status Status.
 */
export async function setStatus( page: Page, id: number, status: string ) {
	const nonce = await restNonce( page.request );
	const response = await page.request.put( `/wp-json/wc/v3/orders/${ id }`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
}

/**
 * An order's notes, newest first.
 *
 * @param page Admin page.
 * @param id   Order id.
 */
export async function notes( page: Page, id: number ): Promise< string[] > {
	const nonce = await restNonce( page.request );
	const response = await page.request.get(
		`/wp-json/wc/v3/orders/${ id }/notes`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.ok() ).toBe( true );
	return ( await response.json() ).map(
		( note: { note: string } ) => note.note
	);
}

/**
 * The unsubscribe link of a reminder mail.
 *
 * @param message The mail's HTML.
 */
export const unsubscribeLink = ( message: string ): string =>
	[ ...message.matchAll( /href="([^"]+)"/g ) ]
		.map( ( match ) => match[ 1 ].replace( /&amp;/g, '&' ) )
		.find( ( link ) => link.includes( 'temple-offerings-unsubscribe=' ) ) ??
	'';

/**
 * A spec's order(): reminderOrder() for the customer its beforeAll found, or
 * a guest's order.
 *
 * @param customer The customer's id, once known.
 * @param made     Where the orders' ids are kept, for the clean-up.
 */
export const ordersFor =
	( customer: () => number, made: number[] ) =>
	(
		page: Page,
		product: number,
		names: string[],
		status: string,
		guest = false
	) =>
		reminderOrder(
			page,
			product,
			names,
			status,
			guest ? 0 : customer(),
			made
		);

/**
 * Orders and receipts as the receipts specs make and read them: orders made
 * through WooCommerce's REST API as the admin with the line meta the cart
 * writes, and an order's receipts read from its meta.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import { shopPhp, simpleProduct } from './cart-helpers';
import type { AdminOrders } from './order-helpers';

/** A line of a REST order: its product, form kind and believers' names. */
export interface Line {
	product: number;
	kind: string;
	names: string[];
}

/**
 * An order made through WooCommerce's REST API as the admin, with the line
 * meta the cart writes.
 *
 * @param orders The admin's access.
 * @param lines  Its lines.
 * @param fields Order fields (status, billing, customer…).
 * @return The order id.
 */
export async function restOrder(
	orders: AdminOrders,
	lines: Line[],
	fields: Record< string, unknown > = {}
): Promise< number > {
	const response = await orders.request.post( '/wp-json/wc/v3/orders', {
		headers: orders.headers,
		data: {
			status: 'processing',
			payment_method: 'cod',
			payment_method_title: '現場付款',
			billing: { first_name: '小明', last_name: '王' },
			...fields,
			line_items: lines.map( ( line ) => ( {
				product_id: line.product,
				quantity: line.names.length,
				meta_data: [
					{
						key: '_believers_data',
						value: line.names.map( ( name ) =>
							completeBeliever( line.kind as 'light', {
								id: `e2e-${ Math.random()
									.toString( 36 )
									.slice( 2, 10 ) }`,
								name,
							} )
						),
					},
					{ key: '_believers_kind', value: line.kind },
				],
			} ) ),
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const id = ( await response.json() ).id as number;
	orders.made.push( id );
	return id;
}

/**
 * The order's receipts as stored: number, status, payer, handler, totals.
 *
 * @param id Order id.
 */
export function stored( id: number ): Array< Record< string, unknown > > {
	return JSON.parse(
		shopPhp(
			`echo wp_json_encode( wc_get_order( ${ id } )->get_meta( '_temple_offerings_receipts' ) ?: array() );`
		)
			.trim()
			.split( '\n' )
			.pop() as string
	);
}

/**
 * The serial of a receipt number: 115-000123 → 123.
 *
 * @param number Receipt number.
 */
export const serial = ( number: string ) => Number( number.split( '-' ).pop() );

/**
 * A user of the shop, made once by login (password "password").
 *
 * @param login       Login name.
 * @param role        Role.
 * @param displayName Display name ('' for the login).
 * @return The user id.
 */
export function shopUser(
	login: string,
	role: string,
	displayName = ''
): number {
	return Number(
		shopPhp( `
			$user = get_user_by( 'login', '${ login }' );
			echo $user ? $user->ID : wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@example.com', 'display_name' => '${ displayName || login }', 'role' => '${ role }' ) );
		` ).trim()
	);
}

/**
 * Deletes users made by shopUser().
 *
 * @param logins Login names.
 */
export function dropUsers( logins: string[] ): void {
	shopPhp( `
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( ${ JSON.stringify( logins ) } as $login ) {
			$user = get_user_by( 'login', $login );
			if ( $user ) {
				wp_delete_user( $user->ID );
			}
		}
	` );
}

/**
 * Marks an unpaid order paid as a staff member would on the order screen,
 * the order taken by a channel (web, counter, phone): that staff member is
 * the receipt's 經手人.
 *
 * @param id      Order id.
 * @param login   The staff member's login.
 * @param channel The order's channel.
 * @return The order's receipts as stored.
 */
export function paidBy(
	id: number,
	login: string,
	channel: string
): Array< Record< string, unknown > > {
	shopPhp( `
		wp_set_current_user( get_user_by( 'login', '${ login }' )->ID );
		$order = wc_get_order( ${ id } );
		$order->update_meta_data( '_temple_offerings_channel', '${ channel }' );
		$order->set_created_via( 'admin' );
		$order->save();
		$order->update_status( 'processing' );
	` );
	return stored( id );
}

/**
 * Voids a receipt from its order's Receipts box, as staff do (the box's
 * own form and nonce), as the admin.
 *
 * @param orders  The admin's access.
 * @param id      Order id.
 * @param number  Receipt number.
 * @param reason  Why.
 * @param reissue Void and reissue.
 */
export async function voidInBox(
	orders: AdminOrders,
	id: number,
	number: string,
	reason: string,
	reissue = false
): Promise< void > {
	const screen = await (
		await orders.request.get(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`
		)
	).text();
	const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
		screen.slice( screen.indexOf( 'temple-offerings-receipts-form' ) )
	)?.[ 1 ];
	const response = await orders.request.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'temple_offerings_receipts',
			order_id: String( id ),
			_wpnonce: nonce ?? '',
			[ reissue ? 'void_reissue' : 'void' ]: number,
			[ `reason[${ number }]` ]: reason,
		},
	} );
	expect( response.ok() ).toBe( true );
}

/** WooCommerce → 收據. */
export const RECEIPTS_LIST =
	'/wp-admin/admin.php?page=temple-offerings-receipts';

/**
 * Picks the list's filters in its form and shows the list.
 *
 * @param page   Admin page.
 * @param choice Label of each select => the option's text.
 */
export async function show( page: Page, choice: Record< string, string > ) {
	await page.goto( RECEIPTS_LIST );
	for ( const [ label, option ] of Object.entries( choice ) ) {
		await page
			.getByLabel( label, { exact: true } )
			.selectOption( { label: option } );
	}
	await page.getByRole( 'button', { name: '顯示收據' } ).click();
	await expect( page.locator( 'h1' ) ).toHaveText( '收據' );
}

/**
 * The receipt numbers the list's table shows, in order.
 *
 * @param page The list.
 */
export const numbers = ( page: Page ) =>
	page
		.locator( '.temple-staff-table tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) => row.getAttribute( 'data-receipt' ) ?? '' )
		);

/**
 * The demo shop's 添油香, a donation on its receipts.
 *
 * @return Its product id.
 */
export const donationProduct = (): number =>
	Number(
		shopPhp(
			"echo get_page_by_path( 'incense-donation', OBJECT, 'product' )->ID;"
		).trim()
	);

/**
 * A donation whose believers each get a receipt (and 感謝狀) in their own
 * name, made once by its slug.
 *
 * @param slug  ASCII slug.
 * @param name  Name.
 * @param price Price.
 * @return Its product id.
 */
export function personalDonation(
	slug: string,
	name: string,
	price: number
): number {
	const id = simpleProduct( slug, name, price, [ 'worship' ] );
	shopPhp( `
		$product = wc_get_product( ${ id } );
		$product->update_meta_data( '_temple_offerings_receipt_type', 'donation' );
		$product->update_meta_data( '_temple_offerings_personal_receipts', 'yes' );
		$product->save();
	` );
	return id;
}

/**
 * What the receipts specs of staff's screens share (the list, statements,
 * the ID number, refunds): the shop's users, an order marked paid by a
 * staff member through a channel, a void in the Receipts box, the receipts
 * list's filters and rows, and the offerings that are donations. Orders and
 * their stored receipts come from receipts-helpers.ts.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp, simpleProduct } from './cart-helpers';
import type { AdminOrders } from './order-helpers';
import { stored } from './receipts-helpers';

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
	const response = await postBox( orders, id, {
		[ reissue ? 'void_reissue' : 'void' ]: number,
		[ `reason[${ number }]` ]: reason,
	} );
	expect( response.ok() ).toBe( true );
}

/**
 * Posts the order's Receipts box's own form (with its nonce, read from the
 * order screen) as the admin, a button and its fields.
 *
 * @param orders The admin's access.
 * @param id     Order id.
 * @param fields The pressed button and its fields.
 * @return The answer.
 */
export async function postBox(
	orders: AdminOrders,
	id: number,
	fields: Record< string, string >
) {
	const screen = await (
		await orders.request.get(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`
		)
	).text();
	const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
		screen.slice( screen.indexOf( 'temple-offerings-receipts-form' ) )
	)?.[ 1 ];
	return orders.request.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'temple_offerings_receipts',
			order_id: String( id ),
			_wpnonce: nonce ?? '',
			...fields,
		},
	} );
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

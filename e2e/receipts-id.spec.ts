/**
 * A donor's national ID number on their receipts, on the real shop: given
 * in My Account → 收據 (an invalid one refused in Chinese and kept in the
 * field), or by staff in the order's Receipts box; masked on every screen,
 * whole on the receipt's print, the annual statement and the donors'
 * export; in WordPress's personal-data export with the receipts; erased
 * with the donor's data once the temple's years of keeping receipts are
 * over, while the receipts keep their numbers, names and sums; forged posts
 * change nothing.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	parseCsv,
	type AdminOrders,
} from './order-helpers';
import { logIn } from './page-helpers';
import { restOrder, stored } from './receipts-helpers';
import {
	RECEIPTS_LIST,
	dropUsers,
	shopUser,
	voidInBox,
	donationProduct,
} from './receipts-staff-helpers';

const DONOR = 'id-donor';
const ID = 'A123456789';
const MASKED = 'A1*****789';
const GUEST_ID = 'F131104093';
/** A wp-admin save (post, redirect, the screen again) can take a minute on a busy shared machine. */
const SAVED = 60_000;

/**
 * Saves the ID number form of My Account → 收據.
 *
 * @param page  The donor's page.
 * @param typed What is typed.
 */
async function giveId( page: Page, typed: string ) {
	await page.goto( '/my-account/receipts/' );
	await page.getByLabel( /身分證字號/ ).fill( typed );
	await page.getByRole( 'button', { name: '儲存', exact: true } ).click();
}

test.describe( 'the donor’s ID number', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let donor = 0;
	let donation = 0;
	let order = 0;
	let number = '';

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		donor = shopUser( DONOR, 'customer', '身分證捐款人' );
		// The account holder's name, as the checkout keeps it on the account.
		shopPhp(
			`update_user_meta( ${ donor }, 'billing_last_name', '林' ); update_user_meta( ${ donor }, 'billing_first_name', '身分' );`
		);
		donation = donationProduct();
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ DONOR ] );
		shopPhp(
			"delete_option( 'temple_offerings_receipt_id_years' ); update_option( 'woocommerce_erasure_request_removes_order_data', 'no' );"
		);
	} );

	test( 'the donor gives it in My Account: an invalid one is refused and kept to correct; it is masked on every screen and whole on the receipt and the statement', async ( {
		browser,
		page,
	} ) => {
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const mine = await context.newPage();
		await logIn( mine, DONOR );
		await giveId( mine, 'a123456788' );
		await expect( mine.locator( 'main' ) ).toContainText(
			'這不是有效的身分證字號：應為一個英文字母加九位數字（例如 A123456789）。未儲存任何資料。'
		);
		await expect( mine.getByLabel( /身分證字號/ ) ).toHaveValue(
			'a123456788'
		);
		expect(
			shopPhp(
				`echo get_user_meta( ${ donor }, 'temple_offerings_donor_id', true );`
			).trim()
		).toBe( '' );

		await giveId( mine, ' a123-456 789 ' );
		await expect( mine ).toHaveURL( /\/my-account\/receipts\/$/ );
		await expect( mine.locator( '.temple-donor-id-kept' ) ).toHaveText(
			`已儲存：${ MASKED }`
		);
		expect( await mine.content() ).not.toContain( ID );

		// Paid afterwards: the receipt in the donor's name carries it.
		order = await restOrder(
			orders,
			[ { product: donation, kind: 'worship', names: [ '林身分' ] } ],
			{
				customer_id: donor,
				billing: {
					first_name: '身分',
					last_name: '林',
					email: `${ DONOR }@example.com`,
				},
			}
		);
		[ { number } ] = stored( order ) as Array< { number: string } >;
		expect( stored( order )[ 0 ].payer_id ).toBe( ID );
		// Paid under the account by someone else (the counter files a household member's order so): not the holder's number.
		const wife = await restOrder(
			orders,
			[ { product: donation, kind: 'worship', names: [ '林美麗' ] } ],
			{
				customer_id: donor,
				billing: { first_name: '美麗', last_name: '林' },
			}
		);
		expect( stored( wife )[ 0 ] ).toMatchObject( {
			payer: '林美麗',
			payer_id: '',
		} );

		await mine.goto( `/my-account/view-order/${ order }/` );
		expect( await mine.content() ).not.toContain( ID );
		// The order's receipt link (in the same tab, as the order page gives it).
		await mine.locator( '.temple-offerings-receipts a' ).first().click();
		await expect( mine.locator( '.temple-receipt-payer-id' ) ).toHaveText(
			ID
		);
		await mine.goto( '/my-account/receipts/' );
		const statementOf = async ( payer: string ) =>
			(
				await Promise.all( [
					mine.waitForEvent( 'popup' ),
					mine
						.locator(
							`a[href*="payer=${ encodeURIComponent( payer ) }"]`
						)
						.click(),
				] )
			)[ 0 ];
		await expect(
			( await statementOf( '林身分' ) ).locator(
				'.temple-receipt-payer-id'
			)
		).toHaveText( ID );
		// The wife's statement names her, without her husband's number.
		const hers = await statementOf( '林美麗' );
		await expect( hers.locator( 'body' ) ).toContainText( '林美麗' );
		expect( await hers.content() ).not.toContain( ID );
		await context.close();

		// Staff: masked in the Receipts box and the donors' tab, whole in the donors' export.
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order }`
		);
		const box = page.locator( '#temple-offerings-receipts' );
		await expect( box ).toContainText( `身分證字號 ${ MASKED }` );
		expect( await box.innerHTML() ).not.toContain( ID );
		await page.goto( `${ RECEIPTS_LIST }&view=donors` );
		const row = page.locator( '.temple-staff-donors tbody tr', {
			hasText: '林身分',
		} );
		await expect( row.locator( '.column-payer_id' ) ).toHaveText( MASKED );
		const [ csv ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const rows = parseCsv(
			fs.readFileSync( ( await csv.path() ) as string, 'utf8' ).slice( 1 )
		);
		expect( rows[ 0 ] ).toContain( '身分證字號' );
		expect( rows.find( ( cells ) => cells[ 0 ] === '林身分' ) ).toContain(
			ID
		);
	} );

	test( 'staff give a guest’s at the counter in the Receipts box; a reissue carries it; an invalid one and forged posts change nothing', async ( {
		page,
		browser,
	} ) => {
		const guest = await restOrder(
			orders,
			[ { product: donation, kind: 'worship', names: [ '陳臨櫃' ] } ],
			{
				billing: {
					first_name: '臨櫃',
					last_name: '陳',
					email: 'counter-guest@example.test',
				},
			}
		);
		const [ first ] = stored( guest );
		expect( first.payer_id ).toBe( '' );
		const screen = `/wp-admin/admin.php?page=wc-orders&action=edit&id=${ guest }`;
		await page.goto( screen );
		const box = page.locator( '#temple-offerings-receipts' );
		await box
			.getByLabel( '身分證字號', { exact: true } )
			.fill( 'F131104092' );
		await box.getByRole( 'button', { name: '儲存身分證字號' } ).click();
		await expect( box.locator( '.notice-error' ) ).toContainText(
			'這不是有效的身分證字號',
			{ timeout: SAVED }
		);
		await box.getByLabel( '身分證字號', { exact: true } ).fill( GUEST_ID );
		await box.getByRole( 'button', { name: '儲存身分證字號' } ).click();
		await expect( box.locator( '.notice-success' ) ).toContainText(
			'已儲存身分證字號',
			{ timeout: SAVED }
		);
		await expect( box ).toContainText( '新開立的收據將載明：F1*****093' );
		// The receipt already issued keeps what it was issued with; its reissue carries the number.
		expect( stored( guest )[ 0 ].payer_id ).toBe( '' );
		await voidInBox(
			orders,
			guest,
			first.number as string,
			'補登身分證字號',
			true
		);
		const receipts = stored( guest );
		expect( receipts.map( ( receipt ) => receipt.status ) ).toEqual( [
			'void',
			'issued',
		] );
		expect( receipts[ 1 ].payer_id ).toBe( GUEST_ID );

		// A customer's post, and staff's without the box's nonce, change nothing.
		const customer = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const theirs = await customer.newPage();
		await logIn( theirs, DONOR );
		const forged = {
			action: 'temple_offerings_receipts',
			order_id: String( guest ),
			donor_id_save: '1',
			donor_id: ID,
			_wpnonce: 'x',
		};
		expect(
			(
				await theirs.request.post( '/wp-admin/admin-post.php', {
					form: forged,
				} )
			).status()
		).toBe( 403 );
		// The My Account form without its nonce.
		const noNonce = await theirs.request.post( '/my-account/receipts/', {
			form: { temple_offerings_donor_id_form: '1', donor_id: GUEST_ID },
		} );
		expect( noNonce.status() ).toBe( 403 );
		await customer.close();
		expect(
			(
				await page.request.post( '/wp-admin/admin-post.php', {
					form: forged,
				} )
			).status()
		).toBe( 403 );
		expect(
			shopPhp(
				`echo wc_get_order( ${ guest } )->get_meta( '_temple_offerings_donor_id' );`
			).trim()
		).toBe( GUEST_ID );
		expect(
			shopPhp(
				`echo get_user_meta( ${ donor }, 'temple_offerings_donor_id', true );`
			).trim()
		).toBe( ID );
	} );

	test( 'the personal-data export holds the receipts and the number; erasure keeps it while the temple keeps its receipts, then erases it and nothing else', async () => {
		const exported = JSON.parse(
			shopPhp( `
				$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
				$rows = array();
				foreach ( array( 'woocommerce-customer-data', 'woocommerce-customer-orders' ) as $key ) {
					$answer = call_user_func( $exporters[ $key ]['callback'], '${ DONOR }@example.com', 1 );
					foreach ( $answer['data'] as $group ) {
						foreach ( $group['data'] as $item ) {
							$rows[] = $item['name'] . '=' . $item['value'];
						}
					}
				}
				echo wp_json_encode( $rows );
			` )
		) as string[];
		expect( exported ).toContain( `收據用身分證字號=${ ID }` );
		expect( exported ).toContain( `收據上的身分證字號=${ ID }` );
		expect(
			exported.find( ( row ) => row.startsWith( `收據 ${ number }=` ) )
		).toContain( '林身分：NT$1,000（捐款 NT$1,000，服務費 NT$0），開立' );

		// Erased on request (the shop removes order data on request), while the temple keeps its receipts 7 years.
		const erase = () =>
			shopPhp( `
				update_option( 'woocommerce_erasure_request_removes_order_data', 'yes' );
				$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
				foreach ( array( 'woocommerce-customer-data', 'woocommerce-customer-orders' ) as $key ) {
					call_user_func( $erasers[ $key ]['callback'], '${ DONOR }@example.com', 1 );
				}
			` );
		shopPhp( "update_option( 'temple_offerings_receipt_id_years', '7' );" );
		erase();
		expect(
			shopPhp(
				`echo get_user_meta( ${ donor }, 'temple_offerings_donor_id', true );`
			).trim()
		).toBe( '' );
		const kept = stored( order )[ 0 ];
		expect( kept.payer_id ).toBe( ID );
		expect(
			shopPhp(
				`echo wc_get_order( ${ order } )->get_meta( '_temple_offerings_donor_id_erase' );`
			).trim()
		).toBe(
			String( Number( shopPhp( "echo wp_date( 'Y' );" ).trim() ) + 7 )
		);

		// The years over (the mark moved back as time would), the daily action erases it, and only it.
		shopPhp( `
			$order = wc_get_order( ${ order } );
			$order->update_meta_data( '_temple_offerings_donor_id_erase', '2000' );
			$order->save_meta_data();
			do_action( 'temple_offerings_donor_id_retention' );
		` );
		const [ erased ] = stored( order );
		expect( erased.payer_id ).toBe( '' );
		expect( erased ).toMatchObject( {
			number,
			payer: '林身分',
			total: 1000,
			status: 'issued',
		} );
		expect(
			shopPhp( `
				global $wpdb;
				echo $wpdb->get_var( $wpdb->prepare( "SELECT CONCAT( payer, '|', payer_id, '|' ) FROM {$wpdb->prefix}temple_offerings_receipts WHERE number = %s", '${ number }' ) );
			` ).trim()
		).toBe( '林身分||' );
		expect(
			shopPhp(
				`echo wc_get_order( ${ order } )->get_meta( '_temple_offerings_donor_id_erase' );`
			).trim()
		).toBe( '' );
	} );
} );

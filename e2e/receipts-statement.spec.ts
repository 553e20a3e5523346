/**
 * The annual statement (年度收據彙總表) on the real shop: the worshipper's My
 * Account → 收據 lists each name on their account's receipts year by year
 * (their own, and a family member's personal receipt), and each name's
 * statement sums the year's receipts that are not voided, the donations in
 * 大寫; staff see the year's donors with their totals, open any donor's
 * statement and export the donors with their totals; another customer, a
 * signed-out visitor and forged accounts get nothing of anyone else's.
 *
 * This spec's donors are told apart from other specs' by their names.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
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
	personalDonation,
} from './receipts-staff-helpers';

const SHOTS = path.join( __dirname, '../test-results/receipts' );
const DONOR = '張年表';
const MOTHER = '張林阿妹';
const OTHER = 'statement-other';

/**
 * The receipt numbers a statement lists, in order.
 *
 * @param page The statement.
 */
const listed = ( page: Page ) =>
	page
		.locator( '.temple-statement-receipts tbody .temple-receipt-number' )
		.allInnerTexts();

test.describe( 'annual statements', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let year = 0;
	let believer = 0;
	let other = 0;
	/** Receipt numbers: the believer's two live ones in their name, the voided one, the other customer's. */
	const numbers = { mixed: '', gift: '', voided: '', other: '' };

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		year = Number( shopPhp( "echo wp_date( 'Y' );" ).trim() );
		believer = Number(
			shopPhp( "echo get_user_by( 'login', 'believer' )->ID;" ).trim()
		);
		other = shopUser( OTHER, 'customer' );
		// The temple's details as they are today head the statement.
		shopPhp( `
			update_option( 'temple_offerings_receipt_temple_name', '財團法人台南示範宮' );
			update_option( 'temple_offerings_receipt_tax_id', '12345675' );
			update_option( 'temple_offerings_receipt_address', '臺南市中西區中山路1號' );
		` );
		const donation = donationProduct();
		// A donation whose believers each get a receipt in their own name.
		const personal = personalDonation(
			'e2e-statement-personal',
			'年表功德',
			300
		);
		const billing = { first_name: '年表', last_name: '張' };
		const gift = { product: donation, kind: 'worship', names: [ DONOR ] };
		const made = async ( customer: number, lines: ( typeof gift )[] ) => {
			const id = await restOrder( orders, lines, {
				customer_id: customer,
				billing,
			} );
			return { id, number: stored( id )[ 0 ].number as string };
		};
		numbers.mixed = (
			await made( believer, [
				gift,
				{ product: orders.lamp, kind: 'light', names: [ DONOR ] },
			] )
		).number;
		numbers.gift = (
			await made( believer, [ { ...gift, names: [ DONOR, DONOR ] } ] )
		).number;
		const voided = await made( believer, [ gift ] );
		numbers.voided = voided.number;
		await voidInBox( orders, voided.id, voided.number, '重複登錄' );
		await made( believer, [
			{ product: personal, kind: 'worship', names: [ MOTHER ] },
		] );
		numbers.other = ( await made( other, [ gift ] ) ).number;
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ OTHER ] );
		shopPhp( `
			$p = get_page_by_path( 'e2e-statement-personal', OBJECT, 'product' );
			if ( $p ) { wp_trash_post( $p->ID ); }
			foreach ( array( 'temple_name', 'tax_id', 'address' ) as $key ) {
				delete_option( 'temple_offerings_receipt_' . $key );
			}
		` );
	} );

	test( 'the worshipper’s My Account lists each name’s year, and its statement sums the year’s live receipts with the donations in 大寫', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( '/my-account/' );
		await page
			.locator( '.woocommerce-MyAccount-navigation' )
			.getByRole( 'link', { name: '收據', exact: true } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/receipts\/$/ );
		const section = page.locator( '.temple-receipts-year', {
			has: page.locator( 'h3', { hasText: `（${ year }）` } ),
		} );
		const donor = section.locator( 'tr', {
			has: page.locator( 'th', {
				hasText: new RegExp( `^${ DONOR }$` ),
			} ),
		} );
		// Two receipts not voided: 添油香 1,000 and 光明燈 600, then 添油香 × 2.
		await expect( donor.locator( 'td' ) ).toHaveText( [
			'2',
			'3,000',
			'600',
			'3,600',
			'年度收據彙總表',
		] );
		const mother = section.locator( 'tr', {
			has: page.locator( 'th', { hasText: MOTHER } ),
		} );
		await expect( mother.locator( 'td' ) ).toHaveText( [
			'1',
			'300',
			'0',
			'300',
			'年度收據彙總表',
		] );

		const [ statement ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			donor.getByRole( 'link', { name: '年度收據彙總表' } ).click(),
		] );
		await expect(
			statement.locator( '.temple-statement-title' )
		).toHaveText( '年度收據彙總表' );
		await expect( statement.locator( '.temple-receipt-payer' ) ).toHaveText(
			DONOR
		);
		await expect(
			statement.locator( '.temple-statement-year' )
		).toContainText( `（${ year }）` );
		expect( await listed( statement ) ).toEqual( [
			numbers.mixed,
			numbers.gift,
		] );
		await expect(
			statement.locator( '.temple-statement-receipts tbody tr' ).first()
		).toContainText( '添油香、光明燈' );
		await expect(
			statement.locator( '.temple-statement-donations' )
		).toHaveText( '3,000' );
		await expect(
			statement.locator( '.temple-statement-fees' )
		).toHaveText( '600' );
		await expect(
			statement.locator( '.temple-statement-total' )
		).toHaveText( '3,600' );
		await expect(
			statement.locator( '.temple-statement-words' )
		).toHaveText( '參仟元整' );
		await expect( statement.locator( 'body' ) ).not.toContainText(
			numbers.voided
		);
		await expect(
			statement.locator( '.temple-receipt-temple' )
		).toHaveText( '財團法人台南示範宮' );
		await expect(
			statement.locator( '.temple-receipt-issuer' )
		).toContainText( '統一編號：12345675' );
		fs.mkdirSync( SHOTS, { recursive: true } );
		await statement.setViewportSize( { width: 900, height: 1200 } );
		await statement.screenshot( {
			path: path.join( SHOTS, 'statement-a4.png' ),
			fullPage: true,
		} );
		await context.close();
	} );

	test( 'staff see the year’s donors with their totals, open any donor’s statement and export the donors', async ( {
		page,
	} ) => {
		await page.goto( RECEIPTS_LIST );
		await page.getByRole( 'link', { name: '年度捐款人' } ).click();
		const rows = page.locator( '.temple-staff-donors tbody tr', {
			hasText: DONOR,
		} );
		// The same name in two accounts is two donors; the mother's receipt is hers.
		await expect( rows ).toHaveCount( 2 );
		const mine = rows.filter( { hasText: 'believer@example.test' } );
		await expect( mine.locator( '.column-receipts' ) ).toHaveText( '2' );
		await expect( mine.locator( '.column-donations' ) ).toHaveText(
			'3,000'
		);
		await expect( mine.locator( '.column-total' ) ).toHaveText( '3,600' );
		const theirs = rows.filter( { hasText: `${ OTHER }@example.com` } );
		await expect( theirs.locator( '.column-total' ) ).toHaveText( '1,000' );

		const [ statement ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			theirs.getByRole( 'link', { name: '年度收據彙總表' } ).click(),
		] );
		expect( await listed( statement ) ).toEqual( [ numbers.other ] );
		await statement.close();

		const [ csv ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		expect( csv.suggestedFilename() ).toMatch(
			new RegExp( `^${ year } 年捐款人-` )
		);
		const [ heading, ...donors ] = parseCsv(
			fs.readFileSync( ( await csv.path() ) as string, 'utf8' ).slice( 1 )
		);
		expect( heading ).toEqual( [
			'收據姓名',
			'帳號',
			'電子郵件',
			'身分證字號',
			'收據張數',
			'捐款',
			'服務費',
			'合計',
		] );
		expect( donors ).toContainEqual( [
			DONOR,
			'信眾',
			'believer@example.test',
			'',
			'2',
			'3000',
			'600',
			'3600',
		] );
		expect( donors ).toContainEqual( [
			MOTHER,
			'信眾',
			'believer@example.test',
			'',
			'1',
			'300',
			'0',
			'300',
		] );
		expect( donors ).toContainEqual( [
			DONOR,
			OTHER,
			`${ OTHER }@example.com`,
			'',
			'1',
			'1000',
			'0',
			'1000',
		] );
	} );

	test( 'another customer, a signed-out visitor and forged accounts get nothing of anyone else’s', async ( {
		browser,
	} ) => {
		const url = ( query: Record< string, string > ) =>
			`/wp-admin/admin-post.php?${ new URLSearchParams( { action: 'temple_offerings_statement', year: String( year ), ...query } ) }`;

		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await logIn( page, OTHER );
		// The same name: their own receipt only, even when the believer's account is named.
		const asked: Array< Record< string, string > > = [
			{ payer: DONOR },
			{ payer: DONOR, customer: String( believer ) },
		];
		for ( const query of asked ) {
			await page.goto( url( query ) );
			expect( await listed( page ) ).toEqual( [ numbers.other ] );
		}
		const mother = await page.goto(
			url( { payer: MOTHER, customer: String( believer ) } )
		);
		expect( mother?.status() ).toBe( 404 );
		await expect( page.locator( 'body' ) ).not.toContainText( MOTHER );
		await page.goto( '/my-account/receipts/' );
		await expect(
			page.locator( '.temple-receipts-donors' )
		).not.toContainText( MOTHER );
		const donors = await page.request.get(
			`/wp-admin/admin-post.php?action=temple_offerings_donors_csv&year=${ year }`
		);
		expect( donors.status() ).toBe( 403 );
		await context.close();

		const anonymous = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const signedOut = await anonymous.request.get(
			url( { payer: DONOR, customer: String( believer ) } ),
			{ maxRedirects: 0 }
		);
		expect( signedOut.status() ).toBe( 302 );
		expect( signedOut.headers().location ).toContain( '/wp-login.php' );
		await anonymous.close();
	} );
} );

/**
 * Who a donor is and which year a receipt counts in, on the real shop: two
 * guests of one name (the counter's, told apart by their phones) are two
 * donors with a statement each; an account's donor stays one donor for the
 * year when their ID number is given in the middle of it; staff's statement
 * link names one donor, and a forged or another's key gets nothing; a
 * December donation whose receipt is voided and reissued in the new year
 * stays on December's year (the original receipt is dated back to 30
 * December of last year, as if the reissue came in January); a paid order of
 * nothing is offered no receipts, and one asked for anyway is not issued.
 *
 * This spec's donors are told apart from other specs' by their names.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import { adminOrders, dropOrders, type AdminOrders } from './order-helpers';
import { logIn } from './page-helpers';
import { orderScreen, restOrder, stored } from './receipts-helpers';
import {
	RECEIPTS_LIST,
	dropUsers,
	shopUser,
	voidInBox,
	postBox,
	donationProduct,
} from './receipts-staff-helpers';

const SAME = '王同名';
const LATE = '王跨年';
const LOGIN = 'donors-same';
const STATEMENT = 'temple_offerings_statement';

/**
 * The receipt numbers a statement lists, in order.
 *
 * @param page The statement.
 */
const listed = ( page: Page ) =>
	page
		.locator( '.temple-statement-receipts tbody .temple-receipt-number' )
		.allInnerTexts();

/**
 * The year's donors on WooCommerce → 收據 → 年度捐款人, as staff pick the year.
 *
 * @param page Admin page.
 * @param year The year.
 */
async function donorsOf( page: Page, year: number ) {
	await page.goto( RECEIPTS_LIST );
	await page.getByRole( 'link', { name: '年度捐款人' } ).click();
	await page.locator( '#temple-donors-year' ).selectOption( String( year ) );
	await page.getByRole( 'button', { name: '顯示捐款人' } ).click();
}

test.describe( 'donors and statement years', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let year = 0;
	let account = 0;
	/** Receipt numbers: the two guests', the account's two, the December one and its reissue. */
	const numbers = {
		guestA: '',
		guestB: '',
		before: '',
		after: '',
		december: '',
		reissue: '',
	};
	let late = 0;

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		year = Number( shopPhp( "echo wp_date( 'Y' );" ).trim() );
		account = shopUser( LOGIN, 'customer' );
		shopPhp( `
			update_user_meta( ${ account }, 'billing_first_name', '同名' );
			update_user_meta( ${ account }, 'billing_last_name', '王' );
			delete_user_meta( ${ account }, 'temple_offerings_donor_id' );
		` );
		const gift = { product: donationProduct(), kind: 'worship' };
		const made = async (
			names: string[],
			fields: Record< string, unknown >
		) => {
			const id = await restOrder(
				orders,
				[ { ...gift, names } ],
				fields
			);
			return { id, number: stored( id )[ 0 ].number as string };
		};
		// Two walk-ins of one name, no e-mail, each with their own phone.
		const guest = ( phone: string ) => ( {
			customer_id: 0,
			billing: { first_name: '同名', last_name: '王', phone },
		} );
		numbers.guestA = (
			await made( [ SAME ], guest( '0912-000-001' ) )
		).number;
		numbers.guestB = (
			await made( [ SAME, SAME ], guest( '0912-000-002' ) )
		).number;
		// The account's 王同名 gives the ID number between two donations.
		const mine = {
			customer_id: account,
			billing: { first_name: '同名', last_name: '王' },
		};
		numbers.before = ( await made( [ SAME ], mine ) ).number;
		shopPhp(
			`update_user_meta( ${ account }, 'temple_offerings_donor_id', 'A123456789' );`
		);
		numbers.after = ( await made( [ SAME ], mine ) ).number;
		expect( stored( orders.made[ 3 ] )[ 0 ].payer_id ).toBe( 'A123456789' );

		// A donation paid on 30 December of last year, its receipt voided and reissued now.
		const december = await made( [ LATE ], {
			customer_id: account,
			billing: { first_name: '跨年', last_name: '王' },
		} );
		late = december.id;
		numbers.december = december.number;
		shopPhp( `
			$order = wc_get_order( ${ late } );
			$receipts = $order->get_meta( '_temple_offerings_receipts' );
			$receipts[0]['issued'] = '${ year - 1 }-12-30 10:00:00';
			$order->update_meta_data( '_temple_offerings_receipts', $receipts );
			$order->save();
		` );
		await voidInBox( orders, late, numbers.december, '抬頭寫錯', true );
		numbers.reissue = stored( late )[ 1 ].number as string;
		expect( stored( late )[ 1 ].replaces ).toBe( numbers.december );
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ LOGIN ] );
	} );

	test( 'two guests of one name are two donors with a statement each; the account’s donor stays one across the ID number given mid-year', async ( {
		page,
	} ) => {
		await donorsOf( page, year );
		const rows = page.locator( '.temple-staff-donors tbody tr', {
			hasText: SAME,
		} );
		await expect( rows ).toHaveCount( 3 );
		const mine = rows.filter( { hasText: `${ LOGIN }@example.com` } );
		await expect( mine.locator( '.column-receipts' ) ).toHaveText( '2' );
		await expect( mine ).toContainText( 'A1*****789' );
		const guests = rows.filter( { hasText: '訪客（訂單 #' } );
		await expect( guests ).toHaveCount( 2 );
		const seen: string[][] = [];
		for ( const row of await guests.all() ) {
			const [ statement ] = await Promise.all( [
				page.waitForEvent( 'popup' ),
				row.getByRole( 'link', { name: '年度收據彙總表' } ).click(),
			] );
			seen.push( await listed( statement ) );
			await statement.close();
		}
		expect( seen.sort() ).toEqual(
			[ [ numbers.guestA ], [ numbers.guestB ] ].sort()
		);
		const [ statement ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			mine.getByRole( 'link', { name: '年度收據彙總表' } ).click(),
		] );
		expect( await listed( statement ) ).toEqual( [
			numbers.before,
			numbers.after,
		] );
		await expect( statement.locator( 'body' ) ).toContainText(
			'A123456789'
		);
		await statement.close();
	} );

	test( 'a forged key, and another donor’s key in a worshipper’s request, get nothing of anyone else’s', async ( {
		page,
		browser,
	} ) => {
		const url = ( query: Record< string, string > ) =>
			`/wp-admin/admin-post.php?${ new URLSearchParams( { action: STATEMENT, year: String( year ), ...query } ) }`;
		const forged = await page.goto(
			url( { donor: 'f'.repeat( 40 ), payer: SAME } )
		);
		expect( forged?.status() ).toBe( 404 );
		// A guest's key, from staff's list.
		await donorsOf( page, year );
		const guest = await page
			.locator( '.temple-staff-donors tbody tr', {
				hasText: '訪客（訂單 #',
			} )
			.filter( { hasText: SAME } )
			.first()
			.getByRole( 'link', { name: '年度收據彙總表' } )
			.getAttribute( 'href' );
		const key = new URL( guest as string, 'http://x' ).searchParams.get(
			'donor'
		) as string;
		expect( key ).toMatch( /^[0-9a-f]{40}$/ );

		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const worshipper = await context.newPage();
		await logIn( worshipper, LOGIN );
		// Their own name: their own two receipts, never the guests' of the same name.
		await worshipper.goto( url( { payer: SAME, donor: key } ) );
		expect( await listed( worshipper ) ).toEqual( [
			numbers.before,
			numbers.after,
		] );
		const stolen = await worshipper.goto( url( { donor: key } ) );
		expect( stolen?.status() ).toBe( 404 );
		await context.close();
	} );

	test( 'a December donation whose receipt is reissued in the new year stays on December’s statement and donors', async ( {
		page,
		browser,
	} ) => {
		await donorsOf( page, year - 1 );
		const row = page.locator( '.temple-staff-donors tbody tr', {
			hasText: LATE,
		} );
		await expect( row ).toHaveCount( 1 );
		await expect( row.locator( '.column-receipts' ) ).toHaveText( '1' );
		const [ statement ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			row.getByRole( 'link', { name: '年度收據彙總表' } ).click(),
		] );
		expect( await listed( statement ) ).toEqual( [ numbers.reissue ] );
		await statement.close();

		await donorsOf( page, year );
		await expect(
			page.locator( '.temple-staff-donors tbody tr', { hasText: LATE } )
		).toHaveCount( 0 );

		// The worshipper's My Account: under last year, with its statement.
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const worshipper = await context.newPage();
		await logIn( worshipper, LOGIN );
		await worshipper.goto( '/my-account/receipts/' );
		const link = worshipper.locator(
			`a[href*="year=${ year - 1 }"][href*="payer=${ encodeURIComponent( LATE ) }"]`
		);
		await expect( link ).toHaveCount( 1 );
		await expect(
			worshipper.locator(
				`a[href*="year=${ year }"][href*="payer=${ encodeURIComponent( LATE ) }"]`
			)
		).toHaveCount( 0 );
		await worshipper.goto(
			( await link.getAttribute( 'href' ) ) as string
		);
		expect( await listed( worshipper ) ).toEqual( [ numbers.reissue ] );
		await context.close();
	} );

	test( 'a paid order of nothing is offered no receipts, and one asked for is not issued', async () => {
		const id = Number(
			shopPhp( `
				$order = wc_create_order( array( 'customer_id' => 0 ) );
				$order->set_billing_first_name( '零元' );
				$order->set_status( 'processing' );
				$order->save();
				echo $order->get_id();
			` )
				.trim()
				.split( '\n' )
				.pop()
		);
		orders.made.push( id );
		const screen = await (
			await orders.request.get( orderScreen( id ) )
		).text();
		expect( screen ).toContain( 'temple-offerings-receipts-form' );
		expect( screen ).not.toContain( 'name="issue"' );
		const response = await postBox( orders, id, { issue: '1' } );
		expect( response.ok() ).toBe( true );
		expect( stored( id ) ).toEqual( [] );
	} );

	test( 'a receipts table of schema 1 gets its rows’ donors and statement years as they are written now', async () => {
		const ids = orders.made.map( Number ).join( ',' );
		const out = JSON.parse(
			shopPhp( `
				global $wpdb;
				$table = \\TempleOfferings\\Receipt\\ReceiptTable::name();
				$query = "SELECT number, donor, statement_year FROM {$table} WHERE order_id IN (${ ids }) ORDER BY number";
				$before = $wpdb->get_results( $query, ARRAY_A );
				$wpdb->query( "ALTER TABLE {$table} DROP KEY statement, DROP COLUMN donor, DROP COLUMN statement_year" );
				update_option( \\TempleOfferings\\Receipt\\ReceiptTable::SCHEMA_OPTION, '1' );
				$dropped = $wpdb->get_col( "SHOW COLUMNS FROM {$table}" );
				( new \\TempleOfferings\\Receipt\\ReceiptTable() )->install();
				echo wp_json_encode( array(
					'before'  => $before,
					'dropped' => in_array( 'donor', $dropped, true ),
					'after'   => $wpdb->get_results( $query, ARRAY_A ),
					'schema'  => get_option( \\TempleOfferings\\Receipt\\ReceiptTable::SCHEMA_OPTION ),
				) );
			` )
				.trim()
				.split( '\n' )
				.pop() as string
		);
		expect( out.dropped ).toBe( false );
		expect( out.schema ).toBe( '2' );
		expect( out.after ).toEqual( out.before );
		const yearOf = ( number: string ) =>
			out.after.find(
				( row: Record< string, string > ) => row.number === number
			)?.statement_year;
		expect( yearOf( numbers.reissue ) ).toBe( String( year - 1 ) );
		expect( yearOf( numbers.december ) ).toBe( String( year - 1 ) );
		expect( yearOf( numbers.guestA ) ).toBe( String( year ) );
	} );

	test( 'a payment that waits too long for the receipts’ lock issues nothing and leaves a note and a log entry saying so', async () => {
		const id = await restOrder(
			orders,
			[
				{
					product: donationProduct(),
					kind: 'worship',
					names: [ SAME ],
				},
			],
			{
				status: 'on-hold',
				payment_method: 'bacs',
				payment_method_title: '銀行轉帳',
			}
		);
		const out = JSON.parse(
			shopPhp( `
				// Another request holds the order's receipts: a connection of its own.
				$other = new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
				$name  = ( new \\TempleOfferings\\Support\\NamedLock( 'receipts', 0 ) )->name( ${ id } );
				$held  = $other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', $name ) );
				wc_get_order( ${ id } )->update_status( 'processing' );
				$other->query( $other->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
				$notes = wc_get_order_notes( array( 'order_id' => ${ id } ) );
				echo wp_json_encode( array(
					'held'  => $held,
					'notes' => array_map( static fn( $note ) => $note->content, $notes ),
				) );
			` )
				.trim()
				.split( '\n' )
				.pop() as string
		);
		expect( out.held ).toBe( '1' );
		expect( stored( id ) ).toEqual( [] );
		// In the site's language (zh_TW), or English where the command line loads none.
		expect( out.notes.join( '\n' ) ).toMatch(
			/收據未開立：此訂單的收據有另一項變更進行過久。|The receipts were not issued: another change to this order’s receipts was under way for too long\./
		);
		const log = shopPhp(
			"foreach ( glob( WC_LOG_DIR . 'temple-offerings-*.log' ) as $file ) { echo file_get_contents( $file ); }"
		);
		expect( log ).toContain(
			`Receipts of order ${ id } were not issued: the receipts lock did not come`
		);
	} );
} );

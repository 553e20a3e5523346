/**
 * Receipts (收據) and thank-you certificates (感謝狀) printed on the real
 * shop: a donation and a lamp on one order print in separate sections with
 * their own totals and the right 大寫 (A5, 80 mm, 感謝狀); voiding needs a
 * reason and keeps the number, a reissue refers to it, and the log and the
 * order notes keep it all; a personal offering gives each believer a
 * receipt in their own name.
 *
 * Screenshots of the prints go to test-results/receipts/.
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
import { adminOrders, type AdminOrders } from './order-helpers';
import { shopPhp } from './cart-helpers';
import {
	TEMPLE,
	PERSONAL,
	SAVED,
	orderScreen,
	restOrder,
	stored,
	serial,
	receiptsShop,
	receiptsCleanUp,
} from './receipts-helpers';

const SHOTS = path.join( __dirname, '../test-results/receipts' );

/**
 * The print addresses the order screen's Receipts box links, by receipt
 * number and paper (a5, 80mm, certificate).
 *
 * @param page Admin page on the order screen.
 */
async function printLinks(
	page: Page
): Promise< Record< string, Record< string, string > > > {
	const links: Record< string, Record< string, string > > = {};
	for ( const block of await page
		.locator( '#temple-offerings-receipts .temple-staff-receipt' )
		.all() ) {
		const number = ( await block.getAttribute( 'data-receipt' ) ) ?? '';
		links[ number ] = {};
		for ( const link of await block
			.locator( '.temple-staff-receipt-prints a' )
			.all() ) {
			const href = ( await link.getAttribute( 'href' ) ) ?? '';
			links[ number ][
				new URL( href ).searchParams.get( 'paper' ) ?? ''
			] = href;
		}
	}
	return links;
}

/**
 * A screenshot of a print page, as the paper shows it.
 *
 * @param page  The print page.
 * @param name  File name without extension.
 * @param width Window width.
 */
async function shot( page: Page, name: string, width: number ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	await page.setViewportSize( { width, height: 900 } );
	await page.screenshot( {
		path: path.join( SHOTS, `${ name }.png` ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );
}

async function notes( orders: AdminOrders, id: number ): Promise< string[] > {
	const response = await orders.request.get(
		`/wp-json/wc/v3/orders/${ id }/notes`,
		{ headers: orders.headers }
	);
	expect( response.ok() ).toBe( true );
	return ( await response.json() ).map(
		( note: { note: string } ) => note.note
	);
}

test.describe( 'receipts', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let roc = 0;
	let donation = 0;
	let personal = 0;
	/** The donation-and-lamp order, printed, then voided and reissued. */
	let mixed = 0;
	let mixedNumber = '';

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { roc, donation, personal } = receiptsShop() );
		// A donation with personal receipts, as staff make it on its Temple
		// tab (receipts-issue.spec.ts).
		shopPhp( `
			$product = wc_get_product( ${ personal } );
			$product->update_meta_data( '_temple_offerings_receipt_type', 'donation' );
			$product->update_meta_data( '_temple_offerings_personal_receipts', 'yes' );
			$product->save();
		` );
	} );

	test.afterAll( async () => {
		await receiptsCleanUp( orders, personal );
	} );

	test( 'a donation and a lamp on one order: separate sections with their own totals and the right 大寫, on A5, 80 mm and the 感謝狀', async ( {
		page,
	} ) => {
		test.slow();
		mixed = await restOrder( orders, [
			{ product: donation, kind: 'worship', names: [ '王小明' ] },
			{
				product: orders.lamp,
				kind: 'light',
				names: [ '林一燈', '林二燈' ],
			},
		] );
		await page.goto( orderScreen( mixed ) );
		const links = await printLinks( page );
		[ mixedNumber ] = Object.keys( links );
		expect( Object.keys( links ) ).toHaveLength( 1 );

		await page.goto( links[ mixedNumber ].a5 );
		const receipt = page.locator( '.temple-receipt-a5' );
		await expect( receipt.locator( '.temple-receipt-number' ) ).toHaveText(
			mixedNumber
		);
		const donations = receipt.locator( 'table.temple-receipt-donations' );
		await expect( donations.locator( 'caption' ) ).toHaveText( '捐款' );
		await expect( donations.locator( 'tbody tr' ) ).toHaveCount( 1 );
		await expect( donations.locator( 'tbody tr' ) ).toContainText(
			'添油香'
		);
		await expect( donations.locator( 'tfoot' ) ).toHaveText(
			/捐款小計\s*1,000/
		);
		const fees = receipt.locator( 'table.temple-receipt-fees' );
		await expect( fees.locator( 'caption' ) ).toHaveText( '服務費' );
		await expect( fees.locator( 'tbody tr' ) ).toHaveText(
			/光明燈\s*2\s*1,200/
		);
		await expect( fees.locator( 'tfoot' ) ).toHaveText(
			/服務費小計\s*1,200/
		);
		await expect(
			receipt.locator( '.temple-receipt-total-figures' )
		).toHaveText( '新臺幣 2,200 元' );
		await expect(
			receipt.locator( '.temple-receipt-words-text' )
		).toHaveText( '貳仟貳佰元整' );
		await expect( receipt.locator( '.temple-receipt-payer' ) ).toHaveText(
			'王小明'
		);
		await expect( receipt.locator( '.temple-receipt-handler' ) ).toHaveText(
			'admin'
		);
		await expect( receipt ).toContainText( `中華民國 ${ roc } 年` );
		await expect( receipt.locator( '.temple-receipt-temple' ) ).toHaveText(
			TEMPLE
		);
		await expect( receipt ).toContainText( '統一編號：12345675' );
		await expect(
			receipt.locator( 'img.temple-receipt-seal' )
		).toBeVisible();
		await shot( page, 'a5', 900 );

		await page.goto( links[ mixedNumber ][ '80mm' ] );
		const roll = page.locator( '.temple-receipt-roll' );
		await expect( roll ).toContainText( '捐款小計' );
		await expect( roll.locator( '.temple-receipt-words-text' ) ).toHaveText(
			'貳仟貳佰元整'
		);
		// 72 mm of paper: nothing runs past the column.
		const width = await roll.evaluate( ( element ) => [
			element.scrollWidth,
			element.clientWidth,
		] );
		expect( width[ 0 ] ).toBeLessThanOrEqual( width[ 1 ] );
		await shot( page, '80mm', 480 );

		// The 感謝狀 thanks for the donation, not for the lamp paid with it.
		await page.goto( links[ mixedNumber ].certificate );
		const certificate = page.locator( '.temple-certificate' );
		await expect(
			certificate.locator( '.temple-certificate-title' )
		).toHaveText( '感謝狀' );
		await expect(
			certificate.locator( '.temple-certificate-name' )
		).toHaveText( '王小明 大德' );
		await expect(
			certificate.locator( '.temple-certificate-text' )
		).toContainText( `護持${ TEMPLE }「添油香」，計新臺幣壹仟元整。` );
		await expect( certificate ).not.toContainText( '光明燈' );
		await shot( page, 'certificate', 1000 );
	} );

	test( 'void then reissue keeps the history: a reason is required, the old number stays 作廢, the new one refers to it; a forged request changes nothing', async ( {
		page,
		browser,
	} ) => {
		test.slow();
		await page.goto( orderScreen( mixed ) );
		const box = page.locator( '#temple-offerings-receipts' );
		const block = box.locator(
			`.temple-staff-receipt[data-receipt="${ mixedNumber }"]`
		);
		// The order screen loads slowly on a busy machine: wait for the page the void leads back to.
		await Promise.all( [
			page.waitForURL( /temple_receipt=no_reason/, { timeout: SAVED } ),
			block.getByRole( 'button', { name: '作廢', exact: true } ).click(),
		] );
		await expect( box.locator( '.notice-error' ) ).toHaveText(
			'未作廢：請填寫作廢原因。'
		);
		expect( stored( mixed )[ 0 ].status ).toBe( 'issued' );

		// A forged request: the box's own form with another nonce.
		const forged = await page.request.post( '/wp-admin/admin-post.php', {
			form: {
				action: 'temple_offerings_receipts',
				order_id: String( mixed ),
				_wpnonce: '0',
				void: mixedNumber,
				[ `reason[${ mixedNumber }]` ]: '偽造',
			},
		} );
		expect( forged.status() ).toBe( 403 );
		// A customer, whatever the nonce, may not void.
		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const refused = await customer.request.post(
			'/wp-admin/admin-post.php',
			{
				form: {
					action: 'temple_offerings_receipts',
					order_id: String( mixed ),
					void: mixedNumber,
				},
			}
		);
		expect( refused.status() ).toBe( 403 );
		await customer.close();
		expect( stored( mixed ) ).toHaveLength( 1 );
		expect( stored( mixed )[ 0 ].status ).toBe( 'issued' );

		await page.goto( orderScreen( mixed ) );
		await box
			.locator( `.temple-staff-receipt[data-receipt="${ mixedNumber }"]` )
			.getByLabel( '作廢原因' )
			.fill( '抬頭應為公司名稱' );
		await Promise.all( [
			page.waitForURL( /temple_receipt=done/, { timeout: SAVED } ),
			box
				.locator(
					`.temple-staff-receipt[data-receipt="${ mixedNumber }"]`
				)
				.getByRole( 'button', { name: '作廢並補開' } )
				.click(),
		] );
		await expect( box.locator( '.notice-success' ) ).toBeVisible();
		const [ old, reissued ] = stored( mixed );
		expect( old ).toMatchObject( {
			number: mixedNumber,
			status: 'void',
			total: 2200,
		} );
		expect( old.void ).toMatchObject( {
			by: 'admin',
			reason: '抬頭應為公司名稱',
		} );
		expect( reissued ).toMatchObject( {
			status: 'issued',
			replaces: mixedNumber,
			total: 2200,
			words: '貳仟貳佰元整',
		} );
		expect( old.replaced_by ).toBe( reissued.number );
		expect( serial( reissued.number as string ) ).toBeGreaterThan(
			serial( mixedNumber )
		);

		const voidedBlock = box.locator(
			`.temple-staff-receipt[data-receipt="${ mixedNumber }"]`
		);
		await expect( voidedBlock ).toContainText( '作廢' );
		await expect( voidedBlock ).toContainText( '原因：抬頭應為公司名稱' );
		await expect( voidedBlock ).toContainText(
			`已補開收據 ${ reissued.number }。`
		);
		// A voided and replaced receipt offers no more changes.
		await expect( voidedBlock.getByRole( 'button' ) ).toHaveCount( 0 );
		await expect(
			box.locator(
				`.temple-staff-receipt[data-receipt="${ reissued.number }"]`
			)
		).toContainText( `本收據補開自已作廢之收據 ${ mixedNumber }。` );
		await box.locator( 'summary' ).click();
		await expect(
			box.locator( '.temple-staff-receipt-log tbody tr' )
		).toHaveText( [
			new RegExp( `開立\\s*${ mixedNumber }` ),
			new RegExp(
				`作廢\\s*${ mixedNumber }\\s*admin\\s*抬頭應為公司名稱`
			),
			new RegExp(
				`補開\\s*${ reissued.number }\\s*admin\\s*${ mixedNumber }`
			),
		] );
		fs.mkdirSync( SHOTS, { recursive: true } );
		await box.screenshot( { path: path.join( SHOTS, 'order-box.png' ) } );
		const written = await notes( orders, mixed );
		expect( written ).toContainEqual(
			`admin 作廢收據 ${ mixedNumber }：抬頭應為公司名稱`
		);
		expect( written ).toContainEqual(
			`已補開收據 ${ reissued.number }，取代已作廢之收據 ${ mixedNumber }。`
		);

		// The voided receipt still prints, stamped 作廢.
		const links = await printLinks( page );
		await page.goto( links[ mixedNumber ].a5 );
		await expect( page.locator( '.temple-receipt-void-stamp' ) ).toHaveText(
			'作廢'
		);
		await expect(
			page.locator( '.temple-receipt-void-note' )
		).toContainText( '由 admin 作廢，原因：抬頭應為公司名稱。' );
		await shot( page, 'a5-void', 900 );
	} );

	test( 'a personal offering gives each believer a receipt and a 感謝狀 in their own name; the rest of the order gets the payer’s', async ( {
		page,
	} ) => {
		const order = await restOrder( orders, [
			{ product: orders.lamp, kind: 'light', names: [ '王小明' ] },
			{ product: personal, kind: 'worship', names: [ '陳甲', '陳乙' ] },
		] );
		const receipts = stored( order );
		expect(
			receipts.map( ( receipt ) => [
				receipt.payer,
				receipt.personal,
				receipt.total,
			] )
		).toEqual( [
			[ '王小明', false, 600 ],
			[ '陳甲', true, 500 ],
			[ '陳乙', true, 500 ],
		] );
		const numbers = receipts.map( ( receipt ) =>
			serial( receipt.number as string )
		);
		expect( numbers ).toEqual( [
			numbers[ 0 ],
			numbers[ 0 ] + 1,
			numbers[ 0 ] + 2,
		] );
		await page.goto( orderScreen( order ) );
		const links = await printLinks( page );
		await page.goto( links[ receipts[ 2 ].number as string ].certificate );
		await expect( page.locator( '.temple-certificate-name' ) ).toHaveText(
			'陳乙 大德'
		);
		await expect(
			page.locator( '.temple-certificate-text' )
		).toContainText( `「${ PERSONAL }」，計新臺幣伍佰元整。` );
		await shot( page, 'certificate-personal', 1000 );
	} );
} );

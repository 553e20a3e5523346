/**
 * Receipts (收據) and thank-you certificates (感謝狀) on the real shop: staff
 * set an offering's receipt type and personal receipts on its Temple tab; a
 * bank transfer placed at the checkout gets its receipt when staff mark it
 * paid (經手人 網路), the next paid order the next number; a donation and a
 * lamp on one order print in separate sections with their own totals and the
 * right 大寫 (A5, 80 mm, 感謝狀); voiding needs a reason and keeps the number,
 * a reissue refers to it, and the log and the order notes keep it all; a
 * personal offering gives each believer a receipt in their own name; the
 * worshipper opens their receipt from the e-mail and My Account, while
 * another customer, a signed-out visitor and a wrong key get nothing.
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
import { adminOrders, dropOrders, type AdminOrders } from './order-helpers';
import {
	addBelievers,
	checkout,
	emptyCart,
	lightBeliever,
	mails,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import { signIn } from './request-helpers';
import { restOrder, serial, stored } from './receipt-helpers';

const SHOTS = path.join( __dirname, '../test-results/receipts' );
const OTHER = 'receipts-other';
const TEMPLE = '財團法人台南示範宮';
const PERSONAL = '收據測試感恩功德';
/** A wp-admin save (post, redirect, the screen again) can take a minute on a busy shared machine. */
const SAVED = 60_000;

const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

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

/**
 * Opens a product's Temple tab once WooCommerce's tab script answers clicks.
 *
 * @param page    Admin page.
 * @param product Product id.
 */
async function openTempleTab( page: Page, product: number ) {
	await page.goto( `/wp-admin/post.php?post=${ product }&action=edit` );
	await expect( async () => {
		await page.getByRole( 'link', { name: '寺務' } ).click();
		await expect( page.getByLabel( '收據類別' ) ).toBeVisible( {
			timeout: 1_000,
		} );
	} ).toPass();
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
	/** The worshipper's bank transfer (test 2), opened again in the last test. */
	let transfer = 0;
	let transferNumber = '';
	/** The donation-and-lamp order (tests 3 and 4). */
	let mixed = 0;
	let mixedNumber = '';

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		roc = Number( shopPhp( "echo (int) wp_date( 'Y' ) - 1911;" ).trim() );
		donation = Number(
			shopPhp(
				"echo get_page_by_path( 'incense-donation', OBJECT, 'product' )->ID;"
			).trim()
		);
		personal = simpleProduct( 'e2e-receipts-personal', PERSONAL, 500, [
			'worship',
		] );
		// The temple's details, and a seal drawn as temples' are: red, square, read right to left.
		shopPhp( `
			update_option( 'temple_offerings_receipt_temple_name', '${ TEMPLE }' );
			update_option( 'temple_offerings_receipt_registration', '南市民宗字第 1150001 號' );
			update_option( 'temple_offerings_receipt_tax_id', '12345675' );
			update_option( 'temple_offerings_receipt_address', '臺南市中西區中山路1號' );
			update_option( 'temple_offerings_receipt_phone', '06-2221234' );
			$size  = 300;
			$image = imagecreatetruecolor( $size, $size );
			imagesavealpha( $image, true );
			imagefill( $image, 0, 0, imagecolorallocatealpha( $image, 255, 255, 255, 127 ) );
			$red = imagecolorallocate( $image, 200, 30, 30 );
			imagesetthickness( $image, 14 );
			imagerectangle( $image, 10, 10, $size - 11, $size - 11, $red );
			$font = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
			foreach ( array( array( '示', 160, 130 ), array( '範', 160, 260 ), array( '宮', 30, 130 ), array( '印', 30, 260 ) ) as $char ) {
				imagettftext( $image, 96, 0, $char[1], $char[2], $red, $font, $char[0] );
			}
			$upload = wp_upload_dir();
			$file   = $upload['path'] . '/e2e-receipt-seal.png';
			imagepng( $image, $file );
			require_once ABSPATH . 'wp-admin/includes/image.php';
			$id = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'seal', 'post_status' => 'inherit' ), $file );
			wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
			update_option( 'temple_offerings_receipt_seal', (string) $id );
			$other = get_user_by( 'login', '${ OTHER }' );
			if ( ! $other ) {
				wp_insert_user( array( 'user_login' => '${ OTHER }', 'user_pass' => 'password', 'user_email' => '${ OTHER }@example.com', 'display_name' => '乙方', 'role' => 'customer' ) );
			}
		` );
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		shopPhp( `
			foreach ( array( 'temple_name', 'registration', 'tax_id', 'address', 'phone', 'seal' ) as $key ) {
				delete_option( 'temple_offerings_receipt_' . $key );
			}
			$product = wc_get_product( ${ personal } );
			$product->set_status( 'draft' );
			$product->save();
			require_once ABSPATH . 'wp-admin/includes/user.php';
			$user = get_user_by( 'login', '${ OTHER }' );
			if ( $user ) {
				wp_delete_user( $user->ID );
			}
		` );
	} );

	test( 'the temple’s details are settings, a tax ID that is not eight digits is refused; staff make an offering a donation with personal receipts on its Temple tab; the seeded 添油香 is a donation', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced' );
		await expect( page.getByLabel( '宮廟名稱' ) ).toHaveValue( TEMPLE );
		await page.getByLabel( '統一編號' ).fill( '1234' );
		await page.getByLabel( '電話' ).fill( '06-2221235' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect( page.locator( '#message.error' ) ).toContainText(
			'統一編號未儲存：須為 8 位數字。',
			{ timeout: SAVED }
		);
		await expect( page.getByLabel( '統一編號' ) ).toHaveValue( '12345675' );
		await expect( page.getByLabel( '電話' ) ).toHaveValue( '06-2221235' );

		await openTempleTab( page, donation );
		await expect( page.getByLabel( '收據類別' ) ).toHaveValue( 'donation' );
		await expect( page.getByLabel( '個人收據' ) ).not.toBeChecked();

		await openTempleTab( page, personal );
		await expect( page.getByLabel( '收據類別' ) ).toHaveValue( 'fee' );
		await page.getByLabel( '收據類別' ).selectOption( 'donation' );
		await page.getByLabel( '個人收據' ).check();
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.notice-success' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		expect(
			shopPhp(
				`$p = wc_get_product( ${ personal } ); echo $p->get_meta( '_temple_offerings_receipt_type' ), '|', $p->get_meta( '_temple_offerings_personal_receipts' );`
			).trim()
		).toBe( 'donation|yes' );
	} );

	test( 'a bank transfer gets its receipt when staff mark it paid, handled 網路; the next paid order gets the next number', async ( {
		browser,
		page,
	} ) => {
		test.slow();
		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const shop = await customer.newPage();
		await emptyCart( shop.request );
		const added = await addBelievers( shop.request, orders.lamp, [
			lightBeliever( '林收據' ),
		] );
		expect( added.error ).toBeUndefined();
		transfer = await checkout( shop, 'ATM 轉帳／銀行匯款' );
		orders.made.push( transfer );
		await customer.close();

		// On hold: no money seen, no receipt.
		await page.goto( orderScreen( transfer ) );
		const box = page.locator( '#temple-offerings-receipts' );
		await expect( box ).toContainText( '訂單付款後即開立收據。' );
		expect( stored( transfer ) ).toEqual( [] );

		await page.locator( '#order_status' ).selectOption( 'wc-processing' );
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		const numbers = box.locator( '.temple-staff-receipt-number' );
		await expect( numbers ).toHaveCount( 1 );
		transferNumber = ( await numbers.innerText() ).trim();
		expect( transferNumber ).toMatch( new RegExp( `^${ roc }-\\d{6}$` ) );
		const [ receipt ] = stored( transfer );
		expect( receipt ).toMatchObject( {
			number: transferNumber,
			payer: '王小明',
			handler: '網路',
			payment: 'ATM 轉帳／銀行匯款',
			total: 600,
			words: '陸佰元整',
			status: 'issued',
		} );
		// Saving the order again (paid to paid) issues nothing more.
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		expect( stored( transfer ) ).toHaveLength( 1 );

		// The worshipper's "order received" e-mail links the receipt.
		const mail = mails()
			.filter(
				( sent ) =>
					sent.to.includes( 'believer@example.test' ) &&
					sent.message.includes( transferNumber )
			)
			.pop();
		expect( mail, 'the processing e-mail with the receipt' ).toBeTruthy();
		expect( mail?.message ).toContain(
			`收據 ${ transferNumber }（王小明）`
		);
		// The link, as the HTML e-mail escapes it (esc_url writes & as &#038;).
		expect( mail?.message ).toMatch(
			new RegExp(
				`admin-post\\.php\\?action=temple_offerings_receipt(&#038;|&amp;)order=${ transfer }(&#038;|&amp;)receipt=${ transferNumber }(&#038;|&amp;)paper=a5"`
			)
		);

		// The next paid order, made and marked paid by staff: the next number, handled by admin.
		const next = await restOrder(
			orders,
			[ { product: orders.lamp, kind: 'light', names: [ '林次號' ] } ],
			{
				status: 'on-hold',
				payment_method: 'bacs',
				payment_method_title: 'ATM 轉帳／銀行匯款',
			}
		);
		expect( stored( next ) ).toEqual( [] );
		const response = await orders.request.put(
			`/wp-json/wc/v3/orders/${ next }`,
			{ headers: orders.headers, data: { status: 'processing' } }
		);
		expect( response.status() ).toBe( 200 );
		const [ following ] = stored( next );
		expect( serial( following.number as string ) ).toBe(
			serial( transferNumber ) + 1
		);
		expect( following.handler ).toBe( 'admin' );
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

	test( 'the worshipper opens their receipt from My Account; another customer, a signed-out visitor and a wrong key get nothing', async ( {
		browser,
	} ) => {
		test.slow();
		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const own = await customer.newPage();
		await own.goto( `/my-account/view-order/${ transfer }/` );
		const section = own.locator( '.temple-offerings-receipts' );
		await expect( section.getByRole( 'heading' ) ).toHaveText( '收據' );
		const link = section.getByRole( 'link', {
			name: `收據 ${ transferNumber }（王小明）`,
		} );
		const url = ( await link.getAttribute( 'href' ) ) ?? '';
		expect( url ).not.toContain( 'key=' );
		await link.click();
		await expect( own.locator( '.temple-receipt-number' ) ).toHaveText(
			transferNumber
		);
		await customer.close();

		// Another customer: the same 404 as for no receipt, nothing of it in the answer.
		const other = await signIn( OTHER );
		const theirs = await other.api.get( url );
		expect( theirs.status() ).toBe( 404 );
		const body = await theirs.text();
		expect( body ).not.toContain( transferNumber );
		expect( body ).not.toContain( '王小明' );
		expect( body ).not.toContain( '林收據' );
		await other.api.dispose();

		// Signed out: sent to sign in first, nothing shown.
		const anonymous = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const signedOut = await anonymous.request.get( url, {
			maxRedirects: 0,
		} );
		expect( signedOut.status() ).toBe( 302 );
		expect( signedOut.headers().location ).toContain( 'wp-login.php' );

		// A guest order opens to its key and to nothing else.
		const guest = await restOrder(
			orders,
			[ { product: orders.lamp, kind: 'light', names: [ '訪客甲' ] } ],
			{
				customer_id: 0,
				billing: {
					first_name: '大同',
					last_name: '林',
					email: 'guest-receipt@example.test',
				},
			}
		);
		const [ guestReceipt ] = stored( guest );
		const page = await anonymous.newPage();
		const { search } = new URL( url );
		const params = new URLSearchParams( search );
		params.set( 'order', String( guest ) );
		params.set( 'receipt', guestReceipt.number as string );
		const key = shopPhp(
			`echo wc_get_order( ${ guest } )->get_order_key();`
		).trim();
		const base = `/wp-admin/admin-post.php?${ params.toString() }`;
		const withKey = await page.goto( `${ base }&key=${ key }` );
		expect( withKey?.status() ).toBe( 200 );
		await expect( page.locator( '.temple-receipt-payer' ) ).toHaveText(
			'林大同'
		);
		const wrongKey = await anonymous.request.get(
			`${ base }&key=${ key.slice( 0, -1 ) }x`,
			{ maxRedirects: 0 }
		);
		expect( wrongKey.status() ).toBe( 404 );
		expect( await wrongKey.text() ).not.toContain( '林大同' );
		await anonymous.close();
	} );
} );

/**
 * Temple staff on the real shop: believers on the order screen and its
 * print view, the ritual list with its filter, print view and CSV export,
 * a bad nonce refused, and a customer refused everywhere.
 *
 * Orders are made through WooCommerce's REST API with exactly the line meta
 * the cart writes: `_believers_data` (CartBeliever[]) and `_believers_kind`.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator } from '@playwright/test';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	createOrder,
	orderBeliever,
	parseCsv,
	restNonce,
	siteDate,
	wcProductId,
	type Created,
} from './order-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

const LAMP_BELIEVERS = [
	orderBeliever( {
		name: '王小明',
		birthday: '1982-潤04-12-子',
		time: '子',
		address: '臺北市中正區重慶南路一段122號',
		note: '全家平安\n事業順利',
		product_category: [ 'light' ],
	} ),
	orderBeliever( {
		name: "=cmd|' /C calc'!A0",
		gender: 'female',
		birthday: '1990-01-05-午',
		time: '午',
		address: '新北市板橋區, 文化路一段',
		product_category: [ 'light' ],
	} ),
];

const PUDU_BELIEVERS = [
	orderBeliever( {
		name: '陳美麗',
		gender: 'female',
		birthday: '1975-08-15-吉',
		address: '臺中市西區民權路',
		deceased_name: '陳大同',
		deceased_gender: 'male',
		deceased_birthday: '1920-01-01-吉',
		deceased_death_anniversary: '1999-07-15-午',
		deceased_address: '臺中市西區民權路',
		product_category: [ 'pudu' ],
	} ),
];

test.describe( 'staff', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let lampOrder: Created;
	let puduOrder: Created;
	/**
	 * The rows of this spec's two orders: in a full run other specs' paid
	 * orders are on the list too.
	 *
	 * @param table The list's table.
	 */
	const own = ( table: Locator ) =>
		table.locator( 'tbody tr' ).filter( {
			has: table.page().locator( '.column-order', {
				hasText: new RegExp(
					`^\\s*(${ lampOrder.number }|${ puduOrder.number })\\s*$`
				),
			} ),
		} );
	let exportHref = '';
	let printHref = '';
	let orderPrintHref = '';

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		lampOrder = await createOrder(
			context.request,
			nonce,
			await wcProductId( context.request, nonce, 'guangming-lamp' ),
			'light',
			LAMP_BELIEVERS
		);
		puduOrder = await createOrder(
			context.request,
			nonce,
			await wcProductId( context.request, nonce, 'pudu-offering' ),
			'pudu',
			PUDU_BELIEVERS
		);
		await context.close();
	} );

	test( 'the order screen lists every believer readably, and prints', async ( {
		page,
	} ) => {
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ lampOrder.id }`
		);
		const box = page.locator( '#temple-offerings-believers' );
		await expect(
			box.getByRole( 'heading', { name: '登記信眾' } )
		).toBeVisible();
		await expect( box ).toContainText( '光明燈 × 2 位' );
		const first = box.getByRole( 'table', { name: '信眾 1' } );
		await expect(
			first.getByRole( 'row', { name: /信眾姓名 王小明/ } )
		).toBeVisible();
		await expect( first ).toContainText( '信士' );
		await expect( first ).toContainText( '民國71年 閏04月 12日 子時' );
		await expect( first ).toContainText( '臺北市中正區重慶南路一段122號' );
		await expect(
			box.getByRole( 'table', { name: '信眾 2' } )
		).toContainText( '信女' );

		const print = box.getByRole( 'link', { name: '列印信眾名單' } );
		orderPrintHref = ( await print.getAttribute( 'href' ) ) ?? '';
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			print.click(),
		] );
		await expect(
			popup.getByRole( 'heading', {
				name: `訂單 #${ lampOrder.number } 的登記信眾`,
			} )
		).toBeVisible();
		await expect( popup.getByText( '=cmd|' ) ).toBeVisible();
		await expect(
			popup.getByRole( 'button', { name: '列印本頁' } )
		).toBeVisible();
		await expect(
			popup.locator( 'link[rel="stylesheet"]' )
		).toHaveAttribute( 'href', /assets\/staff\/print\.css/ );

		// The pudu order shows the deceased's fields.
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ puduOrder.id }`
		);
		await expect( box ).toContainText( '陳大同' );
		await expect( box ).toContainText( '民國88年 07月 15日 午時' );
	} );

	test( 'the ritual list shows both orders and filters by category', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		await expect(
			page.getByRole( 'heading', { name: '法會名單', level: 1 } )
		).toBeVisible();
		// Paid statuses are ticked by default.
		await expect(
			page.getByRole( 'checkbox', { name: /Processing|處理中/ } )
		).toBeChecked();
		const table = page.locator( 'table.temple-staff-table' );
		await expect( own( table ) ).toHaveCount( 3 );
		await expect( table ).toContainText( '王小明' );
		await expect( table ).toContainText( '陳美麗' );
		await expect(
			table.getByRole( 'columnheader', { name: '訂單編號' } )
		).toBeVisible();

		await page.getByLabel( '結緣品類別' ).selectOption( { label: '普渡' } );
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await expect( own( table ) ).toHaveCount( 1 );
		await expect( table ).toContainText( '陳大同' );
		await expect( table ).not.toContainText( '王小明' );

		await page.getByLabel( '結緣品類別' ).selectOption( '' );
		// Two days back is before today in any time zone: none of this
		// spec's orders is that old. (Other specs' renewals are a year old:
		// the list may hold them, or say 沒有符合條件的信眾。 on a fresh shop.)
		const before = new Date( Date.now() - 2 * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );
		await page.getByLabel( '訂單結束日期' ).fill( before );
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await expect(
			page
				.getByText( '沒有符合條件的信眾。' )
				.or( table.locator( 'tbody tr' ).first() )
		).toBeVisible();
		await expect( own( table ) ).toHaveCount( 0 );

		await page.getByLabel( '訂單結束日期' ).fill( '' );
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await expect( own( table ) ).toHaveCount( 3 );
		exportHref =
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? '';
		printHref =
			( await page
				.getByRole( 'link', { name: '列印名單' } )
				.getAttribute( 'href' ) ) ?? '';

		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: '列印名單' } ).click(),
		] );
		await expect(
			popup.getByRole( 'heading', { name: '法會名單' } )
		).toBeVisible();
		await expect( own( popup.locator( 'table' ).first() ) ).toHaveCount(
			3
		);
		const css = await page.request.get(
			( await popup
				.locator( 'link[rel="stylesheet"]' )
				.getAttribute( 'href' ) ) ?? ''
		);
		expect( await css.text() ).toMatch( /@page\s*{[^}]*size:\s*A4/ );
	} );

	test( 'the CSV download has a BOM, a header and one neutralised row per believer', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		// Named as the workbook is, by the site's clock (Asia/Taipei), not UTC.
		expect( download.suggestedFilename() ).toMatch(
			new RegExp( `^法會名單-${ siteDate() }-\\d{4}\\.csv$` )
		);
		const bytes = fs.readFileSync( ( await download.path() ) as string );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
		const records = parseCsv( bytes.subarray( 3 ).toString( 'utf8' ) );
		const [ header, ...all ] = records;
		// This spec's orders: in a full run other specs' are listed too.
		const rows = all.filter( ( row ) =>
			[ lampOrder.number, puduOrder.number ].includes( row[ 0 ] )
		);
		expect( header.slice( 0, 10 ) ).toEqual( [
			'訂單編號',
			'訂單日期',
			'訂單狀態',
			// Where each order came from (網路, 臨櫃 · 林櫃台); empty for orders made through the REST API.
			'來源',
			'結緣品',
			'序號',
			// Each believer's lamp number; empty here: these products give none.
			'燈號',
			'表單類型',
			'信眾姓名',
			'信眾性別',
		] );
		expect( rows ).toHaveLength( 3 );
		const column = ( name: string ) => header.indexOf( name );
		expect( rows.map( ( row ) => row[ 0 ] ) ).toEqual( [
			lampOrder.number,
			lampOrder.number,
			puduOrder.number,
		] );
		const [ wang, formula, chen ] = rows;
		expect( wang[ column( '信眾姓名' ) ] ).toBe( '王小明' );
		expect( wang[ column( '農曆生辰' ) ] ).toBe(
			'民國71年 閏04月 12日 子時'
		);
		expect( wang[ column( '備註' ) ] ).toBe( '全家平安\n事業順利' );
		expect( wang[ column( '結緣品' ) ] ).toBe( '光明燈' );
		expect( formula[ column( '信眾姓名' ) ] ).toBe( "'=cmd|' /C calc'!A0" );
		expect( formula[ column( '信眾地址' ) ] ).toBe(
			'新北市板橋區, 文化路一段'
		);
		expect( chen[ column( '往生者姓名' ) ] ).toBe( '陳大同' );
		expect( chen[ column( '往生者農曆往生日' ) ] ).toBe(
			'民國88年 07月 15日 午時'
		);
		// Excel keeps a phone's leading 0 only in this form (CsvWriter).
		expect( wang[ column( '手機' ) ] ).toBe( '="0912345678"' );
		// No cell anywhere starts a formula, but for that form, which holds digits only.
		for ( const row of rows ) {
			for ( const cell of row ) {
				expect( cell ).not.toMatch( /^(?!="\+?[0-9]+"$)[=+\-@\t\r]/ );
			}
		}
	} );

	test( 'a bad nonce is refused', async ( { page } ) => {
		const response = await page.request.get(
			exportHref.replace( /_wpnonce=[^&]+/, '_wpnonce=bad' )
		);
		expect( response.status() ).toBe( 403 );
		expect( await response.text() ).not.toContain( '王小明' );
	} );

	test( 'a customer cannot see the list, the exports or the print views', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		// WordPress refuses the submenu page itself: it needs manage_woocommerce.
		const screen = await page.goto( LIST );
		expect( screen?.status() ).toBe( 403 );
		await expect( page.locator( 'table' ) ).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toContainText( '王小明' );

		for ( const href of [ exportHref, printHref, orderPrintHref ] ) {
			expect( href ).not.toBe( '' );
			const response = await context.request.get( href );
			expect( response.status(), href ).toBe( 403 );
			expect( await response.text() ).not.toContain( '王小明' );
		}
		await context.close();
	} );
} );

/**
 * Ritual-list exports staff can open in Excel (issue 11, item 4), on the
 * real shop: the .xlsx download read back with openpyxl, a maintained
 * spreadsheet library (Debian's python3-openpyxl), keeps a phone's leading 0
 * as text and Chinese intact; the CSV keeps it in the one form Excel reads
 * as text; the "one row per family registrant" option splits a gift's family
 * registrants into rows in the screen, the print view, the .xlsx and the CSV.
 *
 * Orders are made through WooCommerce's REST API with the line meta the
 * cart writes (`_believers_data`, `_believers_kind`). Other specs' orders
 * may share the list, so every check picks this spec's rows by order number,
 * and the orders are deleted afterwards: later specs count the list's rows.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	CLEANUP,
	createOrder,
	orderBeliever,
	parseCsv,
	restNonce,
	siteDate,
	wcProductId,
	type Created,
} from './order-helpers';
import { readXlsx } from './xlsx-helpers';

/**
 * A believer of this spec: no mobile unless a row gives one.
 * @param fields
 */
const believer = ( fields: Record< string, unknown > ) =>
	orderBeliever( { mobile: '', ...fields } );

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';
const SHOTS = path.join( __dirname, '../test-results' );
const LAMP = [
	believer( {
		name: '王小明',
		mobile: '0912345678',
		birthday: '1982-潤04-12-子',
		time: '子',
		address: '臺北市中正區重慶南路一段122號',
		note: '全家平安\n事業順利',
		product_category: [ 'light' ],
	} ),
	believer( {
		name: '=HYPERLINK("http://x","點我")',
		gender: 'female',
		mobile: '+886912345678',
		address: '<b>新北市</b> & 板橋區',
		product_category: [ 'light' ],
	} ),
];

const FAMILY = [
	{ name: '林大同', gender: 'male', birthday: '1950-02-03-吉' },
	{ name: '林美華', gender: 'female', birthday: '吉-吉-吉-吉' },
	{ name: '林小寶', gender: 'boy', birthday: '2015-06-01-午' },
];

const GIFT = [
	believer( {
		name: '林阿福',
		mobile: '0223456789',
		address: '臺南市中西區民族路二段',
		product_category: [ 'gift' ],
		depends_people: FAMILY,
	} ),
];

/**
 * Makes a paid order with one offering line; its id and number.
 *
 * @param request   Signed-in request context.
 * @param slug      Product slug.
 * @param kind      Form kind stored on the line.
 * @param believers Believers stored on the line.
 */
async function paidOrder(
	request: APIRequestContext,
	slug: string,
	kind: string,
	believers: unknown[]
): Promise< Created > {
	const nonce = await restNonce( request );
	return createOrder(
		request,
		nonce,
		await wcProductId( request, nonce, slug ),
		kind,
		believers,
		{ billing: { first_name: '匯出', last_name: '測試' } }
	);
}

test.describe( 'ritual list exports', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let lamp = '';
	let gift = '';
	let xlsxHref = '';
	const made: Created[] = [];

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		made.push(
			await paidOrder( context.request, 'guangming-lamp', 'light', LAMP ),
			await paidOrder( context.request, 'pingan-charm', 'gift', GIFT )
		);
		[ lamp, gift ] = made.map( ( order ) => order.number );
		await context.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		for ( const order of made ) {
			const response = await context.request.delete(
				`/wp-json/wc/v3/orders/${ order.id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce, ...CLEANUP } }
			);
			expect( response.status(), await response.text() ).toBe( 200 );
		}
		await context.close();
	} );

	test( 'the .xlsx keeps phone numbers as text and Chinese intact, read back by openpyxl', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const link = page.getByRole( 'link', { name: '匯出 Excel（.xlsx）' } );
		xlsxHref = ( await link.getAttribute( 'href' ) ) ?? '';
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			link.click(),
		] );
		// Named by the site's clock (Asia/Taipei on the shop), as the CSV is.
		expect( download.suggestedFilename() ).toMatch(
			new RegExp( `^法會名單-${ siteDate() }-\\d{4}\\.xlsx$` )
		);
		const sheet = readXlsx( ( await download.path() ) as string );
		expect( sheet.title ).toBe( '法會名單' );
		expect( sheet.freeze ).toBe( 'A2' );
		const [ header, ...rows ] = sheet.rows;
		const column = ( name: string ) => {
			expect( header ).toContain( name );
			return header.indexOf( name );
		};
		// Every cell is text: nothing Excel could turn into a number or a formula.
		expect( new Set( sheet.types.flat() ) ).toEqual( new Set( [ 's' ] ) );

		const mine = rows.filter( ( row ) => row[ 0 ] === lamp );
		expect( mine ).toHaveLength( 2 );
		const [ wang, formula ] = mine;
		expect( wang[ column( '信眾姓名' ) ] ).toBe( '王小明' );
		expect( wang[ column( '手機' ) ] ).toBe( '0912345678' );
		expect( wang[ column( '農曆生辰' ) ] ).toBe(
			'民國71年 閏04月 12日 子時'
		);
		expect( wang[ column( '信眾地址' ) ] ).toBe(
			'臺北市中正區重慶南路一段122號'
		);
		expect( wang[ column( '備註' ) ] ).toBe( '全家平安\n事業順利' );
		expect( wang[ column( '結緣品' ) ] ).toBe( '光明燈' );
		expect( formula[ column( '信眾姓名' ) ] ).toBe(
			'=HYPERLINK("http://x","點我")'
		);
		expect( formula[ column( '手機' ) ] ).toBe( '+886912345678' );
		// Sanitized on the way in (no tags kept), escaped on the way out (& intact).
		expect( formula[ column( '信眾地址' ) ] ).toBe( '新北市 & 板橋區' );

		// Without the option the family shares one cell, one per line.
		const family = rows.filter( ( row ) => row[ 0 ] === gift );
		expect( family ).toHaveLength( 1 );
		expect(
			family[ 0 ][ column( '闔家登記人' ) ].split( '\n' )
		).toHaveLength( 3 );

		// The address column is wide enough for its Chinese text.
		const letter = String.fromCharCode( 65 + column( '信眾地址' ) );
		expect( sheet.widths[ letter ] ).toBeGreaterThanOrEqual( 31 );

		const response = await page.request.get( xlsxHref );
		expect( response.headers()[ 'content-type' ] ).toBe(
			'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
		);
		expect( response.headers()[ 'content-disposition' ] ).toMatch(
			/^attachment; filename="ritual-list-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"; filename\*=UTF-8''%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/
		);
	} );

	test( 'one row per family registrant, on screen, in print, in the .xlsx and in the CSV', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const option = page.getByRole( 'checkbox', {
			name: '闔家登記人每人一列',
		} );
		await expect( option ).not.toBeChecked();
		await option.check();
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await expect( option ).toBeChecked();

		const table = page.locator( 'table.temple-staff-table' );
		const screenRows = table.locator( 'tbody tr', { hasText: '林阿福' } );
		await expect( screenRows ).toHaveCount( 3 );
		for ( const [ index, person ] of FAMILY.entries() ) {
			await expect( screenRows.nth( index ) ).toContainText(
				person.name
			);
		}

		// The print view follows the same option (the filter rides in its link).
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: '列印名單' } ).click(),
		] );
		await expect(
			popup.locator( 'tbody tr', { hasText: '林阿福' } )
		).toHaveCount( 3 );
		// The sheet still counts believers: 林阿福 is one, on three rows.
		const printed = await popup.locator( 'tbody tr' ).count();
		await expect( popup.locator( '.temple-print-meta' ) ).toContainText(
			`共 ${ printed - 2 } 位信眾`
		);
		// A4 at 96 dpi, printed as staff would: to look at, not compared.
		await popup.emulateMedia( { media: 'print' } );
		await popup.setViewportSize( { width: 794, height: 1123 } );
		await popup.screenshot( {
			path: path.join( SHOTS, 'export-print-registrant-rows-a4.png' ),
			fullPage: true,
		} );
		await popup.close();

		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.screenshot( {
				path: path.join( SHOTS, `export-ritual-list-${ width }.png` ),
				fullPage: true,
			} );
		}
		await page.setViewportSize( { width: 1280, height: 900 } );

		const [ xlsx ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 Excel（.xlsx）' } ).click(),
		] );
		const sheet = readXlsx( ( await xlsx.path() ) as string );
		const header = sheet.rows[ 0 ];
		const at = ( name: string ) => header.indexOf( name );
		const split = sheet.rows.filter( ( row ) => row[ 0 ] === gift );
		expect( split.map( ( row ) => row[ at( '闔家登記人' ) ] ) ).toEqual( [
			'林大同（信士，民國39年 02月 03日 吉）',
			'林美華（信女，吉）',
			'林小寶（小兒，民國104年 06月 01日 午時）',
		] );
		for ( const row of split ) {
			expect( row[ at( '信眾姓名' ) ] ).toBe( '林阿福' );
			expect( row[ at( '手機' ) ] ).toBe( '0223456789' );
			expect( row[ at( '信眾地址' ) ] ).toBe( '臺南市中西區民族路二段' );
		}
		// Believers without registrants keep their one row.
		expect(
			sheet.rows.filter( ( row ) => row[ 0 ] === lamp )
		).toHaveLength( 2 );

		const [ csv ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const bytes = fs.readFileSync( ( await csv.path() ) as string );
		const [ csvHeader, ...records ] = parseCsv(
			bytes.subarray( 3 ).toString( 'utf8' )
		);
		expect( csvHeader ).toEqual( header );
		const csvSplit = records.filter( ( row ) => row[ 0 ] === gift );
		expect( csvSplit.map( ( row ) => row[ at( '闔家登記人' ) ] ) ).toEqual(
			split.map( ( row ) => row[ at( '闔家登記人' ) ] )
		);
		// The form Excel keeps as the text 0223456789.
		expect( csvSplit[ 0 ][ at( '手機' ) ] ).toBe( '="0223456789"' );
		const csvLamp = records.filter( ( row ) => row[ 0 ] === lamp );
		expect( csvLamp[ 1 ][ at( '手機' ) ] ).toBe( '="+886912345678"' );
		expect( csvLamp[ 1 ][ at( '信眾姓名' ) ] ).toBe(
			'\'=HYPERLINK("http://x","點我")'
		);
	} );

	test( 'the .xlsx is refused without the nonce and to a customer', async ( {
		page,
		browser,
	} ) => {
		expect( xlsxHref ).toContain( 'temple_offerings_ritual_xlsx' );
		const forged = await page.request.get(
			xlsxHref.replace( /_wpnonce=[^&]+/, '_wpnonce=bad' )
		);
		expect( forged.status() ).toBe( 403 );
		expect( forged.headers()[ 'content-type' ] ).not.toContain(
			'spreadsheetml'
		);

		const context = await browser.newContext( { storageState: CUSTOMER } );
		const response = await context.request.get( xlsxHref );
		expect( response.status() ).toBe( 403 );
		expect( await response.text() ).not.toContain( '王小明' );
		await context.close();
	} );
} );

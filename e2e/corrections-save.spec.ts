/**
 * Staff corrections saved on the real shop: staff correct a believer's
 * birthday and address on a paid order from the order screen's Believers
 * box; the order note names the staff member and the change; the ritual
 * list, its print view and CSV show the corrected data; saving without a
 * change writes no note; a correction made meanwhile by someone else is not
 * overwritten unseen.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	SHOTS,
	type Stored,
	helper,
	OLD_ADDRESS,
	correctionsOrder,
} from './corrections-helpers';
import { deleteOrders } from './order-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';
const NEW_ADDRESS = '高雄市苓雅區四維三路2號 A&B棟';

test.describe( 'staff corrections', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orderId = 0;
	let orderUrl = '';
	/** Every order this spec makes, removed afterwards. */
	const made: number[] = [];
	let formUrl = '';

	test.beforeAll( async ( { browser } ) => {
		orderId = await correctionsOrder( browser );
		made.push( orderId );
		orderUrl = `/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`;
	} );

	test.afterAll( async ( { browser } ) => {
		expect( await deleteOrders( browser, made ) ).toEqual(
			made.map( () => 200 )
		);
	} );

	test( 'staff correct a birthday and an address; the note says who changed what', async ( {
		page,
	} ) => {
		await page.goto( orderUrl );
		const box = page.locator( '#temple-offerings-believers' );
		const link = box.getByRole( 'link', { name: '更正信眾 1' } );
		formUrl = ( await link.getAttribute( 'href' ) ) ?? '';
		await link.click();

		await expect(
			page.getByRole( 'heading', { name: '更正信眾資料', level: 1 } )
		).toBeVisible();
		await expect( page.locator( '.temple-correction-what' ) ).toHaveText(
			new RegExp( `訂單 #${ orderId } · 光明燈 · 第 1 位信眾（共 2 位）` )
		);
		// The lamp's form: its fields, not the deceased's or the merit target's.
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林更正' );
		await expect( page.getByLabel( '往生者姓名' ) ).toHaveCount( 0 );
		await expect( page.getByLabel( '信眾性別' ) ).toHaveValue( 'male' );
		await expect(
			page.getByLabel( '信眾性別' ).locator( 'option' )
		).toHaveText( [ '信士', '信女', '小兒', '小女兒' ] );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		await expect( date.getByLabel( '年', { exact: true } ) ).toHaveValue(
			'1980'
		);
		await expect( date.getByLabel( '月', { exact: true } ) ).toHaveValue(
			'04'
		);

		fs.mkdirSync( SHOTS, { recursive: true } );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, 'corrections-form-1280.png' ),
			fullPage: true,
		} );

		await date.getByLabel( '年', { exact: true } ).selectOption( '1982' );
		await date
			.getByLabel( '月', { exact: true } )
			.selectOption( { label: '閏04月' } );
		await date.getByLabel( '日', { exact: true } ).selectOption( '05' );
		await date.getByLabel( '出生時辰' ).selectOption( '丑' );
		await page.getByLabel( '信眾地址' ).fill( NEW_ADDRESS );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();

		await expect( page ).toHaveURL( /page=wc-orders&action=edit/ );
		await expect( box ).toContainText(
			'信眾資料已更正，異動內容已記入訂單備註。'
		);
		const first = box.getByRole( 'table', { name: '信眾 1' } );
		await expect( first ).toContainText( '民國71年 閏04月 05日 丑時' );
		await expect( first ).toContainText( NEW_ADDRESS );
		await expect(
			box.getByRole( 'table', { name: '信眾 2' } )
		).toContainText( '臺北市不變路2號' );

		await box.screenshot( {
			path: path.join( SHOTS, 'corrections-box-1280.png' ),
		} );
		const note = page
			.locator( '#woocommerce-order-notes .note_content' )
			.first();
		await expect( note ).toContainText(
			'admin 更正了「光明燈」第 1 位信眾的資料：'
		);
		await expect( note ).toContainText(
			'農曆生辰：民國69年 04月 12日 子時 → 民國71年 閏04月 05日 丑時'
		);
		await expect( note ).toContainText(
			`信眾地址：${ OLD_ADDRESS } → ${ NEW_ADDRESS }`
		);
		// Escaped once, as text: the & reads as typed, never as &amp;.
		await expect( note ).not.toContainText( '&amp;' );
		expect( await note.innerHTML() ).toContain( 'A&amp;B棟' );

		const stored = helper< Stored >( 'line', String( orderId ) );
		expect( stored.quantity ).toBe( 2 );
		expect( stored.believers ).toHaveLength( 2 );
		expect( stored.believers[ 0 ] ).toMatchObject( {
			name: '林更正',
			birthday: '1982-潤04-05-丑',
			time: '丑',
			address: NEW_ADDRESS,
			product_category: [ 'light' ],
		} );
		expect( stored.believers[ 1 ] ).toMatchObject( {
			name: '林不變',
			birthday: '1990-01-05-午',
		} );
		// WooCommerce records the staff member as the note's author too.
		expect( stored.notes[ 0 ].added_by ).toBe( 'admin' );
	} );

	test( 'the ritual list, its print view and CSV show the corrected data', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const table = page.locator( 'table.temple-staff-table' );
		const row = table.locator( 'tbody tr', { hasText: '林更正' } );
		await expect( row ).toContainText( '民國71年 閏04月 05日 丑時' );
		await expect( row ).toContainText( NEW_ADDRESS );
		await expect( table ).not.toContainText( OLD_ADDRESS );

		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: '列印名單' } ).click(),
		] );
		await expect( popup.locator( 'body' ) ).toContainText( NEW_ADDRESS );
		await expect( popup.locator( 'body' ) ).not.toContainText(
			OLD_ADDRESS
		);
		await popup.close();

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const csv = fs.readFileSync( ( await download.path() ) ?? '', 'utf8' );
		const line = csv
			.split( '\r\n' )
			.find( ( l ) => l.includes( '林更正' ) );
		expect( line ).toContain( NEW_ADDRESS );
		expect( line ).toContain( '民國71年 閏04月 05日 丑時' );
		expect( csv ).not.toContain( OLD_ADDRESS );
	} );

	test( 'saving without a change writes no note', async ( { page } ) => {
		const before = helper< Stored >( 'line', String( orderId ) );
		await page.goto( formUrl );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect(
			page.locator( '#temple-offerings-believers' )
		).toContainText( '資料沒有變更，未儲存任何內容。' );
		const after = helper< Stored >( 'line', String( orderId ) );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( after.believers ).toEqual( before.believers );
	} );

	test( 'a correction made meanwhile by someone else is not overwritten unseen', async ( {
		browser,
		page,
	} ) => {
		// Two staff screens open the same believer's form.
		const other = await browser.newContext( { storageState: ADMIN } );
		const otherPage = await other.newPage();
		await page.goto( formUrl );
		await otherPage.goto( formUrl );
		await otherPage.getByLabel( '備註' ).fill( '另一位同工先改' );
		await otherPage.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect(
			otherPage.locator( '#temple-offerings-believers' )
		).toContainText( '信眾資料已更正' );
		await other.close();
		const between = helper< Stored >( 'line', String( orderId ) );

		await page.getByLabel( '信眾姓名' ).fill( '林更正二' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'已有其他人更正了這位信眾的資料'
		);
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林更正二' );
		expect( helper< Stored >( 'line', String( orderId ) ) ).toEqual(
			between
		);

		// Saved again, over what is stored now: the note names the real old values.
		await page.getByLabel( '備註' ).fill( '另一位同工先改' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect(
			page.locator( '#woocommerce-order-notes .note_content' ).first()
		).toContainText( '信眾姓名：林更正 → 林更正二' );
		await expect(
			page.locator( '#woocommerce-order-notes .note_content' ).first()
		).not.toContainText( '備註' );
	} );
} );

/**
 * A worshipper's correction before the registration cutoff (登記截止日), on
 * the real shop: the customer corrects a birthday on their paid order from
 * My Account (the order note, the staff ritual list, its CSV and the lamp
 * labels show it, the staff e-mail, a WooCommerce e-mail with its settings,
 * is in the shop's mail.log); a save without a change writes nothing;
 * another customer gets 404.
 *
 * Its products and the order are its own (cutoff-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { mails, shopPhp } from './cart-helpers';
import {
	OTHER,
	LAMP,
	stored,
	taipeiDay,
	fullDay,
	axeViolations,
	shoot,
	cutoffProducts,
	setCutoff,
	cutoffOrder,
	cutoffCleanUp,
} from './cutoff-helpers';
import { logIn } from './page-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

test.describe( 'registration cutoff and corrections before it', () => {
	test.describe.configure( { mode: 'serial' } );

	const open = taipeiDay( 40 );
	let lamp = 0;
	let later = 0;
	let variable = 0;
	let orderId = 0;
	let orderNumber = '';
	let formUrl = '';
	let secondUrl = '';

	test.beforeAll( async ( { browser } ) => {
		( { lamp, later, variable } = cutoffProducts() );
		// Open until then, as staff set it on the Temple tab (cutoff-days.spec.ts).
		setCutoff( lamp, open );
		( { id: orderId, number: orderNumber } = await cutoffOrder(
			browser,
			lamp
		) );
	} );

	test.afterAll( async ( { browser } ) => {
		await cutoffCleanUp( browser, orderId, [ lamp, later, variable ] );
	} );

	test( 'the customer corrects a birthday before the cutoff: note, list, CSV and staff e-mail', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const mailsBefore = mails().length;
		await page.goto( `/my-account/view-order/${ orderId }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( open ) }`
		);
		await shoot( page, 'view-order-open' );
		expect(
			await axeViolations( page, '.woocommerce-MyAccount-content' )
		).toEqual( [] );
		const link = page.getByRole( 'link', {
			name: '更正信眾 1 的資料：林截止（信士）',
		} );
		formUrl = new URL(
			( await link.getAttribute( 'href' ) ) ?? '',
			page.url()
		).toString();
		secondUrl = new URL(
			( await page
				.getByRole( 'link', { name: /^更正信眾 2 的資料/ } )
				.getAttribute( 'href' ) ) ?? '',
			page.url()
		).toString();
		await link.click();

		await expect(
			page.getByRole( 'heading', { name: '更正信眾資料' } )
		).toBeVisible();
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林截止' );
		await expect(
			page.getByLabel( '信眾性別' ).locator( 'option' )
		).toHaveText( [ '信士', '信女', '小兒', '小女兒' ] );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		await expect( date.getByLabel( '年', { exact: true } ) ).toHaveValue(
			'1980'
		);
		await shoot( page, 'form' );
		expect(
			await axeViolations( page, '.temple-offerings-correction' )
		).toEqual( [] );

		await date.getByLabel( '年', { exact: true } ).selectOption( '1982' );
		await date
			.getByLabel( '月', { exact: true } )
			.selectOption( { label: '閏04月' } );
		await date.getByLabel( '日', { exact: true } ).selectOption( '05' );
		await date.getByLabel( '出生時辰' ).selectOption( '丑' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();

		await expect( page ).toHaveURL(
			new RegExp( `/my-account/view-order/${ orderId }/$` )
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'更正的資料已儲存，並已通知宮廟。'
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'民國71年 閏04月 05日 丑時'
		);

		const after = stored( orderId );
		expect( after.quantity ).toBe( 2 );
		expect( after.believers[ 0 ] ).toMatchObject( {
			name: '林截止',
			birthday: '1982-潤04-05-丑',
			time: '丑',
			address: '臺南市截止路1號',
		} );
		expect( after.believers[ 1 ] ).toMatchObject( {
			name: '林二號',
			birthday: '1990-01-05-午',
		} );
		// One correction note (WooCommerce adds its own "e-mail sent" note beside it).
		const notes = after.notes.filter( ( note ) =>
			note.content.includes( '更正了' )
		);
		expect( notes ).toHaveLength( 1 );
		expect( notes[ 0 ].content ).toContain(
			`（顧客） 更正了「${ LAMP }」第 1 位信眾的資料：`
		);
		expect( notes[ 0 ].content ).toContain(
			'農曆生辰：民國69年 04月 12日 子時 → 民國71年 閏04月 05日 丑時'
		);

		const sent = mails().slice( mailsBefore );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].to ).toContain( '@' );
		expect( sent[ 0 ].subject ).toContain(
			`訂單 #${ orderNumber }：顧客更正了信眾資料`
		);
		expect( sent[ 0 ].message ).toContain(
			`更正了訂單 #${ orderNumber }「${ LAMP }」第 1 位信眾（林截止（信士））的資料：`
		);
		expect( sent[ 0 ].message ).toContain( '民國69年 04月 12日 子時' );
		expect( sent[ 0 ].message ).toContain( '民國71年 閏04月 05日 丑時' );
		// The e-mail as staff see it.
		const mail = await context.newPage();
		await mail.setContent( sent[ 0 ].message );
		await shoot( mail, 'email' );
		await mail.close();
		await context.close();
	} );

	test( 'the staff e-mail is a WooCommerce e-mail with its settings, enabled by default', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto(
			'/wp-admin/admin.php?page=wc-settings&tab=email&section=templeofferings_correctionemail'
		);
		const enabled = page.locator(
			'#woocommerce_temple_offerings_believer_corrected_enabled'
		);
		await expect( enabled ).toBeChecked();
		await expect(
			page.locator(
				'#woocommerce_temple_offerings_believer_corrected_recipient'
			)
		).toBeVisible();
		// WooCommerce's own template notice: the theme may override both templates.
		await expect( page.locator( 'body' ) ).toContainText(
			'temple-offerings-believer-corrected.php'
		);
		await context.close();

		// The plain-text template, as a shop that sends plain e-mails gets it.
		const before = mails().length;
		shopPhp( `
			$email = WC()->mailer()->get_emails()['TempleOfferings_CorrectionEmail'];
			$email->email_type = 'plain';
			$email->trigger( wc_get_order( ${ orderId } ), '${ LAMP }', 1, '林截止（信士）', array( array( '信眾地址', '舊路1號', '新路2號' ) ) );
		` );
		const [ plain ] = mails().slice( before );
		// WooCommerce wraps plain text at 70 columns and strips tags itself.
		const text = plain.message.replace( /\s+/g, '' );
		expect( text ).toContain(
			`更正了訂單#${ orderNumber }「${ LAMP }」第1位信眾（林截止（信士））的資料：`
		);
		expect( text ).toContain( '信眾地址：舊路1號→新路2號' );
		expect( plain.message ).not.toContain( '<table' );
	} );

	test( 'the staff ritual list, its CSV and the lamp labels show the corrected birthday', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto( LIST );
		const row = page
			.locator( 'table.temple-staff-table tbody tr' )
			.filter( { hasText: '林截止' } );
		await expect( row ).toContainText( '民國71年 閏04月 05日 丑時' );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const csv = fs.readFileSync( ( await download.path() ) ?? '', 'utf8' );
		const line = csv
			.split( '\r\n' )
			.find( ( l ) => l.includes( '林截止' ) );
		expect( line ).toContain( '民國71年 閏04月 05日 丑時' );
		expect( line ).not.toContain( '民國69年 04月 12日' );
		// The lamp labels read the same stored believer.
		const labels =
			( await page
				.getByRole( 'link', { name: '列印燈牌', exact: true } )
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( labels );
		const label = page.locator( '.temple-label', { hasText: '林截止' } );
		await expect( label ).toContainText( '民國71年 閏04月 05日 丑時' );
		await expect( label ).not.toContainText( '民國69年' );
		await context.close();
	} );

	test( 'a save without a change writes no note and sends nothing', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const before = stored( orderId );
		const mailsBefore = mails().length;
		await page.goto( secondUrl );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.locator( 'main' ) ).toContainText(
			'資料沒有變更。'
		);
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'another customer gets 404 for the form and its post', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await logIn( page, OTHER );
		const screen = await page.goto( formUrl );
		expect( screen?.status() ).toBe( 404 );
		await expect( page.locator( 'body' ) ).not.toContainText( '林截止' );
		const posted = await page.request.post( formUrl, {
			form: { 'believer[name]': '別人改的', _wpnonce: 'x' },
		} );
		expect( posted.status() ).toBe( 404 );
		expect( stored( orderId ).believers[ 0 ].name ).toBe( '林截止' );
		await context.close();
	} );
} );

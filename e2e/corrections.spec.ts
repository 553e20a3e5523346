/**
 * Staff corrections on the real shop (issue 11, item 5): staff correct a
 * believer's birthday and address on a paid order from the order screen's
 * Believers box; the order note names the staff member and the change; the
 * ritual list, its print view and CSV show the corrected data; an impossible
 * lunar date is refused with the page's message, what was typed stays and
 * nothing is stored; saving without a change writes no note; a customer, a
 * shop manager denied the capability, and a bad nonce are refused (403).
 *
 * The order is made through WooCommerce's REST API with exactly the line meta
 * the cart writes (`_believers_data`, `_believers_kind`), as in staff.spec.ts.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	createOrder,
	orderBeliever,
	restNonce,
	wcProductId,
} from './order-helpers';
import { axeViolations } from './page-helpers';

/**
 * A lamp believer of this spec.
 * @param fields
 */
const believer = ( fields: Record< string, unknown > ) =>
	orderBeliever( { product_category: [ 'light' ], ...fields } );

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const SHOTS = path.join( REPO, 'test-results' );
const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';
const MANAGER = 'e2e-manager-no-orders';

interface Stored {
	believers: Array< Record< string, unknown > >;
	quantity: number;
	notes: Array< { content: string; added_by: string } >;
}

const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/corrections.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

const OLD_ADDRESS = '臺北市更正路1號';
const NEW_ADDRESS = '高雄市苓雅區四維三路2號 A&B棟';

/**
 * Full-page screenshots at the current (desktop) width, then at a phone's.
 *
 * @param page Page.
 * @param name File name stem.
 */
async function shootBoth( page: Page, name: string ) {
	await page.screenshot( {
		path: path.join( SHOTS, `${ name }-1280.png` ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.screenshot( {
		path: path.join( SHOTS, `${ name }-390.png` ),
		fullPage: true,
	} );
}

/**
 * Opens the correction form of an order's second believer from the order
 * screen's Believers box.
 *
 * @param page     Page.
 * @param orderUrl The order screen.
 * @return The form's 農曆生辰 group.
 */
async function openSecond( page: Page, orderUrl: string ) {
	await page.goto( orderUrl );
	await page
		.locator( '#temple-offerings-believers' )
		.getByRole( 'link', { name: '更正信眾 2' } )
		.click();
	return page.getByRole( 'group', { name: '農曆生辰' } );
}

/**
 * Logs a user in through wp-login.php in the page's own context.
 *
 * @param page  Page of a fresh context.
 * @param login User login.
 */
async function logIn( page: Page, login: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin|my-account/ ),
		page.locator( '#wp-submit' ).click(),
	] );
}

test.describe( 'staff corrections', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orderId = 0;
	let orderUrl = '';
	/** Every order this spec makes, removed afterwards. */
	const made: number[] = [];
	let formUrl = '';

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		const lamp = await wcProductId(
			context.request,
			nonce,
			'guangming-lamp'
		);
		orderId = (
			await createOrder(
				context.request,
				nonce,
				lamp,
				'light',
				[
					believer( {
						name: '林更正',
						birthday: '1980-04-12-子',
						time: '子',
						address: OLD_ADDRESS,
					} ),
					believer( {
						name: '林不變',
						gender: 'female',
						birthday: '1990-01-05-午',
						time: '午',
						address: '臺北市不變路2號',
					} ),
				],
				{ billing: { first_name: '更正', last_name: '測試' } }
			)
		).id;
		made.push( orderId );
		orderUrl = `/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`;
		await context.close();
	} );

	// The ritual list and exports of later specs count the shop's orders:
	// this spec's orders go once it is done.
	test.afterAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		for ( const id of made ) {
			const response = await context.request.delete(
				`/wp-json/wc/v3/orders/${ id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			expect( response.status(), await response.text() ).toBe( 200 );
		}
		await context.close();
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

	test( 'without the script, an impossible lunar date is refused with the message; what was typed stays and nothing is stored', async ( {
		browser,
	} ) => {
		// Without JavaScript every leap month some year has is offered: the save is what refuses.
		const noScript = await browser.newContext( {
			storageState: ADMIN,
			javaScriptEnabled: false,
		} );
		const page = await noScript.newPage();
		const before = helper< Stored >( 'line', String( orderId ) );
		const date = await openSecond( page, orderUrl );
		await date.getByLabel( '年', { exact: true } ).selectOption( '2024' );
		await date
			.getByLabel( '月', { exact: true } )
			.selectOption( { label: '閏02月' } );
		await date.getByLabel( '日', { exact: true } ).selectOption( '01' );
		await page.getByLabel( '信眾地址' ).fill( '臺南市留著路3號' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();

		await expect( page.getByRole( 'alert' ) ).toContainText(
			'尚未儲存，請修正標示的欄位。'
		);
		await expect(
			page.locator( '#temple-correct-birthday-error' )
		).toHaveText( '這一年沒有這個閏月，請重新選擇月份' );
		const month = date.getByLabel( '月', { exact: true } );
		await expect( month ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( month ).toHaveValue( '潤02' );
		await expect( date.getByLabel( '年', { exact: true } ) ).toHaveValue(
			'2024'
		);
		await expect( page.getByLabel( '信眾地址' ) ).toHaveValue(
			'臺南市留著路3號'
		);
		await shootBoth( page, 'corrections-error' );

		const after = helper< Stored >( 'line', String( orderId ) );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		await noScript.close();
	} );

	test( 'the month select offers only the leap month the chosen lunar year has, following the year', async ( {
		page,
	} ) => {
		const date = await openSecond( page, orderUrl );
		const year = date.getByLabel( '年', { exact: true } );
		const month = date.getByLabel( '月', { exact: true } );
		const leapOptions = month.locator( 'option', { hasText: '閏' } );

		// 2023 has 閏二月, 2025 閏六月, 2024 none.
		await year.selectOption( '2023' );
		await expect( leapOptions ).toHaveText( [ '閏02月' ] );
		await year.selectOption( '2025' );
		await expect( leapOptions ).toHaveText( [ '閏06月' ] );
		await year.selectOption( '2024' );
		await expect( leapOptions ).toHaveCount( 0 );
		// The twelve months are always there, in order, the leap month after its month.
		await year.selectOption( '2023' );
		await expect( month.locator( 'option' ) ).toHaveText( [
			'吉',
			'01月',
			'02月',
			'閏02月',
			...[ 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 ].map(
				( number ) => `${ String( number ).padStart( 2, '0' ) }月`
			),
		] );
		// An unknown year (吉) offers every leap month some year has.
		await year.selectOption( '吉' );
		await expect( leapOptions ).toHaveCount( 10 );

		// A leap month picked stays picked when the year changes to one without it;
		// the save then refuses it, as without the script.
		await year.selectOption( '2023' );
		await month.selectOption( { label: '閏02月' } );
		await year.selectOption( '2024' );
		await expect( month ).toHaveValue( '潤02' );
		await expect( leapOptions ).toHaveText( [ '閏02月' ] );
		await shootBoth( page, 'corrections-leap' );
		expect( await axeViolations( page, '.temple-correction' ) ).toEqual(
			[]
		);
	} );

	test( 'two staff correcting two believers of one line at the same moment: both corrections are kept', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		const lamp = await wcProductId(
			context.request,
			nonce,
			'guangming-lamp'
		);
		const raced = await createOrder(
			context.request,
			nonce,
			lamp,
			'light',
			[
				believer( { name: '同時甲', address: '臺北市甲路1號' } ),
				believer( { name: '同時乙', address: '臺北市乙路2號' } ),
			]
		);
		made.push( raced.id );
		const items = await (
			await context.request.get( `/wp-json/wc/v3/orders/${ raced.id }`, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json();
		await context.close();

		const result = JSON.parse(
			execFileSync(
				'php',
				[
					path.join( REPO, 'e2e/php/correction-race.php' ),
					WP_DIR,
					'race',
					String( raced.id ),
					String( items.line_items[ 0 ].id ),
					'高雄市甲改路10號',
					'臺中市乙改路20號',
				],
				{ encoding: 'utf8', timeout: 120_000 }
			)
		) as {
			exits: Array< { code: number; stderr: string } >;
			addresses: string[];
			notes: string[];
		};
		expect( result.exits ).toEqual( [
			{ code: 0, stderr: '' },
			{ code: 0, stderr: '' },
		] );
		expect( result.addresses ).toEqual( [
			'高雄市甲改路10號',
			'臺中市乙改路20號',
		] );
		const notes = result.notes.join( '\n' );
		expect( notes ).toContain( '臺北市甲路1號 → 高雄市甲改路10號' );
		expect( notes ).toContain( '臺北市乙路2號 → 臺中市乙改路20號' );
	} );

	test( 'a customer, a shop manager without the capability and a bad nonce are refused', async ( {
		browser,
		page,
	} ) => {
		const before = helper< Stored >( 'line', String( orderId ) );
		const post = {
			'believer[address]': '駭客路4號',
			_wpnonce: 'x',
		};

		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const screen = await customer.request.get( formUrl );
		expect( screen.status() ).toBe( 403 );
		expect( await screen.text() ).not.toContain( '林更正' );
		const posted = await customer.request.post( formUrl, { form: post } );
		expect( posted.status() ).toBe( 403 );
		await customer.close();

		helper( 'manager', MANAGER );
		try {
			const manager = await browser.newContext();
			const managerPage = await manager.newPage();
			await logIn( managerPage, MANAGER );
			const managerScreen = await manager.request.get( formUrl );
			expect( managerScreen.status() ).toBe( 403 );
			expect( await managerScreen.text() ).not.toContain( '林更正' );
			const managerPost = await manager.request.post( formUrl, {
				form: post,
			} );
			expect( managerPost.status() ).toBe( 403 );
			await manager.close();
		} finally {
			helper( 'clean', MANAGER );
		}

		// Staff with a forged nonce: refused before anything is read.
		const forged = await page.request.post( formUrl, { form: post } );
		expect( forged.status() ).toBe( 403 );

		const after = helper< Stored >( 'line', String( orderId ) );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
	} );

	test( 'family registrants are corrected in place; how many there are stays', async ( {
		page,
	} ) => {
		const nonce = await restNonce( page.request );
		const charm = await wcProductId( page.request, nonce, 'pingan-charm' );
		const giftOrder = (
			await createOrder( page.request, nonce, charm, 'gift', [
				believer( {
					name: '王家長',
					birthday: '1960-02-03-吉',
					address: '新竹市闔家路5號',
					product_category: [ 'gift' ],
					depends_people: [
						{
							name: '王大明',
							gender: 'male',
							birthday: '1950-02-03-吉',
						},
						{
							name: '王小美',
							gender: 'girl',
							birthday: '2015-01-01-亥',
						},
					],
				} ),
			] )
		).id;
		made.push( giftOrder );
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ giftOrder }`
		);
		await page
			.locator( '#temple-offerings-believers' )
			.getByRole( 'link', { name: '更正信眾 1' } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: '闔家登記人 2' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: '闔家登記人 3' } )
		).toHaveCount( 0 );
		await page
			.locator( '#temple-correct-depends-people-0-name' )
			.fill( '王大同' );
		await page.screenshot( {
			path: path.join( SHOTS, 'corrections-registrants-1280.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect(
			page.locator( '#woocommerce-order-notes .note_content' ).first()
		).toContainText(
			'闔家登記人 1：王大明（信士，民國39年 02月 03日 吉） → 王大同（信士，民國39年 02月 03日 吉）'
		);
		const stored = helper< Stored >( 'line', String( giftOrder ) );
		expect( stored.believers[ 0 ].depends_people ).toEqual( [
			{ name: '王大同', gender: 'male', birthday: '1950-02-03-吉' },
			{ name: '王小美', gender: 'girl', birthday: '2015-01-01-亥' },
		] );
	} );

	test( 'the posts-storage order screen corrects the same way', async ( {
		page,
	} ) => {
		expect( helper< { hpos: string } >( 'storage', 'posts' ).hpos ).toBe(
			'no'
		);
		try {
			await page.goto(
				`/wp-admin/post.php?post=${ orderId }&action=edit`
			);
			await page
				.locator( '#temple-offerings-believers' )
				.getByRole( 'link', { name: '更正信眾 2' } )
				.click();
			await expect( page.getByLabel( '手機' ) ).toHaveValue(
				'0912345678'
			);
			await page.getByLabel( '手機' ).fill( '0987-654-321' );
			await page.getByRole( 'button', { name: '儲存更正' } ).click();
			await expect( page ).toHaveURL( /post\.php\?post=\d+&action=edit/ );
			await expect(
				page.locator( '#temple-offerings-believers' )
			).toContainText( '0987-654-321' );
			await expect(
				page.locator( '#woocommerce-order-notes .note_content' ).first()
			).toContainText( '手機：0912345678 → 0987-654-321' );
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.locator( '#temple-offerings-believers' ).screenshot( {
				path: path.join( SHOTS, 'corrections-box-legacy-1280.png' ),
			} );
		} finally {
			expect( helper< { hpos: string } >( 'storage', 'hpos' ).hpos ).toBe(
				'yes'
			);
		}
		const stored = helper< Stored >( 'line', String( orderId ) );
		expect( stored.believers[ 1 ] ).toMatchObject( {
			name: '林不變',
			mobile: '0987-654-321',
		} );
	} );
} );

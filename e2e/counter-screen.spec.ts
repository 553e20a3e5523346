/**
 * WooCommerce → 臨櫃登記 on the real shop, as the counter's clerk: a
 * returning household of four renews its 光明燈 with 同去年 and 現金, by
 * keyboard, and its lamp labels print; a new walk-in registers one 普渡
 * believer by keyboard alone on a 10-inch tablet (1024 × 768). The household
 * opened shows each person's sign and 太歲 in the temple's year, and axe
 * finds nothing on the screen. The keys and clicks each flow takes are
 * measured (e2e/counter-hands.ts) and written to
 * test-results/counter/keys.json, with screenshots of the screen at 1280 px
 * and at 1024 × 768 beside them (docs/staff.md#the-screen shows them).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';
import {
	COUNTER_SCREEN,
	believerOf,
	counterPhp,
	shopUser,
	storedOrder,
} from './counter-helpers';
import { Hands, OUT, record, wholeScreen, windowShot } from './counter-hands';
import { axeViolations, logIn } from './page-helpers';

const CLERK = 'screen-clerk';
const FAMILY = [ '黃阿嬤', '黃大明', '黃美玲', '黃小寶' ];
// The grandmother born in 1954 (甲午, a horse): 值太歲 in 2026 (丙午).
const GRANDMOTHER = { gender: 'female', birthday: '1954-03-05-吉' };
// From the deceased's gender to 前往付款 in the 普渡 form (walk-in-tabs.json
// lists where each lands).
const TABS_TO_PAYMENT = 22;

/**
 * The focused element's label, to follow the keyboard.
 *
 * @param page The page.
 */
const focused = ( page: Page ) =>
	page.evaluate( () => {
		// In the page under test: there is no node of ours to ask.
		// eslint-disable-next-line @wordpress/no-global-active-element
		const element = document.activeElement as HTMLElement | null;
		const label = element?.id
			? document.querySelector( `label[for="${ element.id }"]` )
			: null;
		return [
			element?.tagName.toLowerCase(),
			element?.getAttribute( 'aria-label' ) ??
				label?.textContent ??
				element?.textContent,
		].join( ' ' );
	} );

/**
 * Opens the screen signed in as the clerk, the search focused.
 *
 * @param page The page.
 */
async function openScreen( page: Page ) {
	await logIn( page, CLERK );
	await page.goto( COUNTER_SCREEN );
	await expect(
		page.getByRole( 'heading', { name: '臨櫃登記', level: 1 } )
	).toBeVisible();
	await expect( page.getByLabel( '電話或姓名' ) ).toBeFocused();
}

test.describe.serial( 'the counter screen', () => {
	test.beforeAll( () => {
		shopUser( CLERK, '林櫃台', 'temple_counter' );
		const family = counterPhp< { id: number } >( 'household', {
			login: 'screen-family',
			last: '黃',
			first: '阿嬤',
			phone: '0966-100-200',
		} ).id;
		counterPhp( 'book', {
			user: family,
			people: [
				{
					categories: [ 'light' ],
					data: believerOf( 'light', '黃阿嬤', GRANDMOTHER ),
				},
			],
		} );
		counterPhp( 'past', {
			customer: family,
			slug: 'guangming-lamp',
			kind: 'light',
			believers: FAMILY.map( ( name, index ) =>
				believerOf( 'light', name, index === 0 ? GRANDMOTHER : {} )
			),
			months: 12,
		} );
		counterPhp( 'stock', { slug: 'guangming-lamp', stock: 40 } );
		// The temple's year and its 太歲燈, as its settings would have them.
		shopPhp( `
			update_option( 'temple_offerings_tai_sui_year', '2026' );
			update_option( 'temple_offerings_tai_sui_product', get_page_by_path( 'taisui-lamp', OBJECT, 'product' )->ID );
		` );
		fs.rmSync( path.join( OUT, 'keys.json' ), { force: true } );
	} );

	test.afterAll( () => {
		shopPhp( `
			delete_option( 'temple_offerings_tai_sui_year' );
			delete_option( 'temple_offerings_tai_sui_product' );
		` );
	} );

	test( 'a returning household of four renews its 光明燈: a search, 同去年 and 現金, by keyboard, each person’s 太歲 shown; its lamp labels print', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await openScreen( page );
		const hands = await Hands.on( page );
		await hands.type( '0966100200' );
		await hands.press( 'Enter' );
		// One household found: taken at once, the focus on 同去年.
		await expect(
			page.getByRole( 'button', { name: '同去年' } )
		).toBeFocused();
		await expect(
			page.getByRole( 'checkbox', { name: /^光明燈/ } )
		).toBeVisible();

		// Each person's sign and 太歲 in the temple's year; the grandmother
		// 值太歲 and may take the 太歲燈 from here.
		const taiSui = page.getByRole( 'region', {
			name: '2026 丙午年 家人生肖與太歲',
		} );
		await expect( taiSui.getByRole( 'listitem' ) ).toHaveText( [
			/^黃阿嬤 屬馬，2026 丙午年 值太歲/,
			'黃大明 屬猴，2026 丙午年 未犯太歲',
			'黃美玲 屬猴，2026 丙午年 未犯太歲',
			'黃小寶 屬猴，2026 丙午年 未犯太歲',
		] );
		await expect(
			taiSui.getByRole( 'checkbox', { name: '為此信眾安太歲 黃阿嬤' } )
		).not.toBeChecked();

		await hands.press( 'Enter' );
		await expect(
			page.getByRole( 'radio', { name: /現金/ } )
		).toBeFocused();
		await hands.press( 'Space' );
		// The read-back before registering: four people, the total.
		const summary = page.locator( '.temple-counter__summary' );
		await expect( summary ).toContainText( '光明燈 × 4：NT$2,400' );
		for ( const name of FAMILY ) {
			await expect( summary ).toContainText( name );
		}
		// A household open, its people ticked and a payment chosen: nothing for axe.
		expect( await axeViolations( page, '.temple-counter' ) ).toEqual( [] );
		await wholeScreen( page, 'counter-1280' );
		await hands.press( 'Enter' );
		const done = page.getByRole( 'heading', {
			name: /^訂單 #\d+ 已登記：NT\$2,400，已付款。$/,
		} );
		await expect( done ).toBeFocused();
		expect( hands.keys ).toBe( 14 );
		expect( await hands.clicks() ).toBe( 0 );
		await record(
			'returning household of four, 光明燈, 同去年, 現金',
			hands
		);
		await windowShot( page, 'counter-done-1280' );

		const id = Number(
			/#(\d+)/.exec( ( await done.textContent() ) ?? '' )?.[ 1 ]
		);
		const order = storedOrder( id );
		expect( order ).toMatchObject( {
			status: 'processing',
			channel: 'counter',
			payment: 'cash',
			total: 2400,
		} );
		expect( order.lines[ 0 ].names ).toEqual( FAMILY );

		// The labels of this order, on the label sheet's template.
		const [ labels ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: '列印燈牌' } ).click(),
		] );
		await expect(
			labels.getByRole( 'heading', { name: '燈牌', level: 1 } )
		).toBeVisible();
		await expect( labels.locator( '.temple-label' ) ).toHaveCount( 4 );
		for ( const name of FAMILY ) {
			await expect(
				labels.locator( '.temple-label', { hasText: name } )
			).toHaveCount( 1 );
		}
		await labels.close();
		// Ready for the next worshipper.
		await page.getByRole( 'button', { name: '下一位信眾' } ).click();
		await expect( page.getByLabel( '電話或姓名' ) ).toBeFocused();
	} );

	test( 'a new walk-in registers one 普渡 believer by keyboard alone, on a 10-inch tablet', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1024, height: 768 } );
		await openScreen( page );
		const hands = await Hands.on( page );
		await hands.type( '0923456789' );
		await hands.press( 'Enter' );
		await expect(
			page.getByText( '查無資料。請登記新信眾，或重新搜尋。' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: '新信眾' } )
		).toBeFocused();
		await hands.press( 'Enter' );
		await expect(
			page.getByRole( 'textbox', { name: /^姓名/ } )
		).toBeFocused();
		await hands.type( '陳大同' );
		// Past the phone, typed in the search already, to the address.
		await hands.press( 'Tab', 2 );
		await hands.type( '台南市東區東門路一段1號' );
		// Past 臨櫃 / 電話 to the offering filter; Enter chooses the first shown.
		await hands.press( 'Tab', 2 );
		await expect( page.getByLabel( '找結緣品' ) ).toBeFocused();
		await expect(
			page.getByRole( 'checkbox', { name: /^普渡供品/ } )
		).toBeVisible();
		await hands.type( '普渡' );
		await hands.press( 'Enter' );
		// The walk-in is the registrant; the deceased's name is what is left to type.
		await expect(
			page.getByRole( 'textbox', { name: /^往生者姓名/ } )
		).toBeFocused();
		await hands.type( '陳老先生' );
		await hands.press( 'Tab' );
		const gender = page.getByRole( 'combobox', { name: /^往生者性別/ } );
		await expect( gender ).toBeFocused();
		await hands.press( 'ArrowDown' );
		await expect( gender ).toHaveValue( 'male' );
		await windowShot( page, 'counter-1024x768-form' );
		// The form fits the tablet's width: nothing to scroll sideways.
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( 1024 );
		// Through the form's other fields, all optional or filled in already
		// (the lunar dates' selects, the tablet's address), to 前往付款.
		const trail: string[] = [];
		for ( let tab = 0; tab < TABS_TO_PAYMENT; tab++ ) {
			await hands.press( 'Tab' );
			trail.push( await focused( page ) );
		}
		fs.writeFileSync(
			path.join( OUT, 'walk-in-tabs.json' ),
			JSON.stringify( trail, null, '\t' )
		);
		await expect(
			page.getByRole( 'button', { name: '前往付款' } )
		).toBeFocused();
		await hands.press( 'Enter' );
		await expect(
			page.getByRole( 'radio', { name: /現金/ } )
		).toBeFocused();
		await hands.press( 'Space' );
		await expect(
			page.locator( '.temple-counter__summary' )
		).toContainText( '普渡供品 × 1：NT$1,200' );
		await windowShot( page, 'counter-1024x768' );
		await hands.press( 'Enter' );
		const done = page.getByRole( 'heading', {
			name: /^訂單 #\d+ 已登記：NT\$1,200，已付款。$/,
		} );
		await expect( done ).toBeFocused();
		expect( await hands.clicks() ).toBe( 0 );
		expect( hands.keys ).toBe( 43 + TABS_TO_PAYMENT );
		await record( 'new walk-in, one 普渡 believer, 現金', hands );
		await windowShot( page, 'counter-done-1024x768' );

		const id = Number(
			/#(\d+)/.exec( ( await done.textContent() ) ?? '' )?.[ 1 ]
		);
		const order = storedOrder( id );
		expect( order ).toMatchObject( {
			status: 'processing',
			customer: 0,
			phone: '0923456789',
			channel: 'counter',
		} );
		expect( order.lines[ 0 ].believers[ 0 ] ).toMatchObject( {
			name: '陳大同',
			address: '台南市東區東門路一段1號',
			deceased_name: '陳老先生',
			deceased_gender: 'male',
			deceased_address: '台南市東區東門路一段1號',
		} );
		// Its slip prints for the clerk.
		const slip = await page.request.get(
			( await page
				.getByRole( 'link', { name: '列印收執聯' } )
				.getAttribute( 'href' ) ) ?? ''
		);
		expect( slip.status() ).toBe( 200 );
		expect( await slip.text() ).toContain( '陳大同' );
	} );
} );

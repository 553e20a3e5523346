/**
 * 犯太歲 on the offering page of the real shop: under a believer's complete
 * lunar birthday the form says whether they 犯太歲 in the year its offering
 * is for, and 為此信眾安太歲 puts the temple's 太歲燈 on the page with the
 * believer filled in, in one click (a double tap is one press), ready for
 * the prayer bag; nothing is said of an incomplete birthday. The temple's
 * settings, set through PHP as the settings screen saves them, change where
 * a birth year begins (lunar new year or 立春) and which relations count.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { emptyCart, storeCart } from './cart-helpers';
import { CUSTOMER } from './global-setup';
import {
	axeViolations,
	field,
	lunar,
	moreDetails,
	openMoreDetails,
} from './page-helpers';
import {
	LAMP,
	REGISTER,
	BETWEEN,
	RABBIT,
	setOptions,
	lampRow,
	taiSuiShop,
	clearTaiSui,
} from './tai-sui-helpers';

test.use( { storageState: CUSTOMER } );
test.describe.configure( { mode: 'serial' } );

let lampId = 0;

test.beforeAll( () => {
	lampId = taiSuiShop();
} );

test.afterAll( () => {
	clearTaiSui();
} );

test( 'a believer born in a 馬 year sees 值太歲 and registers the 太歲燈 in one click, their data carried over', async ( {
	page,
} ) => {
	const row = await lampRow( page, '王馬年' );
	const note = row.locator( '.temple-offerings-tai-sui__hint' );
	const place = row.locator( '.temple-offerings-tai-sui' );
	const mobile = field( row, '手機' );

	// Only the year: the note keeps its place, empty, and nothing is said.
	const group = row.getByRole( 'group', { name: '農曆生辰', exact: true } );
	await field( group, '年' ).selectOption( '1990' );
	await expect( note ).toBeVisible();
	await expect( note ).toHaveText( '' );
	await expect( place.getByRole( 'button' ) ).toHaveCount( 0 );
	const before = await mobile.boundingBox();

	await lunar( row, '農曆生辰', {
		year: '1990',
		month: '06',
		day: '15',
		time: '午',
	} );
	await expect( note ).toContainText( '屬馬，2026 丙午年 值太歲' );
	const button = place.getByRole( 'button', { name: REGISTER } );
	await expect( button ).toBeVisible();
	// The hint and the button came into the kept place: nothing below moved.
	expect( ( await mobile.boundingBox() )?.y ).toBe( before?.y );
	expect( await axeViolations( page, '.temple-offerings-believer' ) ).toEqual(
		[]
	);

	// The keyboard presses it as well as the mouse.
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByText( '已為王馬年帶入太歲燈，請確認資料後加入祈福袋。' )
	).toBeVisible();
	const lampSection = page.getByRole( 'region', { name: LAMP, exact: true } );
	const lampRowForm = lampSection.locator(
		'fieldset.temple-offerings-believer'
	);
	await expect( lampRowForm ).toHaveCount( 1 );
	await expect( field( lampRowForm, '信眾姓名' ) ).toHaveValue( '王馬年' );
	await expect( field( lampRowForm, '信眾地址' ) ).toHaveValue(
		'台南市中西區民生路1號'
	);
	const lampDate = lampRowForm.getByRole( 'group', {
		name: '農曆生辰',
		exact: true,
	} );
	await expect( field( lampDate, '年' ) ).toHaveValue( '1990' );
	await expect( field( lampDate, '月' ) ).toHaveValue( '06' );
	await expect( field( lampDate, '日' ) ).toHaveValue( '15' );
	// On the 太歲燈's own form the hint shows, the button does not.
	await expect(
		lampRowForm.locator( '.temple-offerings-tai-sui__hint' )
	).toContainText( '屬馬，2026 丙午年 值太歲' );
	await expect(
		lampRowForm.getByRole( 'button', { name: REGISTER } )
	).toHaveCount( 0 );
	// A second press does not add the same person twice.
	await button.click();
	await expect( page.getByText( '王馬年已登記於太歲燈。' ) ).toBeVisible();
	await expect( lampRowForm ).toHaveCount( 1 );

	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await Promise.all( [
		page.waitForURL( /\/cart\/?/ ),
		summary.getByRole( 'button', { name: '加入結緣品' } ).click(),
	] );
	const { items } = await storeCart( page.request );
	const lampItem = items.find( ( item ) => item.id === lampId );
	expect( items ).toHaveLength( 2 );
	expect( lampItem?.quantity ).toBe( 1 );
	const details = lampItem?.item_data
		.map( ( item ) => item.value )
		.join( ' ' );
	expect( details ).toContain( '王馬年' );
	expect( details ).toContain( '民國79年 06月 15日' );
	await emptyCart( page.request );
} );

test( 'a double tap on 為此信眾安太歲 is one press, and the 太歲燈’s form shows the carried phone unfolded', async ( {
	page,
} ) => {
	const row = await lampRow( page, '陳雙擊' );
	await openMoreDetails( row );
	await field( row, '手機' ).fill( '0912-345-678' );
	await lunar( row, '農曆生辰', {
		year: '1990',
		month: '03',
		day: '08',
		time: '吉',
	} );
	// Pressed twice in a row, before its code has even come: one fill, one
	// toast, and no 「already registered」 for the second press.
	await row.getByRole( 'button', { name: REGISTER } ).dblclick();
	await expect(
		page.getByText( '已為陳雙擊帶入太歲燈，請確認資料後加入祈福袋。' )
	).toBeVisible();
	const lampSection = page.getByRole( 'region', { name: LAMP, exact: true } );
	const lampRowForm = lampSection.locator(
		'fieldset.temple-offerings-believer'
	);
	await expect( lampRowForm ).toHaveCount( 1 );
	// The toasts of both presses would be on screen together (a toast stays
	// seconds): the second press said nothing.
	await expect( page.getByText( '陳雙擊已登記於太歲燈。' ) ).toHaveCount( 0 );
	// The phone came along, and its fold opened by itself to show it.
	await expect( moreDetails( lampRowForm ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	await expect( field( lampRowForm, '手機' ) ).toHaveValue( '0912-345-678' );
	// Folding it again keeps the phone; the button says what it holds.
	await moreDetails( lampRowForm ).click();
	await expect( moreDetails( lampRowForm ) ).toHaveAttribute(
		'aria-expanded',
		'false'
	);
	await moreDetails( lampRowForm ).click();
	await expect( field( lampRowForm, '手機' ) ).toHaveValue( '0912-345-678' );
} );

test( 'nothing is said of an incomplete birthday, and nothing without a 太歲燈 but the hint', async ( {
	page,
} ) => {
	setOptions( { product: 0 } );
	const row = await lampRow( page, '林未知' );
	await lunar( row, '農曆生辰', {
		year: '1990',
		month: '06',
		day: '吉',
		time: '吉',
	} );
	const note = row.locator( '.temple-offerings-tai-sui__hint' );
	await expect( note ).toHaveText( '' );
	await field(
		row.getByRole( 'group', { name: '農曆生辰' } ),
		'日'
	).selectOption( '15' );
	await expect( note ).toHaveText( '屬馬，2026 丙午年 值太歲' );
	await expect( row.getByRole( 'button', { name: REGISTER } ) ).toHaveCount(
		0
	);
	setOptions( { product: lampId } );
} );

test( 'the temple’s boundary decides a birthday between 立春 and the lunar new year, and the 立春 day without an hour is uncertain', async ( {
	page,
} ) => {
	let row = await lampRow( page, '陳立春' );
	await lunar( row, '農曆生辰', BETWEEN );
	const note = () => row.locator( '.temple-offerings-tai-sui__hint' );
	await expect( note() ).toHaveText( '屬蛇，2026 丙午年 未犯太歲' );

	setOptions( { boundary: 'li_chun' } );
	row = await lampRow( page, '陳立春' );
	await lunar( row, '農曆生辰', BETWEEN );
	await expect( note() ).toContainText( '屬馬，2026 丙午年 值太歲' );
	// 2026-02-04, the day of 立春 (04:02): 臘月 17, the hour unknown, then 卯 (after it).
	await lunar( row, '農曆生辰', {
		year: '2025',
		month: '12',
		day: '17',
		time: '吉',
	} );
	await expect( note() ).toHaveText(
		'生於立春（2026-02-04 04:02）當日，生肖依出生時辰而定，未能確定 2026 丙午年 是否犯太歲'
	);
	await expect( row.getByRole( 'button', { name: REGISTER } ) ).toHaveCount(
		0
	);
	await row
		.getByRole( 'group', { name: '農曆生辰' } )
		.getByRole( 'combobox' )
		.last()
		.selectOption( '卯' );
	await expect( note() ).toContainText( '屬馬，2026 丙午年 值太歲' );
	setOptions( { boundary: 'lunar_new_year' } );
} );

test( 'the temple’s counted relations decide who 犯太歲', async ( {
	page,
} ) => {
	let row = await lampRow( page, '張兔年' );
	await lunar( row, '農曆生辰', RABBIT );
	await expect(
		row.locator( '.temple-offerings-tai-sui__hint' )
	).toContainText( '屬兔，2026 丙午年 破太歲' );
	await expect( row.getByRole( 'button', { name: REGISTER } ) ).toBeVisible();

	setOptions( { relations: [ 'zhi', 'chong' ] } );
	row = await lampRow( page, '張兔年' );
	await lunar( row, '農曆生辰', RABBIT );
	await expect( row.locator( '.temple-offerings-tai-sui__hint' ) ).toHaveText(
		'屬兔，2026 丙午年 未犯太歲'
	);
	await expect( row.getByRole( 'button', { name: REGISTER } ) ).toHaveCount(
		0
	);
	// 自刑 counted too: the 馬 year names both.
	setOptions( { relations: [ 'zhi', 'zi_xing' ] } );
	row = await lampRow( page, '王馬年' );
	await lunar( row, '農曆生辰', {
		year: '1990',
		month: '06',
		day: '15',
		time: '吉',
	} );
	await expect(
		row.locator( '.temple-offerings-tai-sui__hint' )
	).toContainText( '屬馬，2026 丙午年 值太歲、自刑' );
	setOptions( { relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ] } );
} );

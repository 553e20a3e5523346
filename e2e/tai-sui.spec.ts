/**
 * 犯太歲 on the real shop: under a believer's complete lunar birthday the
 * form says whether they 犯太歲 in the year its offering is for (its season:
 * the product's or its category's Tai Sui year, else the temple's setting),
 * and 為此信眾安太歲 puts the temple's 太歲燈 on the page with the believer
 * filled in, in one click, ready for the prayer bag. The temple's settings
 * (through the settings screen once, else set through PHP as that screen
 * saves them) change where a birth year begins (lunar new year or 立春) and
 * which relations count. The family book's 犯太歲 section is photographed at
 * four widths (test-results/tai-sui-book-*.png).
 */
/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	emptyCart,
	lightBeliever,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import { ADMIN } from './auth-states';
import { CUSTOMER } from './global-setup';
import {
	adminOrders,
	createOrder,
	dropOrders,
	lampBeliever,
	parseCsv,
} from './order-helpers';
import {
	addBeliever,
	axeViolations,
	field,
	lunar,
	moreDetails,
	openMoreDetails,
	pick,
} from './page-helpers';
import { signIn } from './request-helpers';

test.use( { storageState: CUSTOMER } );
test.describe.configure( { mode: 'serial' } );

const LAMP = '太歲燈';
const REGISTER = '為此信眾安太歲';
const SHOTS = path.join( __dirname, '..', 'test-results' );
/**
 * For the first form after opening the offering page from elsewhere: the
 * page takes the forms' code only once it has filled the rows in, and on a
 * loaded machine that alone took 18 s (the script's parse, the fill, the
 * chunk).
 */
const PAGE_OPENED = { timeout: 60_000 };
const SHEEP_BIRTHDAY = {
	year: '1991',
	month: '06',
	day: '15',
	time: '午',
};
/** 2026-02-10: after 立春 (02-04), before the lunar new year (02-17): 乙巳年 臘月 23. */
const BETWEEN = { year: '2025', month: '12', day: '23', time: '吉' };
/** A 兔, who breaks (破) 2026. */
const RABBIT = { year: '1987', month: '03', day: '10', time: '吉' };

/**
 * Sets the plugin's 太歲 options (what the settings screen saves).
 *
 * @param options Option name (without the prefix) → value.
 */
function setOptions( options: Record< string, unknown > ) {
	shopPhp(
		Object.entries( options )
			.map(
				( [ name, value ] ) =>
					`update_option( 'temple_offerings_tai_sui_${ name }', json_decode( ${ JSON.stringify(
						JSON.stringify( value )
					) }, true ) );`
			)
			.join( '\n' )
	);
}

/**
 * The offering page (with the temple's settings as they are now) and one
 * 光明燈 believer named and addressed.
 *
 * @param page Page.
 * @param name Believer's name.
 * @return The believer's row.
 */
async function lampRow( page: Page, name: string ): Promise< Locator > {
	await emptyCart( page.request );
	// A second visit starts afresh, not from the first one's draft.
	if ( page.url().includes( '/offerings/' ) ) {
		await page.evaluate( () => window.localStorage.clear() );
	}
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	const row = await addBeliever( section );
	await field( row, '信眾姓名' ).fill( name );
	await field( row, '信眾地址' ).fill( '台南市中西區民生路1號' );
	return row;
}

/**
 * Saves people to the customer's family book, each a lamp entry born on a
 * lunar day at 午.
 *
 * @param people Name → stored birthday ('Y-M-D-午').
 * @return Their ids, and a function that deletes them again.
 */
async function saveToBook(
	people: Record< string, string >
): Promise< { ids: number[]; drop: () => Promise< void > } > {
	const { api, nonce } = await signIn( 'believer' );
	const made = await api.post( '/wp-json/temple-offerings/v1/believers', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			believers: Object.entries( people ).map(
				( [ name, birthday ] ) => ( {
					product_category: [ 'light' ],
					data: { ...lightBeliever( name ), birthday, time: '午' },
				} )
			),
		},
	} );
	expect( made.status(), await made.text() ).toBe( 201 );
	const ids = ( ( await made.json() ) as { id: number }[] ).map(
		( item ) => item.id
	);
	return {
		ids,
		drop: async () => {
			for ( const id of ids ) {
				await api.delete(
					`/wp-json/temple-offerings/v1/believers/${ id }`,
					{ headers: { 'X-WP-Nonce': nonce } }
				);
			}
			await api.dispose();
		},
	};
}

let lampId = 0;

test.beforeAll( () => {
	lampId = simpleProduct( 'tai-sui-lamp', LAMP, 600, [ 'light' ] );
	setOptions( {
		boundary: 'lunar_new_year',
		relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
		year: '2026',
		product: lampId,
	} );
} );

test.afterAll( () => {
	shopPhp(
		`foreach ( array( 'boundary', 'relations', 'year', 'product' ) as $name ) { delete_option( 'temple_offerings_tai_sui_' . $name ); }`
	);
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

test( 'the family book lists who 犯太歲 this year, and one click opens the 太歲燈 with that person filled in', async ( {
	page,
} ) => {
	const name = `王名冊${ Date.now() % 100000 }`;
	const sheep = `林名冊${ Date.now() % 100000 }`;
	const suffix = Date.now() % 100000;
	// A family as the section meets it: one 值, one 沖, one 破 with a long
	// name, beside the sheep it does not list.
	const book = await saveToBook( {
		[ name ]: '1990-06-15-午',
		[ sheep ]: '1991-06-15-午',
		[ `陳鼠年${ suffix }` ]: '1984-06-15-午',
		[ `歐陽司馬兔年長名字${ suffix }` ]: '1987-06-15-午',
	} );
	const ids = book.ids;
	try {
		await emptyCart( page.request );
		await page.goto( '/my-account/family-book/' );
		const list = page.getByRole( 'region', {
			name: '2026 丙午年犯太歲的家人',
		} );
		const horse = list.getByRole( 'listitem' ).filter( { hasText: name } );
		await expect( horse ).toContainText( '屬馬，2026 丙午年 值太歲' );
		for ( const [ who, sentence ] of [
			[ `陳鼠年${ suffix }`, '屬鼠，2026 丙午年 沖太歲' ],
			[ `歐陽司馬兔年長名字${ suffix }`, '屬兔，2026 丙午年 破太歲' ],
		] ) {
			await expect(
				list.getByRole( 'listitem' ).filter( { hasText: who } )
			).toContainText( sentence );
		}
		// The sheep is clear in 2026: not listed.
		await expect(
			list.getByRole( 'listitem' ).filter( { hasText: sheep } )
		).toHaveCount( 0 );
		expect( await axeViolations( page, '.temple-offerings-book' ) ).toEqual(
			[]
		);
		// The section at a phone's, a tablet's and two desktops' widths, for
		// people to look at; each time the name, its sentence and the link
		// stay within the section, and the link is a tap's size.
		fs.mkdirSync( SHOTS, { recursive: true } );
		for ( const width of [ 390, 768, 1280, 1920 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await list.scrollIntoViewIfNeeded();
			const box = await list.boundingBox();
			for ( const part of [
				horse.locator( 'strong', { hasText: name } ),
				horse.getByText( '屬馬，2026 丙午年 值太歲' ),
				horse.getByRole( 'link' ),
			] ) {
				const inner = await part.boundingBox();
				expect( inner && box ).toBeTruthy();
				expect( inner!.x ).toBeGreaterThanOrEqual( box!.x );
				expect( inner!.x + inner!.width ).toBeLessThanOrEqual(
					box!.x + box!.width + 0.5
				);
			}
			expect(
				( await horse.getByRole( 'link' ).boundingBox() )!.height
			).toBeGreaterThanOrEqual( 24 );
			await list.screenshot( {
				path: path.join( SHOTS, `tai-sui-book-${ width }.png` ),
			} );
		}
		await page.setViewportSize( { width: 1280, height: 720 } );

		const link = horse.getByRole( 'link', {
			name: `${ REGISTER } ${ name }`,
		} );
		// Light again's address for this one person and the 太歲燈 (the page
		// takes the two parameters out of its address once it has filled in).
		await expect( link ).toHaveAttribute(
			'href',
			new RegExp( `[?&]light=${ ids[ 0 ] }&offering=${ lampId }$` )
		);
		await link.click();
		const lampSection = page.getByRole( 'region', {
			name: LAMP,
			exact: true,
		} );
		const rows = lampSection.locator(
			'fieldset.temple-offerings-believer'
		);
		await expect( rows ).toHaveCount( 1, PAGE_OPENED );
		await expect( field( rows, '信眾姓名' ) ).toHaveValue( name );
		await expect(
			rows.locator( '.temple-offerings-tai-sui__hint' )
		).toContainText( '屬馬，2026 丙午年 值太歲' );

		// A temple that counts only 沖 in 2027 (丁未, 丑 沖): no one here.
		setOptions( { year: '2027', relations: [ 'chong' ] } );
		await page.goto( '/my-account/family-book/' );
		await expect(
			page.getByRole( 'region', { name: '2027 丁未年犯太歲的家人' } )
		).toContainText( '家人名冊中沒有人在 2027 丁未年犯太歲。' );
	} finally {
		setOptions( {
			year: '2026',
			relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
		} );
		await book.drop();
	}
} );

test( 'the ritual list says how each believer 犯太歲, and lists only them when asked, on screen, in print and in the CSV', async ( {
	browser,
	playwright,
} ) => {
	const orders = await adminOrders( playwright );
	const made = await createOrder(
		orders.request,
		orders.headers[ 'X-WP-Nonce' ],
		lampId,
		'light',
		[
			lampBeliever( '王馬年', { birthday: '1990-06-15-午', time: '午' } ),
			lampBeliever( '林羊年', { birthday: '1991-06-15-午', time: '午' } ),
		]
	);
	orders.made.push( made.id );
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	try {
		await page.goto(
			`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lampId }`
		);
		const table = page.locator( 'table.temple-staff-table' );
		const heading = table.locator( 'thead th' );
		const headings = await heading.allTextContents();
		const at = headings.indexOf( '犯太歲' );
		expect( at ).toBeGreaterThan( 0 );
		const cell = ( name: string ) =>
			table
				.locator( 'tbody tr', { hasText: name } )
				.locator( 'td, th' )
				.nth( at );
		await expect( cell( '王馬年' ) ).toHaveText( '值太歲' );
		await expect( cell( '林羊年' ) ).toHaveText( '' );

		const only = page.getByRole( 'checkbox', { name: '只列犯太歲的信眾' } );
		await only.check();
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await expect( only ).toBeChecked();
		await expect(
			table.locator( 'tbody tr', { hasText: '王馬年' } )
		).toHaveCount( 1 );
		await expect(
			table.locator( 'tbody tr', { hasText: '林羊年' } )
		).toHaveCount( 0 );

		// The print view and the CSV follow the filter (it rides in their links).
		const [ popup ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: '列印名單' } ).click(),
		] );
		await expect(
			popup.locator( 'tbody tr', { hasText: '王馬年' } )
		).toHaveCount( 1 );
		await expect(
			popup.locator( 'tbody tr', { hasText: '林羊年' } )
		).toHaveCount( 0 );
		await popup.close();

		const [ csv ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const text = fs
			.readFileSync( ( await csv.path() ) as string, 'utf8' )
			.replace( /^\uFEFF/, '' );
		const [ header, ...records ] = parseCsv( text );
		const column = header.indexOf( '犯太歲' );
		expect( column ).toBeGreaterThan( 0 );
		const ours = records.filter( ( row ) => row[ 0 ] === made.number );
		expect( ours.map( ( row ) => row[ column ] ) ).toEqual( [ '值太歲' ] );
	} finally {
		await context.close();
		await dropOrders( orders );
	}
} );

test( 'an offering’s season: staff set the 太歲燈 to 2027 on its Temple tab, and its card, its button, the family book and the ritual list reckon 2027 丁未 while the other offerings keep the temple’s 2026', async ( {
	page,
	browser,
	playwright,
} ) => {
	// Five screens of two people, and two orders: on a loaded machine a
	// screen alone has taken a minute.
	test.slow();
	const sheep = `林羊年${ Date.now() % 100000 }`;
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	const orders = await adminOrders( playwright );
	const book = await saveToBook( { [ sheep ]: '1991-06-15-午' } );
	try {
		// The Temple tab's year, saved with the product as staff save it.
		await staff.goto( `/wp-admin/post.php?post=${ lampId }&action=edit` );
		await staff.locator( '.temple_offerings_options a' ).click();
		await staff.getByLabel( '太歲年份' ).fill( '2027' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		await expect( staff.getByLabel( '太歲年份' ) ).toHaveValue( '2027' );

		// Each row says its own season; the 光明燈 has none: the temple's 2026.
		const rows = ( await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json() ) as Array< { id: number; tai_sui_year: number } >;
		const yearOf = ( id: number ) =>
			rows.find( ( row ) => row.id === id )?.tai_sui_year;
		expect( [ yearOf( lampId ), yearOf( orders.lamp ) ] ).toEqual( [
			2027, 2026,
		] );

		// On the 光明燈's card a sheep is clear in 2026, and 值太歲 in the
		// 太歲燈's 2027, which the note says too, under the button.
		const row = await lampRow( page, sheep );
		await lunar( row, '農曆生辰', SHEEP_BIRTHDAY );
		await expect(
			row.locator( '.temple-offerings-tai-sui__hint' )
		).toHaveText( [
			'屬羊，2026 丙午年 未犯太歲',
			'屬羊，2027 丁未年 值太歲',
		] );
		await row.getByRole( 'button', { name: REGISTER } ).click();
		const lampForm = page
			.getByRole( 'region', { name: LAMP, exact: true } )
			.locator( 'fieldset.temple-offerings-believer' );
		await expect( lampForm ).toHaveCount( 1 );
		await expect( field( lampForm, '信眾姓名' ) ).toHaveValue( sheep );
		// The 太歲燈's own card: 2027 丁未, 值太歲.
		await expect(
			lampForm.locator( '.temple-offerings-tai-sui__hint' )
		).toHaveText( [ '屬羊，2027 丁未年 值太歲' ] );
		await emptyCart( page.request );

		// The family book reckons the 太歲燈's season.
		await page.goto( '/my-account/family-book/' );
		await expect(
			page
				.getByRole( 'region', { name: '2027 丁未年犯太歲的家人' } )
				.getByRole( 'listitem' )
				.filter( { hasText: sheep } )
		).toContainText( '屬羊，2027 丁未年 值太歲' );

		// The ritual list reckons each line in its own offering's season: the
		// same sheep 值太歲 on the 太歲燈, nothing on the 光明燈.
		for ( const product of [ lampId, orders.lamp ] ) {
			const order = await createOrder(
				orders.request,
				orders.headers[ 'X-WP-Nonce' ],
				product,
				'light',
				[
					lampBeliever( sheep, {
						birthday: '1991-06-15-午',
						time: '午',
					} ),
				]
			);
			orders.made.push( order.id );
		}
		await staff.goto(
			`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lampId }&products[]=${ orders.lamp }`
		);
		const table = staff.locator( 'table.temple-staff-table' );
		const headings = await table.locator( 'thead th' ).allTextContents();
		const ours = table.locator( 'tbody tr', { hasText: sheep } );
		await expect( ours ).toHaveCount( 2 );
		const at = headings.indexOf( '犯太歲' );
		const taiSuiOf = ( product: string ) =>
			ours.filter( { hasText: product } ).locator( 'td, th' ).nth( at );
		await expect( taiSuiOf( LAMP ) ).toHaveText( '值太歲' );
		await expect( taiSuiOf( '光明燈' ) ).toHaveText( '' );
		await staff.goto(
			`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lampId }&products[]=${ orders.lamp }&tai_sui=1`
		);
		await expect( ours ).toHaveCount( 1 );
		await expect( ours ).toContainText( LAMP );
	} finally {
		shopPhp(
			`$product = wc_get_product( ${ lampId } ); $product->delete_meta_data( '_temple_offerings_tai_sui_year' ); $product->save();`
		);
		await book.drop();
		await context.close();
		await dropOrders( orders );
	}
} );

test( 'a category’s Tai Sui year is its offerings’ season, a product’s own year wins over it, and a year that is none is refused', async ( {
	browser,
	page,
} ) => {
	const category = Number(
		shopPhp(
			`$term = term_exists( 'lamps-2028', 'product_cat' ) ?: wp_insert_term( '2028 燈', 'product_cat', array( 'slug' => 'lamps-2028' ) ); echo is_array( $term ) ? $term['term_id'] : $term;`
		).trim()
	);
	const later = simpleProduct( 'tai-sui-2028-lamp', '2028 平安燈', 500, [
		'light',
		'lamps-2028',
	] );
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	const yearOf = async ( id: number ) =>
		(
			( await (
				await page.request.get(
					'/wp-json/temple-offerings/v1/visible-products?category=light'
				)
			).json() ) as Array< { id: number; tai_sui_year: number } >
		 ).find( ( row ) => row.id === id )?.tai_sui_year;
	try {
		await staff.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await staff.getByLabel( '太歲年份' ).fill( '2028' );
		await staff.locator( '#edittag input[type="submit"]' ).click();
		await expect( staff.locator( '#message' ) ).toBeVisible();
		expect( await yearOf( later ) ).toBe( 2028 );

		// The product's own year wins; a year outside the lunar table is
		// refused with a message, the stored one kept.
		await staff.goto( `/wp-admin/post.php?post=${ later }&action=edit` );
		await staff.locator( '.temple_offerings_options a' ).click();
		const year = staff.getByLabel( '太歲年份' );
		await year.fill( '2027' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		expect( await yearOf( later ) ).toBe( 2027 );
		await staff.locator( '.temple_offerings_options a' ).click();
		// The browser's own check would stop 2200; the server must stop it too.
		await year.evaluate( ( input ) => input.removeAttribute( 'max' ) );
		await year.fill( '2200' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		await expect( staff.locator( '#woocommerce_errors' ) ).toContainText(
			'「2028 平安燈」的太歲年份未儲存：請輸入 1800 至 2100 之間的年份。'
		);
		expect( await yearOf( later ) ).toBe( 2027 );
	} finally {
		await context.close();
		shopPhp(
			`wp_delete_post( ${ later }, true ); wp_delete_term( ${ category }, 'product_cat' );`
		);
	}
} );

test( 'the settings screen changes where a birth year begins and which relations count', async ( {
	browser,
	page,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	try {
		await staff.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced', {
			waitUntil: 'domcontentloaded',
		} );
		await staff
			.getByLabel( '太歲：生肖年的起點' )
			.selectOption( { label: '立春' } );
		// The shop's multiple select (selectWoo): 害 破 刑 taken out by their ×.
		const chosen = staff.locator(
			'#temple_offerings_tai_sui_relations + .select2'
		);
		for ( const name of [ '害太歲', '破太歲', '刑太歲' ] ) {
			await chosen
				.locator( '.select2-selection__choice', { hasText: name } )
				.locator( '.select2-selection__choice__remove' )
				.click();
			await staff.keyboard.press( 'Escape' );
		}
		await expect(
			chosen.locator( '.select2-selection__choice' )
		).toHaveCount( 2 );
		await staff.locator( 'button[name="save"]' ).click();
		await expect( staff.getByLabel( '太歲：生肖年的起點' ) ).toHaveValue(
			'li_chun'
		);
		expect(
			JSON.parse(
				shopPhp(
					`echo wp_json_encode( array( get_option( 'temple_offerings_tai_sui_boundary' ), get_option( 'temple_offerings_tai_sui_relations' ) ) );`
				)
			)
		).toEqual( [ 'li_chun', [ 'zhi', 'chong' ] ] );

		// Born between 立春 and the lunar new year: a 馬 under 立春, 值太歲.
		const hintOf = async ( name: string, born: typeof BETWEEN ) => {
			const row = await lampRow( page, name );
			await lunar( row, '農曆生辰', born );
			return row.locator( '.temple-offerings-tai-sui__hint' );
		};
		await expect( await hintOf( '陳立春', BETWEEN ) ).toHaveText(
			'屬馬，2026 丙午年 值太歲'
		);
		// The 破 the temple no longer counts.
		await expect( await hintOf( '張兔年', RABBIT ) ).toHaveText(
			'屬兔，2026 丙午年 未犯太歲'
		);
	} finally {
		await context.close();
		setOptions( {
			boundary: 'lunar_new_year',
			relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
		} );
	}
} );

/**
 * 犯太歲 in the lists of the real shop: the family book lists who 犯太歲
 * this year and one click opens the 太歲燈 with that person filled in (the
 * section photographed at four widths, test-results/tai-sui-book-*.png);
 * the staff ritual list says how each believer 犯太歲 and lists only them
 * when asked, on screen, in print and in the CSV.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { emptyCart } from './cart-helpers';
import { ADMIN } from './auth-states';
import { CUSTOMER } from './global-setup';
import {
	adminOrders,
	createOrder,
	dropOrders,
	lampBeliever,
	parseCsv,
} from './order-helpers';
import { axeViolations, field } from './page-helpers';
import {
	LAMP,
	REGISTER,
	setOptions,
	saveToBook,
	taiSuiShop,
	clearTaiSui,
} from './tai-sui-helpers';

test.use( { storageState: CUSTOMER } );
test.describe.configure( { mode: 'serial' } );

const SHOTS = path.join( __dirname, '..', 'test-results' );
/**
 * For the first form after opening the offering page from elsewhere: the
 * page takes the forms' code only once it has filled the rows in, and on a
 * loaded machine that alone took 18 s (the script's parse, the fill, the
 * chunk).
 */
const PAGE_OPENED = { timeout: 60_000 };

let lampId = 0;

test.beforeAll( () => {
	lampId = taiSuiShop();
} );

test.afterAll( () => {
	clearTaiSui();
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

/**
 * The offering page on the real shop: pick offerings in two tabs, register
 * believers, add them, and find them in WooCommerce's cart with quantity =
 * believers. A failed second post loses nothing and the retry adds no
 * duplicate. Screenshots at 390 px and 1280 px go to test-results/.
 *
 * Needs the server branch's REST routes and preloading
 * (`temple-offerings/v1/visible-products`).
 */
/**
 * External dependencies
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import path from 'node:path';

const SHOTS = path.join( __dirname, '../test-results' );

interface StoreCartItem {
	id: number;
	name: string;
	quantity: number;
}

/**
 * WooCommerce's own view of this browser's cart (Store API).
 *
 * @param page Page whose cookies are used.
 */
async function cartItems( page: Page ): Promise< StoreCartItem[] > {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	expect( response.ok() ).toBe( true );
	return ( ( await response.json() ) as { items: StoreCartItem[] } ).items;
}

const grid = ( page: Page ) => page.getByRole( 'tabpanel' );

const section = ( page: Page, name: RegExp ) =>
	page.locator( 'section.temple-offerings__section', {
		has: page.getByRole( 'button', { name } ),
	} );

/**
 * Adds a believer to a section and fills what a light/change form needs.
 *
 * @param area    The product's section.
 * @param name    Believer name.
 * @param address Believer address.
 */
async function addBeliever( area: Locator, name: string, address: string ) {
	await area.getByRole( 'button', { name: '新增信眾' } ).click();
	await area.getByLabel( '信眾姓名' ).last().fill( name );
	await area.getByLabel( '信眾地址' ).last().fill( address );
}

test( 'two tabs, believers, add with one failed post and a retry, then the cart', async ( {
	page,
} ) => {
	const restBeforeGrid: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-json/temple-offerings/' ) ) {
			restBeforeGrid.push( request.url() );
		}
	} );
	await page.goto( '/offerings/' );
	await expect( page.getByRole( 'tab', { name: '光明燈' } ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	const lamp = grid( page ).getByRole( 'button', { name: /^光明燈/ } );
	await expect( lamp ).toBeVisible();
	// Preloaded: the grid came with no request to the plugin's routes.
	expect( restBeforeGrid ).toEqual( [] );

	await lamp.click();
	await expect( lamp ).toHaveAttribute( 'aria-pressed', 'true' );
	await page.getByRole( 'tab', { name: '改運' } ).click();
	const advanced = grid( page ).getByRole( 'button', { name: /^進階/ } );
	await advanced.click();
	await expect( advanced ).toHaveAttribute( 'aria-pressed', 'true' );
	// The other tab's pick survived the switch.
	await page.getByRole( 'tab', { name: '光明燈' } ).click();
	await expect( lamp ).toHaveAttribute( 'aria-pressed', 'true' );

	const lampArea = section( page, /^光明燈/ );
	await addBeliever( lampArea, '王小明', '台南市中山路1號' );
	await addBeliever( lampArea, '王小華', '台南市中山路1號' );
	const changeArea = section( page, /^改運 - 進階/ );
	await addBeliever( changeArea, '林大同', '台北市信義路5段' );

	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await expect( summary ).toContainText( '光明燈 × 2 人 = NT$1,200' );
	await expect( summary ).toContainText( '改運 - 進階 × 1 人 = NT$1,200' );
	await expect( summary ).toContainText( '總計：NT$2,400' );

	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.screenshot( {
			path: path.join( SHOTS, `offering-page-${ width }-top.png` ),
		} );
		await page.screenshot( {
			path: path.join( SHOTS, `offering-page-${ width }.png` ),
			fullPage: true,
		} );
	}

	// The second product's post fails once, on the network.
	let posts = 0;
	await page.route( '**/?wc-ajax=add_to_cart*', async ( route ) => {
		posts += 1;
		if ( posts === 2 ) {
			await route.abort( 'failed' );
			return;
		}
		await route.continue();
	} );
	await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
	const alert = summary.getByRole( 'alert' );
	await expect( alert ).toContainText( '已加入祈福袋：光明燈' );
	await expect( alert ).toContainText( '尚未加入：改運 - 進階' );
	await expect( changeArea.getByLabel( '信眾姓名' ) ).toHaveValue( '林大同' );
	await expect( lampArea.getByLabel( '信眾姓名' ).first() ).toHaveValue(
		'王小明'
	);
	await summary.screenshot( {
		path: path.join( SHOTS, 'offering-page-failed-summary-1280.png' ),
	} );

	// Nothing lost across a reload either.
	await page.reload();
	await expect(
		section( page, /^改運 - 進階/ ).getByLabel( '信眾姓名' )
	).toHaveValue( '林大同' );

	await Promise.all( [
		page.waitForURL( /\/cart\/?/ ),
		page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
			.click(),
	] );
	expect( posts ).toBe( 3 );

	// Two lines, no duplicate; quantity = believers.
	const items = await cartItems( page );
	expect( items ).toHaveLength( 2 );
	expect( items.find( ( item ) => item.name === '光明燈' )?.quantity ).toBe(
		2
	);
	expect(
		items.find( ( item ) => item.name.startsWith( '改運' ) )?.quantity
	).toBe( 1 );

	// The draft was cleared: the page starts empty again.
	await page.goto( '/offerings/' );
	await expect(
		grid( page ).getByRole( 'button', { name: /^光明燈/ } )
	).toHaveAttribute( 'aria-pressed', 'false' );
} );

test( 'nothing filled in or incomplete forms: each says so in its zh_TW message, no post', async ( {
	page,
} ) => {
	let posts = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=add_to_cart' ) ) {
			posts += 1;
		}
	} );
	await page.goto( '/offerings/' );
	await grid( page )
		.getByRole( 'button', { name: /^光明燈/ } )
		.click();
	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		page.getByText( '請為所有選中的結緣品填寫表單資料' )
	).toBeVisible();
	await section( page, /^光明燈/ )
		.getByRole( 'button', { name: '新增信眾' } )
		.click();
	await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		page.getByText( '部分結緣品的資料不完整，請檢查' )
	).toBeVisible();
	await expect( page.locator( ':focus' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	expect( posts ).toBe( 0 );
	await page.setViewportSize( { width: 390, height: 900 } );
	await page.screenshot( {
		path: path.join( SHOTS, 'offering-page-invalid-390.png' ),
		fullPage: true,
	} );
} );

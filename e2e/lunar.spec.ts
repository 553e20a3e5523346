/**
 * Only lunar dates that exist: a leap month its year has goes all the way to
 * the cart; one it does not have is refused by the page (flagged at once,
 * nothing added) and, posted directly, by the server (wc-ajax and REST).
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	ajaxAdd,
	emptyCart,
	lightBeliever,
	metaData,
	productId,
	storeCart,
} from './cart-helpers';
import { CUSTOMER } from './global-setup';
import { addBeliever, field, lunar, pick } from './page-helpers';

test.use( { storageState: CUSTOMER } );

/**
 * An empty cart, the offering page, and one 光明燈 believer with a name and an address.
 *
 * @param page Page.
 * @param name Believer's name.
 * @return The believer's row.
 */
async function lampRow( page: Page, name: string ) {
	await emptyCart( page.request );
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	const row = await addBeliever( section );
	await field( row, '信眾姓名' ).fill( name );
	await field( row, '信眾地址' ).fill( '台南市中西區' );
	return row;
}

test( 'a leap month that exists (2023 閏二月 29日) reaches the cart', async ( {
	page,
} ) => {
	const row = await lampRow( page, '閏月生' );
	const group = await lunar( row, '農曆生辰', {
		year: '2023',
		month: '潤02',
		day: '29',
		time: '吉',
	} );
	// 2023's one leap month is offered, no other.
	const months = await field( group, '月' )
		.locator( 'option' )
		.evaluateAll( ( options ) =>
			options.map( ( option ) => ( option as HTMLOptionElement ).value )
		);
	expect( months.filter( ( value ) => value.startsWith( '潤' ) ) ).toEqual( [
		'潤02',
	] );
	await expect( row ).toHaveClass( /is-complete/ );

	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await Promise.all( [
		page.waitForURL( /\/cart\/?/ ),
		summary.getByRole( 'button', { name: '加入結緣品' } ).click(),
	] );
	const { items } = await storeCart( page.request );
	expect( items ).toHaveLength( 1 );
	expect( items[ 0 ].item_data[ 0 ].value ).toContain(
		'民國112年 閏02月 29日'
	);
	await emptyCart( page.request );
} );

test( 'a leap month made impossible by a year change is flagged, and nothing is added', async ( {
	page,
} ) => {
	const row = await lampRow( page, '無此月' );
	const group = await lunar( row, '農曆生辰', {
		year: '2023',
		month: '潤02',
		day: '01',
		time: '吉',
	} );
	// 2024 has no leap month: the month stays as it was and is flagged.
	await field( group, '年' ).selectOption( '2024' );
	await expect( field( group, '月' ) ).toHaveValue( '潤02' );
	await expect( row ).toContainText( '這一年沒有這個閏月，請重新選擇月份' );
	await expect( row ).not.toHaveClass( /is-complete/ );

	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		page.getByText( '部分結緣品的資料不完整，請檢查' )
	).toBeVisible();
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );
	// Nothing typed was lost.
	await expect( field( row, '信眾姓名' ) ).toHaveValue( '無此月' );
} );

test( 'posted directly, the server refuses a date that does not exist', async ( {
	page,
} ) => {
	await emptyCart( page.request );
	const lamp = await productId( page.request, 'guangming-lamp' );
	const cases: Array< [ string, string, string ] > = [
		[ '2024-潤02-01-吉', 'birthday.month', 'not_in_year' ],
		[ '2023-潤04-01-吉', 'birthday.month', 'not_in_year' ],
		[ '2023-潤02-30-吉', 'birthday.day', 'not_in_month' ],
		[ '2024-01-30-吉', 'birthday.day', 'not_in_month' ],
		[ '2024-02-31-吉', 'birthday.day', 'invalid' ],
	];
	for ( const [ birthday, errorField, code ] of cases ) {
		const answer = await ajaxAdd( page.request, {
			product_id: String( lamp ),
			quantity: '1',
			meta_data: metaData( [ { ...lightBeliever( '直送' ), birthday } ] ),
		} );
		expect( answer, birthday ).toMatchObject( {
			error: true,
			code: 'temple_offerings_invalid_believer',
			errors: [ { index: 0, field: errorField, code } ],
		} );
	}
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );

	// A date that exists is accepted the same way.
	const accepted = await addBelievers( page.request, lamp, [
		{ ...lightBeliever( '直送' ), birthday: '2023-潤02-29-吉' },
	] );
	expect( accepted.error ).toBeUndefined();
	await emptyCart( page.request );

	// The saved-believers route refuses it too.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const saved = await page.request.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				believers: [
					{
						product_category: [ 'light' ],
						data: {
							...lightBeliever( '直送' ),
							birthday: '2025-潤05-01-吉',
						},
					},
				],
			},
		}
	);
	expect( saved.status() ).toBe( 400 );
	const body = await saved.json();
	expect( body.code ).toBe( 'temple_offerings_invalid_believer' );
	expect( JSON.stringify( body.data.errors ) ).toContain( 'not_in_year' );
} );

test( 'a solar date after today is refused at 轉農曆, and nothing is filled', async ( {
	page,
} ) => {
	const row = await lampRow( page, '未來生' );
	const group = row.getByRole( 'group', { name: '農曆生辰', exact: true } );
	const solar = field( group, '國曆出生日期' );
	// The date field ends today, the browser's local date.
	const today = await page.evaluate( () => {
		const now = new Date();
		return [
			now.getFullYear(),
			String( now.getMonth() + 1 ).padStart( 2, '0' ),
			String( now.getDate() ).padStart( 2, '0' ),
		].join( '-' );
	} );
	await expect( solar ).toHaveAttribute( 'max', today );

	await solar.fill( '2031-05-01' );
	await group.getByRole( 'button', { name: '轉農曆' } ).click();
	await expect( group ).toContainText( '生日不可晚於今天' );
	await expect( solar ).toHaveAttribute( 'aria-invalid', 'true' );
	for ( const part of [ '年', '月', '日' ] ) {
		await expect( field( group, part ) ).toHaveValue( '吉' );
	}
	const years = await field( group, '年' )
		.locator( 'option' )
		.evaluateAll( ( options ) =>
			options.map( ( option ) => ( option as HTMLOptionElement ).value )
		);
	expect( years ).not.toContain( '2031' );
	await expect( group ).not.toContainText( '虛歲' );
} );

test( 'posted directly, a birthday two lunar years ahead is refused with the page’s message', async ( {
	page,
} ) => {
	await emptyCart( page.request );
	const lamp = await productId( page.request, 'guangming-lamp' );
	const birthday = `${ new Date().getFullYear() + 2 }-01-01-吉`;
	const believer = { ...lightBeliever( '直送未來' ), birthday };

	const answer = await ajaxAdd( page.request, {
		product_id: String( lamp ),
		quantity: '1',
		meta_data: metaData( [ believer ] ),
	} );
	expect( answer ).toMatchObject( {
		error: true,
		code: 'temple_offerings_invalid_believer',
		message: '生日不可晚於今天',
		errors: [ { index: 0, field: 'birthday.year', code: 'after_today' } ],
	} );

	const { nonce } = await storeCart( page.request );
	const store = await page.request.post(
		'/wp-json/wc/store/v1/cart/add-item',
		{
			headers: { Nonce: nonce },
			data: {
				id: lamp,
				quantity: 1,
				meta_data: [ { key: '_believers_data', value: [ believer ] } ],
			},
		}
	);
	expect( store.status() ).toBe( 400 );
	expect( await store.json() ).toMatchObject( {
		code: 'temple_offerings_invalid_believer',
		message: '生日不可晚於今天',
	} );
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );

	// The family book's route refuses it with the same words.
	const restNonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const saved = await page.request.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': restNonce },
			data: {
				believers: [
					{ product_category: [ 'light' ], data: believer },
				],
			},
		}
	);
	expect( saved.status() ).toBe( 400 );
	const body = await saved.json();
	expect( body.code ).toBe( 'temple_offerings_invalid_believer' );
	expect( body.message ).toBe( '生日不可晚於今天' );
	expect( JSON.stringify( body.data.errors ) ).toContain( 'after_today' );

	// A child born last year is a believer like any other (小兒).
	const baby = await addBelievers( page.request, lamp, [
		{
			...lightBeliever( '小寶' ),
			gender: 'boy',
			birthday: `${ new Date().getFullYear() - 1 }-03-01-吉`,
		},
	] );
	expect( baby.error ).toBeUndefined();
	await emptyCart( page.request );
} );

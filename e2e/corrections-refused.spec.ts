/**
 * What staff corrections refuse on the real shop: an impossible lunar date
 * is refused with the page's message, what was typed stays and nothing is
 * stored; the month select offers only the leap month the year has; a
 * customer, a shop manager denied the capability, and a bad nonce are
 * refused (403).
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { axeViolations, logIn } from './page-helpers';
import {
	SHOTS,
	type Stored,
	helper,
	correctionsOrder,
	firstBelieverForm,
} from './corrections-helpers';
import { deleteOrders } from './order-helpers';

const MANAGER = 'e2e-manager-no-orders';

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
		// The first believer's form, as staff open it (corrections-save.spec.ts).
		formUrl = await firstBelieverForm( browser, orderUrl );
	} );

	test.afterAll( async ( { browser } ) => {
		expect( await deleteOrders( browser, made ) ).toEqual(
			made.map( () => 200 )
		);
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
} );

/**
 * What the correction form refuses before the registration cutoff
 * (登記截止日), on the real shop: the month select offers only the leap
 * month the chosen year has and a save without a name is refused; an
 * impossible lunar date is refused with the message and what was typed
 * kept; a correction the temple made meanwhile is not overwritten unseen;
 * an expired form stores nothing.
 *
 * Its products and the order are its own (cutoff-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import { mails, shopPhp } from './cart-helpers';
import {
	stored,
	taipeiDay,
	axeViolations,
	shoot,
	cutoffProducts,
	setCutoff,
	cutoffOrder,
	correctionForms,
	cutoffCleanUp,
} from './cutoff-helpers';

test.describe( 'registration cutoff and corrections before it', () => {
	test.describe.configure( { mode: 'serial' } );

	const open = taipeiDay( 40 );
	let lamp = 0;
	let later = 0;
	let variable = 0;
	let orderId = 0;
	let secondUrl = '';

	test.beforeAll( async ( { browser } ) => {
		( { lamp, later, variable } = cutoffProducts() );
		// Open until then, as staff set it on the Temple tab (cutoff-days.spec.ts).
		setCutoff( lamp, open );
		( { id: orderId } = await cutoffOrder( browser, lamp ) );
		[ , secondUrl ] = await correctionForms( browser, orderId );
	} );

	test.afterAll( async ( { browser } ) => {
		await cutoffCleanUp( browser, orderId, [ lamp, later, variable ] );
	} );

	test( 'the month select offers only the leap month the chosen lunar year has, following the year', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( secondUrl );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		const year = date.getByLabel( '年', { exact: true } );
		const leapOptions = date
			.getByLabel( '月', { exact: true } )
			.locator( 'option', { hasText: '閏' } );
		// 2023 has 閏二月, 2025 閏六月, 2024 none.
		await year.selectOption( '2023' );
		await expect( leapOptions ).toHaveText( [ '閏02月' ] );
		await year.selectOption( '2025' );
		await expect( leapOptions ).toHaveText( [ '閏06月' ] );
		await year.selectOption( '2024' );
		await expect( leapOptions ).toHaveCount( 0 );

		// A refused save (no name), as the page shows it with its script: axe, screenshots.
		const before = stored( orderId );
		await page.getByLabel( '信眾姓名' ).fill( '' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'尚未儲存，請修正標示的欄位。'
		);
		await shoot( page, 'form-error' );
		expect(
			await axeViolations( page, '.temple-offerings-correction' )
		).toEqual( [] );
		expect( stored( orderId ).believers ).toEqual( before.believers );
		await context.close();
	} );

	test( 'an impossible lunar date is refused with the message, what was typed stays, nothing is stored', async ( {
		browser,
	} ) => {
		// Without JavaScript every leap month some year has is offered: the save is what refuses.
		const context = await browser.newContext( {
			storageState: CUSTOMER,
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		const before = stored( orderId );
		const mailsBefore = mails().length;
		await page.goto( secondUrl );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
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
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'a correction the temple made while the form was open is not overwritten unseen', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( secondUrl );
		// Staff correct the same believer meanwhile.
		shopPhp( `
			$item = array_values( wc_get_order( ${ orderId } )->get_items() )[0];
			$believers = $item->get_meta( '_believers_data' );
			$believers[1]['address'] = '臺南市宮廟先改路9號';
			$item->update_meta_data( '_believers_data', $believers );
			$item->save();
		` );
		const between = stored( orderId );
		const mailsBefore = mails().length;
		await page.getByLabel( '信眾姓名' ).fill( '林二號改' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'宮廟已更正了這位信眾的資料'
		);
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林二號改' );
		expect( stored( orderId ) ).toEqual( between );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'an expired form stores nothing and keeps what was typed', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const before = stored( orderId );
		await page.goto( secondUrl );
		await page.locator( 'input[name="_wpnonce"]' ).evaluate( ( input ) => {
			( input as HTMLInputElement ).value = 'expired';
		} );
		await page.getByLabel( '信眾姓名' ).fill( '林二號打過' );
		const [ answer ] = await Promise.all( [
			page.waitForResponse(
				( response ) => response.request().method() === 'POST'
			),
			page.getByRole( 'button', { name: '儲存更正' } ).click(),
		] );
		expect( answer.status() ).toBe( 403 );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'此表單已逾時，因此尚未儲存。'
		);
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue(
			'林二號打過'
		);
		expect( stored( orderId ) ).toEqual( before );
		await context.close();
	} );
} );

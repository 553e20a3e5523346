/**
 * 常用名單 end to end: a logged-in worshipper ticks "save", adds a lamp for a
 * believer, and on the next visit finds that believer in the row's dropdown,
 * preloaded, and picking it fills the form. A guest is told to log in instead.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';

const lampSection = ( page: Page ) =>
	page.getByRole( 'region', { name: /^光明燈/ } );

async function pickLamp( page: Page ) {
	await page.goto( '/offerings/' );
	const lamp = page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: /^光明燈/ } );
	await lamp.click();
	await expect( lamp ).toHaveAttribute( 'aria-pressed', 'true' );
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
}

test( 'a guest is asked to log in to save believers', async ( { page } ) => {
	await pickLamp( page );
	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await expect(
		summary.getByRole( 'checkbox', { name: /儲存表單資料/ } )
	).toHaveCount( 0 );
	await expect( summary.getByRole( 'link', { name: '登入' } ) ).toBeVisible();
} );

test.describe( 'logged in', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'saved after the add, offered on the next visit, and fills the row', async ( {
		page,
	} ) => {
		await pickLamp( page );
		const area = lampSection( page );
		await area.getByLabel( /^信眾姓名\*?$/ ).fill( '陳常用' );
		await area.getByLabel( /^信眾地址\*?$/ ).fill( '高雄市常用路8號' );

		const summary = page.getByRole( 'complementary', {
			name: '結緣品明細',
		} );
		await summary
			.getByRole( 'checkbox', { name: '儲存表單資料，下次可直接選用' } )
			.check();
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( '/temple-offerings/v1/believers' ) &&
				response.request().method() === 'POST'
		);
		await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
		expect( ( await saved ).status() ).toBe( 201 );
		await page.waitForURL( /\/cart\/?/ );

		// Next visit: the saved believer arrives with the page (preloaded).
		const believerReads: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/temple-offerings/v1/believers' ) ) {
				believerReads.push( request.url() );
			}
		} );
		await pickLamp( page );
		const select = lampSection( page ).getByLabel( '常用名單' );
		await expect(
			select.getByRole( 'option', { name: '陳常用（高雄市常用路8號）' } )
		).toHaveCount( 1 );
		await select.selectOption( { label: '陳常用（高雄市常用路8號）' } );
		await expect(
			lampSection( page ).getByLabel( /^信眾姓名\*?$/ )
		).toHaveValue( '陳常用' );
		await expect(
			lampSection( page ).getByLabel( /^信眾地址\*?$/ )
		).toHaveValue( '高雄市常用路8號' );
		expect( believerReads ).toEqual( [] );
	} );
} );

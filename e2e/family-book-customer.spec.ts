/**
 * 家人名冊 (the family book in My Account) end to end, on the real shop: a
 * customer adds a person with a lunar birthday, edits them, finds the change
 * in the offering page's saved-believer dropdown, picks them there, changes
 * the address, adds to the cart and finds the book updated; light again
 * opens the offering page for the ticked people; deleting asks first. axe
 * with a form open; screenshots at 390 and 1280 px.
 */
/**
 * External dependencies
 */
import { test, expect, type Page, type Response } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import { addBeliever, field, lunar, pick } from './page-helpers';

const BOOK = '/my-account/family-book/';
// A name of this run: the shop's customer is shared with other specs.
const NAME = `林名冊${ Date.now() % 100000 }`;

/**
 * The method a request stands for: apiFetch sends PUT and DELETE as a POST
 * naming them in X-HTTP-Method-Override, which WordPress honours.
 *
 * @param response A response.
 * @return The method.
 */
const methodOf = ( response: Response ) =>
	response.request().headers()[ 'x-http-method-override' ] ??
	response.request().method();

/**
 * Runs axe on the book and returns the ids of its violations.
 *
 * @param page Page.
 */
async function axeViolations( page: Page ): Promise< string[] > {
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	return page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: string
					) => Promise< { violations: { id: string }[] } >;
				};
			}
		 ).axe;
		const result = await axe.run( '.temple-offerings-book' );
		return result.violations.map( ( violation ) => violation.id );
	} );
}

/**
 * Screenshots of the page at a phone's and a desktop's width.
 *
 * @param page Page.
 * @param name File name part.
 */
async function shots( page: Page, name: string ) {
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: `test-results/family-book-${ name }-${ width }.png`,
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

test.describe( 'the customer', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'adds, edits, picks on the offering page, writes back, lights again and deletes', async ( {
		page,
	} ) => {
		await page.goto( '/my-account/' );
		await page.getByRole( 'link', { name: '家人名冊' } ).click();
		await page.waitForURL( /\/my-account\/family-book\/?$/ );
		const book = page.locator( '.temple-offerings-book' );
		await expect(
			book.getByRole( 'heading', { name: '一般', level: 2 } )
		).toBeVisible();
		await expect(
			book.getByRole( 'heading', { name: '超薦／往生', level: 2 } )
		).toBeVisible();
		await expect(
			book.getByRole( 'heading', { name: '寵物', level: 2 } )
		).toBeVisible();

		// Add: the form opens with the focus in it; saving it empty says what to fix.
		await book.getByRole( 'button', { name: '新增家人' } ).click();
		const form = book.locator( 'form.temple-offerings-book__form' );
		await expect( form.getByLabel( '登記類別' ) ).toBeFocused();
		await form.getByRole( 'button', { name: '儲存' } ).click();
		await expect( form.getByRole( 'alert' ) ).toHaveText(
			'請修正標示的欄位。'
		);
		await expect( field( form, '信眾姓名' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( await axeViolations( page ) ).toEqual( [] );
		await shots( page, 'add-errors' );

		await field( form, '信眾姓名' ).fill( NAME );
		await field( form, '信眾地址' ).fill( '台南市名冊路1號' );
		await lunar( form, '農曆生辰', {
			year: '1980',
			month: '08',
			day: '15',
			time: '吉',
		} );
		const created = page.waitForResponse(
			( response ) =>
				response.url().includes( '/temple-offerings/v1/believers' ) &&
				response.request().method() === 'POST'
		);
		await form.getByRole( 'button', { name: '儲存' } ).click();
		expect( ( await created ).status() ).toBe( 201 );
		await expect( book.getByRole( 'status' ) ).toHaveText(
			`已儲存 ${ NAME }。`
		);
		// The focus is back on the button that opened the form.
		await expect(
			book.getByRole( 'button', { name: '新增家人' } )
		).toBeFocused();
		const entry = book
			.locator( '.temple-offerings-book__entry' )
			.filter( { hasText: NAME } );
		await expect( entry ).toContainText( '台南市名冊路1號' );
		await expect( entry ).toContainText( '點燈' );

		// Edit: the button names the person; the new address is kept.
		await book.getByRole( 'button', { name: `編輯 ${ NAME }` } ).click();
		const editForm = book.locator( 'form.temple-offerings-book__form' );
		await expect( field( editForm, '信眾姓名' ) ).toBeFocused();
		await expect( field( editForm, '信眾姓名' ) ).toHaveValue( NAME );
		await field( editForm, '信眾地址' ).fill( '台南市名冊路2號' );
		expect( await axeViolations( page ) ).toEqual( [] );
		await shots( page, 'edit' );
		await editForm.getByRole( 'button', { name: '儲存' } ).click();
		await expect( entry ).toContainText( '台南市名冊路2號' );
		await expect(
			book.getByRole( 'button', { name: `編輯 ${ NAME }` } )
		).toBeFocused();

		// The offering page's dropdown has the edited person.
		await page.goto( '/offerings/' );
		const lamp = await pick( page, '光明燈', '光明燈' );
		const row = await addBeliever( lamp );
		const saved = row.getByLabel( '常用名單' );
		const option = `${ NAME }（台南市名冊路2號）`;
		await expect(
			saved.getByRole( 'option', { name: option } )
		).toHaveCount( 1 );
		await saved.selectOption( { label: option } );
		await expect( field( row, '信眾姓名' ) ).toHaveValue( NAME );
		// Changed on the offering page: written back after the cart add.
		await field( row, '信眾地址' ).fill( '台南市名冊路3號' );
		const put = page.waitForResponse(
			( response ) =>
				/\/temple-offerings\/v1\/believers\/\d+/.test(
					response.url()
				) && methodOf( response ) === 'PUT'
		);
		await page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
			.click();
		expect( ( await put ).status() ).toBe( 200 );
		await page.waitForURL( /\/cart\/?/ );

		await page.goto( BOOK );
		await expect( entry ).toContainText( '台南市名冊路3號' );
		await shots( page, 'list' );

		// Light again: the ticked person and the chosen lamp, on the offering page.
		const id = /believers\/(\d+)/.exec( ( await put ).url() )?.[ 1 ];
		await book.getByRole( 'checkbox', { name: NAME } ).check();
		await book.getByRole( 'button', { name: '再次點燈' } ).click();
		await expect(
			book.getByRole( 'alert' ).filter( { hasText: '請選擇登記項目' } )
		).toBeVisible();
		const offering = book.getByLabel( '登記項目' );
		await offering.selectOption( { label: '光明燈（點燈）' } );
		const productId = await offering.inputValue();
		await book.getByRole( 'button', { name: '再次點燈' } ).click();
		await page.waitForURL(
			( url ) =>
				url.pathname.startsWith( '/offerings' ) &&
				url.searchParams.get( 'light' ) === id &&
				url.searchParams.get( 'offering' ) === productId &&
				url.searchParams.get( 'category' ) === 'light'
		);
		// The offering page fills that person in (src/renew/) and says so.
		await expect(
			page.getByRole( 'status' ).filter( { hasText: '已帶入 1 位信眾' } )
		).toBeVisible();
		await expect
			.poll( () =>
				page
					.locator( 'fieldset.temple-offerings-believer' )
					.getByLabel( '信眾姓名' )
					.evaluateAll( ( inputs ) =>
						inputs.map(
							( input ) => ( input as HTMLInputElement ).value
						)
					)
			)
			.toContain( NAME );

		// Delete asks first; cancel keeps, confirm removes.
		await page.goto( BOOK );
		await book.getByRole( 'button', { name: `刪除 ${ NAME }` } ).click();
		const dialog = page.getByRole( 'dialog', { name: '確認刪除' } );
		await expect( dialog ).toContainText(
			`確定要從家人名冊刪除 ${ NAME } 嗎？`
		);
		await dialog.getByRole( 'button', { name: '取消' } ).click();
		await expect( entry ).toHaveCount( 1 );
		await book.getByRole( 'button', { name: `刪除 ${ NAME }` } ).click();
		const deleted = page.waitForResponse(
			( response ) => methodOf( response ) === 'DELETE'
		);
		await dialog.getByRole( 'button', { name: '刪除' } ).click();
		expect( ( await deleted ).status() ).toBe( 200 );
		await expect( entry ).toHaveCount( 0 );
		await expect( book.getByRole( 'status' ) ).toHaveText(
			`已刪除 ${ NAME }。`
		);
		await page.reload();
		await expect(
			page.locator( '.temple-offerings-book__entry' ).filter( {
				hasText: NAME,
			} )
		).toHaveCount( 0 );

		// A pet's form, opened from the keyboard: the pet's own fields; cancel
		// puts the focus back on the button that opened it.
		const addPet = book.getByRole( 'button', { name: '新增寵物' } );
		await addPet.focus();
		await page.keyboard.press( 'Enter' );
		const petForm = book.locator( 'form.temple-offerings-book__form' );
		await expect( field( petForm, '寵物名字' ) ).toBeFocused();
		await expect(
			petForm.getByRole( 'group', { name: '寵物農曆生辰' } )
		).toBeVisible();
		expect( await axeViolations( page ) ).toEqual( [] );
		await shots( page, 'pet-form' );
		await petForm.getByRole( 'button', { name: '取消' } ).click();
		await expect( addPet ).toBeFocused();
	} );
} );

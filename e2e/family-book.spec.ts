/**
 * 家人名冊 (the family book in My Account) end to end, on the real shop: a
 * customer adds a person with a lunar birthday, edits them, finds the change
 * in the offering page's saved-believer dropdown, picks them there, changes
 * the address, adds to the cart and finds the book updated; light again
 * opens the offering page for the ticked people; deleting asks first;
 * another user never sees them; without JavaScript the tab says so. axe
 * with a form open; screenshots at 390 and 1280 px.
 */
/**
 * External dependencies
 */
import { test, expect, type Page, type Response } from '@playwright/test';

import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import { addBeliever, field, lunar, pick } from './page-helpers';
import { signIn } from './request-helpers';

const BOOK = '/my-account/family-book/';
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );

/**
 * Runs e2e/php/rewrite-rules.php in the shop.
 *
 * @param command strip, activate or count.
 * @return How many stored rules name the endpoint.
 */
const rewriteRules = ( command: string ): number =>
	(
		JSON.parse(
			execFileSync(
				'php',
				[
					path.join( __dirname, 'php/rewrite-rules.php' ),
					WP_DIR,
					command,
				],
				{ encoding: 'utf8', timeout: 120_000 }
			)
		) as { rules: number }
	 ).rules;
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

	test( 'after activation the tab answers without anyone saving permalinks', async ( {
		page,
	} ) => {
		// Rules built before the plugin had the endpoint: the tab is a 404.
		expect( rewriteRules( 'strip' ) ).toBe( 0 );
		expect( ( await page.request.get( BOOK ) ).status() ).toBe( 404 );
		// Activation: the next request rebuilds the rules, and is answered.
		expect( rewriteRules( 'activate' ) ).toBe( 0 );
		const answer = await page.request.get( BOOK );
		expect( answer.status() ).toBe( 200 );
		expect( await answer.text() ).toContain( 'temple-offerings-book' );
		expect( rewriteRules( 'count' ) ).toBeGreaterThan( 0 );
	} );

	test( 'without JavaScript the tab says the book needs it, and has no form of its own', async ( {
		page,
	} ) => {
		// The page as served, before any script: Chromium run by Playwright
		// with scripts disabled still parses <noscript> as text, so the
		// served HTML is what is checked.
		const answer = await page.request.get( BOOK );
		expect( answer.status() ).toBe( 200 );
		const html = await answer.text();
		const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(
			html.slice( html.indexOf( 'temple-offerings-book' ) )
		)?.[ 1 ];
		expect( noscript ).toContain(
			'<p>家人名冊需要 JavaScript。請在瀏覽器中啟用 JavaScript，才能查看及編輯名冊中的家人。</p>'
		);
		// It also hides the "loading" line, which only a script would replace.
		expect( noscript ).toContain(
			'.temple-offerings-book__loading{display:none}'
		);
		const content = html.slice(
			html.indexOf( 'woocommerce-MyAccount-content' )
		);
		expect(
			content.slice( 0, content.indexOf( '</noscript>' ) )
		).not.toContain( '<form' );
	} );
} );

test( 'another user never sees, changes or deletes them', async ( {
	browser,
} ) => {
	const owner = await signIn( 'believer' );
	const name = `他人不見${ Date.now() % 100000 }`;
	const made = await owner.api.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': owner.nonce },
			data: {
				believers: [
					{
						product_category: [ 'light' ],
						data: {
							id: 'x',
							product_category: [ 'light' ],
							name,
							gender: 'male',
							address: '台北市隱私路1號',
							birthday: '1990-01-01-吉',
							time: '吉',
							super_name: '',
							deceased_name: '',
							deceased_gender: '',
							deceased_birthday: '吉-吉-吉-吉',
							deceased_death_anniversary: '吉-吉-吉-吉',
							deceased_address: '',
							depends_people: [],
							mobile: '',
							email: '',
							note: '',
							is_expired_notice: false,
						},
					},
				],
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const [ { id } ] = ( await made.json() ) as { id: number }[];

	const admin = await signIn( 'admin' );
	const login = `book-other-${ Date.now() % 100000 }`;
	await admin.utils.createUser( {
		username: login,
		email: `${ login }@example.test`,
		password: 'password',
		roles: [ 'customer' ],
	} );
	const other = await signIn( login );
	const list = await other.api.get(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': other.nonce },
		}
	);
	expect( list.status() ).toBe( 200 );
	expect( JSON.stringify( await list.json() ) ).not.toContain( name );
	for ( const method of [ 'put', 'delete' ] as const ) {
		const answer = await other.api[ method ](
			`/wp-json/temple-offerings/v1/believers/${ id }`,
			{
				headers: { 'X-WP-Nonce': other.nonce },
				data: { product_category: [ 'light' ], data: {} },
			}
		);
		expect( answer.status() ).toBe( 404 );
	}

	// Their own book page shows nothing of the owner's.
	const context = await browser.newContext( {
		storageState: await other.api.storageState(),
	} );
	const page = await context.newPage();
	await page.goto( BOOK );
	await expect(
		page.getByRole( 'heading', { name: '一般', level: 2 } )
	).toBeVisible();
	await expect( page.getByText( name ) ).toHaveCount( 0 );
	await context.close();

	// Still the owner's, unchanged.
	const mine = await owner.api.get(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': owner.nonce },
		}
	);
	expect( JSON.stringify( await mine.json() ) ).toContain( name );
	for ( const user of [ owner, admin, other ] ) {
		await user.api.dispose();
	}
} );

/**
 * 再次登記 (issue 12, item 2) on the real shop: a customer's paid order for
 * two people and an offering the shop has since taken off sale; the
 * customer renews from My Account's orders list (the button), and the
 * offering page has the lamp selected with both people filled in, this
 * year's 虛歲, the withdrawn offering named, and an address that does not
 * fill twice on reload; a believer typed on the page before stays. The
 * view-order and order-received pages carry the button too; another
 * customer and a guest get 404 from the route, and the page tells the other
 * customer the order cannot be renewed and a guest to log in (coming back
 * to the same address); `?light=` fills saved believers of the offering's
 * form and names the rest.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { orderBeliever, restNonce, wcProductId } from './order-helpers';
import {
	addBeliever,
	seriousViolations,
	field,
	logIn,
	pick,
} from './page-helpers';
import { signIn } from './request-helpers';
import { completeBeliever } from '../src/domain/test/complete-believer';
import { toLunar } from '../src/domain/lunar';

const SHOTS = path.join( __dirname, '..', 'test-results' );
const OTHER = 'e2e-renew-other';
const GONE = '舊款平安燈（已停辦）';

/**
 * A lamp believer of this spec.
 *
 * @param fields Fields to set.
 */
const believer = ( fields: Record< string, unknown > ) =>
	orderBeliever( { product_category: [ 'light' ], ...fields } );

/** Today's lunar year, as the forms count 虛歲 from it. */
function lunarYearNow(): number {
	const today = new Date();
	const iso = [
		today.getFullYear(),
		String( today.getMonth() + 1 ).padStart( 2, '0' ),
		String( today.getDate() ).padStart( 2, '0' ),
	].join( '-' );
	return toLunar( iso ).year;
}

const notice = ( page: Page ) =>
	page.locator( '.temple-offerings__fill-notice' );
const lampSection = ( page: Page ) =>
	page.getByRole( 'region', { name: '光明燈', exact: true } );

test.describe( 'register again', () => {
	test.describe.configure( { mode: 'serial' } );

	let admin: APIRequestContext;
	let nonce = '';
	let lamp = 0;
	let gone = 0;
	let customer = 0;
	let other = 0;
	let order = { id: 0, number: '', key: '' };
	const saved: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		admin = context.request;
		nonce = await restNonce( admin );
		const headers = { 'X-WP-Nonce': nonce };
		lamp = await wcProductId( admin, nonce, 'guangming-lamp' );
		const [ light ] = await (
			await admin.get( '/wp-json/wc/v3/products/categories?slug=light', {
				headers,
			} )
		).json();
		const product = await admin.post( '/wp-json/wc/v3/products', {
			headers,
			data: {
				name: GONE,
				type: 'simple',
				status: 'publish',
				virtual: true,
				regular_price: '300',
				categories: [ { id: light.id } ],
			},
		} );
		expect( product.status(), await product.text() ).toBe( 201 );
		gone = ( await product.json() ).id;

		const [ believerAccount ] = await (
			await admin.get(
				'/wp-json/wc/v3/customers?email=believer@example.test',
				{ headers }
			)
		).json();
		customer = believerAccount.id;
		const otherAccount = await admin.post( '/wp-json/wc/v3/customers', {
			headers,
			data: {
				email: `${ OTHER }@example.test`,
				username: OTHER,
				password: 'password',
			},
		} );
		expect( otherAccount.status(), await otherAccount.text() ).toBe( 201 );
		other = ( await otherAccount.json() ).id;

		// Last year's order, paid: two people on the lamp, one on the withdrawn one.
		const created = await admin.post( '/wp-json/wc/v3/orders', {
			headers,
			data: {
				customer_id: customer,
				status: 'processing',
				set_paid: true,
				billing: {
					first_name: '信眾',
					last_name: '王',
					email: 'believer@example.test',
				},
				line_items: [
					{
						product_id: lamp,
						quantity: 2,
						meta_data: [
							{
								key: '_believers_data',
								value: [
									believer( {
										name: '王小明',
										birthday: '1980-04-12-子',
										time: '子',
										address: '臺南市中西區民族路二段1號',
									} ),
									believer( {
										name: '王小華',
										gender: 'female',
										birthday: '1990-01-05-午',
										time: '午',
										address: '臺南市中西區民族路二段1號',
									} ),
								],
							},
							{ key: '_believers_kind', value: 'light' },
						],
					},
					{
						product_id: gone,
						quantity: 1,
						meta_data: [
							{
								key: '_believers_data',
								value: [
									believer( {
										name: '王老先生',
										birthday: '1950-02-02-吉',
										time: '吉',
										address: '臺南市中西區民族路二段1號',
									} ),
								],
							},
							{ key: '_believers_kind', value: 'light' },
						],
					},
				],
			},
		} );
		expect( created.status(), await created.text() ).toBe( 201 );
		const body = await created.json();
		order = {
			id: body.id,
			number: String( body.number ),
			key: body.order_key,
		};

		// The shop no longer offers it.
		const withdrawn = await admin.put(
			`/wp-json/wc/v3/products/${ gone }`,
			{ headers, data: { status: 'draft' } }
		);
		expect( withdrawn.status(), await withdrawn.text() ).toBe( 200 );
		fs.mkdirSync( SHOTS, { recursive: true } );
	} );

	test.afterAll( async () => {
		const headers = { 'X-WP-Nonce': nonce };
		if ( order.id ) {
			await admin.delete(
				`/wp-json/wc/v3/orders/${ order.id }?force=true`,
				{
					headers,
				}
			);
		}
		if ( gone ) {
			await admin.delete(
				`/wp-json/wc/v3/products/${ gone }?force=true`,
				{
					headers,
				}
			);
		}
		if ( other ) {
			await admin.delete(
				`/wp-json/wc/v3/customers/${ other }?force=true`,
				{ headers }
			);
		}
		if ( saved.length ) {
			const owner = await signIn( 'believer' );
			for ( const id of saved ) {
				await owner.api.delete(
					`/wp-json/temple-offerings/v1/believers/${ id }`,
					{ headers: { 'X-WP-Nonce': owner.nonce } }
				);
			}
			await owner.api.dispose();
		}
	} );

	test( 'the owner gets the order’s offerings still sold, their believers, and the withdrawn one by name', async () => {
		const owner = await signIn( 'believer' );
		const response = await owner.api.get(
			`/wp-json/temple-offerings/v1/orders/${ order.id }/renewal`,
			{ headers: { 'X-WP-Nonce': owner.nonce } }
		);
		expect( response.status(), await response.text() ).toBe( 200 );
		const body = await response.json();
		expect( body.order_id ).toBe( order.id );
		expect( body.skipped ).toEqual( [ { name: GONE } ] );
		expect( body.lines ).toHaveLength( 1 );
		expect( body.lines[ 0 ] ).toMatchObject( {
			product_id: lamp,
			variation_id: 0,
			name: '光明燈',
			kind: 'light',
		} );
		expect(
			body.lines[ 0 ].believers.map(
				( item: { name: string; birthday: string } ) =>
					`${ item.name } ${ item.birthday }`
			)
		).toEqual( [ '王小明 1980-04-12-子', '王小華 1990-01-05-午' ] );
		await owner.api.dispose();
	} );

	test( 'another customer and a guest get 404, which says nothing of the order', async () => {
		const stranger = await signIn( OTHER );
		const refused = await stranger.api.get(
			`/wp-json/temple-offerings/v1/orders/${ order.id }/renewal`,
			{ headers: { 'X-WP-Nonce': stranger.nonce } }
		);
		expect( refused.status() ).toBe( 404 );
		const body = await refused.json();
		expect( body.code ).toBe( 'temple_offerings_order_not_found' );
		expect( JSON.stringify( body ) ).not.toContain( '王小明' );
		// An order id that does not exist reads exactly the same.
		const missing = await stranger.api.get(
			'/wp-json/temple-offerings/v1/orders/99999999/renewal',
			{ headers: { 'X-WP-Nonce': stranger.nonce } }
		);
		expect( missing.status() ).toBe( 404 );
		expect( await missing.json() ).toEqual( body );
		await stranger.api.dispose();

		const guest = await playwrightRequest.newContext( {
			baseURL: process.env.E2E_BASE_URL,
		} );
		const asGuest = await guest.get(
			`/wp-json/temple-offerings/v1/orders/${ order.id }/renewal`
		);
		expect( asGuest.status() ).toBe( 404 );
		expect( ( await asGuest.json() ).code ).toBe(
			'temple_offerings_order_not_found'
		);
		await guest.dispose();
	} );

	test.describe( 'as the customer', () => {
		test.use( { storageState: CUSTOMER } );

		test( 'renews from My Account and finds both people filled in, with this year’s 虛歲', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 390, height: 844 } );
			await page.goto( '/my-account/orders/' );
			const button = page.getByRole( 'link', {
				name: `再次登記訂單 ${ order.number } 的結緣品`,
			} );
			await expect( button ).toBeVisible();
			await page.screenshot( {
				path: path.join( SHOTS, 'renew-orders-390.png' ),
				fullPage: true,
			} );
			await button.click();
			await expect( page ).toHaveURL( /\/offerings\// );

			const section = lampSection( page );
			const forms = section.locator(
				'fieldset.temple-offerings-believer'
			);
			await expect( forms ).toHaveCount( 2 );
			await expect( field( forms.nth( 0 ), '信眾姓名' ) ).toHaveValue(
				'王小明'
			);
			await expect( field( forms.nth( 1 ), '信眾姓名' ) ).toHaveValue(
				'王小華'
			);
			const first = forms
				.nth( 0 )
				.getByRole( 'group', { name: '農曆生辰', exact: true } );
			await expect( field( first, '年' ) ).toHaveValue( '1980' );
			await expect( field( first, '月' ) ).toHaveValue( '04' );
			await expect( field( first, '日' ) ).toHaveValue( '12' );
			await expect( field( forms.nth( 1 ), '信眾地址' ) ).toHaveValue(
				'臺南市中西區民族路二段1號'
			);
			const year = lunarYearNow();
			await expect(
				forms.nth( 0 ).locator( '.temple-offerings-lunar__age' )
			).toContainText( `虛歲：${ year - 1980 + 1 } 歲` );
			await expect(
				forms.nth( 1 ).locator( '.temple-offerings-lunar__age' )
			).toContainText( `虛歲：${ year - 1990 + 1 } 歲` );
			// The card is selected; nothing went into the prayer bag by itself.
			await expect(
				page.getByRole( 'button', { name: /^光明燈/, pressed: true } )
			).toBeVisible();

			await expect( notice( page ) ).toContainText(
				'已帶入 2 位信眾，請確認資料後加入祈福袋。'
			);
			await expect( notice( page ) ).toContainText(
				`以下品項本頁已不再提供，未帶入：${ GONE }。`
			);
			await expect( notice( page ) ).toHaveAttribute( 'role', 'status' );
			// The address no longer asks to fill; the tab stays.
			await expect( page ).not.toHaveURL( /renew=/ );
			await expect( page ).toHaveURL( /category=light/ );

			await page.screenshot( {
				path: path.join( SHOTS, 'renew-page-390.png' ),
				fullPage: true,
			} );
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.screenshot( {
				path: path.join( SHOTS, 'renew-page-1280.png' ),
				fullPage: true,
			} );
			expect(
				await seriousViolations( page, '.temple-offerings' )
			).toEqual( [] );

			// A reload restores the draft: the same two, not four.
			await expect
				.poll( () =>
					page.evaluate(
						() =>
							window.localStorage.getItem(
								'temple-offerings:draft:/offerings/'
							) ?? ''
					)
				)
				.toContain( '王小華' );
			await page.reload();
			await expect( forms ).toHaveCount( 2 );
			await expect( notice( page ) ).toHaveCount( 0 );
		} );

		test( 'the view-order and order-received pages have the button', async ( {
			page,
		} ) => {
			// The order-received page last: its screenshot follows.
			for ( const address of [
				`/my-account/view-order/${ order.id }/`,
				`/checkout/order-received/${ order.id }/?key=${ order.key }`,
			] ) {
				await page.goto( address );
				const button = page.getByRole( 'link', {
					name: '再次登記',
					exact: true,
				} );
				await expect( button ).toHaveCount( 1 );
				await expect( button ).toHaveAttribute(
					'href',
					new RegExp( `[?&]renew=${ order.id }\\b` )
				);
				expect(
					await seriousViolations( page, '.temple-offerings-renew' )
				).toEqual( [] );
			}
			await page.setViewportSize( { width: 390, height: 844 } );
			await page.screenshot( {
				path: path.join( SHOTS, 'renew-order-received-390.png' ),
				fullPage: true,
			} );
		} );

		test( 'what was typed on the page stays, and the order’s believers come beside it', async ( {
			page,
		} ) => {
			await page.goto( '/offerings/' );
			const taisui = await pick( page, '光明燈', '太歲燈' );
			const row = await addBeliever( taisui );
			await field( row, '信眾姓名' ).fill( '陳先生' );
			await expect
				.poll( () =>
					page.evaluate(
						() =>
							window.localStorage.getItem(
								'temple-offerings:draft:/offerings/'
							) ?? ''
					)
				)
				.toContain( '陳先生' );

			await page.goto( `/offerings/?category=light&renew=${ order.id }` );
			await expect( notice( page ) ).toContainText(
				'您先前在本頁填寫的資料都已保留，帶入的信眾接在其後。'
			);
			await expect(
				field(
					page.getByRole( 'region', { name: '太歲燈', exact: true } ),
					'信眾姓名'
				)
			).toHaveValue( '陳先生' );
			await expect(
				lampSection( page ).locator(
					'fieldset.temple-offerings-believer'
				)
			).toHaveCount( 2 );
		} );

		test( '?light= fills saved believers of the offering’s form and names the rest', async ( {
			page,
		} ) => {
			const owner = await signIn( 'believer' );
			const response = await owner.api.post(
				'/wp-json/temple-offerings/v1/believers',
				{
					headers: { 'X-WP-Nonce': owner.nonce },
					data: {
						believers: [
							{
								product_category: [ 'light' ],
								data: completeBeliever( 'light', {
									name: '林小美',
								} ),
							},
							{
								product_category: [ 'pudu' ],
								data: completeBeliever( 'pudu', {
									name: '林阿公',
								} ),
							},
						],
					},
				}
			);
			expect( response.status(), await response.text() ).toBe( 201 );
			const [ mei, grandpa ] = (
				( await response.json() ) as { id: number }[]
			 ).map( ( item ) => item.id );
			saved.push( mei, grandpa );
			await owner.api.dispose();

			await page.goto(
				`/offerings/?light=${ mei },${ grandpa },99999999&offering=${ lamp }`
			);
			const forms = lampSection( page ).locator(
				'fieldset.temple-offerings-believer'
			);
			await expect( forms ).toHaveCount( 1 );
			await expect( field( forms.nth( 0 ), '信眾姓名' ) ).toHaveValue(
				'林小美'
			);
			await expect( notice( page ) ).toContainText(
				'已帶入 1 位信眾，請確認資料後加入祈福袋。'
			);
			await expect( notice( page ) ).toContainText(
				'以下信眾登記的是其他種類的品項，未帶入：林阿公。'
			);
			await expect( notice( page ) ).toContainText(
				'有 1 位選取的信眾不在您的常用名單中，未帶入。'
			);
			await expect( page ).not.toHaveURL( /light=/ );
			await page.getByRole( 'button', { name: '關閉此訊息' } ).click();
			await expect( notice( page ) ).toBeEmpty();
			// Focus goes on to the filled offering, not the top of the page.
			await expect(
				page.getByRole( 'button', { name: /^光明燈/, expanded: true } )
			).toBeFocused();
		} );
	} );

	test( 'another customer’s page says the order cannot be renewed, and fills nothing', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await logIn( page, OTHER );
		await page.goto( `/offerings/?renew=${ order.id }` );
		await expect( notice( page ) ).toContainText(
			'無法再次登記這筆訂單：這不是您帳號中含有結緣品的訂單。'
		);
		await expect( lampSection( page ) ).toHaveCount( 0 );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, 'renew-not-yours-1280.png' ),
		} );
		await page.goto( '/my-account/orders/' );
		await expect(
			page.getByRole( 'link', { name: /^再次登記/ } )
		).toHaveCount( 0 );
		await context.close();
	} );

	test( 'a guest is asked to log in and comes back to the same address', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto( `/offerings/?category=light&renew=${ order.id }` );
		await expect( notice( page ) ).toContainText(
			'請先登入，即可再次登記您過去訂單中的結緣品。'
		);
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.screenshot( {
			path: path.join( SHOTS, 'renew-guest-390.png' ),
		} );
		expect( await seriousViolations( page, '.temple-offerings' ) ).toEqual(
			[]
		);
		const login = notice( page ).getByRole( 'link', { name: '登入' } );
		const href = ( await login.getAttribute( 'href' ) ) ?? '';
		expect(
			new URL( href, page.url() ).searchParams.get( 'redirect_to' )
		).toContain( `renew=${ order.id }` );
		await login.click();
		await page.locator( '#user_login' ).fill( 'believer' );
		await page.locator( '#user_pass' ).fill( 'password' );
		await page.locator( '#wp-submit' ).click();
		await expect(
			lampSection( page ).locator( 'fieldset.temple-offerings-believer' )
		).toHaveCount( 2 );
		await context.close();
	} );
} );

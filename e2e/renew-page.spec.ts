/**
 * 再次登記 on the offering page of the real shop: the customer renews from
 * My Account's orders list (the button), and the offering page has the
 * lamp selected with both people filled in, this year's 虛歲, the withdrawn
 * offering named, and an address that does not fill twice on reload; a
 * believer typed on the page before stays. The view-order and
 * order-received pages carry the button too; `?light=` fills saved
 * believers of the offering's form and names the rest.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import { addBeliever, seriousViolations, field, pick } from './page-helpers';
import { signIn } from './request-helpers';
import { completeBeliever } from '../src/domain/test/complete-believer';
import { toLunar } from '../src/domain/lunar';
import {
	SHOTS,
	GONE,
	notice,
	lampSection,
	type RenewShop,
	renewShop,
	renewCleanUp,
} from './renew-helpers';

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

test.describe( 'register again', () => {
	test.describe.configure( { mode: 'serial' } );

	let shop: RenewShop;
	let lamp = 0;
	let order = { id: 0, number: '', key: '' };
	const saved: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		shop = await renewShop( browser );
		( { lamp, order } = shop );
	} );

	test.afterAll( async () => {
		await renewCleanUp( shop, saved );
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
} );

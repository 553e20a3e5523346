/**
 * 再次登記's route and refusals on the real shop: the owner gets the
 * order's offerings still sold, their believers, and the withdrawn one by
 * name; another customer and a guest get 404 from the route, and the page
 * tells the other customer the order cannot be renewed and a guest to log
 * in (coming back to the same address).
 */
/**
 * External dependencies
 */
import { test, expect, request as playwrightRequest } from '@playwright/test';
import path from 'node:path';
import { seriousViolations, logIn } from './page-helpers';
import { signIn } from './request-helpers';
import {
	SHOTS,
	OTHER,
	GONE,
	notice,
	lampSection,
	type RenewShop,
	renewShop,
	renewCleanUp,
} from './renew-helpers';

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

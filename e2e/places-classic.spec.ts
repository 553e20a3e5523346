/**
 * Places at the classic (shortcode) checkout, beyond the simple lamp of
 * quota.spec.ts, on the real shop: when another worshipper's order took
 * places between the cart and the checkout, the page and the order button
 * both say the plugin's sentence (the offering, the places left, what to
 * do), not WooCommerce's stock wording, and no order is made; two
 * worshippers placing the classic order for the last places at the same
 * moment get one order, and the other the plugin's sentence.
 */
/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import { axeViolations } from './page-helpers';
import {
	classicBilling,
	classicPage,
	placeClassic,
} from './classic-checkout-helpers';

const SHOTS = path.join( __dirname, '..', 'test-results', 'places' );
const CLASSIC = '經典結帳光明燈';

/**
 * Sets a product's (or variation's) stock, as another worshipper's order would.
 *
 * @param id    Product or variation id.
 * @param stock Places left.
 */
function setStock( id: number, stock: number ) {
	shopPhp( `wc_update_product_stock( ${ id }, ${ stock }, 'set' );` );
}

/**
 * Orders made since a moment, by the billing e-mail this spec uses.
 *
 * @param email Billing e-mail.
 */
function ordersBy( email: string ): number {
	return Number(
		shopPhp(
			`echo count( wc_get_orders( array( 'limit' => -1, 'billing_email' => ${ JSON.stringify(
				email
			) }, 'return' => 'ids' ) ) );`
		).trim()
	);
}

/**
 * Screenshots at a phone's and a desktop's width.
 *
 * @param page Page.
 * @param name File name stem.
 */
async function shoot( page: Page, name: string ) {
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
}

test.describe.serial( 'the classic checkout', () => {
	const EMAIL = 'classic-places@example.com';
	let lamp = 0;
	let pageIds: number[] = [];

	test.beforeAll( () => {
		lamp = simpleProduct(
			'classic-places-lamp',
			CLASSIC,
			600,
			[ 'light' ],
			2
		);
		// Pages with WooCommerce's shortcode checkout and cart (the shop's own are the blocks).
		pageIds = [
			classicPage( 'classic-checkout' ),
			classicPage( 'classic-cart', 'cart' ),
		];
	} );

	test.afterAll( () => {
		shopPhp( `
			foreach ( ${ JSON.stringify( pageIds ) } as $id ) {
				wp_delete_post( $id, true );
			}
			wc_get_product( ${ lamp } )->delete( true );
		` );
	} );

	test( 'places taken between cart and checkout: the page says how many are left, in the plugin’s words', async ( {
		page,
	} ) => {
		setStock( lamp, 2 );
		await emptyCart( page.request );
		const added = await addBelievers( page.request, lamp, [
			lightBeliever( '經一' ),
			lightBeliever( '經二' ),
		] );
		expect( added.error ?? false ).toBe( false );
		// Another worshipper's order takes one of the two places.
		setStock( lamp, 1 );

		await page.goto( '/classic-checkout/' );
		// Classic themes print notices as .woocommerce-error, block themes as notice banners.
		const alert = page.locator(
			'.woocommerce-error, .wc-block-components-notice-banner.is-error'
		);
		await expect( alert ).toContainText(
			`「${ CLASSIC }」只剩 1 個名額，請減少信眾人數。`
		);
		// WooCommerce's own wording about stock is not shown next to it.
		await expect( alert ).not.toContainText( /庫存|stock/i );
		await shoot( page, 'classic-on-load' );
		expect( await axeViolations( page, 'main' ) ).toEqual( [] );

		// The classic cart says the same, where WooCommerce would name its stock.
		await page.goto( '/classic-cart/' );
		await expect( alert.first() ).toContainText(
			`「${ CLASSIC }」只剩 1 個名額，請減少信眾人數。`
		);
		await expect( alert.first() ).not.toContainText( /庫存|stock/i );
		await shoot( page, 'classic-cart' );
	} );

	test( 'places taken while the checkout form is open: placing the order says it, and no order is made', async ( {
		page,
	} ) => {
		setStock( lamp, 2 );
		await emptyCart( page.request );
		await addBelievers( page.request, lamp, [
			lightBeliever( '經一' ),
			lightBeliever( '經二' ),
		] );
		await page.goto( '/classic-checkout/' );
		const form = page.locator( 'form.checkout' );
		await expect( form ).toBeVisible();
		for ( const [ field, value ] of Object.entries(
			classicBilling( EMAIL )
		) ) {
			await page.locator( `#${ field }` ).fill( value );
		}
		// Wait for WooCommerce's own refresh of the order review, then pick a payment.
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		await page.locator( '#payment_method_cheque' ).check();
		const before = ordersBy( EMAIL );

		// Another worshipper's order takes one of the two places now.
		setStock( lamp, 1 );
		await page.locator( '#place_order' ).click();
		const notices = page.locator( '.woocommerce-NoticeGroup-checkout' );
		await expect( notices ).toContainText(
			`「${ CLASSIC }」只剩 1 個名額，請減少信眾人數。`
		);
		await expect( notices ).not.toContainText( /庫存|stock/i );
		// What was typed stays.
		await expect( page.locator( '#billing_first_name' ) ).toHaveValue(
			'小明'
		);
		expect( ordersBy( EMAIL ) ).toBe( before );
		await shoot( page, 'classic-place-order' );
		await emptyCart( page.request );
	} );

	test( 'two worshippers place the classic order for the last places at the same moment: one order, the other told the places left', async ( {
		browser,
	} ) => {
		setStock( lamp, 3 );
		const emails = [
			'classic-race-a@example.com',
			'classic-race-b@example.com',
		];
		const contexts = [
			await browser.newContext(),
			await browser.newContext(),
		];
		// Each cart holds 2 of the 3 places; each has the checkout form's nonce.
		const posts = [];
		for ( const [ index, context ] of contexts.entries() ) {
			const added = await addBelievers( context.request, lamp, [
				lightBeliever( `競${ index }一` ),
				lightBeliever( `競${ index }二` ),
			] );
			expect( added.error ?? false ).toBe( false );
			const html = await (
				await context.request.get( '/classic-checkout/' )
			).text();
			const nonce =
				html.match(
					/name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/
				)?.[ 1 ] ?? '';
			expect( nonce ).not.toBe( '' );
			posts.push( {
				context,
				form: {
					...classicBilling( emails[ index ] ),
					billing_country: 'TW',
					payment_method: 'cheque',
					'woocommerce-process-checkout-nonce': nonce,
					_wp_http_referer: '/classic-checkout/',
				},
			} );
		}
		// Both press 下單 at the same moment (the shop serves requests in parallel).
		const answers = await Promise.all(
			posts.map(
				async ( { context, form } ) =>
					( await (
						await context.request.post( '/?wc-ajax=checkout', {
							form,
						} )
					).json() ) as { result: string; messages?: string }
			)
		);
		const won = answers.filter( ( answer ) => answer.result === 'success' );
		const lost = answers.filter(
			( answer ) => answer.result !== 'success'
		);
		expect( won ).toHaveLength( 1 );
		expect( lost ).toHaveLength( 1 );
		// The plugin's sentence: 1 left, or, when the other order had just
		// lowered the stock and not yet let its hold go (php/Cart/PlacesHold.php
		// counts its places twice for that moment rather than never), full.
		expect( lost[ 0 ].messages ).toMatch(
			new RegExp(
				`「${ CLASSIC }」(只剩 1 個名額，請減少信眾人數|已額滿，無法再登記)。`
			)
		);
		expect( lost[ 0 ].messages ).not.toMatch( /庫存|stock/i );
		// One placed order (cheque: on hold) holds its 2 places; 1 is left.
		const placed = emails.map( ( email ) =>
			Number(
				shopPhp(
					`echo count( wc_get_orders( array( 'limit' => -1, 'status' => 'on-hold', 'billing_email' => ${ JSON.stringify(
						email
					) }, 'return' => 'ids' ) ) );`
				).trim()
			)
		);
		expect( placed.sort() ).toEqual( [ 0, 1 ] );
		expect(
			Number(
				shopPhp(
					`echo wc_get_product( ${ lamp } )->get_stock_quantity();`
				).trim()
			)
		).toBe( 1 );
		// And that last place is free: the winner's hold went with its stock.
		const latecomer = await browser.newContext();
		expect(
			(
				await addBelievers( latecomer.request, lamp, [
					lightBeliever( '最後一位' ),
				] )
			).error ?? false
		).toBe( false );
		const last = await placeClassic(
			latecomer.request,
			'classic-checkout',
			{
				...classicBilling( 'classic-race-c@example.com' ),
				payment_method: 'cheque',
			}
		);
		expect( last.result, JSON.stringify( last ) ).toBe( 'success' );
		for ( const context of [ ...contexts, latecomer ] ) {
			await context.close();
		}
	} );
} );

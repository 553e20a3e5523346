/**
 * The counter's groundwork on the real shop: the 櫃台人員 role reaches the
 * ritual lists and their prints and nothing else of the shop, and the orders
 * list says where each order came from and who took it, and filters by both.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	addBelievers,
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { logIn } from './page-helpers';

const CLERK = 'counter-clerk';
const CLERK_NAME = '林櫃台';

const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'channel@example.com',
	phone: '0912345678',
};

/**
 * A guest's order through the Store API checkout, as the block checkout makes it.
 *
 * @param request A guest's request context.
 * @param name    The believer's name.
 */
async function checkoutOrder(
	request: APIRequestContext,
	name: string
): Promise< number > {
	const lamp = await productId( request, 'guangming-lamp' );
	const added = await addBelievers( request, lamp, [
		lightBeliever( name ),
	] );
	expect( added.error ?? false ).toBe( false );
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
	expect( response.status() ).toBe( 200 );
	return ( ( await response.json() ) as { order_id: number } ).order_id;
}

test.describe.serial( 'the counter', () => {
	let clerkId = 0;

	test.beforeAll( () => {
		clerkId = Number(
			shopPhp( `
				$user = get_user_by( 'login', '${ CLERK }' );
				$id   = $user ? $user->ID : wp_insert_user( array( 'user_login' => '${ CLERK }', 'user_pass' => 'password', 'user_email' => 'clerk@example.com', 'display_name' => '${ CLERK_NAME }', 'role' => 'temple_counter' ) );
				echo (int) $id;
			` )
		);
		expect( clerkId ).toBeGreaterThan( 0 );
	} );

	test( 'the orders list says where each order came from and who took it, and filters by both', async ( {
		browser,
		playwright,
		baseURL,
	} ) => {
		const guest = await playwright.request.newContext( { baseURL } );
		const online = await checkoutOrder( guest, '網路信眾' );
		await guest.dispose();
		// An order the counter took (the counter screen records it this way).
		const counter = Number(
			shopPhp( `
				$order = wc_create_order( array( 'status' => 'processing' ) );
				\\TempleOfferings\\Support\\OrderChannel::record( $order, 'counter', ${ clerkId } );
				$order->save();
				echo (int) $order->get_id();
			` )
		);
		// One made by another path (the order editor, the REST API): no channel.
		const other = Number(
			shopPhp( `
				$order = wc_create_order( array( 'status' => 'processing', 'created_via' => 'admin' ) );
				echo (int) $order->get_id();
			` )
		);
		expect(
			shopPhp(
				`echo wc_get_order( ${ online } )->get_meta( '_temple_offerings_channel' );`
			)
		).toBe( 'web' );
		// Paid, so the clerk's ritual list below has a believer to export.
		shopPhp(
			`wc_get_order( ${ online } )->update_status( 'processing' );`
		);

		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		const row = ( id: number ) =>
			page.locator( `tr#order-${ id }, tr#post-${ id }` );
		// The list is a GET form: wait for the filtered list before reading it.
		const filter = ( url: RegExp ) =>
			Promise.all( [
				page.waitForURL( url, { waitUntil: 'load' } ),
				page
					.locator( '#order-query-submit, #post-query-submit' )
					.first()
					.click(),
			] );
		await page.goto( '/wp-admin/admin.php?page=wc-orders' );
		await expect(
			page.getByRole( 'columnheader', { name: '來源' } ).first()
		).toBeVisible();
		await expect(
			row( online ).locator( '.column-temple_channel' )
		).toHaveText( '網路' );
		await expect(
			row( counter ).locator( '.column-temple_channel' )
		).toHaveText( `臨櫃 · ${ CLERK_NAME }` );
		await expect(
			row( other ).locator( '.column-temple_channel' )
		).toHaveText( '—' );

		await page.getByLabel( '依來源篩選' ).selectOption( 'counter' );
		await filter( /temple_channel=counter/ );
		await expect( row( counter ) ).toBeVisible();
		await expect( row( online ) ).toHaveCount( 0 );
		await expect( row( other ) ).toHaveCount( 0 );

		await page.getByLabel( '依來源篩選' ).selectOption( '' );
		// By the clerk's id: other specs' clerks may share the display name.
		await page
			.getByLabel( '依經手人篩選' )
			.selectOption( String( clerkId ) );
		await filter( new RegExp( `temple_taken_by=${ clerkId }` ) );
		await expect( row( counter ) ).toBeVisible();
		await expect( row( online ) ).toHaveCount( 0 );

		// A forged value is ignored: the list is not narrowed by it.
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&temple_channel=${ encodeURIComponent(
				"web' OR 1=1 --"
			) }`
		);
		await expect( row( online ) ).toBeVisible();
		await expect( row( counter ) ).toBeVisible();
		await context.close();
	} );

	test( 'the counter clerk reaches the counter, the ritual lists and their exports, and is refused the shop’s settings, products, orders and users', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await logIn( page, CLERK );
		// Let into wp-admin, not sent to My Account as a customer would be.
		await expect( page ).toHaveURL( /wp-admin/ );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: '法會名單' } )
		).toBeVisible();

		// The counter's screen, a menu of its own too.
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: '臨櫃登記' } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: '臨櫃登記', level: 1 } )
		).toBeVisible();
		await expect( page.getByLabel( '電話或姓名' ) ).toBeFocused();

		await page.goto(
			'/wp-admin/admin.php?page=temple-offerings-ritual-list'
		);
		await expect(
			page.getByRole( 'heading', { name: '法會名單', level: 1 } )
		).toBeVisible();
		await expect( page.locator( 'link[href*="staff.css"]' ) ).toHaveCount(
			1
		);
		// The label sheet's settings are the shop's, not the counter's.
		await expect( page.locator( 'details.temple-staff-grid' ) ).toHaveCount(
			0
		);
		const exportHref =
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? '';
		const csv = await page.request.get( exportHref );
		expect( csv.status() ).toBe( 200 );
		expect( csv.headers()[ 'content-type' ] ).toContain( 'text/csv' );

		// Its menu holds its screens and nothing else of the site or the shop.
		expect(
			await page
				.locator( '#adminmenu > li.menu-top > a' )
				.evaluateAll( ( links ) =>
					links.map( ( link ) => link.getAttribute( 'href' ) )
				)
		).toEqual( [
			'index.php',
			'admin.php?page=temple-offerings-counter',
			'admin.php?page=temple-offerings-ritual-list',
			'profile.php',
		] );
		for ( const screen of [
			'/wp-admin/admin.php?page=wc-settings',
			'/wp-admin/admin.php?page=wc-settings&tab=advanced',
			'/wp-admin/edit.php?post_type=product',
			'/wp-admin/post-new.php?post_type=product',
			'/wp-admin/edit-tags.php?taxonomy=product_cat&post_type=product',
			'/wp-admin/admin.php?page=wc-admin',
			'/wp-admin/admin.php?page=wc-admin&path=/customers',
			'/wp-admin/admin.php?page=wc-reports',
			'/wp-admin/admin.php?page=wc-status',
			'/wp-admin/admin.php?page=wc-orders',
			'/wp-admin/edit.php?post_type=shop_order',
			'/wp-admin/users.php',
			'/wp-admin/options-general.php',
			'/wp-admin/plugins.php',
			'/wp-admin/edit.php',
			'/wp-admin/admin.php?page=temple-offerings-correct-believer',
		] ) {
			const response = await page.goto( screen );
			// WordPress refuses with 403 (the plugin too, for WooCommerce's app
			// screens, which would open and refuse only in the browser);
			// WooCommerce's own orders page with an empty wp_die() (500).
			// Either way nothing of the screen shows.
			expect( [ 403, 500 ], screen ).toContain( response?.status() );
			await expect(
				page.locator( '#wpbody-content' ),
				screen
			).toHaveCount( 0 );
		}
		// The WooCommerce REST API's orders, customers and settings are closed to the role too.
		const nonce = await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		for ( const route of [
			'/wp-json/wc/v3/orders',
			'/wp-json/wc/v3/customers',
			'/wp-json/wc/v3/settings',
		] ) {
			const answer = await page.request.get( route, {
				headers: { 'X-WP-Nonce': nonce },
			} );
			expect( answer.status(), route ).toBeGreaterThanOrEqual( 401 );
			expect( answer.status(), route ).toBeLessThanOrEqual( 403 );
		}
		await context.close();
	} );

	test( 'the counter’s screen is refused to everyone else: an editor and a customer', async ( {
		browser,
	} ) => {
		const editor = await browser.newContext();
		const page = await editor.newPage();
		shopPhp( `
			if ( ! get_user_by( 'login', 'counter-editor' ) ) {
				wp_insert_user( array( 'user_login' => 'counter-editor', 'user_pass' => 'password', 'user_email' => 'counter-editor@example.com', 'role' => 'editor' ) );
			}
		` );
		await logIn( page, 'counter-editor' );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: '臨櫃登記' } )
		).toHaveCount( 0 );
		const refused = await page.goto(
			'/wp-admin/admin.php?page=temple-offerings-counter'
		);
		expect( refused?.status() ).toBe( 403 );
		await expect( page.locator( '.temple-offerings-counter' ) ).toHaveCount(
			0
		);
		await editor.close();

		const customer = await browser.newContext();
		const shopper = await customer.newPage();
		await logIn( shopper, 'believer' );
		const closed = await shopper.goto(
			'/wp-admin/admin.php?page=temple-offerings-counter'
		);
		expect( closed?.status() ).toBe( 403 );
		await expect(
			shopper.locator( '.temple-offerings-counter' )
		).toHaveCount( 0 );
		await customer.close();
	} );
} );

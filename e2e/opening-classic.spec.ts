/**
 * Opening day's rules at WooCommerce's classic (shortcode) checkout, which
 * a theme without the checkout block still shows, on the real shop: a
 * phone's places are counted there as at the block checkout (the second
 * guest with the same phone, written the international way, is told in
 * zh_TW and keeps the form), and a draw's entry checks out there without
 * paying, as 登記抽籤, holding no place.
 */
/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type Browser,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import {
	classicBilling,
	classicPage,
	placeClassic as placeOn,
	type ClassicAnswer,
} from './classic-checkout-helpers';

const PAGE = 'classic-checkout-opening';

let pageId = 0;
const made: number[] = [];
const products: number[] = [];

/** Eight digits no other test's phone has. */
const digits = () => String( Date.now() % 100_000_000 ).padStart( 8, '0' );

/**
 * Places the classic order of what the context's cart holds; the order is
 * deleted after the tests.
 *
 * @param request The worshipper's context.
 * @param fields  Billing and payment fields.
 */
async function placeClassic(
	request: APIRequestContext,
	fields: Record< string, string >
): Promise< ClassicAnswer > {
	const answer = await placeOn( request, PAGE, fields );
	if ( answer.order_id ) {
		made.push( answer.order_id );
	}
	return answer;
}

/**
 * A fresh worshipper: a browser context of their own.
 *
 * @param browser The browser.
 */
const newcomer = async ( browser: Browser ) => browser.newContext();

test.beforeAll( () => {
	pageId = classicPage( PAGE );
} );

test.afterAll( () => {
	shopPhp( `
		foreach ( ${ JSON.stringify( made ) } as $id ) {
			$order = wc_get_order( $id );
			$order && $order->delete( true );
		}
		foreach ( ${ JSON.stringify( products ) } as $id ) {
			wp_delete_post( $id, true );
		}
		wp_delete_post( ${ pageId }, true );
	` );
} );

test( 'a phone’s places are counted at the classic checkout: the same phone written another way is refused in zh_TW, and the form keeps what was typed', async ( {
	browser,
} ) => {
	const lamp = simpleProduct( 'e2e-classic-phone-lamp', '經典一機燈', 600, [
		'light',
	] );
	products.push( lamp );
	shopPhp(
		`$p = wc_get_product( ${ lamp } ); $p->update_meta_data( '_temple_offerings_per_phone', '2' ); $p->save();`
	);
	const tail = digits();

	// A first guest registers two places with the phone.
	const first = await newcomer( browser );
	expect(
		(
			await addBelievers( first.request, lamp, [
				lightBeliever( '經典甲' ),
				lightBeliever( '經典乙' ),
			] )
		).error ?? false
	).toBe( false );
	const placed = await placeClassic( first.request, {
		...classicBilling(
			`classic-phone-a-${ tail }@example.com`,
			`09${ tail }`
		),
		payment_method: 'cheque',
	} );
	expect( placed.result, JSON.stringify( placed ) ).toBe( 'success' );
	await first.close();

	// Another guest, another e-mail, the same phone the international way, in the browser.
	const second = await newcomer( browser );
	expect(
		(
			await addBelievers( second.request, lamp, [
				lightBeliever( '經典丙' ),
			] )
		).error ?? false
	).toBe( false );
	const page = await second.newPage();
	await page.goto( `/${ PAGE }/` );
	const typed = classicBilling(
		`classic-phone-b-${ tail }@example.com`,
		`+886 9${ tail.slice( 0, 2 ) } ${ tail.slice( 2, 5 ) } ${ tail.slice( 5 ) }`
	);
	for ( const [ field, value ] of Object.entries( typed ) ) {
		await page.locator( `#${ field }` ).fill( value );
	}
	await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
	await page.locator( '#payment_method_cheque' ).check();
	await page.locator( '#place_order' ).click();
	await expect(
		page.locator( '.woocommerce-NoticeGroup-checkout' )
	).toContainText(
		'「經典一機燈」每個電話號碼限登記 2 位，這個電話號碼已登記滿 2 位。'
	);
	expect( page.url() ).not.toMatch( /order-received/ );
	await expect( page.locator( '#billing_phone' ) ).toHaveValue(
		typed.billing_phone
	);
	await expect( page.locator( '#billing_first_name' ) ).toHaveValue( '小明' );
	expect(
		Number(
			shopPhp(
				`echo count( wc_get_orders( array( 'limit' => -1, 'billing_email' => '${ typed.billing_email }', 'return' => 'ids' ) ) );`
			)
		)
	).toBe( 0 );
	await second.close();
} );

test( 'a draw’s entry checks out at the classic checkout without paying: 登記抽籤, no place held', async ( {
	browser,
} ) => {
	const lamp = simpleProduct(
		'e2e-classic-draw-lamp',
		'經典抽籤燈',
		600,
		[ 'light' ],
		3
	);
	products.push( lamp );
	shopPhp( `
		$p = wc_get_product( ${ lamp } );
		$p->update_meta_data( '_temple_offerings_draw', 'yes' );
		$p->update_meta_data( '_temple_offerings_opens_at', (string) ( time() - 3600 ) );
		$p->update_meta_data( '_temple_offerings_closes_at', (string) ( time() + 3600 ) );
		$p->save();
	` );
	const entrant = await newcomer( browser );
	expect(
		(
			await addBelievers( entrant.request, lamp, [
				lightBeliever( '經典籤' ),
			] )
		).error ?? false
	).toBe( false );
	// No payment method: an entry pays nothing until it is drawn.
	const entered = await placeClassic(
		entrant.request,
		classicBilling(
			`classic-draw-${ digits() }@example.com`,
			`09${ digits() }`
		)
	);
	expect( entered.result, JSON.stringify( entered ) ).toBe( 'success' );
	expect(
		JSON.parse(
			shopPhp(
				`echo wp_json_encode( array( wc_get_order( ${ entered.order_id } )->get_status(), wc_get_product( ${ lamp } )->get_stock_quantity() ) );`
			)
		)
	).toEqual( [ 'temple-entered', 3 ] );
	await entrant.close();
} );

/**
 * Places from WooCommerce stock on the real shop: a lamp with 3 places, its
 * card saying 剩 N 位 and 額滿, two worshippers racing for the last places at
 * the same moment (exactly 3 registered, the loser told how many are left,
 * nothing half-added), a cancelled order giving its places back, and a
 * second checkout arriving while WooCommerce has placed the first order but
 * not yet lowered its stock (made 3 s wide by e2e/php/slow-stock.php): without
 * php/Cart/PlacesHold.php (the hold kept until the stock is lowered) both
 * are placed, 4 believers on 3 places.
 */
/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	SHOP_DIR,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';

const NAME = '限量光明燈';
const SHOTS = path.join( __dirname, '..', 'test-results', 'quota' );

const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'quota@example.com',
	phone: '0912345678',
};

/**
 * Checks out the context's cart through the Store API, as the block checkout does.
 *
 * @param request Request context holding the cart.
 */
async function checkout( request: APIRequestContext ) {
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
	return {
		status: response.status(),
		body: ( await response.json() ) as {
			order_id?: number;
			code?: string;
			message?: string;
		},
	};
}

/**
 * The lamp's stock and the believers registered on it across every order
 * that still holds its places (not cancelled), read through WooCommerce's
 * order API.
 *
 * @param id Product id.
 */
function ledger( id: number ): { stock: number; registered: number } {
	return JSON.parse(
		shopPhp( `
			$registered = 0;
			foreach ( wc_get_orders( array( 'limit' => -1, 'status' => array( 'on-hold', 'processing', 'completed', 'pending' ) ) ) as $order ) {
				foreach ( $order->get_items() as $item ) {
					if ( ${ id } === (int) $item->get_product_id() ) {
						$registered += count( (array) $item->get_meta( '_believers_data' ) );
					}
				}
			}
			echo wp_json_encode( array( 'stock' => (int) wc_get_product( ${ id } )->get_stock_quantity(), 'registered' => $registered ) );
		` )
	);
}

/**
 * The lamp's card on the offering page's 光明燈 tab.
 *
 * @param page Page.
 */
async function lampCard( page: Page ) {
	await page.goto( '/offerings/' );
	await page.getByRole( 'tab', { name: '光明燈', exact: true } ).click();
	return page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: new RegExp( `^${ NAME }` ) } );
}

/**
 * Screenshots of the card at a phone's and a desktop's width.
 *
 * @param page Page.
 * @param name File name stem.
 */
async function shoot( page: Page, name: string ) {
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		const card = await lampCard( page );
		await card.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
		} );
	}
}

test.describe.serial( 'places from WooCommerce stock', () => {
	let lamp = 0;
	let winnerOrder = 0;

	test.beforeAll( () => {
		lamp = simpleProduct( 'quota-lamp', NAME, 600, [ 'light' ], 3 );
		// The product's own low-stock threshold (5) is over its 3 places.
		shopPhp(
			`$p = wc_get_product( ${ lamp } ); $p->set_low_stock_amount( 5 ); $p->save();`
		);
	} );

	test( 'the card says how many places are left when few are', async ( {
		page,
	} ) => {
		const card = await lampCard( page );
		await expect( card ).toHaveAccessibleName( /剩 3 位/ );
		await expect( card ).toBeEnabled();
		await shoot( page, 'low' );
	} );

	test( 'two worshippers race for the last places: exactly 3 registered, the loser told how many are left', async ( {
		playwright,
		baseURL,
	} ) => {
		const a = await playwright.request.newContext( { baseURL } );
		const b = await playwright.request.newContext( { baseURL } );
		// WooCommerce's cart holds no stock: both adds of 2 (of 3) go in.
		const added = await Promise.all( [
			addBelievers( a, lamp, [
				lightBeliever( '甲一' ),
				lightBeliever( '甲二' ),
			] ),
			addBelievers( b, lamp, [
				lightBeliever( '乙一' ),
				lightBeliever( '乙二' ),
			] ),
		] );
		expect( added.map( ( answer ) => answer.error ?? false ) ).toEqual( [
			false,
			false,
		] );

		// Both check out at the same moment: the stock hold lets one through.
		const results = await Promise.all( [ checkout( a ), checkout( b ) ] );
		const winners = results.filter( ( result ) => result.status === 200 );
		const losers = results.filter( ( result ) => result.status !== 200 );
		expect( winners ).toHaveLength( 1 );
		expect( losers ).toHaveLength( 1 );
		expect( losers[ 0 ].body.message ).toBe(
			`「${ NAME }」只剩 1 個名額，請減少信眾人數。`
		);
		winnerOrder = Number( winners[ 0 ].body.order_id );
		expect( ledger( lamp ) ).toEqual( { stock: 1, registered: 2 } );

		// The loser, on the page's add path: 2 more is refused with the count, nothing added.
		const loser = [ a, b ][
			results.findIndex( ( result ) => result.status !== 200 )
		];
		await loser.delete( '/wp-json/wc/store/v1/cart/items', {
			headers: { Nonce: ( await storeCart( loser ) ).nonce },
		} );
		const refused = await addBelievers( loser, lamp, [
			lightBeliever( '丙一' ),
			lightBeliever( '丙二' ),
		] );
		expect( refused ).toMatchObject( {
			error: true,
			code: 'temple_offerings_not_enough_places',
			message: `「${ NAME }」只剩 1 個名額，請減少信眾人數。`,
		} );
		expect( ( await storeCart( loser ) ).items ).toHaveLength( 0 );

		// One believer fits and is checked out: the 3 places are taken.
		expect(
			( await addBelievers( loser, lamp, [ lightBeliever( '丙一' ) ] ) )
				.error ?? false
		).toBe( false );
		expect( ( await checkout( loser ) ).status ).toBe( 200 );
		expect( ledger( lamp ) ).toEqual( { stock: 0, registered: 3 } );

		// The Store API add says the same, in the plugin's words.
		const { nonce } = await storeCart( a );
		const storeAdd = await a.post( '/wp-json/wc/store/v1/cart/add-item', {
			headers: { Nonce: nonce },
			data: {
				id: lamp,
				quantity: 1,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lightBeliever( '丁一' ) ],
					},
				],
			},
		} );
		expect( storeAdd.status() ).toBe( 400 );
		expect( await storeAdd.json() ).toMatchObject( {
			code: 'temple_offerings_not_enough_places',
			message: `「${ NAME }」已額滿，無法再登記。`,
		} );
		await a.dispose();
		await b.dispose();
	} );

	test( 'a full card says 額滿 and cannot be picked', async ( { page } ) => {
		const card = await lampCard( page );
		await expect( card ).toHaveAccessibleName( /額滿/ );
		await expect( card ).toBeDisabled();
		await shoot( page, 'full' );
	} );

	test( 'a cancelled order gives its places back', async ( { page } ) => {
		expect( winnerOrder ).toBeGreaterThan( 0 );
		shopPhp(
			`wc_get_order( ${ winnerOrder } )->update_status( 'cancelled' );`
		);
		expect( ledger( lamp ) ).toEqual( { stock: 2, registered: 1 } );
		const card = await lampCard( page );
		await expect( card ).toHaveAccessibleName( /剩 2 位/ );
		await expect( card ).toBeEnabled();
	} );
} );

test.describe
	.serial( 'two checkouts in WooCommerce’s moment between placing an order and lowering its stock', () => {
	const GAP_NAME = '限量太歲燈';
	const SLOW_STOCK = path.join( __dirname, 'php', 'slow-stock.php' );
	const SLOW_STOCK_INSTALLED = path.join(
		SHOP_DIR,
		'wordpress/wp-content/mu-plugins/temple-e2e-slow-stock.php'
	);

	test( 'the second is refused, without waiting for the first, and told how many places are left: 2 of 3 registered, never 4', async ( {
		playwright,
		baseURL,
	} ) => {
		const gapLamp = simpleProduct(
			'quota-gap-lamp',
			GAP_NAME,
			600,
			[ 'light' ],
			3
		);
		const a = await playwright.request.newContext( { baseURL } );
		const b = await playwright.request.newContext( { baseURL } );
		fs.copyFileSync( SLOW_STOCK, SLOW_STOCK_INSTALLED );
		try {
			for ( const [ who, context ] of [
				[ '甲', a ],
				[ '乙', b ],
			] as const ) {
				expect(
					(
						await addBelievers( context, gapLamp, [
							lightBeliever( `${ who }一` ),
							lightBeliever( `${ who }二` ),
						] )
					).error ?? false
				).toBe( false );
			}
			// The first is placed and sits 3 s before its stock is lowered; the second checks out meanwhile.
			const first = checkout( a );
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
			const results = await Promise.all( [ first, checkout( b ) ] );
			expect( results[ 0 ].status ).toBe( 200 );
			expect( results[ 1 ].status ).not.toBe( 200 );
			expect( results[ 1 ].body.message ).toBe(
				`「${ GAP_NAME }」只剩 1 個名額，請減少信眾人數。`
			);
			expect( ledger( gapLamp ) ).toEqual( { stock: 1, registered: 2 } );
		} finally {
			fs.rmSync( SLOW_STOCK_INSTALLED, { force: true } );
			await a.dispose();
			await b.dispose();
		}
	} );
} );

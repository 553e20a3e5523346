/**
 * Believers through the real cart: the wc-ajax add as the offering page posts
 * it, the block cart and checkout, the order, and everywhere the order shows.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	addBelievers,
	ajaxAdd,
	type AjaxAnswer,
	emptyCart,
	SHOP_DIR,
	fillBilling,
	lightBeliever,
	mails,
	metaData,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';

const FIRST = '王小明';
const SECOND = '李小華';

test.describe.serial( 'believers through cart, checkout and order', () => {
	test.use( { storageState: CUSTOMER } );

	let orderId = 0;

	test( 'two believers make one line of quantity 2, shown in the block cart and checkout; a second post is another line; the quantity is fixed', async ( {
		page,
	} ) => {
		page.on( 'dialog', () => {
			throw new Error( 'a dialog opened' );
		} );
		await emptyCart( page.request );
		const id = await productId( page.request, 'guangming-lamp' );
		const believers = [
			lightBeliever( FIRST ),
			lightBeliever( SECOND, '台北市信義區' ),
		];

		const first = await addBelievers( page.request, id, believers );
		expect( first.error ).toBeUndefined();
		expect( first.cart_hash ).toBeTruthy();
		let cart = await storeCart( page.request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].quantity ).toBe( 2 );
		expect( cart.items[ 0 ].item_data.map( ( row ) => row.key ) ).toEqual( [
			'信眾 1',
			'信眾 2',
		] );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toBe(
			'王小明（信士）；農曆生辰：民國71年 閏04月 12日 子時；信眾地址：台南市中西區民族路二段'
		);

		const second = await addBelievers( page.request, id, believers );
		expect( second.error ).toBeUndefined();
		cart = await storeCart( page.request );
		expect( cart.items ).toHaveLength( 2 );
		expect( cart.items.map( ( item ) => item.quantity ) ).toEqual( [
			2, 2,
		] );

		// The Store API's quantity is pinned: not editable, and update-item refuses another.
		expect( cart.items[ 0 ].quantity_limits ).toMatchObject( {
			editable: false,
			minimum: 2,
			maximum: 2,
		} );
		for ( const quantity of [ 5, 1 ] ) {
			const update = await page.request.post(
				'/wp-json/wc/store/v1/cart/update-item',
				{
					headers: { Nonce: cart.nonce },
					data: { key: cart.items[ 0 ].key, quantity },
				}
			);
			expect( update.status() ).toBe( 400 );
		}
		expect(
			( await storeCart( page.request ) ).items.map(
				( item ) => item.quantity
			)
		).toEqual( [ 2, 2 ] );

		await page.goto( '/cart/' );
		const rows = page.locator( '.wc-block-cart-items__row' );
		await expect( rows ).toHaveCount( 2 );
		for ( const row of await rows.all() ) {
			await expect( row ).toContainText( FIRST );
			await expect( row ).toContainText( SECOND );
			await expect( row ).toContainText( '信眾 1' );
			// The quantity shows, read-only, and its buttons cannot change it.
			const quantity = row.locator(
				'.wc-block-components-quantity-selector__input'
			);
			await expect( quantity ).toHaveValue( '2' );
			await expect( quantity ).not.toBeEditable();
			for ( const button of await row
				.locator( '.wc-block-components-quantity-selector__button' )
				.all() ) {
				await expect( button ).toBeDisabled();
			}
		}

		await page.goto( '/checkout/' );
		const summary = page
			.locator( '.wc-block-components-order-summary' )
			.first();
		await expect( summary ).toContainText( FIRST );
		await expect( summary ).toContainText( SECOND );
	} );

	test( 'the block checkout places the order with the believers on its line items', async ( {
		page,
	} ) => {
		await page.goto( '/checkout/' );
		await fillBilling( page );
		// Bank transfer, the seeded shop's first gateway, is already chosen (the order waits on hold).
		await page
			.locator( '.wc-block-components-checkout-place-order-button' )
			.click();
		await page.waitForURL( /order-received/, { timeout: 30_000 } );
		orderId = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
		expect( orderId ).toBeGreaterThan( 0 );
		await expect( page.locator( 'body' ) ).toContainText( FIRST );
		await expect( page.locator( 'body' ) ).toContainText( SECOND );

		const stored = JSON.parse(
			shopPhp( `
				$order = wc_get_order( ${ orderId } );
				$out = array();
				foreach ( $order->get_items() as $item ) {
					$out[] = array( 'qty' => $item->get_quantity(), 'kind' => $item->get_meta( '_believers_kind' ), 'believers' => $item->get_meta( '_believers_data' ) );
				}
				echo wp_json_encode( $out );
			` )
		) as Array< {
			qty: number;
			kind: string;
			believers: Array< Record< string, unknown > >;
		} >;
		expect( stored ).toHaveLength( 2 );
		for ( const line of stored ) {
			expect( line.qty ).toBe( 2 );
			expect( line.kind ).toBe( 'light' );
			expect(
				line.believers.map( ( believer ) => believer.name )
			).toEqual( [ FIRST, SECOND ] );
			expect( line.believers[ 0 ].birthday ).toBe( '1982-潤04-12-子' );
		}
	} );

	test( 'My Account shows the believers on the order', async ( { page } ) => {
		await page.goto( `/my-account/view-order/${ orderId }/` );
		const details = page.locator( '.woocommerce-order-details' );
		await expect( details ).toContainText( `信眾 1：${ FIRST }（信士）` );
		await expect( details ).toContainText(
			'農曆生辰：民國71年 閏04月 12日 子時'
		);
		await expect( details ).toContainText( SECOND );
	} );

	test( 'the order emails list the believers', async () => {
		const sent = mails().filter(
			( mail ) =>
				mail.message.includes( `#${ orderId }` ) ||
				mail.subject.includes( String( orderId ) )
		);
		expect( sent.length ).toBeGreaterThan( 0 );
		for ( const mail of sent ) {
			expect( mail.message ).toContain( FIRST );
			expect( mail.message ).toContain( SECOND );
		}
	} );

	test.describe( 'staff', () => {
		test.use( { storageState: ADMIN } );

		test( 'the admin order screen lists every believer once, with labels, in the box below the items', async ( {
			page,
		} ) => {
			await page.goto(
				`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`
			);
			const items = page.locator( '#order_line_items' );
			// Under each item only the count, pointing to the box; no internal meta.
			await expect(
				items.locator( '.temple-offerings-believers-count' )
			).toHaveCount( 2 );
			await expect( items ).not.toContainText( FIRST );
			await expect( items ).not.toContainText( '_believers' );
			const box = page.locator(
				'#woocommerce-order-items + #temple-offerings-believers'
			);
			await expect( box ).toContainText( FIRST );
			await expect( box ).toContainText( SECOND );
			await expect( box ).toContainText( '信眾姓名' );
		} );
	} );
} );

test.describe( 'REST for API clients', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'the plugin has no cart or order route of its own', async ( {
		page,
	} ) => {
		const nonce = await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const headers = { 'X-WP-Nonce': nonce };

		// Offerings go into the cart only through WooCommerce's own adds (the page's
		// wc-ajax add, the classic form, the Store API), each checked by the cart's rules.
		const add = await page.request.post(
			'/wp-json/temple-offerings/v1/add-to-cart',
			{ headers, data: { items: [] } }
		);
		expect( add.status() ).toBe( 404 );
		expect( ( await add.json() ).code ).toBe( 'rest_no_route' );

		// Orders are made only by WooCommerce's checkout (stock, holds, unpaid-order
		// cancellation): the plugin has no order route of its own.
		const order = await page.request.post(
			'/wp-json/temple-offerings/v1/create-order',
			{ headers, data: { items: [] } }
		);
		expect( order.status() ).toBe( 404 );
		expect( ( await order.json() ).code ).toBe( 'rest_no_route' );
	} );
} );

test.describe( 'the answer to the page’s add', () => {
	// WooCommerce's mini-cart fragment, and what it is when the page asked for none.
	const FRAGMENT = 'div.widget_shopping_cart_content';
	const EMPTY = '<div class="widget_shopping_cart_content"></div>';

	test( 'the page’s add asks for no mini-cart HTML and gets none; WooCommerce’s own add and the next refresh still get it', async ( {
		request,
	} ) => {
		const id = await productId( request, 'guangming-lamp' );
		const post = async ( name: string, fields: Record< string, string > ) =>
			ajaxAdd( request, {
				product_id: String( id ),
				quantity: '1',
				meta_data: metaData( [ lightBeliever( name ) ] ),
				...fields,
			} );

		// As the page posts it (src/domain/payload.ts): in the cart, with an empty mini-cart.
		const page = await post( '陳小春', {
			temple_offerings_fragments: 'none',
		} );
		expect( page.error ).toBeUndefined();
		expect( page.cart_hash ).toBeTruthy();
		expect( page.fragments ).toEqual( { [ FRAGMENT ]: EMPTY } );
		let cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '陳小春' );

		// Without the field: WooCommerce's answer as it is, both lines and their believers.
		const own = await post( '林小美', {} );
		expect( own.error ).toBeUndefined();
		const html = String( own.fragments?.[ FRAGMENT ] );
		expect( html ).toContain( 'woocommerce-mini-cart-item' );
		expect( html ).toContain( '陳小春' );
		expect( html ).toContain( '林小美' );
		expect( own.cart_hash ).not.toBe( page.cart_hash );

		// Any other value, or the field on a refused add, changes nothing of WooCommerce's answer.
		const other = await post( '黃小文', {
			temple_offerings_fragments: 'all',
		} );
		expect( other.fragments?.[ FRAGMENT ] ).toContain( '黃小文' );
		const refused = await ajaxAdd( request, {
			product_id: String( id ),
			quantity: '1',
			temple_offerings_fragments: 'none',
		} );
		expect( refused.error ).toBe( true );
		expect( refused.code ).toBe( 'temple_offerings_believers_required' );
		expect( refused.fragments ).toBeUndefined();

		// Only that answer went without: the next refresh of the same cart renders all of it.
		const refreshed = await request.post(
			'/?wc-ajax=get_refreshed_fragments'
		);
		const again = String(
			( ( await refreshed.json() ) as AjaxAnswer ).fragments?.[ FRAGMENT ]
		);
		for ( const name of [ '陳小春', '林小美', '黃小文' ] ) {
			expect( again ).toContain( name );
		}
		cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 3 );
	} );

	test( 'a header cart of an extension’s own, rendered in the fragments filter, still gets the whole mini-cart in the page’s add', async ( {
		request,
	} ) => {
		const installed = path.join(
			SHOP_DIR,
			'wordpress/wp-content/mu-plugins/temple-e2e-mini-cart-fragment.php'
		);
		fs.copyFileSync(
			path.join( __dirname, 'php', 'mini-cart-fragment.php' ),
			installed
		);
		try {
			const answer = await ajaxAdd( request, {
				product_id: String(
					await productId( request, 'guangming-lamp' )
				),
				quantity: '1',
				meta_data: metaData( [ lightBeliever( '鄭小芳' ) ] ),
				temple_offerings_fragments: 'none',
			} );
			const fragments = answer.fragments ?? {};
			expect( fragments[ FRAGMENT ] ).toBe( EMPTY );
			// The empty template served WooCommerce's own render only.
			expect( fragments[ 'div.temple-e2e-mini-cart' ] ).toContain(
				'woocommerce-mini-cart-item'
			);
			expect( fragments[ 'div.temple-e2e-mini-cart' ] ).toContain(
				'鄭小芳'
			);
		} finally {
			fs.rmSync( installed, { force: true } );
		}
	} );
} );

/**
 * Lamp numbers (燈號) on the real shop: staff set a product's numbering on its
 * Temple (寺務) tab; a worshipper who pays at the temple sees the numbers on
 * the thank-you page, My Account and the order e-mail; staff see them in the
 * order's Believers box and the ritual list's CSV; paying again (status back
 * and forth) never renumbers; a cancelled order's numbers are never given
 * again; a bank transfer gets its numbers when staff mark it paid; staff can
 * reissue a line, with an order note.
 *
 * The spec uses a product of its own, so no other spec's product gives
 * numbers, and deletes its orders at the end, so the ritual list other specs
 * count holds none of them.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { createOrder, parseCsv, restNonce } from './order-helpers';
import {
	addBelievers,
	checkout,
	emptyCart,
	lightBeliever,
	mails,
	shopPhp,
	simpleProduct,
} from './cart-helpers';

const PRODUCT = '燈號測試光明燈';
const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';
const SHOTS = path.join( __dirname, '../test-results/numbers' );

const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

async function shots( page: Page, name: string, widths = [ 390, 1280 ] ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of widths ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

/**
 * Opens the product's Temple tab once WooCommerce's tab script answers clicks.
 *
 * @param page Admin page on the product screen.
 */
async function openTempleTab( page: Page ) {
	await expect( async () => {
		await page.getByRole( 'link', { name: '寺務' } ).click();
		await expect( page.getByLabel( '燈號字首' ) ).toBeVisible( {
			timeout: 1_000,
		} );
	} ).toPass();
}

/**
 * A lamp order paid by bank transfer, made through WooCommerce's REST API
 * with the line meta the cart writes.
 *
 * @param request Admin request context.
 * @param nonce   REST nonce.
 * @param product Product id.
 * @param names   Believers' names.
 * @param status  Order status.
 * @return The order id.
 */
async function transferOrder(
	request: APIRequestContext,
	nonce: string,
	product: number,
	names: string[],
	status: string
): Promise< number > {
	const believers = names.map( ( name ) => lightBeliever( name ) );
	const order = await createOrder(
		request,
		nonce,
		product,
		'light',
		believers,
		{
			status,
			payment_method: 'bacs',
			payment_method_title: 'ATM 轉帳／銀行匯款',
			billing: { first_name: '測試', last_name: '燈號' },
		}
	);
	return order.id;
}

/**
 * A variable product of this spec with two variations (a local attribute,
 * so no other product's variations change), numbered from its parent.
 *
 * @return Parent and variation ids.
 */
function variableProduct(): { parent: number; variations: number[] } {
	return JSON.parse(
		shopPhp( `
			$found = get_page_by_path( 'e2e-numbers-variable', OBJECT, 'product' );
			if ( $found ) {
				$parent = wc_get_product( $found->ID );
			} else {
				$attribute = new WC_Product_Attribute();
				$attribute->set_name( 'seat' );
				$attribute->set_options( array( 'normal', 'main' ) );
				$attribute->set_visible( true );
				$attribute->set_variation( true );
				$parent = new WC_Product_Variable();
				$parent->set_name( '燈號測試太歲燈' );
				$parent->set_slug( 'e2e-numbers-variable' );
				$parent->set_status( 'publish' );
				$parent->set_virtual( true );
				$parent->set_category_ids( array( get_term_by( 'slug', 'light', 'product_cat' )->term_id ) );
				$parent->set_attributes( array( $attribute ) );
				$parent->update_meta_data( '_temple_offerings_number_prefix', '太歲-' );
				$parent->update_meta_data( '_temple_offerings_number_start', '1' );
				$parent->update_meta_data( '_temple_offerings_number_width', '3' );
				$parent->save();
				foreach ( array( 'normal', 'main' ) as $option ) {
					$variation = new WC_Product_Variation();
					$variation->set_parent_id( $parent->get_id() );
					$variation->set_attributes( array( 'seat' => $option ) );
					$variation->set_regular_price( '300' );
					$variation->set_virtual( true );
					$variation->save();
				}
				WC_Product_Variable::sync( $parent->get_id() );
				$parent = wc_get_product( $parent->get_id() );
			}
			echo wp_json_encode( array( 'parent' => $parent->get_id(), 'variations' => $parent->get_children() ) );
		` )
			.trim()
			.split( '\n' )
			.pop() as string
	);
}

async function setStatus(
	request: APIRequestContext,
	nonce: string,
	id: number,
	status: string
) {
	const response = await request.put( `/wp-json/wc/v3/orders/${ id }`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
}

async function notes(
	request: APIRequestContext,
	nonce: string,
	id: number
): Promise< string[] > {
	const response = await request.get( `/wp-json/wc/v3/orders/${ id }/notes`, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.ok() ).toBe( true );
	return ( await response.json() ).map(
		( note: { note: string } ) => note.note
	);
}

/**
 * The numbers the order's Believers box shows, in order.
 *
 * @param page Admin page.
 * @param id   Order id.
 */
async function boxNumbers( page: Page, id: number ): Promise< string[] > {
	await page.goto( orderScreen( id ) );
	const box = page.locator( '#temple-offerings-believers' );
	await expect( box ).toBeVisible();
	return box.locator( 'tr.temple-staff-number td' ).allInnerTexts();
}

test.describe( 'lamp numbers', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let product = 0;
	let paidOrder = 0;
	const made: number[] = [];

	test.beforeAll( () => {
		product = simpleProduct( 'e2e-numbers-lamp', PRODUCT, 600, [
			'light',
		] );
	} );

	test.afterAll( async ( { browser } ) => {
		// The ritual list other specs count must not hold this spec's paid orders.
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		for ( const id of made ) {
			await context.request.delete(
				`/wp-json/wc/v3/orders/${ id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
		}
		await context.close();
	} );

	test( 'staff set the numbering on the product’s Temple tab; a bad width is refused and stores nothing', async ( {
		page,
	} ) => {
		await page.goto( `/wp-admin/post.php?post=${ product }&action=edit` );
		await openTempleTab( page );
		const prefix = page.getByLabel( '燈號字首' );
		const start = page.getByLabel( '起始號碼' );
		const width = page.getByLabel( '號碼位數' );
		await expect( prefix ).toBeVisible();
		await prefix.fill( '光明燈-' );
		await start.fill( '1' );
		await width.fill( '11' );
		// The browser's own max check would stop the post: the server's answer is what is tested.
		await width.evaluate( ( input ) => input.removeAttribute( 'max' ) );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
			`「${ PRODUCT }」的燈號設定未儲存：號碼位數須為 1 至 10 的整數。`
		);
		await openTempleTab( page );
		await expect( page.getByLabel( '起始號碼' ) ).toHaveValue( '' );

		await page.getByLabel( '燈號字首' ).fill( '光明燈-' );
		await page.getByLabel( '起始號碼' ).fill( '1' );
		await page.getByLabel( '號碼位數' ).fill( '4' );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.notice-success' ) ).toBeVisible();
		await expect( page.locator( '#woocommerce_errors' ) ).toHaveCount( 0 );
		await openTempleTab( page );
		await expect( page.getByLabel( '燈號字首' ) ).toHaveValue( '光明燈-' );
		await expect( page.getByLabel( '起始號碼' ) ).toHaveValue( '1' );
		await expect( page.getByLabel( '號碼位數' ) ).toHaveValue( '4' );
		await shots( page, 'product-temple-tab', [ 1280 ] );
	} );

	test( 'a variation with its own numbering (set on its row of the Variations tab) counts on its own; the others count in the parent’s', async ( {
		page,
	} ) => {
		const variable = variableProduct();
		const [ own, shared ] = variable.variations;
		await page.goto(
			`/wp-admin/post.php?post=${ variable.parent }&action=edit`
		);
		await page.locator( 'li.variations_options a' ).click();
		const rows = page.locator( '.woocommerce_variation' );
		await expect( rows ).toHaveCount( 2 );
		const row = page.locator(
			`.woocommerce_variation:has(input.variable_post_id[value="${ own }"])`
		);
		await row.locator( 'h3' ).first().click();
		const loop = await row
			.locator( 'input.variable_post_id' )
			.getAttribute( 'name' )
			.then( ( name ) => /\[(\d+)\]/.exec( name ?? '' )?.[ 1 ] ?? '' );
		await expect(
			row.getByText(
				'此款式的燈號（起始號碼留空則與商品共用同一組燈號）'
			)
		).toBeVisible();
		await row
			.locator( `#temple_offerings_number_prefix_${ loop }` )
			.fill( '主燈-' );
		await row
			.locator( `#temple_offerings_number_start_${ loop }` )
			.fill( '501' );
		await row
			.locator( `#temple_offerings_number_width_${ loop }` )
			.fill( '4' );
		await shots( page, 'variation-fields', [ 1280 ] );
		await page.locator( 'button.save-variation-changes' ).click();
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '#variable_product_options .error' )
		).toHaveCount( 0 );
		expect(
			shopPhp(
				`$v = wc_get_product( ${ own } ); echo $v->get_meta( '_temple_offerings_number_prefix' ), '|', $v->get_meta( '_temple_offerings_number_start' ), '|', $v->get_meta( '_temple_offerings_number_width' );`
			).trim()
		).toBe( '主燈-|501|4' );

		const nonce = await restNonce( page.request );
		const response = await page.request.post( '/wp-json/wc/v3/orders', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				status: 'processing',
				billing: { first_name: '測試', last_name: '款式' },
				line_items: [ own, shared ].map( ( variation, index ) => ( {
					product_id: variable.parent,
					variation_id: variation,
					quantity: 1,
					meta_data: [
						{
							key: '_believers_data',
							value: [ lightBeliever( `周款式${ index }` ) ],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				} ) ),
			},
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		const order = ( await response.json() ).id;
		made.push( order );
		expect( await boxNumbers( page, order ) ).toEqual( [
			'主燈-0501',
			'太歲-001',
		] );
	} );

	test( 'a worshipper who pays at the temple sees each believer’s number on the thank-you page, My Account and the e-mail', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: CUSTOMER,
		} );
		const page = await context.newPage();
		await emptyCart( page.request );
		const added = await addBelievers( page.request, product, [
			lightBeliever( '林一燈' ),
			lightBeliever( '林二燈' ),
		] );
		expect( added.error ).toBeUndefined();
		paidOrder = await checkout( page, '現場付款' );
		made.push( paidOrder );

		const believers = page.locator( 'ul.temple-offerings-believers li' );
		await expect( believers ).toHaveCount( 2 );
		await expect( believers.nth( 0 ) ).toContainText( '林一燈' );
		await expect( believers.nth( 0 ) ).toContainText( '燈號：光明燈-0001' );
		await expect( believers.nth( 1 ) ).toContainText( '林二燈' );
		await expect( believers.nth( 1 ) ).toContainText( '燈號：光明燈-0002' );
		await shots( page, 'thank-you' );

		await page.goto( `/my-account/view-order/${ paidOrder }/` );
		await expect( page.locator( 'body' ) ).toContainText(
			'燈號：光明燈-0001'
		);
		await expect( page.locator( 'body' ) ).toContainText(
			'燈號：光明燈-0002'
		);
		await shots( page, 'my-account' );
		await context.close();

		const mail = mails()
			.filter( ( sent ) => sent.message.includes( '林一燈' ) )
			.pop();
		expect( mail, 'the order e-mail to the worshipper' ).toBeTruthy();
		expect( mail?.message ).toContain( '燈號：光明燈-0001' );
		expect( mail?.message ).toContain( '燈號：光明燈-0002' );
	} );

	test( 'staff see the numbers in the Believers box; paying again (status back and forth) never renumbers', async ( {
		page,
	} ) => {
		expect( await boxNumbers( page, paidOrder ) ).toEqual( [
			'光明燈-0001',
			'光明燈-0002',
		] );
		await shots( page, 'order-box', [ 1280 ] );
		const nonce = await restNonce( page.request );
		for ( const status of [
			'on-hold',
			'processing',
			'completed',
			'processing',
		] ) {
			await setStatus( page.request, nonce, paidOrder, status );
		}
		expect( await boxNumbers( page, paidOrder ) ).toEqual( [
			'光明燈-0001',
			'光明燈-0002',
		] );
		const given = ( await notes( page.request, nonce, paidOrder ) ).filter(
			( note ) => note.startsWith( '已編燈號' )
		);
		expect( given ).toEqual( [
			`已編燈號：${ PRODUCT }：光明燈-0001 – 光明燈-0002`,
		] );
	} );

	test( 'a cancelled order keeps its numbers', async ( { page } ) => {
		const nonce = await restNonce( page.request );
		const cancelled = await transferOrder(
			page.request,
			nonce,
			product,
			[ '陳取消' ],
			'processing'
		);
		made.push( cancelled );
		expect( await boxNumbers( page, cancelled ) ).toEqual( [
			'光明燈-0003',
		] );
		await setStatus( page.request, nonce, cancelled, 'cancelled' );
		expect( await boxNumbers( page, cancelled ) ).toEqual( [
			'光明燈-0003',
		] );
	} );

	test( 'a bank transfer is numbered when staff mark it paid, never with the cancelled order’s number; staff can reissue', async ( {
		page,
	} ) => {
		// Five loads of the order screen, each a few seconds on a busy shared machine.
		test.slow();
		const nonce = await restNonce( page.request );
		// Bank transfer: on hold, no numbers until staff mark it paid on the order screen.
		const transfer = await transferOrder(
			page.request,
			nonce,
			product,
			[ '黃轉帳', '黃匯款' ],
			'on-hold'
		);
		made.push( transfer );
		expect( await boxNumbers( page, transfer ) ).toEqual( [] );
		await page.locator( '#order_status' ).selectOption( 'wc-processing' );
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible();
		// 0003 went to the cancelled order and is not given again.
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0004',
			'光明燈-0005',
		] );

		// Reissue: new numbers, the old ones left unused, an order note naming who did it.
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page.getByRole( 'link', { name: '重新編燈號' } ).click();
		await page.waitForURL( /page=wc-orders/ );
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0006',
			'光明燈-0007',
		] );
		expect( await notes( page.request, nonce, transfer ) ).toContainEqual(
			`admin 重新編排「${ PRODUCT }」的燈號：光明燈-0004, 光明燈-0005 改為 光明燈-0006 – 光明燈-0007。原燈號不再發出。`
		);
		// A reissue link without its nonce changes nothing.
		const href =
			( await page
				.getByRole( 'link', { name: '重新編燈號' } )
				.getAttribute( 'href' ) ) ?? '';
		const forged = await page.request.get(
			href.replace( /_wpnonce=[^&]+/, '_wpnonce=0' )
		);
		expect( forged.status() ).toBe( 403 );
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0006',
			'光明燈-0007',
		] );
		await shots( page, 'order-box-reissued', [ 1280 ] );
	} );

	test( 'the ritual list and its CSV have a 燈號 column with each believer’s number', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const table = page.locator( 'table.temple-staff-table' );
		await expect(
			table.getByRole( 'columnheader', { name: '燈號' } )
		).toBeVisible();
		await expect( table ).toContainText( '光明燈-0001' );
		// The cancelled order is not paid: off the list, its number too.
		await expect( table ).not.toContainText( '光明燈-0003' );
		await shots( page, 'ritual-list', [ 1280 ] );

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const bytes = fs.readFileSync( ( await download.path() ) as string );
		const [ header, ...rows ] = parseCsv(
			bytes.subarray( 3 ).toString( 'utf8' )
		);
		const number = header.indexOf( '燈號' );
		const name = header.indexOf( '信眾姓名' );
		const offering = header.indexOf( '結緣品' );
		expect( number ).toBe( header.indexOf( '序號' ) + 1 );
		const mine = rows
			.filter( ( row ) => row[ offering ] === PRODUCT )
			.map( ( row ) => [ row[ name ], row[ number ] ] );
		expect( mine ).toEqual( [
			[ '林一燈', '光明燈-0001' ],
			[ '林二燈', '光明燈-0002' ],
			[ '黃轉帳', '光明燈-0006' ],
			[ '黃匯款', '光明燈-0007' ],
		] );
	} );
} );

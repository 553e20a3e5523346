/**
 * The order editor on the real shop: a lamp added with WooCommerce's own
 * 新增項目 opens the believer form in the Believers box; the believer typed
 * with the keyboard is stored on the line and the line is no longer
 * flagged; a quantity raised from 1 to 3 asks for 2 more; the order saved
 * with them missing is stopped until staff tick 「暫不登記信眾，直接儲存訂單」,
 * and then stays flagged with a note. The route behind the form refuses
 * another order's line, a customer, a missing nonce, an impossible birthday
 * or a script for a name, more believers than places and a line changed
 * since the form opened, storing nothing.
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

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	restNonce,
	type AdminOrders,
} from './order-helpers';
import { field, lunar } from './page-helpers';

const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

/**
 * A pending order with no items, as staff start one for a phone call.
 *
 * @return Its id.
 */
function emptyOrder(): number {
	return Number(
		shopPhp( `
$order = wc_create_order( array( 'status' => 'pending' ) );
$order->set_billing_first_name( '電話' );
$order->set_billing_last_name( '登記' );
$order->save();
echo $order->get_id();
` ).trim()
	);
}

/**
 * A pending order holding one lamp line of `quantity` places with these
 * believers, as the order editor would have left it (the order saved, so
 * its flag of short lines is current).
 *
 * @param quantity The line's quantity.
 * @param names    Its believers' names.
 * @return Its id.
 */
function lampOrder( quantity: number, names: string[] ): number {
	const believers = Buffer.from(
		JSON.stringify( names.map( ( name ) => lampBeliever( name ) ) )
	).toString( 'base64' );
	return Number(
		shopPhp( `
$order = wc_create_order( array( 'status' => 'pending' ) );
$order->set_billing_first_name( '電話' );
$order->set_billing_last_name( '登記' );
$item = $order->get_item( $order->add_product( wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID ), ${ quantity } ) );
$item->update_meta_data( '_believers_data', json_decode( base64_decode( '${ believers }' ), true ) );
$item->update_meta_data( '_believers_kind', 'light' );
$item->save();
$order->calculate_totals();
$order->save();
echo $order->get_id();
` ).trim()
	);
}

/**
 * The order's lines as stored (quantity and believers' names), its flag of
 * short lines ('' when none), and its notes.
 *
 * @param order Order id.
 */
function stored( order: number ): {
	lines: { id: number; quantity: number; names: string[] }[];
	flag: string;
	notes: string[];
} {
	return JSON.parse(
		shopPhp( `
$order = wc_get_order( ${ order } );
$lines = array();
foreach ( $order->get_items() as $item ) {
	$believers = $item->get_meta( '_believers_data', true );
	$lines[]   = array(
		'id'       => $item->get_id(),
		'quantity' => $item->get_quantity(),
		'names'    => is_array( $believers ) ? array_column( $believers, 'name' ) : array(),
	);
}
echo wp_json_encode( array(
	'lines' => $lines,
	'flag'  => (string) $order->get_meta( '_temple_offerings_short_lines', true ),
	'notes' => array_map( static fn( $note ) => $note->content, wc_get_order_notes( array( 'order_id' => ${ order } ) ) ),
) );
` )
	);
}

/**
 * A lamp line on the order screen's items table.
 *
 * @param page Signed-in admin page.
 */
const lampRow = ( page: Page ) =>
	page.locator( '#order_line_items tr.item', { hasText: '光明燈' } );

test.describe( 'order editor', () => {
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
	} );

	test.afterAll( () => dropOrders( orders ) );

	test( 'adding a lamp in the order editor opens the believer form; the believer typed with the keyboard is stored and the line is not flagged', async ( {
		page,
	} ) => {
		const order = emptyOrder();
		orders.made.push( order );
		await page.goto( orderScreen( order ) );

		// WooCommerce's own way: 新增項目 → 新增產品 → pick the product → 新增.
		const items = page.locator( '#woocommerce-order-items' );
		await items.locator( 'button.add-line-item' ).click();
		await items.locator( 'button.add-order-item' ).click();
		const modal = page.locator( '.wc-backbone-modal-content' );
		await modal.locator( '.select2-selection' ).first().click();
		await page.keyboard.type( '光明燈' );
		await page
			.locator( '.select2-results__option', { hasText: '光明燈' } )
			.first()
			.waitFor();
		await page.keyboard.press( 'Enter' );
		await modal.locator( '#btn-ok' ).click();

		const form = page.getByRole( 'region', {
			name: '光明燈：1 個名額尚未登記信眾',
		} );
		await expect( form ).toBeVisible();
		// The form of the line just added takes the focus.
		const name = field( form, '信眾姓名' );
		await expect( name ).toBeFocused();
		await page.keyboard.type( '王小明' );
		await field( form, '信眾地址' ).focus();
		await page.keyboard.type( '台南市中山路1號' );
		await lunar( form, '農曆生辰', {
			year: '1980',
			month: '08',
			day: '15',
			time: '子',
		} );
		// Enter in a field saves the believers, not the order.
		await name.focus();
		await page.keyboard.press( 'Enter' );

		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: '已為「光明燈」登記 1 位信眾。' } )
		).toBeVisible();
		await expect( form ).toHaveCount( 0 );
		const saved = stored( order );
		expect( saved.lines ).toEqual( [
			expect.objectContaining( { quantity: 1, names: [ '王小明' ] } ),
		] );
		expect( saved.flag ).toBe( '' );
		expect( saved.notes.join( '\n' ) ).toContain(
			'admin 為「光明燈」登記了 1 位信眾：王小明（信士）'
		);
		// WooCommerce shows its items again: the count, and no mark.
		await expect(
			lampRow( page ).locator( '.temple-offerings-believers-count' )
		).toContainText( '1' );
		await expect(
			lampRow( page ).locator( '.temple-offerings-short-line' )
		).toHaveCount( 0 );
		// Still the same page: the order screen was never submitted.
		expect( page.url() ).toContain( `id=${ order }` );
	} );

	test( 'raising the lamp from 1 to 3 in the order editor asks for 2 more believers', async ( {
		page,
	} ) => {
		const order = lampOrder( 1, [ '王小明' ] );
		orders.made.push( order );
		await page.goto( orderScreen( order ) );
		const row = lampRow( page );
		await row.hover();
		await row.locator( 'a.edit-order-item' ).click();
		await row.locator( 'input.quantity' ).fill( '3' );
		await page
			.locator( '#woocommerce-order-items button.save-action' )
			.click();

		const form = page.getByRole( 'region', {
			name: '光明燈：2 個名額尚未登記信眾',
		} );
		await expect( form ).toBeVisible();
		await expect(
			form.getByRole( 'group', { name: /^信眾資料 \d$/ } )
		).toHaveCount( 2 );
		await expect(
			form.getByRole( 'group', { name: '信眾資料 2' } )
		).toBeVisible();
		await expect( field( form, '信眾姓名' ).first() ).toBeFocused();
		expect( stored( order ).lines[ 0 ] ).toMatchObject( {
			quantity: 3,
			names: [ '王小明' ],
		} );
	} );

	test( 'the order is saved with the two places missing only when staff tick the box; the line stays flagged, with a note', async ( {
		page,
	} ) => {
		const order = lampOrder( 3, [ '王小明' ] );
		orders.made.push( order );
		expect( stored( order ).flag ).toBe( '1' );
		await page.goto( orderScreen( order ) );
		const box = page.locator( '#temple-offerings-believers' );
		await expect(
			box.getByRole( 'region', { name: '光明燈：2 個名額尚未登記信眾' } )
		).toBeVisible();
		const save = page.locator( 'button.save_order' );

		await save.click();
		await expect( box.getByRole( 'alert' ) ).toContainText(
			'有結緣品項目的名額尚未登記信眾'
		);
		// Stopped: no save, the notes hold no deliberate save.
		expect( stored( order ).notes.join( '\n' ) ).not.toContain(
			'暫不登記信眾'
		);

		await box
			.getByRole( 'checkbox', { name: '暫不登記信眾，直接儲存訂單' } )
			.check();
		await Promise.all( [ page.waitForEvent( 'load' ), save.click() ] );
		await expect(
			page.locator( '.temple-offerings-short-lines' )
		).toContainText( '光明燈：缺 2 位信眾資料（數量 3，已登記 1 位）' );
		const saved = stored( order );
		expect( saved.flag ).toBe( '1' );
		expect( saved.notes.join( '\n' ) ).toContain(
			'admin 在信眾尚未登記齊全時儲存了訂單（暫不登記信眾）：光明燈：缺 2 位信眾資料（數量 3，已登記 1 位）'
		);
		// The form is there again for the two places.
		await expect(
			box.getByRole( 'region', { name: '光明燈：2 個名額尚未登記信眾' } )
		).toBeVisible();
	} );

	test.describe( 'the route behind the form', () => {
		const path = ( orderId: number, item: number ) =>
			`/wp-json/temple-offerings/v1/orders/${ orderId }/lines/${ item }/believers`;

		let request: APIRequestContext;
		let headers: Record< string, string >;

		test.beforeAll( () => {
			( { request, headers } = orders );
		} );

		/** Every believer stored on the shop's order lines that the hostile posts would have left. */
		const leftovers = () =>
			shopPhp(
				`global $wpdb; echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_order_itemmeta WHERE meta_key = '_believers_data' AND ( meta_value LIKE '%1980-13-45%' OR meta_value LIKE '%<script>%' OR meta_value LIKE '%不該存%' )" );`
			).trim();

		test( 'another order’s line, a customer, no nonce, bad believers, too many and a changed line are refused; nothing is stored', async ( {
			playwright,
		} ) => {
			const order = lampOrder( 3, [ '王小明' ] );
			orders.made.push( order );
			const line = stored( order ).lines[ 0 ];
			const other = emptyOrder();
			orders.made.push( other );
			const good = [ lampBeliever( '不該存' ) ];

			// Another order's line, named under this order: the same 404 as none.
			const foreign = await request.post( path( other, line.id ), {
				headers,
				data: { believers: good, stored: 1 },
			} );
			expect( foreign.status() ).toBe( 404 );
			expect( ( await foreign.json() ).code ).toBe(
				'temple_offerings_line_not_found'
			);

			// A customer, with a nonce of their own.
			const customer = await playwright.request.newContext( {
				baseURL: process.env.E2E_BASE_URL,
				storageState: CUSTOMER,
			} );
			const theirs = await customer.post( path( order, line.id ), {
				headers: { 'X-WP-Nonce': await restNonce( customer ) },
				data: { believers: good, stored: 1 },
			} );
			expect( theirs.status() ).toBe( 403 );
			expect( ( await theirs.json() ).code ).toBe(
				'temple_offerings_staff_only'
			);
			const read = await customer.get(
				`/wp-json/temple-offerings/v1/orders/${ order }/lines`,
				{ headers: { 'X-WP-Nonce': await restNonce( customer ) } }
			);
			expect( read.status() ).toBe( 403 );
			await customer.dispose();

			// Staff's cookie without the nonce.
			const bare = await request.post( path( order, line.id ), {
				data: { believers: good, stored: 1 },
			} );
			expect( bare.status() ).toBe( 403 );
			expect( ( await bare.json() ).code ).toBe(
				'temple_offerings_invalid_nonce'
			);

			// An impossible birthday and a script for a name.
			const bad = await request.post( path( order, line.id ), {
				headers,
				data: {
					believers: [
						lampBeliever( '<script>alert(1)</script>', {
							birthday: '1980-13-45-子',
						} ),
					],
					stored: 1,
				},
			} );
			expect( bad.status() ).toBe( 400 );
			const refusal = await bad.json();
			expect( refusal.code ).toBe( 'temple_offerings_invalid_believer' );
			expect(
				refusal.data.errors.map(
					( error: { field: string; code: string } ) =>
						`${ error.field }:${ error.code }`
				)
			).toEqual(
				expect.arrayContaining( [
					'name:required',
					'birthday.month:invalid',
				] )
			);

			// Three believers for the two places without one.
			const many = await request.post( path( order, line.id ), {
				headers,
				data: {
					believers: [ 1, 2, 3 ].map( ( n ) =>
						lampBeliever( `不該存${ n }` )
					),
					stored: 1,
				},
			} );
			expect( many.status() ).toBe( 400 );
			expect( await many.json() ).toMatchObject( {
				code: 'temple_offerings_quantity_mismatch',
				message: '這個項目只有 2 個名額尚未登記信眾。',
				data: { missing: 2 },
			} );

			// A form opened before the line's first believer was registered.
			const changed = await request.post( path( order, line.id ), {
				headers,
				data: { believers: good, stored: 0 },
			} );
			expect( changed.status() ).toBe( 409 );
			expect( ( await changed.json() ).code ).toBe(
				'temple_offerings_line_changed'
			);

			expect( stored( order ).lines[ 0 ] ).toMatchObject( {
				quantity: 3,
				names: [ '王小明' ],
			} );
			expect( leftovers() ).toBe( '0' );
		} );
	} );
} );

/**
 * Refunds and receipts on the real shop: WooCommerce's refund form asks what
 * becomes of each live receipt and refuses a refund without an answer; a
 * place refunded and "void and reissue" gives a receipt of what was kept
 * (the refunded place and, for personal receipts, the refunded believer
 * taken off); an amount refunded on no line comes off the donations; a full
 * refund voids; a refund made elsewhere changes no receipt and the Receipts
 * box says the receipts hold more than was kept; WooCommerce's orders API
 * neither rewrites the receipts' meta nor answers with it; staff who may
 * not void, a forged receipt number and a bad nonce change nothing.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import { adminOrders, dropOrders, type AdminOrders } from './order-helpers';
import { logIn } from './page-helpers';
import { orderScreen, restOrder, stored, type Line } from './receipts-helpers';
import { refundInForm, refunds } from './receipts-refund-helpers';
import {
	dropUsers,
	shopUser,
	donationProduct,
	personalDonation,
} from './receipts-staff-helpers';

const MANAGER = 'refund-manager';

test.describe( 'refunds and receipts', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let donation = 0;
	let personal = 0;

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		donation = donationProduct();
		personal = personalDonation( 'e2e-refund-personal', '退款功德', 500 );
		shopUser( MANAGER, 'shop_manager' );
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ MANAGER ] );
		shopPhp( `
			delete_option( 'temple_offerings_receipt_void_capability' );
			$p = get_page_by_path( 'e2e-refund-personal', OBJECT, 'product' );
			if ( $p ) { wp_trash_post( $p->ID ); }
		` );
	} );

	const gift: Line = { product: 0, kind: 'worship', names: [ '林退款' ] };

	test( 'a refunded place: the form refuses a refund without a choice, then “void and reissue” gives a receipt of what was kept', async ( {
		page,
	} ) => {
		const id = await restOrder( orders, [
			{ ...gift, product: donation },
			{
				product: orders.lamp,
				kind: 'light',
				names: [ '林一燈', '林二燈' ],
			},
		] );
		const [ first ] = stored( id );
		expect( first.total ).toBe( 2200 );
		const number = first.number as string;

		const refused = await refundInForm( page, id, {
			places: { 1: 1 },
			believers: { 1: [ 2 ] },
			receipts: { [ number ]: '' },
		} );
		expect( refused[ 1 ] ).toBe(
			`收據 ${ number }：請選擇退款後保留、作廢，或作廢並補開。`
		);
		expect( refunds( id ) ).toBe( 0 );

		await refundInForm( page, id, {
			places: { 1: 1 },
			believers: { 1: [ 2 ] },
			receipts: { [ number ]: '作廢，並就實收金額補開' },
		} );
		await expect.poll( () => refunds( id ) ).toBe( 1 );
		const [ voided, reissued ] = stored( id );
		expect( voided ).toMatchObject( {
			number,
			status: 'void',
			replaced_by: reissued.number,
		} );
		expect( ( voided.void as { reason: string } ).reason ).toMatch(
			/^退款 #\d+$/
		);
		expect( reissued ).toMatchObject( {
			replaces: number,
			status: 'issued',
			donations: 1000,
			fees: 600,
			total: 1600,
			words: '壹仟陸佰元整',
		} );
		await page.goto( orderScreen( id ) );
		await expect(
			page.locator( '.temple-staff-receipts-overstated' )
		).toHaveCount( 0 );

		// The lamp's last place refunded too: the next reissue no longer lists the lamp.
		await refundInForm( page, id, {
			places: { 1: 1 },
			believers: { 1: [ 1 ] },
			receipts: {
				[ reissued.number as string ]: '作廢，並就實收金額補開',
			},
		} );
		await expect.poll( () => stored( id ).length ).toBe( 3 );
		const last = stored( id )[ 2 ];
		expect( last ).toMatchObject( {
			replaces: reissued.number,
			donations: 1000,
			fees: 0,
			total: 1000,
			words: '壹仟元整',
		} );
		expect(
			( last.lines as Array< { name: string } > ).map(
				( line ) => line.name
			)
		).toEqual( [ '添油香' ] );
	} );

	test( 'an amount refunded on no line comes off the donations; a full refund voids without a reissue', async ( {
		page,
	} ) => {
		const id = await restOrder( orders, [
			{ ...gift, product: donation },
		] );
		const [ first ] = stored( id );
		await refundInForm( page, id, {
			amount: '300',
			receipts: { [ first.number as string ]: '作廢，並就實收金額補開' },
		} );
		await expect.poll( () => stored( id ).length ).toBe( 2 );
		expect( stored( id )[ 1 ] ).toMatchObject( {
			donations: 700,
			total: 700,
			words: '柒佰元整',
		} );

		const lamp = await restOrder( orders, [
			{ product: orders.lamp, kind: 'light', names: [ '林全退' ] },
		] );
		const [ only ] = stored( lamp );
		await refundInForm( page, lamp, {
			places: { 0: 1 },
			believers: { 0: [ 1 ] },
			receipts: { [ only.number as string ]: '作廢，並就實收金額補開' },
		} );
		await expect.poll( () => stored( lamp )[ 0 ].status ).toBe( 'void' );
		expect( stored( lamp ) ).toHaveLength( 1 );
		await page.goto( orderScreen( lamp ) );
		await expect( page.locator( '.order_notes' ) ).toContainText(
			`收據 ${ only.number } 已作廢，未補開：退款後已無餘額。`
		);
	} );

	test( 'a refunded believer’s personal receipt is voided, the others kept or reissued at their own share', async ( {
		page,
	} ) => {
		const id = await restOrder( orders, [
			{ product: personal, kind: 'worship', names: [ '王甲', '王乙' ] },
		] );
		const [ first, second ] = stored( id );
		expect( [
			first.payer,
			second.payer,
			first.total,
			second.total,
		] ).toEqual( [ '王甲', '王乙', 500, 500 ] );
		await refundInForm( page, id, {
			places: { 0: 1 },
			believers: { 0: [ 2 ] },
			receipts: {
				[ first.number as string ]: '作廢，並就實收金額補開',
				[ second.number as string ]: '作廢',
			},
		} );
		await expect.poll( () => stored( id ).length ).toBe( 3 );
		const [ a, b, again ] = stored( id );
		expect( [ a.status, b.status ] ).toEqual( [ 'void', 'void' ] );
		// 王甲's share is still the line's 500 kept, not split with the refunded 王乙.
		expect( again ).toMatchObject( {
			payer: '王甲',
			total: 500,
			replaces: first.number,
		} );
	} );

	test( 'a refund made elsewhere changes no receipt and the box says so; the orders API neither rewrites nor reads the receipts; staff who may not void, a forged receipt and a bad nonce change nothing', async ( {
		page,
		browser,
	} ) => {
		const id = await restOrder( orders, [
			{ ...gift, product: donation },
		] );
		const [ first ] = stored( id );
		const number = first.number as string;
		const api = await orders.request.post(
			`/wp-json/wc/v3/orders/${ id }/refunds`,
			{
				headers: orders.headers,
				data: { amount: '500', api_refund: false },
			}
		);
		expect( api.status() ).toBe( 201 );
		expect( stored( id ) ).toHaveLength( 1 );
		// Nor may the orders API rewrite the receipts through their meta, or read them.
		const rewrite = await orders.request.put(
			`/wp-json/wc/v3/orders/${ id }`,
			{
				headers: orders.headers,
				data: {
					meta_data: [
						{ key: '_temple_offerings_receipts', value: [] },
					],
				},
			}
		);
		expect( rewrite.status() ).toBe( 400 );
		expect( ( await rewrite.json() ).code ).toBe(
			'temple_offerings_receipts_read_only'
		);
		expect( stored( id ) ).toHaveLength( 1 );
		const read = await orders.request.get(
			`/wp-json/wc/v3/orders/${ id }`,
			{
				headers: orders.headers,
			}
		);
		expect(
			( ( await read.json() ).meta_data as Array< { key: string } > ).map(
				( meta ) => meta.key
			)
		).not.toContain( '_temple_offerings_receipts' );
		await page.goto( orderScreen( id ) );
		await expect(
			page.locator( '.temple-staff-receipts-overstated' )
		).toContainText( '收據合計 NT$1,000，但訂單退款後實收 NT$500' );

		// Only administrators may void: a shop manager keeps the receipt or is refused.
		shopPhp(
			"update_option( 'temple_offerings_receipt_void_capability', 'manage_options' );"
		);
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const manager = await context.newPage();
		await logIn( manager, MANAGER );
		// The admin had the order open (its heartbeat renews the edit lock): leave it and drop the lock, or WooCommerce's "being edited" dialog covers the manager's screen.
		await page.goto( 'about:blank' );
		shopPhp(
			`$o = wc_get_order( ${ id } ); $o->delete_meta_data( '_edit_lock' ); $o->save();`
		);
		await manager.goto( orderScreen( id ) );
		await manager.locator( 'button.refund-items' ).click();
		const select = manager.locator( `select[data-receipt="${ number }"]` );
		await expect( select.locator( 'option' ) ).toHaveText( [
			'請選擇…',
			'保留不變',
		] );
		const post = async (
			choice: Record< string, string >,
			nonce?: string
		) =>
			manager.evaluate(
				async ( [ orderId, receipts, given ] ) => {
					const meta = (
						window as unknown as {
							woocommerce_admin_meta_boxes: {
								order_item_nonce: string;
								ajax_url: string;
							};
						}
					 ).woocommerce_admin_meta_boxes;
					const body = new URLSearchParams( {
						action: 'woocommerce_refund_line_items',
						order_id: String( orderId ),
						refund_amount: '100',
						refunded_amount: '500',
						refund_reason: '',
						line_item_qtys: '{}',
						line_item_totals: '{}',
						line_item_tax_totals: '{}',
						api_refund: 'false',
						restock_refunded_items: 'false',
						security: given ?? meta.order_item_nonce,
						temple_offerings_refund_receipts:
							JSON.stringify( receipts ),
					} );
					const response = await fetch( meta.ajax_url, {
						method: 'POST',
						body,
					} );
					const text = await response.text();
					let error = '';
					try {
						error = JSON.parse( text ).data?.error ?? '';
					} catch {
						// Not JSON: WordPress's -1 for a bad nonce.
					}
					return { status: response.status, text, error };
				},
				[ id, choice, nonce ] as const
			);
		expect( ( await post( { [ number ]: 'void' } ) ).error ).toContain(
			'抱歉，您沒有作廢或補開收據的權限'
		);
		expect(
			( await post( { [ number ]: 'keep', '115-999999': 'void' } ) ).error
		).toContain( '收據 115-999999 不是此訂單有效的收據' );
		expect( ( await post( { [ number ]: 'void' }, 'bad' ) ).status ).toBe(
			403
		);
		expect( refunds( id ) ).toBe( 1 );
		expect( stored( id )[ 0 ].status ).toBe( 'issued' );
		expect( ( await post( { [ number ]: 'keep' } ) ).text ).toContain(
			'"success":true'
		);
		expect( refunds( id ) ).toBe( 2 );
		expect( stored( id ) ).toHaveLength( 1 );
		await manager.goto( orderScreen( id ) );
		await expect( manager.locator( '.order_notes' ) ).toContainText(
			new RegExp( `收據 ${ number } 隨退款 #\\d+ 保留不變。` )
		);
		await context.close();
	} );
} );

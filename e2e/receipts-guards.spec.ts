/**
 * What the receipts refuse, on the real shop, each asked the way a hostile
 * or mistaken request would: a reissue of what was refunded (nothing voided
 * or issued, and never offered); WooCommerce's orders API renaming the
 * receipts' meta row by its id; its customers API reading or writing the
 * donor's ID number; an order with receipts deleted for good through the
 * REST API, a batch or the orders screen (the trash keeps it, receipts and
 * all).
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
import { orderScreen, restOrder, stored } from './receipts-helpers';
import {
	dropUsers,
	shopUser,
	voidInBox,
	donationProduct,
} from './receipts-staff-helpers';

const DONOR = 'guard-donor';
const ID = 'A123456789';

test.describe( 'what the receipts refuse', () => {
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let donation = 0;

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		donation = donationProduct();
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ DONOR ] );
	} );

	/**
	 * Posts the order's Receipts box form as staff do, without following
	 * the redirect: the answer it sends staff back with.
	 *
	 * @param id     Order id.
	 * @param fields The pressed button and its fields.
	 */
	const box = async ( id: number, fields: Record< string, string > ) => {
		const screen = await (
			await orders.request.get( orderScreen( id ) )
		).text();
		const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
			screen.slice( screen.indexOf( 'temple-offerings-receipts-form' ) )
		)?.[ 1 ];
		const response = await orders.request.post(
			'/wp-admin/admin-post.php',
			{
				form: {
					action: 'temple_offerings_receipts',
					order_id: String( id ),
					_wpnonce: nonce ?? '',
					...fields,
				},
				maxRedirects: 0,
			}
		);
		return new URL(
			response.headers().location ?? '',
			'http://x'
		).searchParams.get( 'temple_receipt' );
	};

	test( 'a receipt whose money was refunded is not reissued, nor offered for it', async ( {
		page,
	} ) => {
		const id = await restOrder( orders, [
			{ product: donation, kind: 'worship', names: [ '林退回' ] },
		] );
		const [ { number } ] = stored( id ) as Array< { number: string } >;
		// Refunded whole elsewhere (the API): the receipt stands until staff act.
		const refund = await orders.request.post(
			`/wp-json/wc/v3/orders/${ id }/refunds`,
			{
				headers: orders.headers,
				data: { amount: '1000', api_refund: false },
			}
		);
		expect( refund.status() ).toBe( 201 );
		await page.goto( orderScreen( id ) );
		const receipt = page.locator( `[data-receipt="${ number }"]` );
		await expect( receipt.locator( 'button[name="void"]' ) ).toBeVisible();
		await expect(
			receipt.locator( 'button[name="void_reissue"]' )
		).toHaveCount( 0 );
		// Forged, the void and reissue is refused whole: not even voided.
		expect(
			await box( id, {
				void_reissue: number,
				[ `reason[${ number }]` ]: '退款',
			} )
		).toBe( 'refunded' );
		expect( stored( id ) ).toMatchObject( [
			{ number, status: 'issued' },
		] );

		await voidInBox( orders, id, number, '全額退款' );
		await page.goto( orderScreen( id ) );
		await expect( receipt ).toContainText( '未補開：所載款項已退款。' );
		await expect( receipt.locator( 'button[name="reissue"]' ) ).toHaveCount(
			0
		);
		expect( await box( id, { reissue: number } ) ).toBe( 'refunded' );
		expect( stored( id ) ).toHaveLength( 1 );
		await page.goto(
			`${ orderScreen( id ) }&temple_receipt=refunded#temple-offerings-receipts`
		);
		await expect(
			page.locator( '#temple-offerings-receipts' )
		).toContainText( '未做任何變更：這張收據所載的款項已退款' );
	} );

	test( 'the orders API may not rename the receipts’ meta row by its id', async () => {
		const id = await restOrder( orders, [
			{ product: donation, kind: 'worship', names: [ '林改名' ] },
		] );
		const row = shopPhp( `
			foreach ( wc_get_order( ${ id } )->get_meta_data() as $meta ) {
				if ( '_temple_offerings_receipts' === $meta->key ) { echo $meta->id; }
			}
		` ).trim();
		expect( Number( row ) ).toBeGreaterThan( 0 );
		for ( const meta of [
			{ id: Number( row ), key: 'x', value: '' },
			{ id: String( row ), key: 'innocent', value: 'y' },
			{ key: '_TEMPLE_OFFERINGS_RECEIPTS ', value: [] },
		] ) {
			const put = await orders.request.put(
				`/wp-json/wc/v3/orders/${ id }`,
				{
					headers: orders.headers,
					data: { meta_data: [ meta ] },
				}
			);
			expect( put.status(), JSON.stringify( meta ) ).toBe( 400 );
			expect( ( await put.json() ).code ).toBe(
				'temple_offerings_receipts_read_only'
			);
		}
		expect( stored( id ) ).toHaveLength( 1 );
		expect(
			shopPhp(
				`global $wpdb; echo $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}temple_offerings_receipts WHERE order_id = %d", ${ id } ) );`
			).trim()
		).toBe( '1' );
	} );

	test( 'the customers API neither shows the ID number nor writes it', async () => {
		const donor = shopUser( DONOR, 'customer', '守門捐款人' );
		shopPhp(
			`update_user_meta( ${ donor }, 'temple_offerings_donor_id', '${ ID }' );`
		);
		const url = `/wp-json/wc/v3/customers/${ donor }`;
		const read = await orders.request.get( url, {
			headers: orders.headers,
		} );
		expect( read.status() ).toBe( 200 );
		expect( await read.text() ).not.toContain( ID );
		const row = shopPhp(
			`global $wpdb; echo $wpdb->get_var( "SELECT umeta_id FROM {$wpdb->usermeta} WHERE user_id = ${ donor } AND meta_key = 'temple_offerings_donor_id'" );`
		).trim();
		const writes = [
			{
				meta_data: [
					{ key: 'temple_offerings_donor_id', value: 'X1' },
				],
			},
			{ meta_data: [ { id: Number( row ), key: 'note', value: '' } ] },
		];
		for ( const data of writes ) {
			const put = await orders.request.put( url, {
				headers: orders.headers,
				data,
			} );
			expect( put.status(), JSON.stringify( data ) ).toBe( 400 );
			expect( ( await put.json() ).code ).toBe(
				'temple_offerings_donor_id_read_only'
			);
		}
		const batch = await orders.request.post(
			'/wp-json/wc/v3/customers/batch',
			{
				headers: orders.headers,
				data: { update: [ { id: donor, ...writes[ 0 ] } ] },
			}
		);
		expect( batch.status() ).toBe( 400 );
		expect(
			shopPhp(
				`echo get_user_meta( ${ donor }, 'temple_offerings_donor_id', true );`
			).trim()
		).toBe( ID );
	} );

	test( 'an order with receipts is never deleted for good: the API, a batch and the orders screen are refused; the trash keeps its receipts', async ( {
		page,
	} ) => {
		const id = await restOrder(
			orders,
			[ { product: donation, kind: 'worship', names: [ '林刪除' ] } ],
			{ status: 'processing' }
		);
		shopPhp(
			`$o = wc_get_order( ${ id } ); $o->update_status( 'cancelled' );`
		);
		const kept = () =>
			stored( id ).length === 1 &&
			shopPhp( `echo wc_get_order( ${ id } ) ? 'yes' : 'no';` ).trim() ===
				'yes';
		const gone = await orders.request.delete(
			`/wp-json/wc/v3/orders/${ id }?force=true`,
			{ headers: orders.headers }
		);
		expect( gone.status() ).toBe( 409 );
		expect( ( await gone.json() ).message ).toContain(
			'此訂單已開立收據，收據永不刪除'
		);
		const batch = await orders.request.post(
			'/wp-json/wc/v3/orders/batch',
			{
				headers: orders.headers,
				data: { delete: [ id ] },
			}
		);
		expect( batch.status() ).toBe( 409 );
		expect( kept() ).toBe( true );

		// The trash keeps it, receipts and all.
		const trashed = await orders.request.delete(
			`/wp-json/wc/v3/orders/${ id }`,
			{
				headers: orders.headers,
			}
		);
		expect( trashed.status() ).toBe( 200 );
		expect( kept() ).toBe( true );

		// Deleted permanently from the orders screen's trash: stopped, with why.
		await page.goto( '/wp-admin/admin.php?page=wc-orders&status=trash' );
		await page.locator( `input[name="id[]"][value="${ id }"]` ).check();
		await page
			.locator( '#bulk-action-selector-top' )
			.selectOption( 'delete' );
		await page.locator( '#doaction' ).click();
		await expect( page.locator( 'body' ) ).toContainText(
			'此訂單已開立收據，收據永不刪除'
		);
		expect( kept() ).toBe( true );
	} );

	test( 'an order saved from a stale object does not put a voided receipt back in the receipts table', async () => {
		const id = await restOrder( orders, [
			{ product: donation, kind: 'worship', names: [ '林舊物件' ] },
		] );
		// This node's object is loaded; another node voids the receipt (its writes reach the database, not this object); this node saves a corrected phone.
		const status = shopPhp( `
			global $wpdb;
			$stale   = wc_get_order( ${ id } );
			$records = $stale->get_meta( '_temple_offerings_receipts' );
			$records[0] = TempleOfferings\\Receipt\\ReceiptRecord::void( $records[0], current_time( 'mysql' ), 1, 'admin', '另一節點' );
			$hpos = Automattic\\WooCommerce\\Utilities\\OrderUtil::custom_orders_table_usage_is_enabled();
			$wpdb->update( $hpos ? "{$wpdb->prefix}wc_orders_meta" : $wpdb->postmeta, array( 'meta_value' => maybe_serialize( $records ) ), array( $hpos ? 'order_id' : 'post_id' => ${ id }, 'meta_key' => '_temple_offerings_receipts' ) );
			$wpdb->update( "{$wpdb->prefix}temple_offerings_receipts", array( 'status' => 'void' ), array( 'order_id' => ${ id } ) );
			$stale->set_billing_phone( '0911222333' );
			$stale->save();
			echo $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$wpdb->prefix}temple_offerings_receipts WHERE order_id = %d", ${ id } ) );
		` ).trim();
		expect( status ).toBe( 'void' );
	} );
} );

/**
 * Refunded and cancelled orders on the real shop: a fully refunded order
 * and a cancelled one leave the ritual list, the cancelled one coming back
 * with its status; hostile refund posts (a customer, a bad nonce, another
 * order's line, a believer refunded twice) change nothing.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { adminOrders, dropOrders, type AdminOrders } from './order-helpers';
import { shopPhp } from './cart-helpers';
import {
	LIST,
	listed,
	refundForm,
	refundPost,
	refunds,
	refundsOrder,
} from './refunds-helpers';

test.describe( 'refunds', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let request: APIRequestContext;
	let headers: Record< string, string >;

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { request, headers } = orders );
	} );

	test.afterAll( () => dropOrders( orders ) );

	const order = ( ...lines: string[][] ) => refundsOrder( orders, lines );

	test( 'a fully refunded order and a cancelled order leave the list; set back to processing, the cancelled one returns', async ( {
		page,
	} ) => {
		// An order that stays, so the list has rows to leave the others out of.
		const kept = await order( [ '留一' ] );
		const refunded = await order( [ '款一', '款二' ] );
		const form = await refundForm( page, refunded.id );
		const total = shopPhp(
			`echo wc_get_order( ${ refunded.id } )->get_total();`
		).trim();
		const answer = await page.request.post( '/wp-admin/admin-ajax.php', {
			form: {
				...refundPost( form.security, form.refunded, refunded.id, {
					[ refunded.lines[ 0 ] ]: 2,
				} ),
				refund_amount: total,
			},
		} );
		expect( await answer.json() ).toMatchObject( {
			success: true,
			data: { status: 'fully_refunded' },
		} );
		expect( await listed( page, refunded.number ) ).toEqual( [] );
		// Asked for refunded orders too, the list still leaves the refunded believers out.
		await page.goto(
			`${ LIST }&status[]=processing&status[]=completed&status[]=refunded`
		);
		const table = page.locator( 'table.temple-staff-table' );
		await expect( table ).toContainText( '留一' );
		await expect( table ).not.toContainText( '款一' );
		expect( await listed( page, kept.number ) ).toEqual( [
			[ '光明燈', '留一', '' ],
		] );

		const cancelled = await order( [ '消一' ] );
		const status = ( value: string ) =>
			request.put( `/wp-json/wc/v3/orders/${ cancelled.id }`, {
				headers,
				data: { status: value },
			} );
		expect( ( await status( 'cancelled' ) ).ok() ).toBe( true );
		expect( await listed( page, cancelled.number ) ).toEqual( [] );
		expect( ( await status( 'processing' ) ).ok() ).toBe( true );
		expect( await listed( page, cancelled.number ) ).toEqual( [
			[ '光明燈', '消一', '' ],
		] );
	} );

	test( 'hostile refund posts are refused and change nothing: a customer, a bad nonce, another order’s line, a believer refunded twice', async ( {
		page,
		browser,
	} ) => {
		const mine = await order( [ '守一', '守二' ] );
		const other = await order( [ '他一', '他二' ] );
		const form = await refundForm( page, mine.id );
		/**
		 * Refunds one place of my line, choosing these believers.
		 *
		 * @param chosen   Line id => believer indexes.
		 * @param security The form's nonce.
		 * @param on       Who posts.
		 */
		const refundOne = (
			chosen: Record< number, number[] >,
			security = form.security,
			on = page.request
		) =>
			on.post( '/wp-admin/admin-ajax.php', {
				form: refundPost(
					security,
					form.refunded,
					mine.id,
					{ [ mine.lines[ 0 ] ]: 1 },
					chosen
				),
			} );
		const first = { [ mine.lines[ 0 ] ]: [ 0 ] };

		// A customer, with the admin's nonce: WooCommerce says no before anything.
		const customer = await browser.newContext( {
			storageState: CUSTOMER,
		} );
		const asCustomer = await refundOne(
			first,
			form.security,
			customer.request
		);
		expect( await asCustomer.text() ).not.toContain( '"success":true' );
		await customer.close();

		// A bad nonce.
		const badNonce = await refundOne( first, 'nonsense' );
		expect( await badNonce.text() ).not.toContain( '"success":true' );

		// Another order's line in the choice: refused with the reason.
		const otherLine = await refundOne( {
			...first,
			[ other.lines[ 0 ] ]: [ 1 ],
		} );
		expect( await otherLine.json() ).toEqual( {
			success: false,
			data: {
				error: '有一行結緣品勾選了信眾，卻沒有填寫退款數量：請填寫該行退款的名額數，或取消勾選其信眾。',
			},
		} );
		expect( refunds( mine.id ) ).toBe( 0 );
		expect( refunds( other.id ) ).toBe( 0 );

		// A believer that is not on the line.
		const unknown = await refundOne( { [ mine.lines[ 0 ] ]: [ 7 ] } );
		expect( ( await unknown.json() ).success ).toBe( false );
		expect( refunds( mine.id ) ).toBe( 0 );

		// The genuine refund, then the same believer again: refused the second time.
		expect( await ( await refundOne( first ) ).json() ).toMatchObject( {
			success: true,
		} );
		expect( ( await ( await refundOne( first ) ).json() ).success ).toBe(
			false
		);
		expect( refunds( mine.id ) ).toBe( 1 );

		expect( await listed( page, mine.number ) ).toEqual( [
			[ '光明燈', '守二', '' ],
		] );
		expect( await listed( page, other.number ) ).toEqual( [
			[ '光明燈', '他一', '' ],
			[ '光明燈', '他二', '' ],
		] );
	} );
} );

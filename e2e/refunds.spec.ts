/**
 * Refunds on the real shop: refunding part of an offering line in
 * WooCommerce's refund form asks whose places are refunded; the chosen
 * believers leave the ritual list and its CSV (the others stay), stay on the
 * order labelled refunded, and an order note says who refunded whom. A
 * refund that does not say whom is refused with a message and changes
 * nothing; refunding a whole line takes all its believers, deleting the
 * refund brings them back; a cancelled order leaves the list and comes back
 * with its status. Hostile posts (a customer, a bad nonce, another order's
 * line) change nothing.
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
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	parseCsv,
	type AdminOrders,
} from './order-helpers';
import { shopPhp } from './cart-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

/** An order the spec made: its id, number and line ids in order. */
interface Made {
	id: number;
	number: string;
	lines: number[];
}

/**
 * The CSV rows of one order, as [offering, name, mark].
 *
 * @param page   Signed-in admin page.
 * @param number Order number.
 */
async function listed( page: Page, number: string ): Promise< string[][] > {
	await page.goto( LIST );
	const href =
		( await page
			.getByRole( 'link', { name: '匯出 CSV' } )
			.getAttribute( 'href' ) ) ?? '';
	const csv = await page.request.get( href );
	expect( csv.ok() ).toBe( true );
	const [ header, ...rows ] = parseCsv(
		( await csv.body() ).subarray( 3 ).toString( 'utf8' )
	);
	const at = ( name: string ) => header.indexOf( name );
	return rows
		.filter( ( row ) => row[ 0 ] === number )
		.map( ( row ) => [
			row[ at( '結緣品' ) ],
			row[ at( '信眾姓名' ) ],
			at( '信眾資料不齊' ) < 0 ? '' : row[ at( '信眾資料不齊' ) ],
		] );
}

/**
 * The order screen's refund nonce and what it says is refunded so far.
 *
 * @param page Signed-in admin page.
 * @param id   Order id.
 */
async function refundForm(
	page: Page,
	id: number
): Promise< { security: string; refunded: string } > {
	await page.goto( orderScreen( id ) );
	return page.evaluate( () => ( {
		security: (
			window as unknown as {
				woocommerce_admin_meta_boxes: { order_item_nonce: string };
			}
		 ).woocommerce_admin_meta_boxes.order_item_nonce,
		refunded:
			( document.getElementById( 'refunded_amount' ) as HTMLInputElement )
				?.value ?? '0',
	} ) );
}

/**
 * What the refund form posts: a refund of no money taking places of lines,
 * with the believers chosen.
 *
 * @param security The form's nonce.
 * @param refunded Amount refunded so far, as the form has it.
 * @param order    Order id.
 * @param qtys     Line id => places refunded.
 * @param chosen   Line id => believer indexes; undefined posts no choice at all.
 */
function refundPost(
	security: string,
	refunded: string,
	order: number,
	qtys: Record< number, number >,
	chosen?: Record< number, number[] >
): Record< string, string > {
	return {
		action: 'woocommerce_refund_line_items',
		order_id: String( order ),
		refund_amount: '0',
		refunded_amount: refunded,
		refund_reason: '',
		line_item_qtys: JSON.stringify( qtys ),
		line_item_totals: '{}',
		line_item_tax_totals: '{}',
		api_refund: 'false',
		restock_refunded_items: 'false',
		security,
		...( chosen
			? { temple_offerings_refund_believers: JSON.stringify( chosen ) }
			: {} ),
	};
}

/**
 * How many refunds the order has.
 *
 * @param order Order id.
 */
const refunds = ( order: number ) =>
	Number(
		shopPhp( `echo count( wc_get_order( ${ order } )->get_refunds() );` )
	);

test.describe( 'refunds', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let request: APIRequestContext;
	let headers: Record< string, string >;
	let lamp = 0;
	let made: number[] = [];

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { request, headers, lamp, made } = orders );
	} );

	test.afterAll( () => dropOrders( orders ) );

	/**
	 * A processing order of lamp lines, one per list of names.
	 *
	 * @param lines Each line's believers' names.
	 */
	async function order( ...lines: string[][] ): Promise< Made > {
		const response = await request.post( '/wp-json/wc/v3/orders', {
			headers,
			data: {
				status: 'processing',
				// The demo customer's, so My Account shows it to them.
				customer_id: Number(
					shopPhp( "echo get_user_by( 'login', 'believer' )->ID;" )
				),
				billing: { first_name: '退款', last_name: '測試' },
				line_items: lines.map( ( names ) => ( {
					product_id: lamp,
					quantity: names.length,
					meta_data: [
						{
							key: '_believers_data',
							value: names.map( ( name ) =>
								lampBeliever( name )
							),
						},
					],
				} ) ),
			},
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		const created = await response.json();
		made.push( created.id );
		return {
			id: created.id,
			number: String( created.number ),
			lines: created.line_items.map(
				( line: { id: number } ) => line.id
			),
		};
	}

	test( 'a partial refund in the refund form asks whose place; the chosen believer leaves the list and the CSV, stays on the order as refunded, with a note', async ( {
		page,
		browser,
	} ) => {
		const placed = await order( [ '退一', '退二' ] );
		expect( await listed( page, placed.number ) ).toEqual( [
			[ '光明燈', '退一', '' ],
			[ '光明燈', '退二', '' ],
		] );

		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.accept();
		} );
		await page.goto( orderScreen( placed.id ) );
		await page.locator( 'button.refund-items' ).click();
		const row = page.locator(
			`tr.item[data-order_item_id="${ placed.lines[ 0 ] }"]`
		);
		await row.locator( 'input.refund_order_item_qty' ).fill( '1' );
		await row.locator( 'input.refund_order_item_qty' ).press( 'Tab' );
		const choice = row.getByRole( 'group', {
			name: '退款的是哪幾位信眾？',
		} );
		await expect( choice ).toBeVisible();

		// A quantity without a believer: refused, with the reason, and nothing refunded.
		await page.locator( 'button.do-manual-refund' ).click();
		await expect
			.poll( () => dialogs.length, { timeout: 30_000 } )
			.toBe( 2 );
		expect( dialogs[ 1 ] ).toBe(
			'光明燈：請勾選退款名額的信眾（1 位），以免為已退款的名額點燈。'
		);
		expect( refunds( placed.id ) ).toBe( 0 );

		// Ticked with the keyboard: focus the second believer's box, space.
		await page.goto( orderScreen( placed.id ) );
		await page.locator( 'button.refund-items' ).click();
		await row.locator( 'input.refund_order_item_qty' ).fill( '1' );
		await row.locator( 'input.refund_order_item_qty' ).press( 'Tab' );
		await choice
			.getByRole( 'checkbox', { name: '信眾 2', exact: true } )
			.focus();
		await page.keyboard.press( 'Space' );
		await expect(
			choice.getByRole( 'checkbox', { name: '信眾 2', exact: true } )
		).toBeChecked();
		await Promise.all( [
			page.waitForEvent( 'load' ),
			page.locator( 'button.do-manual-refund' ).click(),
		] );
		await expect.poll( () => refunds( placed.id ) ).toBe( 1 );

		// The order: the believer kept, labelled refunded; the note names whom.
		await page.goto( orderScreen( placed.id ) );
		const box = page.locator( '#temple-offerings-believers' );
		await expect( box.locator( 'caption' ) ).toHaveText( [
			'信眾 1',
			'信眾 2（已退款）',
		] );
		await expect(
			box.locator( '.temple-staff-believer--refunded' )
		).toContainText( '退二' );
		await expect( page.locator( '.order_notes' ) ).toContainText(
			/退款了這些信眾（退款 #\d+）.*光明燈：信眾 2 退二/
		);
		// Nothing left to settle: one place, one believer.
		await expect(
			page.locator( '.temple-offerings-short-line' )
		).toHaveCount( 0 );

		// The worshipper's order view in My Account says so too.
		const customer = await browser.newContext( {
			storageState: CUSTOMER,
		} );
		const account = await customer.newPage();
		await account.goto( `/my-account/view-order/${ placed.id }/` );
		await expect(
			account.locator( '.temple-offerings-believers li' )
		).toHaveText( [ /^信眾 1：退一/, /^信眾 2（已退款）：退二/ ] );
		await customer.close();

		// The list and the CSV: only the paid believer.
		expect( await listed( page, placed.number ) ).toEqual( [
			[ '光明燈', '退一', '' ],
		] );
	} );

	test( 'refunding a whole line takes all its believers, the other line stays; deleting the refund brings them back', async ( {
		page,
	} ) => {
		const placed = await order( [ '全一', '全二' ], [ '留一' ] );
		const form = await refundForm( page, placed.id );
		const answer = await page.request.post( '/wp-admin/admin-ajax.php', {
			form: refundPost( form.security, form.refunded, placed.id, {
				[ placed.lines[ 0 ] ]: 2,
			} ),
		} );
		expect( await answer.json() ).toMatchObject( { success: true } );
		expect( await listed( page, placed.number ) ).toEqual( [
			[ '光明燈', '留一', '' ],
		] );

		// Deleting the refund (the order screen's own action) brings them back.
		const refund = Number(
			shopPhp(
				`echo wc_get_order( ${ placed.id } )->get_refunds()[0]->get_id();`
			)
		);
		const deleted = await page.request.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'woocommerce_delete_refund',
				refund_id: String( refund ),
				security: form.security,
			},
		} );
		expect( deleted.ok() ).toBe( true );
		expect( await listed( page, placed.number ) ).toEqual( [
			[ '光明燈', '全一', '' ],
			[ '光明燈', '全二', '' ],
			[ '光明燈', '留一', '' ],
		] );
	} );

	test( 'a fully refunded order and a cancelled order leave the list; set back to processing, the cancelled one returns', async ( {
		page,
	} ) => {
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
		await expect(
			page.locator( 'table.temple-staff-table' )
		).not.toContainText( '款一' );

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

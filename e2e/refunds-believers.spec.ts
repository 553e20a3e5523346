/**
 * Refunded places on the real shop: refunding part of an offering line in
 * WooCommerce's refund form asks whose places are refunded; the chosen
 * believers leave the ritual list and its CSV (the others stay), stay on
 * the order labelled refunded, and an order note says who refunded whom. A
 * refund that does not say whom is refused with a message and changes
 * nothing; refunding a whole line takes all its believers, deleting the
 * refund brings them back.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { adminOrders, dropOrders, type AdminOrders } from './order-helpers';
import { shopPhp } from './cart-helpers';
import {
	orderScreen,
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

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
	} );

	test.afterAll( () => dropOrders( orders ) );

	const order = ( ...lines: string[][] ) => refundsOrder( orders, lines );

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
		// Receipts the order has (the temple's details set by the receipts specs in a full run) are kept.
		for ( const select of await page
			.locator(
				'fieldset.temple-offerings-refund-receipts select[data-receipt]'
			)
			.all() ) {
			await select.selectOption( 'keep' );
		}
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
} );

/**
 * What the refund specs (refunds-believers, refunds-orders) share: the
 * processing orders of lamp lines they refund, the ritual list's lines of
 * an order, WooCommerce's refund form and a refund posted as it would post
 * it, and the refunds an order holds.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { lampBeliever, parseCsv, type AdminOrders } from './order-helpers';
import { shopPhp } from './cart-helpers';

export const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

export const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

/** An order the spec made: its id, number and line ids in order. */
export interface Made {
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
export async function listed(
	page: Page,
	number: string
): Promise< string[][] > {
	await page.goto( LIST );
	// A list with nobody in it has no export: the order's lines are not there.
	const empty = page.getByText( '沒有符合條件的信眾。' );
	const exported = page.getByRole( 'link', { name: '匯出 CSV' } );
	await expect( empty.or( exported ) ).toBeVisible();
	if ( await empty.isVisible() ) {
		return [];
	}
	const href = ( await exported.getAttribute( 'href' ) ) ?? '';
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
export async function refundForm(
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
 * with the believers chosen. The order's live receipts (a paid order has
 * them once the temple's details are set, as the receipts specs set them
 * earlier in a full run) are kept: a refund must say what becomes of each,
 * and these specs are about believers.
 *
 * @param security The form's nonce.
 * @param refunded Amount refunded so far, as the form has it.
 * @param order    Order id.
 * @param qtys     Line id => places refunded.
 * @param chosen   Line id => believer indexes; undefined posts no choice at all.
 */
export function refundPost(
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
		temple_offerings_refund_receipts: JSON.stringify(
			keptReceipts( order )
		),
	};
}

/**
 * Each live receipt of an order, kept by a refund.
 *
 * @param order Order id.
 */
function keptReceipts( order: number ): Record< string, 'keep' > {
	const numbers = JSON.parse(
		shopPhp(
			`echo wp_json_encode( array_column( TempleOfferings\\Receipt\\ReceiptRecord::live( TempleOfferings\\Receipt\\ReceiptStore::read( wc_get_order( ${ order } ) ) ), 'number' ) );`
		)
	) as string[];
	return Object.fromEntries(
		numbers.map( ( number ) => [ number, 'keep' ] )
	);
}

/**
 * How many refunds the order has.
 *
 * @param order Order id.
 */
export const refunds = ( order: number ) =>
	Number(
		shopPhp( `echo count( wc_get_order( ${ order } )->get_refunds() );` )
	);

/**
 * A processing order of lamp lines for the demo customer (so My Account
 * shows it to them), one line per list of names.
 *
 * @param orders The admin's orders; the new one joins them.
 * @param lines  Each line's believers' names.
 */
export async function refundsOrder(
	orders: AdminOrders,
	lines: string[][]
): Promise< Made > {
	const response = await orders.request.post( '/wp-json/wc/v3/orders', {
		headers: orders.headers,
		data: {
			status: 'processing',
			customer_id: Number(
				shopPhp( "echo get_user_by( 'login', 'believer' )->ID;" )
			),
			billing: { first_name: '退款', last_name: '測試' },
			line_items: lines.map( ( names ) => ( {
				product_id: orders.lamp,
				quantity: names.length,
				meta_data: [
					{
						key: '_believers_data',
						value: names.map( ( name ) => lampBeliever( name ) ),
					},
				],
			} ) ),
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const created = await response.json();
	orders.made.push( created.id );
	return {
		id: created.id,
		number: String( created.number ),
		lines: created.line_items.map( ( line: { id: number } ) => line.id ),
	};
}

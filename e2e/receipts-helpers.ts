/**
 * What the receipts specs (receipts-issue, receipts-prints) share: the
 * temple's details and seal they start from, the personal offering and
 * the other customer, orders made through WooCommerce's REST API and the
 * receipts stored on them, and the clean-up.
 */
/**
 * External dependencies
 */
import { expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import { dropOrders, type AdminOrders } from './order-helpers';
import { shopPhp, simpleProduct } from './cart-helpers';

export const OTHER = 'receipts-other';
export const TEMPLE = '財團法人台南示範宮';
export const PERSONAL = '收據測試感恩功德';
/** A wp-admin save (post, redirect, the screen again) can take a minute on a busy shared machine. */
export const SAVED = 60_000;

export const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

/** A line of a REST order: its product, form kind and believers' names. */
export interface Line {
	product: number;
	kind: string;
	names: string[];
}

/**
 * An order made through WooCommerce's REST API as the admin, with the line
 * meta the cart writes.
 *
 * @param orders The admin's access.
 * @param lines  Its lines.
 * @param fields Order fields (status, billing, customer…).
 * @return The order id.
 */
export async function restOrder(
	orders: AdminOrders,
	lines: Line[],
	fields: Record< string, unknown > = {}
): Promise< number > {
	const response = await orders.request.post( '/wp-json/wc/v3/orders', {
		headers: orders.headers,
		data: {
			status: 'processing',
			payment_method: 'cod',
			payment_method_title: '現場付款',
			billing: { first_name: '小明', last_name: '王' },
			...fields,
			line_items: lines.map( ( line ) => ( {
				product_id: line.product,
				quantity: line.names.length,
				meta_data: [
					{
						key: '_believers_data',
						value: line.names.map( ( name ) =>
							completeBeliever( line.kind as 'light', {
								id: `e2e-${ Math.random()
									.toString( 36 )
									.slice( 2, 10 ) }`,
								name,
							} )
						),
					},
					{ key: '_believers_kind', value: line.kind },
				],
			} ) ),
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const id = ( await response.json() ).id as number;
	orders.made.push( id );
	return id;
}

/**
 * The order's receipts as stored: number, status, payer, handler, totals.
 *
 * @param id Order id.
 */
export function stored( id: number ): Array< Record< string, unknown > > {
	return JSON.parse(
		shopPhp(
			`echo wp_json_encode( wc_get_order( ${ id } )->get_meta( '_temple_offerings_receipts' ) ?: array() );`
		)
			.trim()
			.split( '\n' )
			.pop() as string
	);
}

/**
 * The serial of a receipt number: 115-000123 → 123.
 *
 * @param number Receipt number.
 */
export const serial = ( number: string ) => Number( number.split( '-' ).pop() );

/**
 * The temple's details and a seal drawn as temples' are (red, square, read
 * right to left), the personal offering (a fee until staff say otherwise)
 * and the other customer.
 *
 * @return This year in the Republic's count, the seeded 添油香's id and the
 *         personal offering's.
 */
export function receiptsShop(): {
	roc: number;
	donation: number;
	personal: number;
} {
	const roc = Number( shopPhp( "echo (int) wp_date( 'Y' ) - 1911;" ).trim() );
	const donation = Number(
		shopPhp(
			"echo get_page_by_path( 'incense-donation', OBJECT, 'product' )->ID;"
		).trim()
	);
	const personal = simpleProduct( 'e2e-receipts-personal', PERSONAL, 500, [
		'worship',
	] );
	shopPhp( `
		update_option( 'temple_offerings_receipt_temple_name', '${ TEMPLE }' );
		update_option( 'temple_offerings_receipt_registration', '南市民宗字第 1150001 號' );
		update_option( 'temple_offerings_receipt_tax_id', '12345675' );
		update_option( 'temple_offerings_receipt_address', '臺南市中西區中山路1號' );
		update_option( 'temple_offerings_receipt_phone', '06-2221234' );
		$size  = 300;
		$image = imagecreatetruecolor( $size, $size );
		imagesavealpha( $image, true );
		imagefill( $image, 0, 0, imagecolorallocatealpha( $image, 255, 255, 255, 127 ) );
		$red = imagecolorallocate( $image, 200, 30, 30 );
		imagesetthickness( $image, 14 );
		imagerectangle( $image, 10, 10, $size - 11, $size - 11, $red );
		$font = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
		foreach ( array( array( '示', 160, 130 ), array( '範', 160, 260 ), array( '宮', 30, 130 ), array( '印', 30, 260 ) ) as $char ) {
			imagettftext( $image, 96, 0, $char[1], $char[2], $red, $font, $char[0] );
		}
		$upload = wp_upload_dir();
		$file   = $upload['path'] . '/e2e-receipt-seal.png';
		imagepng( $image, $file );
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$id = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'seal', 'post_status' => 'inherit' ), $file );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		update_option( 'temple_offerings_receipt_seal', (string) $id );
		$other = get_user_by( 'login', '${ OTHER }' );
		if ( ! $other ) {
			wp_insert_user( array( 'user_login' => '${ OTHER }', 'user_pass' => 'password', 'user_email' => '${ OTHER }@example.com', 'display_name' => '乙方', 'role' => 'customer' ) );
		}
	` );
	return { roc, donation, personal };
}

/**
 * Deletes the orders, the temple's details and the other customer, and
 * leaves the personal offering a draft with no receipt settings of its own,
 * as receiptsShop() found it.
 *
 * @param orders   The admin's orders.
 * @param personal The personal offering's id.
 */
export async function receiptsCleanUp( orders: AdminOrders, personal: number ) {
	await dropOrders( orders );
	shopPhp( `
		foreach ( array( 'temple_name', 'registration', 'tax_id', 'address', 'phone', 'seal', 'counter_series' ) as $key ) {
			delete_option( 'temple_offerings_receipt_' . $key );
		}
		$product = wc_get_product( ${ personal } );
		$product->delete_meta_data( '_temple_offerings_receipt_type' );
		$product->delete_meta_data( '_temple_offerings_personal_receipts' );
		$product->set_status( 'draft' );
		$product->save();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user = get_user_by( 'login', '${ OTHER }' );
		if ( $user ) {
			wp_delete_user( $user->ID );
		}
	` );
}

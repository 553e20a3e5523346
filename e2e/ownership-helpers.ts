/**
 * What the ownership specs (ownership-lines, ownership-corrections) share:
 * their products, the second customer, and the orders made through
 * WooCommerce's REST API with the line meta the cart writes, for the seeded
 * customer (`believer`) and the second one; the stored line read back
 * through e2e/php/ownership.php, forms posted as a browser would, and a
 * product's cutoff.
 */
/**
 * External dependencies
 */
import { expect, request, type BrowserContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { createOrder, orderBeliever, restNonce } from './order-helpers';
import { shopPhp, simpleProduct } from './cart-helpers';

export const REPO = path.join( __dirname, '..' );
export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const OTHER = 'e2e-owner-other';
export const SECRET_NAME = '乙方祕密';
export const SECRET_ADDRESS = '高雄市別人家路9號';

export interface Line {
	order: number;
	believers: Array< Record< string, unknown > >;
	numbers: string[] | '';
	cutoff: string;
	staff: number[] | '';
	notes: string[];
}

/**
 * Runs e2e/php/ownership.php in the shop.
 *
 * @param args Command and its arguments.
 */
export const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/ownership.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

/**
 * A line as stored, with its order's notes.
 *
 * @param item Order item id.
 */
export const line = ( item: number ) =>
	helper< Line >( 'item', String( item ) );

/**
 * The nonce WordPress gives a browser context's session for an action: what
 * a form printed for that session would carry.
 *
 * @param context Signed-in browser context.
 * @param action  Nonce action.
 */
export async function nonceFor( context: BrowserContext, action: string ) {
	const cookie = ( await context.cookies() ).find( ( { name } ) =>
		name.startsWith( 'wordpress_logged_in_' )
	);
	expect( cookie ).toBeDefined();
	return helper< { nonce: string } >( 'nonce', cookie?.value ?? '', action )
		.nonce;
}

/**
 * Posts a correction form by hand as a signed-in context, with what a form
 * printed for exactly that order, line and believer would carry: a valid
 * nonce for the form's action and the believer's fingerprint as stored.
 *
 * @param context  Signed-in browser context.
 * @param url      The form's address.
 * @param action   The form's nonce action.
 * @param item     The line the form names.
 * @param believer The posted values, by field.
 */
export async function postForm(
	context: BrowserContext,
	url: string,
	action: string,
	item: number,
	believer: Record< string, string >
) {
	const form: Record< string, string > = {
		_wpnonce: await nonceFor( context, action ),
		was: helper< { was: string } >( 'fingerprint', String( item ), '0' )
			.was,
	};
	for ( const [ key, value ] of Object.entries( believer ) ) {
		form[ `believer[${ key }]` ] = value;
	}
	return context.request.post( url, { form } );
}

/**
 * Sets (or, with '', removes) a product's own cutoff, saved through WooCommerce.
 *
 * @param id  Product id.
 * @param day 'YYYY-MM-DD' or ''.
 */
export const setCutoff = ( id: number, day: string ) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		${
			day
				? `$product->update_meta_data( '_temple_offerings_cutoff', ${ JSON.stringify(
						day
					) } );`
				: `$product->delete_meta_data( '_temple_offerings_cutoff' );`
		}
		$product->save();
	` );

/**
 * A processing order of one line for a customer; its id and line id.
 *
 * @param product   Product id.
 * @param owner     Customer id.
 * @param believers Believers.
 * @param made      Where the order's id is kept, for the clean-up.
 */
export async function ownershipOrder(
	product: number,
	owner: number,
	believers: Array< Record< string, unknown > >,
	made: number[]
) {
	const context = await request.newContext( {
		baseURL: process.env.E2E_BASE_URL,
		storageState: ADMIN,
	} );
	const nonce = await restNonce( context );
	const created = await createOrder(
		context,
		nonce,
		product,
		'light',
		believers.map( ( fields ) =>
			orderBeliever( { product_category: [ 'light' ], ...fields } )
		),
		{ customer_id: owner }
	);
	const answer = await (
		await context.get( `/wp-json/wc/v3/orders/${ created.id }`, {
			headers: { 'X-WP-Nonce': nonce },
		} )
	).json();
	await context.dispose();
	made.push( created.id );
	return { id: created.id, item: Number( answer.line_items[ 0 ].id ) };
}

/**
 * The specs' lamp (which gives numbers, so a reissue of its lines changes
 * something) and season lamp, with no cutoff; the second customer; the
 * seeded customer's order of two believers and the second customer's.
 *
 * @param made Where the orders' ids are kept, for the clean-up.
 */
export async function ownershipShop( made: number[] ) {
	const lamp = simpleProduct( 'e2e-owner-lamp', '歸屬光明燈', 600, [
		'light',
	] );
	const season = simpleProduct( 'e2e-owner-season', '換季光明燈', 600, [
		'light',
	] );
	setCutoff( lamp, '' );
	setCutoff( season, '' );
	shopPhp( `
		$product = wc_get_product( ${ lamp } );
		$product->update_meta_data( '_temple_offerings_number_prefix', '歸屬-' );
		$product->update_meta_data( '_temple_offerings_number_start', '1' );
		$product->update_meta_data( '_temple_offerings_number_width', '3' );
		$product->save();
	` );
	const [ customer, other ]: number[] = JSON.parse(
		shopPhp( `
			$other = get_user_by( 'login', '${ OTHER }' );
			$other = $other ? $other->ID : wp_insert_user( array( 'user_login' => '${ OTHER }', 'user_pass' => 'password', 'user_email' => '${ OTHER }@example.com', 'display_name' => '乙方', 'role' => 'customer' ) );
			echo wp_json_encode( array( get_user_by( 'login', 'believer' )->ID, $other ) );
		` )
	);
	const mine = await ownershipOrder(
		lamp,
		customer,
		[
			{ name: '甲方一號', address: '臺北市自己家路1號' },
			{ name: '甲方二號', address: '臺北市自己家路2號' },
		],
		made
	);
	const theirs = await ownershipOrder(
		lamp,
		other,
		[ { name: SECRET_NAME, address: SECRET_ADDRESS } ],
		made
	);
	return { lamp, season, customer, other, mine, theirs };
}

/**
 * Deletes the orders and the second customer, and leaves the products
 * drafts.
 *
 * @param made     The orders' ids.
 * @param products The products' ids.
 */
export function ownershipCleanUp( made: number[], products: number[] ) {
	shopPhp( `
		foreach ( ${ JSON.stringify( made ) } as $id ) {
			$order = wc_get_order( $id );
			if ( $order ) {
				$order->delete( true );
			}
		}
		foreach ( array( ${ products.join( ', ' ) } ) as $id ) {
			$product = wc_get_product( $id );
			if ( $product ) {
				$product->set_status( 'draft' );
				$product->save();
			}
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user = get_user_by( 'login', '${ OTHER }' );
		if ( $user ) {
			wp_delete_user( $user->ID );
		}
	` );
}

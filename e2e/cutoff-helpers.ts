/**
 * What the registration cutoff specs (cutoff-days, cutoff-correction,
 * cutoff-correction-checks, cutoff-closed) share: their own products and
 * category, the customer's order they correct, the stored line they read
 * back, the days they set and how the pages write them, axe and screenshots.
 *
 * The specs make their own products (and a category), so moving their
 * cutoff into the past closes nothing another spec uses.
 */
/**
 * External dependencies
 */
import { type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	createOrder,
	orderBeliever,
	restNonce,
	deleteOrders,
} from './order-helpers';
import { shopPhp, simpleProduct } from './cart-helpers';

export const REPO = path.join( __dirname, '..' );
export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const SHOTS = path.join( REPO, 'test-results' );
export const OTHER = 'e2e-cutoff-other';
export const LAMP = '截止光明燈';
export const LATER = '截止平安燈';

export interface Stored {
	believers: Array< Record< string, unknown > >;
	quantity: number;
	notes: Array< { content: string; added_by: string } >;
}

/**
 * The first line's stored believers and the order's notes (newest first).
 *
 * @param order Order id.
 */
export const stored = ( order: number ): Stored =>
	JSON.parse(
		execFileSync(
			'php',
			[
				path.join( REPO, 'e2e/php/corrections.php' ),
				WP_DIR,
				'line',
				String( order ),
			],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as Stored;

/**
 * A day in the site's timezone (Asia/Taipei), days from today.
 *
 * @param days Days from today (negative: in the past).
 * @return 'YYYY-MM-DD'.
 */
export const taipeiDay = ( days: number ): string =>
	new Date( Date.now() + days * 86_400_000 ).toLocaleDateString( 'sv-SE', {
		timeZone: 'Asia/Taipei',
	} );

/**
 * The day as the card writes it (1月2日) and as My Account does (2027年1月2日).
 *
 * @param day 'YYYY-MM-DD'.
 */
export const cardDay = ( day: string ) => {
	const [ , month, date ] = day.split( '-' ).map( Number );
	return `${ month }月${ date }日`;
};
export const fullDay = ( day: string ) =>
	`${ Number( day.slice( 0, 4 ) ) }年${ cardDay( day ) }`;

/**
 * axe's violations (colour contrast left to the theme) inside a selector.
 *
 * @param page     Page.
 * @param selector What to check.
 */
export async function axeViolations( page: Page, selector: string ) {
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	return page.evaluate( async ( context ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						where: string,
						options: object
					) => Promise< {
						violations: Array< { id: string; help: string } >;
					} >;
				};
			}
		 ).axe;
		const result = await axe.run( context, {
			rules: { 'color-contrast': { enabled: false } },
		} );
		return result.violations.map( ( v ) => `${ v.id }: ${ v.help }` );
	}, selector );
}

/**
 * Screenshots a page at 390 and 1280 px wide.
 *
 * @param page Page.
 * @param name File name stem.
 */
export async function shoot( page: Page, name: string ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `cutoff-${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
}

/**
 * Sets a product's own cutoff as its save would, and saves it through
 * WooCommerce (so the page's cached rows are dropped as on any save).
 *
 * @param id  Product id.
 * @param day 'YYYY-MM-DD'.
 */
export const setCutoff = ( id: number, day: string ) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		$product->update_meta_data( '_temple_offerings_cutoff', ${ JSON.stringify( day ) } );
		$product->save();
	` );

/** The specs' own products and category. */
export interface CutoffProducts {
	category: number;
	lamp: number;
	later: number;
	variable: number;
	variation: number;
}

/**
 * The specs' category (e2e-cutoff) with two lamps in it and a variable
 * product with one variation, published, none of them nor the category with
 * a cutoff yet; and the other customer (OTHER) who must not see the order.
 *
 * @return The products' and the category's ids.
 */
export function cutoffProducts(): CutoffProducts {
	const category = Number(
		shopPhp( `
			$term = get_term_by( 'slug', 'e2e-cutoff', 'product_cat' );
			echo $term ? $term->term_id : wp_insert_term( '截止測試', 'product_cat', array( 'slug' => 'e2e-cutoff' ) )['term_id'];
		` ).trim()
	);
	const lamp = simpleProduct( 'e2e-cutoff-lamp', LAMP, 600, [
		'light',
		'e2e-cutoff',
	] );
	const later = simpleProduct( 'e2e-cutoff-later', LATER, 500, [
		'light',
		'e2e-cutoff',
	] );
	const [ variable, variation ] = JSON.parse(
		shopPhp( `
			$found = get_page_by_path( 'e2e-cutoff-variable', OBJECT, 'product' );
			$parent = $found ? wc_get_product( $found->ID ) : new WC_Product_Variable();
			$parent->set_name( '截止改運' );
			$parent->set_slug( 'e2e-cutoff-variable' );
			$parent->set_status( 'publish' );
			$attribute = new WC_Product_Attribute();
			$attribute->set_name( '方案' );
			$attribute->set_options( array( '基本' ) );
			$attribute->set_visible( true );
			$attribute->set_variation( true );
			$parent->set_attributes( array( $attribute ) );
			$parent->set_category_ids( array( get_term_by( 'slug', 'light', 'product_cat' )->term_id ) );
			$parent->save();
			$children = $parent->get_children();
			$child = $children ? wc_get_product( $children[0] ) : new WC_Product_Variation();
			$child->set_parent_id( $parent->get_id() );
			$child->set_attributes( array( sanitize_title( '方案' ) => '基本' ) );
			$child->set_regular_price( '300' );
			$child->set_virtual( true );
			$child->set_status( 'publish' );
			$child->save();
			WC_Product_Variable::sync( $parent->get_id() );
			echo wp_json_encode( array( $parent->get_id(), $child->get_id() ) );
		` )
	) as number[];
	shopPhp( `
		foreach ( array( ${ lamp }, ${ later }, ${ variable } ) as $id ) {
			$product = wc_get_product( $id );
			$product->delete_meta_data( '_temple_offerings_cutoff' );
			$product->save();
		}
		delete_term_meta( ${ category }, 'temple_offerings_cutoff' );
		$user = get_user_by( 'login', '${ OTHER }' );
		if ( ! $user ) {
			wp_insert_user( array( 'user_login' => '${ OTHER }', 'user_pass' => 'password', 'user_email' => '${ OTHER }@example.com', 'role' => 'customer' ) );
		}
	` );
	return { category, lamp, later, variable, variation };
}

/**
 * The customer's (believer's) order of the lamp for 林截止 and 林二號, made
 * through WooCommerce's REST API as staff would.
 *
 * @param browser Browser.
 * @param lamp    The lamp's id.
 * @return The order's id and number.
 */
export async function cutoffOrder(
	browser: Browser,
	lamp: number
): Promise< { id: number; number: string } > {
	const customer = Number(
		shopPhp( `echo get_user_by( 'login', 'believer' )->ID;` ).trim()
	);
	const context = await browser.newContext( { storageState: ADMIN } );
	const nonce = await restNonce( context.request );
	const made = await createOrder(
		context.request,
		nonce,
		lamp,
		'light',
		[
			orderBeliever( {
				name: '林截止',
				birthday: '1980-04-12-子',
				time: '子',
				address: '臺南市截止路1號',
				product_category: [ 'light' ],
			} ),
			orderBeliever( {
				name: '林二號',
				gender: 'female',
				birthday: '1990-01-05-午',
				time: '午',
				address: '臺南市截止路2號',
				product_category: [ 'light' ],
			} ),
		],
		{
			customer_id: customer,
			billing: {
				first_name: '截止',
				last_name: '測試',
				email: 'believer@example.com',
			},
		}
	);
	await context.close();
	return { id: made.id, number: made.number };
}

/**
 * The correction forms of the order's two believers, as the links on the
 * customer's order page point to them.
 *
 * @param browser Browser.
 * @param orderId Order id.
 * @return The first believer's form and the second's.
 */
export async function correctionForms(
	browser: Browser,
	orderId: number
): Promise< [ string, string ] > {
	const context = await browser.newContext( { storageState: CUSTOMER } );
	const page = await context.newPage();
	await page.goto( `/my-account/view-order/${ orderId }/` );
	const form = async ( believer: number ) =>
		new URL(
			( await page
				.getByRole( 'link', {
					name: new RegExp( `^更正信眾 ${ believer } 的資料` ),
				} )
				.getAttribute( 'href' ) ) ?? '',
			page.url()
		).toString();
	const forms: [ string, string ] = [ await form( 1 ), await form( 2 ) ];
	await context.close();
	return forms;
}

/**
 * Deletes the order and leaves the products as drafts: closed products stay
 * out of other specs' way, not on the page.
 *
 * @param browser  Browser.
 * @param orderId  Order id (0: none).
 * @param products Product ids.
 */
export async function cutoffCleanUp(
	browser: Browser,
	orderId: number,
	products: number[]
) {
	if ( orderId ) {
		await deleteOrders( browser, [ orderId ] );
	}
	shopPhp( `
		foreach ( array( ${ products.join( ', ' ) } ) as $id ) {
			$product = wc_get_product( $id );
			if ( $product ) {
				// set_status() answers nothing: the save is its own statement.
				$product->set_status( 'draft' );
				$product->save();
			}
		}
	` );
}

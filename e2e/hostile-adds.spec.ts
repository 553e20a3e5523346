/**
 * The browser is never trusted: every hostile add to the cart is refused with
 * the contract's `{ error, message, code, errors? }` and leaves the cart as it
 * was, a refusal leaves no notice for the next page, and an ordinary product
 * outside the offering categories is left to WooCommerce.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	ajaxAdd,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
	type AjaxAnswer,
} from './cart-helpers';
import { noDialogs } from './page-helpers';

/**
 * The cart's line keys and quantities, to prove a refusal changed nothing.
 *
 * @param page Page whose cookies hold the cart.
 */
async function cartState( page: Page ): Promise< string > {
	const cart = await storeCart( page.request );
	return JSON.stringify(
		cart.items.map( ( item ) => [ item.key, item.quantity ] )
	);
}

function expectRefusal( answer: AjaxAnswer, code: string ) {
	expect( answer.error ).toBe( true );
	expect( answer.code ).toBe( code );
	expect( typeof answer.message ).toBe( 'string' );
	expect( answer.message?.length ).toBeGreaterThan( 0 );
	expect( answer.fragments ).toBeUndefined();
}

test.describe( 'hostile adds are refused and change nothing', () => {
	let lamp = 0;
	let pudu = 0;
	let draft = 0;

	test.beforeAll( async ( { request } ) => {
		lamp = await productId( request, 'guangming-lamp' );
		pudu = await productId( request, 'pudu-offering' );
		draft = Number(
			shopPhp( `
				$existing = get_page_by_path( 'e2e-draft-lamp', OBJECT, 'product' );
				if ( $existing ) { echo $existing->ID; return; }
				$product = new WC_Product_Simple();
				$product->set_name( '草稿燈' );
				$product->set_slug( 'e2e-draft-lamp' );
				$product->set_status( 'draft' );
				$product->set_regular_price( '600' );
				$product->set_virtual( true );
				$product->set_category_ids( array( get_term_by( 'slug', 'light', 'product_cat' )->term_id ) );
				echo $product->save();
			` ).trim()
		);
		expect( draft ).toBeGreaterThan( 0 );
	} );

	const cases: Array<
		[ string, () => Record< string, string >, string, string? ]
	> = [
		[
			'malformed JSON',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: '[{"key":"_believers_data","value":[{"name":',
			} ),
			'temple_offerings_invalid_meta_data',
		],
		[
			'meta_data that is not our key',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: '[{"key":"other","value":[]}]',
			} ),
			'temple_offerings_invalid_meta_data',
		],
		[
			'a 100 KB name',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: metaData( [
					lightBeliever( '王'.repeat( 34_000 ) ),
				] ),
			} ),
			'temple_offerings_invalid_believer',
			'name',
		],
		[
			'more than 1 MB of meta_data',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: metaData( [
					{
						...lightBeliever( '王小明' ),
						note: 'x'.repeat( 1_100_000 ),
					},
				] ),
			} ),
			'temple_offerings_payload_too_large',
		],
		[
			'101 believers',
			() => ( {
				product_id: String( lamp ),
				quantity: '101',
				meta_data: metaData(
					Array.from( { length: 101 }, () =>
						lightBeliever( '王小明' )
					)
				),
			} ),
			'temple_offerings_invalid_believer',
			'believers',
		],
		[
			'quantity mismatch',
			() => ( {
				product_id: String( lamp ),
				quantity: '3',
				meta_data: metaData( [
					lightBeliever( '王小明' ),
					lightBeliever( '李小華' ),
				] ),
			} ),
			'temple_offerings_quantity_mismatch',
		],
		[
			'unknown product',
			() => ( {
				product_id: '987654',
				quantity: '1',
				meta_data: metaData( [ lightBeliever( '王小明' ) ] ),
			} ),
			'temple_offerings_unknown_product',
		],
		[
			'draft product',
			() => ( {
				product_id: String( draft ),
				quantity: '1',
				meta_data: metaData( [ lightBeliever( '王小明' ) ] ),
			} ),
			'temple_offerings_unknown_product',
		],
		[
			'no meta_data for an offering',
			() => ( { product_id: String( lamp ), quantity: '1' } ),
			'temple_offerings_believers_required',
		],
		[
			'pudu without the deceased',
			() => ( {
				product_id: String( pudu ),
				quantity: '1',
				meta_data: metaData( [
					{
						...lightBeliever( '王小明' ),
						product_category: [ 'pudu' ],
					},
				] ),
			} ),
			'temple_offerings_invalid_believer',
			'deceased_name',
		],
		[
			'a name that is only a script',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: metaData( [
					lightBeliever( '<script>alert(1)</script>' ),
				] ),
			} ),
			'temple_offerings_invalid_believer',
			'name',
		],
		[
			'a gender outside the table',
			() => ( {
				product_id: String( lamp ),
				quantity: '1',
				meta_data: metaData( [
					{ ...lightBeliever( '王小明' ), gender: '<b>male</b>x' },
				] ),
			} ),
			'temple_offerings_invalid_believer',
			'gender',
		],
	];

	for ( const [ title, fields, code, field ] of cases ) {
		test( `${ title } → ${ code }`, async ( { page } ) => {
			noDialogs( page );
			// Something already in the cart, so "unchanged" is not just "empty".
			expect(
				(
					await addBelievers( page.request, lamp, [
						lightBeliever( '陳大文' ),
					] )
				).error
			).toBeUndefined();
			const before = await cartState( page );
			const answer = await ajaxAdd( page.request, fields() );
			expectRefusal( answer, code );
			// The validator's errors name the broken field (none for the other refusals).
			expect(
				( answer.errors ?? [] ).map( ( error ) => error.field )
			).toEqual( expect.arrayContaining( field ? [ field ] : [] ) );
			expect( await cartState( page ) ).toBe( before );
		} );
	}

	test( 'a refusal leaves no notice for the next page', async ( {
		page,
	} ) => {
		const answer = await ajaxAdd( page.request, {
			product_id: String( lamp ),
			quantity: '1',
		} );
		expectRefusal( answer, 'temple_offerings_believers_required' );
		await page.goto( '/my-account/' );
		await expect(
			page.locator(
				'.woocommerce-error, .wc-block-components-notice-banner.is-error'
			)
		).toHaveCount( 0 );
	} );

	test( 'an ordinary product outside the offering categories is left to WooCommerce', async ( {
		page,
	} ) => {
		const plain = simpleProduct( 'e2e-plain-candle', '一般蠟燭', 100 );
		const answer = await ajaxAdd( page.request, {
			product_id: String( plain ),
			quantity: '3',
		} );
		expect( answer.error ).toBeUndefined();
		const line = ( await storeCart( page.request ) ).items.find(
			( item ) => item.id === plain
		);
		expect( line?.quantity ).toBe( 3 );
		expect( line?.item_data ).toEqual( [] );
	} );
} );

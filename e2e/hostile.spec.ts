/**
 * The browser is never trusted: every hostile add to the cart is refused with
 * the contract's `{ error, message, code, errors? }` and leaves the cart as it
 * was, or is stored sanitized; a name that looks like HTML comes out as text
 * on every page and in the email, and no dialog ever opens.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	addBelievers,
	ajaxAdd,
	emptyCart,
	fillBilling,
	lightBeliever,
	mails,
	metaData,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
	type AjaxAnswer,
} from './cart-helpers';

/** Survives the sanitizer (no closing '>'), and would run if printed as HTML. */
const HOSTILE_NAME = '"><img src=x onerror=alert(1)//';

function noDialogs( page: Page ) {
	page.on( 'dialog', async ( dialog ) => {
		await dialog.dismiss();
		throw new Error( `a dialog opened: ${ dialog.message() }` );
	} );
}

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

test.describe
	.serial( 'HTML in every text field is stored as text and shown as text', () => {
	test.use( { storageState: CUSTOMER } );
	let orderId = 0;

	test( 'tags are removed, text that looks like HTML stays text through cart, checkout and order', async ( {
		page,
	} ) => {
		noDialogs( page );
		await emptyCart( page.request );
		const lamp = await productId( page.request, 'guangming-lamp' );
		const tagged =
			'<b>王</b>小明<script>alert(1)</script><img src=x onerror=alert(1)>';
		const believer = {
			...lightBeliever(
				tagged,
				'台南市<script>alert(1)</script><i>中西區</i>'
			),
			mobile: '<b>0912345678</b>',
			note: '<script>alert(1)</script>平安<iframe src="javascript:alert(1)"></iframe>',
			id: '<script>x</script>',
		};
		expect(
			(
				await addBelievers( page.request, lamp, [
					believer,
					lightBeliever( HOSTILE_NAME ),
				] )
			).error
		).toBeUndefined();
		const cart = await storeCart( page.request );
		expect( cart.items ).toHaveLength( 1 );
		const [ first, second ] = cart.items[ 0 ].item_data;
		expect( first.value ).toBe(
			'王小明（信士）；農曆生辰：民國71年 閏04月 12日 子時；信眾地址：台南市中西區；手機：0912345678；備註：平安'
		);
		// Escaped text, so wp_kses_post in the Store API leaves it whole.
		expect(
			second.value.startsWith(
				'&quot;&gt;&lt;img src=x onerror=alert(1)//'
			)
		).toBe( true );

		for ( const path of [ '/cart/', '/checkout/' ] ) {
			await page.goto( path );
			await expect(
				page.getByText( HOSTILE_NAME, { exact: false } ).first()
			).toBeVisible();
			await expect(
				page.locator( 'img[onerror], img[src="x"]' )
			).toHaveCount( 0 );
		}

		await fillBilling( page );
		await page
			.locator( '.wc-block-components-checkout-place-order-button' )
			.click();
		await page.waitForURL( /order-received/, { timeout: 30_000 } );
		orderId = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
		await expect(
			page.getByText( HOSTILE_NAME, { exact: false } ).first()
		).toBeVisible();
		await expect(
			page.locator( 'img[onerror], img[src="x"]' )
		).toHaveCount( 0 );

		const stored = JSON.parse(
			shopPhp( `
				$item = current( wc_get_order( ${ orderId } )->get_items() );
				echo wp_json_encode( $item->get_meta( '_believers_data' ) );
			` )
		) as Array< Record< string, string > >;
		expect( stored[ 0 ] ).toMatchObject( {
			name: '王小明',
			address: '台南市中西區',
			mobile: '0912345678',
			note: '平安',
			id: '',
		} );
		expect( stored[ 1 ].name ).toBe( HOSTILE_NAME );
	} );

	test( 'My Account shows it as text', async ( { page } ) => {
		noDialogs( page );
		await page.goto( `/my-account/view-order/${ orderId }/` );
		await expect(
			page.locator( '.woocommerce-order-details' )
		).toContainText( HOSTILE_NAME );
		await expect(
			page.locator( 'img[onerror], img[src="x"]' )
		).toHaveCount( 0 );
	} );

	test( 'the emails carry it escaped', async () => {
		const sent = mails().filter(
			( mail ) =>
				mail.message.includes( `#${ orderId }` ) ||
				mail.subject.includes( String( orderId ) )
		);
		expect( sent.length ).toBeGreaterThan( 0 );
		for ( const mail of sent ) {
			expect( mail.message ).not.toContain( '<img src=x' );
			expect( mail.message ).not.toContain( '<script' );
			expect( mail.message ).toContain(
				'&lt;img src=x onerror=alert(1)//'
			);
		}
	} );

	test.describe( 'staff', () => {
		test.use( { storageState: ADMIN } );

		test( 'the admin order screen shows it as text', async ( { page } ) => {
			noDialogs( page );
			await page.goto(
				`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`
			);
			// Believers are listed once, in the box below the items.
			const box = page.locator( '#temple-offerings-believers' );
			await expect( box ).toContainText( HOSTILE_NAME );
			await expect( box ).toContainText( '王小明' );
			await expect(
				page.locator( 'img[onerror], img[src="x"]' )
			).toHaveCount( 0 );
		} );
	} );
} );

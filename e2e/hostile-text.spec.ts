/**
 * HTML in every text field is stored sanitized: a name that looks like HTML
 * comes out as text through cart, checkout and order, in My Account, in the
 * e-mails and on the admin order screen, and no dialog ever opens.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	addBelievers,
	emptyCart,
	fillBilling,
	lightBeliever,
	mails,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { noDialogs } from './page-helpers';

/** Survives the sanitizer (no closing '>'), and would run if printed as HTML. */
const HOSTILE_NAME = '"><img src=x onerror=alert(1)//';

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

/**
 * Believers where people read them: labelled lines (not pipes) in the block
 * cart, checkout, order-received page, My Account and the order e-mail; 閏 for
 * leap months everywhere people read while the stored value keeps 潤; the
 * order screen without internal meta and with believers listed once, in the
 * box below the items; the seeded payment methods; and the ritual list saying
 * what unpaid orders hold. Screenshots at 390, 768, 1280 and 1920 px go to the
 * run's test-results folder.
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
	emptyCart,
	fillBilling,
	lightBeliever,
	mails,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import { seriousViolations } from './page-helpers';

const WIDTHS = [ 390, 768, 1280, 1920 ];

const LEAP_BIRTHDAY = '農曆生辰：民國71年 閏04月 12日 子時';

/** One believer as the cart, pages and e-mails label it. */
const FIRST_LINE =
	'王阿嬤（信士）；農曆生辰：民國71年 閏04月 12日 子時；信眾地址：台南市中西區民族路二段';

/**
 * A full-page screenshot of the current page at each width, into the run's artifacts.
 *
 * @param page                The page.
 * @param name                File name stem.
 * @param testInfo            For the output folder.
 * @param testInfo.outputPath Path of a file in this test's output folder.
 */
async function screenshots(
	page: Page,
	name: string,
	testInfo: { outputPath: ( ...parts: string[] ) => string }
) {
	for ( const width of WIDTHS ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: testInfo.outputPath( `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

test.describe.serial( 'believers as people read them', () => {
	let lamp = 0;
	let orderId = 0;

	test.beforeAll( () => {
		// A lamp only this spec orders, so the ritual list's counts are this spec's own.
		lamp = simpleProduct( 'readable-lamp', '閱讀測試燈', 600, [ 'light' ] );
	} );

	test.describe( 'worshipper', () => {
		test.use( { storageState: CUSTOMER } );

		test( 'the block cart and checkout show each believer as one labelled line, 閏 for the leap month', async ( {
			page,
		}, testInfo ) => {
			await emptyCart( page.request );
			const pudu = {
				...lightBeliever( '陳信女' ),
				gender: 'female',
				birthday: '吉-吉-吉-吉',
				product_category: [ 'pudu' ],
				deceased_name: '陳大同',
				deceased_gender: 'male',
				deceased_birthday: '1925-04-05-午',
				deceased_death_anniversary: '2000-07-15-吉',
				deceased_address: '台南市牌位路2號',
			};
			expect(
				(
					await addBelievers( page.request, lamp, [
						lightBeliever( '王阿嬤' ),
						lightBeliever( '李小華', '台北市信義區' ),
					] )
				).error
			).toBeUndefined();
			expect(
				(
					await addBelievers(
						page.request,
						await productId( page.request, 'pudu-offering' ),
						[ pudu ]
					)
				).error
			).toBeUndefined();

			// The Store API's rows: plain text, one per believer, labelled.
			const { items } = await storeCart( page.request );
			const rows = items.flatMap( ( item ) =>
				item.item_data.map( ( row ) => `${ row.key }: ${ row.value }` )
			);
			expect( rows ).toEqual( [
				`信眾 1: ${ FIRST_LINE }`,
				'信眾 2: 李小華（信士）；農曆生辰：民國71年 閏04月 12日 子時；信眾地址：台北市信義區',
				'信眾 1: 陳信女（信女）；農曆生辰：吉；信眾地址：台南市中西區民族路二段；往生者姓名：陳大同（信士）；往生者農曆生辰：民國14年 04月 05日 午時；往生者農曆往生日：民國89年 07月 15日 吉；往生者牌位地址：台南市牌位路2號',
			] );

			await page.goto( '/cart/' );
			const cart = page.locator( '.wc-block-cart-items' );
			await expect( cart ).toContainText( FIRST_LINE );
			await expect( cart ).toContainText( '往生者農曆往生日：民國89年' );
			await expect( cart ).not.toContainText( '｜' );
			await expect( cart ).not.toContainText( '潤' );
			await screenshots( page, 'cart', testInfo );

			await page.goto( '/checkout/' );
			const summary = page
				.locator( '.wc-block-components-order-summary' )
				.first();
			await expect( summary ).toContainText( LEAP_BIRTHDAY );
			await expect( summary ).not.toContainText( '｜' );
			// The temple's ways to pay, bank transfer first. (Which one starts
			// chosen depends on what this customer paid with before.)
			const methods = page.locator(
				'.wc-block-checkout__payment-method'
			);
			await expect( methods ).toContainText( 'ATM 轉帳／銀行匯款' );
			await expect( methods ).toContainText( '現場付款' );
			expect(
				await methods
					.locator( 'input[type="radio"]' )
					.evaluateAll( ( radios ) =>
						radios.map(
							( radio ) => ( radio as HTMLInputElement ).value
						)
					)
			).toEqual( [ 'bacs', 'cod', 'cheque' ] );
			await page
				.getByRole( 'radio', { name: 'ATM 轉帳／銀行匯款' } )
				.check();
			await fillBilling( page );
			await screenshots( page, 'checkout', testInfo );
			await page
				.locator( '.wc-block-components-checkout-place-order-button' )
				.click();
			await page.waitForURL( /order-received/, { timeout: 30_000 } );
			orderId = Number(
				/order-received\/(\d+)/.exec( page.url() )?.[ 1 ]
			);
			expect( orderId ).toBeGreaterThan( 0 );
		} );

		test( 'the order-received page and My Account show a heading per believer, then one labelled line per field', async ( {
			page,
		}, testInfo ) => {
			await page.goto( `/my-account/view-order/${ orderId }/` );
			const details = page.locator( '.woocommerce-order-details' );
			const first = details
				.locator( '.temple-offerings-believers li' )
				.first();
			await expect( first.locator( 'strong' ) ).toHaveText(
				'信眾 1：王阿嬤（信士）'
			);
			await expect(
				first.locator( '.temple-offerings-believers__part' )
			).toHaveText( [
				LEAP_BIRTHDAY,
				'信眾地址：台南市中西區民族路二段',
			] );
			await expect( details ).toContainText(
				'往生者姓名：陳大同（信士）'
			);
			await expect( details ).not.toContainText( '｜' );

			// The thank-you page: the same lines, and the demo bank account to pay to.
			const received = shopPhp(
				`echo wc_get_order( ${ orderId } )->get_checkout_order_received_url();`
			).replace( /^https?:\/\/[^/]+/, '' );
			await page.goto( received );
			const body = page.locator( 'body' );
			await expect( body ).toContainText( '信眾 1：王阿嬤（信士）' );
			await expect( body ).toContainText( LEAP_BIRTHDAY );
			await expect( body ).toContainText( '財團法人示範宮' );
			await expect( body ).not.toContainText( '潤04' );
			await screenshots( page, 'order-received', testInfo );
			expect(
				await seriousViolations( page, '.temple-offerings-believers' )
			).toEqual( [] );
		} );

		test( 'the order e-mail lists each believer with labelled lines', async () => {
			const sent = mails().filter(
				( mail ) =>
					mail.message.includes( '王阿嬤' ) &&
					( mail.message.includes( `#${ orderId }` ) ||
						mail.subject.includes( String( orderId ) ) )
			);
			expect( sent.length ).toBeGreaterThan( 0 );
			for ( const mail of sent ) {
				expect( mail.message ).toContain( '信眾 1：王阿嬤（信士）' );
				expect( mail.message ).toContain( LEAP_BIRTHDAY );
				expect( mail.message ).toContain(
					'往生者牌位地址：台南市牌位路2號'
				);
				expect( mail.message ).not.toContain( '｜' );
			}
		} );
	} );

	test.describe( 'staff', () => {
		test.use( { storageState: ADMIN } );

		test( 'the order screen hides internal meta and lists believers once, in the box below the items', async ( {
			page,
		}, testInfo ) => {
			await page.goto(
				`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`
			);
			const items = page.locator( '#order_line_items' );
			await expect(
				items.locator( '.temple-offerings-believers-count' )
			).toHaveText( [
				'登記信眾：2 位，詳見下方「登記信眾」',
				'登記信眾：1 位，詳見下方「登記信眾」',
			] );
			await expect( items ).not.toContainText( '_believers' );
			await expect( items ).not.toContainText( '王阿嬤' );
			// The box comes right after the items, and holds each believer once.
			const box = page.locator(
				'#woocommerce-order-items + #temple-offerings-believers'
			);
			await expect( box ).toContainText( '民國71年 閏04月 12日 子時' );
			await expect(
				box.getByText( '王阿嬤', { exact: true } )
			).toHaveCount( 1 );
			await page.screenshot( {
				path: testInfo.outputPath( 'order-screen-1280.png' ),
				fullPage: true,
			} );
		} );

		test( 'the editor learns the slug of WooCommerce’s default category, which the inspector leaves out', async ( {
			page,
		} ) => {
			const slug = shopPhp( `
				$term = get_term_by( 'term_taxonomy_id', (int) get_option( 'default_product_cat' ), 'product_cat' );
				echo $term ? $term->slug : '';
			` ).trim();
			expect( slug ).not.toBe( '' );
			await page.goto( '/wp-admin/post-new.php?post_type=page' );
			await expect
				.poll( () =>
					page.evaluate(
						() =>
							(
								window as unknown as {
									templeOfferingsEditor?: {
										defaultProductCategory: string;
									};
								}
							 ).templeOfferingsEditor?.defaultProductCategory
					)
				)
				.toBe( slug );
		} );

		test( 'the ritual list says what unpaid orders hold and includes them on request', async ( {
			page,
		} ) => {
			await page.goto(
				`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lamp }`
			);
			const notice = page.locator( '.temple-staff-unpaid' );
			await expect( notice ).toContainText( '另有 1 筆未付款訂單' );
			await expect( notice ).toContainText( '共 2 位登記信眾' );
			// The paid status is named as WooCommerce names it on its order
			// screens (its own translation, or English without one), never a
			// word of the plugin's that appears nowhere else.
			const processing = shopPhp(
				"echo wc_get_order_status_name( 'processing' );"
			).trim();
			expect( processing ).not.toBe( '' );
			await expect( notice ).toContainText(
				`於收到款項後將訂單改為「${ processing }」`
			);
			// The order screen's status list offers it by that name.
			await page.goto( '/wp-admin/admin.php?page=wc-orders&action=new' );
			await expect(
				page.locator( '#order_status option[value="wc-processing"]' )
			).toHaveText( processing );
			await page.goBack();
			await expect( page.locator( '.temple-staff-empty' ) ).toBeVisible();
			await notice
				.getByRole( 'link', { name: '列入未付款訂單' } )
				.click();
			await expect( page.locator( '.temple-staff-unpaid' ) ).toHaveCount(
				0
			);
			const table = page.locator( '.temple-staff-scroll table' );
			await expect( table.locator( 'tbody tr' ) ).toHaveCount( 2 );
			await expect( table ).toContainText( '民國71年 閏04月 12日 子時' );
			await expect( table ).not.toContainText( '潤' );
			// No heading breaks inside a word (訂單編 / 號): each piece between
			// the heading's break opportunities sits on one line, wide or narrow.
			for ( const width of [ 1280, 390 ] ) {
				await page.setViewportSize( { width, height: 900 } );
				const broken = await table
					.locator( 'thead th' )
					.evaluateAll( ( headings ) =>
						headings
							.filter( ( heading ) =>
								[ ...heading.childNodes ].some( ( node ) => {
									if ( node.nodeType !== Node.TEXT_NODE ) {
										return false;
									}
									const range = document.createRange();
									range.selectNodeContents( node );
									const tops = new Set(
										[ ...range.getClientRects() ].map(
											( rect ) => Math.round( rect.top )
										)
									);
									return tops.size > 1;
								} )
							)
							.map( ( heading ) => heading.textContent )
					);
				expect( broken, `at ${ width } px` ).toEqual( [] );
			}
			await page.setViewportSize( { width: 1280, height: 900 } );
			expect( await seriousViolations( page, '.temple-staff' ) ).toEqual(
				[]
			);
		} );
	} );
} );

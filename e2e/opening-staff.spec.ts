/**
 * Staff set an offering's registration window and limits on its Temple
 * tab, and a window on a category, on the real shop; a close before the
 * opening or a value no browser input posts saves nothing and says why (the
 * form's own checks turned off, as a forged post would).
 *
 * The shop's time zone is Asia/Taipei (bin/shop/setup.php). The test makes
 * its own products, so their windows touch nothing another spec uses.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp, simpleProduct } from './cart-helpers';

test( 'staff set the window and the limits on the Temple tab and a window on a category; a close before the opening or a made-up value saves nothing and says why', async ( {
	browser,
} ) => {
	test.slow();
	const id = simpleProduct( 'e2e-opening-staff', '後台設定燈', 600, [
		'light',
	] );
	const stored = () =>
		JSON.parse(
			shopPhp( `
				$keys = array( '_temple_offerings_opens_at', '_temple_offerings_closes_at', '_temple_offerings_per_order', '_temple_offerings_per_person', '_temple_offerings_per_phone', '_temple_offerings_per_household' );
				echo wp_json_encode( array_map( fn( $key ) => get_post_meta( ${ id }, $key, true ), array_combine( $keys, $keys ) ) );
			` )
		) as Record< string, string >;
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	// WooCommerce's tabs work once its script has run: click until the Temple tab shows.
	const templeTab = () =>
		expect( async () => {
			await page.locator( '.temple_offerings_options a' ).click();
			await expect( page.getByLabel( '開放登記時間' ) ).toBeVisible( {
				timeout: 2_000,
			} );
		} ).toPass( { timeout: 120_000 } );
	const edit = async () => {
		await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
		await templeTab();
	};
	const save = async () => {
		await page.evaluate( () => ( window.stayed = true ) );
		await page.locator( '#publish' ).click();
		// The screen the save leads to, loaded.
		await page.waitForFunction(
			() => ! window.stayed && document.readyState === 'complete',
			undefined,
			{ timeout: 120_000 }
		);
		await templeTab();
	};

	await edit();
	await page.getByLabel( '開放登記時間' ).fill( '2030-11-30T10:00' );
	await page.getByLabel( '截止登記時間' ).fill( '2030-12-31T17:00' );
	await page.getByLabel( '每人限登記位數' ).fill( '2' );
	await page.getByLabel( '每個電話號碼限登記位數' ).fill( '3' );
	await page.getByLabel( '每戶限登記位數' ).fill( '4' );
	await save();
	await expect( page.getByLabel( '每戶限登記位數' ) ).toHaveValue( '4' );
	await expect( page.getByLabel( '開放登記時間' ) ).toHaveValue(
		'2030-11-30T10:00'
	);
	await expect( page.getByLabel( '截止登記時間' ) ).toHaveValue(
		'2030-12-31T17:00'
	);
	// Read in the shop's time zone, stored as the moment itself.
	const saved = {
		_temple_offerings_opens_at: String(
			Date.parse( '2030-11-30T10:00:00+08:00' ) / 1000
		),
		_temple_offerings_closes_at: String(
			Date.parse( '2030-12-31T17:00:00+08:00' ) / 1000
		),
		_temple_offerings_per_order: '',
		_temple_offerings_per_person: '2',
		_temple_offerings_per_phone: '3',
		_temple_offerings_per_household: '4',
	};
	expect( stored() ).toEqual( saved );

	// A close before the opening: nothing of the pair is saved, and staff read why.
	await page.getByLabel( '截止登記時間' ).fill( '2030-11-29T10:00' );
	await save();
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記時段未儲存：截止登記時間必須晚於開放登記時間。'
	);
	expect( stored() ).toEqual( saved );

	// What the browser's own inputs would never post (a forged or scripted
	// form): the form's checks are turned off, so only the server's remain.
	await edit();
	await page
		.getByLabel( '開放登記時間' )
		.evaluate( ( input: HTMLInputElement ) => {
			input.type = 'text';
			input.value = '11/30 早上十點';
			( input.form as HTMLFormElement ).noValidate = true;
		} );
	await page.getByLabel( '每人限登記位數' ).fill( '0' );
	await page
		.getByLabel( '每戶限登記位數' )
		.evaluate( ( input: HTMLInputElement ) => {
			input.type = 'text';
			input.value = '一戶三位';
		} );
	await save();
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記時段未儲存：請填寫日期與時間。'
	);
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記位數上限未儲存：請填寫 1 以上的整數，或留空。'
	);
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的每個電話號碼與每戶限登記位數未儲存：請填寫 1 以上的整數，或留空。'
	);
	expect( stored() ).toEqual( saved );

	// A category's window is the default of its products without their own.
	const category = Number(
		shopPhp( `
			$term = term_exists( 'e2e-opening-category', 'product_cat' ) ?: wp_insert_term( '開放測試類別', 'product_cat', array( 'slug' => 'e2e-opening-category' ) );
			echo $term['term_id'];
		` ).trim()
	);
	const inCategory = simpleProduct(
		'e2e-opening-in-category',
		'類別開放燈',
		600,
		[ 'light', 'e2e-opening-category' ]
	);
	await page.goto(
		`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
	);
	await page.getByLabel( '開放登記時間' ).fill( '2031-01-01T09:30' );
	await page.locator( '#edittag input[type="submit"]' ).click();
	await expect( page.locator( '#message' ) ).toBeVisible();
	await page.goto(
		`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
	);
	await expect( page.getByLabel( '開放登記時間' ) ).toHaveValue(
		'2031-01-01T09:30'
	);
	const rows = ( await (
		await page.request.get(
			'/wp-json/temple-offerings/v1/visible-products?category=light'
		)
	).json() ) as Array< Record< string, unknown > >;
	expect( rows.find( ( row ) => row.id === inCategory ) ).toMatchObject( {
		opens_at: '2031-01-01T09:30:00+08:00',
		closes_at: '',
		registration: 'before',
		opens_label: '1月1日 09:30 開放登記',
	} );
	expect( rows.find( ( row ) => row.id === id ) ).toMatchObject( {
		opens_at: '2030-11-30T10:00:00+08:00',
		closes_at: '2030-12-31T17:00:00+08:00',
		registration: 'before',
	} );
	await context.close();
} );

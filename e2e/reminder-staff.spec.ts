/**
 * The renewal reminder's settings on the real shop: staff tick an offering
 * yearly on its Temple tab (or a whole category, and untick it) and set the
 * days before the anniversary in WooCommerce → Settings → Emails, where the
 * e-mail's preview shows.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp, simpleProduct } from './cart-helpers';
import { seriousViolations } from './page-helpers';
import {
	DAYS,
	helper,
	shots,
	reminderShop,
	reminderCleanUp,
} from './reminder-helpers';

test.describe( 'renewal reminder', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let yearly = 0;
	let once = 0;
	let customer = 0;

	test.beforeAll( () => {
		( { yearly, once, customer } = reminderShop() );
	} );

	test.afterAll( async ( { browser } ) => {
		await reminderCleanUp( browser, customer, [] );
	} );

	test( 'staff tick an offering yearly on its Temple tab', async ( {
		page,
	} ) => {
		expect( helper( 'yearly', String( yearly ) ) ).toEqual( {
			yearly: false,
		} );
		await page.goto( `/wp-admin/post.php?post=${ yearly }&action=edit` );
		const box = page.getByRole( 'checkbox', { name: '每年續點' } );
		await expect( async () => {
			await page.getByRole( 'link', { name: '寺務' } ).click();
			await expect( box ).toBeVisible( { timeout: 1_000 } );
		} ).toPass();
		await expect( box ).not.toBeChecked();
		await box.check();
		expect(
			await seriousViolations( page, '.temple-offerings-yearly' )
		).toEqual( [] );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.notice-success' ) ).toBeVisible();
		expect( helper( 'yearly', String( yearly ) ) ).toEqual( {
			yearly: true,
		} );
		await expect( async () => {
			await page.getByRole( 'link', { name: '寺務' } ).click();
			await expect(
				page.getByRole( 'checkbox', { name: '每年續點' } )
			).toBeChecked( { timeout: 1_000 } );
		} ).toPass();
		await shots( page, 'product-temple-tab' );
		// The other lamp stays once-only.
		expect( helper( 'yearly', String( once ) ) ).toEqual( {
			yearly: false,
		} );
	} );

	test( 'a ticked category makes its products yearly; unticking it undoes that', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/edit-tags.php?taxonomy=product_cat&post_type=product'
		);
		const add = page.locator( '#addtag' );
		await add.locator( '#tag-name' ).fill( '續點測試分類' );
		await add.locator( '#tag-slug' ).fill( 'e2e-reminder-category' );
		await add.getByRole( 'checkbox', { name: '每年續點' } ).check();
		expect(
			await seriousViolations(
				page,
				'.term-temple-offerings-yearly-wrap'
			)
		).toEqual( [] );
		await shots( page, 'category-add' );
		await add.locator( '#submit' ).click();
		await expect(
			page
				.locator( '#the-list' )
				.getByRole( 'link', { name: '續點測試分類', exact: true } )
		).toBeVisible();
		const inCategory = simpleProduct(
			'e2e-reminder-in-category',
			'續點分類測試燈',
			300,
			[ 'light', 'e2e-reminder-category' ]
		);
		expect( helper( 'yearly', String( inCategory ) ) ).toEqual( {
			yearly: true,
		} );

		const term = shopPhp(
			`echo get_term_by( 'slug', 'e2e-reminder-category', 'product_cat' )->term_id;`
		).trim();
		await page.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ term }&post_type=product`
		);
		const edit = page.getByRole( 'checkbox', { name: '每年續點' } );
		await expect( edit ).toBeChecked();
		expect(
			await seriousViolations(
				page,
				'.term-temple-offerings-yearly-wrap'
			)
		).toEqual( [] );
		await shots( page, 'category-edit' );
		await edit.uncheck();
		await page.locator( '#edittag input[type=submit]' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible();
		expect( helper( 'yearly', String( inCategory ) ) ).toEqual( {
			yearly: false,
		} );
	} );

	test( 'the e-mail and its days setting are in WooCommerce → Settings → Emails', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=wc-settings&tab=email&section=temple_offerings_renewal_reminder'
		);
		await expect( page.locator( 'h2.wc-admin-header' ) ).toContainText(
			'續點提醒'
		);
		const enabled = page.locator(
			'#woocommerce_temple_offerings_renewal_reminder_enabled'
		);
		await expect( enabled ).toBeChecked();
		const days = page.locator(
			'#woocommerce_temple_offerings_renewal_reminder_days_before'
		);
		await expect( days ).toHaveValue( '30' );
		await days.fill( String( DAYS ) );
		await page.locator( 'button[name=save]' ).click();
		await expect( page.locator( '#message.updated' ) ).toBeVisible();
		await expect( days ).toHaveValue( String( DAYS ) );
		// WooCommerce's preview renders the e-mail with an example list.
		await expect
			.poll(
				async () => {
					for ( const frame of page.frames() ) {
						const text = await frame
							.locator( 'body' )
							.innerText()
							.catch( () => '' );
						if ( text.includes( '範例信眾' ) ) {
							return true;
						}
					}
					return false;
				},
				{ timeout: 20_000 }
			)
			.toBe( true );
		await shots( page, 'email-settings' );
	} );
} );

/**
 * Registration cutoff (登記截止日) and worshippers' corrections before it,
 * on the real shop: staff set a cutoff on a product's Temple tab and on a
 * category; the offering card shows the day; the customer corrects a
 * birthday on their paid order from My Account (the order note, the staff
 * ritual list and CSV show it, the staff e-mail is in the shop's mail.log);
 * an impossible date is refused with the message and what was typed kept;
 * a save without a change writes nothing; another customer gets 404; after
 * the cutoff the form is read-only with the day shown and a forged post is
 * refused; a closed offering's card cannot be picked and WooCommerce's
 * wc-ajax add and Store API refuse it.
 *
 * This spec makes its own products (and a category), so moving their
 * cutoff into the past closes nothing another spec uses.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { createOrder, orderBeliever, restNonce } from './order-helpers';
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	mails,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const SHOTS = path.join( REPO, 'test-results' );
const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';
const OTHER = 'e2e-cutoff-other';
const LAMP = '截止光明燈';
const LATER = '截止平安燈';

interface Stored {
	believers: Array< Record< string, unknown > >;
	quantity: number;
	notes: Array< { content: string; added_by: string } >;
}

/**
 * The first line's stored believers and the order's notes (newest first).
 *
 * @param order Order id.
 */
const stored = ( order: number ): Stored =>
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
const taipeiDay = ( days: number ): string =>
	new Date( Date.now() + days * 86_400_000 ).toLocaleDateString( 'sv-SE', {
		timeZone: 'Asia/Taipei',
	} );

/**
 * The day as the card writes it (1月2日) and as My Account does (2027年1月2日).
 *
 * @param day 'YYYY-MM-DD'.
 */
const cardDay = ( day: string ) => {
	const [ , month, date ] = day.split( '-' ).map( Number );
	return `${ month }月${ date }日`;
};
const fullDay = ( day: string ) =>
	`${ Number( day.slice( 0, 4 ) ) }年${ cardDay( day ) }`;

/**
 * Sets a product's own cutoff as its save would, and saves it through
 * WooCommerce (so the page's cached rows are dropped as on any save).
 *
 * @param id  Product id.
 * @param day 'YYYY-MM-DD'.
 */
const setCutoff = ( id: number, day: string ) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		$product->update_meta_data( '_temple_offerings_cutoff', ${ JSON.stringify( day ) } );
		$product->save();
	` );

/**
 * Adds one believer of a product or variation through the Store API, with
 * believers that pass for an open offering.
 *
 * @param request Request context.
 * @param nonce   The Store API nonce.
 * @param id      Product or variation id.
 */
const storeApiAdd = ( request: APIRequestContext, nonce: string, id: number ) =>
	request.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: nonce },
		data: {
			id,
			quantity: 1,
			meta_data: [
				{
					key: '_believers_data',
					value: [ lightBeliever( '截止後' ) ],
				},
			],
		},
	} );

/**
 * Logs a user in through wp-login.php in the page's own context.
 *
 * @param page  Page of a fresh context.
 * @param login User login.
 */
async function logIn( page: Page, login: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin|my-account/ ),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * axe's violations (colour contrast left to the theme) inside a selector.
 *
 * @param page     Page.
 * @param selector What to check.
 */
async function axeViolations( page: Page, selector: string ) {
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
async function shoot( page: Page, name: string ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `cutoff-${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
}

test.describe( 'registration cutoff and corrections before it', () => {
	test.describe.configure( { mode: 'serial' } );

	const open = taipeiDay( 40 );
	const categoryDay = taipeiDay( 20 );
	let lamp = 0;
	let later = 0;
	let variable = 0;
	let variation = 0;
	let category = 0;
	let orderId = 0;
	let orderNumber = '';
	let formUrl = '';
	let secondUrl = '';

	test.beforeAll( async ( { browser } ) => {
		category = Number(
			shopPhp( `
				$term = get_term_by( 'slug', 'e2e-cutoff', 'product_cat' );
				echo $term ? $term->term_id : wp_insert_term( '截止測試', 'product_cat', array( 'slug' => 'e2e-cutoff' ) )['term_id'];
			` ).trim()
		);
		lamp = simpleProduct( 'e2e-cutoff-lamp', LAMP, 600, [
			'light',
			'e2e-cutoff',
		] );
		later = simpleProduct( 'e2e-cutoff-later', LATER, 500, [
			'light',
			'e2e-cutoff',
		] );
		[ variable, variation ] = JSON.parse(
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
		);
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
		orderId = made.id;
		orderNumber = made.number;
		await context.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		if ( orderId ) {
			await context.request.delete(
				`/wp-json/wc/v3/orders/${ orderId }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
		}
		await context.close();
		// Closed products stay out of other specs' way: drafts, not on the page.
		shopPhp( `
			foreach ( array( ${ lamp }, ${ later }, ${ variable } ) as $id ) {
				$product = wc_get_product( $id );
				if ( $product ) {
					// set_status() answers nothing: the save is its own statement.
					$product->set_status( 'draft' );
					$product->save();
				}
			}
		` );
	} );

	test( 'staff set a cutoff on the Temple tab and on a category; the product’s own day wins', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto( `/wp-admin/post.php?post=${ lamp }&action=edit` );
		await page.locator( '.temple_offerings_options a' ).click();
		const field = page.getByLabel( '登記截止日' );
		await expect( field ).toBeVisible();
		await field.fill( open );
		fs.mkdirSync( SHOTS, { recursive: true } );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.locator( '#temple_offerings_product_data' ).screenshot( {
			path: path.join( SHOTS, 'cutoff-temple-tab-1280.png' ),
		} );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.updated' ) ).toBeVisible();
		await expect( page.getByLabel( '登記截止日' ) ).toHaveValue( open );

		await page.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await page.getByLabel( '登記截止日' ).fill( categoryDay );
		await page.locator( '#edittag input[type="submit"]' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible();
		await page.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await expect( page.getByLabel( '登記截止日' ) ).toHaveValue(
			categoryDay
		);
		const rows = await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json();
		await context.close();
		const row = ( id: number ) =>
			rows.find( ( r: { id: number } ) => r.id === id );
		// Its own day, though its category closes earlier.
		expect( row( lamp ) ).toMatchObject( { cutoff: open, closed: false } );
		// No day of its own: its category's.
		expect( row( later ) ).toMatchObject( {
			cutoff: categoryDay,
			closed: false,
		} );
	} );

	test( 'the offering card shows the cutoff day', async ( { page } ) => {
		await page.goto( '/offerings/' );
		const card = page.getByRole( 'button', {
			name: new RegExp( `^${ LAMP }.*登記截止 ${ cardDay( open ) }` ),
		} );
		await expect( card ).toBeEnabled();
		await expect(
			page.getByRole( 'button', {
				name: new RegExp(
					`^${ LATER }.*登記截止 ${ cardDay( categoryDay ) }`
				),
			} )
		).toBeVisible();
		await card.scrollIntoViewIfNeeded();
		await shoot( page, 'card-open' );
	} );

	test( 'the customer corrects a birthday before the cutoff: note, list, CSV and staff e-mail', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const mailsBefore = mails().length;
		await page.goto( `/my-account/view-order/${ orderId }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( open ) }`
		);
		await shoot( page, 'view-order-open' );
		expect(
			await axeViolations( page, '.woocommerce-MyAccount-content' )
		).toEqual( [] );
		const link = page.getByRole( 'link', {
			name: '更正信眾 1 的資料：林截止（信士）',
		} );
		formUrl = new URL(
			( await link.getAttribute( 'href' ) ) ?? '',
			page.url()
		).toString();
		secondUrl = new URL(
			( await page
				.getByRole( 'link', { name: /^更正信眾 2 的資料/ } )
				.getAttribute( 'href' ) ) ?? '',
			page.url()
		).toString();
		await link.click();

		await expect(
			page.getByRole( 'heading', { name: '更正信眾資料' } )
		).toBeVisible();
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林截止' );
		await expect(
			page.getByLabel( '信眾性別' ).locator( 'option' )
		).toHaveText( [ '信士', '信女', '小兒', '小女兒' ] );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		await expect( date.getByLabel( '年', { exact: true } ) ).toHaveValue(
			'1980'
		);
		await shoot( page, 'form' );
		expect(
			await axeViolations( page, '.temple-offerings-correction' )
		).toEqual( [] );

		await date.getByLabel( '年', { exact: true } ).selectOption( '1982' );
		await date
			.getByLabel( '月', { exact: true } )
			.selectOption( { label: '閏04月' } );
		await date.getByLabel( '日', { exact: true } ).selectOption( '05' );
		await date.getByLabel( '出生時辰' ).selectOption( '丑' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();

		await expect( page ).toHaveURL(
			new RegExp( `/my-account/view-order/${ orderId }/$` )
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'更正的資料已儲存，並已通知宮廟。'
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'民國71年 閏04月 05日 丑時'
		);

		const after = stored( orderId );
		expect( after.quantity ).toBe( 2 );
		expect( after.believers[ 0 ] ).toMatchObject( {
			name: '林截止',
			birthday: '1982-潤04-05-丑',
			time: '丑',
			address: '臺南市截止路1號',
		} );
		expect( after.believers[ 1 ] ).toMatchObject( {
			name: '林二號',
			birthday: '1990-01-05-午',
		} );
		// One correction note (WooCommerce adds its own "e-mail sent" note beside it).
		const notes = after.notes.filter( ( note ) =>
			note.content.includes( '更正了' )
		);
		expect( notes ).toHaveLength( 1 );
		expect( notes[ 0 ].content ).toContain(
			`（顧客） 更正了「${ LAMP }」第 1 位信眾的資料：`
		);
		expect( notes[ 0 ].content ).toContain(
			'農曆生辰：民國69年 04月 12日 子時 → 民國71年 閏04月 05日 丑時'
		);

		const sent = mails().slice( mailsBefore );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].to ).toContain( '@' );
		expect( sent[ 0 ].subject ).toContain(
			`訂單 #${ orderNumber }：顧客更正了信眾資料`
		);
		expect( sent[ 0 ].message ).toContain(
			`更正了訂單 #${ orderNumber }「${ LAMP }」第 1 位信眾（林截止（信士））的資料：`
		);
		expect( sent[ 0 ].message ).toContain( '民國69年 04月 12日 子時' );
		expect( sent[ 0 ].message ).toContain( '民國71年 閏04月 05日 丑時' );
		// The e-mail as staff see it.
		const mail = await context.newPage();
		await mail.setContent( sent[ 0 ].message );
		await shoot( mail, 'email' );
		await mail.close();
		await context.close();
	} );

	test( 'the staff e-mail is a WooCommerce e-mail with its settings, enabled by default', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto(
			'/wp-admin/admin.php?page=wc-settings&tab=email&section=templeofferings_correctionemail'
		);
		const enabled = page.locator(
			'#woocommerce_temple_offerings_believer_corrected_enabled'
		);
		await expect( enabled ).toBeChecked();
		await expect(
			page.locator(
				'#woocommerce_temple_offerings_believer_corrected_recipient'
			)
		).toBeVisible();
		// WooCommerce's own template notice: the theme may override both templates.
		await expect( page.locator( 'body' ) ).toContainText(
			'temple-offerings-believer-corrected.php'
		);
		await context.close();

		// The plain-text template, as a shop that sends plain e-mails gets it.
		const before = mails().length;
		shopPhp( `
			$email = WC()->mailer()->get_emails()['TempleOfferings_CorrectionEmail'];
			$email->email_type = 'plain';
			$email->trigger( wc_get_order( ${ orderId } ), '${ LAMP }', 1, '林截止（信士）', array( array( '信眾地址', '舊路1號', '新路2號' ) ) );
		` );
		const [ plain ] = mails().slice( before );
		// WooCommerce wraps plain text at 70 columns and strips tags itself.
		const text = plain.message.replace( /\s+/g, '' );
		expect( text ).toContain(
			`更正了訂單#${ orderNumber }「${ LAMP }」第1位信眾（林截止（信士））的資料：`
		);
		expect( text ).toContain( '信眾地址：舊路1號→新路2號' );
		expect( plain.message ).not.toContain( '<table' );
	} );

	test( 'the staff ritual list, its CSV and the lamp labels show the corrected birthday', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto( LIST );
		const row = page
			.locator( 'table.temple-staff-table tbody tr' )
			.filter( { hasText: '林截止' } );
		await expect( row ).toContainText( '民國71年 閏04月 05日 丑時' );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const csv = fs.readFileSync( ( await download.path() ) ?? '', 'utf8' );
		const line = csv
			.split( '\r\n' )
			.find( ( l ) => l.includes( '林截止' ) );
		expect( line ).toContain( '民國71年 閏04月 05日 丑時' );
		expect( line ).not.toContain( '民國69年 04月 12日' );
		// The lamp labels read the same stored believer.
		const labels =
			( await page
				.getByRole( 'link', { name: '列印燈牌', exact: true } )
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( labels );
		const label = page.locator( '.temple-label', { hasText: '林截止' } );
		await expect( label ).toContainText( '民國71年 閏04月 05日 丑時' );
		await expect( label ).not.toContainText( '民國69年' );
		await context.close();
	} );

	test( 'the month select offers only the leap month the chosen lunar year has, following the year', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( secondUrl );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		const year = date.getByLabel( '年', { exact: true } );
		const leapOptions = date
			.getByLabel( '月', { exact: true } )
			.locator( 'option', { hasText: '閏' } );
		// 2023 has 閏二月, 2025 閏六月, 2024 none.
		await year.selectOption( '2023' );
		await expect( leapOptions ).toHaveText( [ '閏02月' ] );
		await year.selectOption( '2025' );
		await expect( leapOptions ).toHaveText( [ '閏06月' ] );
		await year.selectOption( '2024' );
		await expect( leapOptions ).toHaveCount( 0 );

		// A refused save (no name), as the page shows it with its script: axe, screenshots.
		const before = stored( orderId );
		await page.getByLabel( '信眾姓名' ).fill( '' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'尚未儲存，請修正標示的欄位。'
		);
		await shoot( page, 'form-error' );
		expect(
			await axeViolations( page, '.temple-offerings-correction' )
		).toEqual( [] );
		expect( stored( orderId ).believers ).toEqual( before.believers );
		await context.close();
	} );

	test( 'an impossible lunar date is refused with the message, what was typed stays, nothing is stored', async ( {
		browser,
	} ) => {
		// Without JavaScript every leap month some year has is offered: the save is what refuses.
		const context = await browser.newContext( {
			storageState: CUSTOMER,
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		const before = stored( orderId );
		const mailsBefore = mails().length;
		await page.goto( secondUrl );
		const date = page.getByRole( 'group', { name: '農曆生辰' } );
		await date.getByLabel( '年', { exact: true } ).selectOption( '2024' );
		await date
			.getByLabel( '月', { exact: true } )
			.selectOption( { label: '閏02月' } );
		await date.getByLabel( '日', { exact: true } ).selectOption( '01' );
		await page.getByLabel( '信眾地址' ).fill( '臺南市留著路3號' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();

		await expect( page.getByRole( 'alert' ) ).toContainText(
			'尚未儲存，請修正標示的欄位。'
		);
		await expect(
			page.locator( '#temple-correct-birthday-error' )
		).toHaveText( '這一年沒有這個閏月，請重新選擇月份' );
		const month = date.getByLabel( '月', { exact: true } );
		await expect( month ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( month ).toHaveValue( '潤02' );
		await expect( date.getByLabel( '年', { exact: true } ) ).toHaveValue(
			'2024'
		);
		await expect( page.getByLabel( '信眾地址' ) ).toHaveValue(
			'臺南市留著路3號'
		);
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'a save without a change writes no note and sends nothing', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const before = stored( orderId );
		const mailsBefore = mails().length;
		await page.goto( secondUrl );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.locator( 'main' ) ).toContainText(
			'資料沒有變更。'
		);
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'a correction the temple made while the form was open is not overwritten unseen', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( secondUrl );
		// Staff correct the same believer meanwhile.
		shopPhp( `
			$item = array_values( wc_get_order( ${ orderId } )->get_items() )[0];
			$believers = $item->get_meta( '_believers_data' );
			$believers[1]['address'] = '臺南市宮廟先改路9號';
			$item->update_meta_data( '_believers_data', $believers );
			$item->save();
		` );
		const between = stored( orderId );
		const mailsBefore = mails().length;
		await page.getByLabel( '信眾姓名' ).fill( '林二號改' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'宮廟已更正了這位信眾的資料'
		);
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue( '林二號改' );
		expect( stored( orderId ) ).toEqual( between );
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
	} );

	test( 'an expired form stores nothing and keeps what was typed', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const before = stored( orderId );
		await page.goto( secondUrl );
		await page.locator( 'input[name="_wpnonce"]' ).evaluate( ( input ) => {
			( input as HTMLInputElement ).value = 'expired';
		} );
		await page.getByLabel( '信眾姓名' ).fill( '林二號打過' );
		const [ answer ] = await Promise.all( [
			page.waitForResponse(
				( response ) => response.request().method() === 'POST'
			),
			page.getByRole( 'button', { name: '儲存更正' } ).click(),
		] );
		expect( answer.status() ).toBe( 403 );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'此表單已逾時，因此尚未儲存。'
		);
		await expect( page.getByLabel( '信眾姓名' ) ).toHaveValue(
			'林二號打過'
		);
		expect( stored( orderId ) ).toEqual( before );
		await context.close();
	} );

	test( 'another customer gets 404 for the form and its post', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await logIn( page, OTHER );
		const screen = await page.goto( formUrl );
		expect( screen?.status() ).toBe( 404 );
		await expect( page.locator( 'body' ) ).not.toContainText( '林截止' );
		const posted = await page.request.post( formUrl, {
			form: { 'believer[name]': '別人改的', _wpnonce: 'x' },
		} );
		expect( posted.status() ).toBe( 404 );
		expect( stored( orderId ).believers[ 0 ].name ).toBe( '林截止' );
		await context.close();
	} );

	test( 'after the cutoff: read-only with the day shown, a forged post refused, the offering closed everywhere', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		// A form opened while it was open, posted after the day has passed.
		await page.goto( formUrl );
		const nonce = await page
			.locator( 'input[name="_wpnonce"]' )
			.inputValue();
		const was = await page.locator( 'input[name="was"]' ).inputValue();
		const past = taipeiDay( -1 );
		setCutoff( lamp, past );
		const before = stored( orderId );
		const mailsBefore = mails().length;

		await page.goto( `/my-account/view-order/${ orderId }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( past ) }`
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'已過登記截止日，資料無法再更正。'
		);
		await expect(
			page.getByRole( 'link', { name: /^更正信眾/ } )
		).toHaveCount( 0 );

		await page.goto( formUrl );
		await expect(
			page.getByRole( 'heading', { name: '信眾資料', exact: true } )
		).toBeVisible();
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( past ) }`
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'林截止（信士）'
		);
		await expect(
			page.getByRole( 'button', { name: '儲存更正' } )
		).toHaveCount( 0 );
		await expect( page.getByRole( 'combobox' ) ).toHaveCount( 0 );
		await shoot( page, 'read-only' );

		const forged = await page.request.post( formUrl, {
			form: {
				_wpnonce: nonce,
				was,
				'believer[name]': '截止後偷改',
			},
		} );
		expect( forged.status() ).toBe( 403 );
		expect( await forged.text() ).toContain(
			'已過登記截止日，資料未儲存。'
		);
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );

		// The page: the card says 已截止登記 and cannot be picked; the other stays open.
		await page.goto( '/offerings/' );
		const closed = page.getByRole( 'button', {
			name: new RegExp( `^${ LAMP }.*已截止登記` ),
		} );
		await expect( closed ).toBeDisabled();
		await expect(
			page.getByRole( 'button', { name: new RegExp( `^${ LATER }` ) } )
		).toBeEnabled();
		await closed.scrollIntoViewIfNeeded();
		await shoot( page, 'card-closed' );
		expect( await axeViolations( page, '.temple-offerings' ) ).toEqual(
			[]
		);

		// WooCommerce refuses it on every path, with believers that pass for an open offering.
		await emptyCart( page.request );
		const refused = await addBelievers( page.request, lamp, [
			lightBeliever( '截止後' ),
		] );
		expect( refused.error ).toBe( true );
		expect( refused.message ).toContain(
			`「${ LAMP }」已於 ${ fullDay( past ) } 截止登記。`
		);
		const accepted = await addBelievers( page.request, later, [
			lightBeliever( '截止前' ),
		] );
		expect( accepted.error ).toBeFalsy();
		const { nonce: storeNonce } = await storeCart( page.request );
		const storeAdd = await storeApiAdd( page.request, storeNonce, lamp );
		expect( storeAdd.status() ).toBe( 400 );
		// A variation closes with its product: listed, marked closed, refused.
		setCutoff( variable, past );
		const rows = await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json();
		const parent = rows.find( ( r: { id: number } ) => r.id === variable );
		expect( parent ).toMatchObject( { cutoff: past, closed: true } );
		expect(
			parent.available_variations.map(
				( v: { variation_id: number } ) => v.variation_id
			)
		).toEqual( [ variation ] );
		const variationAdd = await storeApiAdd(
			page.request,
			storeNonce,
			variation
		);
		expect( variationAdd.status() ).toBe( 400 );
		expect( ( await variationAdd.json() ).message ).toContain(
			'已於 ' + fullDay( past ) + ' 截止登記。'
		);
		const cart = await storeCart( page.request );
		expect( cart.items.map( ( item ) => item.id ) ).toEqual( [ later ] );
		await emptyCart( page.request );
		await context.close();
	} );
} );

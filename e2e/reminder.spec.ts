/**
 * The renewal reminder on the real shop (issue 12, item 4): staff tick an
 * offering yearly on its Temple tab (or a whole category) and set the days
 * before the anniversary in WooCommerce → Settings → Emails; a paid order of
 * a customer with a yearly offering for two people schedules exactly one
 * Action Scheduler action, however many paid hooks fire; the action, run by
 * Action Scheduler's queue runner, writes one e-mail to the shop's mail.log
 * with both names, the renew link and the unsubscribe link; running it again
 * sends nothing; a non-yearly order and a guest's order schedule nothing;
 * a cancelled order loses its waiting reminder, and an order no longer paid
 * when it runs gets none; on WooCommerce's posts storage too a
 * reminder goes once; the reminder names its unsubscribe link in RFC 8058's
 * one-click headers; opening the link (as mail scanners do) only asks, on a
 * page of the shop's theme, and its button turns reminders off; a mail
 * program's one-click POST does too, with no page; a changed link is refused
 * whatever is sent; and a later reminder is not sent.
 *
 * The orders are made through WooCommerce's REST API with the line meta the
 * cart writes (order-helpers.ts), for the seeded customer, and deleted at the
 * end so the staff specs' lists never see them.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { createOrder, restNonce } from './order-helpers';
import { lightBeliever, mails, shopPhp, simpleProduct } from './cart-helpers';
import { seriousViolations } from './page-helpers';

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const SHOTS = path.join( REPO, 'test-results/reminder' );
const YEARLY = '續點測試光明燈';
const ONCE = '單次測試光明燈';
const CUSTOMER_EMAIL = 'believer@example.test';
const DAYS = 45;

interface Action {
	id: number;
	status: string;
	due: number;
	args: Record< string, number >;
}

const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/reminder.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

const actions = ( order: number ) =>
	helper< Action[] >( 'actions', String( order ) );

/**
 * The reminder mails the shop wrote, newest last.
 */
const reminders = () =>
	mails().filter( ( mail ) => mail.subject.includes( '續點' ) );

/**
 * Full-page screenshots at a phone's and a desktop's width.
 *
 * @param page Page.
 * @param name File name stem.
 */
async function shots( page: Page, name: string ) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of [ 390, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

const HORSE = '林續二';

test.describe( 'renewal reminder', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let yearly = 0;
	let once = 0;
	let customer = 0;
	let paid = 0;
	let unsubscribeUrl = '';
	const made: number[] = [];

	/**
	 * A lamp order for the customer (or a guest), made through WooCommerce's REST API.
	 *
	 * @param page    Admin page.
	 * @param product Product id.
	 * @param names   Believers.
	 * @param status  Order status.
	 * @param guest   A guest's order.
	 */
	async function order(
		page: Page,
		product: number,
		names: string[],
		status: string,
		guest = false
	): Promise< number > {
		const nonce = await restNonce( page.request );
		const { id } = await createOrder(
			page.request,
			nonce,
			product,
			'light',
			names.map( ( name ) => ( {
				...lightBeliever( name ),
				// Born in a 馬 year: 值太歲 in 2026 (丙午), which the reminder says.
				...( name === HORSE
					? { birthday: '1990-06-15-午', time: '午' }
					: {} ),
			} ) ),
			{
				status,
				customer_id: guest ? 0 : customer,
				payment_method: 'bacs',
				payment_method_title: 'ATM 轉帳／銀行匯款',
				billing: {
					first_name: '小明',
					last_name: '王',
					email: guest ? 'guest@example.test' : CUSTOMER_EMAIL,
				},
			}
		);
		made.push( id );
		return id;
	}

	async function setStatus( page: Page, id: number, status: string ) {
		const nonce = await restNonce( page.request );
		const response = await page.request.put(
			`/wp-json/wc/v3/orders/${ id }`,
			{ headers: { 'X-WP-Nonce': nonce }, data: { status } }
		);
		expect( response.status(), await response.text() ).toBe( 200 );
	}

	async function notes( page: Page, id: number ): Promise< string[] > {
		const nonce = await restNonce( page.request );
		const response = await page.request.get(
			`/wp-json/wc/v3/orders/${ id }/notes`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		expect( response.ok() ).toBe( true );
		return ( await response.json() ).map(
			( note: { note: string } ) => note.note
		);
	}

	test.beforeAll( () => {
		yearly = simpleProduct( 'e2e-reminder-yearly', YEARLY, 600, [
			'light',
		] );
		once = simpleProduct( 'e2e-reminder-once', ONCE, 600, [ 'light' ] );
		// The year the temple reckons 太歲 for (the year its offerings are for).
		shopPhp( `update_option( 'temple_offerings_tai_sui_year', '2026' );` );
		customer = Number(
			shopPhp( `echo get_user_by( 'login', 'believer' )->ID;` ).trim()
		);
		expect( customer ).toBeGreaterThan( 0 );
	} );

	test.afterAll( async ( { browser } ) => {
		// The customer takes reminders again, as the shop was seeded.
		shopPhp(
			`delete_user_meta( ${ customer }, 'temple_offerings_no_renewal_reminders' ); delete_option( 'temple_offerings_tai_sui_year' );`
		);
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		for ( const id of made ) {
			await context.request.delete(
				`/wp-json/wc/v3/orders/${ id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
		}
		await context.close();
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

	test( 'a paid order with a yearly offering for two people schedules exactly one action, however often it is paid', async ( {
		page,
	} ) => {
		paid = await order( page, yearly, [ '林續一', HORSE ], 'on-hold' );
		// Not paid yet (bank transfer waiting): nothing.
		expect( actions( paid ) ).toEqual( [] );
		// The gateway's payment_complete fires it and the processing status.
		expect( helper( 'pay', String( paid ) ) ).toEqual( { paid: true } );
		await setStatus( page, paid, 'completed' );
		await setStatus( page, paid, 'on-hold' );
		// Paid a second time: both paid hooks fire again.
		expect( helper( 'pay', String( paid ) ) ).toEqual( { paid: true } );
		await setStatus( page, paid, 'completed' );
		const queued = actions( paid );
		expect( queued ).toHaveLength( 1 );
		expect( queued[ 0 ].status ).toBe( 'pending' );
		expect( queued[ 0 ].args ).toEqual( { order_id: paid } );
		// A year after the payment, less the days setting (within a day: time zones and the clock).
		const expected = Date.now() / 1000 + ( 365 - DAYS ) * 86400;
		expect( Math.abs( queued[ 0 ].due - expected ) ).toBeLessThan(
			2 * 86400
		);
		expect(
			helper< { due: string } >(
				'state',
				String( paid ),
				String( customer )
			).due
		).toBe( String( queued[ 0 ].due ) );
	} );

	test( 'a non-yearly order and a guest’s order schedule nothing', async ( {
		page,
	} ) => {
		const plain = await order( page, once, [ '林單次' ], 'processing' );
		expect( actions( plain ) ).toEqual( [] );
		const guest = await order(
			page,
			yearly,
			[ '林訪客' ],
			'processing',
			true
		);
		expect( actions( guest ) ).toEqual( [] );
	} );

	test( 'the action, run by the queue runner, writes one e-mail with both names and the renew link; running it again sends nothing', async ( {
		page,
	} ) => {
		const before = reminders().length;
		const ran = helper< Action[] >( 'run', String( paid ) );
		expect( ran.map( ( action ) => action.status ) ).toEqual( [
			'complete',
		] );
		const sent = reminders();
		expect( sent ).toHaveLength( before + 1 );
		const mail = sent[ sent.length - 1 ];
		expect( mail.to ).toContain( CUSTOMER_EMAIL );
		expect( mail.subject ).toContain( '續點' );
		expect( mail.message ).toContain( '林續一' );
		expect( mail.message ).toContain( HORSE );
		expect( mail.message ).toContain( YEARLY );
		// Who 犯太歲 in the temple's year: the 馬 (值), not the 狗 (born 1982).
		expect( mail.message ).toContain( '2026 丙午年犯太歲的家人' );
		expect( mail.message ).toContain( `${ HORSE }：值太歲` );
		expect( mail.message ).not.toContain( '林續一：' );
		const links = [ ...mail.message.matchAll( /href="([^"]+)"/g ) ].map(
			( match ) => match[ 1 ].replace( /&amp;/g, '&' )
		);
		const renew = links.find( ( link ) =>
			link.includes( `renew=${ paid }` )
		);
		expect( renew, links.join( '\n' ) ).toMatch(
			new RegExp( `^${ process.env.E2E_BASE_URL }/.*[?&]renew=${ paid }` )
		);
		unsubscribeUrl =
			links.find( ( link ) =>
				link.includes( 'temple-offerings-unsubscribe=' )
			) ?? '';
		expect( unsubscribeUrl ).toContain(
			`temple-offerings-unsubscribe=${ customer }&signature=`
		);
		expect(
			( await notes( page, paid ) ).some( ( note ) =>
				note.includes( `已寄出續點提醒給 ${ CUSTOMER_EMAIL }` )
			)
		).toBe( true );

		// The e-mail as people read it.
		await page.setContent( mail.message );
		expect( await seriousViolations( page, 'body' ) ).toEqual( [] );
		await shots( page, 'email' );

		// A replayed action (or a second runner) finds the order marked: no second mail, no note.
		const notesBefore = ( await notes( page, paid ) ).length;
		const again = helper< Action[] >( 'again', String( paid ) );
		expect( again.map( ( action ) => action.status ) ).toEqual( [
			'complete',
			'complete',
		] );
		expect( reminders() ).toHaveLength( before + 1 );
		expect( await notes( page, paid ) ).toHaveLength( notesBefore );
	} );

	test( 'a cancelled order loses its waiting reminder (paid again, it gets one again); an order no longer paid when it runs gets none', async ( {
		page,
	} ) => {
		const cancelled = await order(
			page,
			yearly,
			[ '林取消' ],
			'processing'
		);
		expect( actions( cancelled ) ).toHaveLength( 1 );
		await setStatus( page, cancelled, 'cancelled' );
		expect(
			actions( cancelled ).map( ( action ) => action.status )
		).toEqual( [ 'canceled' ] );
		expect(
			helper< { due: string } >(
				'state',
				String( cancelled ),
				String( customer )
			).due
		).toBe( '' );
		const before = reminders().length;
		helper( 'run', String( cancelled ) );
		expect( reminders() ).toHaveLength( before );

		await setStatus( page, cancelled, 'processing' );
		expect(
			actions( cancelled ).map( ( action ) => action.status )
		).toEqual( [ 'canceled', 'pending' ] );
		// Back to waiting for payment when the reminder comes: refused at send time, with a note.
		await setStatus( page, cancelled, 'on-hold' );
		helper( 'run', String( cancelled ) );
		expect( reminders() ).toHaveLength( before );
		expect(
			( await notes( page, cancelled ) ).some( ( note ) =>
				note.includes( '未寄出續點提醒：訂單已非付款狀態' )
			)
		).toBe( true );
	} );

	test( 'on WooCommerce’s posts storage the sent mark is read from the post meta: one e-mail, none on a replay', async ( {
		page,
	} ) => {
		const storage = ( mode: string ) =>
			JSON.parse(
				execFileSync(
					'php',
					[
						path.join( REPO, 'e2e/php/corrections.php' ),
						WP_DIR,
						'storage',
						mode,
					],
					{ encoding: 'utf8', timeout: 120_000 }
				)
			) as { hpos: string };
		expect( storage( 'posts' ).hpos ).toBe( 'no' );
		try {
			const legacy = await order(
				page,
				yearly,
				[ '林舊表' ],
				'processing'
			);
			expect( actions( legacy ) ).toHaveLength( 1 );
			const before = reminders().length;
			helper( 'run', String( legacy ) );
			expect( reminders() ).toHaveLength( before + 1 );
			expect( reminders().pop()?.message ).toContain( '林舊表' );
			helper( 'again', String( legacy ) );
			expect( reminders() ).toHaveLength( before + 1 );
		} finally {
			expect( storage( 'hpos' ).hpos ).toBe( 'yes' );
		}
	} );

	test( 'the reminder carries the unsubscribe link in RFC 8058’s one-click headers', () => {
		const sent = reminders();
		const raw = sent[ sent.length - 1 ].headers;
		const headers = (
			Array.isArray( raw ) ? raw : raw.split( /\r?\n/ )
		).filter( Boolean );
		expect( headers ).toContain(
			`List-Unsubscribe: <${ unsubscribeUrl }>`
		);
		expect( headers ).toContain(
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click'
		);
	} );

	test( 'opening the unsubscribe link (as a mail scanner does) changes nothing; its button does; a changed link is refused', async ( {
		browser,
		playwright,
	} ) => {
		const off = () =>
			helper< { off: string } >( 'state', '0', String( customer ) ).off;
		const context = await browser.newContext();
		const visitor = await context.newPage();

		// A changed signature, and one carrying markup: refused on a page of the shop, for every method.
		const changed = unsubscribeUrl.replace(
			/signature=([0-9a-f])/,
			( _match, first: string ) =>
				`signature=${ first === '0' ? '1' : '0' }`
		);
		const scripted = unsubscribeUrl.replace(
			/signature=[0-9a-f]+/,
			`signature=${ encodeURIComponent( '<script>alert(1)</script>' ) }`
		);
		for ( const link of [ changed, scripted ] ) {
			const refused = await visitor.goto( link );
			expect( refused?.status() ).toBe( 400 );
			await expect(
				visitor.getByRole( 'heading', { level: 1, name: '取消訂閱' } )
			).toBeVisible();
			await expect( visitor.locator( 'body' ) ).toContainText(
				'未做任何變更'
			);
			await expect(
				visitor.locator( '.temple-offerings-unsubscribe form' )
			).toHaveCount( 0 );
			expect( await visitor.content() ).not.toContain( '<script>alert' );
		}
		const mailer = await playwright.request.newContext();
		const forms: Array< Record< string, string > > = [
			{ 'List-Unsubscribe': 'One-Click' },
			{ 'temple-offerings-unsubscribe-confirm': '1' },
		];
		for ( const form of forms ) {
			const forged = await mailer.post( changed, {
				form,
				maxRedirects: 0,
			} );
			expect( forged.status() ).toBe( 400 );
		}
		expect( off() ).toBe( '' );

		// A scanner's GET and HEAD, without cookies, and the worshipper's own visit: nothing changes.
		const scanned = await mailer.get( unsubscribeUrl, { maxRedirects: 0 } );
		expect( scanned.status() ).toBe( 200 );
		expect( ( await mailer.head( unsubscribeUrl ) ).status() ).toBe( 200 );
		expect( off() ).toBe( '' );
		const asked = await visitor.goto( unsubscribeUrl );
		expect( asked?.status() ).toBe( 200 );
		expect( asked?.headers()[ 'referrer-policy' ] ).toBe( 'no-referrer' );
		expect( asked?.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		await expect(
			visitor.getByRole( 'heading', {
				level: 1,
				name: '不再接收續點提醒？',
			} )
		).toBeVisible();
		await expect( visitor.locator( 'body' ) ).toContainText(
			'按下下方按鈕後，您將不再收到本宮的續點提醒'
		);
		// Inside the shop's own theme: its header and footer, its button style.
		await expect(
			visitor.locator( 'header.wp-block-template-part' )
		).toBeVisible();
		await expect(
			visitor.locator( 'footer.wp-block-template-part' )
		).toBeVisible();
		await expect( visitor ).toHaveTitle( /^不再接收續點提醒？/ );
		const button = visitor.getByRole( 'button', {
			name: '不再接收續點提醒',
		} );
		await expect( button ).toHaveClass( /wp-element-button/ );
		// The plugin's part of the page (the theme's header and footer are the theme's own).
		expect(
			await seriousViolations( visitor, '.temple-offerings-unsubscribe' )
		).toEqual( [] );
		await shots( visitor, 'unsubscribe-asked' );
		expect( off() ).toBe( '' );

		// The button posts the signed link: reminders are off.
		await button.click();
		await expect(
			visitor.getByRole( 'heading', { level: 1, name: '已取消訂閱' } )
		).toBeVisible();
		await expect( visitor.locator( 'body' ) ).toContainText(
			'您將不再收到本宮的續點提醒'
		);
		expect(
			await seriousViolations( visitor, '.temple-offerings-unsubscribe' )
		).toEqual( [] );
		await shots( visitor, 'unsubscribed' );
		expect( off() ).toBe( 'yes' );
		// Opening the link again says so, with no button.
		await visitor.goto( unsubscribeUrl );
		await expect(
			visitor.getByRole( 'heading', { level: 1, name: '已取消訂閱' } )
		).toBeVisible();
		await expect(
			visitor.locator( '.temple-offerings-unsubscribe form' )
		).toHaveCount( 0 );
		await context.close();
		await mailer.dispose();
	} );

	test( 'a mail program’s one-click POST (RFC 8058) unsubscribes with no page in between; a later reminder is not sent', async ( {
		page,
		playwright,
	} ) => {
		shopPhp(
			`delete_user_meta( ${ customer }, 'temple_offerings_no_renewal_reminders' );`
		);
		// Paid before the customer unsubscribes: its action is queued.
		const later = await order( page, yearly, [ '林退訂' ], 'processing' );
		expect( actions( later ) ).toHaveLength( 1 );

		// As a mail provider posts it: no cookies, the body RFC 8058 names, no redirect followed.
		const mailer = await playwright.request.newContext();
		const oneClick = await mailer.post( unsubscribeUrl, {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			data: 'List-Unsubscribe=One-Click',
			maxRedirects: 0,
		} );
		expect( oneClick.status() ).toBe( 200 );
		await mailer.dispose();
		expect(
			helper< { off: string } >( 'state', '0', String( customer ) ).off
		).toBe( 'yes' );

		const before = reminders().length;
		helper( 'run', String( later ) );
		expect( reminders() ).toHaveLength( before );
		expect(
			( await notes( page, later ) ).some( ( note ) =>
				note.includes( '未寄出續點提醒：信眾已關閉續點提醒' )
			)
		).toBe( true );

		// Paid after unsubscribing: nothing is even queued.
		const after = await order( page, yearly, [ '林之後' ], 'processing' );
		expect( actions( after ) ).toEqual( [] );
	} );
} );

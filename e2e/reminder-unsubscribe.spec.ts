/**
 * Unsubscribing from the renewal reminder on the real shop: the reminder
 * names its unsubscribe link in RFC 8058's one-click headers; opening the
 * link (as mail scanners do) only asks, on a page of the shop's theme, and
 * its button turns reminders off; a mail program's one-click POST does too,
 * with no page; a changed link is refused whatever is sent; and a later
 * reminder is not sent.
 *
 * The link is the one of a reminder the queue runner sends first, the lamp
 * yearly as staff set it in reminder-staff.spec.ts and put back afterwards.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import { seriousViolations } from './page-helpers';
import {
	helper,
	actions,
	reminders,
	shots,
	reminderShop,
	staffSettings,
	unsubscribeLink,
	restoreStaffSettings,
	reminderCleanUp,
	notes,
	ordersFor,
} from './reminder-helpers';

test.describe( 'renewal reminder', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let yearly = 0;
	let customer = 0;
	let unsubscribeUrl = '';
	let settingsBefore = '';
	const made: number[] = [];

	const order = ordersFor( () => customer, made );

	test.beforeAll( async ( { browser } ) => {
		( { yearly, customer } = reminderShop() );
		// The lamp yearly and the days ahead, as staff set them (reminder-staff.spec.ts).
		settingsBefore = staffSettings( yearly );
		// A reminder sent by the queue runner, as reminder-schedule.spec.ts
		// sends it: the link it carries is the one unsubscribed here.
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		const sent = await order( page, yearly, [ '林續一' ], 'processing' );
		helper( 'run', String( sent ) );
		unsubscribeUrl = unsubscribeLink( reminders().pop()?.message ?? '' );
		expect( unsubscribeUrl ).toContain(
			`temple-offerings-unsubscribe=${ customer }&signature=`
		);
		await context.close();
	} );

	test.afterAll( async ( { browser } ) => {
		restoreStaffSettings( yearly, settingsBefore );
		await reminderCleanUp( browser, customer, made );
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

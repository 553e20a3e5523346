/**
 * The renewal reminder scheduled and sent on the real shop: a paid order of
 * a customer with a yearly offering for two people schedules exactly one
 * Action Scheduler action, however many paid hooks fire; the action, run by
 * Action Scheduler's queue runner, writes one e-mail to the shop's mail.log
 * with both names, the renew link and the unsubscribe link; running it
 * again sends nothing; a non-yearly order and a guest's order schedule
 * nothing; a cancelled order loses its waiting reminder, and an order no
 * longer paid when it runs gets none; on WooCommerce's posts storage too a
 * reminder goes once.
 *
 * The lamp is yearly and the days set as staff set them in
 * reminder-staff.spec.ts, and put back afterwards.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { seriousViolations } from './page-helpers';
import {
	REPO,
	WP_DIR,
	YEARLY,
	CUSTOMER_EMAIL,
	DAYS,
	type Action,
	helper,
	actions,
	reminders,
	shots,
	HORSE,
	reminderShop,
	staffSettings,
	restoreStaffSettings,
	reminderCleanUp,
	setStatus,
	notes,
	ordersFor,
} from './reminder-helpers';

test.describe( 'renewal reminder', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let yearly = 0;
	let once = 0;
	let customer = 0;
	let paid = 0;
	let unsubscribeUrl = '';
	let settingsBefore = '';
	const made: number[] = [];

	const order = ordersFor( () => customer, made );

	test.beforeAll( () => {
		( { yearly, once, customer } = reminderShop() );
		// The lamp yearly and the days ahead, as staff set them (reminder-staff.spec.ts).
		settingsBefore = staffSettings( yearly );
	} );

	test.afterAll( async ( { browser } ) => {
		restoreStaffSettings( yearly, settingsBefore );
		await reminderCleanUp( browser, customer, made );
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
} );

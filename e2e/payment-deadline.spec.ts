/**
 * Payment deadlines on the real shop: staff give an offering a payment
 * window in hours on its Temple tab; a worshipper's bank transfer then holds
 * its places until that deadline, which the thank-you page, the on-hold
 * e-mail and My Account state; a reminder goes before it, once; unpaid at
 * it, the order is cancelled, its places return at once and the worshipper
 * is told. An order paid in time, or one of two offerings (the shorter
 * window wins), is shown to keep to the same rules. The deadline's moments
 * are moved by e2e/php/payment-deadline.php, as the clock would move them.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	addBelievers,
	checkout,
	emptyCart,
	lightBeliever,
	mails,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	type AdminOrders,
} from './order-helpers';
import {
	CUSTOMER_EMAIL,
	HOUR,
	deadlineState as helper,
	setWindow,
} from './deadline-helpers';

test.describe.configure( { mode: 'serial' } );

const NAME = '限時付款燈';

const stock = ( id: number ) =>
	Number(
		shopPhp( `echo wc_get_product( ${ id } )->get_stock_quantity();` )
	);

const mailsTo = ( subject: string ) =>
	mails().filter(
		( mail ) =>
			mail.to.includes( CUSTOMER_EMAIL ) &&
			mail.subject.includes( subject )
	);

let lamp = 0;
let short = 0;
let transfer = 0;
let orders: AdminOrders;

test.beforeAll( async ( { playwright } ) => {
	lamp = simpleProduct( 'e2e-pay-deadline-lamp', NAME, 800, [ 'light' ], 5 );
	short = simpleProduct(
		'e2e-pay-deadline-short',
		'開放日限時燈',
		500,
		[ 'light' ],
		5
	);
	orders = await adminOrders( playwright );
} );

test.afterAll( async () => {
	orders.made.push( transfer );
	await dropOrders( orders );
	for ( const id of [ lamp, short ] ) {
		shopPhp( `wp_delete_post( ${ id }, true );` );
	}
} );

test( 'staff set an offering’s payment deadline in hours on its Temple tab; what is not a number of hours is refused and says why', async ( {
	browser,
} ) => {
	test.slow();
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	const stored = () =>
		shopPhp(
			`echo get_post_meta( ${ lamp }, '_temple_offerings_pay_within', true );`
		).trim();
	const field = () => page.getByLabel( '付款期限（小時）' );
	// WooCommerce's tabs work once its script has run: click until the Temple tab shows.
	const templeTab = () =>
		expect( async () => {
			await page.locator( '.temple_offerings_options a' ).click();
			await expect( field() ).toBeVisible( { timeout: 2_000 } );
		} ).toPass( { timeout: 120_000 } );
	const save = async () => {
		await Promise.all( [
			page.waitForURL( /message=|post\.php/, { timeout: 120_000 } ),
			page.locator( '#publish' ).click(),
		] );
		await page.waitForLoadState( 'load', { timeout: 120_000 } );
		await templeTab();
	};

	await page.goto( `/wp-admin/post.php?post=${ lamp }&action=edit` );
	await templeTab();
	await field().fill( '72' );
	await save();
	await expect( field() ).toHaveValue( '72' );
	expect( stored() ).toBe( '4320' );

	await field().fill( '0.5' );
	await save();
	await expect( field() ).toHaveValue( '0.5' );
	expect( stored() ).toBe( '30' );

	// What the browser's own input would never post: its checks turned off.
	await field().evaluate( ( input: HTMLInputElement ) => {
		input.type = 'text';
		( input.form as HTMLFormElement ).noValidate = true;
	} );
	await field().fill( '-3' );
	await save();
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		`「${ NAME }」的付款期限未儲存：請輸入大於 0、最多 8760 的時數，或留空。`
	);
	expect( stored() ).toBe( '30' );

	// Emptied: no deadline.
	await field().fill( '' );
	await save();
	expect( stored() ).toBe( '' );
	await context.close();
} );

test( 'a bank transfer holds its places until its deadline, which the thank-you page, the on-hold e-mail and My Account state; the reminder is queued a quarter of the window before', async ( {
	browser,
} ) => {
	test.slow();
	setWindow( lamp, '4320' );
	const context = await browser.newContext( { storageState: CUSTOMER } );
	const page = await context.newPage();
	await emptyCart( page.request );
	const added = await addBelievers( page.request, lamp, [
		lightBeliever( '林付款' ),
		lightBeliever( '林付款二' ),
	] );
	expect( added.error ).toBeUndefined();
	const before = Math.floor( Date.now() / 1000 );
	transfer = await checkout( page, 'ATM 轉帳／銀行匯款' );
	const after = Math.floor( Date.now() / 1000 );
	expect( stock( lamp ) ).toBe( 3 );

	const state = helper( 'state', transfer );
	expect( state.status ).toBe( 'on-hold' );
	const payBy = Number( state.pay_by );
	expect( payBy ).toBeGreaterThanOrEqual( before + 72 * HOUR );
	expect( payBy ).toBeLessThanOrEqual( after + 72 * HOUR );
	expect(
		state.actions.map( ( action ) => [
			action.hook,
			action.status,
			action.due,
		] )
	).toEqual( [
		[ 'due', 'pending', payBy ],
		[ 'reminder', 'pending', payBy - 18 * HOUR ],
	] );

	const sentence = `請於 ${ state.label } 前完成付款。逾期未付款的訂單將自動取消，名額將開放給其他信眾。`;
	// The thank-you page the checkout led to.
	await expect( page.locator( '.temple-offerings-pay-by' ) ).toHaveText(
		sentence
	);
	// The on-hold e-mail, one, with the same sentence.
	// WooCommerce may send it after the page has come (on a busy machine the full run saw none yet).
	const toCustomer = () =>
		mails().filter(
			( mail ) =>
				mail.to.includes( CUSTOMER_EMAIL ) &&
				mail.message.includes( `#${ transfer }` )
		);
	await expect
		.poll(
			() =>
				toCustomer().filter( ( mail ) =>
					mail.message.includes( sentence )
				).length,
			{
				timeout: 60_000,
				message: `one e-mail with 「${ sentence }」; the order's e-mails: ${ JSON.stringify(
					toCustomer().map( ( mail ) => mail.subject )
				) }`,
			}
		)
		.toBe( 1 );
	// My Account: the orders list's column and the order's page.
	await page.goto( '/my-account/orders/' );
	const header = page.getByRole( 'columnheader', { name: '付款期限' } );
	await expect( header ).toBeVisible();
	const row = page.getByRole( 'row' ).filter( { hasText: `#${ transfer }` } );
	await expect( row.locator( '.temple-offerings-pay-by__time' ) ).toHaveText(
		state.label
	);
	await page.goto( `/my-account/view-order/${ transfer }/` );
	await expect( page.locator( '.temple-offerings-pay-by' ) ).toHaveText(
		sentence
	);
	await context.close();
} );

test( 'the reminder goes once, with the deadline and the way to pay', () => {
	const before = mailsTo( '前完成訂單' ).length;
	const state = helper( 'remind', transfer );
	expect( state.reminded ).not.toBe( '' );
	const sent = mailsTo( '前完成訂單' );
	expect( sent ).toHaveLength( before + 1 );
	const mail = sent[ sent.length - 1 ];
	expect( mail.subject ).toBe(
		`請於 ${ state.label } 前完成訂單 #${ transfer } 的付款`
	);
	expect( mail.message ).toContain( `您訂單的名額保留至 ${ state.label }` );
	expect( mail.message ).toContain( '為此訂單付款' );
	expect( mail.message ).toContain( '林付款二' );
	// Once: the reminder queued again sends nothing more.
	shopPhp(
		`as_schedule_single_action( time() - 60, 'temple_offerings_payment_reminder', array( 'order_id' => ${ transfer } ), 'temple-offerings' ); do_action( 'action_scheduler_run_queue', 'WP Cron' );`
	);
	expect( mailsTo( '前完成訂單' ) ).toHaveLength( before + 1 );
	notesInclude( transfer, `已寄出付款提醒給 ${ CUSTOMER_EMAIL }。` );
} );

test( 'unpaid at its deadline, the order is cancelled, its places return at once and the worshipper is told', async ( {
	browser,
} ) => {
	const label = helper( 'state', transfer ).label;
	const state = helper( 'expire', transfer );
	expect( state.status ).toBe( 'cancelled' );
	expect( stock( lamp ) ).toBe( 5 );
	expect( state.pay_by ).toBe( '' );
	expect(
		state.actions.filter( ( action ) => action.status === 'pending' )
	).toEqual( [] );
	const told = mailsTo( `訂單 #${ transfer } 已取消：逾期未付款` );
	expect( told ).toHaveLength( 1 );
	const expiredAt = shopPhp(
		`echo TempleOfferings\\Deadline\\PaymentDeadlines::label( ${ Number(
			state.expired
		) } );`
	).trim();
	expect( told[ 0 ].message ).toContain(
		`您的訂單未於 ${ expiredAt } 前付款，已經取消`
	);
	notesInclude( transfer, '未於付款期限' );
	expect( label ).not.toBe( '' );

	const context = await browser.newContext( { storageState: CUSTOMER } );
	const mine = await context.newPage();
	await mine.goto( `/my-account/view-order/${ transfer }/` );
	await expect( mine.locator( '.temple-offerings-pay-by' ) ).toHaveText(
		`此訂單未於 ${ expiredAt } 前付款，已取消，名額已釋出。`
	);
	await context.close();

	// A second runner, or an action left over, changes nothing more.
	const mailCount = mails().length;
	expect( helper( 'replay', transfer ).status ).toBe( 'cancelled' );
	expect( mails() ).toHaveLength( mailCount );
	expect( stock( lamp ) ).toBe( 5 );
} );

test( 'an order of two offerings takes the shorter window, too short for a reminder; paid in time, it keeps its places and its deadline goes', async () => {
	setWindow( lamp, '4320' );
	setWindow( short, '30' );
	const nonce = orders.headers[ 'X-WP-Nonce' ];
	const before = Math.floor( Date.now() / 1000 );
	const response = await orders.request.post( '/wp-json/wc/v3/orders', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			status: 'on-hold',
			payment_method: 'bacs',
			set_paid: false,
			billing: {
				first_name: '測試',
				last_name: '信眾',
				email: CUSTOMER_EMAIL,
			},
			line_items: [ lamp, short ].map( ( product, index ) => ( {
				product_id: product,
				quantity: 1,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lampBeliever( `雙燈${ index }` ) ],
					},
					{ key: '_believers_kind', value: 'light' },
				],
			} ) ),
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const id = ( await response.json() ).id as number;
	orders.made.push( id );
	const after = Math.floor( Date.now() / 1000 );
	const state = helper( 'state', id );
	const payBy = Number( state.pay_by );
	expect( payBy ).toBeGreaterThanOrEqual( before + 30 * 60 );
	expect( payBy ).toBeLessThanOrEqual( after + 30 * 60 );
	expect( state.actions.map( ( action ) => action.hook ) ).toEqual( [
		'due',
	] );

	const paid = await orders.request.put( `/wp-json/wc/v3/orders/${ id }`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status: 'processing' },
	} );
	expect( paid.status(), await paid.text() ).toBe( 200 );
	const done = helper( 'replay', id );
	expect( done.status ).toBe( 'processing' );
	expect( done.pay_by ).toBe( '' );
	expect(
		done.actions.filter( ( action ) => action.status === 'pending' )
	).toEqual( [] );
} );

/**
 * Checks that one of the order's notes contains the text.
 *
 * @param order The order.
 * @param text  What a note says.
 */
function notesInclude( order: number, text: string ) {
	const notes = JSON.parse(
		shopPhp(
			`echo wp_json_encode( array_map( fn( $note ) => $note->content, wc_get_order_notes( array( 'order_id' => ${ order } ) ) ), JSON_UNESCAPED_UNICODE );`
		)
	) as string[];
	expect(
		notes.some( ( note ) => note.includes( text ) ),
		notes.join( '\n' )
	).toBe( true );
}

/**
 * The counter's routes on the real shop: a household found by part of its
 * phone or its name, with its family book and last year's offerings; counter
 * and phone orders made by WooCommerce as the checkout makes them (believers,
 * stock, receipts, e-mails, channel and staff), new people joining the
 * family book; the last place refused with 409 once an online checkout took
 * it. The refusals of everyone else are in counter-hostile.spec.ts.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { dropProducts, mails, simpleProduct } from './cart-helpers';
import {
	believerOf,
	counterPhp,
	expectNoOrderSince,
	newestOrder,
	onlineCheckout,
	postCounterOrder,
	searchHouseholds,
	shopUser,
	storedOrder,
} from './counter-helpers';
import { signIn } from './request-helpers';

const CLERK = 'routes-clerk';
const CLERK_NAME = '林櫃台';

test.describe.serial( 'the counter’s routes', () => {
	let clerk: Awaited< ReturnType< typeof signIn > >;
	let clerkId = 0;
	let household = 0;
	let grandma = 0;
	let lamp = 0;
	let pudu = 0;

	test.beforeAll( async () => {
		clerkId = shopUser( CLERK, CLERK_NAME, 'temple_counter' );
		// A shop manager with a phone like the household's is staff, never a household.
		shopUser( 'routes-manager', '店長', 'shop_manager' );
		counterPhp( 'household', {
			login: 'routes-manager',
			last: '黃',
			first: '店長',
			phone: '0955-123-000',
		} );
		household = counterPhp< { id: number } >( 'household', {
			login: 'routes-household',
			last: '黃',
			first: '阿嬤',
			phone: '0955-123-456',
		} ).id;
		grandma = counterPhp< { ids: number[] } >( 'book', {
			user: household,
			people: [
				{
					categories: [ 'light' ],
					data: believerOf( 'light', '黃阿嬤' ),
				},
			],
		} ).ids[ 0 ];
		const lastYear = counterPhp< { id: number } >( 'past', {
			customer: household,
			slug: 'guangming-lamp',
			kind: 'light',
			believers: [
				believerOf( 'light', '黃阿嬤' ),
				believerOf( 'light', '黃大明' ),
			],
			months: 12,
		} );
		// This season's order is not last year's.
		counterPhp( 'past', {
			customer: household,
			slug: 'caishen-lamp',
			kind: 'light',
			believers: [ believerOf( 'light', '黃大明' ) ],
			months: 1,
		} );
		// A guest who registered a departed by phone last year.
		counterPhp( 'past', {
			slug: 'pudu-offering',
			kind: 'pudu',
			believers: [ believerOf( 'pudu', '蔡美' ) ],
			billing: {
				last_name: '蔡',
				first_name: '美',
				phone: '0966 777 888',
			},
			months: 11,
		} );
		expect( lastYear.id ).toBeGreaterThan( 0 );
		lamp = counterPhp< { id: number } >( 'stock', {
			slug: 'guangming-lamp',
			stock: null,
		} ).id;
		pudu = counterPhp< { id: number } >( 'stock', {
			slug: 'pudu-offering',
			stock: null,
		} ).id;
		clerk = await signIn( CLERK );
	} );

	test.afterAll( async () => {
		await clerk?.api.dispose();
		dropProducts( [ 'counter-last-lamp' ] );
	} );

	test( 'finds a household by part of its phone or its name, with its family book and last year’s offerings, and guests by their orders’ phone; never staff', async () => {
		for ( const term of [ '55123456', '0955123456', '黃阿', '阿嬤' ] ) {
			const found = await searchHouseholds(
				clerk.api,
				clerk.nonce,
				term
			);
			expect( found.status, term ).toBe( 200 );
			expect(
				found.households.map( ( one ) => one.customer_id ),
				term
			).toEqual( [ household ] );
		}
		const [ home ] = (
			await searchHouseholds( clerk.api, clerk.nonce, '0955-123' )
		).households;
		expect( home.contact.name ).toBe( '黃阿嬤' );
		expect( home.contact.phone ).toBe( '0955-123-456' );
		expect( home.token ).toMatch( /^[0-9a-f]{10}$/ );
		expect( home.last_year ).toBe( 1 );
		expect(
			home.people.map( ( person ) => [
				person.data.name,
				person.saved_id,
				person.last_year.map( ( had ) => had.name ),
			] )
		).toEqual( [
			[ '黃阿嬤', grandma, [ '光明燈' ] ],
			[ '黃大明', 0, [ '光明燈' ] ],
		] );

		const [ guest ] = (
			await searchHouseholds( clerk.api, clerk.nonce, '0966777' )
		).households;
		expect( guest.customer_id ).toBe( 0 );
		expect( guest.token ).toBe( '' );
		expect( guest.contact.name ).toBe( '蔡美' );
		expect(
			guest.people.map( ( person ) => [
				person.kind,
				person.data.name,
				person.last_year[ 0 ]?.product_id,
			] )
		).toEqual( [ [ 'pudu', '蔡美', pudu ] ] );
		// Too little to ask anything, or nothing that matches: no household.
		expect(
			( await searchHouseholds( clerk.api, clerk.nonce, '09' ) )
				.households
		).toEqual( [] );
		expect(
			( await searchHouseholds( clerk.api, clerk.nonce, '查無此人' ) )
				.households
		).toEqual( [] );
	} );

	test( 'a cash order for the account is paid at once like an online one, and its new people join the family book', async () => {
		const [ home ] = (
			await searchHouseholds( clerk.api, clerk.nonce, '0955123456' )
		).households;
		const sent = mails().length;
		const made = await postCounterOrder( clerk.api, clerk.nonce, {
			channel: 'counter',
			payment: 'cash',
			customer: { id: home.customer_id, token: home.token },
			contact: home.contact,
			lines: [
				{
					product_id: lamp,
					variation_id: 0,
					believers: [
						{ ...home.people[ 0 ].data, saved_id: grandma },
						home.people[ 1 ].data,
						believerOf( 'light', '黃小妹' ),
					],
				},
			],
		} );
		expect( made.status, JSON.stringify( made.body ) ).toBe( 201 );
		expect( made.body ).toMatchObject( {
			status: 'processing',
			paid: true,
			payment: 'cash',
			channel: 'counter',
			total: 'NT$1,800',
			book: { added: 2, error: '' },
		} );
		const order = storedOrder( made.body.order_id );
		expect( order ).toMatchObject( {
			status: 'processing',
			created_via: 'temple-counter',
			customer: household,
			channel: 'counter',
			taken_by: clerkId,
			payment: 'cash',
			method: 'temple_counter_cash',
			total: 1800,
			receipts: 1,
		} );
		expect(
			order.lines.map( ( line ) => [
				line.product,
				line.quantity,
				line.kind,
				line.names,
			] )
		).toEqual( [
			[ '光明燈', 3, 'light', [ '黃阿嬤', '黃大明', '黃小妹' ] ],
		] );
		// The line holds believers exactly as the cart keeps them: its product's categories on each.
		expect( order.lines[ 0 ].believers[ 2 ].product_category ).toEqual( [
			'light',
		] );
		expect( order.notes ).toContain(
			`臨櫃登記，經手人：${ CLERK_NAME }；付款方式：現金。`
		);
		// The same e-mails as an online order: the shop's new-order mail and the worshipper's.
		const sentNow = mails().slice( sent );
		expect( sentNow.map( ( mail ) => mail.to ) ).toEqual(
			expect.arrayContaining( [ 'routes-household@example.com' ] )
		);
		expect( sentNow.length ).toBeGreaterThanOrEqual( 2 );
		expect(
			counterPhp< { names: string[] } >( 'book_of', {
				user: household,
			} ).names.sort()
		).toEqual( [ '黃大明', '黃小妹', '黃阿嬤' ].sort() );

		// Its papers print for the clerk who took it: the labels, the slip and the receipt.
		for ( const [ paper, expected ] of [
			[ 'labels', '黃小妹' ],
			[ 'slip', '登記收執聯' ],
			[ 'receipt', '壹仟捌佰' ],
		] ) {
			const page = await clerk.api.get( made.body.prints[ paper ] );
			expect( page.status(), paper ).toBe( 200 );
			expect( await page.text(), paper ).toContain( expected );
		}
	} );

	test( 'a phone order waits for the transfer on hold; a free one is paid, costs nothing and needs its reason', async () => {
		const before = newestOrder();
		const phone = await postCounterOrder( clerk.api, clerk.nonce, {
			channel: 'phone',
			payment: 'transfer',
			contact: {
				name: '電話信眾',
				phone: '0977 000 111',
				address_1: '台南市北區',
			},
			lines: [
				{
					product_id: pudu,
					believers: [ believerOf( 'pudu', '電話信眾' ) ],
				},
			],
		} );
		expect( phone.status, JSON.stringify( phone.body ) ).toBe( 201 );
		expect( phone.body ).toMatchObject( {
			status: 'on-hold',
			paid: false,
			payment: 'transfer',
			channel: 'phone',
			prints: { receipt: '' },
		} );
		expect( storedOrder( phone.body.order_id ) ).toMatchObject( {
			channel: 'phone',
			method: 'bacs',
			customer: 0,
			phone: '0977 000 111',
			receipts: 0,
		} );

		const free = {
			payment: 'free',
			contact: { name: '志工', phone: '0977000222' },
			lines: [
				{
					product_id: lamp,
					believers: [ believerOf( 'light', '志工' ) ],
				},
			],
		};
		const refused = await postCounterOrder( clerk.api, clerk.nonce, free );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.message ).toBe( '請填寫免費結緣的原因。' );
		expect( newestOrder() ).toBe( phone.body.order_id );
		const given = await postCounterOrder( clerk.api, clerk.nonce, {
			...free,
			reason: '廟方志工結緣',
		} );
		expect( given.status ).toBe( 201 );
		const order = storedOrder( given.body.order_id );
		expect( order ).toMatchObject( {
			status: 'processing',
			total: 0,
			payment: 'free',
			reason: '廟方志工結緣',
		} );
		expect( order.notes.join( '\n' ) ).toContain(
			'免費結緣原因：廟方志工結緣'
		);
		expect( before ).toBeLessThan( phone.body.order_id );
	} );

	test( 'the last place goes to whoever takes it first: a counter order after an online checkout took it is refused with 409, says so, and makes nothing', async ( {
		playwright,
		baseURL,
	} ) => {
		const last = simpleProduct(
			'counter-last-lamp',
			'最後一盞燈',
			600,
			[ 'light' ],
			1
		);
		const online = await playwright.request.newContext( { baseURL } );
		const checkedOut = await onlineCheckout( online, last, [
			believerOf( 'light', '網路信眾' ),
		] );
		await online.dispose();
		expect( checkedOut.status, JSON.stringify( checkedOut.body ) ).toBe(
			200
		);

		const before = newestOrder();
		const late = await postCounterOrder( clerk.api, clerk.nonce, {
			payment: 'cash',
			contact: { name: '晚到', phone: '0988000111' },
			lines: [
				{
					product_id: last,
					believers: [ believerOf( 'light', '晚到' ) ],
				},
			],
		} );
		expect( late.status ).toBe( 409 );
		expect( late.body.code ).toBe( 'temple_offerings_places_taken' );
		expect( late.body.message ).toBe(
			'「最後一盞燈」已額滿，無法再登記。本次沒有登記任何資料，請勿收款。'
		);
		expectNoOrderSince( before );
		expect(
			counterPhp( 'stock', { slug: 'counter-last-lamp', stock: 1 } ).stock
		).toBe( 1 );

		// The other way round: the counter takes it, and the page's add is refused.
		const first = await postCounterOrder( clerk.api, clerk.nonce, {
			payment: 'card',
			contact: { name: '先到', phone: '0988000222' },
			lines: [
				{
					product_id: last,
					believers: [ believerOf( 'light', '先到' ) ],
				},
			],
		} );
		expect( first.status ).toBe( 201 );
		const again = await playwright.request.newContext( { baseURL } );
		const refused = await again.post( '/?wc-ajax=add_to_cart', {
			multipart: {
				product_id: String( last ),
				quantity: '1',
				meta_data: JSON.stringify( [
					{
						key: '_believers_data',
						value: [ believerOf( 'light', '又一位' ) ],
					},
				] ),
			},
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
		expect( JSON.stringify( await refused.json() ) ).toContain( '已額滿' );
		await again.dispose();
	} );
} );

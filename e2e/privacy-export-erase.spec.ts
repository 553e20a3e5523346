/**
 * Every believer a customer left with the shop goes with their personal data
 * (Tools → Export / Erase Personal Data, run for one e-mail through
 * e2e/php/privacy-tools.php): believers on order line items ride along with
 * WooCommerce's order exporter and eraser (anonymized in place, count and kind
 * kept, an order note); offering lines waiting in the persistent cart and the
 * session are exported 50 a page and dropped, other products kept; saved
 * believers are exported 50 a page.
 *
 * The spec brings its own customer, order and ordinary product and removes
 * them at the end, so the specs after it find the shop as seeded.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ajaxAdd,
	addBelievers,
	lightBeliever,
	productId,
	type Believer,
} from './cart-helpers';
import { signIn } from './request-helpers';
import { php } from './privacy-helpers';

test.describe.configure( { mode: 'serial' } );

const LOGIN = 'privacy-customer';
const EMAIL = 'privacy-customer@example.test';
const PLAIN = 'e2e-plain-incense';

interface Page {
	data?: Array< {
		group_id: string;
		item_id: string;
		data: Array< { name: string; value: string } >;
	} >;
	done: boolean;
	items_removed?: boolean;
	messages?: string[];
}
type Tools = Record< string, { pages: Page[]; problems: string[] } >;

interface Line {
	key: string;
	product_id: number;
	quantity: number;
	offering: boolean;
	believers: Believer[] | null;
}
interface Shown {
	user_id: number;
	orders: Array< {
		id: number;
		items: Array< {
			name: string;
			quantity: number;
			kind: string;
			believers: Believer[];
		} >;
		notes: string[];
	} >;
	persistent: Line[];
	session: { cart: Line[]; removed: Line[]; totals: boolean } | null;
	anonymous: { text: string; phone: string };
}
const data = < T >( ...args: string[] ): T =>
	JSON.parse( php( 'e2e/php/customer-data.php', ...args ) ) as T;
const tools = ( ...args: string[] ): Tools =>
	JSON.parse( php( 'e2e/php/privacy-tools.php', ...args ) ) as Tools;

const pudu = ( name: string ): Believer => ( {
	...lightBeliever( name, '臺中市西區民權路99號' ),
	gender: 'female',
	birthday: '1975-08-15-吉',
	deceased_name: '陳大同',
	deceased_gender: 'male',
	deceased_birthday: '1920-01-01-吉',
	deceased_death_anniversary: '1999-07-15-午',
	deceased_address: '臺中市西區民權路99號',
	mobile: '0912-345-678',
	email: 'chen@example.test',
	product_category: [ 'pudu' ],
} );

/**
 * Rows of every item a tool exported, over all its pages.
 * @param result
 * @param id
 */
const rowsOf = ( result: Tools, id: string ) =>
	( result[ id ]?.pages ?? [] ).flatMap( ( page ) =>
		( page.data ?? [] ).flatMap( ( item ) => item.data )
	);

let userId = 0;
let plainId = 0;
// Kept by id: an erased order no longer names its customer.
let orderId = 0;
let customer: APIRequestContext;
let customerNonce = '';

test.beforeAll( async () => {
	userId = data< { id: number } >( 'user', LOGIN, EMAIL ).id;
	plainId = data< { id: number } >( 'product', PLAIN ).id;
	( { api: customer, nonce: customerNonce } = await signIn( LOGIN ) );
} );

test.afterAll( async () => {
	await customer?.dispose();
	data( 'clean', EMAIL, String( orderId ), PLAIN );
} );

test( 'the export carries the believers of orders, of the saved cart (in pages) and of the saved list (in pages)', async () => {
	// An order of two offerings, as the checkout writes their lines.
	const { api: admin, nonce: adminNonce } = await signIn( 'admin' );
	const lamp = await productId( admin, 'guangming-lamp' );
	const puduId = await productId( admin, 'pudu-offering' );
	const order = await admin.post( '/wp-json/wc/v3/orders', {
		headers: { 'X-WP-Nonce': adminNonce },
		data: {
			// Not paid: the ritual lists other specs check stay as seeded.
			status: 'on-hold',
			customer_id: userId,
			billing: {
				first_name: '隱私',
				last_name: '測試',
				email: EMAIL,
			},
			line_items: [
				{
					product_id: lamp,
					quantity: 2,
					meta_data: [
						{
							key: '_believers_data',
							value: [
								lightBeliever(
									'王小明',
									'臺北市中正區重慶南路一段122號'
								),
								lightBeliever(
									'李小華',
									'新北市板橋區文化路一段'
								),
							],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				},
				{
					product_id: puduId,
					quantity: 1,
					meta_data: [
						{ key: '_believers_data', value: [ pudu( '陳美麗' ) ] },
						{ key: '_believers_kind', value: 'pudu' },
					],
				},
			],
		},
	} );
	expect( order.status(), await order.text() ).toBe( 201 );
	orderId = ( ( await order.json() ) as { id: number } ).id;
	await admin.dispose();

	// The customer's cart: 51 offering lines, each added through wc-ajax as the
	// page posts it (53 writes with the rest: inside the 60 a minute a user has),
	// and an ordinary product.
	const nonce = customerNonce;
	for ( let index = 0; index < 50; index++ ) {
		const added = await addBelievers( customer, lamp, [
			lightBeliever( `購物車信眾${ index + 1 }` ),
		] );
		expect( added.error, JSON.stringify( added ) ).toBeFalsy();
	}
	expect(
		( await addBelievers( customer, lamp, [ lightBeliever( '張三豐' ) ] ) )
			.error
	).toBeFalsy();
	expect(
		(
			await ajaxAdd( customer, {
				product_id: String( plainId ),
				quantity: '1',
			} )
		).error
	).toBeFalsy();

	// Saved believers: 120, so their exporter needs three pages.
	const saved = await customer.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				believers: Array.from( { length: 120 }, ( _, index ) => ( {
					product_category: [ 'light' ],
					data: lightBeliever( `常用${ index + 1 }` ),
				} ) ),
			},
		}
	);
	expect( saved.status(), await saved.text() ).toBe( 201 );

	const stored = data< Shown >( 'show', EMAIL );
	expect(
		stored.persistent.filter( ( line ) => line.offering )
	).toHaveLength( 51 );
	expect(
		stored.session?.cart.filter( ( line ) => line.offering )
	).toHaveLength( 51 );

	const exported = tools( 'export', EMAIL );
	for ( const [ id, result ] of Object.entries( exported ) ) {
		expect( result.problems, id ).toEqual( [] );
	}

	// Orders: WooCommerce's own exporter, with each believer's labelled fields.
	const orderRows = rowsOf( exported, 'woocommerce-customer-orders' );
	expect( orderRows ).toEqual(
		expect.arrayContaining( [
			{ name: '光明燈／信眾 1／信眾姓名', value: '王小明' },
			{
				name: '光明燈／信眾 1／信眾地址',
				value: '臺北市中正區重慶南路一段122號',
			},
			{
				name: '光明燈／信眾 1／農曆生辰',
				value: '民國71年 閏04月 12日 子時',
			},
			{ name: '光明燈／信眾 2／信眾姓名', value: '李小華' },
			{ name: '普渡供品／信眾 1／往生者姓名', value: '陳大同' },
		] )
	);

	// The saved cart: 51 lines, 50 a page, each believer once; no ordinary product.
	const cart = exported[ 'temple-offerings-cart' ];
	expect( cart.pages.map( ( page ) => page.data?.length ) ).toEqual( [
		50, 1,
	] );
	expect( cart.pages.map( ( page ) => page.done ) ).toEqual( [
		false,
		true,
	] );
	const cartNames = rowsOf( exported, 'temple-offerings-cart' )
		.filter( ( row ) => row.name === '信眾 1：信眾姓名' )
		.map( ( row ) => row.value )
		.sort();
	expect( cartNames ).toEqual(
		[
			'張三豐',
			...Array.from(
				{ length: 50 },
				( _, index ) => `購物車信眾${ index + 1 }`
			),
		].sort()
	);
	expect(
		rowsOf( exported, 'temple-offerings-cart' ).filter(
			( row ) => row.name === '結緣品'
		)
	).toHaveLength( 51 );
	expect( JSON.stringify( cart.pages ).includes( '線香' ) ).toBe( false );

	// Saved believers: 120 in pages of 50, done only on the last.
	const list = exported[ 'temple-offerings-believers' ];
	expect( list.pages.map( ( page ) => page.data?.length ) ).toEqual( [
		50, 50, 20,
	] );
	expect( list.pages.map( ( page ) => page.done ) ).toEqual( [
		false,
		false,
		true,
	] );
	const listNames = new Set(
		rowsOf( exported, 'temple-offerings-believers' )
			.filter( ( row ) => row.name === '信眾姓名' )
			.map( ( row ) => row.value )
	);
	expect( listNames.size ).toBe( 120 );
} );

test( 'the erase anonymizes the believers on order lines and drops the offering lines from the saved cart', async () => {
	const erased = tools( 'erase', EMAIL, 'remove-order-data' );
	for ( const [ id, result ] of Object.entries( erased ) ) {
		expect( result.problems, id ).toEqual( [] );
	}
	expect( erased[ 'temple-offerings-cart' ].pages ).toEqual( [
		expect.objectContaining( { items_removed: true, done: true } ),
	] );
	expect( erased[ 'temple-offerings-believers' ].pages.at( -1 )?.done ).toBe(
		true
	);

	const after = data< Shown >( 'show', EMAIL, String( orderId ) );
	const anonymous = after.anonymous.text;
	expect( anonymous ).not.toBe( '' );
	expect( after.anonymous.phone ).toBe( '0000-000-000' );

	// Order lines: as many believers as units, the kind kept, nobody named.
	const [ order ] = after.orders;
	expect(
		order.items.map( ( item ) => [
			item.quantity,
			item.kind,
			item.believers.length,
		] )
	).toEqual( [
		[ 2, 'light', 2 ],
		[ 1, 'pudu', 1 ],
	] );
	for ( const item of order.items ) {
		for ( const believer of item.believers ) {
			expect( believer.name ).toBe( anonymous );
			expect( believer.address ).toBe( anonymous );
			expect( believer.birthday ).toBe( '吉-吉-吉-吉' );
		}
	}
	expect( order.items[ 1 ].believers[ 0 ] ).toMatchObject( {
		deceased_name: anonymous,
		deceased_gender: 'male',
		deceased_death_anniversary: '吉-吉-吉-吉',
		mobile: after.anonymous.phone,
		email: 'deleted@site.invalid',
	} );
	const orderText = JSON.stringify( order.items );
	for ( const personal of [
		'王小明',
		'李小華',
		'陳美麗',
		'陳大同',
		'重慶南路',
		'民權路',
		'0912',
		'chen@',
		'1980',
		'1975',
	] ) {
		expect( orderText ).not.toContain( personal );
	}
	expect( order.notes ).toContain( '已移除此訂單信眾的個人資料。' );

	// The saved cart and the session keep the ordinary product only.
	const keep = ( lines: Line[] | undefined ) =>
		( lines ?? [] ).map( ( line ) => [ line.product_id, line.offering ] );
	expect( keep( after.persistent ) ).toEqual( [ [ plainId, false ] ] );
	expect( keep( after.session?.cart ) ).toEqual( [ [ plainId, false ] ] );
	expect( after.session?.totals ).toBe( false );

	// WooCommerce agrees when the customer comes back.
	const cart = await customer.get( '/wp-json/wc/store/v1/cart' );
	const items = (
		( await cart.json() ) as {
			items: Array< { id: number; quantity: number } >;
		}
	 ).items;
	expect( items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual( [
		[ plainId, 1 ],
	] );

	// Exported again: nothing of the believers is left anywhere.
	const again = tools( 'export', EMAIL );
	expect( again[ 'temple-offerings-cart' ].pages ).toEqual( [
		{ data: [], done: true },
	] );
	expect( again[ 'temple-offerings-believers' ].pages ).toEqual( [
		{ data: [], done: true },
	] );
	const everything = JSON.stringify( again );
	for ( const personal of [
		'王小明',
		'陳大同',
		'張三豐',
		'購物車信眾',
		'常用',
	] ) {
		expect( everything ).not.toContain( personal );
	}
} );

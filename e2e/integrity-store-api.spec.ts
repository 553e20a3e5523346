/**
 * Every offering line added through the Store API holds its believers:
 * JSON and form-encoded adds keep them and pin the quantity, every bad
 * body is refused with its code and adds nothing, a batch is checked item
 * by item.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { orderBelievers, storeCheckout } from './integrity-helpers';

test.describe( 'the Store API add', () => {
	let lamp = 0;

	test.beforeAll( async ( { request } ) => {
		lamp = await productId( request, 'guangming-lamp' );
	} );

	test( 'JSON meta_data with valid believers: the line carries them, the quantity is pinned, and checkout stores them on the order', async ( {
		request,
	} ) => {
		const { nonce } = await storeCart( request );
		const believers = [ lightBeliever( '陳一' ), lightBeliever( '陳二' ) ];
		const added = await request.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{
				headers: { Nonce: nonce },
				data: {
					id: lamp,
					quantity: 2,
					meta_data: [ { key: '_believers_data', value: believers } ],
				},
			}
		);
		expect( added.status() ).toBe( 201 );
		const cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].quantity ).toBe( 2 );
		expect( cart.items[ 0 ].quantity_limits ).toMatchObject( {
			editable: false,
			minimum: 2,
			maximum: 2,
		} );
		expect( cart.items[ 0 ].item_data.map( ( row ) => row.key ) ).toEqual( [
			'信眾 1',
			'信眾 2',
		] );

		const checkout = await storeCheckout( request );
		expect( checkout.status(), await checkout.text() ).toBe( 200 );
		const { order_id: order } = await checkout.json();
		expect( orderBelievers( order ) ).toEqual( [
			{ product: lamp, kind: 'light', names: [ '陳一', '陳二' ] },
		] );
	} );

	test( 'form-encoded, as a plain WooCommerce client sends it: the believers are kept, the browser’s product_category is not', async ( {
		request,
	} ) => {
		const { nonce } = await storeCart( request );
		const believer = {
			...lightBeliever( '林三' ),
			product_category: [ 'pudu', 'made-up' ],
		};
		const added = await request.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{
				headers: { Nonce: nonce },
				form: {
					id: String( lamp ),
					quantity: '1',
					meta_data: metaData( [ believer ] ),
				},
			}
		);
		expect( added.status() ).toBe( 201 );
		const cart = await storeCart( request );
		expect( cart.items[ 0 ].item_data ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '林三' );
		expect( cart.items[ 0 ].quantity_limits.editable ).toBe( false );

		const { order_id: order } = await (
			await storeCheckout( request )
		).json();
		const category = shopPhp( `
			$item = current( wc_get_order( ${ order } )->get_items() );
			echo wp_json_encode( $item->get_meta( '_believers_data' )[0]['product_category'] );
		` );
		expect( JSON.parse( category ) ).toEqual( [ 'light' ] );
	} );

	const refusals: Array< [ string, Record< string, unknown >, string ] > = [
		[
			'no meta_data',
			{ quantity: 1 },
			'temple_offerings_believers_required',
		],
		[
			'an empty believers list',
			{
				quantity: 1,
				meta_data: [ { key: '_believers_data', value: [] } ],
			},
			'temple_offerings_believers_required',
		],
		[
			'one believer for a quantity of 3',
			{
				quantity: 3,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lightBeliever( '王' ) ],
					},
				],
			},
			'temple_offerings_quantity_mismatch',
		],
		[
			'a believer without a name',
			{
				quantity: 1,
				meta_data: [
					{ key: '_believers_data', value: [ lightBeliever( '' ) ] },
				],
			},
			'temple_offerings_invalid_believer',
		],
		[
			'meta_data that is not JSON',
			{ quantity: 1, meta_data: '[{"key":' },
			'temple_offerings_invalid_meta_data',
		],
	];
	for ( const [ name, body, code ] of refusals ) {
		test( `${ name } → 400 ${ code }, nothing added`, async ( {
			request,
		} ) => {
			// Something already in the cart stays exactly as it was.
			await addBelievers( request, lamp, [ lightBeliever( '先來' ) ] );
			const before = await storeCart( request );
			const answer = await request.post(
				'/wp-json/wc/store/v1/cart/add-item',
				{
					headers: { Nonce: before.nonce },
					data: { id: lamp, ...body },
				}
			);
			expect( answer.status() ).toBe( 400 );
			expect( ( await answer.json() ).code ).toBe( code );
			const after = await storeCart( request );
			expect( after.items ).toEqual( before.items );
		} );
	}

	test( 'a batch of adds is checked item by item', async ( { request } ) => {
		const { nonce } = await storeCart( request );
		const batch = await request.post( '/wp-json/wc/store/v1/batch', {
			headers: { Nonce: nonce },
			data: {
				requests: [
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						headers: { Nonce: nonce },
						body: {
							id: lamp,
							quantity: 1,
							meta_data: [
								{
									key: '_believers_data',
									value: [ lightBeliever( '批一' ) ],
								},
							],
						},
					},
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						headers: { Nonce: nonce },
						body: { id: lamp, quantity: 1 },
					},
				],
			},
		} );
		expect( batch.status() ).toBe( 207 );
		const answers = ( await batch.json() ).responses as Array< {
			status: number;
		} >;
		expect( answers.map( ( answer ) => answer.status ) ).toEqual( [
			201, 400,
		] );
		const cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '批一' );
	} );
} );

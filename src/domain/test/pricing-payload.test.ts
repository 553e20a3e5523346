/**
 * Internal dependencies
 */
import { parseSettings } from '../../settings';
import {
	formatNumber,
	DEFAULT_PRICE_FORMAT,
	formatPrice,
	setPriceFormat,
	lineTotal,
	orderTotal,
	priceLabel,
} from '../pricing';
import { cartRequestBody, isSubscriptionType } from '../payload';
import { toCartBeliever, emptyBeliever } from '../believer';

describe( 'pricing', () => {
	test.each( [
		[ 100, undefined, '100' ],
		[ '1200', undefined, '1,200' ],
		[ 1 / 3, undefined, '0.33333' ],
		[ 12.5, undefined, '12.5' ],
		[ 12.5, 0, '13' ],
		[ 99.4, 0, '99' ],
		[ 'abc', undefined, '0' ],
		[ '', undefined, '0' ],
	] as const )(
		'formatNumber(%j, %j) → %s',
		( value, decimals, expected ) => {
			expect( formatNumber( value, decimals ) ).toBe( expected );
		}
	);

	test( 'price labels', () => {
		expect( priceLabel( 100, false ) ).toBe( 'NT$100' );
		expect( priceLabel( '600', true ) ).toBe( 'NT$600 / period' );
	} );

	test( 'every price is written the one way the shop writes it', () => {
		expect( formatPrice( 1200 ) ).toBe( 'NT$1,200' );
		expect( formatPrice( '0' ) ).toBe( 'NT$0' );
		// The shop shows no decimals: rounded as wc_price() rounds.
		expect( formatPrice( 12.5 ) ).toBe( 'NT$13' );
		// The card, a line and the total share it.
		expect( priceLabel( 1200, false ) ).toBe( formatPrice( 1200 ) );
	} );

	test.each( [
		[
			{
				symbol: '€',
				position: 'right_space',
				decimals: 2,
				decimalSeparator: ',',
				thousandSeparator: '.',
			},
			1234.5,
			'1.234,50 €',
		],
		[
			{
				symbol: '$',
				position: 'left',
				decimals: 2,
				decimalSeparator: '.',
				thousandSeparator: ',',
			},
			1234567,
			'$1,234,567.00',
		],
		[
			{
				symbol: 'NT$',
				position: 'left_space',
				decimals: 0,
				decimalSeparator: '.',
				thousandSeparator: '',
			},
			1200,
			'NT$ 1200',
		],
		[
			{
				symbol: '元',
				position: 'right',
				decimals: 0,
				decimalSeparator: '.',
				thousandSeparator: ',',
			},
			600,
			'600元',
		],
	] as const )(
		"the shop's own format %j: %s → %s",
		( format, value, expected ) => {
			setPriceFormat( format );
			try {
				expect( formatPrice( value ) ).toBe( expected );
			} finally {
				setPriceFormat( DEFAULT_PRICE_FORMAT );
			}
		}
	);

	test( 'totals are exact', () => {
		expect( lineTotal( '0.1', 3 ) ).toBe( 0.3 );
		expect( lineTotal( 600, 2 ) ).toBe( 1200 );
		expect(
			orderTotal( [
				{ price: '0.1', count: 1 },
				{ price: 0.2, count: 1 },
			] )
		).toBe( 0.3 );
		expect(
			orderTotal( [
				{ price: '100', count: 3 },
				{ price: 600, count: 1 },
				{ price: 'x', count: 2 },
			] )
		).toBe( 900 );
		expect( orderTotal( [] ) ).toBe( 0 );
	} );
} );

describe( 'cartRequestBody', () => {
	const believers = [
		toCartBeliever( {
			...emptyBeliever( 'light', 'a', [ 'light' ] ),
			name: '王小明',
		} ),
		toCartBeliever( emptyBeliever( 'light', 'b' ) ),
	];

	test( 'simple product', () => {
		const body = cartRequestBody(
			{ product_id: 12, variation_id: 0, type: 'simple' },
			believers
		);
		expect( body.get( 'product_id' ) ).toBe( '12' );
		expect( body.get( 'quantity' ) ).toBe( '2' );
		expect( body.get( 'subscription_period' ) ).toBeNull();
		const meta: unknown = JSON.parse( String( body.get( 'meta_data' ) ) );
		expect( meta ).toEqual( [
			{ key: '_believers_data', value: believers },
		] );
		// The page goes on to the cart and never reads WooCommerce's mini-cart HTML.
		expect( body.get( 'temple_offerings_fragments' ) ).toBe( 'none' );
	} );

	test( 'variation of a variable subscription', () => {
		const body = cartRequestBody(
			{ product_id: 12, variation_id: 34, type: 'variable-subscription' },
			believers.slice( 0, 1 )
		);
		expect( body.get( 'product_id' ) ).toBe( '34' );
		expect( body.get( 'variation_id' ) ).toBe( '34' );
		expect( body.get( 'quantity' ) ).toBe( '1' );
		expect( body.get( 'subscription_period' ) ).toBe( 'month' );
		expect( body.get( 'subscription_period_interval' ) ).toBe( '1' );
	} );

	test.each( [
		[ 'subscription', true ],
		[ 'variable-subscription', true ],
		[ 'variable', false ],
		[ 'simple', false ],
	] )( 'isSubscriptionType(%s) → %s', ( type, expected ) => {
		expect( isSubscriptionType( type ) ).toBe( expected );
	} );
} );

describe( 'the shop’s price format from the page settings', () => {
	test( 'read field by field; a wrong field keeps its default', () => {
		const settings = parseSettings(
			JSON.stringify( {
				priceFormat: {
					symbol: '€',
					position: 'sideways',
					decimals: 9,
					decimalSeparator: ',',
					thousandSeparator: 5,
				},
			} )
		);
		expect( settings.priceFormat ).toEqual( {
			symbol: '€',
			position: 'left',
			decimals: 0,
			decimalSeparator: ',',
			thousandSeparator: ',',
		} );
		expect( parseSettings( undefined ).priceFormat ).toEqual(
			DEFAULT_PRICE_FORMAT
		);
	} );
} );

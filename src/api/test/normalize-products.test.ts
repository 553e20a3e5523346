/**
 * Internal dependencies
 */
import { normalizeProducts } from '../normalize-products';
import { PRODUCTS } from '../../components/offering-page/test/fixtures';

describe( 'normalizeProducts', () => {
	const rows = normalizeProducts( PRODUCTS );

	test( 'one row per simple product and per variation, in order', () => {
		expect( rows.map( ( row ) => row.key ) ).toEqual( [
			'11:0',
			'12:0',
			'13:0',
			'14:0',
			'20:21',
			'20:22',
		] );
	} );

	test.each( [
		// key, name, variation_id, price, image, variation_image
		[ '11:0', '光明燈', 0, '600', 'https://example.test/light.png', '' ],
		[ '12:0', '太歲燈', 0, '500', '', '' ],
		[ '20:21', '改運 - 基本', 21, '600', '', '' ],
		[
			'20:22',
			'改運 - 進階',
			22,
			'1200',
			'https://example.test/advanced.png',
			'https://example.test/advanced.png',
		],
	] )(
		'%s → %s',
		( key, name, variationId, price, image, variationImage ) => {
			const row = rows.find( ( item ) => item.key === key );
			expect( row ).toMatchObject( {
				name,
				variation_id: variationId,
				price,
				image,
				variation_image: variationImage,
			} );
		}
	);

	test( 'variation rows carry their attributes; others none', () => {
		expect( rows[ 4 ].variation_attributes ).toEqual( [
			{ name: '方案', value: '基本' },
		] );
		expect( rows[ 0 ].variation_attributes ).toEqual( [] );
		expect( rows[ 4 ].product_id ).toBe( 20 );
	} );

	test( 'several attribute values are joined by ", "', () => {
		const [ row ] = normalizeProducts( [
			{
				...PRODUCTS[ 4 ],
				available_variations: [
					{
						...PRODUCTS[ 4 ].available_variations[ 0 ],
						attributes: [
							{ name: '方案', value: '基本' },
							{ name: '尺寸', value: '大' },
						],
					},
				],
			},
		] );
		expect( row.name ).toBe( '改運 - 基本, 大' );
	} );

	test( 'a variable product without variations shows nothing', () => {
		expect(
			normalizeProducts( [
				{ ...PRODUCTS[ 4 ], available_variations: [] },
			] )
		).toEqual( [] );
	} );
} );

describe( 'the season (tai_sui_year)', () => {
	test( 'a product’s year goes to its rows, its variations’ too', () => {
		const rows = normalizeProducts(
			PRODUCTS.map( ( product ) => ( {
				...product,
				tai_sui_year: 2027,
			} ) )
		);
		expect( rows.map( ( row ) => row.tai_sui_year ) ).toEqual(
			rows.map( () => 2027 )
		);
	} );

	test.each( [ [ '2027' ], [ 2027.5 ], [ 1799 ], [ 2101 ], [ null ] ] )(
		'%p is no year: the row says none',
		( value ) => {
			const [ row ] = normalizeProducts( [
				{
					...PRODUCTS[ 0 ],
					tai_sui_year: value as unknown as number,
				},
			] );
			expect( row ).not.toHaveProperty( 'tai_sui_year' );
		}
	);
} );

/**
 * temple-offerings/v1's visible-products on the real shop: the contract's
 * fields and a variable product's variations, filters, paging and argument
 * validation, hidden products, cache invalidation (a price edit, a moved
 * uploads address) and a fixed query count.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { signIn } from './request-helpers';
import { BASE, API, php, context } from './rest-helpers';

test.describe.configure( { mode: 'serial' } );

type Row = {
	id: number;
	name: string;
	slug: string;
	type: string;
	category: string[];
	image: string;
	short_description: string;
	price: string;
	regular_price: string;
	sale_price: string;
	available_variations: Array< {
		variation_id: number;
		price: string;
		attributes: Array< { name: string; value: string } >;
	} >;
};

async function products(
	api: APIRequestContext,
	query: string
): Promise< { rows: Row[]; total: string; pages: string } > {
	const response = await api.get( `${ API }/visible-products?${ query }` );
	expect( response.status() ).toBe( 200 );
	return {
		rows: ( await response.json() ) as Row[],
		total: response.headers()[ 'x-wp-total' ],
		pages: response.headers()[ 'x-wp-totalpages' ],
	};
}

test.describe( 'visible-products', () => {
	test( 'rows have the contract fields; a variable product lists its variations with human labels', async ( {
		request,
	} ) => {
		const { rows } = await products( request, 'category=change' );
		const fortune = rows.find( ( row ) => row.slug === 'change-fortune' );
		expect( fortune ).toBeDefined();
		expect( fortune?.type ).toBe( 'variable' );
		expect( fortune?.category ).toEqual( [ 'change' ] );
		expect( fortune?.price ).toBe( '600' );
		expect(
			fortune?.available_variations.map( ( variation ) => [
				variation.price,
				variation.attributes,
			] )
		).toEqual( [
			[ '600', [ { name: '方案', value: '基本' } ] ],
			[ '1200', [ { name: '方案', value: '進階' } ] ],
			[ '2000', [ { name: '方案', value: '圓滿' } ] ],
		] );

		const { rows: light } = await products( request, 'category=light' );
		const taisui = light.find( ( row ) => row.slug === 'taisui-lamp' );
		expect( taisui ).toMatchObject( {
			name: '太歲燈',
			type: 'simple',
			price: '500',
			regular_price: '600',
			sale_price: '500',
			short_description: '安太歲，化解沖犯。',
			available_variations: [],
		} );
		expect( taisui?.image ).toMatch( /^http.*\.png$/ );
		expect(
			light.find( ( row ) => row.slug === 'guangming-lamp' )?.sale_price
		).toBe( '' );
	} );

	test( 'category filter, paging headers and argument validation', async ( {
		request,
	} ) => {
		const first = await products( request, 'category=pudu&per_page=1' );
		expect( [ first.total, first.pages ] ).toEqual( [ '2', '2' ] );
		const second = await products(
			request,
			'category=pudu&per_page=1&page=2'
		);
		expect( second.rows ).toHaveLength( 1 );
		expect( second.rows[ 0 ].id ).not.toBe( first.rows[ 0 ].id );

		const both = await products( request, 'category=light,worship' );
		// wenchang-lamp is in both categories and is listed once.
		expect(
			both.rows.filter( ( row ) => row.slug === 'wenchang-lamp' )
		).toHaveLength( 1 );
		for ( const row of both.rows ) {
			expect(
				row.category.some( ( slug ) =>
					[ 'light', 'worship' ].includes( slug )
				)
			).toBe( true );
		}

		const none = await products( request, 'category=no-such-category' );
		expect( [ none.rows, none.total ] ).toEqual( [ [], '0' ] );

		for ( const bad of [ 'per_page=0', 'per_page=101', 'page=0' ] ) {
			const response = await request.get(
				`${ API }/visible-products?${ bad }`
			);
			expect( response.status(), bad ).toBe( 400 );
		}
	} );

	test( 'draft, hidden and unpriced products are absent, out-of-stock ones listed as sold out (absent when the shop hides them); plain text descriptions; a price edit shows at once', async () => {
		const { api: admin, nonce } = await signIn( 'admin' );
		const headers = { 'X-WP-Nonce': nonce };
		const gift = (
			( await (
				await admin.get(
					'/wp-json/wc/v3/products/categories?slug=gift',
					{
						headers,
					}
				)
			).json() ) as Array< { id: number } >
		 )[ 0 ].id;
		// Warm the cache first, so what follows also proves it is dropped.
		await products( admin, 'category=gift' );

		const make = async ( body: Record< string, unknown > ) => {
			const response = await admin.post( '/wp-json/wc/v3/products', {
				headers,
				data: {
					regular_price: '100',
					categories: [ { id: gift } ],
					...body,
				},
			} );
			expect( response.status() ).toBe( 201 );
			return ( ( await response.json() ) as { id: number } ).id;
		};
		const hidden = [
			await make( { name: 'E2E draft', status: 'draft' } ),
			await make( {
				name: 'E2E hidden',
				catalog_visibility: 'hidden',
			} ),
			await make( { name: 'E2E no price', regular_price: '' } ),
			await make( { name: 'E2E private', status: 'private' } ),
		];
		const shown = await make( {
			name: 'E2E <b>bold</b> &amp; shown',
			short_description:
				'<p>Text <script>alert(1)</script><strong>strong</strong> &amp; more</p>',
		} );

		const soldOut = await make( {
			name: 'E2E out of stock',
			stock_status: 'outofstock',
		} );

		const { rows } = await products( admin, 'category=gift' );
		const ids = rows.map( ( row ) => row.id );
		for ( const id of hidden ) {
			expect( ids ).not.toContain( id );
		}
		// Shown, not selectable (the card says 額滿), unless the shop hides out-of-stock items.
		expect( rows.find( ( item ) => item.id === soldOut ) ).toMatchObject( {
			stock: null,
			low_stock: false,
			sold_out: true,
		} );
		const hide = async ( value: 'yes' | 'no' ) =>
			expect(
				(
					await admin.put(
						'/wp-json/wc/v3/settings/products/woocommerce_hide_out_of_stock_items',
						{ headers, data: { value } }
					)
				).status()
			).toBe( 200 );
		await hide( 'yes' );
		expect(
			( await products( admin, 'category=gift' ) ).rows.map(
				( item ) => item.id
			)
		).not.toContain( soldOut );
		await hide( 'no' );
		expect( ids ).toContain( shown );
		const row = rows.find( ( item ) => item.id === shown );
		expect( row?.name ).toBe( 'E2E bold & shown' );
		expect( row?.short_description ).not.toMatch( /[<>]/ );
		expect( row?.short_description ).toContain( 'strong & more' );

		// Cache invalidation: a price edit through wc/v3 shows in the next answer.
		await products( admin, 'category=worship' );
		const lidou = ( await products( admin, 'category=worship' ) ).rows.find(
			( item ) => item.slug === 'lidou-ritual'
		);
		expect( lidou?.price ).toBe( '1500' );
		const edit = await admin.put(
			`/wp-json/wc/v3/products/${ lidou?.id }`,
			{
				headers,
				data: { regular_price: '1600' },
			}
		);
		expect( edit.status() ).toBe( 200 );
		const after = ( await products( admin, 'category=worship' ) ).rows.find(
			( item ) => item.slug === 'lidou-ritual'
		);
		expect( after?.price ).toBe( '1600' );

		// Trashing drops it too.
		await admin.delete( `/wp-json/wc/v3/products/${ shown }`, { headers } );
		expect(
			( await products( admin, 'category=gift' ) ).rows.map(
				( item ) => item.id
			)
		).not.toContain( shown );
		await admin.dispose();
	} );

	test( 'an answer cached for one uploads address is never handed out for another (a moved site, a CDN)', async () => {
		const api = await context();
		const image = async () =>
			( await products( api, 'category=light' ) ).rows.find(
				( row ) => row.slug === 'guangming-lamp'
			)?.image ?? '';
		// An image file under this address.
		const under = ( address: string ) =>
			new RegExp(
				`^${ address.replace( /[.*+?^${}()|[\]\\/]/g, '\\$&' ) }/.+\\.png$`
			);
		const ownUploads = `${ BASE }/wp-content/uploads`;
		try {
			// Cached under the shop's own address first.
			expect( await image() ).toMatch( under( ownUploads ) );
			expect(
				php(
					'e2e/php/upload-address.php',
					'set',
					'http://cdn.example.test/uploads'
				).trim()
			).toBe( 'http://cdn.example.test/uploads' );
			expect( await image() ).toMatch(
				under( 'http://cdn.example.test/uploads' )
			);
		} finally {
			php( 'e2e/php/upload-address.php', 'reset' );
			await api.dispose();
		}
		const again = await context();
		expect(
			( await products( again, 'category=light' ) ).rows.find(
				( row ) => row.slug === 'guangming-lamp'
			)?.image
		).toMatch( under( ownUploads ) );
		await again.dispose();
	} );

	test( 'a cold-cache answer costs the same number of queries for 5 and 50 products', () => {
		expect( php( 'bin/bench/seed-catalogue.php', '60', 'qcount' ) ).toMatch(
			/^seeded \d+/
		);
		const counts = JSON.parse(
			php( 'bin/bench/count-queries.php', 'qcount', '5', '50' )
		) as Record< string, { queries: number; rows: number } >;
		expect( counts[ '5' ].rows ).toBe( 5 );
		expect( counts[ '50' ].rows ).toBe( 50 );
		expect( counts[ '50' ].queries ).toBe( counts[ '5' ].queries );
	} );
} );

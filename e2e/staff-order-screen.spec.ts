/**
 * The order screen on the real shop: it names each believer exactly once,
 * and each line's count leads to that line's believers.
 *
 * Orders are made through WooCommerce's REST API with exactly the line meta
 * the cart writes: `_believers_data` (CartBeliever[]) and `_believers_kind`.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { orderBeliever, restNonce, wcProductId } from './order-helpers';

test.describe( 'the order screen', () => {
	test.use( { storageState: ADMIN } );

	test( 'names each believer exactly once, and each line’s count leads to that line’s believers', async ( {
		page,
	} ) => {
		const nonce = await restNonce( page.request );
		const lamp = await wcProductId( page.request, nonce, 'guangming-lamp' );
		const pudu = await wcProductId( page.request, nonce, 'pudu-offering' );
		const lampBelievers = [
			orderBeliever( {
				name: '林一燈',
				birthday: '1982-潤04-12-子',
				time: '子',
				address: '臺北市一燈路1號',
				product_category: [ 'light' ],
			} ),
			orderBeliever( {
				name: '林二燈',
				gender: 'female',
				address: '臺北市二燈路2號',
				product_category: [ 'light' ],
			} ),
		];
		const puduBelievers = [
			orderBeliever( {
				name: '陳三渡',
				gender: 'female',
				birthday: '1975-08-15-吉',
				address: '臺中市三渡路3號',
				deceased_name: '陳四祖',
				deceased_gender: 'male',
				deceased_birthday: '1920-01-01-吉',
				deceased_death_anniversary: '1999-07-15-午',
				deceased_address: '臺中市祖先路4號',
				product_category: [ 'pudu' ],
			} ),
		];
		// An older or hand-made order: the believers as JSON text and no stored kind.
		const handMade = [
			orderBeliever( {
				name: '黃五文',
				address: '臺南市五文路5號',
				product_category: [ 'light' ],
			} ),
		];
		const response = await page.request.post( '/wp-json/wc/v3/orders', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				status: 'on-hold',
				billing: { first_name: '測試', last_name: '信眾' },
				line_items: [
					{
						product_id: lamp,
						quantity: 2,
						meta_data: [
							{ key: '_believers_data', value: lampBelievers },
							{ key: '_believers_kind', value: 'light' },
						],
					},
					{
						product_id: pudu,
						quantity: 1,
						meta_data: [
							{ key: '_believers_data', value: puduBelievers },
							{ key: '_believers_kind', value: 'pudu' },
						],
					},
					{
						product_id: lamp,
						quantity: 1,
						meta_data: [
							{
								key: '_believers_data',
								value: JSON.stringify( handMade ),
							},
						],
					},
				],
			},
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		const order = await response.json();

		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order.id }`
		);
		const box = page.locator( '#temple-offerings-believers' );
		await expect( box ).toContainText( '黃五文' );
		const names = [ '林一燈', '林二燈', '陳三渡', '陳四祖', '黃五文' ];
		const text = await page.locator( 'body' ).innerText();
		const html = await page.content();
		const count = ( haystack: string, needle: string ) =>
			haystack.split( needle ).length - 1;
		for ( const name of names ) {
			// Once on the screen staff read, and nowhere else in the page either
			// (no hidden item meta, no second list).
			expect( count( text, name ), name ).toBe( 1 );
			expect( count( html, name ), name ).toBe( 1 );
		}

		// Under each item only its count, linking to that line's believers in the box.
		const counts = page.locator(
			'#order_line_items .temple-offerings-believers-count a'
		);
		await expect( counts ).toHaveText( [
			'登記信眾：2 位，詳見下方「登記信眾」',
			'登記信眾：1 位，詳見下方「登記信眾」',
			'登記信眾：1 位，詳見下方「登記信眾」',
		] );
		const expected = [
			[ '林一燈', '林二燈' ],
			[ '陳三渡', '陳四祖' ],
			[ '黃五文' ],
		];
		for ( const [ index, lineNames ] of expected.entries() ) {
			const href =
				( await counts.nth( index ).getAttribute( 'href' ) ) ?? '';
			expect( href ).toMatch( /^#temple-offerings-believers-\d+$/ );
			const section = box.locator( href );
			await expect( section ).toHaveCount( 1 );
			for ( const name of lineNames ) {
				await expect( section ).toContainText( name );
			}
			const others = names.filter(
				( name ) => ! lineNames.includes( name )
			);
			for ( const name of others ) {
				await expect( section ).not.toContainText( name );
			}
		}
		// The hand-made line reads as its product's form, a lamp: the believer's labels, no deceased.
		const handMadeSection = box.locator(
			( await counts.nth( 2 ).getAttribute( 'href' ) ) ?? ''
		);
		await expect( handMadeSection ).toContainText( '信眾姓名' );
		await expect( handMadeSection ).not.toContainText( '往生者' );
		// The print link stays in the box.
		await expect(
			box.getByRole( 'link', { name: '列印信眾名單' } )
		).toBeVisible();
	} );
} );

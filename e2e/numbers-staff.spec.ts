/**
 * Lamp numbers (燈號) set by staff on the real shop: a product's numbering
 * on its Temple (寺務) tab, a bad width refused with nothing stored; a
 * variation's own numbering on its row of the Variations tab counts on its
 * own while the others count in the parent's.
 *
 * The spec uses products of its own, so no other spec's product gives
 * numbers.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { restNonce, deleteOrders } from './order-helpers';
import { lightBeliever, shopPhp, simpleProduct } from './cart-helpers';
import { PRODUCT, shots, boxNumbers } from './numbers-helpers';

/**
 * Opens the product's Temple tab once WooCommerce's tab script answers clicks.
 *
 * @param page Admin page on the product screen.
 */
async function openTempleTab( page: Page ) {
	await expect( async () => {
		await page.getByRole( 'link', { name: '寺務' } ).click();
		await expect( page.getByLabel( '燈號字首' ) ).toBeVisible( {
			timeout: 1_000,
		} );
	} ).toPass();
}

/**
 * A variable product of this spec with two variations (a local attribute,
 * so no other product's variations change), numbered from its parent.
 *
 * @return Parent and variation ids.
 */
function variableProduct(): { parent: number; variations: number[] } {
	return JSON.parse(
		shopPhp( `
			$found = get_page_by_path( 'e2e-numbers-variable', OBJECT, 'product' );
			if ( $found ) {
				$parent = wc_get_product( $found->ID );
			} else {
				$attribute = new WC_Product_Attribute();
				$attribute->set_name( 'seat' );
				$attribute->set_options( array( 'normal', 'main' ) );
				$attribute->set_visible( true );
				$attribute->set_variation( true );
				$parent = new WC_Product_Variable();
				$parent->set_name( '燈號測試太歲燈' );
				$parent->set_slug( 'e2e-numbers-variable' );
				$parent->set_status( 'publish' );
				$parent->set_virtual( true );
				$parent->set_category_ids( array( get_term_by( 'slug', 'light', 'product_cat' )->term_id ) );
				$parent->set_attributes( array( $attribute ) );
				$parent->update_meta_data( '_temple_offerings_number_prefix', '太歲-' );
				$parent->update_meta_data( '_temple_offerings_number_start', '1' );
				$parent->update_meta_data( '_temple_offerings_number_width', '3' );
				$parent->save();
				foreach ( array( 'normal', 'main' ) as $option ) {
					$variation = new WC_Product_Variation();
					$variation->set_parent_id( $parent->get_id() );
					$variation->set_attributes( array( 'seat' => $option ) );
					$variation->set_regular_price( '300' );
					$variation->set_virtual( true );
					$variation->save();
				}
				WC_Product_Variable::sync( $parent->get_id() );
				$parent = wc_get_product( $parent->get_id() );
			}
			echo wp_json_encode( array( 'parent' => $parent->get_id(), 'variations' => $parent->get_children() ) );
		` )
			.trim()
			.split( '\n' )
			.pop() as string
	);
}

test.describe( 'lamp numbers', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let product = 0;
	const made: number[] = [];

	test.beforeAll( () => {
		product = simpleProduct( 'e2e-numbers-lamp', PRODUCT, 600, [
			'light',
		] );
	} );

	test.afterAll( async ( { browser } ) => {
		await deleteOrders( browser, made );
	} );

	test( 'staff set the numbering on the product’s Temple tab; a bad width is refused and stores nothing', async ( {
		page,
	} ) => {
		await page.goto( `/wp-admin/post.php?post=${ product }&action=edit` );
		await openTempleTab( page );
		const prefix = page.getByLabel( '燈號字首' );
		const start = page.getByLabel( '起始號碼' );
		const width = page.getByLabel( '號碼位數' );
		await expect( prefix ).toBeVisible();
		await prefix.fill( '光明燈-' );
		await start.fill( '1' );
		await width.fill( '11' );
		// The browser's own max check would stop the post: the server's answer is what is tested.
		await width.evaluate( ( input ) => input.removeAttribute( 'max' ) );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
			`「${ PRODUCT }」的燈號設定未儲存：號碼位數須為 1 至 10 的整數。`
		);
		await openTempleTab( page );
		await expect( page.getByLabel( '起始號碼' ) ).toHaveValue( '' );

		await page.getByLabel( '燈號字首' ).fill( '光明燈-' );
		await page.getByLabel( '起始號碼' ).fill( '1' );
		await page.getByLabel( '號碼位數' ).fill( '4' );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.notice-success' ) ).toBeVisible();
		await expect( page.locator( '#woocommerce_errors' ) ).toHaveCount( 0 );
		await openTempleTab( page );
		await expect( page.getByLabel( '燈號字首' ) ).toHaveValue( '光明燈-' );
		await expect( page.getByLabel( '起始號碼' ) ).toHaveValue( '1' );
		await expect( page.getByLabel( '號碼位數' ) ).toHaveValue( '4' );
		await shots( page, 'product-temple-tab', [ 1280 ] );
	} );

	test( 'a variation with its own numbering (set on its row of the Variations tab) counts on its own; the others count in the parent’s', async ( {
		page,
	} ) => {
		const variable = variableProduct();
		const [ own, shared ] = variable.variations;
		await page.goto(
			`/wp-admin/post.php?post=${ variable.parent }&action=edit`
		);
		await page.locator( 'li.variations_options a' ).click();
		const rows = page.locator( '.woocommerce_variation' );
		await expect( rows ).toHaveCount( 2 );
		const row = page.locator(
			`.woocommerce_variation:has(input.variable_post_id[value="${ own }"])`
		);
		await row.locator( 'h3' ).first().click();
		const loop = await row
			.locator( 'input.variable_post_id' )
			.getAttribute( 'name' )
			.then( ( name ) => /\[(\d+)\]/.exec( name ?? '' )?.[ 1 ] ?? '' );
		await expect(
			row.getByText(
				'此款式的燈號（起始號碼留空則與商品共用同一組燈號）'
			)
		).toBeVisible();
		await row
			.locator( `#temple_offerings_number_prefix_${ loop }` )
			.fill( '主燈-' );
		await row
			.locator( `#temple_offerings_number_start_${ loop }` )
			.fill( '501' );
		await row
			.locator( `#temple_offerings_number_width_${ loop }` )
			.fill( '4' );
		await shots( page, 'variation-fields', [ 1280 ] );
		await page.locator( 'button.save-variation-changes' ).click();
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '#variable_product_options .error' )
		).toHaveCount( 0 );
		expect(
			shopPhp(
				`$v = wc_get_product( ${ own } ); echo $v->get_meta( '_temple_offerings_number_prefix' ), '|', $v->get_meta( '_temple_offerings_number_start' ), '|', $v->get_meta( '_temple_offerings_number_width' );`
			).trim()
		).toBe( '主燈-|501|4' );

		const nonce = await restNonce( page.request );
		const response = await page.request.post( '/wp-json/wc/v3/orders', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				status: 'processing',
				billing: { first_name: '測試', last_name: '款式' },
				line_items: [ own, shared ].map( ( variation, index ) => ( {
					product_id: variable.parent,
					variation_id: variation,
					quantity: 1,
					meta_data: [
						{
							key: '_believers_data',
							value: [ lightBeliever( `周款式${ index }` ) ],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				} ) ),
			},
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		const order = ( await response.json() ).id;
		made.push( order );
		expect( await boxNumbers( page, order ) ).toEqual( [
			'主燈-0501',
			'太歲-001',
		] );
	} );
} );

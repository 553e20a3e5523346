/**
 * Places of a variable offering whose variations manage their own stock,
 * on the real shop: places are counted per variation, each variation's
 * card says 剩 N 位 or 額滿, and an add over a variation's places is refused
 * with the sentence naming it, on the page's add and on the plugin's REST
 * add, nothing added.
 */
/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { CUSTOMER } from './global-setup';
import { axeViolations } from './page-helpers';

const SHOTS = path.join( __dirname, '..', 'test-results', 'places' );
const VARIABLE = '分殿光明燈';

test.describe
	.serial( 'a variable offering whose variations count their own places', () => {
	let parent = 0;
	/** Variation ids by plan: 基本 (2 places), 進階 (none left), 圓滿 (not counted). */
	let plans: Record< 'basic' | 'advanced' | 'complete', number > = {
		basic: 0,
		advanced: 0,
		complete: 0,
	};
	let basicName = '';

	test.beforeAll( () => {
		const made = JSON.parse(
			shopPhp( `
				$ids = array();
				foreach ( array( 'basic', 'advanced', 'complete' ) as $slug ) {
					$ids[] = get_term_by( 'slug', $slug, 'pa_plan' )->term_id;
				}
				$attribute = new WC_Product_Attribute();
				$attribute->set_id( wc_attribute_taxonomy_id_by_name( 'plan' ) );
				$attribute->set_name( 'pa_plan' );
				$attribute->set_options( $ids );
				$attribute->set_visible( true );
				$attribute->set_variation( true );
				$found   = get_page_by_path( 'places-variable-lamp', OBJECT, 'product' );
				$product = $found ? wc_get_product( $found->ID ) : new WC_Product_Variable();
				$product->set_name( ${ JSON.stringify( VARIABLE ) } );
				$product->set_slug( 'places-variable-lamp' );
				$product->set_status( 'publish' );
				$product->set_virtual( true );
				$product->set_category_ids( array( get_term_by( 'slug', 'light', 'product_cat' )->term_id ) );
				$product->set_attributes( array( $attribute ) );
				$product->save();
				$stocks = array( 'basic' => 2, 'advanced' => 0, 'complete' => null );
				$out    = array( 'parent' => $product->get_id(), 'plans' => array() );
				foreach ( $stocks as $slug => $stock ) {
					$variation = null;
					foreach ( $product->get_children() as $child ) {
						if ( $slug === wc_get_product( $child )->get_attribute( 'pa_plan' ) || $slug === get_post_meta( $child, 'attribute_pa_plan', true ) ) {
							$variation = wc_get_product( $child );
						}
					}
					$variation = $variation ?: new WC_Product_Variation();
					$variation->set_parent_id( $product->get_id() );
					$variation->set_attributes( array( 'pa_plan' => $slug ) );
					$variation->set_regular_price( '800' );
					$variation->set_virtual( true );
					$variation->set_status( 'publish' );
					$variation->set_manage_stock( null !== $stock );
					if ( null !== $stock ) {
						$variation->set_stock_quantity( $stock );
						$variation->set_low_stock_amount( 5 );
					}
					$out['plans'][ $slug ] = $variation->save();
				}
				WC_Product_Variable::sync( $product->get_id() );
				$out['basic_name'] = wc_get_product( $out['plans']['basic'] )->get_name();
				echo wp_json_encode( $out );
			` )
		);
		parent = made.parent;
		plans = made.plans;
		basicName = made.basic_name;
	} );

	test.afterAll( () => {
		shopPhp( `
			$product = wc_get_product( ${ parent } );
			foreach ( $product->get_children() as $child ) {
				wc_get_product( $child )->delete( true );
			}
			$product->delete( true );
		` );
	} );

	/**
	 * The variation cards of the offering on the 光明燈 tab.
	 *
	 * @param page Page.
	 */
	async function cards( page: Page ) {
		await page.goto( '/offerings/' );
		await page.getByRole( 'tab', { name: '光明燈', exact: true } ).click();
		const panel = page.getByRole( 'tabpanel' );
		return {
			basic: panel.getByRole( 'button', { name: /^基本/ } ),
			advanced: panel.getByRole( 'button', { name: /^進階/ } ),
			complete: panel.getByRole( 'button', { name: /^圓滿/ } ),
		};
	}

	test( 'each variation’s card says its own places: 剩 2 位, 額滿 (not selectable), nothing when not counted', async ( {
		page,
	} ) => {
		const card = await cards( page );
		await expect( card.basic ).toHaveAccessibleName( /剩 2 位/ );
		await expect( card.basic ).toBeEnabled();
		await expect( card.advanced ).toHaveAccessibleName( /額滿/ );
		await expect( card.advanced ).toBeDisabled();
		await expect( card.complete ).not.toHaveAccessibleName( /剩|額滿/ );
		await expect( card.complete ).toBeEnabled();
		await card.basic.click();
		await expect( card.basic ).toHaveAttribute( 'aria-pressed', 'true' );
		await card.basic.scrollIntoViewIfNeeded();
		for ( const width of [ 390, 1280 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await card.basic.scrollIntoViewIfNeeded();
			await page.screenshot( {
				path: path.join( SHOTS, `variation-cards-${ width }.png` ),
			} );
		}
		expect( await axeViolations( page, '.temple-offerings' ) ).toEqual(
			[]
		);
	} );

	test( 'an add over a variation’s places is refused with the sentence naming it; the others are not affected', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const request = context.request;
		await emptyCart( request );
		expect( basicName ).toContain( VARIABLE );

		// The page's add: 3 believers for the 2 places of 基本.
		const refused = await addBelievers( request, plans.basic, [
			lightBeliever( '殿一' ),
			lightBeliever( '殿二' ),
			lightBeliever( '殿三' ),
		] );
		expect( refused ).toMatchObject( {
			error: true,
			code: 'temple_offerings_not_enough_places',
			message: `「${ basicName }」只剩 2 個名額，請減少信眾人數。`,
		} );
		expect( ( await storeCart( request ) ).items ).toHaveLength( 0 );

		// 進階 has none left; 圓滿 counts nothing and takes any number.
		const full = await addBelievers( request, plans.advanced, [
			lightBeliever( '殿四' ),
		] );
		expect( full ).toMatchObject( {
			error: true,
			code: 'temple_offerings_not_enough_places',
		} );
		expect( full.message ).toMatch( /已額滿/ );
		const free = await addBelievers( request, plans.complete, [
			lightBeliever( '殿五' ),
			lightBeliever( '殿六' ),
			lightBeliever( '殿七' ),
		] );
		expect( free.error ?? false ).toBe( false );

		// Two of 基本 fit, next to the three of 圓滿: counted per variation.
		const fits = await addBelievers( request, plans.basic, [
			lightBeliever( '殿一' ),
			lightBeliever( '殿二' ),
		] );
		expect( fits.error ?? false ).toBe( false );

		// One more of 基本 is over what this cart leaves.
		const over = await addBelievers( request, plans.basic, [
			lightBeliever( '殿九' ),
		] );
		expect( over ).toMatchObject( {
			code: 'temple_offerings_not_enough_places',
			message: `「${ basicName }」已額滿，無法再登記。`,
		} );
		const lines = ( await storeCart( request ) ).items.map( ( item ) => [
			item.id,
			item.quantity,
		] );
		expect( lines.sort() ).toEqual(
			[
				[ plans.complete, 3 ],
				[ plans.basic, 2 ],
			].sort()
		);
		await emptyCart( request );
		await context.close();
	} );
} );

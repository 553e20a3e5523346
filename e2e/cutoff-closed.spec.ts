/**
 * After the registration cutoff (登記截止日), on the real shop: the
 * correction form is read-only with the day shown and a forged post is
 * refused; a closed offering's card cannot be picked and WooCommerce's
 * wc-ajax add and Store API refuse it and its variations.
 *
 * Its products and the order are its own (cutoff-helpers.ts), so moving
 * their cutoff into the past closes nothing another spec uses.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	mails,
	storeCart,
} from './cart-helpers';
import {
	LAMP,
	LATER,
	stored,
	taipeiDay,
	fullDay,
	axeViolations,
	shoot,
	cutoffProducts,
	setCutoff,
	cutoffOrder,
	correctionForms,
	cutoffCleanUp,
} from './cutoff-helpers';

/**
 * Adds one believer of a product or variation through the Store API, with
 * believers that pass for an open offering.
 *
 * @param request Request context.
 * @param nonce   The Store API nonce.
 * @param id      Product or variation id.
 */
const storeApiAdd = ( request: APIRequestContext, nonce: string, id: number ) =>
	request.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: nonce },
		data: {
			id,
			quantity: 1,
			meta_data: [
				{
					key: '_believers_data',
					value: [ lightBeliever( '截止後' ) ],
				},
			],
		},
	} );

test.describe( 'registration cutoff and corrections before it', () => {
	test.describe.configure( { mode: 'serial' } );

	const open = taipeiDay( 40 );
	let lamp = 0;
	let later = 0;
	let variable = 0;
	let variation = 0;
	let orderId = 0;
	let formUrl = '';

	test.beforeAll( async ( { browser } ) => {
		( { lamp, later, variable, variation } = cutoffProducts() );
		// Open until then, as staff set it on the Temple tab (cutoff-days.spec.ts).
		setCutoff( lamp, open );
		( { id: orderId } = await cutoffOrder( browser, lamp ) );
		[ formUrl ] = await correctionForms( browser, orderId );
	} );

	test.afterAll( async ( { browser } ) => {
		await cutoffCleanUp( browser, orderId, [ lamp, later, variable ] );
	} );

	test( 'after the cutoff: read-only with the day shown, a forged post refused, the offering closed everywhere', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		// A form opened while it was open, posted after the day has passed.
		await page.goto( formUrl );
		const nonce = await page
			.locator( 'input[name="_wpnonce"]' )
			.inputValue();
		const was = await page.locator( 'input[name="was"]' ).inputValue();
		const past = taipeiDay( -1 );
		setCutoff( lamp, past );
		const before = stored( orderId );
		const mailsBefore = mails().length;

		await page.goto( `/my-account/view-order/${ orderId }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( past ) }`
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'已過登記截止日，資料無法再更正。'
		);
		await expect(
			page.getByRole( 'link', { name: /^更正信眾/ } )
		).toHaveCount( 0 );

		await page.goto( formUrl );
		await expect(
			page.getByRole( 'heading', { name: '信眾資料', exact: true } )
		).toBeVisible();
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( past ) }`
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'林截止（信士）'
		);
		await expect(
			page.getByRole( 'button', { name: '儲存更正' } )
		).toHaveCount( 0 );
		await expect( page.getByRole( 'combobox' ) ).toHaveCount( 0 );
		await shoot( page, 'read-only' );

		const forged = await page.request.post( formUrl, {
			form: {
				_wpnonce: nonce,
				was,
				'believer[name]': '截止後偷改',
			},
		} );
		expect( forged.status() ).toBe( 403 );
		expect( await forged.text() ).toContain(
			'已過登記截止日，資料未儲存。'
		);
		const after = stored( orderId );
		expect( after.believers ).toEqual( before.believers );
		expect( after.notes ).toHaveLength( before.notes.length );
		expect( mails() ).toHaveLength( mailsBefore );

		// The page: the card says 已截止登記 and cannot be picked; the other stays open.
		await page.goto( '/offerings/' );
		const closed = page.getByRole( 'button', {
			name: new RegExp( `^${ LAMP }.*已截止登記` ),
		} );
		await expect( closed ).toBeDisabled();
		await expect(
			page.getByRole( 'button', { name: new RegExp( `^${ LATER }` ) } )
		).toBeEnabled();
		await closed.scrollIntoViewIfNeeded();
		await shoot( page, 'card-closed' );
		expect( await axeViolations( page, '.temple-offerings' ) ).toEqual(
			[]
		);

		// WooCommerce refuses it on every path, with believers that pass for an open offering.
		await emptyCart( page.request );
		const refused = await addBelievers( page.request, lamp, [
			lightBeliever( '截止後' ),
		] );
		expect( refused.error ).toBe( true );
		expect( refused.message ).toContain(
			`「${ LAMP }」已於 ${ fullDay( past ) } 截止登記。`
		);
		const accepted = await addBelievers( page.request, later, [
			lightBeliever( '截止前' ),
		] );
		expect( accepted.error ).toBeFalsy();
		const { nonce: storeNonce } = await storeCart( page.request );
		const storeAdd = await storeApiAdd( page.request, storeNonce, lamp );
		expect( storeAdd.status() ).toBe( 400 );
		// A variation closes with its product: listed, marked closed, refused.
		setCutoff( variable, past );
		const rows = await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json();
		const parent = rows.find( ( r: { id: number } ) => r.id === variable );
		expect( parent ).toMatchObject( { cutoff: past, closed: true } );
		expect(
			parent.available_variations.map(
				( v: { variation_id: number } ) => v.variation_id
			)
		).toEqual( [ variation ] );
		const variationAdd = await storeApiAdd(
			page.request,
			storeNonce,
			variation
		);
		expect( variationAdd.status() ).toBe( 400 );
		expect( ( await variationAdd.json() ).message ).toContain(
			'已於 ' + fullDay( past ) + ' 截止登記。'
		);
		const cart = await storeCart( page.request );
		expect( cart.items.map( ( item ) => item.id ) ).toEqual( [ later ] );
		await emptyCart( page.request );
		await context.close();
	} );
} );

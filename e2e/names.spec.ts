/**
 * A name is written by hand on a lamp's tablet: the name field stops at its
 * limit as it is typed or pasted (no 最多 50 個字 surprise at 加入結緣品), and a
 * name of emoji or symbols alone is refused, on the page and when posted
 * directly, while any script's letters make a name.
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
	ajaxAdd,
	emptyCart,
	lightBeliever,
	metaData,
	productId,
	storeCart,
} from './cart-helpers';
import { CUSTOMER } from './global-setup';
import { addBeliever, field, pick } from './page-helpers';

test.use( { storageState: CUSTOMER } );

test( 'the name field stops at 50 characters as typed and as pasted', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await emptyCart( page.request );
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	const row = await addBeliever( section );
	const name = field( row, '信眾姓名' );
	await name.pressSequentially( '測'.repeat( 55 ) );
	await expect( name ).toHaveValue( '測'.repeat( 50 ) );
	await name.fill( '' );
	// Text put in at once, as a paste or an input method does, keeps the
	// first 50 characters.
	await name.focus();
	await page.keyboard.insertText( '王'.repeat( 300 ) );
	await expect( name ).toHaveValue( '王'.repeat( 50 ) );
	await field( row, '信眾地址' ).fill( '台南市中西區' );
	await expect( row ).toHaveClass( /is-complete/ );
	await expect( row.locator( '.temple-offerings-field__error' ) ).toHaveCount(
		0
	);
} );

test( 'a name of emoji or symbols alone is refused on the page, with nothing lost', async ( {
	page,
} ) => {
	await emptyCart( page.request );
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	const row = await addBeliever( section );
	const name = field( row, '信眾姓名' );
	await name.fill( '🙏🙏🙏' );
	await field( row, '信眾地址' ).fill( '台南市中西區' );
	await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( row ).toContainText( '姓名須有文字，不能只有符號或表情符號' );
	await expect( row ).not.toHaveClass( /is-complete/ );
	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await summary.getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		page.getByText( '部分結緣品的資料不完整，請檢查' )
	).toBeVisible();
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );
	await expect( name ).toHaveValue( '🙏🙏🙏' );

	// One letter among them makes it a name.
	await name.fill( '王🙏' );
	await expect( row ).toHaveClass( /is-complete/ );
} );

test( 'posted directly, a name without a letter is refused; Han, Latin and kana names are not', async ( {
	page,
} ) => {
	await emptyCart( page.request );
	const lamp = await productId( page.request, 'guangming-lamp' );
	for ( const name of [ '🙏', '＊＊＊', '123', '★☆' ] ) {
		const answer = await ajaxAdd( page.request, {
			product_id: String( lamp ),
			quantity: '1',
			meta_data: metaData( [ lightBeliever( name ) ] ),
		} );
		expect( answer, name ).toMatchObject( {
			error: true,
			code: 'temple_offerings_invalid_believer',
			errors: [ { index: 0, field: 'name', code: 'invalid' } ],
		} );
	}
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );

	const accepted = await addBelievers( page.request, lamp, [
		lightBeliever( '萱' ),
		lightBeliever( 'Mary Chen' ),
		lightBeliever( 'さくら' ),
	] );
	expect( accepted.error ).toBeUndefined();
	expect( ( await storeCart( page.request ) ).items ).toHaveLength( 1 );
	await emptyCart( page.request );

	// The saved-believers route refuses it too.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const saved = await page.request.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				believers: [
					{
						product_category: [ 'light' ],
						data: lightBeliever( '🕯️' ),
					},
				],
			},
		}
	);
	expect( saved.status() ).toBe( 400 );
	const body = await saved.json();
	expect( body.code ).toBe( 'temple_offerings_invalid_believer' );
	expect( JSON.stringify( body.data.errors ) ).toContain( '"invalid"' );
} );

/**
 * Staff's believer form with the rest of the order screen: a line that
 * WooCommerce's items box adds taking the focus, and the order's save
 * stopped while a line is short unless staff tick the box. Only the network
 * (window.fetch) is mocked; WooCommerce's items box is its markup.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { json } from '../../components/offering-page/test/fixtures';
import { recordingShop as shop } from '../../test/rest-form';
import { OrderEditor } from '../order-editor';
import { line } from './order-line';
import { inOrderEditor, orderScreen, settings, submit } from './order-screen';

inOrderEditor();

test( 'a line WooCommerce’s items box adds is read again and its form takes the focus', async () => {
	const sent = shop( () =>
		json( {
			order_id: 42,
			lines: [
				line( { item_id: 9, quantity: 1, places: 1, missing: 1 } ),
			],
		} )
	);
	const { box, form } = orderScreen();
	render( <OrderEditor settings={ settings( [] ) } />, { container: box } );
	expect( screen.queryByRole( 'region' ) ).toBeNull();

	// What WooCommerce does with the answer of woocommerce_add_order_item.
	const inside = form.querySelector(
		'#woocommerce-order-items .inside'
	) as HTMLElement;
	inside.innerHTML = '';
	inside.appendChild( document.createElement( 'table' ) );

	const lamp = await screen.findByRole( 'region', {
		name: '光明燈：1 個名額尚未登記信眾',
	} );
	expect( sent[ 0 ] ).toMatchObject( { method: 'GET' } );
	await waitFor( () =>
		expect( within( lamp ).getByLabelText( /^信眾姓名/ ) ).toHaveFocus()
	);
} );

test( 'the order is not saved with a short line unless staff tick the box; a raised quantity counts before it is saved', () => {
	shop( () => json( {} ) );
	const complete = line( {
		quantity: 1,
		places: 1,
		believers: 1,
		stored: 1,
		missing: 0,
	} );

	// Every place has its believer, but the quantity input now says 3.
	const raised = orderScreen( { 5: 3 } );
	render( <OrderEditor settings={ settings( [ complete ] ) } />, {
		container: raised.box,
	} );
	expect( submit( raised.form ) ).toBe( false );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'有結緣品項目的名額尚未登記信眾'
	);
	document.body.innerHTML = '';

	const same = orderScreen( { 5: 1 } );
	render( <OrderEditor settings={ settings( [ complete ] ) } />, {
		container: same.box,
	} );
	expect( submit( same.form ) ).toBe( true );
} );

test( 'ticking “save without these believers for now” lets the order be saved, and posts the tick with it', async () => {
	shop( () => json( {} ) );
	const user = userEvent.setup();
	const { form, box } = orderScreen();
	render( <OrderEditor settings={ settings( [ line() ] ) } />, {
		container: box,
	} );

	expect( submit( form ) ).toBe( false );
	const alert = screen.getByRole( 'alert' );
	expect( alert ).toHaveTextContent( '暫不登記信眾，直接儲存訂單' );
	// The focus goes to the first place to fill in.
	expect( screen.getAllByLabelText( /^信眾姓名/ )[ 0 ] ).toHaveFocus();

	await user.click(
		screen.getByRole( 'checkbox', { name: '暫不登記信眾，直接儲存訂單' } )
	);
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( submit( form ) ).toBe( true );
	expect( new FormData( form ).get( 'temple_offerings_save_short' ) ).toBe(
		'1'
	);
	// The believer fields are no part of the order's form: an empty required
	// name does not stop the browser from sending the order, and nothing of
	// them is posted with it.
	expect( screen.getAllByLabelText( /^信眾姓名/ )[ 0 ] ).toBeRequired();
	expect( form.checkValidity() ).toBe( true );
	expect( [ ...new FormData( form ).keys() ] ).toEqual( [
		'temple_offerings_save_short',
	] );
} );

/**
 * What the tests of staff's believer form on the order screen share: zh_TW
 * and the request guard, the screen's settings, the order screen's form
 * around the Believers box (WooCommerce's items box is its markup), a submit
 * of that form, and a line's form found by its name.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ORIGIN } from '../../components/offering-page/test/fixtures';
import { inZhTwBehindGuard } from '../../test/rest-form';
import type { OrderLineState } from '../../types/order-line';
import type { StaffEntrySettings } from '../settings';

/**
 * Every test of the file in zh_TW, with dialogs and the request guard, and
 * the screen emptied after each.
 */
export function inOrderEditor() {
	inZhTwBehindGuard( 'staff-nonce' );
	afterEach( () => {
		document.body.innerHTML = '';
	} );
}

/**
 * The settings the order screen renders for order 42.
 *
 * @param lines Its lines.
 */
export const settings = ( lines: OrderLineState[] ): StaffEntrySettings => ( {
	orderId: 42,
	restNonce: 'staff-nonce',
	allowedOrigins: [ ORIGIN ],
	lines,
} );

/**
 * The order screen around the box: its form, WooCommerce's items box with
 * a quantity input per line, and the Believers box.
 *
 * @param quantities Item id => the quantity its input holds.
 */
export function orderScreen( quantities: Record< number, number > = {} ) {
	const form = document.createElement( 'form' );
	form.innerHTML = `<div id="woocommerce-order-items"><div class="inside">${ Object.entries(
		quantities
	)
		.map(
			( [ id, quantity ] ) =>
				`<table><tr class="item"><td><div class="edit" style="display: none;"><input class="quantity" name="order_item_qty[${ id }]" value="${ quantity }"></div></td></tr></table>`
		)
		.join( '' ) }</div></div><div id="believers"></div>`;
	document.body.appendChild( form );
	return {
		form,
		box: form.querySelector( '#believers' ) as HTMLElement,
	};
}

/**
 * Submits the order screen's form; whether it went through.
 *
 * @param form The order screen's form.
 */
export function submit( form: HTMLFormElement ): boolean {
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	act( () => {
		form.dispatchEvent( event );
	} );
	return ! event.defaultPrevented;
}

export const lineForm = ( name: string ) =>
	screen.getByRole( 'region', { name } ) as HTMLElement;

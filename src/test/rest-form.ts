/**
 * What the tests of a form that saves through the REST routes on its own
 * (the family book in My Account, staff's believer form on the order screen)
 * share: zh_TW, dialogs and the request guard set up, a mocked shop that
 * records every request it is sent, a believer typed in, and a field's
 * message read as a screen reader finds it.
 */

/**
 * External dependencies
 */
import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../api/middleware';
import {
	ORIGIN,
	installResponse,
	loadZhTw,
	mockNetwork,
	type Handler,
} from '../components/offering-page/test/fixtures';
import { polyfillDialog } from '../components/product-believers/test/helpers';
import type { FormKind } from '../domain/form-kind';
import {
	believerFieldMessage,
	type ValidationError,
} from '../domain/validation';

/**
 * Every test of the file in zh_TW, with dialogs and the request guard of a
 * page that trusts its own origin and sends this nonce.
 *
 * @param restNonce The nonce the page was given.
 */
export function inZhTwBehindGuard( restNonce: string ) {
	loadZhTw();
	beforeAll( () => {
		installResponse();
		polyfillDialog();
		setRequestGuard( () => ( {
			allowedOrigins: [ ORIGIN ],
			restNonce,
		} ) );
	} );
}

/** What the mocked shop received: method, URL, body, nonce. */
export type Sent = {
	method: string;
	url: string;
	body: unknown;
	nonce: string;
};

/**
 * Mocks the shop with an answer and records every request it gets.
 *
 * @param answer The shop's answer.
 * @return What it was sent, filled as requests come.
 */
export function recordingShop( answer: Handler ) {
	const sent: Sent[] = [];
	mockNetwork( ( url, init ) => {
		const headers = ( init.headers ?? {} ) as Record< string, string >;
		sent.push( {
			// apiFetch sends PUT and DELETE as a POST that names them
			// (WordPress's method override), as WordPress reads them.
			method: String(
				headers[ 'X-HTTP-Method-Override' ] ?? init.method ?? 'GET'
			),
			url,
			body: init.body ? JSON.parse( String( init.body ) ) : null,
			nonce: String( headers[ 'X-WP-Nonce' ] ?? '' ),
		} );
		return answer( url, init );
	} );
	return sent;
}

/**
 * Types a believer into a form that asks a name, an address and a lunar
 * birthday (a lamp's, worship's): the birthday 1980-08-15, its hour left 吉.
 *
 * @param user    The user typing.
 * @param scope   The believer's form.
 * @param name    The name typed.
 * @param address The address typed.
 */
export async function typeBeliever(
	user: ReturnType< typeof userEvent.setup >,
	scope: HTMLElement,
	name: string,
	address = '台南市中山路1號'
) {
	await user.type( within( scope ).getByLabelText( /^信眾姓名/ ), name );
	await user.type( within( scope ).getByLabelText( /^信眾地址/ ), address );
	const birthday = within( scope ).getByRole( 'group', { name: '農曆生辰' } );
	await user.selectOptions( within( birthday ).getByLabelText( /^年/ ), [
		'1980',
	] );
	await user.selectOptions( within( birthday ).getByLabelText( /^月/ ), [
		'08',
	] );
	await user.selectOptions( within( birthday ).getByLabelText( /^日/ ), [
		'15',
	] );
}

/**
 * Expects a control marked invalid, and the message its aria-describedby
 * names to be the one the rules give for the error.
 *
 * @param control The field's control.
 * @param kind    The form's kind.
 * @param error   The error: index, field and code.
 */
export function expectFieldMessage(
	control: HTMLElement,
	kind: FormKind,
	error: ValidationError
) {
	expect( control ).toHaveAttribute( 'aria-invalid', 'true' );
	expect(
		document.getElementById( control.getAttribute( 'aria-describedby' )! )
	).toHaveTextContent( believerFieldMessage( kind, error ) );
}

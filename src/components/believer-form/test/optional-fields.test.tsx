/**
 * A believer's optional fields, folded until asked for: on every kind the
 * fold holds only what the kind does not require, and it opens by itself
 * when one of its fields holds a value (a restored draft, a paste) or shows
 * a message.
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { emptyBeliever, type BelieverFormItem } from '../../../domain/believer';
import {
	requiresField,
	showsField,
	type FormKind,
} from '../../../domain/believer-fields';
import { FORM_KIND_PRIORITY } from '../../../domain/form-kind';
import { validateBeliever } from '../../../domain/validation';
import { toCartBeliever } from '../../../domain/believer';
import { loadZhTw } from '../../../test/zh-tw';
import { BelieverFields, contactFields } from '../believer-fields';
import { useFieldErrors } from '../use-field-errors';

loadZhTw();

/**
 * The fields of one believer with their own state, as a form holds them.
 *
 * @param props                 Props.
 * @param props.kind            Form kind.
 * @param props.initial         The believer it starts with.
 * @param props.submitAttempted Whether every message shows.
 */
function Form( {
	kind,
	initial,
	submitAttempted = false,
}: {
	kind: FormKind;
	initial: BelieverFormItem;
	submitAttempted?: boolean;
} ) {
	const [ believer, setBeliever ] = useState( initial );
	const errors = useFieldErrors(
		kind,
		validateBeliever( kind, toCartBeliever( believer ), 0 ),
		submitAttempted
	);
	return (
		<>
			<button
				type="button"
				onClick={ () =>
					setBeliever( { ...believer, mobile: '0912345678' } )
				}
			>
				paste
			</button>
			<BelieverFields
				kind={ kind }
				index={ 0 }
				believer={ believer }
				onChange={ ( patch ) =>
					setBeliever( ( before ) => ( { ...before, ...patch } ) )
				}
				errors={ errors }
				submitAttempted={ submitAttempted }
				fieldId={ ( field ) => `b-${ field }` }
			/>
		</>
	);
}

const toggle = () =>
	screen.getByRole( 'button', { name: /^更多資料（選填）：/ } );
const fold = () => document.getElementById( 'b-optional' ) as HTMLElement;

test.each( FORM_KIND_PRIORITY.map( ( kind ) => [ kind ] ) )(
	'%s: the fold holds only fields the kind does not require, and is folded at first',
	( kind ) => {
		const { required, optional } = contactFields( kind );
		expect( [ ...required, ...optional ].sort() ).toEqual(
			( [ 'email', 'mobile', 'note' ] as const )
				.filter( ( field ) => showsField( kind, field ) )
				.sort()
		);
		optional.forEach( ( field ) =>
			expect( requiresField( kind, field ) ).toBe( false )
		);
		render( <Form kind={ kind } initial={ emptyBeliever( kind, 'a' ) } /> );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle() ).toHaveTextContent(
			'更多資料（選填）：手機、電子郵件、備註'
		);
		expect( fold() ).not.toBeVisible();
		// No control the kind requires is folded away.
		document
			.querySelectorAll( '[required]' )
			.forEach( ( control ) => expect( control ).toBeVisible() );
		expect( fold().querySelectorAll( '[required]' ) ).toHaveLength( 0 );
		// 到期通知 is ticked from the start: it stays in sight.
		expect(
			screen.getByRole( 'checkbox', { name: '到期通知' } )
		).toBeVisible();
	}
);

test( 'opens and closes when asked, and says so', async () => {
	const user = userEvent.setup();
	render( <Form kind="pudu" initial={ emptyBeliever( 'pudu', 'a' ) } /> );
	await user.click( toggle() );
	expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( within( fold() ).getByLabelText( '手機' ) ).toBeVisible();
	await user.click( toggle() );
	expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( fold() ).not.toBeVisible();
} );

test( 'a row that comes with an optional value (a restored draft) starts unfolded', () => {
	render(
		<Form
			kind="pudu"
			initial={ { ...emptyBeliever( 'pudu', 'a' ), note: '素食' } }
		/>
	);
	expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( within( fold() ).getByLabelText( '備註' ) ).toHaveValue( '素食' );
} );

test( 'a value arriving later (a paste, a saved believer) unfolds it', async () => {
	const user = userEvent.setup();
	render( <Form kind="light" initial={ emptyBeliever( 'light', 'a' ) } /> );
	expect( fold() ).not.toBeVisible();
	await user.click( screen.getByRole( 'button', { name: 'paste' } ) );
	expect( within( fold() ).getByLabelText( '手機' ) ).toBeVisible();
	expect( within( fold() ).getByLabelText( '手機' ) ).toHaveValue(
		'0912345678'
	);
} );

test( 'a message on a folded field keeps it in sight, even when asked to close', async () => {
	const user = userEvent.setup();
	render(
		<Form
			kind="light"
			initial={ {
				...emptyBeliever( 'light', 'a' ),
				email: 'not-an-address',
			} }
			submitAttempted
		/>
	);
	const email = within( fold() ).getByLabelText( '電子郵件' );
	expect( email ).toBeVisible();
	expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await user.click( toggle() );
	expect( email ).toBeVisible();
	expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
} );

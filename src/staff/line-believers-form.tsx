/**
 * Staff's believer form for one order line: a believer's fields (the
 * offering page's, per kind) for each place of the line without a believer,
 * saved through `POST temple-offerings/v1/orders/<id>/lines/<item>/believers`.
 * Any staff screen that shows an order line mounts it (the order screen's
 * Believers box today). The server checks everything again; what it
 * refuses is shown next to the field it names, and nothing typed is lost
 * on a failure.
 *
 * It is no <form>: the order screen is itself one big form, which a
 * nested form would break. Enter in a field saves the believers, not the
 * order.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addLineBelievers } from '../api/order-lines';
import { ApiError, errorMessage } from '../api/errors';
import { believerTitle } from '../components/believer-form/believer-title';
import { serverFieldErrors } from '../components/believer-form/server-field-errors';
import { FormAlert } from '../components/form-fields/form-alert';
import { toCartBeliever, type BelieverFormItem } from '../domain/believer';
import { validateBeliever, type ValidationError } from '../domain/validation';
import type { LineBelieversSaved, OrderLineState } from '../types/order-line';
import { BelieverEntry } from './believer-entry';
import { errorsByRow, resizeRows, rowsToSave } from './entry-rows';

/** The server's code for a line whose believers changed since the form opened. */
export const LINE_CHANGED = 'temple_offerings_line_changed';

interface LineBelieversFormProps {
	orderId: number;
	line: OrderLineState;
	/** Saved: the line as it is now. */
	onSaved: ( saved: LineBelieversSaved ) => void;
	/** The line changed meanwhile (someone else saved): read it again. */
	onChanged: () => void;
	/** Takes the focus to the first field each time it changes (0: never). */
	focusToken?: number;
}

/**
 * The form of one line.
 *
 * @param props            Component props.
 * @param props.orderId    Order id.
 * @param props.line       The line.
 * @param props.onSaved    Called after a save.
 * @param props.onChanged  Called when the line changed meanwhile.
 * @param props.focusToken Focus request.
 */
export function LineBelieversForm( {
	orderId,
	line,
	onSaved,
	onChanged,
	focusToken = 0,
}: LineBelieversFormProps ) {
	const baseId = useId();
	const section = useRef< HTMLElement >( null );
	const { kind, missing } = line;
	const [ rows, setRows ] = useState( () => resizeRows( [], kind, missing ) );
	const [ attempted, setAttempted ] = useState( false );
	const [ serverErrors, setServerErrors ] = useState<
		readonly ValidationError[]
	>( [] );
	const [ failure, setFailure ] = useState( '' );
	const [ saving, setSaving ] = useState( false );

	// One row per place without a believer: a quantity raised again adds
	// rows, typed rows stay.
	useEffect( () => {
		setRows( ( previous ) => resizeRows( previous, kind, missing ) );
	}, [ kind, missing ] );

	const sending = useMemo( () => rowsToSave( rows, kind ), [ rows, kind ] );
	useEffect( () => {
		if ( focusToken ) {
			section.current
				?.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	}, [ focusToken ] );

	const change = ( row: number, patch: Partial< BelieverFormItem > ) => {
		setRows( ( previous ) =>
			previous.map( ( item, index ) =>
				index === row ? { ...item, ...patch } : item
			)
		);
		// What the server said about a row no longer holds once it changed.
		setServerErrors( ( previous ) =>
			previous.filter( ( error ) => error.index !== row )
		);
	};

	const focusFirstError = () => {
		window.requestAnimationFrame( () => {
			section.current
				?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
				?.focus();
		} );
	};

	const save = async () => {
		if ( saving ) {
			return;
		}
		setAttempted( true );
		setFailure( '' );
		const invalid = sending.some(
			( row ) =>
				validateBeliever( kind, toCartBeliever( rows[ row ] ), row )
					.length > 0
		);
		if ( invalid ) {
			setFailure(
				__( 'Please correct the marked fields.', 'temple-offerings' )
			);
			focusFirstError();
			return;
		}
		setSaving( true );
		try {
			const saved = await addLineBelievers(
				orderId,
				line.item_id,
				sending.map( ( row ) => toCartBeliever( rows[ row ] ) ),
				line.stored
			);
			setSaving( false );
			setAttempted( false );
			setServerErrors( [] );
			// The rows saved go; those left keep what was typed.
			setRows( ( previous ) =>
				previous.filter(
					( _row, index ) => ! sending.includes( index )
				)
			);
			onSaved( saved );
		} catch ( error: unknown ) {
			setSaving( false );
			const fields = errorsByRow( serverFieldErrors( error ), sending );
			setServerErrors( fields );
			setFailure(
				errorMessage(
					error,
					__(
						'Could not save. Please try again later.',
						'temple-offerings'
					)
				)
			);
			if ( error instanceof ApiError && error.code === LINE_CHANGED ) {
				onChanged();
			}
			if ( fields.length ) {
				focusFirstError();
			}
		}
	};

	const saveOnEnter = ( event: KeyboardEvent< HTMLElement > ) => {
		const target = event.target as HTMLElement;
		if ( event.key === 'Enter' && target.tagName === 'INPUT' ) {
			// The order screen's form would take the Enter and save the order.
			event.preventDefault();
			save();
		}
	};

	const headingId = `${ baseId }-heading`;
	return (
		// The keydown only keeps Enter from saving the whole order screen.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<section
			ref={ section }
			className="temple-staff-entry__line"
			aria-labelledby={ headingId }
			onKeyDown={ saveOnEnter }
		>
			<h3 id={ headingId } className="temple-staff-entry__heading">
				{ sprintf(
					/* translators: 1: offering (order line) name, 2: places of the line without a believer. */
					_n(
						'%1$s: %2$d place without a believer',
						'%1$s: %2$d places without a believer',
						missing,
						'temple-offerings'
					),
					line.name,
					missing
				) }
			</h3>
			{ rows.map( ( row, index ) => (
				<BelieverEntry
					key={ row.id }
					kind={ kind }
					index={ index }
					believer={ row }
					title={ believerTitle( kind, line.believers + index + 1 ) }
					onChange={ ( patch ) => change( index, patch ) }
					submitAttempted={ attempted && sending.includes( index ) }
					serverErrors={ serverErrors.filter(
						( error ) => error.index === index
					) }
					idPrefix={ `${ baseId }-${ index }` }
				/>
			) ) }
			<FormAlert message={ failure } />
			<p className="temple-staff-entry__actions">
				<button
					type="button"
					className="button button-primary"
					aria-disabled={ saving || undefined }
					onClick={ save }
				>
					{ saving
						? __( 'Saving…', 'temple-offerings' )
						: sprintf(
								/* translators: %d: believers the button saves on the order line. */
								_n(
									'Save %d believer',
									'Save %d believers',
									sending.length,
									'temple-offerings'
								),
								sending.length
							) }
				</button>
			</p>
		</section>
	);
}

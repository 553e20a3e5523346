/**
 * The family book's form for one person: the offering page's believer
 * fields (believer-fields.tsx: the same fields per kind, rules, lunar
 * selects and messages), on the book's own state, saved through the REST
 * routes. The server checks again; what it refuses is shown next to the
 * field it names, and nothing typed is lost on a failure.
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveBelievers } from '../api/believers';
import { updateSavedBeliever } from '../api/saved-believer';
import { errorMessage } from '../api/errors';
import { BelieverFields } from '../components/believer-form/believer-fields';
import { serverFieldErrors } from '../components/believer-form/server-field-errors';
import { useFieldErrors } from '../components/believer-form/use-field-errors';
import { FormAlert } from '../components/form-fields/form-alert';
import { SelectField } from '../components/form-fields/select-field';
import { toCartBeliever, type BelieverFormItem } from '../domain/believer';
import { kindLabel } from '../domain/believer-fields';
import type { FormKind } from '../domain/form-kind';
import { defaultGender, genderValues } from '../domain/genders';
import {
	formPathOf,
	validateBeliever,
	type ValidationError,
} from '../domain/validation';
import type { SavedBeliever } from '../types/saved-believer';

interface EntryFormProps {
	/** The person as the form starts (a new one: the kind's defaults). */
	initial: BelieverFormItem;
	/** Its form kind (a new entry's first choice). */
	kind: FormKind;
	/** The saved believer being edited; none for a new entry. */
	saved?: SavedBeliever;
	/** The kinds a new entry may be added as; the form offers a choice. */
	kinds?: readonly FormKind[];
	/** The form's heading. */
	title: string;
	/** Saved: the stored entry. */
	onSaved: ( saved: SavedBeliever ) => void;
	/** Closed without saving. */
	onCancel: () => void;
}

/**
 * One person's form in the family book.
 *
 * @param props          Component props.
 * @param props.initial  Starting values.
 * @param props.kind     Form kind.
 * @param props.saved    The entry being edited.
 * @param props.kinds    Kinds a new entry may take.
 * @param props.title    Heading.
 * @param props.onSaved  Called with the stored entry.
 * @param props.onCancel Called on cancel.
 */
export function EntryForm( {
	initial,
	kind,
	saved,
	kinds = [],
	title,
	onSaved,
	onCancel,
}: EntryFormProps ) {
	const baseId = useId();
	const form = useRef< HTMLFormElement >( null );
	const [ believer, setBeliever ] = useState( initial );
	const [ submitAttempted, setSubmitAttempted ] = useState( false );
	const [ serverErrors, setServerErrors ] = useState<
		readonly ValidationError[]
	>( [] );
	const [ failure, setFailure ] = useState( '' );
	const [ saving, setSaving ] = useState( false );

	// An entry keeps the kind it was saved with; a new one takes the kind
	// chosen above its fields.
	const [ formKind, setFormKind ] = useState( kind );

	const errors = useMemo(
		() => validateBeliever( formKind, toCartBeliever( believer ), 0 ),
		[ formKind, believer ]
	);
	const fieldErrors = useFieldErrors(
		formKind,
		errors,
		submitAttempted,
		serverErrors
	);
	const fieldId = useCallback(
		( field: string ) => `${ baseId }-${ field }`,
		[ baseId ]
	);

	// Opening the form takes the focus into it.
	useEffect( () => {
		form.current
			?.querySelector< HTMLElement >( 'input, select, textarea' )
			?.focus();
	}, [] );

	const change = ( patch: Partial< BelieverFormItem > ) => {
		setBeliever( ( previous ) => ( { ...previous, ...patch } ) );
		// What the server said about a field no longer holds once it changed.
		const changed = Object.keys( patch );
		setServerErrors( ( previous ) =>
			previous.filter(
				( error ) =>
					! changed.includes(
						formPathOf( error.field ).split( '.' )[ 0 ]
					)
			)
		);
	};

	const changeKind = ( next: string ) => {
		const picked = kinds.find( ( item ) => item === next );
		if ( ! picked ) {
			return;
		}
		// The typed details stay; a gender the new kind does not offer goes
		// back to that kind's default.
		setFormKind( picked );
		change( {
			product_category: [ picked ],
			gender: ( genderValues( picked ) as readonly string[] ).includes(
				believer.gender
			)
				? believer.gender
				: defaultGender( picked ),
		} );
	};

	const focusFirstError = () => {
		window.requestAnimationFrame( () => {
			form.current
				?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
				?.focus();
		} );
	};

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( saving ) {
			return;
		}
		setSubmitAttempted( true );
		setFailure( '' );
		if ( errors.length ) {
			const message = __(
				'Please correct the marked fields.',
				'temple-offerings'
			);
			// Said by the alert under the form (role="alert").
			setFailure( message );
			focusFirstError();
			return;
		}
		setSaving( true );
		const data = toCartBeliever( believer );
		try {
			const stored = saved
				? await updateSavedBeliever( saved.id, {
						product_category: saved.product_category,
						data,
					} )
				: (
						await saveBelievers( [
							{ product_category: [ formKind ], data },
						] )
					)[ 0 ];
			setSaving( false );
			onSaved( stored );
		} catch ( error: unknown ) {
			setSaving( false );
			// One person per save: every error is about this form.
			const fields = serverFieldErrors( error ).map( ( field ) => ( {
				...field,
				index: 0,
			} ) );
			setServerErrors( fields );
			const message = errorMessage(
				error,
				__(
					'Could not save. Please try again later.',
					'temple-offerings'
				)
			);
			setFailure( message );
			if ( fields.length ) {
				focusFirstError();
			}
		}
	};

	return (
		<form
			ref={ form }
			className="temple-offerings-book__form"
			onSubmit={ submit }
			noValidate
		>
			<fieldset className="temple-offerings-believer">
				<legend className="temple-offerings-believer__title">
					{ title }
				</legend>
				{ ! saved && kinds.length > 1 && (
					<SelectField
						id={ fieldId( 'kind' ) }
						label={ __( 'Registered for', 'temple-offerings' ) }
						value={ formKind }
						options={ kinds.map( ( item ) => ( {
							value: item,
							label: kindLabel( item ),
						} ) ) }
						onChange={ changeKind }
					/>
				) }
				<BelieverFields
					kind={ formKind }
					index={ 0 }
					believer={ believer }
					onChange={ change }
					errors={ fieldErrors }
					submitAttempted={ submitAttempted }
					fieldId={ fieldId }
				/>
			</fieldset>
			<FormAlert message={ failure } />
			<div className="temple-offerings-book__actions">
				<button
					type="submit"
					className="temple-offerings-button is-primary"
					aria-disabled={ saving || undefined }
				>
					{ saving
						? __( 'Saving…', 'temple-offerings' )
						: __( 'Save', 'temple-offerings' ) }
				</button>
				<button
					type="button"
					className="temple-offerings-button"
					onClick={ onCancel }
				>
					{ __( 'Cancel', 'temple-offerings' ) }
				</button>
			</div>
		</form>
	);
}

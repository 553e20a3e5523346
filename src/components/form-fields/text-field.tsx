/**
 * A labelled text input (or textarea) with its error text.
 */

/**
 * Internal dependencies
 */
import { errorProps } from './field-error';
import { FieldShell } from './field-shell';

interface TextFieldProps {
	id: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	onBlur?: () => void;
	error?: string;
	/** The message whose height is kept under the control. */
	reserve?: string;
	required?: boolean;
	type?: 'text' | 'tel' | 'email';
	multiline?: boolean;
	autoComplete?: string;
	/**
	 * Most characters the field takes as typed or pasted (the field table's
	 * limit): the browser counts UTF-16 units, the server code points, so
	 * whatever the field takes the server accepts.
	 */
	maxLength?: number;
	className?: string;
}

/**
 * Labelled text field.
 *
 * @param props              Component props.
 * @param props.id           Control id.
 * @param props.label        Visible label.
 * @param props.value        Value.
 * @param props.onChange     Called with the new value.
 * @param props.onBlur       Called when the field loses focus.
 * @param props.error        Visible error message.
 * @param props.reserve      The message whose height is kept.
 * @param props.required     Whether the field is required.
 * @param props.type         Input type.
 * @param props.multiline    Textarea instead of an input.
 * @param props.autoComplete Autocomplete hint.
 * @param props.maxLength    Most characters the field takes as typed.
 * @param props.className    Extra class of the wrapper.
 */
export function TextField( {
	id,
	label,
	value,
	onChange,
	onBlur,
	error,
	reserve,
	required = false,
	type = 'text',
	multiline = false,
	autoComplete,
	maxLength,
	className = '',
}: TextFieldProps ) {
	const shared = {
		id,
		value,
		onBlur,
		required,
		autoComplete,
		maxLength,
		className: 'temple-offerings-field__control',
		...errorProps( id, error ),
	};
	return (
		<FieldShell
			id={ id }
			label={ label }
			error={ error }
			reserve={ reserve }
			required={ required }
			className={ className }
		>
			{ multiline ? (
				<textarea
					{ ...shared }
					rows={ 2 }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) : (
				<input
					{ ...shared }
					type={ type }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) }
		</FieldShell>
	);
}

/**
 * A labelled native select with its error text.
 */

/**
 * Internal dependencies
 */
import { errorProps } from './field-error';
import { FieldShell } from './field-shell';

export interface SelectOption {
	value: string;
	label: string;
}

interface SelectFieldProps {
	id: string;
	label: string;
	value: string;
	options: readonly SelectOption[];
	onChange: ( value: string ) => void;
	onBlur?: () => void;
	error?: string;
	/** The message whose height is kept under the control. */
	reserve?: string;
	/** Id of the message shown elsewhere for this field (FieldShell). */
	messageId?: string;
	required?: boolean;
	/** Label of an empty first choice (value ''), e.g. 請選擇. */
	placeholder?: string;
	className?: string;
}

/**
 * Labelled select. A value missing from the options (an old saved year, a
 * pasted value) is offered as it is, so the select never shows the wrong one.
 *
 * @param props             Component props.
 * @param props.id          Control id.
 * @param props.label       Visible label.
 * @param props.value       Value.
 * @param props.options     Choices.
 * @param props.onChange    Called with the new value.
 * @param props.onBlur      Called when the field loses focus.
 * @param props.error       Visible error message.
 * @param props.reserve     The message whose height is kept.
 * @param props.messageId   Id of a message shown elsewhere.
 * @param props.required    Whether the field is required.
 * @param props.placeholder Label of an empty first choice.
 * @param props.className   Extra class of the wrapper.
 */
export function SelectField( {
	id,
	label,
	value,
	options,
	onChange,
	onBlur,
	error,
	reserve,
	messageId,
	required = false,
	placeholder,
	className = '',
}: SelectFieldProps ) {
	const known =
		( placeholder !== undefined && value === '' ) ||
		options.some( ( option ) => option.value === value );
	return (
		<FieldShell
			id={ id }
			label={ label }
			error={ error }
			reserve={ reserve }
			messageId={ messageId }
			required={ required }
			className={ className }
		>
			<select
				id={ id }
				className="temple-offerings-field__control"
				value={ value }
				required={ required }
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ onBlur }
				{ ...errorProps( id, error, messageId ) }
			>
				{ placeholder !== undefined && (
					<option value="">{ placeholder }</option>
				) }
				{ ! known && <option value={ value }>{ value }</option> }
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</FieldShell>
	);
}

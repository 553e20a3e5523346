/**
 * The helper text under a field when it has an error; its id is what the
 * field's aria-describedby points to.
 */

interface FieldErrorProps {
	/** Id the field's aria-describedby names. */
	id: string;
	/** Message, or undefined when the field has no visible error. */
	message?: string;
}

/**
 * Error text of one field.
 *
 * @param props         Component props.
 * @param props.id      Element id.
 * @param props.message Error message.
 */
export function FieldError( { id, message }: FieldErrorProps ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p id={ id } className="temple-offerings-field__error">
			{ message }
		</p>
	);
}

/**
 * The ARIA attributes of a field with or without a visible error.
 *
 * @param id      Field id.
 * @param message Visible error, if any.
 * @return Props to spread on the control.
 */
export function errorProps( id: string, message?: string ) {
	return message
		? {
				'aria-invalid': true as const,
				'aria-describedby': `${ id }-error`,
			}
		: {};
}

/**
 * Why a whole form was not saved (the server refused it, the network
 * failed), said at once by screen readers; nothing while there is nothing
 * to say. A field's own message is FieldError's.
 */

interface FormAlertProps {
	/** The message, or '' when there is none. */
	message: string;
}

/**
 * A form's failure, as an alert.
 *
 * @param props         Component props.
 * @param props.message The message, or ''.
 */
export function FormAlert( { message }: FormAlertProps ) {
	return message ? (
		<p className="temple-offerings-field__error" role="alert">
			{ message }
		</p>
	) : null;
}

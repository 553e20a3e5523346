/**
 * The helper text under a field when it has an error; its id is what the
 * field's aria-describedby points to.
 *
 * Its place is kept whether a message shows or not: one line at least, and
 * as many as the field's usual message needs at the field's width (the
 * `reserve` text, laid out unseen under the message by style.scss). A
 * message coming or going then moves no control of the page, so a press
 * that makes a field show its message (a blur on the way to a button)
 * still lands on the button it was aimed at.
 */

interface FieldErrorProps {
	/** Id the field's aria-describedby names. */
	id: string;
	/** Message, or undefined when the field has no visible error. */
	message?: string;
	/**
	 * The message this field usually shows (its required message), whose
	 * height is kept free for it; one line when not given.
	 */
	reserve?: string;
}

/**
 * Error text of one field, in the space kept for it.
 *
 * @param props         Component props.
 * @param props.id      Element id.
 * @param props.message Error message.
 * @param props.reserve The text whose height is kept.
 */
export function FieldError( { id, message, reserve }: FieldErrorProps ) {
	// The reserve is a data attribute that CSS lays out hidden: it is no
	// text of the page, so it is neither read out nor found as a message.
	return (
		<div
			className="temple-offerings-field__message"
			data-reserve={ reserve || undefined }
		>
			{ message ? (
				<p id={ id } className="temple-offerings-field__error">
					{ message }
				</p>
			) : null }
		</div>
	);
}

/**
 * The ARIA attributes of a field with or without a visible error.
 *
 * @param id        Field id.
 * @param message   Visible error, if any.
 * @param messageId Id of the text that shows it, when it is not the field's
 *                  own `${ id }-error` (a lunar date's parts share one).
 * @return Props to spread on the control.
 */
export function errorProps( id: string, message?: string, messageId?: string ) {
	return message
		? {
				'aria-invalid': true as const,
				'aria-describedby': messageId ?? `${ id }-error`,
			}
		: {};
}

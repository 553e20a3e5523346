/**
 * What every labelled field shares: the wrapper (marked when it has an error),
 * the visible label with its required star, and the error text under the
 * control that the control's aria-describedby names.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { FieldError } from './field-error';

interface FieldShellProps {
	/** The control's id; the label points to it, the error text is `${ id }-error`. */
	id: string;
	label: string;
	error?: string;
	/** The message whose height is kept under the control (FieldError). */
	reserve?: string;
	/**
	 * Id of a message shown elsewhere (a lunar date's parts share one under
	 * the date): the field then has no message place of its own.
	 */
	messageId?: string;
	required: boolean;
	className: string;
	/** The control itself. */
	children: ReactNode;
}

/**
 * Wrapper, label and error text around one control.
 *
 * @param props           Component props.
 * @param props.id        Control id.
 * @param props.label     Visible label.
 * @param props.error     Visible error message.
 * @param props.reserve   The message whose height is kept.
 * @param props.messageId Id of a message shown elsewhere.
 * @param props.required  Whether the field is required.
 * @param props.className Extra class of the wrapper.
 * @param props.children  The control.
 */
export function FieldShell( {
	id,
	label,
	error,
	reserve,
	messageId,
	required,
	className,
	children,
}: FieldShellProps ) {
	return (
		<div
			className={ `temple-offerings-field ${ className }${
				error ? ' has-error' : ''
			}` }
		>
			<label htmlFor={ id } className="temple-offerings-field__label">
				{ label }
				{ required && (
					<span
						className="temple-offerings-field__required"
						aria-hidden="true"
					>
						*
					</span>
				) }
			</label>
			{ children }
			{ messageId === undefined && (
				<FieldError
					id={ `${ id }-error` }
					message={ error }
					reserve={ reserve }
				/>
			) }
		</div>
	);
}

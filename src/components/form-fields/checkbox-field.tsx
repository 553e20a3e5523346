/**
 * A labelled checkbox.
 */

interface CheckboxFieldProps {
	id: string;
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
}

/**
 * Labelled checkbox.
 *
 * @param props          Component props.
 * @param props.id       Control id.
 * @param props.label    Visible label.
 * @param props.checked  Whether it is ticked.
 * @param props.onChange Called with the new state.
 */
export function CheckboxField( {
	id,
	label,
	checked,
	onChange,
}: CheckboxFieldProps ) {
	return (
		<div className="temple-offerings-field temple-offerings-field--checkbox">
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ id } className="temple-offerings-field__label">
				{ label }
			</label>
		</div>
	);
}

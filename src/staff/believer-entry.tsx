/**
 * One believer of staff's form: the offering page's believer fields
 * (believer-fields.tsx: the same fields per kind, rules, lunar selects and
 * messages) in a fieldset of their own, with their own errors, so a form of
 * several believers says which one is wrong.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { BelieverFields } from '../components/believer-form/believer-fields';
import { useFieldErrors } from '../components/believer-form/use-field-errors';
import { FamilyDialogView } from '../components/family-dialog/family-dialog-view';
import { toCartBeliever, type BelieverFormItem } from '../domain/believer';
import type { FormKind } from '../domain/form-kind';
import { validateBeliever, type ValidationError } from '../domain/validation';

interface BelieverEntryProps {
	kind: FormKind;
	/** Its place among the believers being saved (the gift's first holds the family). */
	index: number;
	believer: BelieverFormItem;
	/** The fieldset's legend (信眾資料 2). */
	title: string;
	onChange: ( patch: Partial< BelieverFormItem > ) => void;
	/** Whether a save that includes this believer was tried. */
	submitAttempted: boolean;
	/** What the server refused of this believer on the last save. */
	serverErrors: readonly ValidationError[];
	/** Prefix of the controls' ids, unique on the page. */
	idPrefix: string;
}

/**
 * One believer's fields.
 *
 * @param props                 Component props.
 * @param props.kind            Form kind.
 * @param props.index           Place among the believers saved.
 * @param props.believer        The believer.
 * @param props.title           Legend.
 * @param props.onChange        Called with changed fields.
 * @param props.submitAttempted Whether a save including it was tried.
 * @param props.serverErrors    The server's refusals of it.
 * @param props.idPrefix        Control id prefix.
 */
export function BelieverEntry( {
	kind,
	index,
	believer,
	title,
	onChange,
	submitAttempted,
	serverErrors,
	idPrefix,
}: BelieverEntryProps ) {
	const errors = useMemo(
		() => validateBeliever( kind, toCartBeliever( believer ), index ),
		[ kind, believer, index ]
	);
	const fieldErrors = useFieldErrors(
		kind,
		errors,
		submitAttempted,
		serverErrors
	);
	const fieldId = useCallback(
		( field: string ) => `${ idPrefix }-${ field }`,
		[ idPrefix ]
	);
	// A gift's family registrants are edited in the offering page's dialog.
	const [ familyOpen, setFamilyOpen ] = useState( false );
	const gift = kind === 'gift';
	return (
		<fieldset className="temple-offerings-believer">
			<legend className="temple-offerings-believer__title">
				{ title }
			</legend>
			<BelieverFields
				kind={ kind }
				index={ index }
				believer={ believer }
				onChange={ onChange }
				errors={ fieldErrors }
				submitAttempted={ submitAttempted }
				fieldId={ fieldId }
				onEditFamily={ gift ? () => setFamilyOpen( true ) : undefined }
			/>
			{ gift && (
				<FamilyDialogView
					representative={ believer }
					onFamilyChange={ ( registrants ) =>
						onChange( { depends_people: registrants } )
					}
					open={ familyOpen }
					onClose={ () => setFamilyOpen( false ) }
					// The dialog marks the names to fix and takes the focus
					// there; the order screen has no toaster to say it again.
					onRefused={ () => undefined }
				/>
			) }
		</fieldset>
	);
}

/**
 * One believer row of a product's form on the offering page: its heading,
 * row tools and the saved-believer dropdown around the believer's fields
 * (believer-fields.tsx, which the family book in My Account renders too),
 * read from and written to the offering page's store.
 */

/**
 * WordPress dependencies
 */
import {
	memo,
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
} from '../../domain/believer';
import type { FormKind } from '../../domain/believer-fields';
import { isBelieverComplete, validateBeliever } from '../../domain/validation';
import { useBeliever, useBelieverActions } from '../../hooks/use-believers';
import { useBelieverAttempted } from '../../hooks/use-submit-attempted';
import type { SavedBeliever } from '../../types/saved-believer';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { SavedBelieverSelect } from '../saved-believer-select/saved-believer-select';
import { TaiSuiNote } from '../tai-sui/tai-sui-note';
import { BelieverFields } from './believer-fields';
import { believerTitle } from './believer-title';
import { RowTools } from './row-tools';
import { useFieldErrors } from './use-field-errors';
import { useRowTools } from './use-row-tools';

interface BelieverFormProps {
	rowKey: string;
	id: string;
	/** Position in the product's list (the gift's row 0 holds the family). */
	index: number;
	kind: FormKind;
	/** Focus the row's first control when it mounts (a newly added row). */
	focusOnMount?: boolean;
	/** This row (its id, its index) was deleted: the product moves focus. */
	onRemoved?: ( id: string, index: number ) => void;
	/** Opens the family registrants dialog (gift). */
	onEditFamily?: () => void;
}

/**
 * The form of one believer. Memoized, and it selects only its own believer,
 * so typing in it re-renders no other row (see hooks/use-believers.ts).
 *
 * @param props              Component props.
 * @param props.rowKey       Product row key.
 * @param props.id           Believer id.
 * @param props.index        Row index.
 * @param props.kind         Form kind.
 * @param props.focusOnMount Focus the first control on mount.
 * @param props.onRemoved    Called after deletion.
 * @param props.onEditFamily Opens the family dialog.
 */
function BelieverFormRow( {
	rowKey,
	id,
	index,
	kind,
	focusOnMount = false,
	onRemoved,
	onEditFamily,
}: BelieverFormProps ) {
	const believer = useBeliever( rowKey, id );
	const { updateBeliever, replaceBeliever } = useBelieverActions();
	// Only the rows there were at the last refused add show every message.
	const submitAttempted = useBelieverAttempted( id );
	const baseId = useId();
	const fieldset = useRef< HTMLFieldSetElement >( null );

	const errors = useMemo(
		() =>
			believer
				? validateBeliever( kind, toCartBeliever( believer ), index )
				: [],
		[ believer, kind, index ]
	);
	const fieldErrors = useFieldErrors( kind, errors, submitAttempted );
	const { reset } = fieldErrors;
	const fieldId = useCallback(
		( field: string ) => `${ baseId }-${ field }`,
		[ baseId ]
	);
	const tools = useRowTools(
		rowKey,
		id,
		believer,
		reset,
		onRemoved ? () => onRemoved( id, index ) : undefined
	);

	// A newly added row takes focus (the add button knows its id only once
	// the add has been dispatched, so this follows the flag, not the mount).
	useEffect( () => {
		if ( focusOnMount ) {
			fieldset.current
				?.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	}, [ focusOnMount ] );

	if ( ! believer ) {
		return null;
	}

	const title = believerTitle( kind, index + 1 );
	const complete = isBelieverComplete( kind, believer, index );
	const set = ( patch: Partial< BelieverFormItem > ) =>
		updateBeliever( rowKey, id, patch );

	const pickSaved = ( saved: SavedBeliever | null ) => {
		if ( saved ) {
			replaceBeliever( rowKey, id, {
				...fromCartBeliever( saved.data ),
				id,
				saved_id: saved.id,
				product_category: believer.product_category,
			} );
			reset();
		} else {
			set( { saved_id: undefined } );
		}
	};

	return (
		<fieldset
			ref={ fieldset }
			className={ `temple-offerings-believer${
				complete ? ' is-complete' : ''
			}` }
		>
			<legend className="temple-offerings-believer__title">
				{ title }
				{ complete && (
					<span className="temple-offerings-visually-hidden">
						{ ` ${ __( 'Entry complete', 'temple-offerings' ) }` }
					</span>
				) }
			</legend>
			<RowTools tools={ tools } title={ title } />
			<SavedBelieverSelect
				id={ fieldId( 'saved' ) }
				category={ believer.product_category }
				value={ believer.saved_id }
				onPick={ pickSaved }
			/>
			<BelieverFields
				kind={ kind }
				index={ index }
				believer={ believer }
				onChange={ set }
				errors={ fieldErrors }
				submitAttempted={ submitAttempted }
				fieldId={ fieldId }
				onEditFamily={ onEditFamily }
				birthdayNote={
					<TaiSuiNote
						rowKey={ rowKey }
						believer={ believer }
						kind={ kind }
					/>
				}
			/>
			<ConfirmDialog
				open={ tools.confirming }
				onConfirm={ tools.confirmDelete }
				onCancel={ tools.cancelDelete }
			/>
		</fieldset>
	);
}

export const BelieverForm = memo( BelieverFormRow );

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
import { useBelieverActions } from '../../hooks/use-believers';
import type { ProductRow } from '../../types/product';
import type { SavedBeliever } from '../../types/saved-believer';
import type { PageSettings } from '../../types/settings';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { SavedBelieverSelect } from '../saved-believer-select/saved-believer-select';
import { TaiSuiNote } from '../tai-sui/tai-sui-note';
import { BelieverFields } from './believer-fields';
import { believerTitle } from './believer-title';
import { RowTools } from './row-tools';
import { useFieldErrors } from './use-field-errors';
import { useRowTools } from './use-row-tools';

/**
 * What every form of one product shares, read once by the product's section
 * (one object, the same until a part of it changes).
 */
export interface FormShared {
	settings: PageSettings;
	/** The user's saved believers. */
	saved: SavedBeliever[];
	/** The 太歲燈 the 太歲 note's button adds, or null (useTaiSuiTarget). */
	taiSuiTarget: ProductRow | null;
	/** The year the product is for, against which 犯太歲 is reckoned (its row's). */
	season: number | undefined;
}

interface BelieverFormProps {
	rowKey: string;
	/** This form's believer, as the store holds it. */
	believer: BelieverFormItem;
	/** It was on the page at the last refused add: every message shows. */
	attempted: boolean;
	/** Position in the product's list (the gift's row 0 holds the family). */
	index: number;
	kind: FormKind;
	shared: FormShared;
	/** Focus the row's first control when it mounts (a newly added row). */
	focusOnMount?: boolean;
	/** This row (its id, its index) was deleted: the product moves focus. */
	onRemoved?: ( id: string, index: number ) => void;
	/** Opens the family registrants dialog (gift). */
	onEditFamily?: () => void;
}

/**
 * The form of one believer. Memoized, and it reads nothing from the store
 * itself: its section hands it its own believer, so typing in it re-renders
 * no other row (see hooks/use-believers.ts).
 *
 * @param props              Component props.
 * @param props.rowKey       Product row key.
 * @param props.believer     The believer.
 * @param props.attempted    Part of the last refused add.
 * @param props.index        Row index.
 * @param props.kind         Form kind.
 * @param props.shared       What the product's forms share.
 * @param props.focusOnMount Focus the first control on mount.
 * @param props.onRemoved    Called after deletion.
 * @param props.onEditFamily Opens the family dialog.
 */
function BelieverFormRow( {
	rowKey,
	believer,
	attempted: submitAttempted,
	index,
	kind,
	shared,
	focusOnMount = false,
	onRemoved,
	onEditFamily,
}: BelieverFormProps ) {
	const { id } = believer;
	const { updateBeliever, replaceBeliever } = useBelieverActions();
	// Only the rows there were at the last refused add show every message
	// (submitAttempted).
	const baseId = useId();
	const fieldset = useRef< HTMLFieldSetElement >( null );

	const errors = useMemo(
		() => validateBeliever( kind, toCartBeliever( believer ), index ),
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
		shared.settings,
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
				saved={ shared.saved }
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
						believer={ believer }
						kind={ kind }
						settings={ shared.settings }
						season={ shared.season }
						target={ shared.taiSuiTarget }
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

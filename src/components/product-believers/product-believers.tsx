/**
 * The body of one selected product's section: its believer forms, the add
 * button and, for a gift, the family registrants dialog. frontend-page
 * renders it inside the collapsible section whose header names the product.
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formKindOf } from '../../domain/form-kind';
import { useBelieverActions, useProductForms } from '../../hooks/use-believers';
import { BelieverForm, type FormShared } from '../believer-form/believer-form';
import { FamilyDialog } from '../family-dialog/family-dialog';
import { FieldError } from '../form-fields/field-error';
import { useTaiSuiTarget } from '../tai-sui/tai-sui-note';

import '../believer-form/style.scss';

interface ProductBelieversProps {
	/** Product row key (`${ product_id }:${ variation_id }`). */
	rowKey: string;
}

/**
 * Believer forms of one product.
 *
 * @param props        Component props.
 * @param props.rowKey Product row key.
 */
export function ProductBelievers( { rowKey }: ProductBelieversProps ) {
	// The one store subscription of this product's forms (see
	// hooks/use-believers.ts): each form gets its believer as a prop.
	const { row, believers, attempted, submitAttempted, settings, saved } =
		useProductForms( rowKey );
	const ids = useMemo(
		() => believers.map( ( believer ) => believer.id ),
		[ believers ]
	);
	const kind = row ? formKindOf( row.category ) : null;
	const taiSuiTarget = useTaiSuiTarget( rowKey, kind, settings );
	const season = row?.tai_sui_year;
	// One object for every form, the same until one of its parts changes.
	const shared: FormShared = useMemo(
		() => ( { settings, saved, taiSuiTarget, season } ),
		[ settings, saved, taiSuiTarget, season ]
	);
	const { addBeliever } = useBelieverActions();
	const [ familyOpen, setFamilyOpen ] = useState( false );
	const [ addedId, setAddedId ] = useState< string | null >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const list = useRef< HTMLDivElement >( null );
	// The row just deleted: focus goes to the first field of the row that
	// took its place (where the worshipper goes on typing, its legend read
	// with it), or to the add button when it was the last, once the row (and
	// its dialog, whose closing hands focus back to the gone opener) has left
	// the page; otherwise focus falls to the top of the document. The store
	// may drop the row a render after the click, hence the wait for its id
	// to go. Focus passing through that field marks nothing (a field is
	// touched only once changed), so this shows no message.
	const [ removed, setRemoved ] = useState< {
		id: string;
		index: number;
	} | null >( null );
	useEffect( () => {
		if ( ! removed || ids.includes( removed.id ) ) {
			return;
		}
		const next = list.current?.querySelectorAll< HTMLElement >(
			':scope > .temple-offerings-believer'
		)[ removed.index ];
		(
			next?.querySelector< HTMLElement >( 'input, select, textarea' ) ??
			addButton.current
		)?.focus();
		setRemoved( null );
	}, [ removed, ids ] );

	// Stable, so the memoized rows do not re-render when this one does.
	const onRemoved = useCallback(
		( id: string, index: number ) => setRemoved( { id, index } ),
		[]
	);
	const openFamily = useCallback( () => setFamilyOpen( true ), [] );
	const closeFamily = useCallback( () => setFamilyOpen( false ), [] );

	if ( ! row ) {
		return null;
	}
	if ( ! kind ) {
		return (
			<p className="temple-offerings-believers__error" role="alert">
				{ __(
					'System error: category mapping is not defined',
					'temple-offerings'
				) }
			</p>
		);
	}
	const giftFull = kind === 'gift' && ids.length >= 1;
	const noBeliever = __(
		'Please add at least one believer.',
		'temple-offerings'
	);
	const add = async () => {
		if ( giftFull ) {
			setFamilyOpen( true );
			return;
		}
		const action = await addBeliever( rowKey, kind, row.category );
		setAddedId( action.believer.id );
	};

	return (
		<div className="temple-offerings-believers" ref={ list }>
			{ believers.map( ( believer, index ) => (
				<BelieverForm
					key={ believer.id }
					rowKey={ rowKey }
					believer={ believer }
					attempted={ attempted.includes( believer.id ) }
					index={ index }
					kind={ kind }
					shared={ shared }
					focusOnMount={ believer.id === addedId }
					onRemoved={ onRemoved }
					onEditFamily={ kind === 'gift' ? openFamily : undefined }
				/>
			) ) }
			{ ids.length === 0 && (
				// Its place is there before the message is, so an add tried
				// without a believer moves nothing under the pointer (on a
				// phone the summary's button is below this list).
				<FieldError
					id={ `${ rowKey }-believers-error` }
					message={ submitAttempted ? noBeliever : undefined }
					reserve={ noBeliever }
				/>
			) }
			<button
				ref={ addButton }
				type="button"
				className="temple-offerings-button temple-offerings-believers__add"
				onClick={ add }
			>
				{ giftFull
					? __( 'Add family registrant', 'temple-offerings' )
					: __( 'Add believer', 'temple-offerings' ) }
			</button>
			{ kind === 'gift' && (
				<FamilyDialog
					rowKey={ rowKey }
					open={ familyOpen }
					onClose={ closeFamily }
				/>
			) }
		</div>
	);
}

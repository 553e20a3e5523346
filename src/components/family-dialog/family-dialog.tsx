/**
 * The family registrants dialog (闔家登記人) of a gift on the offering page:
 * the dialog (family-dialog-view.tsx) on the page's store, each change
 * written live into depends_people of the first believer of every selected
 * gift product.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { notifyError } from '../toaster/notify';
import { formKindOf } from '../../domain/form-kind';
import {
	useBelieverActions,
	useFirstBeliever,
	useRowKeysWhere,
} from '../../hooks/use-believers';
import { useSelectedRowKeys } from '../../hooks/use-selected-row-keys';
import { FamilyDialogView } from './family-dialog-view';

interface FamilyDialogProps {
	/** The gift row whose first believer holds the registrants. */
	rowKey: string;
	open: boolean;
	onClose: () => void;
}

function isGiftCategory( category: string[] ): boolean {
	return formKindOf( category ) === 'gift';
}

/**
 * Family registrants dialog of a gift row.
 *
 * @param props         Component props.
 * @param props.rowKey  Gift product row key.
 * @param props.open    Whether it is shown.
 * @param props.onClose Closed (after the names were checked).
 */
export function FamilyDialog( { rowKey, open, onClose }: FamilyDialogProps ) {
	const representative = useFirstBeliever( rowKey );
	const selected = useSelectedRowKeys();
	const targets = useMemo(
		() =>
			selected.includes( rowKey ) ? selected : [ ...selected, rowKey ],
		[ selected, rowKey ]
	);
	const giftRows = useRowKeysWhere( targets, isGiftCategory );
	const { setFamily } = useBelieverActions();
	return (
		<FamilyDialogView
			representative={ representative }
			onFamilyChange={ ( next ) => setFamily( giftRows, next ) }
			open={ open }
			onClose={ onClose }
			onRefused={ notifyError }
		/>
	);
}

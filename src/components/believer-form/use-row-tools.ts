/**
 * The row tools of one believer: copy, paste, clear, delete (after the
 * confirmation dialog), each saying what happened in a toast.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { notifyError, notifySuccess } from '../toaster/notify';
import type { BelieverFormItem } from '../../domain/believer';
import { ownedMaxAge } from '../../domain/owner';
import { useBelieverActions } from '../../hooks/use-believers';
import { copyBeliever, pastedBeliever } from '../../store/copied-believer';
import type { PageSettings } from '../../types/settings';

export interface RowTools {
	copy: () => Promise< void >;
	paste: () => void;
	clear: () => void;
	askDelete: () => void;
	confirmDelete: () => void;
	cancelDelete: () => void;
	confirming: boolean;
}

/**
 * Row tool handlers.
 *
 * @param rowKey    Product row key.
 * @param id        Believer id.
 * @param believer  The row, if still there.
 * @param settings  The page's settings (whose copy a stored one is, and for
 *                  how long).
 * @param onChanged Called after clear or paste (to forget touched fields).
 * @param onRemoved Called after the row was deleted (to move focus).
 * @return Handlers and the confirmation state.
 */
export function useRowTools(
	rowKey: string,
	id: string,
	believer: BelieverFormItem | undefined,
	settings: PageSettings,
	onChanged: () => void,
	onRemoved?: () => void
): RowTools {
	const { replaceBeliever, clearBeliever, removeBeliever } =
		useBelieverActions();
	const [ confirming, setConfirming ] = useState( false );
	// The stored copy is this visitor's only.
	const { owner } = settings;

	const copy = async () => {
		if ( ! believer ) {
			notifyError(
				__( 'Could not find the entry to copy.', 'temple-offerings' )
			);
			return;
		}
		if ( await copyBeliever( believer, owner ) ) {
			notifySuccess( __( 'Entry copied.', 'temple-offerings' ) );
		} else {
			notifyError(
				__( 'Could not copy the entry.', 'temple-offerings' )
			);
		}
	};

	const paste = () => {
		let pasted: BelieverFormItem | null;
		try {
			pasted = pastedBeliever( owner, ownedMaxAge( settings ) );
		} catch ( error: unknown ) {
			// eslint-disable-next-line no-console
			console.error( 'temple-offerings: paste failed', error );
			notifyError(
				__( 'Could not paste the entry.', 'temple-offerings' )
			);
			return;
		}
		if ( ! pasted || ! believer ) {
			notifyError( __( 'Nothing to paste.', 'temple-offerings' ) );
			return;
		}
		// The row keeps its id and its product's categories; a pasted row
		// no longer stands for a saved believer.
		replaceBeliever( rowKey, id, {
			...pasted,
			id,
			product_category: believer.product_category,
			saved_id: undefined,
		} );
		onChanged();
		notifySuccess( __( 'Entry pasted.', 'temple-offerings' ) );
	};

	const clear = () => {
		clearBeliever( rowKey, id );
		onChanged();
		notifySuccess( __( 'Entry cleared.', 'temple-offerings' ) );
	};

	return {
		copy,
		paste,
		clear,
		askDelete: () => setConfirming( true ),
		cancelDelete: () => setConfirming( false ),
		confirmDelete: () => {
			setConfirming( false );
			removeBeliever( rowKey, id );
			onRemoved?.();
		},
		confirming,
	};
}

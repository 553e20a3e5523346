/**
 * The summary's privacy parts for a shared device: the notice that a draft
 * of an earlier visit came back, and 清除我的資料. Both live in the summary,
 * which is loaded with the forms, so the page's first script carries none
 * of it.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store } from '../../store';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useClearMyData } from './use-clear-my-data';

/**
 * 「已恢復上次未完成的資料」 with a one-tap 清除, while the page holds a draft
 * restored from an earlier visit: a half-filled form of someone else's (or
 * of one's own, forgotten) should never come back unnoticed. It is part of
 * the summary from its first paint, so it moves nothing when it shows.
 */
export function RestoredNotice() {
	const restored = useSelect(
		( select ) => select( store ).isDraftRestored(),
		[]
	);
	const clear = useClearMyData();
	if ( ! restored ) {
		return null;
	}
	return (
		<div className="temple-offerings__restored">
			<p role="status">
				{ __(
					'Restored what you left unfinished last time.',
					'temple-offerings'
				) }
			</p>
			<button
				type="button"
				className="temple-offerings__fill-notice-close"
				onClick={ clear }
			>
				{ __( 'Clear', 'temple-offerings' ) }
			</button>
		</div>
	);
}

/**
 * 清除我的資料, after a confirmation: last in the summary, under the add
 * button, so it is there for whoever leaves the device without adding.
 */
export function ClearMyData() {
	const [ confirming, setConfirming ] = useState( false );
	const clear = useClearMyData();
	return (
		<>
			<button
				type="button"
				className="temple-offerings__clear-data"
				onClick={ () => setConfirming( true ) }
			>
				{ __( 'Clear my data', 'temple-offerings' ) }
			</button>
			<ConfirmDialog
				open={ confirming }
				title={ __( 'Clear my data', 'temple-offerings' ) }
				message={ __(
					'Clear what this page keeps on this device for you: the offerings picked, the forms filled in and the copied believer? Your prayer bag and saved believers stay.',
					'temple-offerings'
				) }
				confirmLabel={ __( 'Clear', 'temple-offerings' ) }
				onCancel={ () => setConfirming( false ) }
				onConfirm={ () => {
					setConfirming( false );
					clear();
				} }
			/>
		</>
	);
}

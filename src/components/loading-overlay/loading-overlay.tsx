/**
 * The full-screen loading overlay: spinner, 資料載入中... while the page
 * reads, 載入資料中，請稍候... while it adds and saves, a close button, layer
 * 14000. It waits a moment before showing, so data answered
 * from the page's preload never flashes it.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** Loads shorter than this never show the overlay. */
const OVERLAY_DELAY_MS = 200;

export interface LoadingOverlayProps {
	open: boolean;
	onClose: () => void;
	/** What is being waited for; the reading text by default. */
	message?: string;
}

/**
 * @param props         Component props.
 * @param props.open    Whether something is loading.
 * @param props.onClose Dismisses it.
 * @param props.message What is being waited for.
 */
export function LoadingOverlay( {
	open,
	onClose,
	message = __( 'Loading data…', 'temple-offerings' ),
}: LoadingOverlayProps ) {
	const [ shown, setShown ] = useState( false );
	useEffect( () => {
		if ( ! open ) {
			setShown( false );
			return;
		}
		const timer = setTimeout( () => setShown( true ), OVERLAY_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ open ] );

	if ( ! open || ! shown ) {
		return null;
	}
	return (
		<div
			className="temple-offerings__overlay"
			role="status"
			aria-live="polite"
		>
			<span className="temple-offerings__spinner" aria-hidden />
			<p>{ message }</p>
			<button
				type="button"
				className="temple-offerings__overlay-close"
				onClick={ onClose }
				aria-label={ __( 'Close', 'temple-offerings' ) }
			>
				×
			</button>
		</div>
	);
}

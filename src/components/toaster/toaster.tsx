/**
 * Toasts. A success only confirms what the visitor just did, so it goes after
 * 2000 ms; an error or any other message stays 4000 ms, long enough to read a
 * sentence; a loading toast stays until its outcome replaces it. At most 20
 * show at once (the oldest go first), so a burst of failures cannot cover the
 * page; each is 350 px wide at most in a container 90 % wide, so it fits a
 * phone's screen.
 *
 * A toast lies over the page (it pushes nothing) and lets every press
 * through to the control under it: 資料已複製 appearing over the row's 貼上
 * must not take the click aimed at 貼上. Toasts hold no control, and what
 * they say is also read out by their live region.
 */

/**
 * External dependencies
 */
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { StoreNotices } from './store-notices';

export const TOAST_LIMIT = 20;

export const TOAST_OPTIONS = {
	duration: 4000,
	style: { maxWidth: '350px', pointerEvents: 'none' },
	success: { duration: 2000 },
	error: { duration: 4000 },
	loading: { duration: Infinity },
	blank: { duration: 4000 },
	custom: { duration: 4000 },
} as const;

/** The page's toast container, showing the store's notices too. */
export function Toaster() {
	const { toasts } = useToasterStore();
	// react-hot-toast has no limit option: dismiss the oldest past 20.
	useEffect( () => {
		toasts
			.filter( ( item ) => item.visible )
			.slice( TOAST_LIMIT )
			.forEach( ( item ) => toast.dismiss( item.id ) );
	}, [ toasts ] );
	return (
		<>
			<StoreNotices />
			<HotToaster
				position="top-center"
				containerClassName="temple-offerings__toaster"
				containerStyle={ {
					maxWidth: '90%',
					margin: '0 auto',
					zIndex: 14001,
				} }
				toastOptions={ TOAST_OPTIONS }
			/>
		</>
	);
}

/**
 * Toasts (SPEC §9): 4000 ms blank, error and custom, 2000 ms success,
 * loading until dismissed; at most 20 at a time; 350 px wide at most in a
 * container 90 % wide.
 */

/**
 * External dependencies
 */
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

export const TOAST_LIMIT = 20;

export const TOAST_OPTIONS = {
	duration: 4000,
	style: { maxWidth: '350px' },
	success: { duration: 2000 },
	error: { duration: 4000 },
	loading: { duration: Infinity },
	blank: { duration: 4000 },
	custom: { duration: 4000 },
} as const;

/** The page's toast container. */
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
	);
}

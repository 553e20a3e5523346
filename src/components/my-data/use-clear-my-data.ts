/**
 * The clear that 清除我的資料 and the restored notice's 清除 both run.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useSettings } from '../../hooks/use-settings';
import { store } from '../../store';
import { notifySuccess } from '../toaster/notify';
import { forgetBrowserData } from './forget';

/**
 * @return Clears the visitor's data in this browser and on the page.
 */
export function useClearMyData(): () => Promise< void > {
	const { owner } = useSettings();
	const { pageCleared, clearAllBelievers } = useDispatch( store );
	return async () => {
		forgetBrowserData( owner );
		// The page empties too: with nothing picked, the draft writer then
		// removes the page's draft again rather than writing it back.
		await pageCleared();
		await clearAllBelievers();
		// A toast: fixed on the screen, so nothing under the pointer moves.
		notifySuccess(
			__(
				'Your data on this device has been cleared.',
				'temple-offerings'
			)
		);
		// The summary and its buttons are gone: the focus goes to the tab
		// shown, the start of what is left to do.
		setTimeout( () => {
			document
				.querySelector< HTMLElement >(
					'.temple-offerings [role="tab"][aria-selected="true"]'
				)
				?.focus();
		}, 0 );
	};
}

/**
 * The page's toasts. Each toast's id is its text: saying the same thing
 * again (a second click on 新增 with the same mistake, a repeated copy)
 * refreshes the toast already shown instead of stacking another copy of it.
 */

/**
 * External dependencies
 */
import toast from 'react-hot-toast';

/**
 * An error toast, shown once however often it is raised.
 *
 * @param message Translated text.
 * @return The toast's id.
 */
export function notifyError( message: string ): string {
	return toast.error( message, { id: message } );
}

/**
 * A success toast, shown once however often it is raised.
 *
 * @param message Translated text.
 * @return The toast's id.
 */
export function notifySuccess( message: string ): string {
	return toast.success( message, { id: message } );
}

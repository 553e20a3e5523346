/**
 * Shows the notices the offering page's store records (the add refused, the
 * prayer bag filled, a save failed) as toasts, once each.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useNotices } from '../../hooks/use-notices';
import { notifyError, notifySuccess } from './notify';

/** Renders nothing; turns each new notice into a toast. */
export function StoreNotices() {
	const { notices, shown } = useNotices();
	useEffect( () => {
		if ( ! notices.length ) {
			return;
		}
		notices.forEach( ( { status, message } ) =>
			( status === 'error' ? notifyError : notifySuccess )( message )
		);
		shown( notices.map( ( notice ) => notice.id ) );
	}, [ notices, shown ] );
	return null;
}

/**
 * Staff's believer form (build/staff-entry.js): mounts on the element
 * php/StaffEntry/OrderEditorForm.php renders in the order screen's
 * Believers box.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../api/middleware';
import { OrderEditor } from './order-editor';
import { parseStaffEntrySettings } from './settings';

// Not named style.scss: wp-scripts would gather it into a style-<entry>.css
// with the offering page's own, which PHP enqueues as they are.
import './staff-entry.scss';

domReady( () => {
	const element = document.querySelector< HTMLElement >(
		'.temple-offerings-staff-entry[data-settings]'
	);
	if ( ! element ) {
		return;
	}
	const settings = parseStaffEntrySettings( element.dataset.settings );
	if ( ! settings.orderId ) {
		return;
	}
	// Every request goes through the plugin's middleware, which checks the
	// origin and adds this nonce (src/api/middleware.ts).
	setRequestGuard( () => ( {
		allowedOrigins: settings.allowedOrigins,
		restNonce: settings.restNonce,
	} ) );
	createRoot( element ).render( <OrderEditor settings={ settings } /> );
} );

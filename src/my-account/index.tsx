/**
 * My Account entry (build/my-account.js): mounts the family book on the
 * element php/Account/FamilyBookPage.php rendered.
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
import { FamilyBook } from './family-book';
import { parseBookSettings } from './settings';

// Not named style.scss: wp-scripts gathers every style.scss of an entry into
// one style-<entry>.css, and the offering page's own (style-index.css,
// style-believer-forms.css) would then move out of the files block.json and
// the lazy form chunk load. PHP enqueues those two on the book as they are.
import './book.scss';

domReady( () => {
	const element = document.querySelector< HTMLElement >(
		'.temple-offerings-book[data-settings]'
	);
	if ( ! element ) {
		return;
	}
	const settings = parseBookSettings( element.dataset.settings );
	// Every request of the book goes through the plugin's middleware, which
	// checks the origin and adds this nonce (src/api/middleware.ts).
	setRequestGuard( () => ( {
		allowedOrigins: settings.allowedOrigins,
		restNonce: settings.restNonce,
	} ) );
	createRoot( element ).render( <FamilyBook settings={ settings } /> );
} );

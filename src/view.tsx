/**
 * Frontend entry: starts the offering page and mounts it on the block element
 * PHP rendered.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { App, startOfferingPage } from './app';
import { parseSettings } from './settings';

domReady( () => {
	const elements = document.querySelectorAll< HTMLElement >(
		'.wp-block-temple-offerings-offerings[data-settings]'
	);
	if ( ! elements.length ) {
		return;
	}
	// The block allows one instance a page (block.json `multiple: false`) and
	// the store holds that one page: its settings are the first element's.
	startOfferingPage( parseSettings( elements[ 0 ].dataset.settings ) );
	elements.forEach( ( element ) => {
		createRoot( element ).render( <App /> );
	} );
} );

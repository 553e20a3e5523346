/**
 * Frontend entry: mounts the offering page on every block element PHP rendered.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { App } from './app';
import { setPriceFormat } from './domain/pricing';
import { parseSettings } from './settings';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-temple-offerings-offerings[data-settings]'
		)
		.forEach( ( element ) => {
			const settings = parseSettings( element.dataset.settings );
			setPriceFormat( settings.priceFormat );
			createRoot( element ).render( <App settings={ settings } /> );
		} );
} );

/**
 * The counter's screen (build/counter.js): mounts on the element
 * php/Counter/CounterPage.php renders on WooCommerce → 臨櫃登記.
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
import { setPriceFormat } from '../domain/pricing';
import { CounterScreen } from './counter-screen';
import { parseCounterSettings } from './settings';

// Not named style.scss: wp-scripts would gather it into a style-<entry>.css
// with the offering page's own, which PHP enqueues as they are.
import './counter.scss';

domReady( () => {
	const element = document.querySelector< HTMLElement >(
		'.temple-offerings-counter[data-settings]'
	);
	if ( ! element ) {
		return;
	}
	const settings = parseCounterSettings( element.dataset.settings );
	// Every request goes through the plugin's middleware, which checks the
	// origin and adds this nonce (src/api/middleware.ts).
	setRequestGuard( () => ( {
		allowedOrigins: settings.allowedOrigins,
		restNonce: settings.restNonce,
	} ) );
	setPriceFormat( settings.priceFormat );
	createRoot( element ).render(
		<CounterScreen
			staffName={ settings.staffName }
			taiSui={ settings.taiSui }
		/>
	);
} );

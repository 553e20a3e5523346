/**
 * The offering page. The catalogue, forms and cart flow are built on this root.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PageSettings } from './types/settings';

interface AppProps {
	settings: PageSettings;
}

/**
 * Root component of the frontend offering page.
 *
 * @param props          Component props.
 * @param props.settings Settings rendered by PHP.
 */
export function App( { settings }: AppProps ) {
	return (
		<div
			className="temple-offerings"
			data-categories={ settings.allowedCategories.join( ',' ) }
		>
			<p className="temple-offerings__hint">
				{ __(
					'Pick the offerings or types you want, then fill in the form below.',
					'temple-offerings'
				) }
			</p>
		</div>
	);
}

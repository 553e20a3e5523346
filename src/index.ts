/**
 * Registers the block in the editor, and lets the editor preview's product
 * read through the plugin's request guard.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { setRequestGuard } from './api/middleware';
import { LampIcon } from './components/editor-preview/lamp-icon';
import { Edit } from './edit';
import type { BlockAttributes } from './types/settings';
import './editor.scss';
import './style.scss';

// The editor runs on the site's own admin screens, and core's nonce
// middleware holds the admin's REST nonce.
setRequestGuard( () => ( {
	allowedOrigins: [ window.location.origin ],
	restNonce: '',
} ) );

// The inserter finds a block by its keywords in the site's language only:
// a zh_TW site's editor searching 光明燈, 點燈 or 普渡 finds the translated
// keywords, and one searching lamp finds block.json's own, kept beside them.
addFilter(
	'blocks.registerBlockType',
	'temple-offerings/keywords-in-both-languages',
	( settings: BlockConfiguration, name: string ) =>
		name === metadata.name
			? {
					...settings,
					keywords: [
						...new Set( [
							...( settings.keywords ?? [] ),
							...metadata.keywords,
						] ),
					],
				}
			: settings
);

// Passing the metadata object (not its name) lets @wordpress/blocks translate
// title, description and keywords with block.json's text domain.
registerBlockType< BlockAttributes >(
	metadata as unknown as BlockConfiguration< BlockAttributes >,
	{
		// An oil lamp (光明燈) says more about the block than block.json's 'store'.
		icon: createElement( LampIcon ),
		edit: Edit,
		// Rendered by PHP: the saved markup is only the block comment.
		save: () => null,
	}
);

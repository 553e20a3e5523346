/**
 * Registers the block in the editor. Nothing else happens here.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit } from './edit';
import type { BlockAttributes } from './types/settings';
import './editor.scss';
import './style.scss';

// Passing the metadata object (not its name) lets @wordpress/blocks translate
// title, description and keywords with block.json's text domain.
registerBlockType< BlockAttributes >(
	metadata as unknown as BlockConfiguration< BlockAttributes >,
	{
		edit: Edit,
		// Rendered by PHP: the saved markup is only the block comment.
		save: () => null,
	}
);

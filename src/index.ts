/**
 * Registers the block in the editor. Nothing else happens here.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit } from './edit';
import type { BlockAttributes } from './types/settings';
import './editor.scss';
import './style.scss';

registerBlockType< BlockAttributes >( metadata.name, {
	...( metadata as object ),
	title: metadata.title,
	category: metadata.category,
	attributes: metadata.attributes as never,
	edit: Edit,
	// Rendered by PHP: the saved markup is only the block comment.
	save: () => null,
} );

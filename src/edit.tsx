/**
 * The block in the editor: its settings in the inspector and, on the canvas, a
 * non-interactive preview of the tabs and cards that follows them live.
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { EditorPreview } from './components/editor-preview/editor-preview';
import { BlockSettings } from './components/inspector/block-settings';
import { useProductCategories } from './components/inspector/use-product-categories';
import type { BlockAttributes } from './types/settings';

/**
 * Editor view of the offering block.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Saves changed attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< BlockAttributes > ) {
	// One read of the shop's categories feeds both the settings and the preview.
	const shop = useProductCategories();

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<BlockSettings
					attributes={ attributes }
					setAttributes={ setAttributes }
					shop={ shop }
				/>
			</InspectorControls>
			<EditorPreview attributes={ attributes } shop={ shop } />
		</div>
	);
}

/**
 * The block in the editor. A fuller preview and the inspector controls come
 * with the editor work; for now it says what the block is.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { BlockAttributes } from './types/settings';

/**
 * Editor view of the offering block.
 *
 * @param props            Block edit props.
 * @param props.attributes The block's attributes.
 */
export function Edit( { attributes }: BlockEditProps< BlockAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="store"
				label={ __( 'Temple offerings', 'temple-offerings' ) }
				instructions={ __(
					'Worshippers pick offerings here and register a believer for each one.',
					'temple-offerings'
				) }
			>
				<p>{ attributes.allowedCategories.join( ', ' ) }</p>
			</Placeholder>
		</div>
	);
}

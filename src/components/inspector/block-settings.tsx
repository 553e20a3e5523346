/**
 * The block's settings panel: which categories become tabs, in what order,
 * and which tab opens first. Rendered inside the editor's InspectorControls.
 */
/**
 * WordPress dependencies
 */
import { Notice, PanelBody, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockAttributes } from '../../types/settings';
import { AllowedCategoriesControl } from './allowed-categories-control';
import { keptDefault } from './category-order';
import { DefaultCategoryControl } from './default-category-control';
import type { ProductCategories } from './use-product-categories';

interface BlockSettingsProps {
	attributes: BlockAttributes;
	setAttributes: ( attributes: Partial< BlockAttributes > ) => void;
	shop: ProductCategories;
}

/**
 * Settings panel of the offering block.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Saves changed attributes.
 * @param props.shop          The shop's product categories.
 */
export function BlockSettings( {
	attributes,
	setAttributes,
	shop,
}: BlockSettingsProps ) {
	const { allowedCategories, defaultCategory } = attributes;

	const setAllowed = ( allowed: string[] ) =>
		setAttributes( {
			allowedCategories: allowed,
			// A default tab that is no longer shown would point nowhere.
			defaultCategory: keptDefault( allowed, defaultCategory ),
		} );

	let body;
	if ( shop.status === 'loading' ) {
		body = (
			<p className="temple-offerings-inspector__loading">
				<Spinner />
				{ __( 'Loading categories…', 'temple-offerings' ) }
			</p>
		);
	} else if ( shop.status === 'unavailable' ) {
		body = (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'The shop’s product categories are not available. Activate WooCommerce to choose them.',
					'temple-offerings'
				) }
			</Notice>
		);
	} else {
		body = (
			<>
				{ allowedCategories.length === 0 && (
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'Tick at least one category: without one the block shows nothing.',
							'temple-offerings'
						) }
					</Notice>
				) }
				<AllowedCategoriesControl
					categories={ shop.categories }
					value={ allowedCategories }
					onChange={ setAllowed }
				/>
				<DefaultCategoryControl
					categories={ shop.categories }
					allowed={ allowedCategories }
					value={ defaultCategory }
					onChange={ ( value ) =>
						setAttributes( { defaultCategory: value } )
					}
				/>
			</>
		);
	}

	return (
		<PanelBody title={ __( 'Categories and tabs', 'temple-offerings' ) }>
			{ body }
		</PanelBody>
	);
}

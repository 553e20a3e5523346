/**
 * The tab that is open when the page's address names no category.
 */
/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ProductCategory } from '../../types/product';

interface DefaultCategoryControlProps {
	/** Every category of the shop. */
	categories: ProductCategory[];
	/** The ordered slugs shown as tabs. */
	allowed: string[];
	/** The saved default tab; empty means the first tab. */
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * Select of the allowed categories that exist, plus "First tab" (empty).
 *
 * @param props            Component props.
 * @param props.categories Every category of the shop.
 * @param props.allowed    The ordered slugs shown as tabs.
 * @param props.value      The saved default tab.
 * @param props.onChange   Receives the new default tab.
 */
export function DefaultCategoryControl( {
	categories,
	allowed,
	value,
	onChange,
}: DefaultCategoryControlProps ) {
	const names = new Map(
		categories.map( ( category ) => [ category.slug, category.name ] )
	);
	const options = [
		{ label: __( 'First tab', 'temple-offerings' ), value: '' },
		...allowed
			.filter( ( slug ) => names.has( slug ) )
			.map( ( slug ) => ( {
				label: names.get( slug ) ?? slug,
				value: slug,
			} ) ),
	];

	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Default tab', 'temple-offerings' ) }
			help={ __(
				'The tab that is open when the page address names no category.',
				'temple-offerings'
			) }
			value={
				options.some( ( option ) => option.value === value )
					? value
					: ''
			}
			options={ options }
			onChange={ onChange }
		/>
	);
}

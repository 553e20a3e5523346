/**
 * Which product categories the block shows as tabs, and in what order: every
 * shop category can be ticked; ticked ones come first, in tab order, each with
 * buttons to move it up or down.
 */
/**
 * WordPress dependencies
 */
import { Button, CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronUp } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { moveSlug, toggleSlug } from './category-order';
import { MissingCategory } from './missing-category';
import type { ProductCategory } from '../../types/product';

interface AllowedCategoriesControlProps {
	/** Every category of the shop. */
	categories: ProductCategory[];
	/** The saved, ordered slugs. */
	value: string[];
	onChange: ( value: string[] ) => void;
}

/**
 * Tick-able, reorderable list of the shop's product categories.
 *
 * @param props            Component props.
 * @param props.categories Every category of the shop.
 * @param props.value      The ordered slugs shown as tabs.
 * @param props.onChange   Receives the new ordered slugs.
 */
export function AllowedCategoriesControl( {
	categories,
	value,
	onChange,
}: AllowedCategoriesControlProps ) {
	const bySlug = new Map(
		categories.map( ( category ) => [ category.slug, category ] )
	);
	const unticked = categories.filter(
		( category ) => ! value.includes( category.slug )
	);

	return (
		<fieldset className="temple-offerings-inspector__categories">
			<legend className="temple-offerings-inspector__legend">
				{ __( 'Categories shown as tabs', 'temple-offerings' ) }
			</legend>
			<p className="temple-offerings-inspector__help">
				{ __(
					'Tick the categories to show. The arrows set the order of the tabs.',
					'temple-offerings'
				) }
			</p>
			<ul className="temple-offerings-inspector__list">
				{ value.map( ( slug, index ) => {
					const category = bySlug.get( slug );
					const label = category?.name ?? slug;
					return (
						<li
							key={ slug }
							className="temple-offerings-inspector__item is-ticked"
						>
							{ category ? (
								<CheckboxControl
									__nextHasNoMarginBottom
									label={ label }
									checked
									onChange={ () =>
										onChange(
											toggleSlug( value, slug, false )
										)
									}
								/>
							) : (
								<MissingCategory
									slug={ slug }
									onRemove={ () =>
										onChange(
											toggleSlug( value, slug, false )
										)
									}
								/>
							) }
							<span className="temple-offerings-inspector__moves">
								<Button
									size="small"
									icon={ chevronUp }
									label={ sprintf(
										/* translators: %s: a product category name. */
										__( 'Move %s up', 'temple-offerings' ),
										label
									) }
									disabled={ index === 0 }
									accessibleWhenDisabled
									onClick={ () =>
										onChange( moveSlug( value, slug, -1 ) )
									}
								/>
								<Button
									size="small"
									icon={ chevronDown }
									label={ sprintf(
										/* translators: %s: a product category name. */
										__(
											'Move %s down',
											'temple-offerings'
										),
										label
									) }
									disabled={ index === value.length - 1 }
									accessibleWhenDisabled
									onClick={ () =>
										onChange( moveSlug( value, slug, 1 ) )
									}
								/>
							</span>
						</li>
					);
				} ) }
				{ unticked.map( ( category ) => (
					<li
						key={ category.slug }
						className="temple-offerings-inspector__item"
					>
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ category.name }
							checked={ false }
							onChange={ () =>
								onChange(
									toggleSlug( value, category.slug, true )
								)
							}
						/>
					</li>
				) ) }
			</ul>
		</fieldset>
	);
}

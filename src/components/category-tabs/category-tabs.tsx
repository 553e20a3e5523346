/**
 * The category tabs: a real ARIA tablist, arrow keys moving between tabs.
 * Presentational (props only) so the editor preview can show the same tabs.
 */
/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface CategoryTabsProps {
	/** Tabs in display order. */
	categories: { slug: string; name: string }[];
	/** Slug of the active tab. */
	active: string;
	/** Called with a tab's slug when it is chosen; none in the editor preview. */
	onSelect?: ( slug: string ) => void;
}

/**
 * The id of a tab, so the panel it controls can name it.
 *
 * @param slug Category slug.
 * @return Element id.
 */
export function categoryTabId( slug: string ): string {
	return `temple-offerings-tab-${ slug }`;
}

/** The id of the panel the tabs control. */
export const CATEGORY_PANEL_ID = 'temple-offerings-tabpanel';

/**
 * Category tab buttons.
 *
 * @param props            Component props.
 * @param props.categories Tabs in display order.
 * @param props.active     Active slug.
 * @param props.onSelect   Selection callback.
 */
export function CategoryTabs( {
	categories,
	active,
	onSelect,
}: CategoryTabsProps ) {
	const list = useRef< HTMLDivElement >( null );

	// Automatic activation: moving focus with the arrows also selects, as
	// the WAI-ARIA tabs pattern recommends when switching is instant.
	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = categories.findIndex( ( tab ) => tab.slug === active );
		const last = categories.length - 1;
		const next: Record< string, number > = {
			ArrowRight: index >= last ? 0 : index + 1,
			ArrowLeft: index <= 0 ? last : index - 1,
			Home: 0,
			End: last,
		};
		if ( ! ( event.key in next ) || categories.length === 0 ) {
			return;
		}
		event.preventDefault();
		const target = categories[ next[ event.key ] ];
		onSelect?.( target.slug );
		list.current
			?.querySelector< HTMLElement >(
				`#${ CSS.escape( categoryTabId( target.slug ) ) }`
			)
			?.focus();
	};

	return (
		<div
			ref={ list }
			className="temple-offerings__tabs"
			role="tablist"
			aria-label={ __( 'Offering categories', 'temple-offerings' ) }
		>
			{ categories.map( ( category ) => {
				const isActive = category.slug === active;
				return (
					<button
						key={ category.slug }
						id={ categoryTabId( category.slug ) }
						type="button"
						role="tab"
						className={
							'temple-offerings__tab' +
							( isActive ? ' is-active' : '' )
						}
						aria-selected={ isActive }
						aria-controls={ CATEGORY_PANEL_ID }
						tabIndex={ isActive ? 0 : -1 }
						onClick={ () => onSelect?.( category.slug ) }
						onKeyDown={ onKeyDown }
					>
						{ category.name }
					</button>
				);
			} ) }
		</div>
	);
}

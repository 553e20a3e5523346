/**
 * The offering page: tabs, hint, grid, then the forms and the summary once
 * something is picked; the loading overlay and load failures.
 */

/**
 * External dependencies
 */
import toast from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	Suspense,
	lazy,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDraft } from '../../hooks/use-draft';
import { useSettings } from '../../hooks/use-settings';
import { store } from '../../store';
import { CategoryTabs } from '../category-tabs/category-tabs';
import { FormsArea } from '../forms-area/forms-area';
import { LoadingOverlay } from '../loading-overlay/loading-overlay';
import { ProductGrid } from '../product-grid/product-grid';

// Like the forms, the summary is only shown once something is picked: it
// comes in the forms' chunk (one request for both), which keeps the page's
// first script within its size budget. It has a column of its own, so
// nothing moves when it arrives.
const OrderSummary = lazy( () =>
	import(
		/* webpackChunkName: "believer-forms" */ '../order-summary/order-summary'
	).then( ( module ) => ( { default: module.OrderSummary } ) )
);

/**
 * The tab a visit starts on: `?category=`, else the block's default, else
 * the first.
 *
 * @param tabs            Tab slugs in order.
 * @param defaultCategory The block's default.
 * @param search          location.search.
 * @return Slug, '' when there are no tabs.
 */
export function initialCategory(
	tabs: readonly string[],
	defaultCategory: string,
	search: string
): string {
	const wanted = new URLSearchParams( search ).get( 'category' ) ?? '';
	if ( tabs.includes( wanted ) ) {
		return wanted;
	}
	if ( tabs.includes( defaultCategory ) ) {
		return defaultCategory;
	}
	return tabs[ 0 ] ?? '';
}

/**
 * The page's address with its tab in `?category=`, everything else kept, so
 * a shared link or a reload opens the same tab.
 *
 * @param href The current address.
 * @param slug The tab chosen.
 * @return The address to put in the history entry.
 */
export function categoryUrl( href: string, slug: string ): string {
	const url = new URL( href );
	url.searchParams.set( 'category', slug );
	return url.toString();
}

/**
 * Focuses and shows the first field the forms marked invalid.
 * @param root
 */
function focusFirstInvalid( root: HTMLElement | null ) {
	// Let React render the expanded sections and their errors first.
	setTimeout( () => {
		const field = root?.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		if ( field ) {
			field.scrollIntoView?.( { behavior: 'smooth', block: 'center' } );
			field.focus( { preventScroll: true } );
		}
	}, 0 );
}

/** The whole offering page. */
export function OfferingPage() {
	const settings = useSettings();
	const root = useRef< HTMLDivElement >( null );
	const [ overlayDismissed, setOverlayDismissed ] = useState( false );
	const categoriesQuery = settings.allowedCategories;
	useDraft();

	const { rows, productsStatus, categories, categoriesStatus, loading } =
		useSelect(
			( select ) => {
				const data = select( store );
				// Resolved lists; saved believers are asked here too so they
				// arrive with the first paint (preloaded) for the forms.
				data.getSavedBelievers();
				return {
					rows: data.getProducts( categoriesQuery ),
					productsStatus:
						data.getProductsResource( categoriesQuery ).status,
					categories: data.getCategories(),
					categoriesStatus: data.getCategoriesResource().status,
					loading: data.isLoading(),
				};
			},
			[ categoriesQuery ]
		);
	const { active, hasSelection, submitting } = useSelect(
		( select ) => ( {
			active: select( store ).getActiveCategory(),
			hasSelection: select( store ).getSelectedRowKeys().length > 0,
			submitting: select( store ).getCart().status === 'submitting',
		} ),
		[]
	);
	// The overlay covers reads and the add/save run; closing it hides it
	// until the next time something loads.
	const busy = loading || submitting;
	useEffect( () => {
		if ( ! busy ) {
			setOverlayDismissed( false );
		}
	}, [ busy ] );
	const { setActiveCategory, submitOfferings } = useDispatch( store );
	// replaceState, not pushState: switching tabs is not a page to go back
	// through, but the address should name the tab shown.
	const selectTab = ( slug: string ) => {
		setActiveCategory( slug );
		window.history.replaceState(
			window.history.state,
			'',
			categoryUrl( window.location.href, slug )
		);
	};

	const tabs = useMemo( () => {
		const known = new Map(
			( categories ?? [] ).map( ( category ) => [
				category.slug,
				category.name,
			] )
		);
		return settings.allowedCategories
			.filter( ( slug ) => known.has( slug ) )
			.map( ( slug ) => ( { slug, name: known.get( slug ) ?? slug } ) );
	}, [ categories, settings.allowedCategories ] );

	const slugs = tabs.map( ( tab ) => tab.slug );
	const current = slugs.includes( active )
		? active
		: initialCategory(
				slugs,
				settings.defaultCategory,
				window.location.search
			);
	const visible = useMemo(
		() =>
			( rows ?? [] ).filter(
				( row ) => ! current || row.category.includes( current )
			),
		[ rows, current ]
	);

	const productsFailed = productsStatus === 'rejected';
	const categoriesFailed = categoriesStatus === 'rejected';
	useEffect( () => {
		if ( productsFailed ) {
			toast.error(
				__( 'Could not load the offerings.', 'temple-offerings' ),
				{
					id: 'temple-offerings-products-error',
				}
			);
		}
	}, [ productsFailed ] );
	useEffect( () => {
		if ( categoriesFailed ) {
			toast.error(
				__( 'Could not load the categories.', 'temple-offerings' ),
				{ id: 'temple-offerings-categories-error' }
			);
		}
	}, [ categoriesFailed ] );

	const onSubmit = async () => {
		const result = await submitOfferings();
		if ( result.status === 'invalid' ) {
			focusFirstInvalid( root.current );
		}
	};

	return (
		<div className="temple-offerings" ref={ root }>
			<LoadingOverlay
				open={ busy && ! overlayDismissed }
				message={
					submitting
						? __( 'Loading data, please wait…', 'temple-offerings' )
						: undefined
				}
				onClose={ () => setOverlayDismissed( true ) }
			/>
			<CategoryTabs
				categories={ tabs }
				active={ current }
				onSelect={ selectTab }
			/>
			{ categoriesFailed ? (
				<p className="temple-offerings__error" role="alert">
					{ __(
						'Could not load the categories.',
						'temple-offerings'
					) }
				</p>
			) : null }
			<p className="temple-offerings__hint">
				{ __(
					'Pick the offerings or types you want, then fill in the form below.',
					'temple-offerings'
				) }
			</p>
			{ productsFailed ? (
				<p className="temple-offerings__error" role="alert">
					{ __(
						'Could not load the offerings.',
						'temple-offerings'
					) }
				</p>
			) : null }
			<ProductGrid
				rows={ visible }
				category={ current }
				placeholderImage={ settings.placeholderImage }
			/>
			{ hasSelection ? (
				<div className="temple-offerings__columns">
					<FormsArea />
					<Suspense fallback={ null }>
						<OrderSummary onSubmit={ onSubmit } />
					</Suspense>
				</div>
			) : null }
		</div>
	);
}

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
import { useDispatch, useSelect, type DataRegistry } from '@wordpress/data';
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
import { bringIntoView, firstProblem } from './bring-into-view';
import { LoadingOverlay } from '../loading-overlay/loading-overlay';
import { ProductGrid } from '../product-grid/product-grid';

/**
 * The forms and the summary's code: asked for when the browser is idle after
 * the page is interactive, or at the first pick if that comes sooner.
 */
const loadSelectionColumns = () =>
	import(
		/* webpackChunkName: "offering-forms" */ './selection-columns'
	).then( ( module ) => ( { default: module.SelectionColumns } ) );

const SelectionColumns = lazy( loadSelectionColumns );

/**
 * Fills the page from an address that asks for it (a renew or "light again"
 * link), once the draft is back; its code is a chunk of its own, loaded by
 * such addresses alone.
 *
 * @param registry The registry the page renders in.
 */
function fillFromAddress( registry: DataRegistry ): void {
	if ( /(renew|light)=/.test( window.location.search ) ) {
		import(
			/* webpackChunkName: "renew" */ '../../renew/address-fill'
		).then( ( fill ) => fill.start( registry ) );
	}
}

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
 * After a refused add, shows what to fix and focuses it (a field marked
 * invalid, or the add button of a product without a believer); after a
 * failed add, shows the summary's message and gives focus back to its add
 * button for the retry. The add may have been pressed on the phone's bar,
 * far from either.
 *
 * @param root   The offering page.
 * @param status How the add ended.
 */
function showOutcome( root: HTMLElement | null, status: string ) {
	// Let React render the expanded sections and their messages first.
	setTimeout( () => {
		if ( ! root ) {
			return;
		}
		if ( status === 'failed' ) {
			const alert = root.querySelector< HTMLElement >(
				'.temple-offerings__cart-error'
			);
			if ( alert ) {
				bringIntoView(
					alert,
					root.querySelector< HTMLElement >(
						'.temple-offerings__summary .temple-offerings__submit'
					),
					'nearest'
				);
			}
			return;
		}
		const problem = firstProblem( root );
		if ( problem ) {
			bringIntoView( problem.show, problem.focus );
		}
	}, 0 );
}

/** The whole offering page. */
export function OfferingPage() {
	const settings = useSettings();
	const root = useRef< HTMLDivElement >( null );
	const [ overlayDismissed, setOverlayDismissed ] = useState( false );
	const categoriesQuery = settings.allowedCategories;
	useDraft( window.location.pathname, fillFromAddress );
	useEffect( () => {
		const idle =
			window.requestIdleCallback ??
			( ( callback: () => void ) => setTimeout( callback, 1 ) );
		idle( () => void loadSelectionColumns() );
	}, [] );

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
		if ( [ 'invalid', 'missing', 'failed' ].includes( result.status ) ) {
			showOutcome( root.current, result.status );
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
				<Suspense
					fallback={
						<p className="temple-offerings__section-loading">
							{ __( 'Loading…', 'temple-offerings' ) }
						</p>
					}
				>
					<SelectionColumns onSubmit={ onSubmit } />
				</Suspense>
			) : null }
		</div>
	);
}

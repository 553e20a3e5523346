/**
 * The offering page filling itself from its address (`?renew=` from a past
 * order's 再次登記 button, `?light=…&offering=` from the family book), in a
 * chunk of its own: only pages opened with those arguments load it.
 *
 * It waits for the page's products (and, for `light`, the saved believers),
 * fills once, takes the arguments out of the address (so a reload restores
 * the draft instead of filling again) and says in a status notice what was
 * filled and what was left out. Nothing is added to the prayer bag: the
 * worshipper checks the forms and adds as usual.
 */

/**
 * WordPress dependencies
 */
import {
	RegistryProvider,
	useRegistry,
	useSelect,
	type DataRegistry,
} from '@wordpress/data';
import { createRoot, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchRenewal } from '../api/renewal';
import { errorMessage } from '../api/errors';
import { useSettings } from '../hooks/use-settings';
import { store } from '../store';
import {
	applyFill,
	lightPlan,
	renewalPlan,
	type FillPlan,
	type LightPlan,
} from './fill';
import { fillRequest, withoutFillArgs, type FillRequest } from './fill-request';
import { fillMessages } from './fill-messages';

interface Notice {
	lines: string[];
	/** Where a guest logs in to come back to this same address. */
	loginUrl?: string;
}

/**
 * The log-in address that comes back to this page with its arguments.
 *
 * @param loginUrl The block's log-in address.
 * @param href     This page's address.
 * @return Log-in address.
 */
function loginBackTo( loginUrl: string, href: string ): string {
	const url = new URL( loginUrl, href );
	url.searchParams.set( 'redirect_to', href );
	return url.toString();
}

/**
 * Fills the page from its address once, and shows what it did; nothing when
 * the address asks for nothing it can read. Called by the offering page
 * (src/components/offering-page/offering-page.tsx) once the draft is back.
 *
 * The notice gets a root of its own, in an element put before the page's
 * hint: the page's script then holds nothing of the fill but the call that
 * loads this chunk (view.js has a size budget).
 *
 * @param registry The registry the page renders in.
 */
export function start( registry: DataRegistry ): void {
	const request = fillRequest( window.location.search );
	const page = document.querySelector( '.temple-offerings' );
	if ( ! request || ! page ) {
		return;
	}
	const element = document.createElement( 'div' );
	page.insertBefore(
		element,
		page.querySelector( '.temple-offerings__hint' )
	);
	createRoot( element ).render(
		<RegistryProvider value={ registry }>
			<Fill request={ request } />
		</RegistryProvider>
	);
}

/**
 * Fills the page once, and shows what it did.
 *
 * @param props         Component props.
 * @param props.request What the address asks for.
 */
function Fill( { request }: { request: FillRequest } ) {
	const settings = useSettings();
	const registry = useRegistry();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const started = useRef( false );
	const categories = settings.allowedCategories;
	const { productsStatus, savedStatus } = useSelect(
		( select ) => ( {
			productsStatus:
				select( store ).getProductsResource( categories ).status,
			savedStatus: select( store ).getSavedBelieversResource().status,
		} ),
		[ categories ]
	);
	const settled = ( status: string ) =>
		status === 'fulfilled' || status === 'rejected';
	const ready =
		settled( productsStatus ) &&
		( request.type === 'renew' || settled( savedStatus ) );

	useEffect( () => {
		if ( started.current ) {
			return;
		}
		if ( ! settings.isLoggedIn ) {
			started.current = true;
			setNotice( {
				lines: [
					request.type === 'renew'
						? __(
								'Log in to register the offerings of your past order again.',
								'temple-offerings'
							)
						: __(
								'Log in to fill in your saved believers.',
								'temple-offerings'
							),
				],
				loginUrl: loginBackTo(
					settings.loginUrl,
					window.location.href
				),
			} );
			return;
		}
		if ( ! ready ) {
			return;
		}
		started.current = true;
		const data = registry.select( store );
		const rows = data.getProducts( categories ) ?? [];
		const fill = async (): Promise< string[] > => {
			let plan: FillPlan;
			let light: LightPlan | undefined;
			if ( request.type === 'renew' ) {
				// Said while the order is asked for, so the wait is not silent.
				setNotice( {
					lines: [
						__(
							'Loading the order to register again…',
							'temple-offerings'
						),
					],
				} );
				try {
					plan = renewalPlan(
						await fetchRenewal( request.orderId ),
						rows
					);
				} catch ( error: unknown ) {
					return [
						errorMessage(
							error,
							__(
								'Could not load the order to register again. Please try again later.',
								'temple-offerings'
							)
						),
					];
				}
			} else {
				light = lightPlan(
					request.savedIds,
					request.productId,
					data.getSavedBelievers(),
					rows
				);
				plan = light;
			}
			const result = applyFill(
				plan,
				data.getSelectedRowKeys(),
				data.getAllBelievers(),
				data.getCart().added
			);
			const actions = registry.dispatch( store );
			await actions.resetBelievers( result.byRow );
			for ( const key of result.selected ) {
				if ( ! data.isRowSelected( key ) ) {
					await actions.toggleRow( key );
				}
			}
			for ( const { row } of plan.lines ) {
				await actions.setSectionExpanded( row.key, true );
			}
			return fillMessages( result, plan.skipped, light );
		};
		fill().then( ( lines ) => {
			// Filled (or refused) once: a reload restores the draft instead.
			window.history.replaceState(
				window.history.state,
				'',
				withoutFillArgs( window.location.href )
			);
			setNotice( { lines } );
		} );
	}, [ ready, request, settings, registry, categories ] );

	return (
		<div className="temple-offerings__fill-notice" role="status">
			{ notice ? (
				<>
					{ notice.lines.map( ( line ) => (
						<p key={ line }>{ line }</p>
					) ) }
					{ notice.loginUrl ? (
						<p>
							<a href={ notice.loginUrl }>
								{ __( 'Log in', 'temple-offerings' ) }
							</a>
						</p>
					) : null }
					<button
						type="button"
						className="temple-offerings__fill-notice-close"
						onClick={ ( event ) => {
							// The button goes with the notice: focus moves on to the
							// first offering's form (or the page's tabs), not the
							// top of the document.
							const page =
								event.currentTarget.closest(
									'.temple-offerings'
								);
							setNotice( null );
							(
								page?.querySelector< HTMLElement >(
									'.temple-offerings__section-toggle'
								) ??
								page?.querySelector< HTMLElement >(
									'[role="tab"][aria-selected="true"]'
								)
							)?.focus();
						} }
					>
						{ __( 'Close this notice', 'temple-offerings' ) }
					</button>
				</>
			) : null }
		</div>
	);
}

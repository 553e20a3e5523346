/**
 * The offerings the counter offers, with their places kept live: read when
 * the screen opens, again every half minute while it is shown, when the
 * window comes back into view, and whenever the screen asks (after an order,
 * or a refusal for places), so the clerk sees what online registrations
 * took meanwhile. It reads the counter's places (`channel=counter`): every
 * place left, those an offering keeps for the counter included, and the
 * counter's own registration window.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { normalizeProducts } from '../api/normalize-products';
import { fetchProducts } from '../api/products';
import { formKindOf } from '../domain/form-kind';
import type { Product, ProductRow } from '../types/product';

/** How often the places are read again while the screen is shown. */
export const PLACES_REFRESH_MS = 30_000;

/** Pages of the catalogue read at most (a hundred offerings each). */
const MAX_PAGES = 5;

export interface Offerings {
	rows: ProductRow[];
	loading: boolean;
	/** '' or why the offerings could not be read. */
	failed: boolean;
	/** Reads the offerings and their places again. */
	refresh: () => Promise< void >;
}

/**
 * Every offering of the shop (products whose categories give them a form).
 *
 * @param signal Cancels the reads.
 * @return Rows, in the catalogue's order.
 */
async function readOfferings( signal: AbortSignal ): Promise< ProductRow[] > {
	const products: Product[] = [];
	for ( let page = 1; page <= MAX_PAGES; page++ ) {
		// The counter's own places: every place left, those kept for it included.
		const answer = await fetchProducts(
			{ categories: [], page, channel: 'counter' },
			signal
		);
		products.push( ...answer.items );
		if ( page >= answer.totalPages ) {
			break;
		}
	}
	return normalizeProducts( products ).filter(
		( row ) => formKindOf( row.category ) !== null
	);
}

/**
 * The offerings, kept live.
 *
 * @return The rows and how to read them again.
 */
export function useOfferings(): Offerings {
	const [ rows, setRows ] = useState< ProductRow[] >( [] );
	const [ loading, setLoading ] = useState( true );
	const [ failed, setFailed ] = useState( false );
	const current = useRef< AbortController | null >( null );

	const refresh = useCallback( async () => {
		current.current?.abort();
		const controller = new AbortController();
		current.current = controller;
		try {
			const read = await readOfferings( controller.signal );
			if ( ! controller.signal.aborted ) {
				setRows( read );
				setFailed( false );
			}
		} catch {
			if ( ! controller.signal.aborted ) {
				setFailed( true );
			}
		} finally {
			if ( ! controller.signal.aborted ) {
				setLoading( false );
			}
		}
	}, [] );

	useEffect( () => {
		refresh();
		const timer = window.setInterval( () => {
			if ( document.visibilityState !== 'hidden' ) {
				refresh();
			}
		}, PLACES_REFRESH_MS );
		const onFocus = () => refresh();
		window.addEventListener( 'focus', onFocus );
		return () => {
			window.clearInterval( timer );
			window.removeEventListener( 'focus', onFocus );
			current.current?.abort();
		};
	}, [ refresh ] );

	return { rows, loading, failed, refresh };
}

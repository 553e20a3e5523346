/**
 * The draft: what a worshipper picked and typed, kept in localStorage per
 * page path until the add succeeds (DECISIONS "Never lost"). Written by a
 * store subscriber, debounced, never by a reducer.
 */

/**
 * Internal dependencies
 */
import { DRAFT_DEBOUNCE_MS, DRAFT_KEY_PREFIX } from './constants';
import type { BelieverFormItem } from '../domain/believer';
import type { OfferingsState } from './types';

export interface Draft {
	version: 1;
	selected: string[];
	/** Believers of the selected rows. */
	believers: Record< string, BelieverFormItem[] >;
	/** Rows already in the cart from an interrupted run. */
	added: string[];
	saveBelievers: boolean;
}

/**
 * The storage key of a page's draft.
 *
 * @param path Page path.
 * @return Key.
 */
export function draftKey( path: string ): string {
	return DRAFT_KEY_PREFIX + path;
}

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		// Blocked storage (privacy settings): the page still works.
		return null;
	}
}

/**
 * The draft a state would save, or null when there is nothing worth saving.
 *
 * @param state Root state.
 * @return Draft or null.
 */
export function draftOf( state: OfferingsState ): Draft | null {
	const { selected } = state.selection;
	const byRow = state.believers.byRow;
	const believers: Record< string, BelieverFormItem[] > = {};
	for ( const key of selected ) {
		if ( byRow[ key ]?.length ) {
			believers[ key ] = byRow[ key ];
		}
	}
	if ( selected.length === 0 && state.cart.added.length === 0 ) {
		return null;
	}
	return {
		version: 1,
		selected: [ ...selected ],
		believers,
		added: [ ...state.cart.added ],
		saveBelievers: state.form.saveBelievers,
	};
}

/**
 * Reads a page's draft; anything unreadable counts as none.
 *
 * @param path Page path.
 * @return Draft or null.
 */
export function readDraft( path: string ): Draft | null {
	try {
		const raw = storage()?.getItem( draftKey( path ) );
		if ( ! raw ) {
			return null;
		}
		const parsed = JSON.parse( raw ) as Partial< Draft >;
		if (
			parsed?.version !== 1 ||
			! Array.isArray( parsed.selected ) ||
			typeof parsed.believers !== 'object' ||
			parsed.believers === null
		) {
			return null;
		}
		return {
			version: 1,
			selected: parsed.selected.filter(
				( key ): key is string => typeof key === 'string'
			),
			believers: parsed.believers,
			added: Array.isArray( parsed.added )
				? parsed.added.filter(
						( key ): key is string => typeof key === 'string'
					)
				: [],
			saveBelievers: parsed.saveBelievers === true,
		};
	} catch {
		return null;
	}
}

/**
 * Writes (or, for null, removes) a page's draft.
 *
 * @param path  Page path.
 * @param draft Draft or null.
 */
export function writeDraft( path: string, draft: Draft | null ): void {
	try {
		if ( draft ) {
			storage()?.setItem( draftKey( path ), JSON.stringify( draft ) );
		} else {
			storage()?.removeItem( draftKey( path ) );
		}
	} catch {
		// Quota or blocked storage: keeping the page usable matters more.
	}
}

/**
 * Keeps a page's draft in step with the store: after each change, once
 * things are quiet for DRAFT_DEBOUNCE_MS, writes what the state is then.
 * Also writes right away when the page is being hidden or closed.
 *
 * @param subscribe A store subscribe function.
 * @param getState  Reads the root state.
 * @param path      Page path.
 * @return Stops keeping the draft.
 */
export function keepDraft(
	subscribe: ( listener: () => void ) => () => void,
	getState: () => OfferingsState,
	path: string
): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	let last: Pick<
		OfferingsState,
		'selection' | 'believers' | 'cart' | 'form'
	> | null = null;
	const flush = () => {
		timer = undefined;
		writeDraft( path, draftOf( getState() ) );
	};
	const unsubscribe = subscribe( () => {
		const state = getState();
		// Most store changes (loading data) do not touch the draft.
		if (
			last &&
			last.selection === state.selection &&
			last.believers === state.believers &&
			last.cart === state.cart &&
			last.form === state.form
		) {
			return;
		}
		last = state;
		clearTimeout( timer );
		timer = setTimeout( flush, DRAFT_DEBOUNCE_MS );
	} );
	const onHide = () => {
		if ( timer ) {
			clearTimeout( timer );
			flush();
		}
	};
	window.addEventListener( 'pagehide', onHide );
	return () => {
		unsubscribe();
		window.removeEventListener( 'pagehide', onHide );
		onHide();
	};
}

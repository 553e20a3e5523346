/**
 * The draft: what a worshipper picked and typed, kept in localStorage per
 * page path until the add succeeds, so a reload or a closed tab loses
 * nothing. Written by a store subscriber, debounced, never by a reducer.
 *
 * The draft belongs to one visitor (src/domain/owner.ts): it is stored in an
 * envelope with the page's owner token and the time of its last write, and a
 * draft of another owner, or idle longer than its owner's limit (a day; a
 * guest's, the site's guest hours), is dropped on reading. A row filled from a saved
 * believer (常用名單) is stored as a reference to it, plus only the fields
 * typed over it afterwards; the restore refills it from the saved list, so
 * the saved person's details are not copied into the browser's storage.
 *
 * Rows are stored in the wire shape (CartBeliever), like the copied believer
 * and the saved believers, and checked against the field table when read:
 * a stored row of another shape (an older version's) is dropped, not shown
 * half-filled.
 */

/**
 * Internal dependencies
 */
import { DRAFT_DEBOUNCE_MS, DRAFT_KEY_PREFIX } from './constants';
import { readOwned, removeOwned, writeOwned } from './owned-storage';
import {
	emptyBeliever,
	fromCartBeliever,
	isCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../domain/believer';
import { formKindOf } from '../domain/form-kind';
import { GUEST_OWNER } from '../domain/owner';
import type { SavedBeliever } from '../types/saved-believer';
import type { OfferingsState } from './types';

/** A draft as the store restores it. */
export interface Draft {
	version: 1;
	selected: string[];
	/** Believers of the selected rows. */
	believers: Record< string, BelieverFormItem[] >;
	/** Rows already in the cart from an interrupted run. */
	added: string[];
	saveBelievers: boolean;
}

/** A row filled from a saved believer, as the stored draft keeps it. */
export interface SavedRowReference {
	id: string;
	/** The saved believer's id. */
	saved_id: number;
	/** The product's category slugs. */
	product_category: string[];
	/** Wire fields changed after the saved believer was picked; nothing else. */
	changed: Partial< CartBeliever >;
}

/** A row typed by hand is kept whole, in the wire shape. */
export type StoredRow = CartBeliever | SavedRowReference;

/** A draft as localStorage keeps it (inside its owner's envelope). */
export interface StoredDraft {
	version: 3;
	selected: string[];
	believers: Record< string, StoredRow[] >;
	added: string[];
	saveBelievers: boolean;
}

/** Fields a reference keeps itself, never in `changed`. */
const OWN_FIELDS = new Set< string >( [
	'id',
	'saved_id',
	'product_category',
] );

/**
 * The storage key of a page's draft.
 *
 * @param path Page path.
 * @return Key.
 */
export function draftKey( path: string ): string {
	return DRAFT_KEY_PREFIX + path;
}

/**
 * Whether a stored row is a reference to a saved believer.
 *
 * @param row Stored row.
 * @return True for a reference.
 */
function isSavedRowReference( row: StoredRow ): row is SavedRowReference {
	const reference = row as Partial< SavedRowReference >;
	return (
		typeof reference.saved_id === 'number' &&
		typeof reference.changed === 'object'
	);
}

/**
 * The stored form of one row: a row typed by hand as it is; a row from a
 * saved believer as the reference plus what differs from the saved one.
 *
 * @param row   Form row.
 * @param saved The saved believers the page has.
 * @return Stored row.
 */
function storedRow( row: BelieverFormItem, saved: SavedBeliever[] ): StoredRow {
	const wire = toCartBeliever( row );
	if ( row.saved_id === undefined ) {
		return wire;
	}
	const source = saved.find( ( item ) => item.id === row.saved_id );
	const picked: Partial< Record< string, unknown > > = source
		? { ...source.data }
		: {};
	const changed: Partial< Record< string, unknown > > = {};
	// Without the saved list nothing can be told apart: keep only the reference.
	if ( source ) {
		for ( const [ field, value ] of Object.entries( wire ) ) {
			if (
				! OWN_FIELDS.has( field ) &&
				JSON.stringify( value ) !== JSON.stringify( picked[ field ] )
			) {
				changed[ field ] = value;
			}
		}
	}
	return {
		id: row.id,
		saved_id: row.saved_id,
		product_category: [ ...row.product_category ],
		changed: changed as Partial< CartBeliever >,
	};
}

/**
 * The draft a state would save, or null when there is nothing worth saving.
 *
 * @param state Root state.
 * @return Stored draft or null.
 */
function draftOf( state: OfferingsState ): StoredDraft | null {
	const { selected } = state.selection;
	const byRow = state.believers.byRow;
	const saved = state.resources.savedBelievers.data ?? [];
	const believers: Record< string, StoredRow[] > = {};
	for ( const key of selected ) {
		if ( byRow[ key ]?.length ) {
			believers[ key ] = byRow[ key ].map( ( row ) =>
				storedRow( row, saved )
			);
		}
	}
	if ( selected.length === 0 && state.cart.added.length === 0 ) {
		return null;
	}
	return {
		version: 3,
		selected: [ ...selected ],
		believers,
		added: [ ...state.cart.added ],
		saveBelievers: state.form.saveBelievers,
	};
}

/**
 * Whether restoring a draft needs the saved believers.
 *
 * @param draft Stored draft.
 * @return True when a row refers to one.
 */
export function hasSavedRowReferences( draft: StoredDraft ): boolean {
	return Object.values( draft.believers ).some( ( rows ) =>
		rows.some( isSavedRowReference )
	);
}

/**
 * The draft to restore: references refilled from the saved believers, with
 * what was typed over them. A reference whose saved believer is gone (deleted
 * since, or not this account's) becomes an empty row of its kind, still with
 * what was typed over it.
 *
 * @param draft Stored draft.
 * @param saved The saved believers.
 * @return Draft.
 */
export function hydrateDraft(
	draft: StoredDraft,
	saved: SavedBeliever[]
): Draft {
	const believers: Record< string, BelieverFormItem[] > = {};
	for ( const [ key, rows ] of Object.entries( draft.believers ) ) {
		believers[ key ] = rows.map( ( row ) => {
			if ( ! isSavedRowReference( row ) ) {
				return fromCartBeliever( row );
			}
			const source = saved.find( ( item ) => item.id === row.saved_id );
			const base = source
				? source.data
				: toCartBeliever(
						emptyBeliever(
							formKindOf( row.product_category ) ?? 'light',
							row.id,
							row.product_category
						)
					);
			const restored = fromCartBeliever( {
				...base,
				...row.changed,
				id: row.id,
				product_category: [ ...row.product_category ],
			} );
			return source ? { ...restored, saved_id: row.saved_id } : restored;
		} );
	}
	return {
		version: 1,
		selected: draft.selected,
		believers,
		added: draft.added,
		saveBelievers: draft.saveBelievers,
	};
}

const strings = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

/**
 * One stored row, or null when it is not one.
 *
 * @param value Parsed row.
 * @return Stored row or null.
 */
function parseRow( value: unknown ): StoredRow | null {
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	const row = value as Record< string, unknown >;
	if ( typeof row.id !== 'string' ) {
		return null;
	}
	if ( 'saved_id' in row ) {
		if (
			typeof row.saved_id !== 'number' ||
			typeof row.changed !== 'object' ||
			row.changed === null
		) {
			return null;
		}
		return {
			id: row.id,
			saved_id: row.saved_id,
			product_category: strings( row.product_category ),
			changed: row.changed as Partial< CartBeliever >,
		};
	}
	return isCartBeliever( value ) ? value : null;
}

/**
 * Reads a page's draft, if this owner may read it; a draft of another owner,
 * idle longer than `maxAge`, or unreadable counts as none and is removed.
 *
 * @param path   Page path.
 * @param owner  The page's owner token.
 * @param now    Date.now().
 * @param maxAge How long since its last write it may be read (ownedMaxAge()).
 * @return Stored draft or null.
 */
export function readDraft(
	path: string,
	owner: string,
	now: number = Date.now(),
	maxAge?: number
): StoredDraft | null {
	const opened = readOwned( draftKey( path ), owner, now, maxAge );
	const parsed = opened?.data as Partial< StoredDraft > | undefined;
	if (
		parsed?.version !== 3 ||
		! Array.isArray( parsed.selected ) ||
		typeof parsed.believers !== 'object' ||
		parsed.believers === null
	) {
		if ( opened ) {
			removeOwned( draftKey( path ) );
		}
		return null;
	}
	const believers: Record< string, StoredRow[] > = {};
	for ( const [ key, rows ] of Object.entries( parsed.believers ) ) {
		if ( Array.isArray( rows ) ) {
			believers[ key ] = rows
				.map( parseRow )
				.filter( ( row ): row is StoredRow => row !== null );
		}
	}
	return {
		version: 3,
		selected: strings( parsed.selected ),
		believers,
		added: strings( parsed.added ),
		saveBelievers: parsed.saveBelievers === true,
	};
}

/**
 * Writes a page's draft in its owner's envelope, or removes it (null).
 *
 * @param path  Page path.
 * @param draft Stored draft, or null to remove it.
 * @param owner The page's owner token.
 */
export function writeDraft(
	path: string,
	draft: StoredDraft | null,
	owner: string
): void {
	if ( draft ) {
		writeOwned( draftKey( path ), owner, draft );
	} else {
		removeDraft( path );
	}
}

/**
 * Removes a page's draft (after a successful add).
 *
 * @param path Page path.
 */
export function removeDraft( path: string ): void {
	removeOwned( draftKey( path ) );
}

/**
 * Keeps a page's draft in step with the store: after each change, once
 * things are quiet for DRAFT_DEBOUNCE_MS, writes what the state is then,
 * under the owner in the state's settings. Also writes right away when the
 * page is being hidden or closed.
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
		const state = getState();
		writeDraft(
			path,
			draftOf( state ),
			state.settings?.owner ?? GUEST_OWNER
		);
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

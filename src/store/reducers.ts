/**
 * Reducers of the offering page's own slices. Pure: no storage, no timers,
 * no toasts; times come in on the actions.
 */

/**
 * WordPress dependencies
 */
import { combineReducers } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as types from './action-types';
import believers from './believers/reducer';
import type * as actions from './actions';
import type {
	CartState,
	FormState,
	NoticesState,
	Resource,
	ResourcesState,
	SelectionState,
} from './types';
import { DEFAULT_SETTINGS } from '../settings';
import type { PageSettings } from '../types/settings';

/** Every action of the page's own slices. */
type OfferingsAction = ReturnType< ( typeof actions )[ keyof typeof actions ] >;

/**
 * The key products of a category list are stored under.
 *
 * @param categories Category slugs.
 * @return Key.
 */
export function productsKey( categories: readonly string[] ): string {
	return categories.join( ',' );
}

/**
 * A resource nobody asked for yet.
 *
 * @return Empty resource.
 */
export function emptyResource< T >(): Resource< T > {
	return {
		status: 'uninitialized',
		data: null,
		error: null,
		total: 0,
		totalPages: 0,
		fetchedAt: 0,
	};
}

const initialResources: ResourcesState = {
	products: {},
	categories: emptyResource(),
	savedBelievers: emptyResource(),
};

function updateResource(
	state: ResourcesState,
	name: keyof ResourcesState,
	key: string,
	change: ( resource: Resource< unknown > ) => Resource< unknown >
): ResourcesState {
	if ( name === 'products' ) {
		const next = change( state.products[ key ] ?? emptyResource() );
		return {
			...state,
			products: {
				...state.products,
				[ key ]: next as ResourcesState[ 'products' ][ string ],
			},
		};
	}
	return {
		...state,
		[ name ]: change( state[ name ] as Resource< unknown > ),
	};
}

function settings(
	state: PageSettings = DEFAULT_SETTINGS,
	action: OfferingsAction
): PageSettings {
	return action.type === types.RECEIVE_SETTINGS ? action.settings : state;
}

function resources(
	state: ResourcesState = initialResources,
	action: OfferingsAction
): ResourcesState {
	switch ( action.type ) {
		case types.RESOURCE_REQUESTED:
			return updateResource(
				state,
				action.name,
				action.key,
				( old ) => ( {
					...old,
					status: 'pending',
					error: null,
				} )
			);
		case types.RESOURCE_RECEIVED:
			return updateResource( state, action.name, action.key, () => ( {
				status: 'fulfilled',
				data: action.data,
				error: null,
				total: action.total,
				totalPages: action.totalPages,
				fetchedAt: action.fetchedAt,
			} ) );
		case types.RESOURCE_FAILED:
			return updateResource(
				state,
				action.name,
				action.key,
				( old ) => ( {
					...old,
					status: 'rejected',
					error: action.error,
				} )
			);
	}
	return state;
}

const initialSelection: SelectionState = { selected: [], activeCategory: '' };

function selection(
	state: SelectionState = initialSelection,
	action: OfferingsAction
): SelectionState {
	switch ( action.type ) {
		case types.TOGGLE_ROW:
			return {
				...state,
				selected: state.selected.includes( action.key )
					? state.selected.filter( ( key ) => key !== action.key )
					: [ ...state.selected, action.key ],
			};
		case types.SET_ACTIVE_CATEGORY:
			return { ...state, activeCategory: action.slug };
		case types.DRAFT_RESTORED:
			return { ...state, selected: [ ...action.draft.selected ] };
		case types.CART_SUCCEEDED:
		case types.PAGE_CLEARED:
			return { ...state, selected: [] };
	}
	return state;
}

const initialForm: FormState = {
	collapsed: [],
	submitAttempted: false,
	attemptedBelievers: [],
	saveBelievers: false,
};

function form(
	state: FormState = initialForm,
	action: OfferingsAction
): FormState {
	switch ( action.type ) {
		case types.SET_SECTION_EXPANDED: {
			const collapsed = state.collapsed.filter(
				( key ) => key !== action.key
			);
			return {
				...state,
				collapsed: action.expanded
					? collapsed
					: [ ...collapsed, action.key ],
			};
		}
		case types.EXPAND_ALL_SECTIONS:
			return state.collapsed.length ? { ...state, collapsed: [] } : state;
		case types.SET_SUBMIT_ATTEMPTED:
			return {
				...state,
				submitAttempted: action.attempted,
				attemptedBelievers: action.believerIds,
			};
		case types.SET_SAVE_BELIEVERS:
			return { ...state, saveBelievers: action.save };
		case types.DRAFT_RESTORED:
			return {
				...state,
				saveBelievers: action.draft.saveBelievers,
				restored: true,
			};
		case types.CART_SUCCEEDED:
		case types.PAGE_CLEARED:
			return initialForm;
	}
	return state;
}

const initialCart: CartState = {
	status: 'idle',
	added: [],
	failedKey: '',
	message: '',
};

function cart(
	state: CartState = initialCart,
	action: OfferingsAction
): CartState {
	switch ( action.type ) {
		case types.CART_STARTED:
			return {
				...state,
				status: 'submitting',
				failedKey: '',
				message: '',
			};
		case types.CART_ROW_ADDED:
			return state.added.includes( action.key )
				? state
				: { ...state, added: [ ...state.added, action.key ] };
		case types.CART_FAILED:
			return {
				...state,
				status: 'failed',
				failedKey: action.key,
				message: action.message,
			};
		case types.CART_SUCCEEDED:
			return { ...initialCart, status: 'succeeded' };
		case types.PAGE_CLEARED:
			return initialCart;
		case types.DRAFT_RESTORED:
			return { ...state, added: [ ...action.draft.added ] };
	}
	return state;
}

const initialNotices: NoticesState = { queue: [], next: 1 };

function notices(
	state: NoticesState = initialNotices,
	action: OfferingsAction
): NoticesState {
	switch ( action.type ) {
		case types.NOTICE_ADDED:
			return {
				queue: [
					...state.queue,
					{
						id: state.next,
						status: action.status,
						message: action.message,
					},
				],
				next: state.next + 1,
			};
		case types.NOTICES_SHOWN:
			return {
				...state,
				queue: state.queue.filter(
					( notice ) => ! action.ids.includes( notice.id )
				),
			};
	}
	return state;
}

export default combineReducers( {
	settings,
	resources,
	selection,
	form,
	cart,
	notices,
	believers,
} );

/**
 * The offering page's store, `temple-offerings/offerings`: catalogue,
 * categories and saved believers (resolvers), selection, form state and the
 * cart run (thunks), plus the believers slice.
 *
 * State:
 *   settings        PageSettings from the mount element
 *   resources       products (by category key), categories, savedBelievers:
 *                   { status, data, error, total, totalPages, fetchedAt }
 *   selection       { selected: rowKey[], activeCategory }
 *   form            { collapsed: rowKey[], submitAttempted, saveBelievers }
 *   cart            { status, added: rowKey[], failedKey, message }
 *   believers       { byRow: { [ rowKey ]: BelieverFormItem[] } }
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register, type ThunkArgs } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import * as believerActions from './believers/actions';
import * as believerSelectors from './believers/selectors';
import { STORE_NAME } from './constants';
import reducer from './reducers';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...believerActions, ...thunks },
	selectors: { ...selectors, ...believerSelectors },
	resolvers,
} );

register( store );

/**
 * What a thunk or resolver of this store receives: `select`, `dispatch` and
 * `resolveSelect` typed by @wordpress/data from the store itself.
 */
export type StoreThunkArgs = ThunkArgs< typeof store >;

export { STORE_NAME };

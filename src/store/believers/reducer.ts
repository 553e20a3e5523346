/**
 * The believers slice: `{ byRow: { [ rowKey ]: BelieverFormItem[] } }`.
 * Pure: no storage, no timers, no toasts, so every change of state can be
 * replayed in a test.
 */

/**
 * Internal dependencies
 */
import {
	clearBeliever as clearedBeliever,
	type BelieverFormItem,
} from '../../domain/believer';
import type { BelieversAction } from './actions';
import {
	ADD_BELIEVER,
	CLEAR_ALL_BELIEVERS,
	CLEAR_BELIEVER,
	REMOVE_BELIEVER,
	REPLACE_BELIEVER,
	RESET_BELIEVERS,
	SET_FAMILY,
	UPDATE_BELIEVER,
} from './action-types';

export interface BelieversState {
	byRow: Record< string, BelieverFormItem[] >;
}

const initialBelieversState: BelieversState = { byRow: {} };

/**
 * Applies `change` to the believer `id` of `rowKey`. Returns the same state
 * object when nothing changed, so unrelated subscribers do not re-render.
 *
 * @param state  Slice state.
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @param change Maps the old believer to the new one.
 * @return New state.
 */
function mapBeliever(
	state: BelieversState,
	rowKey: string,
	id: string,
	change: ( believer: BelieverFormItem ) => BelieverFormItem
): BelieversState {
	const list = state.byRow[ rowKey ];
	const index = list ? list.findIndex( ( item ) => item.id === id ) : -1;
	if ( ! list || index < 0 ) {
		return state;
	}
	const next = [ ...list ];
	next[ index ] = change( list[ index ] );
	return { ...state, byRow: { ...state.byRow, [ rowKey ]: next } };
}

/**
 * Reducer of the believers slice.
 *
 * @param state  Slice state.
 * @param action Action.
 * @return New state.
 */
function believersReducer(
	state: BelieversState = initialBelieversState,
	action: BelieversAction | { type: string }
): BelieversState {
	const typed = action as BelieversAction;
	switch ( typed.type ) {
		case ADD_BELIEVER:
			return {
				...state,
				byRow: {
					...state.byRow,
					[ typed.rowKey ]: [
						...( state.byRow[ typed.rowKey ] ?? [] ),
						typed.believer,
					],
				},
			};
		case UPDATE_BELIEVER:
			return mapBeliever( state, typed.rowKey, typed.id, ( old ) => ( {
				...old,
				...typed.patch,
				id: old.id,
			} ) );
		case REPLACE_BELIEVER:
			return mapBeliever( state, typed.rowKey, typed.id, ( old ) => ( {
				...typed.believer,
				id: old.id,
			} ) );
		case CLEAR_BELIEVER:
			return mapBeliever( state, typed.rowKey, typed.id, ( old ) =>
				clearedBeliever( old )
			);
		case REMOVE_BELIEVER: {
			const list = state.byRow[ typed.rowKey ];
			if ( ! list?.some( ( item ) => item.id === typed.id ) ) {
				return state;
			}
			return {
				...state,
				byRow: {
					...state.byRow,
					[ typed.rowKey ]: list.filter(
						( item ) => item.id !== typed.id
					),
				},
			};
		}
		case SET_FAMILY: {
			let next = state;
			typed.rowKeys.forEach( ( rowKey ) => {
				const first = next.byRow[ rowKey ]?.[ 0 ];
				if ( first ) {
					next = mapBeliever( next, rowKey, first.id, ( old ) => ( {
						...old,
						depends_people: typed.registrants.map(
							( registrant ) => ( {
								...registrant,
							} )
						),
					} ) );
				}
			} );
			return next;
		}
		case RESET_BELIEVERS:
			return { ...state, byRow: { ...typed.byRow } };
		case CLEAR_ALL_BELIEVERS:
			return initialBelieversState;
		default:
			return state;
	}
}

export default believersReducer;

/**
 * Selectors of the believers slice. They take the store's ROOT state, whose
 * `believers` key holds this slice (composed in src/store/index.ts).
 */

/**
 * Internal dependencies
 */
import type { BelieverFormItem } from '../../domain/believer';
import type { BelieversState } from './reducer';

export interface StateWithBelievers {
	believers: BelieversState;
}

/** Shared empty list, so a row without believers keeps a stable value. */
const NO_BELIEVERS: BelieverFormItem[] = [];

/**
 * The believers of one product row.
 *
 * @param state  Root state.
 * @param rowKey Product row key.
 * @return Believers, or the same empty array when there are none.
 */
export function getBelievers(
	state: StateWithBelievers,
	rowKey: string
): BelieverFormItem[] {
	return state.believers.byRow[ rowKey ] ?? NO_BELIEVERS;
}

/**
 * One believer of a product row.
 *
 * @param state  Root state.
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @return The believer, or undefined.
 */
export function getBeliever(
	state: StateWithBelievers,
	rowKey: string,
	id: string
): BelieverFormItem | undefined {
	return state.believers.byRow[ rowKey ]?.find( ( item ) => item.id === id );
}

/**
 * Every row's believers, keyed by product row key (what a draft stores and
 * resetBelievers restores). Includes rows that are no longer selected; the
 * caller filters by the selected row keys.
 *
 * @param state Root state.
 * @return Believers by row key.
 */
export function getAllBelievers(
	state: StateWithBelievers
): Record< string, BelieverFormItem[] > {
	return state.believers.byRow;
}

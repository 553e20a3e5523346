/**
 * Actions of the believers slice: the rows of every selected product's form.
 * Ids are made here, never in the reducer, so the reducer stays pure.
 */

/**
 * Internal dependencies
 */
import {
	createBelieverId,
	emptyBeliever,
	type BelieverFormItem,
	type FamilyRegistrant,
} from '../../domain/believer';
import type { FormKind } from '../../domain/form-kind';
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

export type BelieversAction =
	| { type: typeof ADD_BELIEVER; rowKey: string; believer: BelieverFormItem }
	| {
			type: typeof UPDATE_BELIEVER;
			rowKey: string;
			id: string;
			patch: Partial< BelieverFormItem >;
	  }
	| {
			type: typeof REPLACE_BELIEVER;
			rowKey: string;
			id: string;
			believer: BelieverFormItem;
	  }
	| { type: typeof REMOVE_BELIEVER; rowKey: string; id: string }
	| { type: typeof CLEAR_BELIEVER; rowKey: string; id: string }
	| {
			type: typeof SET_FAMILY;
			rowKeys: string[];
			registrants: FamilyRegistrant[];
	  }
	| {
			type: typeof RESET_BELIEVERS;
			byRow: Record< string, BelieverFormItem[] >;
	  }
	| { type: typeof CLEAR_ALL_BELIEVERS };

/**
 * Appends an empty believer (the field table's defaults for the kind) to a
 * product row.
 * The new row's id is `action.believer.id`.
 *
 * @param rowKey   Product row key.
 * @param kind     The product's form kind.
 * @param category The product's category slugs.
 * @return Action.
 */
export function addBeliever(
	rowKey: string,
	kind: FormKind,
	category: string[]
) {
	return {
		type: ADD_BELIEVER,
		rowKey,
		believer: emptyBeliever( kind, createBelieverId(), category ),
	} as const;
}

/**
 * Merges changed fields into one believer. The id never changes.
 *
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @param patch  Changed fields.
 * @return Action.
 */
export function updateBeliever(
	rowKey: string,
	id: string,
	patch: Partial< BelieverFormItem >
) {
	return { type: UPDATE_BELIEVER, rowKey, id, patch } as const;
}

/**
 * Replaces one believer (paste, saved believer), keeping the row's id.
 *
 * @param rowKey   Product row key.
 * @param id       Believer id to replace.
 * @param believer New content; its own id is ignored.
 * @return Action.
 */
export function replaceBeliever(
	rowKey: string,
	id: string,
	believer: BelieverFormItem
) {
	return { type: REPLACE_BELIEVER, rowKey, id, believer } as const;
}

/**
 * Removes one believer.
 *
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @return Action.
 */
export function removeBeliever( rowKey: string, id: string ) {
	return { type: REMOVE_BELIEVER, rowKey, id } as const;
}

/**
 * Resets one believer to its defaults (domain clearBeliever), keeping its id.
 *
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @return Action.
 */
export function clearBeliever( rowKey: string, id: string ) {
	return { type: CLEAR_BELIEVER, rowKey, id } as const;
}

/**
 * Writes the family registrants (闔家登記人) into the first believer of each
 * given row; rows without a believer are left alone.
 *
 * @param rowKeys     Product row keys (the selected gift rows).
 * @param registrants Family registrants.
 * @return Action.
 */
export function setFamily(
	rowKeys: string[],
	registrants: FamilyRegistrant[]
) {
	return { type: SET_FAMILY, rowKeys, registrants } as const;
}

/**
 * Replaces every row's believers, e.g. when a draft is restored.
 *
 * @param byRow Believers by product row key.
 * @return Action.
 */
export function resetBelievers( byRow: Record< string, BelieverFormItem[] > ) {
	return { type: RESET_BELIEVERS, byRow } as const;
}

/**
 * Drops every believer, e.g. after a successful add to the cart.
 *
 * @return Action.
 */
export function clearAllBelievers() {
	return { type: CLEAR_ALL_BELIEVERS } as const;
}

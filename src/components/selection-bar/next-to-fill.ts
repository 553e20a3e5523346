/**
 * Which form the phone's bar brings into view: the first thing, in the order
 * the products were picked, that still needs the worshipper.
 */

/**
 * Internal dependencies
 */
import type { BelieverFormItem } from '../../domain/believer';
import type { FormKind } from '../../domain/believer-fields';
import { isBelieverComplete } from '../../domain/validation';

/** A picked product as the bar reads it. */
export interface PickedRow {
	key: string;
	/** Its form kind; null for a product no form fits (it says so itself). */
	kind: FormKind | null;
	believers: readonly BelieverFormItem[];
}

/**
 * Where to go: a product's add button (it has no believer yet), one of its
 * believer rows (not complete yet), or, when every form is complete, the
 * summary with 加入結緣品.
 */
export type FillTarget =
	| { rowKey: string; add: true }
	| { rowKey: string; index: number }
	| { summary: true };

/**
 * The first picked product without a believer or with a row not complete.
 *
 * @param rows  Picked products, in the order they were picked.
 * @param today Today (YYYY-MM-DD), for the birthday's bound.
 * @return Where to go.
 */
export function nextToFill(
	rows: readonly PickedRow[],
	today?: string
): FillTarget {
	for ( const { key, kind, believers } of rows ) {
		if ( ! kind ) {
			continue;
		}
		if ( believers.length === 0 ) {
			return { rowKey: key, add: true };
		}
		const index = believers.findIndex(
			( believer, at ) =>
				! isBelieverComplete( kind, believer, at, today )
		);
		if ( index >= 0 ) {
			return { rowKey: key, index };
		}
	}
	return { summary: true };
}

/**
 * How the family book groups people: by the form kind of the offerings they
 * were saved for (the kinds of the field table), under three headings.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formKindOf, type FormKind } from '../domain/form-kind';
import type { SavedBeliever } from '../types/saved-believer';

export type GroupKey = 'people' | 'departed' | 'pets';

export interface BookGroup {
	key: GroupKey;
	/** The kinds whose entries it lists, the one new entries get first. */
	kinds: readonly FormKind[];
	heading: () => string;
}

/**
 * People (lamps, worship, fortune change, gifts), the departed (普渡,
 * 超薦, 往生祈福: each records someone who passed away) and pets.
 */
export const GROUPS: readonly BookGroup[] = [
	{
		key: 'people',
		kinds: [ 'light', 'worship', 'change', 'gift' ],
		heading: () => __( 'People', 'temple-offerings' ),
	},
	{
		key: 'departed',
		kinds: [ 'super', 'dead-blessing', 'pudu' ],
		heading: () => __( 'For the departed', 'temple-offerings' ),
	},
	{
		key: 'pets',
		kinds: [ 'animal' ],
		heading: () => __( 'Pets', 'temple-offerings' ),
	},
];

/**
 * The form kind of a saved believer. One whose categories the shop no longer
 * has is shown as a lamp entry, so it can still be read and deleted.
 *
 * @param saved Saved believer.
 * @return Its kind.
 */
export function kindOfSaved( saved: SavedBeliever ): FormKind {
	return formKindOf( saved.product_category ) ?? 'light';
}

/**
 * The group a kind belongs to.
 *
 * @param kind Form kind.
 * @return Group key.
 */
export function groupOf( kind: FormKind ): GroupKey {
	return (
		GROUPS.find( ( group ) => group.kinds.includes( kind ) ) ?? GROUPS[ 0 ]
	).key;
}

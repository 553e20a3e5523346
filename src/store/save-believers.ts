/**
 * The offering page's save after a cart add, loaded only then (a chunk of
 * its own, so view.js stays within its size budget): new believers to the
 * saved list, and the edits of believers picked from it written back.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveBelievers } from '../api/believers';
import { updateSavedBeliever } from '../api/saved-believer';
import { toCartBeliever, type CartBeliever } from '../domain/believer';
import type { ProductRow } from '../types/product';
import { joinNames } from './names';
import type { StoreThunkArgs } from '.';

/** What a saved believer and its row may differ in without being edited. */
const IGNORED_IN_COMPARE: readonly string[] = [ 'id', 'product_category' ];

/**
 * Whether two believers have the same details: every wire field but the
 * form row's id and the categories (a saved believer keeps its own).
 *
 * @param left  A believer.
 * @param right Another.
 * @return True when nothing a worshipper typed differs.
 */
function sameDetails( left: CartBeliever, right: CartBeliever ): boolean {
	const details = ( believer: CartBeliever ) =>
		JSON.stringify(
			Object.entries( believer )
				.filter( ( [ key ] ) => ! IGNORED_IN_COMPARE.includes( key ) )
				.sort( ( [ a ], [ b ] ) => ( a < b ? -1 : 1 ) )
		);
	return details( left ) === details( right );
}

/**
 * The save, after the cart add: the believers typed on these rows go to the
 * user's saved list (常用名單, the family book) in one request when `saveNew`;
 * a row picked from that list whose details were changed updates its saved
 * believer (PUT), so the book holds what was just registered. The cart has
 * them whatever happens here, so a failure is only told, naming whom it is
 * about.
 *
 * @param rows          Rows just added to the cart.
 * @param saveNew       Save the rows not picked from the list.
 * @param args          The thunk's arguments.
 * @param args.select   The store's selectors.
 * @param args.dispatch The store's actions.
 * @return Whether everything was saved.
 */
export async function saveToList(
	rows: readonly ProductRow[],
	saveNew: boolean,
	{ select, dispatch }: StoreThunkArgs
): Promise< boolean > {
	const believers = rows.flatMap( ( row ) =>
		select
			.getBelievers( row.key )
			.map( ( believer ) => ( { row, believer } ) )
	);
	const fresh = saveNew
		? believers
				.filter( ( { believer } ) => ! believer.saved_id )
				.map( ( { row, believer } ) => ( {
					product_category: [ ...row.category ],
					data: toCartBeliever( believer ),
				} ) )
		: [];
	const savedList = select.getSavedBelievers();
	const edited = believers.flatMap( ( { believer } ) => {
		const saved = savedList.find(
			( item ) => item.id === believer.saved_id
		);
		const data = toCartBeliever( believer );
		return saved && ! sameDetails( saved.data, data )
			? [ { saved, data } ]
			: [];
	} );
	if ( ! saveNew && ! edited.length ) {
		return true;
	}

	let savedNew = true;
	try {
		if ( fresh.length ) {
			await saveBelievers( fresh );
		}
	} catch {
		savedNew = false;
		await dispatch.addNotice(
			'error',
			__( 'Could not save the details.', 'temple-offerings' )
		);
	}
	const failed: string[] = [];
	for ( const { saved, data } of edited ) {
		try {
			await updateSavedBeliever( saved.id, {
				product_category: saved.product_category,
				data,
			} );
		} catch {
			failed.push( data.name );
		}
	}
	if ( failed.length ) {
		await dispatch.addNotice(
			'error',
			sprintf(
				/* translators: %s: names of saved believers whose changes were not saved. */
				__(
					'Your offerings are in the prayer bag, but the changes to %s could not be saved in your family book.',
					'temple-offerings'
				),
				joinNames( failed )
			)
		);
	}
	if ( fresh.length || edited.length ) {
		await dispatch.invalidateResolution( 'getSavedBelievers', [] );
	}
	if ( savedNew && ! failed.length ) {
		await dispatch.addNotice(
			'success',
			__( 'Saved.', 'temple-offerings' )
		);
		return true;
	}
	return false;
}

/**
 * The 為此信眾安太歲 button's work, loaded at its first press: the 太歲燈
 * gets a form with this believer in it, as the family book's fill would
 * put one there (src/renew/fill.ts: the same person never twice, an
 * untouched form replaced, no offering past its number of believers, an
 * offering already in the prayer bag left alone), and a toast says what
 * was done. Nothing is added to the prayer bag: the worshipper adds as usual.
 */

/**
 * WordPress dependencies
 */
import type { DataRegistry } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { notifyError, notifySuccess } from '../toaster/notify';
import { toCartBeliever, type BelieverFormItem } from '../../domain/believer';
import { sameRelevantCategories } from '../saved-believer-select/relevant-categories';
import { applyFill, type FillResult } from '../../renew/fill';
import { store } from '../../store';
import type { ProductRow } from '../../types/product';

/**
 * What the fill of one believer into the 太歲燈 did, in a sentence.
 *
 * @param result   The fill.
 * @param row      The 太歲燈's row.
 * @param believer The believer.
 * @return Whether it went in, and what to say.
 */
function taiSuiMessage(
	result: FillResult,
	row: ProductRow,
	believer: BelieverFormItem
): { ok: boolean; message: string } {
	const name =
		believer.name.trim() || __( 'This believer', 'temple-offerings' );
	if ( result.filled ) {
		return {
			ok: true,
			message: sprintf(
				/* translators: 1: the believer's name, 2: the Tai Sui lamp offering's name. */
				__(
					'%1$s is filled in for %2$s. Please check the details, then add to the prayer bag.',
					'temple-offerings'
				),
				name,
				row.name
			),
		};
	}
	if ( result.inBag.length ) {
		return {
			ok: false,
			message: sprintf(
				/* translators: %s: names of offerings. */
				__(
					'Already in the prayer bag from this page, so not filled in again: %s.',
					'temple-offerings'
				),
				row.name
			),
		};
	}
	if ( result.duplicates ) {
		return {
			ok: true,
			message: sprintf(
				/* translators: 1: the believer's name, 2: the Tai Sui lamp offering's name. */
				__(
					'%1$s is already registered for %2$s.',
					'temple-offerings'
				),
				name,
				row.name
			),
		};
	}
	return {
		ok: false,
		message: sprintf(
			/* translators: %s: names of people. */
			__(
				'Not filled in, as the offering takes no more believers: %s.',
				'temple-offerings'
			),
			name
		),
	};
}

/**
 * Puts the believer on the 太歲燈's form, opens its section and says so.
 *
 * @param registry The page's registry.
 * @param row      The 太歲燈's row.
 * @param believer The believer, as typed.
 * @return What the fill did.
 */
export async function registerTaiSui(
	registry: DataRegistry,
	row: ProductRow,
	believer: BelieverFormItem
): Promise< FillResult > {
	const data = registry.select( store );
	const actions = registry.dispatch( store );
	// Picked from the saved list: the 太歲燈's form keeps the link where its
	// own dropdown offers that believer, so the saved one is not saved twice.
	const savedId =
		believer.saved_id !== undefined &&
		sameRelevantCategories( believer.product_category, row.category )
			? believer.saved_id
			: undefined;
	const result = applyFill(
		{
			lines: [
				{
					row,
					believers: [
						{ data: toCartBeliever( believer ), savedId },
					],
				},
			],
			skipped: [],
		},
		data.getSelectedRowKeys(),
		data.getAllBelievers(),
		data.getCart().added
	);
	await actions.resetBelievers( result.byRow );
	for ( const key of result.selected ) {
		if ( ! data.isRowSelected( key ) ) {
			await actions.toggleRow( key );
		}
	}
	await actions.setSectionExpanded( row.key, true );
	const { ok, message } = taiSuiMessage( result, row, believer );
	( ok ? notifySuccess : notifyError )( message );
	return result;
}

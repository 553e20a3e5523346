/**
 * Selectors of the offering page's own slices. They take the root state;
 * the believers slice's selectors (./believers/selectors) do too.
 */

/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { toCartBeliever } from '../domain/believer';
import { lineTotal, orderTotal } from '../domain/pricing';
import { validateForCategories } from '../domain/validation';
import { getBelievers } from './believers/selectors';
import { emptyResource, productsKey } from './reducers';
import type { ProductCategory, ProductRow } from '../types/product';
import type { SavedBeliever } from '../types/saved-believer';
import type { PageSettings } from '../types/settings';
import type { CartState, Notice, OfferingsState, Resource } from './types';

const NO_SAVED: SavedBeliever[] = [];
const EMPTY_RESOURCE = emptyResource< never >();

/**
 * The page settings PHP rendered (defaults until they are received).
 *
 * @param state Root state.
 * @return Settings.
 */
export function getSettings( state: OfferingsState ): PageSettings {
	return state.settings;
}

/**
 * Product rows of the given categories (resolved from the REST route).
 *
 * @param state      Root state.
 * @param categories Category slugs, as the block allows them.
 * @return Rows, or null until they arrive.
 */
export function getProducts(
	state: OfferingsState,
	categories: readonly string[]
): ProductRow[] | null {
	return state.resources.products[ productsKey( categories ) ]?.data ?? null;
}

export function getProductsResource(
	state: OfferingsState,
	categories: readonly string[]
): Resource< ProductRow[] > {
	return (
		state.resources.products[ productsKey( categories ) ] ?? EMPTY_RESOURCE
	);
}

/**
 * Every product category (resolved from wp/v2/product_cat).
 *
 * @param state Root state.
 * @return Categories, or null until they arrive.
 */
export function getCategories(
	state: OfferingsState
): ProductCategory[] | null {
	return state.resources.categories.data;
}

export function getCategoriesResource(
	state: OfferingsState
): Resource< ProductCategory[] > {
	return state.resources.categories;
}

/**
 * The user's saved believers; [] for guests and until they arrive.
 *
 * @param state Root state.
 * @return Saved believers.
 */
export function getSavedBelievers( state: OfferingsState ): SavedBeliever[] {
	return state.resources.savedBelievers.data ?? NO_SAVED;
}

export function getSavedBelieversResource(
	state: OfferingsState
): Resource< SavedBeliever[] > {
	return state.resources.savedBelievers;
}

const rowIndex = createSelector(
	( state: OfferingsState ) => {
		const index = new Map< string, ProductRow >();
		for ( const resource of Object.values( state.resources.products ) ) {
			for ( const row of resource.data ?? [] ) {
				index.set( row.key, row );
			}
		}
		return index;
	},
	( state: OfferingsState ) => [ state.resources.products ]
);

/**
 * One product row by key, from whatever products are loaded.
 *
 * @param state Root state.
 * @param key   Row key.
 * @return Row or undefined.
 */
export function getProductRow(
	state: OfferingsState,
	key: string
): ProductRow | undefined {
	return rowIndex( state ).get( key );
}

export function getSelectedRowKeys( state: OfferingsState ): string[] {
	return state.selection.selected;
}

export function isRowSelected( state: OfferingsState, key: string ): boolean {
	return state.selection.selected.includes( key );
}

export function getActiveCategory( state: OfferingsState ): string {
	return state.selection.activeCategory;
}

export function isSectionExpanded(
	state: OfferingsState,
	key: string
): boolean {
	return ! state.form.collapsed.includes( key );
}

export function isSubmitAttempted( state: OfferingsState ): boolean {
	return state.form.submitAttempted;
}

/**
 * The believer rows that were on the page when an add was last refused:
 * their fields show every message, whether touched or not.
 *
 * @param state Root state.
 * @return Believer ids (the same array until the next attempt).
 */
export function getAttemptedBelieverIds( state: OfferingsState ): string[] {
	return state.form.attemptedBelievers;
}

export function isSaveBelieversChecked( state: OfferingsState ): boolean {
	return state.form.saveBelievers;
}

/**
 * Whether the page holds a draft restored from an earlier visit.
 *
 * @param state Root state.
 */
export function isDraftRestored( state: OfferingsState ): boolean {
	return state.form.restored === true;
}

/**
 * The notices recorded and not yet shown, oldest first.
 *
 * @param state Root state.
 * @return Notices.
 */
export function getNotices( state: OfferingsState ): Notice[] {
	return state.notices.queue;
}

export function getCart( state: OfferingsState ): CartState {
	return state.cart;
}

export interface OrderLine {
	key: string;
	name: string;
	price: string;
	type: ProductRow[ 'type' ];
	count: number;
	subtotal: number;
	/** Already in the cart from an interrupted run. */
	added: boolean;
}

/**
 * The summary's lines: each selected row that is loaded, with its believers
 * count and price × count.
 *
 * @param state Root state.
 * @return Lines in selection order.
 */
export const getOrderLines = createSelector(
	( state: OfferingsState ): OrderLine[] =>
		state.selection.selected.flatMap( ( key ) => {
			const row = getProductRow( state, key );
			if ( ! row ) {
				return [];
			}
			const count = state.believers.byRow[ key ]?.length ?? 0;
			return [
				{
					key,
					name: row.name,
					price: row.price,
					type: row.type,
					count,
					subtotal: lineTotal( row.price, count ),
					added: state.cart.added.includes( key ),
				},
			];
		} ),
	( state: OfferingsState ) => [
		state.selection.selected,
		state.resources.products,
		state.believers.byRow,
		state.cart.added,
	]
);

/**
 * Sum of every line.
 *
 * @param state Root state.
 * @return Total in NT$.
 */
export function getOrderTotal( state: OfferingsState ): number {
	return orderTotal( getOrderLines( state ) );
}

/**
 * Whether anything the page shows is still loading.
 *
 * @param state Root state.
 * @return True while products, categories or saved believers are pending.
 */
export function isLoading( state: OfferingsState ): boolean {
	const { resources } = state;
	return (
		resources.categories.status === 'pending' ||
		resources.savedBelievers.status === 'pending' ||
		Object.values( resources.products ).some(
			( resource ) => resource.status === 'pending'
		)
	);
}

/** Where the first broken rule is: a product row, a believer, a wire field. */
export interface InvalidField {
	rowKey: string;
	/** The believer's index in the row's list. */
	index: number;
	/** Wire field: 'name', 'birthday.month', 'believers'… */
	field: string;
}

/** What pressing add would find. */
export type SubmitCheck =
	| { status: 'empty' }
	| {
			status: 'missing';
			rows: ProductRow[];
			/** Rows without any believer. */
			missing: string[];
	  }
	| {
			status: 'invalid';
			rows: ProductRow[];
			/** Rows whose believers break a rule, or that have no form. */
			invalid: string[];
			firstInvalid: InvalidField;
	  }
	| { status: 'ready'; rows: ProductRow[] };

/**
 * The check in front of the cart run: the selected rows that are loaded, in
 * the order they were picked; then the first thing that stops them, rows
 * without believers before rows whose believers break a rule. The rules are
 * the server's (validateForCategories on the wire shape), so what passes
 * here is what the wc-ajax add accepts.
 *
 * @param state Root state.
 * @return The rows and what stops them, or 'ready'.
 */
export const getSubmitCheck = createSelector(
	( state: OfferingsState ): SubmitCheck => {
		const rows = state.selection.selected
			.map( ( key ) => getProductRow( state, key ) )
			.filter( ( row ): row is ProductRow => Boolean( row ) );
		if ( rows.length === 0 ) {
			return { status: 'empty' };
		}
		const missing = rows
			.filter( ( row ) => getBelievers( state, row.key ).length === 0 )
			.map( ( row ) => row.key );
		if ( missing.length ) {
			return { status: 'missing', rows, missing };
		}
		const failing = rows.flatMap( ( row ) => {
			const errors = validateForCategories(
				row.category,
				getBelievers( state, row.key ).map( toCartBeliever )
			);
			return errors.length
				? [ { key: row.key, first: errors[ 0 ] } ]
				: [];
		} );
		if ( failing.length ) {
			const [ { key, first } ] = failing;
			return {
				status: 'invalid',
				rows,
				invalid: failing.map( ( item ) => item.key ),
				firstInvalid: {
					rowKey: key,
					index: first.index,
					field: first.field,
				},
			};
		}
		return { status: 'ready', rows };
	},
	( state: OfferingsState ) => [
		state.selection.selected,
		state.resources.products,
		state.believers.byRow,
	]
);

/**
 * Filling the offering page from its address, pure: which offerings and
 * believers `?renew=<order id>` (a past order, from the renew route) and
 * `?light=<saved ids>&offering=<id>` (saved believers, from the family book)
 * put on the page, what is left out and why, and how that meets what the
 * page already holds (a restored draft).
 *
 * The page's typed data always wins: a fill adds offerings and believers,
 * replaces only believer forms nobody has typed in, never adds the same
 * person twice to one offering, and leaves alone an offering already in the
 * prayer bag from an interrupted add (its forms are no longer posted).
 * 虛歲 and 生肖 are not part of a believer: the forms work them out from the
 * birth year and today's lunar year, so nothing of the old order's year is
 * carried over.
 */

/**
 * Internal dependencies
 */
import {
	createBelieverId,
	emptyBeliever,
	fromCartBeliever,
	isCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../domain/believer';
import { maxBelievers } from '../domain/believer-fields';
import { formKindOf } from '../domain/form-kind';
import { sameRelevantCategories } from '../components/saved-believer-select/relevant-categories';
import { rowKey, type ProductRow } from '../types/product';
import { rowOfProduct } from './row-of-product';
import type { Renewal } from '../types/renewal';
import type { SavedBeliever } from '../types/saved-believer';
import type { FillRequest } from './fill-request';

export type { FillRequest };
export { rowOfProduct };

/** One offering to fill: its row and the believers (wire shape) for it. */
export interface FillLine {
	row: ProductRow;
	believers: { data: CartBeliever; savedId?: number }[];
}

/** What the lines of a request come to on this page. */
export interface FillPlan {
	lines: FillLine[];
	/** Offerings left out, by name: no longer sold, not on this page, full, or another form. */
	skipped: string[];
}

/** What a fill did to the page's state. */
export interface FillResult {
	selected: string[];
	byRow: Record< string, BelieverFormItem[] >;
	/** Believers put on the page. */
	filled: number;
	/** Believers the page already had on that offering, not added twice. */
	duplicates: number;
	/** Offerings already in the prayer bag from this page, left alone. */
	inBag: string[];
	/** Believers left out because the offering takes no more, by name. */
	overLimit: string[];
	/** Whether the page held believers typed before (on any offering), all kept. */
	keptTyped: boolean;
}

/**
 * Whether the page can take believers for a row of this kind now.
 *
 * @param row  The row, if the page has it.
 * @param kind The form kind the believers were registered under.
 * @return The row, or null when it is missing, full or of another form.
 */
function usableRow(
	row: ProductRow | undefined,
	kind: string | null
): ProductRow | null {
	if ( ! row || row.sold_out ) {
		return null;
	}
	return formKindOf( row.category ) === kind ? row : null;
}

/**
 * A renew answer on this page: each line on the row the page shows for its
 * product, when the page shows it, can take it (not full) and gives it the
 * same form; every other line named. Two lines of one offering share its row.
 *
 * @param renewal The route's answer.
 * @param rows    The page's rows (every tab of the block).
 * @return Plan.
 */
export function renewalPlan(
	renewal: Renewal,
	rows: readonly ProductRow[]
): FillPlan {
	const lines = new Map< string, FillLine >();
	const skipped = renewal.skipped.map( ( line ) => line.name );
	for ( const line of renewal.lines ) {
		const key = rowKey( line.product_id, line.variation_id );
		const row = usableRow(
			rows.find( ( item ) => item.key === key ),
			line.kind
		);
		const believers = line.believers.filter( isCartBeliever );
		if ( ! row || ! believers.length ) {
			skipped.push( line.name );
			continue;
		}
		const entry = lines.get( key ) ?? { row, believers: [] };
		entry.believers.push( ...believers.map( ( data ) => ( { data } ) ) );
		lines.set( key, entry );
	}
	return { lines: [ ...lines.values() ], skipped: unique( skipped ) };
}

/** A light request on this page, with what cannot be filled. */
export interface LightPlan extends FillPlan {
	/** The product named is not an offering this page can take. */
	noProduct: boolean;
	/** Saved ids that are not among the user's saved believers. */
	unknown: number;
	/** Saved believers of another form than the offering's, by name. */
	otherKind: string[];
}

/**
 * Saved believers for one offering: those of the user's saved list whose
 * form is the offering's, in the order asked; ids not in the list are
 * counted (their names are not the page's to know), others named.
 *
 * @param savedIds  Saved believer ids asked for.
 * @param productId Product or variation id.
 * @param saved     The user's saved believers.
 * @param rows      The page's rows.
 * @return Plan.
 */
export function lightPlan(
	savedIds: readonly number[],
	productId: number,
	saved: readonly SavedBeliever[],
	rows: readonly ProductRow[]
): LightPlan {
	const found = rowOfProduct( rows, productId );
	const row =
		found && ! found.sold_out && formKindOf( found.category )
			? found
			: null;
	const picked = savedIds
		.map( ( id ) => saved.find( ( item ) => item.id === id ) )
		.filter( ( item ): item is SavedBeliever => item !== undefined );
	const unknown = savedIds.length - picked.length;
	if ( ! row ) {
		return {
			lines: [],
			skipped: found ? [ found.name ] : [],
			noProduct: true,
			unknown,
			otherKind: [],
		};
	}
	const kind = formKindOf( row.category );
	const fits = picked.filter(
		( item ) => formKindOf( item.product_category ) === kind
	);
	return {
		lines: fits.length
			? [
					{
						row,
						believers: fits.map( ( item ) => ( {
							data: item.data,
							// Picked from the list only where the row's own dropdown offers it.
							savedId: sameRelevantCategories(
								item.product_category,
								row.category
							)
								? item.id
								: undefined,
						} ) ),
					},
				]
			: [],
		skipped: [],
		noProduct: false,
		unknown,
		otherKind: picked
			.filter( ( item ) => ! fits.includes( item ) )
			.map( ( item ) => item.data.name ),
	};
}

const unique = ( names: string[] ) => [ ...new Set( names.filter( Boolean ) ) ];

/**
 * A believer's details without what only tells rows apart (id, category,
 * the saved believer it came from), to find the same person twice.
 *
 * @param data Wire believer.
 * @return Comparable text.
 */
function sameness( data: CartBeliever ): string {
	const details: Partial< CartBeliever > = { ...data };
	delete details.id;
	delete details.product_category;
	return JSON.stringify( details );
}

/**
 * Whether nobody has typed in a form: it is what a new form of its kind is.
 *
 * @param believer Form row.
 * @param category Its offering's categories (the form's own by default).
 * @return True for an untouched form.
 */
function untouched(
	believer: BelieverFormItem,
	category: readonly string[] = believer.product_category
): boolean {
	const kind = formKindOf( category );
	return (
		kind !== null &&
		believer.saved_id === undefined &&
		sameness( toCartBeliever( believer ) ) ===
			sameness( toCartBeliever( emptyBeliever( kind, '', category ) ) )
	);
}

/**
 * Puts a plan on the page's state: offerings selected (after those already
 * selected), believers added after the ones typed, untouched forms of those
 * offerings replaced, the same person never twice, no offering past its
 * number of believers, and offerings already in the prayer bag left alone.
 *
 * @param plan     What to fill.
 * @param selected The selected row keys.
 * @param byRow    Every row's believers.
 * @param added    Row keys already in the prayer bag from this page.
 * @param makeId   Makes a row id (a fresh random one by default).
 * @return The new selection and believers, and what was done.
 */
export function applyFill(
	plan: FillPlan,
	selected: readonly string[],
	byRow: Readonly< Record< string, BelieverFormItem[] > >,
	added: readonly string[],
	makeId: () => string = createBelieverId
): FillResult {
	const result: FillResult = {
		selected: [ ...selected ],
		byRow: { ...byRow },
		filled: 0,
		duplicates: 0,
		inBag: [],
		overLimit: [],
		// Typed on any offering of the page, those the fill touches or not.
		keptTyped: selected.some( ( key ) =>
			( byRow[ key ] ?? [] ).some(
				( believer ) => ! untouched( believer )
			)
		),
	};
	for ( const { row, believers } of plan.lines ) {
		if ( added.includes( row.key ) ) {
			result.inBag.push( row.name );
			continue;
		}
		const wasSelected = selected.includes( row.key );
		const typed = wasSelected
			? ( byRow[ row.key ] ?? [] ).filter(
					( believer ) => ! untouched( believer, row.category )
				)
			: [];
		const list = [ ...typed ];
		const seen = new Set(
			list.map( ( believer ) => sameness( toCartBeliever( believer ) ) )
		);
		const kind = formKindOf( row.category );
		const max = kind ? maxBelievers( kind ) : 0;
		for ( const { data, savedId } of believers ) {
			const form = fromCartBeliever( {
				...data,
				id: makeId(),
				product_category: [ ...row.category ],
			} );
			// Compared through the form's own wire shape, as the page's rows are.
			const key = sameness( toCartBeliever( form ) );
			if ( seen.has( key ) ) {
				result.duplicates++;
				continue;
			}
			if ( list.length >= max ) {
				result.overLimit.push( data.name );
				continue;
			}
			seen.add( key );
			list.push(
				savedId === undefined ? form : { ...form, saved_id: savedId }
			);
			result.filled++;
		}
		result.byRow[ row.key ] = list;
		if ( ! wasSelected && list.length ) {
			result.selected.push( row.key );
		}
	}
	result.overLimit = unique( result.overLimit );
	return result;
}

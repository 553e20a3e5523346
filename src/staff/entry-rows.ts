/**
 * The rows of staff's believer form as plain data: as many as the line has
 * places without a believer, which of them staff filled, and which the
 * server's refusal names. Pure, so the rules are tested case by case.
 */

/**
 * Internal dependencies
 */
import {
	createBelieverId,
	emptyBeliever,
	toCartBeliever,
	type BelieverFormItem,
} from '../domain/believer';
import type { FormKind } from '../domain/form-kind';
import type { ValidationError } from '../domain/validation';

/**
 * The rows for a line with `missing` places without a believer: the typed
 * rows stay, in order; rows are added empty or the last ones dropped.
 *
 * @param rows    The rows so far.
 * @param kind    The line's form kind.
 * @param missing Places without a believer.
 * @return Rows, one per missing place.
 */
export function resizeRows(
	rows: readonly BelieverFormItem[],
	kind: FormKind,
	missing: number
): BelieverFormItem[] {
	const count = Math.max( 0, missing );
	const kept = rows.slice( 0, count );
	while ( kept.length < count ) {
		kept.push( emptyBeliever( kind, createBelieverId() ) );
	}
	return kept;
}

/**
 * Whether staff typed or chose anything in a row (it differs from an empty
 * row of its kind).
 *
 * @param row  A row.
 * @param kind Its form kind.
 * @return True when filled in, even in part.
 */
export function isFilled( row: BelieverFormItem, kind: FormKind ): boolean {
	const empty = toCartBeliever( emptyBeliever( kind, row.id ) );
	return JSON.stringify( toCartBeliever( row ) ) !== JSON.stringify( empty );
}

/**
 * The rows a save sends: those staff filled in, or every row when none
 * is (then the save shows what each needs). Staff may register some of a
 * line's believers now and the rest later.
 *
 * @param rows The rows.
 * @param kind Their form kind.
 * @return Indexes of the rows to send.
 */
export function rowsToSave(
	rows: readonly BelieverFormItem[],
	kind: FormKind
): number[] {
	const filled = rows.flatMap( ( row, index ) =>
		isFilled( row, kind ) ? [ index ] : []
	);
	return filled.length ? filled : rows.map( ( _row, index ) => index );
}

/**
 * The server's field errors by form row: the server numbers believers as
 * they were sent, the form by its rows.
 *
 * @param errors The refusal's field errors.
 * @param sent   Indexes of the rows that were sent, in order.
 * @return Errors with the row's index.
 */
export function errorsByRow(
	errors: readonly ValidationError[],
	sent: readonly number[]
): ValidationError[] {
	return errors.flatMap( ( error ) =>
		sent[ error.index ] === undefined
			? []
			: [ { ...error, index: sent[ error.index ] } ]
	);
}

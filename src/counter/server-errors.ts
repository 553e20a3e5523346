/**
 * The server's refusal of believers, placed on the people it names: the
 * route answers the line (among those sent) and each believer's index in
 * it, and the screen shows each error at that person's field.
 */

/**
 * Internal dependencies
 */
import { ApiError } from '../api/errors';
import { serverFieldErrors } from '../components/believer-form/server-field-errors';
import type { ValidationError } from '../domain/validation';
import type { ProductRow } from '../types/product';
import { chosenLines, type CounterState } from './counter-state';

/**
 * The server's refusal of believers, by the person it names.
 *
 * @param error What the route answered.
 * @param state The state sent.
 * @param rows  The offerings now.
 * @return Errors by person key.
 */
export function serverErrorsOf(
	error: unknown,
	state: CounterState,
	rows: ProductRow[]
): Record< string, ValidationError[] > {
	const body = ( error instanceof ApiError ? error.data : null ) as {
		data?: { line?: unknown };
	} | null;
	const line = Number( body?.data?.line );
	const sent = chosenLines( state, rows ).filter(
		( item ) => item.people.length > 0
	)[ line ];
	const found: Record< string, ValidationError[] > = {};
	for ( const item of serverFieldErrors( error ) ) {
		const person = sent?.people[ item.index ];
		if ( person ) {
			found[ person.key ] = [ ...( found[ person.key ] ?? [] ), item ];
		}
	}
	return found;
}

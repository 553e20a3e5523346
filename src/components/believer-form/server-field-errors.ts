/**
 * The field errors of a save the server refused (`data.errors` of
 * temple_offerings_invalid_believer), as the form's own validation errors,
 * so a form shows them next to the fields they name. Shared by every form
 * that saves believers through REST (My Account's family book, staff's
 * believer form on an order line).
 */

/**
 * Internal dependencies
 */
import { ApiError } from '../../api/errors';
import type { ValidationCode, ValidationError } from '../../domain/validation';

const CODES: readonly ValidationCode[] = [
	'required',
	'invalid',
	'too_long',
	'too_many',
	'not_in_year',
	'not_in_month',
	'after_today',
];

/**
 * The field errors a refusal carries.
 *
 * @param error What the request threw.
 * @return Errors with the index of the believer the server named (0 when
 *         it named none); [] when the refusal named no field.
 */
export function serverFieldErrors( error: unknown ): ValidationError[] {
	if ( ! ( error instanceof ApiError ) ) {
		return [];
	}
	const body = error.data as { data?: { errors?: unknown } } | null;
	const errors = body?.data?.errors;
	if ( ! Array.isArray( errors ) ) {
		return [];
	}
	return errors.flatMap( ( item: unknown ) => {
		const record = item as {
			index?: unknown;
			field?: unknown;
			code?: unknown;
		};
		return typeof record?.field === 'string' &&
			CODES.includes( record.code as ValidationCode )
			? [
					{
						index:
							typeof record.index === 'number' &&
							Number.isInteger( record.index ) &&
							record.index >= 0
								? record.index
								: 0,
						field: record.field,
						code: record.code as ValidationCode,
					},
				]
			: [];
	} );
}

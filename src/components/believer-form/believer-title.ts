/**
 * The heading of one believer row, in the wording of its kind.
 */

/**
 * WordPress dependencies
 */
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormKind } from '../../domain/form-kind';

/**
 * Row heading, e.g. 信眾資料 1, 寵物資料 2.
 *
 * @param kind   Form kind.
 * @param number Row number, from 1.
 * @return Heading.
 */
export function believerTitle( kind: FormKind, number: number ): string {
	switch ( kind ) {
		case 'animal':
			/* translators: %d: row number of a pet in the form, from 1. */
			return sprintf( __( 'Pet %d', 'temple-offerings' ), number );
		case 'dead-blessing':
			/* translators: %d: row number of a registrant in the form, from 1. */
			return sprintf( __( 'Registrant %d', 'temple-offerings' ), number );
		case 'super':
			return sprintf(
				/* translators: %d: row number of a living person offering merit to the departed, from 1. */
				__( 'Merit offerer %d', 'temple-offerings' ),
				number
			);
		default:
			return sprintf(
				/* translators: %d: row number of a believer in the form, from 1. */
				_x( 'Believer %d', 'form row heading', 'temple-offerings' ),
				number
			);
	}
}

/**
 * A year as the 太歲 lists head it, with its stem and branch: 2026 丙午 (as
 * the server's TaiSuiSettings::year_label() writes it). The family book and
 * the counter share it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { yearName } from '../../domain/tai-sui';

/**
 * The year and its stem and branch.
 *
 * @param year Year (Gregorian numbering).
 * @return E.g. 2026 丙午.
 */
export function yearLabel( year: number ): string {
	return sprintf(
		/* translators: 1: a year, 2: its stem and branch, e.g. 2026 丙午. */
		__( '%1$d %2$s', 'temple-offerings' ),
		year,
		yearName( year )
	);
}

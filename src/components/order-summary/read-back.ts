/**
 * The order summary's read-back: every person of one believer row, with the
 * gender and lunar birthday exactly as the temple will write them, so a
 * default left as 信士 or a wrong month shows before the add.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BelieverFormItem } from '../../domain/believer';
import {
	FIELDS,
	fieldLabel,
	fieldSpec,
	showsField,
	type FormKind,
} from '../../domain/believer-fields';
import { genderLabel } from '../../domain/genders';
import { lunarDateLabel } from '../../domain/roc';

/**
 * One person: the name, then the details that apply.
 *
 * @param name     Name as typed.
 * @param gender   Gender value, '' when the kind has none.
 * @param birthday Lunar birthday label, '' when the kind has none.
 * @return E.g. 王小明（信士，民國69年 四月 12日 子時）.
 */
function person( name: string, gender: string, birthday: string ): string {
	const shown = name.trim() || __( '(no name yet)', 'temple-offerings' );
	const genderText = gender ? genderLabel( gender ) : '';
	if ( genderText && birthday ) {
		return sprintf(
			/* translators: 1: family registrant name, 2: gender label, 3: lunar birthday. */
			__( '%1$s (%2$s, %3$s)', 'temple-offerings' ),
			shown,
			genderText,
			birthday
		);
	}
	const detail = genderText || birthday;
	return detail
		? sprintf(
				/* translators: 1: a name, 2: what it is. */
				__( '%1$s (%2$s)', 'temple-offerings' ),
				shown,
				detail
			)
		: shown;
}

/**
 * The lines the summary reads back for one believer row.
 *
 * @param kind     The product's form kind.
 * @param believer The row.
 * @param index    The row's position (a gift's first row holds the family).
 * @return One line per person, in the form's order.
 */
export function readBackLines(
	kind: FormKind,
	believer: BelieverFormItem,
	index: number
): string[] {
	const shows = ( field: Parameters< typeof showsField >[ 1 ] ) =>
		showsField( kind, field );
	const lines = [
		person(
			believer.name,
			shows( 'gender' ) ? believer.gender : '',
			shows( 'birthday' ) ? lunarDateLabel( believer.birthday ) : ''
		),
	];
	// A name the table reads back on a line of its own (超薦's departed).
	FIELDS.filter(
		( spec ) => fieldSpec( spec.key )?.readBack === 'line'
	).forEach( ( { key } ) => {
		const value: unknown = ( believer as Record< string, unknown > )[ key ];
		if ( shows( key ) && typeof value === 'string' ) {
			lines.push(
				sprintf(
					/* translators: 1: a field label, 2: its value. */
					__( '%1$s: %2$s', 'temple-offerings' ),
					fieldLabel( kind, key ),
					value.trim() || __( '(no name yet)', 'temple-offerings' )
				)
			);
		}
	} );
	if ( shows( 'deceased_name' ) ) {
		lines.push(
			sprintf(
				/* translators: 1: a field label, 2: its value. */
				__( '%1$s: %2$s', 'temple-offerings' ),
				__( 'The deceased', 'temple-offerings' ),
				person(
					believer.deceased_name,
					believer.deceased_gender,
					lunarDateLabel( believer.deceased_birthday )
				)
			)
		);
	}
	if ( shows( 'depends_people' ) && index === 0 ) {
		believer.depends_people.forEach( ( registrant ) =>
			lines.push(
				person(
					registrant.name,
					registrant.gender,
					lunarDateLabel( registrant.birthday )
				)
			)
		);
	}
	return lines;
}

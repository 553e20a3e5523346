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
import { believerFieldLabel } from '../../domain/field-label';
import { formKindFlags, type FormKind } from '../../domain/form-kind';
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
	const flags = formKindFlags( kind );
	const lines = [
		person(
			believer.believer_name,
			flags.hasGender ? believer.believer_gender : '',
			flags.hasLunarBirthday
				? lunarDateLabel( {
						year: believer.believer_birthday_year,
						month: believer.believer_birthday_month,
						day: believer.believer_birthday_day,
						time: believer.believer_birthday_time,
					} )
				: ''
		),
	];
	if ( flags.hasSuperName ) {
		lines.push(
			sprintf(
				/* translators: 1: a field label, 2: its value. */
				__( '%1$s: %2$s', 'temple-offerings' ),
				believerFieldLabel( kind, 'super_name' ),
				believer.super_name.trim() ||
					__( '(no name yet)', 'temple-offerings' )
			)
		);
	}
	if ( flags.hasDeceased ) {
		lines.push(
			sprintf(
				/* translators: 1: a field label, 2: its value. */
				__( '%1$s: %2$s', 'temple-offerings' ),
				__( 'The deceased', 'temple-offerings' ),
				person(
					believer.deceased_name,
					believer.deceased_gender,
					lunarDateLabel( {
						year: believer.deceased_birthday_year,
						month: believer.deceased_birthday_month,
						day: believer.deceased_birthday_day,
						time: believer.deceased_birthday_time,
					} )
				)
			)
		);
	}
	if ( flags.isGift && index === 0 ) {
		believer.depends_people.forEach( ( registrant ) =>
			lines.push(
				person(
					registrant.believer_name,
					registrant.believer_gender,
					lunarDateLabel( {
						year: registrant.believer_birthday_year,
						month: registrant.believer_birthday_month,
						day: registrant.believer_birthday_day,
						time: registrant.believer_birthday_time,
					} )
				)
			)
		);
	}
	return lines;
}

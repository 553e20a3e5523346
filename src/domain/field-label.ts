/**
 * Field labels in the wording of each kind (SPEC §3 "Labels by category").
 * The same msgids as php/Domain/BelieverFormatter.php::label(), so staff
 * screens and the form read alike.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormKind } from './form-kind';

export type BelieverLabelKey =
	| 'name'
	| 'gender'
	| 'address'
	| 'super_name'
	| 'birthday'
	| 'mobile'
	| 'email'
	| 'note'
	| 'deceased_name'
	| 'deceased_gender'
	| 'deceased_birthday'
	| 'deceased_death_anniversary'
	| 'deceased_address'
	| 'depends_people'
	| 'is_expired_notice';

/**
 * The translated label of a believer field.
 *
 * @param kind Form kind.
 * @param key  Wire field name.
 * @return Label, e.g. 寵物名字 for an animal's name.
 */
export function believerFieldLabel(
	kind: FormKind,
	key: BelieverLabelKey
): string {
	switch ( key ) {
		case 'name':
			if ( kind === 'animal' ) {
				return __( 'Pet name', 'temple-offerings' );
			}
			if ( kind === 'super' ) {
				return __(
					'Name of the living person offering the merit',
					'temple-offerings'
				);
			}
			return kind === 'dead-blessing'
				? __( 'Registrant name', 'temple-offerings' )
				: __( 'Believer name', 'temple-offerings' );
		case 'gender':
			if ( kind === 'animal' ) {
				return __( 'Pet gender', 'temple-offerings' );
			}
			return kind === 'dead-blessing'
				? __( 'Registrant gender', 'temple-offerings' )
				: __( 'Believer gender', 'temple-offerings' );
		case 'address':
			if ( kind === 'animal' ) {
				return __( 'Pet address', 'temple-offerings' );
			}
			if ( kind === 'super' ) {
				return __(
					'Address of the departed receiving the merit',
					'temple-offerings'
				);
			}
			return kind === 'dead-blessing'
				? __( 'Registrant address', 'temple-offerings' )
				: __( 'Believer address', 'temple-offerings' );
		case 'super_name':
			return __(
				'Name of the departed receiving the merit',
				'temple-offerings'
			);
		case 'birthday':
			return kind === 'animal'
				? __( 'Pet lunar birthday', 'temple-offerings' )
				: __( 'Lunar birthday', 'temple-offerings' );
		case 'mobile':
			return __( 'Mobile', 'temple-offerings' );
		case 'email':
			return __( 'Email', 'temple-offerings' );
		case 'note':
			return __( 'Note', 'temple-offerings' );
		case 'deceased_name':
			return __( 'Name of the deceased', 'temple-offerings' );
		case 'deceased_gender':
			return __( 'Gender of the deceased', 'temple-offerings' );
		case 'deceased_birthday':
			return __( 'Lunar birthday of the deceased', 'temple-offerings' );
		case 'deceased_death_anniversary':
			return __(
				'Lunar date of death of the deceased',
				'temple-offerings'
			);
		case 'deceased_address':
			return __(
				'Memorial tablet address of the deceased',
				'temple-offerings'
			);
		case 'depends_people':
			return __( 'Family registrant', 'temple-offerings' );
		case 'is_expired_notice':
			return __( 'Notify before expiry', 'temple-offerings' );
	}
}

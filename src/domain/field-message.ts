/**
 * The helper text shown under a field for a validation error, in
 * the wording of the product's kind (pet wording for animal, and so on).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormKind } from './form-kind';
import { LIMITS } from './limits';
import type { ValidationError } from './validation';

const LENGTH_LIMITS: Record< string, number > = {
	name: LIMITS.name,
	super_name: LIMITS.super_name,
	deceased_name: LIMITS.deceased_name,
	address: LIMITS.address,
	deceased_address: LIMITS.deceased_address,
	note: LIMITS.note,
	mobile: LIMITS.mobile,
	email: LIMITS.email,
};

/**
 * Translated helper text for one validation error.
 *
 * @param kind  The product's form kind.
 * @param error The error.
 * @return Text such as 請輸入往生者姓名 or 請選擇時辰 (若不詳請選吉).
 */
export function believerFieldMessage(
	kind: FormKind,
	error: ValidationError
): string {
	const { field, code } = error;
	if ( code === 'too_long' ) {
		const max = /^depends_people\.[0-9]+\.name$/.test( field )
			? LIMITS.registrant_name
			: ( LENGTH_LIMITS[ field ] ?? 0 );
		return sprintf(
			/* translators: %d: the most characters the field may hold. */
			__( 'Please use at most %d characters.', 'temple-offerings' ),
			max
		);
	}
	if ( code === 'not_in_year' ) {
		return __(
			'This lunar year has no such leap month. Please choose the month again.',
			'temple-offerings'
		);
	}
	if ( code === 'not_in_month' ) {
		return __(
			'This lunar month has only 29 days. Please choose the day again.',
			'temple-offerings'
		);
	}
	const registrant = /^depends_people\.[0-9]+\.(.+)$/.exec( field );
	if ( registrant ) {
		return registrantMessage( registrant[ 1 ] );
	}
	const [ base, part = '' ] = field.split( '.' );
	switch ( base ) {
		case 'believers':
			return believersMessage( kind, code );
		case 'name':
			return nameMessage( kind );
		case 'gender':
			return genderMessage( kind );
		case 'super_name':
			return __(
				'Please enter the name of the departed receiving the merit.',
				'temple-offerings'
			);
		case 'address':
			return addressMessage( kind );
		case 'birthday':
			return part === 'time'
				? hourMessage( kind )
				: birthdayMessage( kind );
		case 'time':
			return hourMessage( kind );
		case 'mobile':
			return __(
				'Please enter a valid phone number.',
				'temple-offerings'
			);
		case 'email':
			return __(
				'Please enter a valid email address.',
				'temple-offerings'
			);
		case 'deceased_name':
			return __(
				"Please enter the deceased's name.",
				'temple-offerings'
			);
		case 'deceased_gender':
			return __(
				"Please choose the deceased's gender.",
				'temple-offerings'
			);
		case 'deceased_address':
			return __(
				"Please enter the address for the deceased's memorial tablet.",
				'temple-offerings'
			);
		case 'deceased_birthday':
			return part === 'time'
				? __(
						"Please choose the deceased's birth hour (choose Auspicious if unknown).",
						'temple-offerings'
					)
				: __(
						"Please choose the deceased's lunar birth year/month/day.",
						'temple-offerings'
					);
		case 'deceased_death_anniversary':
			return part === 'time'
				? __(
						"Please choose the deceased's hour of death (choose Auspicious if unknown).",
						'temple-offerings'
					)
				: __(
						"Please choose the deceased's lunar date of death (year/month/day).",
						'temple-offerings'
					);
		case 'depends_people':
			return code === 'too_many'
				? sprintf(
						/* translators: %d: the most family registrants one gift may have. */
						__(
							'At most %d family registrants.',
							'temple-offerings'
						),
						LIMITS.depends_people
					)
				: __(
						'Please add the family registrants.',
						'temple-offerings'
					);
		default:
			return __( 'Please check this field.', 'temple-offerings' );
	}
}

function believersMessage( kind: FormKind, code: string ): string {
	if ( code === 'invalid' ) {
		return __(
			'System error: category mapping is not defined',
			'temple-offerings'
		);
	}
	if ( code === 'too_many' ) {
		return kind === 'gift'
			? __(
					'This offering takes one representative only; register the family as family registrants.',
					'temple-offerings'
				)
			: sprintf(
					/* translators: %d: the most believers one offering may have. */
					__(
						'At most %d believers per offering.',
						'temple-offerings'
					),
					LIMITS.believers
				);
	}
	return __( 'Please add at least one believer.', 'temple-offerings' );
}

function nameMessage( kind: FormKind ): string {
	switch ( kind ) {
		case 'animal':
			return __( "Please enter the pet's name.", 'temple-offerings' );
		case 'super':
			return __(
				'Please enter the name of the living person offering the merit.',
				'temple-offerings'
			);
		case 'dead-blessing':
			return __(
				"Please enter the registrant's name.",
				'temple-offerings'
			);
		default:
			return __(
				"Please enter the believer's name.",
				'temple-offerings'
			);
	}
}

function genderMessage( kind: FormKind ): string {
	switch ( kind ) {
		case 'animal':
			return __( "Please choose the pet's gender.", 'temple-offerings' );
		case 'dead-blessing':
			return __(
				"Please choose the registrant's gender.",
				'temple-offerings'
			);
		default:
			return __(
				"Please choose the believer's gender.",
				'temple-offerings'
			);
	}
}

function addressMessage( kind: FormKind ): string {
	switch ( kind ) {
		case 'animal':
			return __( "Please enter the pet's address.", 'temple-offerings' );
		case 'super':
			return __(
				'Please enter the address of the departed receiving the merit.',
				'temple-offerings'
			);
		case 'dead-blessing':
			return __(
				"Please enter the registrant's address.",
				'temple-offerings'
			);
		default:
			return __(
				"Please enter the believer's address.",
				'temple-offerings'
			);
	}
}

function birthdayMessage( kind: FormKind ): string {
	return kind === 'animal'
		? __(
				"Please choose the pet's lunar birth year/month/day.",
				'temple-offerings'
			)
		: __(
				'Please choose the lunar birth year/month/day.',
				'temple-offerings'
			);
}

function hourMessage( kind: FormKind ): string {
	return kind === 'animal'
		? __(
				"Please choose the pet's birth hour (choose Auspicious if unknown).",
				'temple-offerings'
			)
		: __(
				'Please choose the birth hour (choose Auspicious if unknown).',
				'temple-offerings'
			);
}

function registrantMessage( field: string ): string {
	if ( field === 'name' ) {
		return __( 'Please enter a name.', 'temple-offerings' );
	}
	if ( field === 'gender' ) {
		return __( 'Please choose a gender.', 'temple-offerings' );
	}
	return field === 'birthday.time'
		? __(
				'Please choose the birth hour (choose Auspicious if unknown).',
				'temple-offerings'
			)
		: __(
				'Please choose the lunar birth year/month/day.',
				'temple-offerings'
			);
}

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** Stored value meaning "unknown" for any lunar date part (吉, auspicious). */
export const UNKNOWN = '吉';

/**
 * The twelve two-hour periods (時辰), named by their earthly branch, with the
 * clock hours they cover. The branch character is the stored value: it is
 * traditional data written on the lamp or tablet, not interface text.
 */
const HOUR_BRANCHES = [
	[ '子', '23:00-01:00' ],
	[ '丑', '01:00-03:00' ],
	[ '寅', '03:00-05:00' ],
	[ '卯', '05:00-07:00' ],
	[ '辰', '07:00-09:00' ],
	[ '巳', '09:00-11:00' ],
	[ '午', '11:00-13:00' ],
	[ '未', '13:00-15:00' ],
	[ '申', '15:00-17:00' ],
	[ '酉', '17:00-19:00' ],
	[ '戌', '19:00-21:00' ],
	[ '亥', '21:00-23:00' ],
] as const;

/** Every valid stored hour value: 吉 then 子…亥. */
const HOUR_VALUES: readonly string[] = [
	UNKNOWN,
	...HOUR_BRANCHES.map( ( [ branch ] ) => branch ),
];

export interface HourOption {
	value: string;
	label: string;
}

/**
 * The label of the 吉 (unknown) choice in every lunar date select.
 *
 * @return Translated label.
 */
export function unknownLabel(): string {
	return __( 'Auspicious (unknown)', 'temple-offerings' );
}

/**
 * Birth-hour select options: 吉 first, then 子 (23:00-01:00) … 亥.
 *
 * @return Options whose value is the branch character or 吉.
 */
export function hourOptions(): HourOption[] {
	return [
		{ value: UNKNOWN, label: unknownLabel() },
		...HOUR_BRANCHES.map( ( [ branch, range ] ) => ( {
			value: branch,
			// Branch and clock hours are data, the same in every language.
			label: `${ branch } (${ range })`,
		} ) ),
	];
}

/**
 * Whether a stored hour value is valid.
 *
 * @param value Stored value.
 * @return True for 吉 or a branch character.
 */
export function isHourValue( value: string ): boolean {
	return HOUR_VALUES.includes( value );
}

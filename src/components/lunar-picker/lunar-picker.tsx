/**
 * Lunar date selects (year, month, day, hour), optionally with a solar date
 * field and a 轉農曆 button that fills them, and the 生肖 / 虛歲 of a known
 * year.
 *
 * A birthday or a date of death cannot lie after today (the validators
 * refuse it), so the picker offers none: the solar date field ends today,
 * 轉農曆 refuses a later date with the field's message and fills nothing,
 * and the year select ends at the current lunar year.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LunarDateParts } from '../../domain/believer';
import { believerFieldMessage } from '../../domain/field-message';
import { UNKNOWN, hourOptions } from '../../domain/hours';
import {
	LunarError,
	PICKER_MAX_DATE,
	PICKER_MIN_DATE,
	toLunar,
} from '../../domain/lunar';
import {
	dayLabel,
	dayOptions,
	isYearValue,
	monthLabel,
	monthOptions,
	nominalAge,
	rocYearLabel,
	yearOptions,
	YEAR_SPAN,
	zodiacOf,
} from '../../domain/roc';
import { localIsoDate } from '../../domain/today';
import { SelectField } from '../form-fields/select-field';
import { FieldError, errorProps } from '../form-fields/field-error';
import { useCurrentLunarYear } from './current-lunar-year';

export type LunarPart = keyof LunarDateParts;

interface LunarPickerProps {
	/** Prefix of the controls' ids. */
	idPrefix: string;
	/** Visible legend, e.g. 農曆生辰. */
	legend: string;
	value: LunarDateParts;
	onChange: ( parts: Partial< LunarDateParts > ) => void;
	onBlurPart?: ( part: LunarPart ) => void;
	/** Visible error per part. */
	errors?: Partial< Record< LunarPart, string > >;
	/**
	 * The widest message the parts can show: the one place under them, which
	 * every part's message shares, keeps its height (FieldError).
	 */
	reserve?: string;
	/** Show the solar date field and its 轉農曆 button. */
	withSolar?: boolean;
	/** Show 生肖 and 虛歲 beside a known year. */
	withAge?: boolean;
	/** Label of the hour select. */
	hourLabel?: string;
	/** Label of the solar date field. */
	solarLabel?: string;
	/** What 轉農曆 says of a solar date after today (the field's after_today message). */
	afterTodayMessage?: string;
	/** Shown under 生肖 and 虛歲, from the moment the year is known. */
	note?: ReactNode;
}

const HOURS = hourOptions();

type Options = ReturnType< typeof hourOptions >;

/**
 * Options that always hold the current value: a month or day that a change of
 * year or month made impossible stays selected (and flagged by validation)
 * instead of the select silently showing another.
 *
 * @param options Options.
 * @param value   Current value.
 * @param label   Labels a value.
 */
function keeping(
	options: Options,
	value: string,
	label: ( value: string ) => string
): Options {
	return value === '' || options.some( ( option ) => option.value === value )
		? options
		: [ ...options, { value, label: label( value ) } ];
}

/**
 * Lunar date picker.
 *
 * @param props                   Component props.
 * @param props.idPrefix          Prefix of the controls' ids.
 * @param props.legend            Visible legend.
 * @param props.value             Year, month, day and hour values.
 * @param props.onChange          Called with the changed parts.
 * @param props.onBlurPart        Called when a part's select loses focus.
 * @param props.errors            Visible error per part.
 * @param props.reserve           The widest message of the parts.
 * @param props.withSolar         Show the solar date converter.
 * @param props.withAge           Show 生肖 and 虛歲.
 * @param props.hourLabel         Label of the hour select.
 * @param props.solarLabel        Label of the solar date field.
 * @param props.afterTodayMessage What 轉農曆 says of a date after today.
 * @param props.note              Shown under 生肖 and 虛歲.
 */
export function LunarPicker( {
	idPrefix,
	legend,
	value,
	onChange,
	onBlurPart,
	errors = {},
	reserve,
	withSolar = true,
	withAge = true,
	hourLabel = __( 'Birth hour', 'temple-offerings' ),
	solarLabel = __( 'Solar date of birth', 'temple-offerings' ),
	afterTodayMessage = believerFieldMessage( 'light', {
		index: 0,
		field: 'birthday.year',
		code: 'after_today',
	} ),
	note,
}: LunarPickerProps ) {
	const today = localIsoDate( new Date() );
	const lunarYear = useCurrentLunarYear();
	// The current lunar year back 150 years: before the lunar new year the
	// solar year has begun but no day of its lunar year has come.
	const years = useMemo( () => yearOptions( lunarYear ), [ lunarYear ] );
	const oldestYear = lunarYear - YEAR_SPAN;
	const wellFormedYear =
		value.year !== UNKNOWN && isYearValue( value.year )
			? Number( value.year )
			: null;
	// A stored year after the list (an old draft, a renewed order from
	// before the rule) is not shown as if it were offered: the select shows
	// no year, and the validator's after_today message says why. A year
	// before the list (an ancestor's) is real and keeps its 民國 label.
	const shownYear =
		wellFormedYear !== null && wellFormedYear > lunarYear ? '' : value.year;
	const yearChoices = useMemo(
		() =>
			wellFormedYear !== null && wellFormedYear < oldestYear
				? keeping( years, value.year, ( year ) =>
						rocYearLabel( Number( year ) )
					)
				: years,
		[ years, value.year, wellFormedYear, oldestYear ]
	);
	const months = useMemo(
		() => keeping( monthOptions( value.year ), value.month, monthLabel ),
		[ value.year, value.month ]
	);
	const days = useMemo(
		() =>
			keeping(
				dayOptions( value.year, value.month ),
				value.day,
				dayLabel
			),
		[ value.year, value.month, value.day ]
	);
	const [ solarDate, setSolarDate ] = useState( '' );
	const [ solarError, setSolarError ] = useState( '' );
	const solarInput = useRef< HTMLInputElement >( null );
	const solarId = `${ idPrefix }-solar`;

	const convert = () => {
		// A partly typed date leaves value '' and validity.badInput set.
		if ( ! solarDate || solarInput.current?.validity.badInput ) {
			setSolarError( new LunarError( 'invalid_date' ).message );
			return;
		}
		// Zero-padded ISO dates compare correctly as text.
		if ( solarDate > localIsoDate( new Date() ) ) {
			setSolarError( afterTodayMessage );
			return;
		}
		try {
			const lunar = toLunar( solarDate );
			if (
				! years.some(
					( option ) => option.value === String( lunar.year )
				)
			) {
				throw new LunarError( 'out_of_range' );
			}
			setSolarError( '' );
			onChange( {
				year: String( lunar.year ),
				month: lunar.month,
				day: lunar.day,
			} );
		} catch ( error: unknown ) {
			setSolarError(
				error instanceof LunarError
					? error.message
					: __(
							'The date could not be converted to the lunar calendar. Please try again.',
							'temple-offerings'
						)
			);
		}
	};

	// The parts' messages share one place under them, as wide as the date:
	// under a select a quarter of the row wide, a message wraps to several
	// lines and would push the next line of selects down as it comes.
	const partsMessageId = `${ idPrefix }-error`;
	const partsMessage = [
		...new Set(
			( [ 'year', 'month', 'day', 'time' ] as const )
				.map( ( part ) => errors[ part ] )
				.filter( Boolean )
		),
	].join( ' ' );

	const select = (
		part: LunarPart,
		label: string,
		options: Options,
		shown: string = value[ part ]
	) => (
		<SelectField
			id={ `${ idPrefix }-${ part }` }
			label={ label }
			value={ shown }
			options={ options }
			required
			error={ errors[ part ] }
			messageId={ partsMessageId }
			onChange={ ( next ) => onChange( { [ part ]: next } ) }
			onBlur={ onBlurPart ? () => onBlurPart( part ) : undefined }
			className={ `temple-offerings-lunar__${ part }` }
		/>
	);

	// No zodiac or 虛歲 for a year that has not come (虛歲 would be negative).
	const knownYear =
		wellFormedYear !== null && wellFormedYear <= lunarYear
			? wellFormedYear
			: null;

	return (
		<fieldset className="temple-offerings-lunar">
			<legend className="temple-offerings-lunar__legend">
				{ legend }
			</legend>
			{ withSolar && (
				<div className="temple-offerings-lunar__solar">
					<div
						className={ `temple-offerings-field${
							solarError ? ' has-error' : ''
						}` }
					>
						<label
							htmlFor={ solarId }
							className="temple-offerings-field__label"
						>
							{ solarLabel }
						</label>
						<input
							ref={ solarInput }
							id={ solarId }
							type="date"
							className="temple-offerings-field__control"
							min={ PICKER_MIN_DATE }
							max={
								today < PICKER_MAX_DATE
									? today
									: PICKER_MAX_DATE
							}
							value={ solarDate }
							onChange={ ( event ) => {
								setSolarDate( event.target.value );
								setSolarError( '' );
							} }
							{ ...errorProps( solarId, solarError ) }
						/>
						<FieldError
							id={ `${ solarId }-error` }
							message={ solarError }
						/>
					</div>
					<button
						type="button"
						className="temple-offerings-button temple-offerings-lunar__convert"
						onClick={ convert }
					>
						{ __( 'Convert to lunar', 'temple-offerings' ) }
					</button>
				</div>
			) }
			<div className="temple-offerings-lunar__parts">
				{ select(
					'year',
					__( 'Year', 'temple-offerings' ),
					yearChoices,
					shownYear
				) }
				{ select( 'month', __( 'Month', 'temple-offerings' ), months ) }
				{ select( 'day', __( 'Day', 'temple-offerings' ), days ) }
				{ select( 'time', hourLabel, HOURS ) }
				<FieldError
					id={ partsMessageId }
					message={ partsMessage || undefined }
					reserve={ reserve }
				/>
			</div>
			{ withAge && knownYear !== null && (
				<p className="temple-offerings-lunar__age">
					<span>
						{ sprintf(
							/* translators: %s: Chinese zodiac animal of the birth year, e.g. 猴. */
							__( 'Zodiac: %s', 'temple-offerings' ),
							zodiacOf( knownYear )
						) }
					</span>{ ' ' }
					<span>
						{ sprintf(
							/* translators: %d: nominal age counted the traditional way (虛歲). */
							__( 'Nominal age: %d', 'temple-offerings' ),
							nominalAge( knownYear, lunarYear )
						) }
					</span>
				</p>
			) }
			{ withAge && knownYear !== null && note }
		</fieldset>
	);
}

/**
 * The fields of one believer, in the layout of its kind: identity, the lunar
 * birthday, the deceased, a gift's family summary, contact and the notice
 * box. Store-free: the offering page's row (believer-form.tsx) and the family
 * book in My Account (src/my-account/) both render it, each from its own
 * state, so the two can never show different fields, rules or messages.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Fragment } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BelieverFormItem, LunarDateParts } from '../../domain/believer';
import {
	fieldLabel,
	fieldSpec,
	requiresField,
	showsField,
	type FieldKey,
	type FormKind,
} from '../../domain/believer-fields';
import {
	deceasedGenderOptions,
	genderLabel,
	genderOptions,
} from '../../domain/genders';
import {
	believerFieldMessage,
	textWidth,
	widestFieldMessage,
} from '../../domain/field-message';
import { lunarDateLabel } from '../../domain/roc';
import { CheckboxField } from '../form-fields/checkbox-field';
import { FieldError, errorProps } from '../form-fields/field-error';
import { SelectField } from '../form-fields/select-field';
import { TextField } from '../form-fields/text-field';
import { LunarPicker, type LunarPart } from '../lunar-picker/lunar-picker';
import { OptionalFields } from './optional-fields';
import type { FieldErrors } from './use-field-errors';

/** The form's text fields: a key of the field table whose value is text. */
type TextKey = {
	[ Key in FormKey ]: BelieverFormItem[ Key ] extends string ? Key : never;
}[ FormKey ];

/** The form's lunar dates: a key whose value is a date in parts. */
type DateKey = {
	[ Key in FormKey ]: BelieverFormItem[ Key ] extends LunarDateParts
		? Key
		: never;
}[ FormKey ];

type FormKey = Exclude< keyof BelieverFormItem, 'saved_id' >;

const PARTS: readonly LunarPart[] = [ 'year', 'month', 'day', 'time' ];

/** The contact fields and the note, in form order, with their inputs' kind. */
const CONTACT_OPTIONS = {
	mobile: { type: 'tel', autoComplete: 'off' },
	email: { type: 'email', autoComplete: 'off' },
	note: { multiline: true },
} as const;

type ContactKey = keyof typeof CONTACT_OPTIONS;

/**
 * A kind's contact fields and note, split into those it requires (always in
 * sight) and the optional ones (folded until asked for).
 *
 * @param kind Form kind.
 * @return Field keys, in form order.
 */
export function contactFields( kind: FormKind ): {
	required: ContactKey[];
	optional: ContactKey[];
} {
	const shown = ( Object.keys( CONTACT_OPTIONS ) as ContactKey[] ).filter(
		( field ) => showsField( kind, field )
	);
	return {
		required: shown.filter( ( field ) => requiresField( kind, field ) ),
		optional: shown.filter( ( field ) => ! requiresField( kind, field ) ),
	};
}

export interface BelieverFieldsProps {
	kind: FormKind;
	/** Position in the product's list (the gift's row 0 holds the family). */
	index: number;
	believer: BelieverFormItem;
	/** Merges changed fields into the believer. */
	onChange: ( patch: Partial< BelieverFormItem > ) => void;
	/** The row's errors (useFieldErrors). */
	errors: FieldErrors;
	/** Whether a submit was tried (the family summary then says so). */
	submitAttempted: boolean;
	/** Makes a control's id from its field path. */
	fieldId: ( field: string ) => string;
	/**
	 * Opens the family registrants dialog (gift). Without it the
	 * registrants are listed but not edited here.
	 */
	onEditFamily?: () => void;
	/** Shown under the birthday's 生肖 (the offering page's 太歲 note). */
	birthdayNote?: ReactNode;
}

/**
 * The fields of one believer.
 *
 * @param props                 Component props.
 * @param props.kind            Form kind.
 * @param props.index           Row index.
 * @param props.believer        The believer.
 * @param props.onChange        Called with changed fields.
 * @param props.errors          Visible errors and touch.
 * @param props.submitAttempted Whether a submit was tried.
 * @param props.fieldId         Control id of a field.
 * @param props.onEditFamily    Opens the family dialog.
 * @param props.birthdayNote    Shown under the birthday's 生肖.
 */
export function BelieverFields( {
	kind,
	index,
	believer,
	onChange: set,
	errors,
	submitAttempted,
	fieldId,
	onEditFamily,
	birthdayNote,
}: BelieverFieldsProps ) {
	const { visible, change, touch, messages } = errors;
	const shows = ( field: FieldKey ) => showsField( kind, field );
	// A field keeps the height of its widest message free under it (a lunar
	// date under all its parts), so a message coming or going moves nothing
	// (FieldError).
	const reserve = ( field: FieldKey ) => widestFieldMessage( kind, field );

	// Label and required mark come from the field table, in the kind's wording.
	const text = (
		field: TextKey,
		options: {
			type?: 'text' | 'tel' | 'email';
			multiline?: boolean;
			autoComplete?: string;
		} = {}
	) => (
		<TextField
			id={ fieldId( field ) }
			label={ fieldLabel( kind, field ) }
			required={ requiresField( kind, field ) }
			maxLength={ fieldSpec( field )?.max }
			value={ believer[ field ] }
			onChange={ ( value ) => {
				change( field );
				set( { [ field ]: value } );
			} }
			onBlur={ () => touch( field ) }
			error={ visible( field ) }
			reserve={ reserve( field ) }
			className={ `temple-offerings-believer__${ field }` }
			{ ...options }
		/>
	);

	const date = (
		field: DateKey,
		options: {
			withAge?: boolean;
			hourLabel?: string;
			solarLabel?: string;
			note?: ReactNode;
		}
	) => {
		const partErrors: Partial< Record< LunarPart, string > > = {};
		PARTS.forEach( ( part ) => {
			partErrors[ part ] = visible( `${ field }.${ part }` );
		} );
		return (
			<LunarPicker
				idPrefix={ fieldId( field ) }
				legend={ fieldLabel( kind, field ) }
				value={ believer[ field ] }
				errors={ partErrors }
				onChange={ ( parts ) => {
					( Object.keys( parts ) as LunarPart[] ).forEach( ( part ) =>
						change( `${ field }.${ part }` )
					);
					set( { [ field ]: { ...believer[ field ], ...parts } } );
				} }
				onBlurPart={ ( part ) => touch( `${ field }.${ part }` ) }
				reserve={ reserve( field ) }
				afterTodayMessage={ believerFieldMessage( kind, {
					index: 0,
					field: `${ field }.year`,
					code: 'after_today',
				} ) }
				{ ...options }
			/>
		);
	};

	const gender = (
		field: 'gender' | 'deceased_gender',
		options: ReturnType< typeof genderOptions >,
		placeholder?: string
	) => (
		<SelectField
			id={ fieldId( field ) }
			label={ fieldLabel( kind, field ) }
			value={ believer[ field ] }
			options={ options }
			placeholder={ placeholder }
			required={ requiresField( kind, field ) }
			onChange={ ( value ) => {
				change( field );
				set( { [ field ]: value } );
			} }
			onBlur={ () => touch( field ) }
			error={ visible( field ) }
			reserve={ reserve( field ) }
		/>
	);

	// Contact and note: what a kind requires stays in sight, the rest is
	// folded until asked for (OptionalFields).
	const contact = ( field: ContactKey ) => (
		<Fragment key={ field }>
			{ text( field, CONTACT_OPTIONS[ field ] ) }
		</Fragment>
	);
	const { required, optional } = contactFields( kind );

	const familyId = fieldId( 'depends_people' );
	// Registrants are edited (and touched) in the family dialog; here the
	// summary only says so once a submit was tried.
	const familyHasErrors =
		submitAttempted &&
		[ ...messages.keys() ].some( ( field ) =>
			field.startsWith( 'depends_people.' )
		);
	const checkFamily = __(
		'Please check the family registrants.',
		'temple-offerings'
	);
	const familyError =
		visible( 'depends_people' ) ??
		( familyHasErrors ? checkFamily : undefined );
	const familyReserve = [
		checkFamily,
		widestFieldMessage( kind, 'depends_people' ) ?? '',
	].reduce( ( wide, message ) =>
		textWidth( message ) > textWidth( wide ) ? message : wide
	);

	return (
		<>
			{ kind === 'dead-blessing' && (
				<p className="temple-offerings-believer__help">
					{ __(
						'The registrant is the living person asking for this blessing: enter your own name, gender and address.',
						'temple-offerings'
					) }
				</p>
			) }
			<div className="temple-offerings-believer__grid is-identity">
				{ text( 'name' ) }
				{ shows( 'gender' ) &&
					gender( 'gender', genderOptions( kind ) ) }
				{ shows( 'super_name' ) && text( 'super_name' ) }
				{ text( 'address' ) }
			</div>
			{ shows( 'birthday' ) &&
				date( 'birthday', { withAge: true, note: birthdayNote } ) }
			{ shows( 'deceased_name' ) && (
				<fieldset className="temple-offerings-believer__deceased">
					<legend>
						{ __( 'The deceased', 'temple-offerings' ) }
					</legend>
					<div className="temple-offerings-believer__grid is-identity">
						{ text( 'deceased_name' ) }
						{ gender(
							'deceased_gender',
							deceasedGenderOptions(),
							__( 'Please choose', 'temple-offerings' )
						) }
						{ text( 'deceased_address' ) }
					</div>
					{ date( 'deceased_birthday', { withAge: false } ) }
					{ date( 'deceased_death_anniversary', {
						withAge: false,
						hourLabel: __( 'Hour', 'temple-offerings' ),
						solarLabel: __(
							'Solar date of death',
							'temple-offerings'
						),
					} ) }
				</fieldset>
			) }
			{ shows( 'depends_people' ) && index === 0 && (
				<div className="temple-offerings-believer__family">
					<p className="temple-offerings-field__label">
						{ fieldLabel( kind, 'depends_people' ) }
					</p>
					{ believer.depends_people.length > 0 && (
						<ul className="temple-offerings-believer__family-list">
							{ believer.depends_people.map(
								( person, personIndex ) => (
									<li key={ personIndex }>
										{ sprintf(
											/* translators: 1: family registrant name, 2: gender label, 3: lunar birthday. */
											__(
												'%1$s (%2$s, %3$s)',
												'temple-offerings'
											),
											person.name,
											genderLabel( person.gender ),
											lunarDateLabel( person.birthday )
										) }
									</li>
								)
							) }
						</ul>
					) }
					{ onEditFamily && (
						<button
							type="button"
							id={ familyId }
							className="temple-offerings-button"
							onClick={ onEditFamily }
							{ ...errorProps( familyId, familyError ) }
						>
							{ __(
								'Edit family registrants',
								'temple-offerings'
							) }
						</button>
					) }
					<FieldError
						id={ `${ familyId }-error` }
						message={ familyError }
						reserve={ familyReserve }
					/>
				</div>
			) }
			{ required.length > 0 && (
				<div className="temple-offerings-believer__grid is-contact">
					{ required.map( contact ) }
				</div>
			) }
			{ optional.length > 0 && (
				<OptionalFields
					id={ fieldId( 'optional' ) }
					labels={ optional.map( ( field ) =>
						fieldLabel( kind, field )
					) }
					filled={ optional.some(
						( field ) => believer[ field ].trim() !== ''
					) }
					flagged={ optional.some( ( field ) =>
						Boolean( visible( field ) )
					) }
				>
					{ optional.map( contact ) }
				</OptionalFields>
			) }
			<CheckboxField
				id={ fieldId( 'is_expired_notice' ) }
				label={ fieldLabel( kind, 'is_expired_notice' ) }
				checked={ believer.is_expired_notice }
				onChange={ ( checked ) =>
					set( { is_expired_notice: checked } )
				}
			/>
		</>
	);
}

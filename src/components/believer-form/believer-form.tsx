/**
 * One believer row of a product's form: the fields of its kind, the lunar
 * birthday, row tools, the saved-believer dropdown and, for a gift's
 * representative, the family registrants summary.
 */

/**
 * WordPress dependencies
 */
import { memo, useEffect, useId, useMemo, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type LunarDateParts,
} from '../../domain/believer';
import {
	fieldLabel,
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
import { lunarDateLabel } from '../../domain/roc';
import { isBelieverComplete, validateBeliever } from '../../domain/validation';
import { useBeliever, useBelieverActions } from '../../hooks/use-believers';
import { useSubmitAttempted } from '../../hooks/use-submit-attempted';
import type { SavedBeliever } from '../../types/saved-believer';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { CheckboxField } from '../form-fields/checkbox-field';
import { FieldError, errorProps } from '../form-fields/field-error';
import { SelectField } from '../form-fields/select-field';
import { TextField } from '../form-fields/text-field';
import { LunarPicker, type LunarPart } from '../lunar-picker/lunar-picker';
import { SavedBelieverSelect } from '../saved-believer-select/saved-believer-select';
import { believerTitle } from './believer-title';
import { RowTools } from './row-tools';
import { useFieldErrors } from './use-field-errors';
import { useRowTools } from './use-row-tools';

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

interface BelieverFormProps {
	rowKey: string;
	id: string;
	/** Position in the product's list (the gift's row 0 holds the family). */
	index: number;
	kind: FormKind;
	/** Focus the row's first control when it mounts (a newly added row). */
	focusOnMount?: boolean;
	/** This row (its id, its index) was deleted: the product moves focus. */
	onRemoved?: ( id: string, index: number ) => void;
	/** Opens the family registrants dialog (gift). */
	onEditFamily?: () => void;
}

/**
 * The form of one believer. Memoized, and it selects only its own believer,
 * so typing in it re-renders no other row (see hooks/use-believers.ts).
 *
 * @param props              Component props.
 * @param props.rowKey       Product row key.
 * @param props.id           Believer id.
 * @param props.index        Row index.
 * @param props.kind         Form kind.
 * @param props.focusOnMount Focus the first control on mount.
 * @param props.onRemoved    Called after deletion.
 * @param props.onEditFamily Opens the family dialog.
 */
function BelieverFormRow( {
	rowKey,
	id,
	index,
	kind,
	focusOnMount = false,
	onRemoved,
	onEditFamily,
}: BelieverFormProps ) {
	const believer = useBeliever( rowKey, id );
	const { updateBeliever, replaceBeliever } = useBelieverActions();
	const submitAttempted = useSubmitAttempted();
	const baseId = useId();
	const fieldset = useRef< HTMLFieldSetElement >( null );

	const errors = useMemo(
		() =>
			believer
				? validateBeliever( kind, toCartBeliever( believer ), index )
				: [],
		[ believer, kind, index ]
	);
	const { visible, touch, reset, messages } = useFieldErrors(
		kind,
		errors,
		submitAttempted
	);
	const tools = useRowTools(
		rowKey,
		id,
		believer,
		reset,
		onRemoved ? () => onRemoved( id, index ) : undefined
	);

	// A newly added row takes focus (the add button knows its id only once
	// the add has been dispatched, so this follows the flag, not the mount).
	useEffect( () => {
		if ( focusOnMount ) {
			fieldset.current
				?.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	}, [ focusOnMount ] );

	if ( ! believer ) {
		return null;
	}

	const shows = ( field: FieldKey ) => showsField( kind, field );
	const title = believerTitle( kind, index + 1 );
	const complete = isBelieverComplete( kind, believer, index );
	const set = ( patch: Partial< BelieverFormItem > ) =>
		updateBeliever( rowKey, id, patch );
	const fieldId = ( field: string ) => `${ baseId }-${ field }`;

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
			value={ believer[ field ] }
			onChange={ ( value ) => set( { [ field ]: value } ) }
			onBlur={ () => touch( field ) }
			error={ visible( field ) }
			className={ `temple-offerings-believer__${ field }` }
			{ ...options }
		/>
	);

	const date = (
		field: DateKey,
		options: { withAge?: boolean; hourLabel?: string; solarLabel?: string }
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
				onChange={ ( parts ) =>
					set( { [ field ]: { ...believer[ field ], ...parts } } )
				}
				onBlurPart={ ( part ) => touch( `${ field }.${ part }` ) }
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
			onChange={ ( value ) => set( { [ field ]: value } ) }
			onBlur={ () => touch( field ) }
			error={ visible( field ) }
		/>
	);

	const pickSaved = ( saved: SavedBeliever | null ) => {
		if ( saved ) {
			replaceBeliever( rowKey, id, {
				...fromCartBeliever( saved.data ),
				id,
				saved_id: saved.id,
				product_category: believer.product_category,
			} );
			reset();
		} else {
			set( { saved_id: undefined } );
		}
	};

	const familyId = fieldId( 'depends_people' );
	// Registrants are edited (and touched) in the family dialog; here the
	// summary only says so once a submit was tried.
	const familyHasErrors =
		submitAttempted &&
		[ ...messages.keys() ].some( ( field ) =>
			field.startsWith( 'depends_people.' )
		);
	const familyError =
		visible( 'depends_people' ) ??
		( familyHasErrors
			? __( 'Please check the family registrants.', 'temple-offerings' )
			: undefined );

	return (
		<fieldset
			ref={ fieldset }
			className={ `temple-offerings-believer${
				complete ? ' is-complete' : ''
			}` }
		>
			{ /* Focusable from script only: after a delete, focus lands on
			the next row's heading (product-believers.tsx). */ }
			<legend
				className="temple-offerings-believer__title"
				tabIndex={ -1 }
			>
				{ title }
				{ complete && (
					<span className="temple-offerings-visually-hidden">
						{ ` ${ __( 'Entry complete', 'temple-offerings' ) }` }
					</span>
				) }
			</legend>
			<RowTools tools={ tools } title={ title } />
			<SavedBelieverSelect
				id={ fieldId( 'saved' ) }
				category={ believer.product_category }
				value={ believer.saved_id }
				onPick={ pickSaved }
			/>
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
			{ shows( 'birthday' ) && date( 'birthday', { withAge: true } ) }
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
					<button
						type="button"
						id={ familyId }
						className="temple-offerings-button"
						onClick={ onEditFamily }
						{ ...errorProps( familyId, familyError ) }
					>
						{ __( 'Edit family registrants', 'temple-offerings' ) }
					</button>
					<FieldError
						id={ `${ familyId }-error` }
						message={ familyError }
					/>
				</div>
			) }
			<div className="temple-offerings-believer__grid is-contact">
				{ text( 'mobile', { type: 'tel', autoComplete: 'off' } ) }
				{ text( 'email', { type: 'email', autoComplete: 'off' } ) }
				{ text( 'note', { multiline: true } ) }
			</div>
			<CheckboxField
				id={ fieldId( 'is_expired_notice' ) }
				label={ fieldLabel( kind, 'is_expired_notice' ) }
				checked={ believer.is_expired_notice }
				onChange={ ( checked ) =>
					set( { is_expired_notice: checked } )
				}
			/>
			<ConfirmDialog
				open={ tools.confirming }
				onConfirm={ tools.confirmDelete }
				onCancel={ tools.cancelDelete }
			/>
		</fieldset>
	);
}

export const BelieverForm = memo( BelieverFormRow );

/**
 * The family registrants dialog (闔家登記人) of a gift, on its owner's state:
 * rows of name, gender and lunar birthday, each change handed to the owner
 * as the new list. Closing with a blank name is refused. Store-free: the
 * offering page (family-dialog.tsx, on its store) and staff's believer form
 * (src/staff/) both open it, so the two never show other fields or rules.
 */

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	emptyRegistrant,
	toCartBeliever,
	type BelieverFormItem,
	type FamilyRegistrant,
} from '../../domain/believer';
import {
	MAX_REGISTRANTS,
	registrantLabel,
	registrantSpec,
} from '../../domain/believer-fields';
import { widestFieldMessage } from '../../domain/field-message';
import { registrantGenderOptions } from '../../domain/genders';
import {
	believerFieldMessage,
	validateBeliever,
	type ValidationError,
} from '../../domain/validation';
import { ModalDialog } from '../confirm-dialog/modal-dialog';
import { SelectField } from '../form-fields/select-field';
import { TextField } from '../form-fields/text-field';
import { LunarPicker, type LunarPart } from '../lunar-picker/lunar-picker';

interface FamilyDialogViewProps {
	/** The gift's first believer, who holds the registrants (none yet: undefined). */
	representative: BelieverFormItem | undefined;
	/** Called with the registrants after each change. */
	onFamilyChange: ( registrants: FamilyRegistrant[] ) => void;
	open: boolean;
	onClose: () => void;
	/** Closing was refused (a blank name): says why. */
	onRefused: ( message: string ) => void;
}

const GENDERS = registrantGenderOptions();

/**
 * Errors of the registrants, by 'N.field' (field as in the wire shape:
 * name, gender, birthday.year…).
 *
 * @param errors Domain errors of the representative.
 * @return Messages by registrant field.
 */
function registrantMessages(
	errors: readonly ValidationError[]
): Map< string, string > {
	const messages = new Map< string, string >();
	errors.forEach( ( error ) => {
		const match = /^depends_people\.([0-9]+)\.(.+)$/.exec( error.field );
		if ( match && ! messages.has( `${ match[ 1 ] }.${ match[ 2 ] }` ) ) {
			messages.set(
				`${ match[ 1 ] }.${ match[ 2 ] }`,
				believerFieldMessage( 'gift', error )
			);
		}
	} );
	return messages;
}

/**
 * Family registrants dialog.
 *
 * @param props                Component props.
 * @param props.representative The gift's first believer.
 * @param props.onFamilyChange Called with the new registrants.
 * @param props.open           Whether it is shown.
 * @param props.onClose        Closed (after the names were checked).
 * @param props.onRefused      Closing was refused, with the message.
 */
export function FamilyDialogView( {
	representative,
	onFamilyChange,
	open,
	onClose,
	onRefused,
}: FamilyDialogViewProps ) {
	const baseId = useId();
	const [ touched, setTouched ] = useState< ReadonlySet< string > >(
		() => new Set()
	);
	// As on the believer rows: a field is touched once changed and left, not
	// when focus merely passes through it (a new registrant's name has focus,
	// and the next press of 新增闔家登記人 must land, not show its message).
	const changed = useRef< Set< string > >( new Set() );
	const [ closeAttempted, setCloseAttempted ] = useState( false );
	const body = useRef< HTMLDivElement >( null );

	const registrants = representative?.depends_people ?? [];
	const messages = useMemo(
		() =>
			representative
				? registrantMessages(
						validateBeliever(
							'gift',
							toCartBeliever( representative ),
							0
						)
					)
				: new Map< string, string >(),
		[ representative ]
	);

	const write = onFamilyChange;

	// Opening the dialog is asking to add someone: start with one row.
	useEffect( () => {
		if ( open ) {
			changed.current = new Set();
			setTouched( new Set() );
			setCloseAttempted( false );
			if ( registrants.length === 0 ) {
				add();
			}
		}
		// Only when it opens.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open ] );

	const visible = ( key: string ) =>
		closeAttempted || touched.has( key ) ? messages.get( key ) : undefined;
	const touch = ( key: string ) => {
		if ( changed.current.has( key ) ) {
			setTouched( ( previous ) =>
				previous.has( key ) ? previous : new Set( previous ).add( key )
			);
		}
	};
	const update = ( index: number, patch: Partial< FamilyRegistrant > ) => {
		Object.keys( patch ).forEach( ( key ) =>
			changed.current.add( `${ index }.${ key }` )
		);
		write(
			registrants.map( ( person, position ) =>
				position === index ? { ...person, ...patch } : person
			)
		);
	};

	const tryClose = () => {
		const blank = registrants.some( ( _, index ) =>
			messages.has( `${ index }.name` )
		);
		if ( blank ) {
			setCloseAttempted( true );
			onRefused(
				__( 'Please check the family registrants.', 'temple-offerings' )
			);
			// Move focus to the first name that needs fixing.
			window.setTimeout( () => {
				body.current
					?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
					?.focus();
			} );
			return;
		}
		onClose();
	};

	function add() {
		write( [ ...registrants, emptyRegistrant() ] );
		// Focus the new row's name once it renders.
		window.setTimeout( () => {
			const names = body.current?.querySelectorAll< HTMLElement >(
				'.temple-offerings-family__name input'
			);
			names?.[ names.length - 1 ]?.focus();
		} );
	}

	const remove = ( index: number ) => {
		write( registrants.filter( ( _, position ) => position !== index ) );
		// Positions are the registrants' identity: they shift after a removal.
		changed.current = new Set();
		setTouched( new Set() );
		body.current
			?.querySelector< HTMLElement >( '.temple-offerings-family__add' )
			?.focus();
	};

	// Each field keeps its widest message's height (FieldError).
	const reserve = ( index: number, key: string ) =>
		widestFieldMessage( 'gift', `depends_people.${ index }.${ key }` );

	const titleId = `${ baseId }-title`;
	return (
		<ModalDialog
			open={ open }
			onCancel={ tryClose }
			labelledBy={ titleId }
			className="temple-offerings-dialog--family"
		>
			<h2 id={ titleId } className="temple-offerings-dialog__title">
				{ __( 'Family registrant', 'temple-offerings' ) }
			</h2>
			<div ref={ body } className="temple-offerings-family">
				{ registrants.length === 0 && (
					<p>
						{ __(
							'No family registrants yet.',
							'temple-offerings'
						) }
					</p>
				) }
				{ registrants.map( ( person, index ) => {
					const prefix = `${ baseId }-${ index }`;
					const legend = sprintf(
						/* translators: %d: row number of a family registrant, from 1. */
						__( 'Family registrant %d', 'temple-offerings' ),
						index + 1
					);
					const partErrors: Partial< Record< LunarPart, string > > =
						{};
					( [ 'year', 'month', 'day', 'time' ] as const ).forEach(
						( part ) => {
							partErrors[ part ] = visible(
								`${ index }.birthday.${ part }`
							);
						}
					);
					return (
						<fieldset
							// Registrants have no id; their position is their identity.

							key={ index }
							className="temple-offerings-family__person"
						>
							<legend>{ legend }</legend>
							<div className="temple-offerings-believer__grid">
								<TextField
									id={ `${ prefix }-name` }
									className="temple-offerings-family__name"
									label={ registrantLabel( 'name' ) }
									maxLength={ registrantSpec( 'name' )?.max }
									value={ person.name }
									required
									onChange={ ( value ) =>
										update( index, { name: value } )
									}
									onBlur={ () => touch( `${ index }.name` ) }
									error={ visible( `${ index }.name` ) }
									reserve={ reserve( index, 'name' ) }
								/>
								<SelectField
									id={ `${ prefix }-gender` }
									label={ registrantLabel( 'gender' ) }
									value={ person.gender }
									options={ GENDERS }
									required
									onChange={ ( value ) =>
										update( index, { gender: value } )
									}
									onBlur={ () =>
										touch( `${ index }.gender` )
									}
									error={ visible( `${ index }.gender` ) }
									reserve={ reserve( index, 'gender' ) }
								/>
							</div>
							<LunarPicker
								idPrefix={ `${ prefix }-birthday` }
								legend={ registrantLabel( 'birthday' ) }
								value={ person.birthday }
								errors={ partErrors }
								reserve={ reserve( index, 'birthday' ) }
								onChange={ ( parts ) => {
									Object.keys( parts ).forEach( ( part ) =>
										changed.current.add(
											`${ index }.birthday.${ part }`
										)
									);
									update( index, {
										birthday: {
											...person.birthday,
											...parts,
										},
									} );
								} }
								onBlurPart={ ( part ) =>
									touch( `${ index }.birthday.${ part }` )
								}
							/>
							<button
								type="button"
								className="temple-offerings-button temple-offerings-button--small is-destructive"
								onClick={ () => remove( index ) }
							>
								{ __( 'Remove', 'temple-offerings' ) }
								<span className="temple-offerings-visually-hidden">
									{ ` ${ legend }` }
								</span>
							</button>
						</fieldset>
					);
				} ) }
				<div className="temple-offerings-dialog__actions">
					<button
						type="button"
						className="temple-offerings-button temple-offerings-family__add"
						onClick={ add }
						disabled={ registrants.length >= MAX_REGISTRANTS }
					>
						{ __( 'Add family registrant', 'temple-offerings' ) }
					</button>
					<button
						type="button"
						className="temple-offerings-button is-primary"
						onClick={ tryClose }
					>
						{ __( 'Done', 'temple-offerings' ) }
					</button>
				</div>
			</div>
		</ModalDialog>
	);
}

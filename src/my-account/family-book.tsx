/**
 * 家人名冊 (the family book) in My Account: the user's saved believers grouped
 * by kind, each with edit and delete, an add form per group, and "light
 * again" for the ticked people. Its own state (no offering-page store): the
 * list starts from what PHP rendered, and every change is the REST answer.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { deleteSavedBeliever } from '../api/saved-believer';
import { errorMessage } from '../api/errors';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
import { FormAlert } from '../components/form-fields/form-alert';
import {
	createBelieverId,
	emptyBeliever,
	fromCartBeliever,
	splitLunarDate,
} from '../domain/believer';
import { kindLabel, showsField } from '../domain/believer-fields';
import { UNKNOWN } from '../domain/hours';
import { lunarDateLabel } from '../domain/roc';
import type { SavedBeliever } from '../types/saved-believer';
import { EntryForm } from './entry-form';
import { GROUPS, groupOf, kindOfSaved, type BookGroup } from './groups';
import { LightAgain } from './light-again';
import type { BookSettings } from './settings';
import { TaiSuiList } from './tai-sui-list';

/** Which form is open: a new entry of a group, or an entry by id. */
type Editing = { group: BookGroup[ 'key' ] } | { id: number } | null;

interface FamilyBookProps {
	settings: BookSettings;
	/** Opens a URL ("light again"); the browser's by default. */
	navigate?: ( url: string ) => void;
}

/**
 * The add button's words per group.
 *
 * @param group The group.
 * @return Label.
 */
function addLabel( group: BookGroup ): string {
	switch ( group.key ) {
		case 'departed':
			return __(
				'Add a registration for the departed',
				'temple-offerings'
			);
		case 'pets':
			return __( 'Add a pet', 'temple-offerings' );
		default:
			return __( 'Add a person', 'temple-offerings' );
	}
}

/**
 * One line about an entry: its kind, lunar birthday (when its kind has one)
 * and address.
 *
 * @param saved The entry.
 * @return Text.
 */
function details( saved: SavedBeliever ): string {
	const kind = kindOfSaved( saved );
	const parts = [ kindLabel( kind ) ];
	const birthday = splitLunarDate( saved.data.birthday );
	if ( showsField( kind, 'birthday' ) && birthday.year !== UNKNOWN ) {
		parts.push( lunarDateLabel( birthday ) );
	}
	if ( saved.data.address ) {
		parts.push( saved.data.address );
	}
	return parts.reduce( ( line, part ) =>
		sprintf(
			/* translators: 1: a saved believer's summary so far, 2: its next part (lunar birthday, address). */
			__( '%1$s · %2$s', 'temple-offerings' ),
			line,
			part
		)
	);
}

/**
 * The id of an entry's delete button.
 *
 * @param saved The entry.
 * @return Element id.
 */
const deleteIdOf = ( saved: SavedBeliever ) =>
	`temple-offerings-book-delete-${ saved.id }`;

/**
 * The family book.
 *
 * @param props          Component props.
 * @param props.settings What PHP rendered.
 * @param props.navigate Opens a URL.
 */
export function FamilyBook( { settings, navigate }: FamilyBookProps ) {
	const [ entries, setEntries ] = useState( settings.believers );
	const [ editing, setEditing ] = useState< Editing >( null );
	const [ ticked, setTicked ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	const [ deleting, setDeleting ] = useState< SavedBeliever | null >( null );
	const [ status, setStatus ] = useState( '' );
	const [ failure, setFailure ] = useState( '' );
	// Where the focus goes once a form or the dialog has closed: the button
	// that opened it, or the group's heading when that button is gone.
	const opener = useRef< string | null >( null );
	const [ focusTarget, setFocusTarget ] = useState< string | null >( null );

	useEffect( () => {
		if ( focusTarget && editing === null && ! deleting ) {
			document.getElementById( focusTarget )?.focus();
			setFocusTarget( null );
		}
	}, [ focusTarget, editing, deleting ] );

	const announce = ( message: string ) => setStatus( message );

	const open = ( next: Editing, openerId: string ) => {
		setFailure( '' );
		setStatus( '' );
		opener.current = openerId;
		setEditing( next );
	};

	const close = () => {
		setEditing( null );
		setFocusTarget( opener.current );
	};

	const saved = ( stored: SavedBeliever, isNew: boolean ) => {
		setEntries( ( previous ) =>
			isNew
				? [ stored, ...previous ]
				: previous.map( ( item ) =>
						item.id === stored.id ? stored : item
					)
		);
		announce(
			sprintf(
				/* translators: %s: the saved person's name. */
				__( '%s saved.', 'temple-offerings' ),
				stored.data.name
			)
		);
		close();
	};

	const confirmDelete = async () => {
		const entry = deleting;
		if ( ! entry ) {
			return;
		}
		setDeleting( null );
		try {
			await deleteSavedBeliever( entry.id );
			setEntries( ( previous ) =>
				previous.filter( ( item ) => item.id !== entry.id )
			);
			setTicked( ( previous ) => {
				const next = new Set( previous );
				next.delete( entry.id );
				return next;
			} );
			setFocusTarget(
				`temple-offerings-book-${ groupOf( kindOfSaved( entry ) ) }`
			);
			announce(
				sprintf(
					/* translators: %s: the deleted person's name. */
					__( '%s deleted.', 'temple-offerings' ),
					entry.data.name
				)
			);
		} catch ( error: unknown ) {
			const message = errorMessage(
				error,
				__(
					'Could not delete. Please try again later.',
					'temple-offerings'
				)
			);
			setFailure( message );
			setFocusTarget( deleteIdOf( entry ) );
		}
	};

	const toggle = ( id: number, on: boolean ) =>
		setTicked( ( previous ) => {
			const next = new Set( previous );
			if ( on ) {
				next.add( id );
			} else {
				next.delete( id );
			}
			return next;
		} );

	const entry = ( item: SavedBeliever ) => {
		const kind = kindOfSaved( item );
		const editId = `temple-offerings-book-edit-${ item.id }`;
		if ( editing && 'id' in editing && editing.id === item.id ) {
			return (
				<li key={ item.id } className="temple-offerings-book__entry">
					<EntryForm
						initial={ fromCartBeliever( item.data ) }
						kind={ kind }
						saved={ item }
						title={ sprintf(
							/* translators: %s: the name of the person being edited. */
							__( 'Edit %s', 'temple-offerings' ),
							item.data.name
						) }
						onSaved={ ( stored ) => saved( stored, false ) }
						onCancel={ close }
					/>
				</li>
			);
		}
		const tickId = `temple-offerings-book-tick-${ item.id }`;
		return (
			<li key={ item.id } className="temple-offerings-book__entry">
				<div className="temple-offerings-book__who">
					<input
						type="checkbox"
						id={ tickId }
						checked={ ticked.has( item.id ) }
						onChange={ ( event ) =>
							toggle( item.id, event.target.checked )
						}
						aria-describedby={ `${ tickId }-details` }
					/>
					<label htmlFor={ tickId }>{ item.data.name }</label>
					<span
						id={ `${ tickId }-details` }
						className="temple-offerings-book__details"
					>
						{ details( item ) }
					</span>
				</div>
				<div className="temple-offerings-book__tools">
					<button
						type="button"
						id={ editId }
						className="temple-offerings-button temple-offerings-button--small"
						onClick={ () => open( { id: item.id }, editId ) }
					>
						{ __( 'Edit', 'temple-offerings' ) }
						<span className="temple-offerings-visually-hidden">
							{ ` ${ item.data.name }` }
						</span>
					</button>
					<button
						type="button"
						className="temple-offerings-button temple-offerings-button--small is-destructive"
						id={ deleteIdOf( item ) }
						onClick={ () => setDeleting( item ) }
					>
						{ __( 'Delete', 'temple-offerings' ) }
						<span className="temple-offerings-visually-hidden">
							{ ` ${ item.data.name }` }
						</span>
					</button>
				</div>
			</li>
		);
	};

	return (
		<div className="temple-offerings-book__inner">
			<p
				className="temple-offerings-book__status"
				role="status"
				aria-live="polite"
			>
				{ status }
			</p>
			<FormAlert message={ failure } />
			{ GROUPS.map( ( group ) => {
				const list = entries.filter(
					( item ) => groupOf( kindOfSaved( item ) ) === group.key
				);
				const kinds = group.kinds.filter( ( kind ) =>
					settings.kinds.includes( kind )
				);
				const headingId = `temple-offerings-book-${ group.key }`;
				const addId = `temple-offerings-book-add-${ group.key }`;
				const adding =
					editing &&
					'group' in editing &&
					editing.group === group.key;
				return (
					<section
						key={ group.key }
						className="temple-offerings-book__group"
						aria-labelledby={ headingId }
					>
						<h2 id={ headingId } tabIndex={ -1 }>
							{ group.heading() }
						</h2>
						{ list.length ? (
							<ul className="temple-offerings-book__list">
								{ list.map( entry ) }
							</ul>
						) : (
							<p className="temple-offerings-book__empty">
								{ __( 'No one here yet.', 'temple-offerings' ) }
							</p>
						) }
						{ adding && (
							<EntryForm
								initial={ emptyBeliever(
									kinds[ 0 ],
									createBelieverId(),
									[ kinds[ 0 ] ]
								) }
								kind={ kinds[ 0 ] }
								kinds={ kinds }
								title={ addLabel( group ) }
								onSaved={ ( stored ) => saved( stored, true ) }
								onCancel={ close }
							/>
						) }
						{ ! adding && kinds.length > 0 && (
							<button
								type="button"
								id={ addId }
								className="temple-offerings-button"
								onClick={ () =>
									open( { group: group.key }, addId )
								}
							>
								{ addLabel( group ) }
							</button>
						) }
					</section>
				);
			} ) }
			{ settings.taiSui && (
				<TaiSuiList
					entries={ entries }
					taiSui={ settings.taiSui }
					offerings={ settings.offerings }
				/>
			) }
			<LightAgain
				entries={ entries }
				ticked={ ticked }
				offerings={ settings.offerings }
				navigate={ navigate }
			/>
			<ConfirmDialog
				open={ deleting !== null }
				message={
					deleting
						? sprintf(
								/* translators: %s: the name of the person to delete. */
								__(
									'Delete %s from the family book?',
									'temple-offerings'
								),
								deleting.data.name
							)
						: ''
				}
				onConfirm={ confirmDelete }
				onCancel={ () => {
					if ( deleting ) {
						setFocusTarget( deleteIdOf( deleting ) );
					}
					setDeleting( null );
				} }
			/>
		</div>
	);
}

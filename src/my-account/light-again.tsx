/**
 * 再次點燈 (light again): the people ticked in the book, an offering of their
 * kind, and a button that opens that offering's page with them filled in
 * (`?light=<saved ids>&offering=<id>`, which the offering page reads).
 */

/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SelectField } from '../components/form-fields/select-field';
import { kindLabel } from '../domain/believer-fields';
import type { SavedBeliever } from '../types/saved-believer';
import { kindOfSaved } from './groups';
import type { BookOffering } from './settings';

/**
 * The address "light again" opens: the offering page (which already carries
 * `?category=`) with the saved believers and the product.
 *
 * @param offering The chosen offering.
 * @param ids      Saved believer ids, in the book's order.
 * @return URL.
 */
export function lightAgainUrl(
	offering: BookOffering,
	ids: readonly number[]
): string {
	const separator = offering.url.includes( '?' ) ? '&' : '?';
	return `${ offering.url }${ separator }light=${ ids.join(
		','
	) }&offering=${ offering.id }`;
}

interface LightAgainProps {
	/** Every entry of the book, in its order. */
	entries: readonly SavedBeliever[];
	/** The ticked entries' ids. */
	ticked: ReadonlySet< number >;
	offerings: readonly BookOffering[];
	/** Opens a URL; the browser's by default. */
	navigate?: ( url: string ) => void;
}

/**
 * The light again section.
 *
 * @param props           Component props.
 * @param props.entries   The book's entries.
 * @param props.ticked    Ticked ids.
 * @param props.offerings Offerings that can be opened.
 * @param props.navigate  Opens the URL.
 */
export function LightAgain( {
	entries,
	ticked,
	offerings,
	navigate = ( url ) => window.location.assign( url ),
}: LightAgainProps ) {
	const id = useId();
	const [ chosen, setChosen ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const people = entries.filter( ( entry ) => ticked.has( entry.id ) );
	const kinds = new Set( people.map( kindOfSaved ) );
	// Only offerings whose form fits the ticked people (all of one kind).
	const fitting = offerings.filter(
		( offering ) =>
			kinds.size === 0 ||
			( kinds.size === 1 && kinds.has( offering.kind ) )
	);
	const offering = fitting.find( ( item ) => String( item.id ) === chosen );

	const open = () => {
		let message = '';
		if ( people.length === 0 ) {
			message = __(
				'Tick the people to register first.',
				'temple-offerings'
			);
		} else if ( kinds.size > 1 ) {
			message = __(
				'The ticked people were saved for different kinds of offering: tick people of one kind.',
				'temple-offerings'
			);
		} else if ( ! offering ) {
			message = fitting.length
				? __( 'Please choose an offering.', 'temple-offerings' )
				: __(
						'No offering of this kind is open for registration.',
						'temple-offerings'
					);
		}
		setProblem( message );
		if ( ! message && offering ) {
			navigate(
				lightAgainUrl(
					offering,
					people.map( ( entry ) => entry.id )
				)
			);
		}
	};

	return (
		<section
			className="temple-offerings-book__light"
			aria-labelledby={ `${ id }-title` }
		>
			<h2 id={ `${ id }-title` }>
				{ __( 'Light again', 'temple-offerings' ) }
			</h2>
			{ offerings.length === 0 ? (
				<p>
					{ __(
						'No offering is open for registration right now.',
						'temple-offerings'
					) }
				</p>
			) : (
				<>
					<p id={ `${ id }-help` }>
						{ __(
							'Tick the people above, choose an offering, and its page opens with them filled in.',
							'temple-offerings'
						) }
					</p>
					<SelectField
						id={ `${ id }-offering` }
						label={ __(
							'Offering to register',
							'temple-offerings'
						) }
						value={ offering ? chosen : '' }
						placeholder={ __(
							'Please choose',
							'temple-offerings'
						) }
						options={ fitting.map( ( item ) => ( {
							value: String( item.id ),
							label: sprintf(
								/* translators: 1: an offering's name, 2: the kind of form it takes. */
								__( '%1$s (%2$s)', 'temple-offerings' ),
								item.name,
								kindLabel( item.kind )
							),
						} ) ) }
						onChange={ ( value ) => {
							setChosen( value );
							setProblem( '' );
						} }
					/>
					<button
						type="button"
						className="temple-offerings-button is-primary"
						onClick={ open }
						aria-describedby={
							problem ? `${ id }-problem` : `${ id }-help`
						}
					>
						{ __( 'Light again', 'temple-offerings' ) }
					</button>
					{ problem && (
						<p
							id={ `${ id }-problem` }
							className="temple-offerings-field__error"
							role="alert"
						>
							{ problem }
						</p>
					) }
				</>
			) }
		</section>
	);
}

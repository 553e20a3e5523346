/**
 * Step one: find the worshipper. A phone number or a name, typed and sent
 * with Enter; a single household found is taken at once, several are
 * listed to choose from (the first takes the focus), none offers a new
 * household with what was typed.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { searchHouseholds } from '../api/counter';
import { errorMessage } from '../api/errors';
import type { Household } from '../types/counter';

interface HouseholdSearchProps {
	/** Called with the household chosen. */
	onPick: ( household: Household ) => void;
	/** Called to start a new household with what was searched. */
	onNew: ( search: string ) => void;
	/** Changes each time the screen is ready for the next worshipper. */
	resetToken: number;
}

/**
 * One household as the list reads it.
 *
 * @param household The household.
 * @return E.g. 黃阿嬤 · 0955-123-456 · 台南市… · 家人 2 位 · 去年 1 筆.
 */
function describe( household: Household ): string {
	const { contact } = household;
	return [
		contact.name || __( '(no name)', 'temple-offerings' ),
		contact.phone,
		contact.address_1,
		household.customer_id
			? __( 'Account', 'temple-offerings' )
			: __( 'No account', 'temple-offerings' ),
		sprintf(
			/* translators: %d: people of the household. */
			_n(
				'%d person',
				'%d people',
				household.people.length,
				'temple-offerings'
			),
			household.people.length
		),
		household.last_year
			? sprintf(
					/* translators: %d: orders of last year. */
					_n(
						'%d order last year',
						'%d orders last year',
						household.last_year,
						'temple-offerings'
					),
					household.last_year
				)
			: '',
	]
		.filter( Boolean )
		.join( ' · ' );
}

/**
 * The search.
 *
 * @param props            Component props.
 * @param props.onPick     Called with the household chosen.
 * @param props.onNew      Called to start a new household.
 * @param props.resetToken Changes when the next worshipper comes.
 */
export function HouseholdSearch( {
	onPick,
	onNew,
	resetToken,
}: HouseholdSearchProps ) {
	const id = useId();
	const input = useRef< HTMLInputElement >( null );
	const list = useRef< HTMLUListElement >( null );
	const newButton = useRef< HTMLButtonElement >( null );
	const [ term, setTerm ] = useState( '' );
	const [ found, setFound ] = useState< Household[] | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState( '' );

	useEffect( () => {
		setTerm( '' );
		setFound( null );
		setFailure( '' );
		input.current?.focus();
	}, [ resetToken ] );

	const search = async () => {
		const asked = term.trim();
		if ( ! asked || busy ) {
			return;
		}
		setBusy( true );
		setFailure( '' );
		try {
			const households = await searchHouseholds( asked );
			setFound( households );
			if ( households.length === 1 ) {
				onPick( households[ 0 ] );
			} else {
				window.requestAnimationFrame( () =>
					(
						list.current?.querySelector( 'button' ) ??
						newButton.current
					)?.focus()
				);
			}
		} catch ( error: unknown ) {
			setFailure(
				errorMessage(
					error,
					__(
						'The search failed. Please try again.',
						'temple-offerings'
					)
				)
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<section
			className="temple-counter__step"
			aria-labelledby={ `${ id }-h` }
		>
			<h2 id={ `${ id }-h` }>
				{ __( '1. The worshipper', 'temple-offerings' ) }
			</h2>
			<form
				className="temple-counter__search"
				role="search"
				onSubmit={ ( event ) => {
					event.preventDefault();
					search();
				} }
			>
				<label htmlFor={ `${ id }-term` }>
					{ __( 'Phone number or name', 'temple-offerings' ) }
				</label>
				<input
					ref={ input }
					id={ `${ id }-term` }
					type="search"
					value={ term }
					autoComplete="off"
					maxLength={ 40 }
					// The screen is for this: the counter starts by typing.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
					onChange={ ( event ) => setTerm( event.target.value ) }
				/>
				<button
					type="submit"
					className="button"
					aria-disabled={ busy || undefined }
				>
					{ busy
						? __( 'Searching…', 'temple-offerings' )
						: __( 'Search', 'temple-offerings' ) }
				</button>
				<button
					ref={ newButton }
					type="button"
					className="button"
					onClick={ () => onNew( term ) }
				>
					{ __( 'New worshipper', 'temple-offerings' ) }
				</button>
			</form>
			{ failure && (
				<p className="temple-offerings-field__error" role="alert">
					{ failure }
				</p>
			) }
			<div role="status">
				{ found !== null && found.length === 0 && (
					<p>
						{ __(
							'No household found. Register a new worshipper, or search again.',
							'temple-offerings'
						) }
					</p>
				) }
				{ found !== null && found.length > 1 && (
					<p>
						{ sprintf(
							/* translators: %d: households found. */
							__(
								'%d households found: choose one.',
								'temple-offerings'
							),
							found.length
						) }
					</p>
				) }
			</div>
			{ found !== null && found.length > 1 && (
				<ul ref={ list } className="temple-counter__households">
					{ found.map( ( household ) => (
						<li key={ household.key }>
							<button
								type="button"
								className="button temple-counter__household"
								onClick={ () => onPick( household ) }
							>
								{ describe( household ) }
							</button>
						</li>
					) ) }
				</ul>
			) }
		</section>
	);
}

/**
 * Step two: the offerings, by kind, each a checkbox with its price and the
 * places left as last read (額滿 ones cannot be chosen); a chosen one opens
 * its people (OfferingPeople) right under it, so the keyboard reaches them
 * next. Typing in the filter narrows the list, and Enter there chooses the
 * first offering it shows.
 */

/**
 * WordPress dependencies
 */
import { Fragment, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FORM_KIND_PRIORITY, kindLabel } from '../domain/believer-fields';
import type { BelieverFormItem } from '../domain/believer';
import { formatPrice } from '../domain/pricing';
import type { ValidationError } from '../domain/validation';
import type { ProductRow } from '../types/product';
import { kindOfRow, type CounterState } from './counter-state';
import { OfferingPeople } from './offering-people';

interface OfferingListProps {
	rows: ProductRow[];
	state: CounterState;
	onToggleOffering: ( row: ProductRow ) => void;
	onTogglePerson: ( row: ProductRow, personKey: string ) => void;
	onAddPerson: ( row: ProductRow ) => void;
	/** Takes the focus on to the payment. */
	onToPayment: () => void;
	onEditPerson: (
		personKey: string,
		patch: Partial< BelieverFormItem >
	) => void;
	attempted: boolean;
	serverErrors: Record< string, ValidationError[] >;
}

/**
 * What a row says of its places at the counter: every count, not only the
 * low ones, since the clerk registers against it.
 *
 * @param row The offering.
 * @return 額滿, 剩 N 位, or ''.
 */
export function counterPlaces( row: ProductRow ): string {
	if ( row.sold_out ) {
		return __( 'Fully booked', 'temple-offerings' );
	}
	return row.stock === null
		? ''
		: sprintf(
				/* translators: %d: places left. */
				__( 'Places left: %d', 'temple-offerings' ),
				row.stock
			);
}

/**
 * The offerings.
 *
 * @param props                  Component props.
 * @param props.rows             The offerings, as last read.
 * @param props.state            The screen's state.
 * @param props.onToggleOffering Chooses or puts back an offering.
 * @param props.onTogglePerson   Ticks or unticks a person for an offering.
 * @param props.onAddPerson      Adds a person typed now to an offering.
 * @param props.onToPayment      Takes the focus on to the payment.
 * @param props.onEditPerson     Changes a person's details.
 * @param props.attempted        Whether a registration was tried.
 * @param props.serverErrors     The server's refusals by person.
 */
export function OfferingList( {
	rows,
	state,
	onToggleOffering,
	onTogglePerson,
	onAddPerson,
	onToPayment,
	onEditPerson,
	attempted,
	serverErrors,
}: OfferingListProps ) {
	const id = useId();
	const [ filter, setFilter ] = useState( '' );
	const wanted = filter.trim();
	const shown = rows.filter(
		( row ) =>
			state.offerings.includes( row.key ) ||
			! wanted ||
			row.name.includes( wanted )
	);
	const groups = FORM_KIND_PRIORITY.map( ( kind ) => ( {
		kind,
		rows: shown.filter( ( row ) => kindOfRow( row ) === kind ),
	} ) ).filter( ( group ) => group.rows.length > 0 );

	const chooseFirst = () => {
		const first = shown.find(
			( row ) => ! row.sold_out && ! state.offerings.includes( row.key )
		);
		if ( ! first ) {
			return;
		}
		onToggleOffering( first );
		setFilter( '' );
		// On to its people: the first field left empty, else the first control.
		window.requestAnimationFrame( () => {
			const panel = document
				.getElementById( `${ id }-${ first.key }` )
				?.closest( '.temple-counter__offering' )?.nextElementSibling;
			const controls = Array.from(
				panel?.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
					'input[type=text], select'
				) ?? []
			);
			(
				controls.find( ( control ) => control.value === '' ) ??
				panel?.querySelector< HTMLElement >( 'input, select, button' )
			)?.focus();
		} );
	};

	return (
		<div className="temple-counter__offerings">
			<p className="temple-counter__filter">
				<label htmlFor={ `${ id }-filter` }>
					{ __( 'Find an offering', 'temple-offerings' ) }
				</label>
				<input
					id={ `${ id }-filter` }
					type="search"
					value={ filter }
					autoComplete="off"
					aria-describedby={ `${ id }-filter-hint` }
					onChange={ ( event ) => setFilter( event.target.value ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'Enter' ) {
							event.preventDefault();
							chooseFirst();
						}
					} }
				/>
				<span id={ `${ id }-filter-hint` } className="description">
					{ __(
						'Enter chooses the first offering shown.',
						'temple-offerings'
					) }
				</span>
			</p>
			{ groups.map( ( group ) => (
				<fieldset key={ group.kind } className="temple-counter__group">
					<legend>{ kindLabel( group.kind ) }</legend>
					{ group.rows.map( ( row ) => {
						const chosen = state.offerings.includes( row.key );
						const places = counterPlaces( row );
						const boxId = `${ id }-${ row.key }`;
						return (
							<Fragment key={ row.key }>
								<div
									className={ `temple-counter__offering${
										chosen ? ' is-chosen' : ''
									}${ row.sold_out ? ' is-full' : '' }` }
								>
									<input
										id={ boxId }
										type="checkbox"
										checked={ chosen }
										disabled={ row.sold_out && ! chosen }
										onChange={ () =>
											onToggleOffering( row )
										}
									/>
									<label htmlFor={ boxId }>
										<span className="temple-counter__name">
											{ row.name }
										</span>{ ' ' }
										<span className="temple-counter__price">
											{ formatPrice( row.price ) }
										</span>
										{ places && (
											<span className="temple-counter__places">
												{ places }
											</span>
										) }
									</label>
								</div>
								{ chosen && (
									<OfferingPeople
										row={ row }
										people={ state.people }
										ticked={ state.ticked[ row.key ] ?? [] }
										onToggle={ ( key ) =>
											onTogglePerson( row, key )
										}
										onAdd={ () => onAddPerson( row ) }
										onToPayment={ onToPayment }
										onEdit={ onEditPerson }
										attempted={ attempted }
										serverErrors={ serverErrors }
										idPrefix={ boxId }
									/>
								) }
							</Fragment>
						);
					} ) }
				</fieldset>
			) ) }
		</div>
	);
}

/**
 * Under a chosen offering: the household's people whose form fits it, each
 * a checkbox that reads back their gender and lunar birthday (and 生肖) as
 * the temple will write them, and "another person" for someone typed now.
 * A person ticked whose details are incomplete for this offering (or were
 * refused by the server), or opened to be changed, or typed now, shows the page's own believer fields
 * (BelieverEntry: the same fields per kind, lunar selects, rules and
 * messages).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readBackLines } from '../components/order-summary/read-back';
import { believerTitle } from '../components/believer-form/believer-title';
import { toCartBeliever, type BelieverFormItem } from '../domain/believer';
import { zodiacOf } from '../domain/roc';
import { validateBeliever, type ValidationError } from '../domain/validation';
import { BelieverEntry } from '../staff/believer-entry';
import { joinNames } from '../store/names';
import type { ProductRow } from '../types/product';
import { fits, kindOfRow, type Person } from './counter-state';

interface OfferingPeopleProps {
	row: ProductRow;
	people: Person[];
	/** Keys of the people ticked for this row, in order. */
	ticked: string[];
	onToggle: ( personKey: string ) => void;
	onAdd: () => void;
	/** Takes the focus on to the payment. */
	onToPayment: () => void;
	onEdit: ( personKey: string, patch: Partial< BelieverFormItem > ) => void;
	/** Whether a registration was tried: errors show. */
	attempted: boolean;
	/** What the server refused, by person key. */
	serverErrors: Record< string, ValidationError[] >;
	idPrefix: string;
}

/**
 * The person as the checkbox reads them.
 *
 * @param person The person.
 * @param row    The offering.
 * @param index  Their place among those ticked.
 * @return E.g. 黃阿嬤（信女，民國30年 三月 05日 吉時）· 屬羊 · 去年：光明燈.
 */
export function personLabel(
	person: Person,
	row: ProductRow,
	index: number
): string {
	const parts = readBackLines( kindOfRow( row ), person.believer, index );
	const year = Number( person.believer.birthday.year );
	if ( Number.isInteger( year ) && year > 1800 ) {
		parts.push(
			sprintf(
				/* translators: %s: zodiac animal (生肖), one character. */
				__( 'Zodiac: %s', 'temple-offerings' ),
				zodiacOf( year )
			)
		);
	}
	if ( person.last_year.length ) {
		parts.push(
			sprintf(
				/* translators: %s: the offerings the person had last year. */
				__( 'Last year: %s', 'temple-offerings' ),
				joinNames( person.last_year.map( ( had ) => had.name ) )
			)
		);
	}
	if ( person.fresh ) {
		parts.push( __( 'New', 'temple-offerings' ) );
	}
	return parts.join( ' · ' );
}

/**
 * The people of one chosen offering.
 *
 * @param props              Component props.
 * @param props.row          The offering.
 * @param props.people       The household's people.
 * @param props.ticked       Ticked keys.
 * @param props.onToggle     Ticks or unticks a person.
 * @param props.onAdd        Adds a person typed now.
 * @param props.onToPayment  Takes the focus on to the payment.
 * @param props.onEdit       Changes a person's details.
 * @param props.attempted    Whether a registration was tried.
 * @param props.serverErrors The server's refusals by person.
 * @param props.idPrefix     Control id prefix.
 */
export function OfferingPeople( {
	row,
	people,
	ticked,
	onToggle,
	onAdd,
	onToPayment,
	onEdit,
	attempted,
	serverErrors,
	idPrefix,
}: OfferingPeopleProps ) {
	const kind = kindOfRow( row );
	const [ open, setOpen ] = useState< string[] >( [] );
	const fitting = people.filter( ( person ) => fits( person, row ) );
	const incomplete = fitting
		.filter( ( person ) => {
			const index = ticked.indexOf( person.key );
			return (
				index >= 0 &&
				( ( serverErrors[ person.key ] ?? [] ).length > 0 ||
					validateBeliever(
						kind,
						toCartBeliever( person.believer ),
						index
					).length > 0 )
			);
		} )
		.map( ( person ) => person.key )
		.join( ',' );
	// A ticked person whose details are incomplete (or the server refused)
	// opens, and stays open while they are completed, so the field being
	// typed in never goes away.
	useEffect( () => {
		const keys = incomplete ? incomplete.split( ',' ) : [];
		setOpen( ( now ) => [
			...now,
			...keys.filter( ( key ) => ! now.includes( key ) ),
		] );
	}, [ incomplete ] );
	return (
		<div className="temple-counter__people">
			{ fitting.length > 0 && (
				<fieldset>
					<legend className="screen-reader-text">
						{ sprintf(
							/* translators: %s: offering name. */
							__(
								'Who is registered for %s',
								'temple-offerings'
							),
							row.name
						) }
					</legend>
					{ fitting.map( ( person ) => {
						const index = ticked.indexOf( person.key );
						const isTicked = index >= 0;
						const editing =
							isTicked &&
							( person.fresh || open.includes( person.key ) );
						const boxId = `${ idPrefix }-${ person.key }`;
						return (
							<div
								key={ person.key }
								className="temple-counter__person"
							>
								<input
									id={ boxId }
									type="checkbox"
									checked={ isTicked }
									onChange={ () => onToggle( person.key ) }
								/>
								<label htmlFor={ boxId }>
									{ personLabel(
										person,
										row,
										Math.max( 0, index )
									) }
								</label>
								{ isTicked && ! person.fresh && (
									<button
										type="button"
										className="button-link"
										aria-expanded={ editing }
										onClick={ () =>
											setOpen( ( now ) =>
												now.includes( person.key )
													? now.filter(
															( key ) =>
																key !==
																person.key
														)
													: [ ...now, person.key ]
											)
										}
									>
										{ editing
											? __( 'Done', 'temple-offerings' )
											: __(
													'Change details',
													'temple-offerings'
												) }
									</button>
								) }
								{ editing && (
									<BelieverEntry
										kind={ kind }
										index={ index }
										believer={ person.believer }
										title={ believerTitle(
											kind,
											index + 1
										) }
										onChange={ ( patch ) =>
											onEdit( person.key, patch )
										}
										submitAttempted={ attempted }
										serverErrors={ (
											serverErrors[ person.key ] ?? []
										).map( ( error ) => ( {
											...error,
											index,
										} ) ) }
										idPrefix={ `${ boxId }-form` }
									/>
								) }
							</div>
						);
					} ) }
				</fieldset>
			) }
			<p className="temple-counter__next">
				<button
					type="button"
					className="button button-primary"
					onClick={ onToPayment }
				>
					{ __( 'On to the payment', 'temple-offerings' ) }
				</button>
				<button type="button" className="button" onClick={ onAdd }>
					{ sprintf(
						/* translators: %s: offering name. */
						__( 'Another person for %s', 'temple-offerings' ),
						row.name
					) }
				</button>
			</p>
		</div>
	);
}

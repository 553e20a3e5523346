/**
 * The read-back before registering: each offering chosen with its people,
 * their gender and lunar birthday as the temple will write them, each
 * line's amount and the total; then the one button that registers.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readBackLines } from '../components/order-summary/read-back';
import { formatPrice, lineTotal, orderTotal } from '../domain/pricing';
import type { ProductRow } from '../types/product';
import { chosenLines, kindOfRow, type CounterState } from './counter-state';

interface CounterSummaryProps {
	state: CounterState;
	rows: ProductRow[];
	sending: boolean;
	/** What went wrong, '' for nothing. */
	failure: string;
}

/**
 * The total the order will cost, as the shop writes it.
 *
 * @param state State.
 * @param rows  The offerings now.
 * @return E.g. NT$2,400; NT$0 for a free order.
 */
export function counterTotal(
	state: CounterState,
	rows: readonly ProductRow[]
): string {
	const lines = chosenLines( state, rows );
	return formatPrice(
		state.payment === 'free'
			? 0
			: orderTotal(
					lines.map( ( { row, people } ) => ( {
						price: row.price,
						count: people.length,
					} ) )
				)
	);
}

/**
 * The read-back and the button.
 *
 * @param props         Component props.
 * @param props.state   State.
 * @param props.rows    The offerings now.
 * @param props.sending Whether the order is being made.
 * @param props.failure What went wrong.
 */
export function CounterSummary( {
	state,
	rows,
	sending,
	failure,
}: CounterSummaryProps ) {
	const lines = chosenLines( state, rows ).filter(
		( line ) => line.people.length > 0
	);
	const total = counterTotal( state, rows );
	return (
		<div className="temple-counter__summary">
			<h3>{ __( 'Read back to the worshipper', 'temple-offerings' ) }</h3>
			{ lines.length === 0 ? (
				<p>{ __( 'Nothing chosen yet.', 'temple-offerings' ) }</p>
			) : (
				<ul>
					{ lines.map( ( { row, people } ) => (
						<li key={ row.key }>
							<strong>
								{ sprintf(
									/* translators: 1: offering name, 2: people, 3: the line's amount. */
									__(
										'%1$s × %2$d: %3$s',
										'temple-offerings'
									),
									row.name,
									people.length,
									formatPrice(
										state.payment === 'free'
											? 0
											: lineTotal(
													row.price,
													people.length
												)
									)
								) }
							</strong>
							<ul>
								{ people.map( ( person, index ) => (
									<li key={ person.key }>
										{ readBackLines(
											kindOfRow( row ),
											person.believer,
											index
										).join( ' · ' ) }
									</li>
								) ) }
							</ul>
						</li>
					) ) }
				</ul>
			) }
			{ failure && (
				<p
					className="temple-offerings-field__error temple-counter__failure"
					role="alert"
				>
					{ failure }
				</p>
			) }
			<p className="temple-counter__submit">
				<button
					type="submit"
					className="button button-primary button-hero"
					aria-disabled={ sending || undefined }
				>
					{ sending
						? __( 'Registering…', 'temple-offerings' )
						: sprintf(
								/* translators: %s: the total. */
								__( 'Register: %s', 'temple-offerings' ),
								total
							) }
				</button>
			</p>
		</div>
	);
}

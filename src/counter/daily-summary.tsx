/**
 * 結帳: a day's counter and phone orders, per staff member and way of
 * payment (how many, how much), each one's total and the day's, for closing
 * the cash drawer. Read when opened and again on request.
 */

/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchCounterSummary } from '../api/counter';
import { errorMessage } from '../api/errors';
import { formatPrice } from '../domain/pricing';
import type { CounterDaySummary } from '../types/counter';

/**
 * The day's summary.
 */
export function DailySummary() {
	const id = useId();
	const [ date, setDate ] = useState( '' );
	const [ day, setDay ] = useState< CounterDaySummary | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	const read = async ( asked: string ) => {
		setBusy( true );
		setFailure( '' );
		try {
			const answer = await fetchCounterSummary( asked );
			setDay( answer );
			setDate( answer.date );
		} catch ( error: unknown ) {
			setFailure(
				errorMessage(
					error,
					__(
						'The day could not be read. Please try again.',
						'temple-offerings'
					)
				)
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<details
			className="temple-counter__step temple-counter__day"
			onToggle={ ( event ) => {
				if ( ( event.target as HTMLDetailsElement ).open && ! day ) {
					read( date );
				}
			} }
		>
			<summary>
				<h2>{ __( 'Closing the drawer', 'temple-offerings' ) }</h2>
			</summary>
			<form
				className="temple-counter__filter"
				onSubmit={ ( event ) => {
					event.preventDefault();
					read( date );
				} }
			>
				<label htmlFor={ `${ id }-date` }>
					{ __( 'Date', 'temple-offerings' ) }
				</label>
				<input
					id={ `${ id }-date` }
					type="date"
					value={ date }
					onChange={ ( event ) => setDate( event.target.value ) }
				/>
				<button
					type="submit"
					className="button"
					aria-disabled={ busy || undefined }
				>
					{ __( 'Show', 'temple-offerings' ) }
				</button>
			</form>
			{ failure && (
				<p className="temple-offerings-field__error" role="alert">
					{ failure }
				</p>
			) }
			{ day && (
				<table className="widefat striped temple-counter__day-table">
					<caption>
						{ sprintf(
							/* translators: 1: the day, 2: how many orders, 3: their amount. */
							__( '%1$s: %2$d orders, %3$s', 'temple-offerings' ),
							day.date,
							day.count,
							formatPrice( day.amount )
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Handled by', 'temple-offerings' ) }
							</th>
							<th scope="col">
								{ __( 'Payment method', 'temple-offerings' ) }
							</th>
							<th scope="col">
								{ __( 'Orders', 'temple-offerings' ) }
							</th>
							<th scope="col">
								{ __( 'Amount', 'temple-offerings' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ day.staff.map( ( staff ) => [
							...day.rows
								.filter(
									( row ) => row.staff_id === staff.staff_id
								)
								.map( ( row ) => (
									<tr
										key={ `${ row.staff_id }-${ row.payment }` }
									>
										<td>{ row.staff }</td>
										<td>{ row.label }</td>
										<td>{ row.count }</td>
										<td>{ formatPrice( row.amount ) }</td>
									</tr>
								) ),
							<tr
								key={ `${ staff.staff_id }-total` }
								className="temple-counter__subtotal"
							>
								<th scope="row" colSpan={ 2 }>
									{ sprintf(
										/* translators: %s: staff member's name. */
										__( '%s in all', 'temple-offerings' ),
										staff.staff
									) }
								</th>
								<td>{ staff.count }</td>
								<td>{ formatPrice( staff.amount ) }</td>
							</tr>,
						] ) }
					</tbody>
					<tfoot>
						{ day.payments.map( ( way ) => (
							<tr key={ way.payment }>
								<th scope="row" colSpan={ 2 }>
									{ sprintf(
										/* translators: %s: a way of payment (現金, 刷卡…). */
										__(
											'%s, every staff member',
											'temple-offerings'
										),
										way.label
									) }
								</th>
								<td>{ way.count }</td>
								<td>{ formatPrice( way.amount ) }</td>
							</tr>
						) ) }
						<tr>
							<th scope="row" colSpan={ 2 }>
								{ __( 'The day in all', 'temple-offerings' ) }
							</th>
							<td>{ day.count }</td>
							<td>{ formatPrice( day.amount ) }</td>
						</tr>
					</tfoot>
				</table>
			) }
		</details>
	);
}

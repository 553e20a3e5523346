/**
 * WooCommerce → 臨櫃登記: find the worshipper, choose the offerings and tick
 * who each is for ("same as last year" does it in one step for a returning
 * household), take the payment, register, print. Everything is checked here
 * first and again by the server (php/Counter/), which makes the order; what
 * it refuses is shown where it belongs and nothing typed is lost.
 */

/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createCounterOrder } from '../api/counter';
import { ApiError, errorMessage } from '../api/errors';
import type { TaiSuiSettings } from '../domain/tai-sui-rules';
import type { ValidationError } from '../domain/validation';
import type { CounterOrderMade, CounterPaymentWay } from '../types/counter';
import { ContactFields } from './contact-fields';
import { orderProblems, type OrderProblems } from './counter-checks';
import { CounterDone } from './counter-done';
import { DailySummary } from './daily-summary';
import {
	addPerson,
	editPerson,
	initialState,
	orderRequest,
	pickHousehold,
	startNew,
	toggleOffering,
	togglePerson,
	type CounterState,
} from './counter-state';
import { CounterSummary } from './counter-summary';
import { HouseholdSearch } from './household-search';
import { HouseholdTaiSui } from './household-tai-sui';
import { OfferingList } from './offering-list';
import { PaymentChoice } from './payment-choice';
import { SameAsLastYear } from './same-as-last-year';
import { serverErrorsOf } from './server-errors';
import { useOfferings } from './use-offerings';

const NO_PROBLEMS: OrderProblems = { contact: {}, people: [], first: '' };

/**
 * Takes the focus to an element of the screen once React has drawn it.
 *
 * @param find Finds the element.
 */
function focusSoon( find: () => HTMLElement | null | undefined ): void {
	window.requestAnimationFrame( () => find()?.focus() );
}

/**
 * The counter screen.
 *
 * @param props           Component props.
 * @param props.staffName Who is at the counter.
 * @param props.taiSui    The temple's 太歲 settings; none hides the hint.
 */
export function CounterScreen( {
	staffName,
	taiSui,
}: {
	staffName: string;
	taiSui?: TaiSuiSettings;
} ) {
	const root = useRef< HTMLDivElement >( null );
	const firstWay = useRef< HTMLInputElement >( null );
	const { rows, loading, failed, refresh } = useOfferings();
	const [ state, setState ] = useState< CounterState >( () =>
		initialState()
	);
	const [ attempted, setAttempted ] = useState( false );
	const [ problems, setProblems ] = useState< OrderProblems >( NO_PROBLEMS );
	const [ serverErrors, setServerErrors ] = useState<
		Record< string, ValidationError[] >
	>( {} );
	const [ failure, setFailure ] = useState( '' );
	const [ notice, setNotice ] = useState( '' );
	const [ sending, setSending ] = useState( false );
	const [ made, setMade ] = useState< CounterOrderMade | null >( null );
	const [ resetToken, setResetToken ] = useState( 0 );

	const update = ( change: ( now: CounterState ) => CounterState ) => {
		setState( change );
		setFailure( '' );
	};
	const hasLastYear = state.people.some(
		( person ) => person.last_year.length
	);

	const submit = async ( payment?: CounterPaymentWay ) => {
		if ( sending ) {
			return;
		}
		const current = payment ? { ...state, payment } : state;
		setAttempted( true );
		const found = orderProblems( current, rows );
		setProblems( found );
		if ( found.first ) {
			setFailure( found.first );
			focusSoon( () =>
				root.current?.querySelector< HTMLElement >(
					'[aria-invalid="true"]'
				)
			);
			return;
		}
		setSending( true );
		setFailure( '' );
		try {
			setMade(
				await createCounterOrder( orderRequest( current, rows ) )
			);
			refresh();
		} catch ( error: unknown ) {
			setServerErrors( serverErrorsOf( error, current, rows ) );
			setFailure(
				errorMessage(
					error,
					__(
						'Could not register. Please try again.',
						'temple-offerings'
					)
				)
			);
			if ( error instanceof ApiError && error.status === 409 ) {
				// The places changed: read them again, so the list says what is left.
				refresh();
			}
		} finally {
			setSending( false );
		}
	};

	const next = () => {
		setState( initialState( state.channel ) );
		setMade( null );
		setAttempted( false );
		setProblems( NO_PROBLEMS );
		setServerErrors( {} );
		setFailure( '' );
		setNotice( '' );
		setResetToken( ( token ) => token + 1 );
	};

	if ( made ) {
		return (
			<div className="temple-counter" ref={ root }>
				<CounterDone made={ made } onNext={ next } />
				<DailySummary />
			</div>
		);
	}

	return (
		<div className="temple-counter" ref={ root }>
			<p className="temple-counter__staff">
				{ sprintf(
					/* translators: %s: the staff member's name. */
					__( 'At the counter: %s', 'temple-offerings' ),
					staffName
				) }
			</p>
			<HouseholdSearch
				resetToken={ resetToken }
				onPick={ ( household ) => {
					const picked = pickHousehold( state, household );
					setState( picked );
					setNotice( '' );
					focusSoon( () =>
						root.current?.querySelector< HTMLElement >(
							picked.people.some(
								( person ) => person.last_year.length
							)
								? '.temple-counter__same'
								: '.temple-counter__filter input'
						)
					);
				} }
				onNew={ ( search ) => {
					setState( startNew( state, search ) );
					setNotice( '' );
					focusSoon( () =>
						root.current?.querySelector< HTMLElement >(
							'.temple-counter__contact input:placeholder-shown, .temple-counter__contact input'
						)
					);
				} }
			/>
			{ state.started && (
				<form
					className="temple-counter__form"
					noValidate
					onSubmit={ ( event ) => {
						event.preventDefault();
						submit();
					} }
				>
					<ContactFields
						contact={ state.contact }
						channel={ state.channel }
						account={ !! state.household?.customer_id }
						errors={ attempted ? problems.contact : {} }
						onContact={ ( patch ) =>
							update( ( now ) => ( {
								...now,
								contact: { ...now.contact, ...patch },
							} ) )
						}
						onChannel={ ( channel ) =>
							update( ( now ) => ( { ...now, channel } ) )
						}
					>
						{ taiSui && state.household && (
							<HouseholdTaiSui
								people={ state.people }
								taiSui={ taiSui }
								rows={ rows }
								ticked={ state.ticked }
								onToggle={ ( row, key ) =>
									update( ( now ) =>
										togglePerson( now, row.key, key )
									)
								}
							/>
						) }
					</ContactFields>
					<section
						className="temple-counter__step"
						aria-labelledby="temple-counter-offerings"
					>
						<h2 id="temple-counter-offerings">
							{ __(
								'2. Offerings and people',
								'temple-offerings'
							) }
						</h2>
						{ hasLastYear && (
							<SameAsLastYear
								state={ state }
								rows={ rows }
								loading={ loading }
								onSame={ ( filled, said ) => {
									update( () => filled );
									setNotice( said );
									focusSoon( () => firstWay.current );
								} }
							/>
						) }
						<div role="status">
							{ notice && (
								<p className="temple-counter__warning">
									{ notice }
								</p>
							) }
						</div>
						{ loading && (
							<p>
								{ __(
									'Loading offerings…',
									'temple-offerings'
								) }
							</p>
						) }
						{ failed && (
							<p
								className="temple-offerings-field__error"
								role="alert"
							>
								{ __(
									'The offerings could not be read. Reload the page.',
									'temple-offerings'
								) }
							</p>
						) }
						<OfferingList
							rows={ rows }
							state={ state }
							attempted={ attempted }
							serverErrors={ serverErrors }
							onToggleOffering={ ( row ) =>
								update( ( now ) => toggleOffering( now, row ) )
							}
							onTogglePerson={ ( row, key ) =>
								update( ( now ) =>
									togglePerson( now, row.key, key )
								)
							}
							onToPayment={ () => firstWay.current?.focus() }
							onAddPerson={ ( row ) =>
								update( ( now ) => addPerson( now, row ) )
							}
							onEditPerson={ ( key, patch ) => {
								update( ( now ) =>
									editPerson( now, key, patch )
								);
								setServerErrors( ( now ) => ( {
									...now,
									[ key ]: [],
								} ) );
							} }
						/>
						{ attempted && problems.lines && (
							<p className="temple-offerings-field__error">
								{ problems.lines }
							</p>
						) }
					</section>
					<section
						className="temple-counter__step"
						aria-labelledby="temple-counter-payment"
					>
						<h2 id="temple-counter-payment">
							{ __( '3. Payment', 'temple-offerings' ) }
						</h2>
						<PaymentChoice
							firstRef={ firstWay }
							payment={ state.payment }
							reason={ state.reason }
							note={ state.note }
							errors={
								attempted
									? {
											payment: problems.payment,
											reason: problems.reason,
										}
									: {}
							}
							onPayment={ ( payment ) =>
								update( ( now ) => ( { ...now, payment } ) )
							}
							onReason={ ( reason ) =>
								update( ( now ) => ( { ...now, reason } ) )
							}
							onNote={ ( note ) =>
								update( ( now ) => ( { ...now, note } ) )
							}
							onSubmit={ submit }
						/>
						<CounterSummary
							state={ state }
							rows={ rows }
							sending={ sending }
							failure={ failure }
						/>
					</section>
				</form>
			) }
			<DailySummary />
		</div>
	);
}

/**
 * Step three: how the offerings are paid. 現金 and 刷卡 are taken now (the
 * order is paid at once), 轉帳／ATM waits for the money, 免費結緣 costs
 * nothing and asks why. Enter on a choice registers, as the button does.
 */

/**
 * External dependencies
 */
import type { Ref } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FieldError } from '../components/form-fields/field-error';
import { TextField } from '../components/form-fields/text-field';
import type { CounterPaymentWay } from '../types/counter';

/** The ways, in the order they are offered, with what each means. */
export function paymentWays(): Array< [ CounterPaymentWay, string, string ] > {
	return [
		[
			'cash',
			_x( 'Cash', 'counter payment', 'temple-offerings' ),
			__( 'Paid now', 'temple-offerings' ),
		],
		[
			'card',
			_x( 'Card', 'counter payment', 'temple-offerings' ),
			__( 'Paid now', 'temple-offerings' ),
		],
		[
			'transfer',
			_x( 'Bank transfer / ATM', 'counter payment', 'temple-offerings' ),
			__( 'Waits for the transfer', 'temple-offerings' ),
		],
		[
			'free',
			_x( 'Free / gift', 'counter payment', 'temple-offerings' ),
			__( 'No payment; give the reason', 'temple-offerings' ),
		],
	];
}

interface PaymentChoiceProps {
	payment: CounterPaymentWay | '';
	reason: string;
	note: string;
	onPayment: ( payment: CounterPaymentWay ) => void;
	onReason: ( reason: string ) => void;
	onNote: ( note: string ) => void;
	/** Registers, paid the way Enter was pressed on. */
	onSubmit: ( payment: CounterPaymentWay ) => void;
	errors: { payment?: string; reason?: string };
	/** The first choice, for the screen to take the focus there. */
	firstRef?: Ref< HTMLInputElement >;
}

/**
 * The payment.
 *
 * @param props           Component props.
 * @param props.payment   The way chosen.
 * @param props.reason    A free order's reason.
 * @param props.note      The order's note.
 * @param props.onPayment Called with the way chosen.
 * @param props.onReason  Called with the reason.
 * @param props.onNote    Called with the note.
 * @param props.onSubmit  Registers.
 * @param props.errors    What to fix.
 * @param props.firstRef  The first choice's element.
 */
export function PaymentChoice( {
	payment,
	reason,
	note,
	onPayment,
	onReason,
	onNote,
	onSubmit,
	errors,
	firstRef,
}: PaymentChoiceProps ) {
	const id = useId();
	return (
		<div className="temple-counter__payment">
			<fieldset
				aria-describedby={
					errors.payment ? `${ id }-ways-error` : undefined
				}
			>
				<legend>{ __( 'Payment method', 'temple-offerings' ) }</legend>
				{ paymentWays().map( ( [ value, label, hint ], index ) => (
					<label
						key={ value }
						className="temple-counter__way"
						htmlFor={ `${ id }-way-${ value }` }
					>
						<input
							id={ `${ id }-way-${ value }` }
							ref={ index === 0 ? firstRef : undefined }
							type="radio"
							name={ `${ id }-way` }
							value={ value }
							checked={ payment === value }
							onChange={ () => onPayment( value ) }
							onKeyDown={ ( event ) => {
								if ( event.key === 'Enter' ) {
									event.preventDefault();
									onPayment( value );
									onSubmit( value );
								}
							} }
						/>
						<span>{ label }</span>{ ' ' }
						<span className="description">{ hint }</span>
					</label>
				) ) }
				<FieldError
					id={ `${ id }-ways-error` }
					message={ errors.payment }
				/>
			</fieldset>
			{ payment === 'free' && (
				<TextField
					id={ `${ id }-reason` }
					label={ __( 'Why it is free', 'temple-offerings' ) }
					value={ reason }
					required
					maxLength={ 200 }
					error={ errors.reason }
					onChange={ onReason }
				/>
			) }
			<TextField
				id={ `${ id }-note` }
				label={ __(
					'Note on the order (optional)',
					'temple-offerings'
				) }
				value={ note }
				multiline
				maxLength={ 500 }
				onChange={ onNote }
			/>
		</div>
	);
}

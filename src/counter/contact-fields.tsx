/**
 * Who registers and how to reach them: name, phone and address, as the
 * household's account or newest order has them (changed here for this order
 * only), or typed for a new worshipper; and whether they are at the counter
 * or on the phone.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TextField } from '../components/form-fields/text-field';
import type { Contact, CounterChannel } from '../types/counter';

interface ContactFieldsProps {
	contact: Contact;
	channel: CounterChannel;
	/** The account's name, when the household has one. */
	account: boolean;
	onContact: ( patch: Partial< Contact > ) => void;
	onChannel: ( channel: CounterChannel ) => void;
	/** The fields' errors, by contact key. */
	errors: Partial< Record< keyof Contact, string > >;
	/** What else the household's panel shows (its people's 太歲). */
	children?: ReactNode;
}

/**
 * The worshipper's details.
 *
 * @param props           Component props.
 * @param props.contact   The details.
 * @param props.channel   Counter or phone.
 * @param props.account   Whether the household has an account.
 * @param props.onContact Called with changed details.
 * @param props.onChannel Called with the channel chosen.
 * @param props.errors    Errors by field.
 * @param props.children  More of the household's panel.
 */
export function ContactFields( {
	contact,
	channel,
	account,
	onContact,
	onChannel,
	errors,
	children,
}: ContactFieldsProps ) {
	const id = useId();
	const channels: Array< [ CounterChannel, string ] > = [
		[ 'counter', __( 'At the counter', 'temple-offerings' ) ],
		[ 'phone', __( 'By phone', 'temple-offerings' ) ],
	];
	return (
		<div className="temple-counter__contact">
			<p className="temple-counter__account">
				{ account
					? __(
							'Registered for the worshipper’s account.',
							'temple-offerings'
						)
					: __(
							'Registered without an account.',
							'temple-offerings'
						) }
			</p>
			<div className="temple-counter__fields">
				<TextField
					id={ `${ id }-name` }
					label={ __( 'Name', 'temple-offerings' ) }
					value={ contact.name }
					required
					maxLength={ 50 }
					error={ errors.name }
					onChange={ ( name ) => onContact( { name } ) }
				/>
				<TextField
					id={ `${ id }-phone` }
					label={ __( 'Phone', 'temple-offerings' ) }
					type="tel"
					value={ contact.phone }
					required={ ! account }
					maxLength={ 20 }
					error={ errors.phone }
					onChange={ ( phone ) => onContact( { phone } ) }
				/>
				<TextField
					id={ `${ id }-address` }
					label={ __( 'Address', 'temple-offerings' ) }
					value={ contact.address_1 }
					maxLength={ 200 }
					className="temple-counter__address"
					onChange={ ( address ) =>
						onContact( { address_1: address } )
					}
				/>
			</div>
			<fieldset className="temple-counter__channel">
				<legend>
					{ __( 'Where is the worshipper?', 'temple-offerings' ) }
				</legend>
				{ channels.map( ( [ value, label ] ) => (
					<label
						key={ value }
						htmlFor={ `${ id }-channel-${ value }` }
					>
						<input
							id={ `${ id }-channel-${ value }` }
							type="radio"
							name={ `${ id }-channel` }
							value={ value }
							checked={ channel === value }
							onChange={ () => onChannel( value ) }
						/>
						{ label }
					</label>
				) ) }
			</fieldset>
			{ children }
		</div>
	);
}

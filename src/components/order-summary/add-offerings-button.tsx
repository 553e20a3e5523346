/**
 * 加入結緣品: the one button that adds the chosen offerings to the cart,
 * under the summary and, on a phone, in the bar at the window's bottom.
 */
/**
 * External dependencies
 */
import type { Ref } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

interface AddOfferingsButtonProps {
	/** Starts the add. */
	onSubmit: () => void;
	/** Whether an add is under way. */
	busy: boolean;
	/** Classes beside `temple-offerings__submit`. */
	className?: string;
	/** The button element, for focus. */
	buttonRef?: Ref< HTMLButtonElement >;
}

/**
 * @param props           Props.
 * @param props.onSubmit  Starts the add.
 * @param props.busy      Whether an add is under way.
 * @param props.className Classes beside `temple-offerings__submit`.
 * @param props.buttonRef The button element.
 */
export function AddOfferingsButton( {
	onSubmit,
	busy,
	className,
	buttonRef,
}: AddOfferingsButtonProps ) {
	return (
		<button
			ref={ buttonRef }
			type="button"
			className={ [ 'temple-offerings__submit', className ]
				.filter( Boolean )
				.join( ' ' ) }
			onClick={ onSubmit }
			disabled={ busy }
			aria-busy={ busy }
		>
			{ busy
				? __( 'Adding…', 'temple-offerings' )
				: __( 'Add offerings', 'temple-offerings' ) }
		</button>
	);
}

/**
 * What shows once something is picked: the forms and the summary, side by
 * side on wide screens, and on a phone the bar at the bottom of the window
 * (before them in the page, so Tab reaches it right after the cards). A chunk of its own (loaded by the offering page when
 * the browser is idle after its first paint, or at the first pick), so the
 * script that makes the server's cards interactive carries none of it.
 */

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import './selection-columns.scss';
import { FormsArea } from '../forms-area/forms-area';
import { OrderSummary } from '../order-summary/order-summary';
import { SelectionBar } from '../selection-bar/selection-bar';

export interface SelectionColumnsProps {
	/** Adds the picked offerings to the cart. */
	onSubmit: () => void;
}

/**
 * @param props          Component props.
 * @param props.onSubmit Adds the picked offerings to the cart.
 */
export function SelectionColumns( { onSubmit }: SelectionColumnsProps ) {
	const summarySubmit = useRef< HTMLButtonElement >( null );
	return (
		<>
			<SelectionBar
				onSubmit={ onSubmit }
				summarySubmit={ summarySubmit }
			/>
			<div className="temple-offerings__columns">
				<FormsArea />
				<OrderSummary
					onSubmit={ onSubmit }
					submitRef={ summarySubmit }
				/>
			</div>
		</>
	);
}

/**
 * What shows once something is picked: the forms and the summary, side by
 * side on wide screens. A chunk of its own (loaded by the offering page when
 * the browser is idle after its first paint, or at the first pick), so the
 * script that makes the server's cards interactive carries none of it.
 */

/**
 * Internal dependencies
 */
import './selection-columns.scss';
import { FormsArea } from '../forms-area/forms-area';
import { OrderSummary } from '../order-summary/order-summary';

export interface SelectionColumnsProps {
	/** Adds the picked offerings to the cart. */
	onSubmit: () => void;
}

/**
 * @param props          Component props.
 * @param props.onSubmit Adds the picked offerings to the cart.
 */
export function SelectionColumns( { onSubmit }: SelectionColumnsProps ) {
	return (
		<div className="temple-offerings__columns">
			<FormsArea />
			<OrderSummary onSubmit={ onSubmit } />
		</div>
	);
}

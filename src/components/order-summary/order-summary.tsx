/**
 * The right column: per-offering lines, the total in NT$, the save-form
 * checkbox and the add button. Sticky on large screens (style.scss).
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../domain/pricing';
import { useSettings } from '../../hooks/use-settings';
import { store } from '../../store';

export interface OrderSummaryProps {
	onSubmit: () => void;
}

/**
 * @param props          Component props.
 * @param props.onSubmit Starts the add.
 */
export function OrderSummary( { onSubmit }: OrderSummaryProps ) {
	const settings = useSettings();
	const { lines, total, save, cart } = useSelect(
		( select ) => ( {
			lines: select( store ).getOrderLines(),
			total: select( store ).getOrderTotal(),
			save: select( store ).isSaveBelieversChecked(),
			cart: select( store ).getCart(),
		} ),
		[]
	);
	const { setSaveBelievers } = useDispatch( store );
	const busy = cart.status === 'submitting';
	const failedLines =
		cart.status === 'failed'
			? {
					added: lines.filter( ( line ) => line.added ),
					notAdded: lines.filter( ( line ) => ! line.added ),
				}
			: null;

	return (
		<aside
			className="temple-offerings__summary"
			aria-label={ __( 'Order summary', 'temple-offerings' ) }
		>
			<h3 className="temple-offerings__summary-title">
				{ __( 'Order summary', 'temple-offerings' ) }
			</h3>
			<ul className="temple-offerings__summary-lines">
				{ lines.map( ( line ) => (
					<li key={ line.key }>
						{ sprintf(
							/* translators: 1: offering name, 2: number of believers, 3: subtotal in NT$. */
							__(
								'%1$s × %2$s people = NT$%3$s',
								'temple-offerings'
							),
							line.name,
							formatNumber( line.count, 0 ),
							formatNumber( line.subtotal )
						) }
					</li>
				) ) }
			</ul>
			<p className="temple-offerings__summary-total">
				{ sprintf(
					/* translators: %s: order total in New Taiwan dollars. */
					__( 'Total: NT$%s', 'temple-offerings' ),
					formatNumber( total )
				) }
			</p>
			{ settings.isLoggedIn ? (
				<label
					className="temple-offerings__save"
					htmlFor="temple-offerings-save-believers"
				>
					<input
						id="temple-offerings-save-believers"
						type="checkbox"
						checked={ save }
						onChange={ ( event ) =>
							setSaveBelievers( event.target.checked )
						}
					/>
					{ __(
						'Save these believers for next time',
						'temple-offerings'
					) }
				</label>
			) : (
				<p className="temple-offerings__save-guest">
					{ createInterpolateElement(
						__(
							'<a>Log in</a> to save these believers for next time.',
							'temple-offerings'
						),
						// eslint-disable-next-line jsx-a11y/anchor-has-content -- filled by createInterpolateElement.
						{ a: <a href={ settings.loginUrl } /> }
					) }
				</p>
			) }
			{ failedLines ? (
				<div className="temple-offerings__cart-error" role="alert">
					<p>{ cart.message }</p>
					{ failedLines.added.length ? (
						<p>
							{ sprintf(
								/* translators: %s: names of the offerings already in the cart. */
								__( 'Added: %s', 'temple-offerings' ),
								failedLines.added
									.map( ( line ) => line.name )
									.join( '、' )
							) }
						</p>
					) : null }
					<p>
						{ sprintf(
							/* translators: %s: names of the offerings not in the cart yet. */
							__( 'Not added yet: %s', 'temple-offerings' ),
							failedLines.notAdded
								.map( ( line ) => line.name )
								.join( '、' )
						) }
					</p>
				</div>
			) : null }
			<button
				type="button"
				className="temple-offerings__submit"
				onClick={ onSubmit }
				disabled={ busy }
				aria-busy={ busy }
			>
				{ busy
					? __( 'Adding…', 'temple-offerings' )
					: __( 'Add offerings', 'temple-offerings' ) }
			</button>
		</aside>
	);
}

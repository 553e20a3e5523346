/**
 * The right column: per-offering lines, each reading back its people as they
 * will be written, the total, the save-form checkbox and the add button;
 * the restored-draft notice and 清除我的資料 (../my-data). Sticky on large
 * screens (style.scss). Shown only once something is picked, so it is loaded
 * with the forms' chunk (offering-page.tsx), not with the page's first script.
 */

/**
 * External dependencies
 */
import type { Ref } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { createInterpolateElement, memo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formKindOf } from '../../domain/form-kind';
import { formatNumber, formatPrice } from '../../domain/pricing';
import { useSettings } from '../../hooks/use-settings';
import { store } from '../../store';
import type { OrderLine } from '../../store/selectors';
import { ClearMyData, RestoredNotice } from '../my-data/my-data';
import { AddOfferingsButton } from './add-offerings-button';
import { readBackLines } from './read-back';

/**
 * One offering's line and, under it, every person it registers.
 *
 * @param props      Component props.
 * @param props.line The order line.
 */
/**
 * Whether two renders show the same line. getOrderLines() builds new line
 * objects whenever any believer changes, so comparing by value keeps a
 * keystroke in one form from re-rendering (and reading back) every other
 * offering's people.
 *
 * @param before      Previous props.
 * @param before.line Previous line.
 * @param after       Next props.
 * @param after.line  Next line.
 * @return True when nothing shown changed.
 */
function sameLine( before: { line: OrderLine }, after: { line: OrderLine } ) {
	return ( Object.keys( after.line ) as Array< keyof OrderLine > ).every(
		( key ) => before.line[ key ] === after.line[ key ]
	);
}

const SummaryLine = memo( function Line( { line }: { line: OrderLine } ) {
	const { believers, category } = useSelect(
		( select ) => ( {
			believers: select( store ).getBelievers( line.key ),
			category: select( store ).getProductRow( line.key )?.category,
		} ),
		[ line.key ]
	);
	const kind = formKindOf( category ?? [] );
	const people = kind
		? believers.flatMap( ( believer, index ) =>
				readBackLines( kind, believer, index )
			)
		: [];
	return (
		<li>
			{ sprintf(
				/* translators: 1: offering name, 2: number of believers, 3: subtotal with its currency, e.g. NT$1,200. */
				__( '%1$s × %2$s people = %3$s', 'temple-offerings' ),
				line.name,
				formatNumber( line.count, 0 ),
				formatPrice( line.subtotal )
			) }
			{ people.length ? (
				<ul className="temple-offerings__summary-people">
					{ people.map( ( text, index ) => (
						<li key={ index }>{ text }</li>
					) ) }
				</ul>
			) : null }
		</li>
	);
}, sameLine );

export interface OrderSummaryProps {
	onSubmit: () => void;
	/** Its add button (the phone's bar shows while it is out of view). */
	submitRef?: Ref< HTMLButtonElement >;
}

/**
 * @param props           Component props.
 * @param props.onSubmit  Starts the add.
 * @param props.submitRef Its add button.
 */
export function OrderSummary( { onSubmit, submitRef }: OrderSummaryProps ) {
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
			<h2 className="temple-offerings__summary-title">
				{ __( 'Order summary', 'temple-offerings' ) }
			</h2>
			<RestoredNotice />
			<ul className="temple-offerings__summary-lines">
				{ lines.map( ( line ) => (
					<SummaryLine key={ line.key } line={ line } />
				) ) }
			</ul>
			<p className="temple-offerings__summary-total">
				{ sprintf(
					/* translators: %s: order total with its currency, e.g. NT$2,400. */
					__( 'Total: %s', 'temple-offerings' ),
					formatPrice( total )
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
			<AddOfferingsButton
				onSubmit={ onSubmit }
				busy={ busy }
				buttonRef={ submitRef }
			/>
			{ /* Under the button, not above it: a failed add pushes nothing
			under the pointer that pressed it. */ }
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
			<ClearMyData />
		</aside>
	);
}

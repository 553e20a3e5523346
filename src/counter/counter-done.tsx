/**
 * The order made: its number, whether it is paid, and its papers to print
 * at once (each opens in a tab of its own, from the staff's own templates);
 * then the next worshipper.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CounterOrderMade } from '../types/counter';

interface CounterDoneProps {
	made: CounterOrderMade;
	onNext: () => void;
}

/**
 * The order made.
 *
 * @param props        Component props.
 * @param props.made   The route's answer.
 * @param props.onNext Ready for the next worshipper.
 */
export function CounterDone( { made, onNext }: CounterDoneProps ) {
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => heading.current?.focus(), [] );
	const papers: Array< [ string, string ] > = [
		[ made.prints.labels, __( 'Print lamp labels', 'temple-offerings' ) ],
		[ made.prints.slip, __( 'Print the slip', 'temple-offerings' ) ],
		[ made.prints.receipt, __( 'Print the receipt', 'temple-offerings' ) ],
	];
	return (
		<section
			className="temple-counter__done"
			aria-labelledby="temple-counter-done"
		>
			<h2 id="temple-counter-done" ref={ heading } tabIndex={ -1 }>
				{ sprintf(
					/* translators: 1: order number, 2: amount, 3: paid or waiting for the transfer. */
					__(
						'Order #%1$s registered: %2$s, %3$s.',
						'temple-offerings'
					),
					made.number,
					made.total,
					made.paid
						? __( 'paid', 'temple-offerings' )
						: __( 'waiting for payment', 'temple-offerings' )
				) }
			</h2>
			{ made.book.added > 0 && (
				<p>
					{ sprintf(
						/* translators: %d: people added to the family book. */
						_n(
							'%d new person joined the family book.',
							'%d new people joined the family book.',
							made.book.added,
							'temple-offerings'
						),
						made.book.added
					) }
				</p>
			) }
			{ made.book.error && (
				<p className="temple-counter__warning">{ made.book.error }</p>
			) }
			<ul className="temple-counter__papers">
				{ papers
					.filter( ( [ url ] ) => url )
					.map( ( [ url, label ] ) => (
						<li key={ label }>
							<a
								className="button"
								href={ url }
								target="_blank"
								rel="noreferrer"
							>
								{ label }
							</a>
						</li>
					) ) }
			</ul>
			<p>
				<button
					type="button"
					className="button button-primary"
					onClick={ onNext }
				>
					{ __( 'Next worshipper', 'temple-offerings' ) }
				</button>
			</p>
		</section>
	);
}

/**
 * 同去年: for a household that registered last year, one button ticks every
 * person for the offerings they had (sameAsLastYear()), and says which are
 * not offered now or full. It waits for the offerings to be read, since
 * last year's are looked up among them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { joinNames } from '../store/names';
import type { ProductRow } from '../types/product';
import { sameAsLastYear, type CounterState } from './counter-state';

interface SameAsLastYearProps {
	state: CounterState;
	rows: ProductRow[];
	loading: boolean;
	/** Called with the state filled in and what to tell the clerk. */
	onSame: ( state: CounterState, notice: string ) => void;
}

/**
 * The button.
 *
 * @param props         Component props.
 * @param props.state   The screen's state.
 * @param props.rows    The offerings, as last read.
 * @param props.loading Whether the offerings are being read.
 * @param props.onSame  Called with the new state and a notice.
 */
export function SameAsLastYear( {
	state,
	rows,
	loading,
	onSame,
}: SameAsLastYearProps ) {
	return (
		<p>
			<button
				type="button"
				className="button button-secondary temple-counter__same"
				aria-disabled={ loading || undefined }
				onClick={ () => {
					if ( loading ) {
						return;
					}
					const done = sameAsLastYear( state, rows );
					onSame(
						done.state,
						done.missed.length
							? sprintf(
									/* translators: %s: offerings of last year that cannot be registered now. */
									__(
										'Not offered now, or full: %s',
										'temple-offerings'
									),
									joinNames( done.missed )
								)
							: ''
					);
				} }
			>
				{ __( 'Same as last year', 'temple-offerings' ) }
			</button>
		</p>
	);
}

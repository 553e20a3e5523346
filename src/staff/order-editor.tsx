/**
 * Staff's believer form on the order screen, in the Believers box: a form
 * (LineBelieversForm) for each offering line with places nobody is
 * registered for. WooCommerce's order editor adds lines and saves raised
 * quantities without believers; each time it reloads its items, the lines
 * are read again and the form of a line that gained empty places takes the
 * focus. Saving the order while a line is short of believers needs the
 * deliberate tick 「暫不登記信眾，直接儲存訂單」 (posted with the order, for
 * its note); without it the save is stopped and the form says why.
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchOrderLines } from '../api/order-lines';
import { errorMessage, isAbortError } from '../api/errors';
import type { LineBelieversSaved, OrderLineState } from '../types/order-line';
import { itemQuantities, reloadItems, watchItemsReloads } from './items-box';
import { LineBelieversForm } from './line-believers-form';
import { keepOutOfForm } from './outside-form';
import { orderLinesOf, type StaffEntrySettings } from './settings';
import { shortAtSave } from './short-at-save';

/** The order form's field for a deliberate save without every believer. */
export const SAVE_SHORT = 'temple_offerings_save_short';

/**
 * The lines that gained places without a believer since the last reading.
 *
 * @param before The lines before.
 * @param after  The lines now.
 * @return Their item ids.
 */
function grown(
	before: readonly OrderLineState[],
	after: readonly OrderLineState[]
): number[] {
	const missing = new Map(
		before.map( ( line ) => [ line.item_id, line.missing ] )
	);
	return after
		.filter(
			( line ) => line.missing > ( missing.get( line.item_id ) ?? 0 )
		)
		.map( ( line ) => line.item_id );
}

/**
 * The form in the Believers box.
 *
 * @param props          Component props.
 * @param props.settings What the screen was made with.
 */
export function OrderEditor( { settings }: { settings: StaffEntrySettings } ) {
	const { orderId } = settings;
	const root = useRef< HTMLDivElement >( null );
	const checkboxId = useId();
	const [ lines, setLines ] = useState( settings.lines );
	const [ status, setStatus ] = useState( '' );
	const [ blocked, setBlocked ] = useState( '' );
	const [ saveShort, setSaveShort ] = useState( false );
	const [ focus, setFocus ] = useState( { itemId: 0, token: 0 } );
	const current = useRef( { lines, saveShort } );
	current.current = { lines, saveShort };

	const refresh = useCallback(
		async ( signal?: AbortSignal ) => {
			try {
				const next = orderLinesOf(
					await fetchOrderLines( orderId, signal )
				);
				const [ first ] = grown( current.current.lines, next );
				setLines( next );
				if ( first ) {
					setFocus( ( previous ) => ( {
						itemId: first,
						token: previous.token + 1,
					} ) );
				}
			} catch ( error: unknown ) {
				if ( ! isAbortError( error ) ) {
					setStatus(
						errorMessage(
							error,
							__(
								"Could not read the order's lines. Reload the page.",
								'temple-offerings'
							)
						)
					);
				}
			}
		},
		[ orderId ]
	);

	// WooCommerce reloaded its items: a line may have come, or grown.
	useEffect( () => {
		const controller = new AbortController();
		const stop = watchItemsReloads( () => refresh( controller.signal ) );
		return () => {
			stop();
			controller.abort();
		};
	}, [ refresh ] );

	// The believers are saved through REST, never with the order: only the
	// tick is the order form's.
	useEffect( () => {
		if ( ! root.current ) {
			return;
		}
		return keepOutOfForm(
			root.current,
			( control ) =>
				control instanceof HTMLInputElement &&
				control.name === SAVE_SHORT
		);
	}, [] );

	// The order screen's own save: not with a short line, unless ticked.
	useEffect( () => {
		const form = root.current?.closest( 'form' );
		if ( ! form ) {
			return;
		}
		const guard = ( event: Event ) => {
			const short = shortAtSave(
				current.current.lines,
				itemQuantities()
			);
			if ( ! short.length || current.current.saveShort ) {
				return;
			}
			event.preventDefault();
			setBlocked(
				__(
					'Some offering lines have places without a believer. Register their believers above, or tick "Save the order without these believers for now".',
					'temple-offerings'
				)
			);
			root.current
				?.querySelector< HTMLElement >(
					'input:not([type="checkbox"]), select, textarea'
				)
				?.focus();
		};
		// Before WordPress's and WooCommerce's own handlers, which step
		// aside for a save stopped here.
		form.addEventListener( 'submit', guard, true );
		return () => form.removeEventListener( 'submit', guard, true );
	}, [] );

	const saved = useCallback( ( answer: LineBelieversSaved ) => {
		const { line, added } = answer;
		if ( line ) {
			setLines( ( previous ) =>
				previous.map( ( item ) =>
					item.item_id === line.item_id ? line : item
				)
			);
			setStatus(
				sprintf(
					/* translators: 1: how many believers were registered, 2: offering (order line) name. */
					_n(
						'Registered %1$d believer on %2$s.',
						'Registered %1$d believers on %2$s.',
						added,
						'temple-offerings'
					),
					added,
					line.name
				)
			);
		}
		setBlocked( '' );
		// The items show each line's count of believers and its mark.
		reloadItems();
	}, [] );

	const short = lines.filter( ( line ) => line.missing > 0 );
	return (
		<div ref={ root } className="temple-staff-entry">
			<p className="temple-staff-entry__status" role="status">
				{ status }
			</p>
			{ short.map( ( line ) => (
				<LineBelieversForm
					key={ line.item_id }
					orderId={ orderId }
					line={ line }
					onSaved={ saved }
					onChanged={ () => refresh() }
					focusToken={
						focus.itemId === line.item_id ? focus.token : 0
					}
				/>
			) ) }
			{ short.length > 0 && (
				<p className="temple-staff-entry__save-short">
					<input
						type="checkbox"
						id={ checkboxId }
						name={ SAVE_SHORT }
						value="1"
						checked={ saveShort }
						aria-describedby={ `${ checkboxId }-help` }
						onChange={ ( event ) => {
							setSaveShort( event.target.checked );
							setBlocked( '' );
						} }
					/>{ ' ' }
					<label htmlFor={ checkboxId }>
						{ __(
							'Save the order without these believers for now',
							'temple-offerings'
						) }
					</label>
					<span
						id={ `${ checkboxId }-help` }
						className="temple-staff-entry__help"
					>
						{ __(
							'The lines stay marked as incomplete on every list until their believers are registered.',
							'temple-offerings'
						) }
					</span>
				</p>
			) }
			{ blocked && (
				<p className="temple-staff-entry__blocked" role="alert">
					{ blocked }
				</p>
			) }
		</div>
	);
}

/**
 * The phone's bar: while the forms and the summary lie stacked under the
 * cards, a bar fixed to the bottom of the window says what is picked, for
 * how many people and the total, takes the worshipper to the form that
 * needs them next, and holds 加入結緣品. It goes as soon as the summary's
 * own add button comes into view (so the page's end is never covered, and
 * the two buttons are never on screen together), and a wide block, whose
 * summary stays in sight beside the forms, never shows it (style.scss).
 *
 * It lies over the page (position: fixed): it moves nothing on the page
 * when it comes or goes, and the forms' controls keep its height free under
 * them when focus brings them into view (selection-bar.scss).
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './selection-bar.scss';
import { formKindOf } from '../../domain/form-kind';
import { formatNumber, formatPrice } from '../../domain/pricing';
import { store } from '../../store';
import { joinNames } from '../../store/names';
import { sectionBodyId } from '../forms-area/section-id';
import { bringIntoView } from '../offering-page/bring-into-view';
import { AddOfferingsButton } from '../order-summary/add-offerings-button';
import { nextToFill, type FillTarget } from './next-to-fill';
import { useBelowViewport } from './use-below-viewport';

export interface SelectionBarProps {
	/** Adds the picked offerings to the cart (the summary's own action). */
	onSubmit: () => void;
	/** The summary's add button: the bar shows while it is below the window. */
	summarySubmit: RefObject< HTMLButtonElement | null >;
}

/**
 * Shows the target the bar chose, and focuses its first control.
 *
 * @param page   The offering page.
 * @param target Where to go.
 */
function show( page: HTMLElement, target: FillTarget ) {
	if ( 'summary' in target ) {
		const summary = page.querySelector< HTMLElement >(
			'.temple-offerings__summary'
		);
		if ( summary ) {
			bringIntoView(
				summary,
				summary.querySelector< HTMLElement >(
					'.temple-offerings__submit'
				),
				'end'
			);
		}
		return;
	}
	const body = page.ownerDocument.getElementById(
		sectionBodyId( target.rowKey )
	);
	if ( ! body ) {
		return;
	}
	if ( 'add' in target ) {
		const add = body.querySelector< HTMLElement >(
			'.temple-offerings-believers__add'
		);
		bringIntoView( add ?? body, add );
		return;
	}
	const row = body.querySelectorAll< HTMLElement >(
		'.temple-offerings-believers > .temple-offerings-believer'
	)[ target.index ];
	if ( row ) {
		bringIntoView(
			row,
			row.querySelector< HTMLElement >( 'input, select, textarea' ),
			'start'
		);
	} else {
		bringIntoView( body, null, 'start' );
	}
}

/**
 * The bar.
 *
 * @param props               Component props.
 * @param props.onSubmit      Adds the picked offerings.
 * @param props.summarySubmit The summary's add button.
 */
export function SelectionBar( { onSubmit, summarySubmit }: SelectionBarProps ) {
	const bar = useRef< HTMLDivElement >( null );
	const below = useBelowViewport( summarySubmit );
	const registry = useRegistry();
	const { setSectionExpanded } = useDispatch( store );
	const { lines, total, busy } = useSelect(
		( select ) => ( {
			lines: select( store ).getOrderLines(),
			total: select( store ).getOrderTotal(),
			busy: select( store ).getCart().status === 'submitting',
		} ),
		[]
	);
	const people = lines.reduce( ( sum, line ) => sum + line.count, 0 );

	const goToForms = () => {
		const data = registry.select( store );
		const target = nextToFill(
			data.getSelectedRowKeys().map( ( key ) => ( {
				key,
				kind: formKindOf( data.getProductRow( key )?.category ?? [] ),
				believers: data.getBelievers( key ),
			} ) )
		);
		if ( 'rowKey' in target ) {
			setSectionExpanded( target.rowKey, true );
		}
		const page = bar.current?.closest< HTMLElement >( '.temple-offerings' );
		// The section opens (and its forms render) first.
		setTimeout( () => page && show( page, target ), 0 );
	};

	return (
		<div
			ref={ bar }
			className="temple-offerings__bar"
			role="region"
			aria-label={ __( 'Chosen offerings', 'temple-offerings' ) }
			hidden={ ! below }
		>
			<button
				type="button"
				className="temple-offerings__bar-chosen"
				onClick={ goToForms }
			>
				<span className="temple-offerings__bar-go" aria-hidden />
				<span className="screen-reader-text">
					{ __( 'Go to the believer forms:', 'temple-offerings' ) }
				</span>
				<span className="temple-offerings__bar-names">
					{ lines.length
						? joinNames( lines.map( ( line ) => line.name ) )
						: null }
				</span>
				<span className="temple-offerings__bar-total">
					{ sprintf(
						/* translators: 1: number of people registered, 2: order total with its currency, e.g. NT$2,400. */
						__( '%1$s people · Total: %2$s', 'temple-offerings' ),
						formatNumber( people, 0 ),
						formatPrice( total )
					) }
				</span>
			</button>
			<AddOfferingsButton
				onSubmit={ onSubmit }
				busy={ busy }
				className="temple-offerings__bar-submit"
			/>
		</div>
	);
}

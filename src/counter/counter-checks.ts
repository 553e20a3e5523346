/**
 * What stands between the screen and a registration, checked before
 * anything is sent, in the words the server would use: the worshipper's
 * name (and phone, without an account), at least one person per offering
 * chosen, every person's details complete for the offering's form, and the
 * payment (a free one with its reason). The server checks it all again.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toCartBeliever } from '../domain/believer';
import { patternOf } from '../domain/believer-fields';
import { placesRefusal } from '../domain/places';
import { validateBeliever } from '../domain/validation';
import type { Contact } from '../types/counter';
import type { ProductRow } from '../types/product';
import { chosenLines, kindOfRow, type CounterState } from './counter-state';

export interface OrderProblems {
	contact: Partial< Record< keyof Contact, string > >;
	payment?: string;
	reason?: string;
	/** About the offerings: none chosen, one without people, places. */
	lines?: string;
	/** Keys of the people whose details are incomplete. */
	people: string[];
	/** The first thing to fix, for the screen's message; '' when none. */
	first: string;
}

/**
 * The problems of the state, or none.
 *
 * @param state State.
 * @param rows  The offerings now.
 * @return Problems; `first` is '' when there is none.
 */
export function orderProblems(
	state: CounterState,
	rows: readonly ProductRow[]
): OrderProblems {
	const contact: OrderProblems[ 'contact' ] = {};
	if (
		! state.contact.name.trim() ||
		! patternOf( 'name' ).test( state.contact.name )
	) {
		contact.name = __(
			"Please enter the worshipper's name.",
			'temple-offerings'
		);
	}
	const phone = state.contact.phone.trim();
	if ( ! phone && ! state.household?.customer_id ) {
		contact.phone = __(
			"Please enter the worshipper's phone number, so the temple can reach them.",
			'temple-offerings'
		);
	} else if ( phone && ! patternOf( 'mobile' ).test( phone ) ) {
		contact.phone = __(
			'Please enter a valid phone number.',
			'temple-offerings'
		);
	}
	const lines = chosenLines( state, rows );
	let linesProblem: string | undefined;
	if ( ! lines.length ) {
		linesProblem = __(
			'Please choose at least one offering and tick who it is for.',
			'temple-offerings'
		);
	} else if ( lines.some( ( line ) => ! line.people.length ) ) {
		linesProblem = __(
			'Please tick at least one person for each offering chosen.',
			'temple-offerings'
		);
	} else {
		linesProblem =
			lines
				.map( ( { row, people } ) =>
					placesRefusal( row, people.length )
				)
				.find( Boolean ) ?? undefined;
	}
	const people = lines.flatMap( ( { row, people: ticked } ) =>
		ticked
			.filter(
				( person, index ) =>
					validateBeliever(
						kindOfRow( row ),
						toCartBeliever( person.believer ),
						index
					).length > 0
			)
			.map( ( person ) => person.key )
	);
	const payment = state.payment
		? undefined
		: __( 'Please choose how the offerings are paid.', 'temple-offerings' );
	const reason =
		state.payment === 'free' && ! state.reason.trim()
			? __(
					'Please give the reason these offerings are free.',
					'temple-offerings'
				)
			: undefined;
	const first =
		contact.name ??
		contact.phone ??
		linesProblem ??
		( people.length
			? __( 'Please correct the marked fields.', 'temple-offerings' )
			: undefined ) ??
		payment ??
		reason ??
		'';
	return {
		contact,
		payment,
		reason,
		lines: linesProblem,
		people: [ ...new Set( people ) ],
		first,
	};
}

/**
 * The counter screen's state, pure: who registers (a household found or a
 * new one), its people, the offerings chosen with the people ticked for
 * each, and the payment; the request it becomes. A person is one believer,
 * kept once however many offerings they are ticked for, so a fix to their
 * address holds for all of them.
 */

/**
 * Internal dependencies
 */
import {
	createBelieverId,
	emptyBeliever,
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../domain/believer';
import { showsField } from '../domain/believer-fields';
import { formKindOf, type FormKind } from '../domain/form-kind';
import { sameForm } from '../domain/same-form';
import type {
	Contact,
	CounterChannel,
	CounterOrderRequest,
	CounterPaymentWay,
	Household,
	LastYearOffering,
} from '../types/counter';
import type { ProductRow } from '../types/product';

/** One person of the household, as the screen keeps them. */
export interface Person {
	/** Stable on the screen; the believer row's id. */
	key: string;
	/** Family book id, 0 when not in the book. */
	saved_id: number;
	kind: FormKind;
	believer: BelieverFormItem;
	last_year: LastYearOffering[];
	/** Typed at the counter: not in the book nor last year's. */
	fresh: boolean;
}

export interface CounterState {
	channel: CounterChannel;
	/** The household picked from a search; null for a new one or none yet. */
	household: Household | null;
	/** Whether a household was picked or a new one started. */
	started: boolean;
	contact: Contact;
	people: Person[];
	/** The offerings chosen (row keys), in the order they were chosen. */
	offerings: string[];
	/** Row key → the keys of the people ticked for it, in order. */
	ticked: Record< string, string[] >;
	payment: CounterPaymentWay | '';
	reason: string;
	note: string;
}

export const EMPTY_CONTACT: Contact = {
	name: '',
	phone: '',
	email: '',
	address_1: '',
	city: '',
	state: '',
	postcode: '',
};

/**
 * The screen before anyone is served.
 *
 * @param channel Where the worshipper is (kept from the last one served).
 * @return State.
 */
export function initialState(
	channel: CounterChannel = 'counter'
): CounterState {
	return {
		channel,
		household: null,
		started: false,
		contact: EMPTY_CONTACT,
		people: [],
		offerings: [],
		ticked: {},
		payment: '',
		reason: '',
		note: '',
	};
}

/**
 * The form kind of a row (its categories'), light when none names one.
 *
 * @param row Product row.
 * @return Kind.
 */
export function kindOfRow( row: ProductRow ): FormKind {
	return formKindOf( row.category ) ?? 'light';
}

/**
 * Whether a person can be ticked for a row as they are.
 *
 * @param person The person.
 * @param row    The offering.
 * @return True when their form holds the row's fields.
 */
export function fits( person: Person, row: ProductRow ): boolean {
	return sameForm( person.kind, kindOfRow( row ) );
}

/**
 * The household picked: its contact and its people.
 *
 * @param state     State.
 * @param household The household.
 * @return State.
 */
export function pickHousehold(
	state: CounterState,
	household: Household
): CounterState {
	return {
		...initialState( state.channel ),
		household,
		started: true,
		contact: { ...EMPTY_CONTACT, ...household.contact },
		people: household.people.map( ( person ) => {
			const key = createBelieverId();
			return {
				key,
				saved_id: person.saved_id,
				kind: person.kind,
				// Stored details over an empty believer: an older one may
				// lack a field the table has since gained.
				believer: {
					...fromCartBeliever( {
						...toCartBeliever( emptyBeliever( person.kind, key ) ),
						...person.data,
					} as CartBeliever ),
					id: key,
				},
				last_year: person.last_year,
				fresh: false,
			};
		} ),
	};
}

/**
 * A new household: what the search typed becomes its phone or name.
 *
 * @param state  State.
 * @param search What was searched.
 * @return State.
 */
export function startNew( state: CounterState, search: string ): CounterState {
	const typed = search.trim();
	const phone = /^[\d\s()+\-.]+$/.test( typed ) ? typed : '';
	return {
		...initialState( state.channel ),
		started: true,
		contact: { ...EMPTY_CONTACT, phone, name: phone ? '' : typed },
	};
}

/**
 * A person typed at the counter for a row, ticked for it: the worshipper
 * themselves (their name and address) when nobody of the household fits the
 * row yet, else someone new of the family (the address only); a departed's
 * tablet address is the household's too. The read-back shows what was
 * filled in.
 *
 * @param state State.
 * @param row   The offering.
 * @return State.
 */
export function addPerson(
	state: CounterState,
	row: ProductRow
): CounterState {
	const kind = kindOfRow( row );
	const key = createBelieverId();
	const first = ! state.people.some( ( person ) => fits( person, row ) );
	const person: Person = {
		key,
		saved_id: 0,
		kind,
		believer: {
			...emptyBeliever( kind, key, row.category ),
			name: first ? state.contact.name : '',
			address: state.contact.address_1,
			// A tablet (普渡's) stands at the household's address unless told otherwise.
			deceased_address: showsField( kind, 'deceased_address' )
				? state.contact.address_1
				: '',
		},
		last_year: [],
		fresh: true,
	};
	return {
		...state,
		people: [ ...state.people, person ],
		ticked: {
			...state.ticked,
			[ row.key ]: [ ...( state.ticked[ row.key ] ?? [] ), key ],
		},
	};
}

/**
 * An offering chosen or put back. One chosen for a household nobody of
 * which fits it gets a person to type at once.
 *
 * @param state State.
 * @param row   The offering.
 * @return State.
 */
export function toggleOffering(
	state: CounterState,
	row: ProductRow
): CounterState {
	if ( state.offerings.includes( row.key ) ) {
		const ticked = { ...state.ticked };
		delete ticked[ row.key ];
		return {
			...state,
			offerings: state.offerings.filter( ( key ) => key !== row.key ),
			ticked,
		};
	}
	const chosen = {
		...state,
		offerings: [ ...state.offerings, row.key ],
		ticked: { ...state.ticked, [ row.key ]: [] },
	};
	return state.people.some( ( person ) => fits( person, row ) )
		? chosen
		: addPerson( chosen, row );
}

/**
 * A person ticked for a row, or unticked.
 *
 * @param state     State.
 * @param rowKey    The offering.
 * @param personKey The person.
 * @return State.
 */
export function togglePerson(
	state: CounterState,
	rowKey: string,
	personKey: string
): CounterState {
	const now = state.ticked[ rowKey ] ?? [];
	const next = now.includes( personKey )
		? now.filter( ( key ) => key !== personKey )
		: [ ...now, personKey ];
	const offerings = state.offerings.includes( rowKey )
		? state.offerings
		: [ ...state.offerings, rowKey ];
	return {
		...state,
		offerings,
		ticked: { ...state.ticked, [ rowKey ]: next },
	};
}

/**
 * A person's details changed.
 *
 * @param state     State.
 * @param personKey The person.
 * @param patch     Changed fields.
 * @return State.
 */
export function editPerson(
	state: CounterState,
	personKey: string,
	patch: Partial< BelieverFormItem >
): CounterState {
	return {
		...state,
		people: state.people.map( ( person ) =>
			person.key === personKey
				? { ...person, believer: { ...person.believer, ...patch } }
				: person
		),
	};
}

/**
 * "Same as last year": every person ticked for each offering they had last
 * year that is still offered with places, chosen in one step. What is no
 * longer offered, or full, is named in `missed`.
 *
 * @param state State.
 * @param rows  The offerings now.
 * @return The new state and the offerings that could not be chosen.
 */
export function sameAsLastYear(
	state: CounterState,
	rows: readonly ProductRow[]
): { state: CounterState; missed: string[] } {
	let next = state;
	const missed: string[] = [];
	for ( const person of state.people ) {
		for ( const had of person.last_year ) {
			const row = rows.find(
				( item ) =>
					item.product_id === had.product_id &&
					item.variation_id === had.variation_id
			);
			if ( ! row || row.sold_out || ! fits( person, row ) ) {
				if ( ! missed.includes( had.name ) ) {
					missed.push( had.name );
				}
				continue;
			}
			if ( ! ( next.ticked[ row.key ] ?? [] ).includes( person.key ) ) {
				next = togglePerson( next, row.key, person.key );
			}
		}
	}
	return { state: next, missed };
}

/**
 * The chosen offerings with their ticked people, in the order chosen;
 * offerings no longer listed are left out.
 *
 * @param state State.
 * @param rows  The offerings now.
 * @return Each row with its people.
 */
export function chosenLines(
	state: CounterState,
	rows: readonly ProductRow[]
): Array< { row: ProductRow; people: Person[] } > {
	return state.offerings.flatMap( ( key ) => {
		const row = rows.find( ( item ) => item.key === key );
		if ( ! row ) {
			return [];
		}
		const people = ( state.ticked[ key ] ?? [] ).flatMap(
			( personKey ) =>
				state.people.find( ( person ) => person.key === personKey ) ??
				[]
		);
		return [ { row, people } ];
	} );
}

/**
 * The request the state becomes.
 *
 * @param state State.
 * @param rows  The offerings now.
 * @return What `POST counter/orders` takes.
 */
export function orderRequest(
	state: CounterState,
	rows: readonly ProductRow[]
): CounterOrderRequest {
	return {
		channel: state.channel,
		payment: state.payment || 'cash',
		reason: state.payment === 'free' ? state.reason : '',
		note: state.note,
		customer: state.household?.customer_id
			? { id: state.household.customer_id, token: state.household.token }
			: null,
		contact: state.contact,
		lines: chosenLines( state, rows )
			.filter( ( line ) => line.people.length > 0 )
			.map( ( { row, people } ) => ( {
				product_id: row.product_id,
				variation_id: row.variation_id,
				believers: people.map( ( person ) => ( {
					...toCartBeliever( person.believer ),
					product_category: [ ...row.category ],
					...( person.saved_id ? { saved_id: person.saved_id } : {} ),
				} ) ),
			} ) ),
	};
}

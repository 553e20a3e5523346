/**
 * The counter's routes on the wire (docs/rest-contract.md:
 * `temple-offerings/v1/counter/…`, php/Counter/CounterController.php).
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from '../domain/believer';
import type { FormKind } from '../domain/form-kind';

/** How to reach a household, as its account or newest order has it. */
export interface Contact {
	name: string;
	phone: string;
	email: string;
	address_1: string;
	city: string;
	state: string;
	postcode: string;
}

/** An offering a person had last year. */
export interface LastYearOffering {
	product_id: number;
	variation_id: number;
	name: string;
}

/** One of a household's people: from the family book, or from last year's orders. */
export interface HouseholdPerson {
	/** Family book id, 0 when not in the book. */
	saved_id: number;
	kind: FormKind;
	data: CartBeliever;
	last_year: LastYearOffering[];
}

/** A household the search found. */
export interface Household {
	key: string;
	/** The account, 0 for guests. */
	customer_id: number;
	/** What an order for the account must carry; '' for guests. */
	token: string;
	contact: Contact;
	people: HouseholdPerson[];
	/** Last year's paid orders read. */
	last_year: number;
}

export type CounterChannel = 'counter' | 'phone';

export type CounterPaymentWay = 'cash' | 'card' | 'transfer' | 'free';

/** What `POST counter/orders` takes. */
export interface CounterOrderRequest {
	channel: CounterChannel;
	payment: CounterPaymentWay;
	reason: string;
	note: string;
	customer: { id: number; token: string } | null;
	contact: Contact;
	lines: Array< {
		product_id: number;
		variation_id: number;
		believers: Array< CartBeliever & { saved_id?: number } >;
	} >;
}

/** What `POST counter/orders` answers. */
export interface CounterOrderMade {
	order_id: number;
	number: string;
	status: string;
	status_label: string;
	paid: boolean;
	total: string;
	payment: CounterPaymentWay;
	channel: CounterChannel;
	book: { added: number; error: string };
	prints: { labels: string; slip: string; receipt: string };
}

/** One staff member's orders of one way of payment, on one day. */
export interface CounterSummaryRow {
	staff_id: number;
	staff: string;
	payment: CounterPaymentWay;
	label: string;
	count: number;
	amount: number;
}

/** What `GET counter/summary` answers: a day at the counter. */
export interface CounterDaySummary {
	/** The day, YYYY-MM-DD in the site's time zone. */
	date: string;
	rows: CounterSummaryRow[];
	staff: Array< {
		staff_id: number;
		staff: string;
		count: number;
		amount: number;
	} >;
	payments: Array< {
		payment: CounterPaymentWay;
		label: string;
		count: number;
		amount: number;
	} >;
	count: number;
	amount: number;
}

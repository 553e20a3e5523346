/**
 * An order's offering line as staff's believer form reads it:
 * `GET temple-offerings/v1/orders/<id>/lines` and the answer of a save
 * (php/StaffEntry/LineEntry.php, docs/rest-contract.md).
 */

/**
 * Internal dependencies
 */
import type { FormKind } from '../domain/form-kind';

export interface OrderLineState {
	item_id: number;
	/** The line's name on the order (plain text). */
	name: string;
	/** Its product's form kind: the form and the server's check follow it. */
	kind: FormKind;
	/** The line's quantity. */
	quantity: number;
	/** Places refunds took. */
	refunded_places: number;
	/** Places still sold: the quantity less the refunded places. */
	places: number;
	/** Believers registered, refunded ones left out. */
	believers: number;
	/** Believers the line stores, refunded ones included: a save sends it back. */
	stored: number;
	/** Places without a believer. */
	missing: number;
	/** Believers beyond the places. */
	extra: number;
}

/** What a save answers: the line as it is now, and how many were added. */
export interface LineBelieversSaved {
	line: OrderLineState | null;
	added: number;
}

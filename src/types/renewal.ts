/**
 * A past order to register again, as `GET temple-offerings/v1/orders/<id>/renewal`
 * answers (php/Rest/RenewalController.php, docs/rest-contract.md).
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from '../domain/believer';

/** One offering line the shop still sells, with its believers. */
export interface RenewalLine {
	product_id: number;
	/** 0 unless the line is a variation. */
	variation_id: number;
	/** The product's name now. */
	name: string;
	/** The form kind the believers were registered under. */
	kind: string;
	believers: CartBeliever[];
}

export interface Renewal {
	order_id: number;
	lines: RenewalLine[];
	/** Lines whose offering is no longer sold, by their name on the order. */
	skipped: { name: string }[];
}

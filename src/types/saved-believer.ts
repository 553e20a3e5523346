/**
 * A saved believer (常用名單) as `temple-offerings/v1/believers` answers.
 */

/**
 * Internal dependencies
 */
import type { CartBeliever } from '../domain/believer';

export interface SavedBeliever {
	id: number;
	/** The categories of the product it was saved from. */
	product_category: string[];
	data: CartBeliever;
	/** ISO date. */
	modified: string;
}

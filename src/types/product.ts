/**
 * Products as the REST route `temple-offerings/v1/visible-products` sends them
 * (docs/rest-contract.md; php/Rest/ProductSchema.php is the server's schema of
 * a row), and the rows the page shows: one per simple product, one per
 * variation of a variable product.
 */

/**
 * Internal dependencies
 */
import type { Registration } from '../domain/opening';

export type ProductType =
	'simple' | 'variable' | 'subscription' | 'variable-subscription';

/** One attribute of a variation, as a human label (方案: 基本). */
export interface VariationAttribute {
	name: string;
	value: string;
}

/**
 * Places (WooCommerce stock, one unit a believer) on a product or variation.
 */
export interface Seats {
	/** Places left; null when the product does not count them. */
	stock: number | null;
	/** At or under WooCommerce's low-stock threshold: the card says 剩 N 位. */
	low_stock: boolean;
	/** None left: the card says 額滿 and cannot be selected. */
	sold_out: boolean;
	/**
	 * Some of the places are still kept for the temple's counter: `stock` is
	 * what the page may register, and a refusal says the rest is the counter's.
	 */
	kept_for_counter?: boolean;
}

/**
 * The registration cutoff of an offering, as the card shows it: the
 * server's words (登記截止 12月31日 while open, 已截止登記 after it, when
 * the row also comes sold out), '' when there is none.
 */
export interface Cutoff {
	cutoff_label: string;
}

/**
 * An offering's registration window on the wire: its moments (ISO 8601 with
 * the site's offset, '' for none), where it stood when the server answered,
 * and the card's words before it opens (11月30日 10:00 開放登記).
 */
export interface WindowOnWire {
	opens_at: string;
	closes_at: string;
	registration: Registration;
	opens_label: string;
}

/** The same window on a row: the moments in milliseconds, null for none. */
export interface RowWindow {
	opens_at: number | null;
	closes_at: number | null;
	/** Where it stood when the server answered: the card's first render. */
	registration: Registration;
	opens_label: string;
}

/** One purchasable variation of a variable product. */
export interface ProductVariation extends Partial< Seats > {
	variation_id: number;
	price: string;
	regular_price: string;
	sale_price: string;
	attributes: VariationAttribute[];
	image: string;
	/** The image's size in pixels; 0 (or absent, from an older answer) when unknown. */
	image_width?: number;
	image_height?: number;
	variation_description: string;
}

/** A product on the wire. */
export interface Product
	extends Partial< Seats >, Partial< Cutoff >, Partial< WindowOnWire > {
	id: number;
	name: string;
	slug: string;
	type: ProductType;
	/** product_cat slugs. */
	category: string[];
	/** Image URL, or '' when the product has none. */
	image: string;
	/** The image's size in pixels; 0 (or absent, from an older answer) when unknown. */
	image_width?: number;
	image_height?: number;
	short_description: string;
	price: string;
	regular_price: string;
	/** '' when not on sale. */
	sale_price: string;
	/** [] for non-variable products. */
	available_variations: ProductVariation[];
	/**
	 * The year the offering is for (its season), against which its form
	 * reckons 犯太歲: the server decides it (its own, its categories', the
	 * site's or the current lunar year).
	 */
	tai_sui_year?: number;
}

/**
 * One card on the page: a simple product, or one variation of a variable one.
 * Selection and believers are kept in the store by `key`, not on the row.
 */
export interface ProductRow
	extends Seats, Partial< Cutoff >, Partial< RowWindow > {
	/** `${ product_id }:${ variation_id }`. */
	key: string;
	product_id: number;
	/** 0 unless the row is a variation. */
	variation_id: number;
	/** 'parent - value, value' for a variation, else the product name. */
	name: string;
	slug: string;
	type: ProductType;
	category: string[];
	/** The row's image: the variation's own, else the product's, else ''. */
	image: string;
	/** That image's size in pixels, 0 when unknown: the card's width and height. */
	image_width: number;
	image_height: number;
	short_description: string;
	price: string;
	regular_price: string;
	sale_price: string;
	/** The variation's attributes; [] for other products. */
	variation_attributes: VariationAttribute[];
	/** The variation's own image, '' when it has none (or is no variation). */
	variation_image: string;
	/** Its product's season (Product's `tai_sui_year`); absent when the answer had none. */
	tai_sui_year?: number;
}

/** A product category (WooCommerce's `wp/v2/product_cat`). */
export interface ProductCategory {
	id: number;
	name: string;
	slug: string;
}

/**
 * The key rows are stored under.
 *
 * @param productId   Product id.
 * @param variationId Variation id, 0 for none.
 * @return E.g. '12:0' or '30:31'.
 */
export function rowKey( productId: number, variationId: number ): string {
	return `${ productId }:${ variationId }`;
}

/**
 * Places (WooCommerce stock, one unit a believer): what a card says, and the
 * check in front of the cart run. The server makes the same check with the
 * same sentences (php/Cart/PlacesCheck.php) and decides; this one only saves
 * a worshipper a refused post when the page already knows the answer.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * What these rules read of a product row (src/types/product.ts's ProductRow
 * has it all): its name and its places.
 */
interface PlacesOf {
	name: string;
	/** Places left; null when the product does not count them. */
	stock: number | null;
	low_stock: boolean;
	sold_out: boolean;
	/** Places are still kept for the temple's counter (php/Opening/ChannelQuota.php). */
	kept_for_counter?: boolean;
}

/**
 * What a card says about its places: 額滿 when none is left, 剩 N 位 when few
 * are, else nothing.
 *
 * @param row Product row.
 * @return The text, or '' when the card says nothing.
 */
export function placesLabel( row: PlacesOf ): string {
	if ( row.sold_out ) {
		return __( 'Fully booked', 'temple-offerings' );
	}
	if ( row.low_stock && row.stock !== null ) {
		return sprintf(
			/* translators: %d: places left. */
			__( 'Places left: %d', 'temple-offerings' ),
			row.stock
		);
	}
	return '';
}

/**
 * The refusal for adding `count` believers to a row, or null when they fit
 * (or the page does not know the count).
 *
 * @param row   Product row.
 * @param count Believers about to be added.
 * @return The message, as the server words it.
 */
export function placesRefusal( row: PlacesOf, count: number ): string | null {
	const left = row.sold_out ? 0 : row.stock;
	if ( left === null || count <= left ) {
		return null;
	}
	if ( row.kept_for_counter ) {
		return keptRefusal( row.name, left );
	}
	if ( left <= 0 ) {
		return sprintf(
			/* translators: %s: offering name. */
			__( '"%s" is fully booked.', 'temple-offerings' ),
			row.name
		);
	}
	return sprintf(
		/* translators: 1: offering name, 2: places left. */
		__(
			'Only %2$d places are left for "%1$s". Please register fewer believers.',
			'temple-offerings'
		),
		row.name,
		left
	);
}

/**
 * The refusal when the page's places do not cover an add while the rest is
 * kept for the temple's counter, as the server words it.
 *
 * @param name Offering name.
 * @param left Places the page may still register.
 * @return The message.
 */
function keptRefusal( name: string, left: number ): string {
	if ( left <= 0 ) {
		return sprintf(
			/* translators: %s: offering name. */
			__(
				'"%s" is fully booked online: the places left are kept for registration at the temple\'s counter.',
				'temple-offerings'
			),
			name
		);
	}
	return sprintf(
		/* translators: 1: offering name, 2: places left online. */
		__(
			'Only %2$d places are left online for "%1$s": the other places are kept for registration at the temple\'s counter. Please register fewer believers.',
			'temple-offerings'
		),
		name,
		left
	);
}

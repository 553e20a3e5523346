/**
 * One offering card: 16:9 image, name and price; a variation's compact card
 * only its own name and price. Presentational (props only)
 * so the editor preview shows the very same card.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { countdownText, type Registration } from '../../domain/opening';
import { isSubscriptionType } from '../../domain/payload';
import { placesLabel } from '../../domain/places';
import { priceLabel } from '../../domain/pricing';
import type { ProductRow } from '../../types/product';

export interface ProductCardProps {
	row: ProductRow;
	selected: boolean;
	/** Shown when the row has no image. */
	placeholderImage: string;
	/** Variations: no image, only the part of the name after ' - '. */
	compact?: boolean;
	/** Toggles the selection; without it the card is not interactive. */
	onToggle?: () => void;
	/**
	 * Where the registration window stands now (useRegistration()); without
	 * it, where the server said it stood (the editor preview, tests).
	 */
	registration?: Registration;
	/** Milliseconds to the opening, for the countdown; null or absent: none shown yet. */
	opensIn?: number | null;
	/**
	 * The card's place in its grid: the first row's images load at once, the
	 * first card's before anything else. The server writes the same
	 * (php/Block/OfferingsMarkup.php), and the page takes its cards over.
	 */
	index?: number;
}

/** Cards in the grid's widest row (4 a row): their images are the page's first paint. */
const FIRST_ROW = 4;

/**
 * The first card's image is the page's largest paint: only it is fetched
 * before anything else; the rest of the first row after the page's styles
 * and scripts (php/Block/OfferingsMarkup.php says why).
 */
const HIGH_PRIORITY = 1;

/**
 * How a card's image loads.
 *
 * @param index The card's place in its grid.
 * @return `<img>` attributes.
 */
export function imageLoading( index: number ): Record< string, string > {
	return {
		loading: index < FIRST_ROW ? 'eager' : 'lazy',
		// React 18 knows no fetchPriority prop: written as the attribute.
		...( index < FIRST_ROW
			? { fetchpriority: index < HIGH_PRIORITY ? 'high' : 'low' }
			: {} ),
	};
}

const SEPARATOR = ' - ';

/**
 * The name a card shows.
 *
 * @param name    Row name, 'parent - variant' for a variation.
 * @param compact Whether to show only the variant part.
 * @return Display name.
 */
export function cardName( name: string, compact: boolean ): string {
	const at = name.indexOf( SEPARATOR );
	return compact && at >= 0 ? name.slice( at + SEPARATOR.length ) : name;
}

/**
 * Whether a row is on sale: a sale price below a different regular price.
 *
 * @param row Product row.
 * @return True when on sale.
 */
function isOnSale( row: ProductRow ): boolean {
	return (
		row.sale_price !== '' &&
		row.regular_price !== '' &&
		row.sale_price !== row.regular_price
	);
}

/**
 * A product card.
 *
 * @param props                  Component props.
 * @param props.row              The product row.
 * @param props.selected         Whether it is selected.
 * @param props.placeholderImage Fallback image URL.
 * @param props.compact          Compact variant for variations.
 * @param props.onToggle         Selection toggle.
 * @param props.registration     Where the window stands now.
 * @param props.opensIn          Milliseconds to the opening.
 * @param props.index            Its place in the grid.
 */
export function ProductCard( {
	row,
	selected,
	placeholderImage,
	compact = false,
	onToggle,
	registration = row.registration ?? 'open',
	opensIn = null,
	index = FIRST_ROW,
}: ProductCardProps ) {
	const subscription = isSubscriptionType( row.type );
	const sale = isOnSale( row );
	const image = row.image || placeholderImage;
	const before = registration === 'before';
	// Closed while the page was open: as the server answers a closed offering.
	const closing = registration === 'closed' && ! row.sold_out;
	const soldOut = row.sold_out || closing;
	// Before its opening a card says when; a closed offering comes sold out
	// with 已截止登記 as its label, which goes first; otherwise places left,
	// else the cutoff day.
	const places =
		( before && row.opens_label ) ||
		( closing && __( 'Registration closed', 'temple-offerings' ) ) ||
		( row.sold_out && row.cutoff_label ) ||
		placesLabel( row ) ||
		row.cutoff_label;
	const content = (
		<>
			{ compact ? null : (
				<span className="temple-offerings__card-media">
					{ image ? (
						<img
							src={ image }
							alt=""
							width={
								row.image && row.image_width
									? row.image_width
									: undefined
							}
							height={
								row.image && row.image_height
									? row.image_height
									: undefined
							}
							{ ...imageLoading( index ) }
							decoding="async"
						/>
					) : null }
				</span>
			) }
			{ selected ? (
				<span className="temple-offerings__card-check" aria-hidden>
					✓
				</span>
			) : null }
			<span className="temple-offerings__card-body">
				<span className="temple-offerings__card-name">
					{ cardName( row.name, compact ) }
				</span>
				<span className="temple-offerings__card-price">
					{ sale ? (
						<>
							<del>
								<span className="screen-reader-text">
									{ __(
										'Original price:',
										'temple-offerings'
									) }
								</span>
								{ priceLabel(
									row.regular_price,
									subscription
								) }
							</del>{ ' ' }
							<ins>
								<span className="screen-reader-text">
									{ __( 'Sale price:', 'temple-offerings' ) }
								</span>
								{ priceLabel( row.sale_price, subscription ) }
							</ins>
						</>
					) : (
						priceLabel( row.price, subscription )
					) }
				</span>
				{ places ? (
					<span className="temple-offerings__card-places">
						{ places }
					</span>
				) : null }
				{ before ? (
					// Its room is kept from the first paint, so the seconds move nothing;
					// read to no one each second (the label says when).
					<span
						className="temple-offerings__card-countdown"
						aria-hidden="true"
					>
						{ opensIn === null ? null : countdownText( opensIn ) }
					</span>
				) : null }
			</span>
		</>
	);
	const className =
		'temple-offerings__card' +
		( selected ? ' is-selected' : '' ) +
		( compact ? ' is-compact' : '' ) +
		( soldOut ? ' is-sold-out' : '' ) +
		( ! soldOut && row.low_stock ? ' is-low-stock' : '' ) +
		( before ? ' is-before-opening' : '' );

	if ( ! onToggle ) {
		return <div className={ className }>{ content }</div>;
	}
	// A full (or closed) card cannot be picked; one picked before it filled (a
	// restored draft) can still be put back, or the add could never go through.
	// Before its opening it cannot be picked either, yet stays in the tab
	// order, so a keyboard can wait on it and pick it at the second it opens.
	const waiting = before && ! selected;
	const locked = ! waiting && soldOut && ! selected;
	return (
		<button
			type="button"
			className={ className }
			aria-pressed={ selected }
			aria-disabled={ waiting ? true : undefined }
			disabled={ locked }
			onClick={ locked || waiting ? undefined : onToggle }
		>
			{ content }
		</button>
	);
}

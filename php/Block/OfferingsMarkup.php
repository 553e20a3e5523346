<?php
/**
 * The offering page's first paint, written by the server.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

use TempleOfferings\Domain\PriceFormat;

/**
 * Writes the tabs, the hint and the active tab's cards as the page's script
 * renders them (src/components/offering-page/offering-page.tsx, category-tabs,
 * product-grid and product-card), element for element and with no whitespace
 * between elements, so the offerings show before any script has loaded (and
 * with JavaScript off), and the script hydrates this markup instead of
 * drawing it again: nothing moves when it takes over.
 *
 * It reads the very data the script gets: the visible-products answer the
 * block preloads and the tabs' categories its settings carry, so both draw
 * the same page.
 * Any difference (a second page of products, a tab changed by the address)
 * only makes the script redraw, never shows something else.
 */
final class OfferingsMarkup {

	/** The grid's widest row (4 cards): their images load at once, the rest when scrolled to. */
	private const FIRST_ROW = 4;

	/**
	 * The first card's image is the page's largest paint on a phone and on a
	 * desktop: only it is fetched before anything else. The rest of the first
	 * row is fetched at low priority, after the theme's render-blocking
	 * styles and scripts: on a slow network the browser otherwise fetches
	 * them alongside (it raises the first few large images of a page), and
	 * they hold up the page's first paint.
	 */
	private const HIGH_PRIORITY = 1;

	private const SEPARATOR = ' - ';

	/** The shop's price format, as the page's script writes prices. */
	private PriceFormat $prices;

	/**
	 * @param array<string, mixed> $settings The settings the page gets (OfferingsBlock::settings()).
	 */
	public function __construct( private array $settings ) {
		$this->prices = new PriceFormat( (array) $settings['priceFormat'] );
	}

	/**
	 * @param array<int, array<string, mixed>> $products   The visible-products answer's rows.
	 * @param array<int, array<string, mixed>> $categories The settings' categories (id, name, slug).
	 * @param string                           $requested  The tab the address asks for (`?category=`).
	 */
	public function page( array $products, array $categories, string $requested ): string {
		$tabs   = $this->tabs( $categories );
		$slugs  = array_keys( $tabs );
		$active = self::initial_category( $slugs, (string) $this->settings['defaultCategory'], $requested );
		$rows   = array_values(
			array_filter(
				self::rows( $products ),
				static fn( array $row ): bool => '' === $active || in_array( $active, $row['category'], true )
			)
		);

		return '<div class="temple-offerings">'
			. $this->tablist( $tabs, $active )
			. '<p class="temple-offerings__hint">' . self::text( __( 'Pick the offerings or types you want, then fill in the form below.', 'temple-offerings' ) ) . '</p>'
			. $this->grid( $rows, $active )
			. '</div>';
	}

	/**
	 * The tab a visit starts on, as initialCategory() in offering-page.tsx:
	 * the address's, else the block's default, else the first.
	 *
	 * @param string[] $slugs     Tab slugs in order.
	 * @param string   $default   The block's default tab.
	 * @param string   $requested `?category=`.
	 */
	public static function initial_category( array $slugs, string $default, string $requested ): string {
		if ( in_array( $requested, $slugs, true ) ) {
			return $requested;
		}
		if ( in_array( $default, $slugs, true ) ) {
			return $default;
		}
		return $slugs[0] ?? '';
	}

	/**
	 * The cards' rows, as normalizeProducts() in src/api/normalize-products.ts
	 * makes them: a simple product is one card, a variable product one card a
	 * variation, named 'product - values'.
	 *
	 * @param array<int, array<string, mixed>> $products REST rows.
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows( array $products ): array {
		$rows = array();
		foreach ( $products as $product ) {
			$base = array(
				'name'          => self::string( $product['name'] ?? '' ),
				'type'          => self::string( $product['type'] ?? '' ),
				'category'      => array_map( 'strval', (array) ( $product['category'] ?? array() ) ),
				'image'         => self::string( $product['image'] ?? '' ),
				'image_width'   => (int) ( $product['image_width'] ?? 0 ),
				'image_height'  => (int) ( $product['image_height'] ?? 0 ),
				'price'         => self::string( $product['price'] ?? '' ),
				'regular_price' => self::string( $product['regular_price'] ?? '' ),
				'sale_price'    => self::string( $product['sale_price'] ?? '' ),
				'cutoff_label'  => self::string( $product['cutoff_label'] ?? '' ),
				'before'        => 'before' === ( $product['registration'] ?? '' ),
				'opens_label'   => self::string( $product['opens_label'] ?? '' ),
				'variation'     => false,
			);
			if ( ! in_array( $base['type'], array( 'variable', 'variable-subscription' ), true ) ) {
				$rows[] = $base + self::seats( $product );
				continue;
			}
			foreach ( (array) ( $product['available_variations'] ?? array() ) as $variation ) {
				$values = implode(
					', ',
					array_filter(
						array_map( static fn( $attribute ): string => self::string( $attribute['value'] ?? '' ), (array) ( $variation['attributes'] ?? array() ) ),
						static fn( string $value ): bool => '' !== $value
					)
				);
				$image  = self::string( $variation['image'] ?? '' );
				$rows[] = array(
					'name'          => '' !== $values ? $base['name'] . self::SEPARATOR . $values : $base['name'],
					'image'         => '' !== $image ? $image : $base['image'],
					'image_width'   => '' !== $image ? (int) ( $variation['image_width'] ?? 0 ) : $base['image_width'],
					'image_height'  => '' !== $image ? (int) ( $variation['image_height'] ?? 0 ) : $base['image_height'],
					'price'         => self::string( $variation['price'] ?? '' ),
					'regular_price' => self::string( $variation['regular_price'] ?? '' ),
					'sale_price'    => self::string( $variation['sale_price'] ?? '' ),
					'variation'     => true,
				) + self::seats( $variation ) + $base;
			}
		}
		return $rows;
	}

	/**
	 * @param array<int, array<string, mixed>> $categories product_cat terms.
	 * @return array<string, string> Slug → name, in the block's order.
	 */
	private function tabs( array $categories ): array {
		$known = array();
		foreach ( $categories as $category ) {
			$known[ self::string( $category['slug'] ?? '' ) ] = self::string( $category['name'] ?? '' );
		}
		$tabs = array();
		foreach ( (array) $this->settings['allowedCategories'] as $slug ) {
			if ( isset( $known[ $slug ] ) ) {
				$tabs[ $slug ] = $known[ $slug ];
			}
		}
		return $tabs;
	}

	/**
	 * @param array<string, string> $tabs   Slug → name.
	 * @param string                $active The active slug.
	 */
	private function tablist( array $tabs, string $active ): string {
		$buttons = '';
		foreach ( $tabs as $slug => $name ) {
			$is_active = $slug === $active;
			$buttons  .= sprintf(
				'<button id="%s" type="button" role="tab" class="temple-offerings__tab%s" aria-selected="%s" aria-controls="temple-offerings-tabpanel" tabindex="%s">%s</button>',
				self::text( 'temple-offerings-tab-' . $slug ),
				$is_active ? ' is-active' : '',
				$is_active ? 'true' : 'false',
				$is_active ? '0' : '-1',
				self::text( $name )
			);
		}
		return sprintf(
			'<div class="temple-offerings__tabs" role="tablist" aria-label="%s">%s</div>',
			self::text( __( 'Offering categories', 'temple-offerings' ) ),
			$buttons
		);
	}

	/**
	 * @param array<int, array<string, mixed>> $rows   The active tab's rows.
	 * @param string                           $active The active slug.
	 */
	private function grid( array $rows, string $active ): string {
		$items = '';
		foreach ( $rows as $index => $row ) {
			$items .= '<li>' . $this->card( $row, $index ) . '</li>';
		}
		return sprintf(
			'<div id="temple-offerings-tabpanel"%s><ul class="temple-offerings__grid">%s</ul></div>',
			'' !== $active ? ' role="tabpanel" aria-labelledby="' . self::text( 'temple-offerings-tab-' . $active ) . '"' : '',
			$items
		);
	}

	/**
	 * One card, as ProductCard renders an unselected one.
	 *
	 * @param array<string, mixed> $row   The row.
	 * @param int                  $index Its place in the grid.
	 */
	private function card( array $row, int $index ): string {
		$compact = (bool) $row['variation'];
		// Before its opening a card says when, with room for the countdown the script writes.
		$before  = (bool) $row['before'];
		$classes = 'temple-offerings__card'
			. ( $compact ? ' is-compact' : '' )
			. ( $row['sold_out'] ? ' is-sold-out' : '' )
			. ( ! $row['sold_out'] && $row['low_stock'] ? ' is-low-stock' : '' )
			. ( $before ? ' is-before-opening' : '' );
		$places  = $before ? $row['opens_label'] : '';
		$places  = '' !== $places ? $places : ( $row['sold_out'] && '' !== $row['cutoff_label'] ? $row['cutoff_label'] : '' );
		$places  = '' !== $places ? $places : self::places_label( $row );
		$places  = '' !== $places ? $places : $row['cutoff_label'];

		return sprintf(
			'<button type="button" class="%s" aria-pressed="false"%s>%s<span class="temple-offerings__card-body"><span class="temple-offerings__card-name">%s</span><span class="temple-offerings__card-price">%s</span>%s%s</span></button>',
			$classes,
			$row['sold_out'] && ! $before ? ' disabled=""' : ( $before ? ' aria-disabled="true"' : '' ),
			$compact ? '' : '<span class="temple-offerings__card-media">' . $this->image( $row, $index ) . '</span>',
			self::text( self::card_name( $row['name'], $compact ) ),
			$this->price( $row ),
			'' !== $places ? '<span class="temple-offerings__card-places">' . self::text( $places ) . '</span>' : '',
			$before ? '<span class="temple-offerings__card-countdown" aria-hidden="true"></span>' : ''
		);
	}

	/**
	 * @param array<string, mixed> $row   The row.
	 * @param int                  $index Its place in the grid.
	 */
	private function image( array $row, int $index ): string {
		$source = '' !== $row['image'] ? $row['image'] : (string) $this->settings['placeholderImage'];
		if ( '' === $source ) {
			return '';
		}
		$attributes = array_filter(
			array(
				'src'           => $source,
				'alt'           => '',
				'width'         => '' !== $row['image'] && $row['image_width'] > 0 ? (string) $row['image_width'] : null,
				'height'        => '' !== $row['image'] && $row['image_height'] > 0 ? (string) $row['image_height'] : null,
				'loading'       => self::image_loading( $index ),
				'fetchpriority' => self::image_priority( $index ),
				'decoding'      => 'async',
			),
			static fn( ?string $value ): bool => null !== $value
		);
		$html = '<img';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . ( 'src' === $name ? esc_url( $value ) : self::text( $value ) ) . '"';
		}
		return $html . '/>';
	}

	/**
	 * How a card's image loads, by its place in the grid: the first row's at
	 * once (it is the page's largest paint), the others when scrolled to.
	 *
	 * @param int $index The card's place in the grid.
	 */
	public static function image_loading( int $index ): string {
		return $index < self::FIRST_ROW ? 'eager' : 'lazy';
	}

	/**
	 * How soon a card's image is fetched, by its place in the grid: the first
	 * card's first, the rest of the first row after the page's own styles and
	 * scripts, the others when scrolled to (the browser's own choice).
	 *
	 * @param int $index The card's place in the grid.
	 */
	public static function image_priority( int $index ): ?string {
		if ( $index < self::HIGH_PRIORITY ) {
			return 'high';
		}
		return $index < self::FIRST_ROW ? 'low' : null;
	}

	/**
	 * @param array<string, mixed> $row The row.
	 */
	private function price( array $row ): string {
		$subscription = in_array( $row['type'], array( 'subscription', 'variable-subscription' ), true );
		$sale         = '' !== $row['sale_price'] && '' !== $row['regular_price'] && $row['sale_price'] !== $row['regular_price'];
		if ( ! $sale ) {
			return self::text( $this->price_label( $row['price'], $subscription ) );
		}
		return sprintf(
			'<del><span class="screen-reader-text">%s</span>%s</del> <ins><span class="screen-reader-text">%s</span>%s</ins>',
			self::text( __( 'Original price:', 'temple-offerings' ) ),
			self::text( $this->price_label( $row['regular_price'], $subscription ) ),
			self::text( __( 'Sale price:', 'temple-offerings' ) ),
			self::text( $this->price_label( $row['sale_price'], $subscription ) )
		);
	}

	/**
	 * As priceLabel() in src/domain/pricing.ts.
	 *
	 * @param string $price        The price.
	 * @param bool   $subscription Billed each period.
	 */
	private function price_label( string $price, bool $subscription ): string {
		$amount = $this->prices->format( $price );
		/* translators: %s: price with its currency, e.g. NT$100, for one billing period. */
		return $subscription ? sprintf( __( '%s / period', 'temple-offerings' ), $amount ) : $amount;
	}

	/**
	 * As placesLabel() in src/domain/places.ts.
	 *
	 * @param array<string, mixed> $row The row.
	 */
	private static function places_label( array $row ): string {
		if ( $row['sold_out'] ) {
			return __( 'Fully booked', 'temple-offerings' );
		}
		if ( $row['low_stock'] && null !== $row['stock'] ) {
			/* translators: %d: places left. */
			return sprintf( __( 'Places left: %d', 'temple-offerings' ), $row['stock'] );
		}
		return '';
	}

	/**
	 * As seats() in src/api/normalize-products.ts.
	 *
	 * @param array<string, mixed> $from A product or variation row.
	 * @return array{stock: int|null, low_stock: bool, sold_out: bool}
	 */
	private static function seats( array $from ): array {
		$stock = isset( $from['stock'] ) && is_numeric( $from['stock'] ) ? max( 0, (int) floor( (float) $from['stock'] ) ) : null;
		return array(
			'stock'     => $stock,
			'low_stock' => true === ( $from['low_stock'] ?? false ),
			'sold_out'  => true === ( $from['sold_out'] ?? false ) || 0 === $stock,
		);
	}

	/**
	 * As cardName() in product-card.tsx: a variation's card shows only its values.
	 *
	 * @param string $name    The row's name.
	 * @param bool   $compact A variation's card.
	 */
	private static function card_name( string $name, bool $compact ): string {
		$at = strpos( $name, self::SEPARATOR );
		return $compact && false !== $at ? substr( $name, $at + strlen( self::SEPARATOR ) ) : $name;
	}

	/**
	 * @param mixed $value A value from a REST answer.
	 */
	private static function string( mixed $value ): string {
		return is_string( $value ) ? $value : '';
	}

	/**
	 * Text and attribute values exactly as React writes them: every `&` is
	 * encoded, even one that already starts an entity, because the script
	 * shows the REST answer's string as it is.
	 *
	 * @param string $value Plain text.
	 */
	private static function text( string $value ): string {
		return htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}
}

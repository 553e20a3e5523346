<?php
/**
 * An offering's own page and the shop grid lead to the offering page.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use TempleOfferings\Support\Templates;
use WC_Product;

/**
 * An offering cannot be added without its believers, so WooCommerce's own
 * "Add to cart" button (shop grid, product blocks, the product's page) would
 * only ever fail. For offering products it becomes a link to the offering
 * page, opened on the product's tab, labelled "Register believers":
 *
 * - `woocommerce_product_supports` (`ajax_add_to_cart` off), `…_add_to_cart_url`,
 *   `…_add_to_cart_text` and `…_add_to_cart_description`: WooCommerce then renders the grid's button, in
 *   classic and block themes alike, as its own plain link, styled by the theme
 *   and not caught by its add-to-cart scripts;
 * - `woocommerce_{type}_add_to_cart` (the product page's form, classic and the
 *   block template's add-to-cart form): the form is replaced by the link.
 *
 * With no published offering page for the product, the product page says so
 * instead, and the grid links to the product page.
 */
final class OfferingButtons {

	/** Product types whose single-page form is replaced. */
	public const TYPES = array( 'simple', 'variable', 'subscription', 'variable-subscription' );

	/**
	 * The form actions taken off for the product being shown, to put back after it.
	 *
	 * @var array<string, array{0: callable, 1: int}>
	 */
	private array $removed = array();

	/**
	 * @param Offerings     $offerings Knows which products are offerings.
	 * @param OfferingPages $pages     Finds the offering page.
	 * @param Templates     $templates The link's template (a theme may override it).
	 */
	public function __construct( private Offerings $offerings, private OfferingPages $pages, private Templates $templates ) {}

	/**
	 * The offering page for an offering product; null for other products or
	 * when no page offers it.
	 *
	 * @param mixed $product Product.
	 */
	private function offering_url( mixed $product ): ?string {
		if ( ! $product instanceof WC_Product || ! $this->offerings->is_offering( $product ) ) {
			return null;
		}
		return $this->pages->url_for( $this->offerings->categories_of( $product ) );
	}

	/**
	 * Hooked on `woocommerce_product_supports`.
	 *
	 * @param mixed $supports Whether supported.
	 * @param mixed $feature  Feature name.
	 * @param mixed $product  Product.
	 */
	public function supports( mixed $supports, mixed $feature = '', mixed $product = null ): mixed {
		return 'ajax_add_to_cart' === $feature && $this->offerings->is_offering( $product ) ? false : $supports;
	}

	/**
	 * Hooked on `woocommerce_product_add_to_cart_url`.
	 *
	 * @param mixed $url     URL.
	 * @param mixed $product Product.
	 */
	public function url( mixed $url, mixed $product = null ): mixed {
		if ( ! $this->offerings->is_offering( $product ) ) {
			return $url;
		}
		return $this->offering_url( $product ) ?? $product->get_permalink();
	}

	/**
	 * Hooked on `woocommerce_product_add_to_cart_text`.
	 *
	 * @param mixed $text    Button text.
	 * @param mixed $product Product.
	 */
	public function text( mixed $text, mixed $product = null ): mixed {
		return $this->offerings->is_offering( $product ) ? __( 'Register believers', 'temple-offerings' ) : $text;
	}

	/**
	 * Hooked on `woocommerce_product_add_to_cart_description`: what screen
	 * readers hear for the grid's button says where it leads.
	 *
	 * @param mixed $description Accessible label.
	 * @param mixed $product     Product.
	 */
	public function description( mixed $description, mixed $product = null ): mixed {
		if ( ! $this->offerings->is_offering( $product ) ) {
			return $description;
		}
		/* translators: %s: offering (product) name. */
		return sprintf( __( 'Register the believers of “%s”', 'temple-offerings' ), $product->get_name() );
	}

	/**
	 * Hooked on `woocommerce_{type}_add_to_cart`, priority 1: for an offering,
	 * takes WooCommerce's form off this one time (put back by link()).
	 */
	public function before_form(): void {
		global $product;
		if ( ! $this->offerings->is_offering( $product ) ) {
			return;
		}
		$action = current_action();
		// WooCommerce's own form functions are named like their actions (woocommerce_simple_add_to_cart).
		$form = str_replace( '-', '_', $action );
		if ( function_exists( $form ) && false !== has_action( $action, $form ) ) {
			$priority                 = (int) has_action( $action, $form );
			$this->removed[ $action ] = array( $form, $priority );
			remove_action( $action, $form, $priority );
		}
	}

	/**
	 * Hooked on `woocommerce_{type}_add_to_cart`, priority 99: the link in place of the form.
	 */
	public function link(): void {
		global $product;
		$action = current_action();
		if ( isset( $this->removed[ $action ] ) ) {
			[ $form, $priority ] = $this->removed[ $action ];
			unset( $this->removed[ $action ] );
			add_action( $action, $form, $priority );
		}
		if ( ! $this->offerings->is_offering( $product ) ) {
			return;
		}
		// The theme's own button class (block themes style buttons by it), as WooCommerce's buttons use.
		$theme_button = function_exists( 'wc_wp_theme_get_element_class_name' ) ? (string) wc_wp_theme_get_element_class_name( 'button' ) : '';
		$this->templates->render(
			'product/register-believers',
			array(
				'url'          => $this->offering_url( $product ) ?? '',
				'button_class' => trim( 'button alt temple-offerings-register ' . $theme_button ),
			)
		);
	}
}

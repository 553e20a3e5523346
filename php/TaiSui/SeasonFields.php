<?php
/**
 * Where staff set an offering's season (the year its 太歲 is reckoned for):
 * the product's Temple tab and the product category screens.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\TaiSui;

use TempleOfferings\Domain\SeasonYear;
use TempleOfferings\Support\PostedField;
use WC_Product;
use WP_Term;

/**
 * One year field in each place. Empty removes the year (the category's, the
 * site's or the current lunar year applies then). A value that is no year
 * of the lunar table stores nothing: on the product the old year stays and
 * staff are told, so a typo never moves an offering to another year. The
 * product field is saved on WooCommerce's own product save, after its nonce;
 * the checks here repeat the nonce and capability because the hook runs for
 * any product save, and a form that did not show the field changes nothing.
 */
final class SeasonFields {

	/** The posted field's name on both screens. */
	public const FIELD = 'temple_offerings_tai_sui_year';

	/**
	 * temple_offerings_temple_tab: the year field in the product's Temple tab.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$value = $product instanceof WC_Product ? SeasonYear::parse( $product->get_meta( TaiSuiSeasons::META_KEY, true ) ) : null;
		echo '<div class="options_group">';
		woocommerce_wp_text_input(
			array(
				'id'                => self::FIELD,
				'label'             => __( 'Tai Sui year', 'temple-offerings' ),
				'description'       => __( 'The year this offering is for: the believer form says who offends Tai Sui in that year. Empty: its category\'s year, else the year in the Tai Sui settings, else the current lunar year.', 'temple-offerings' ),
				'desc_tip'          => false,
				'type'              => 'number',
				'value'             => null === $value ? '' : (string) $value,
				'custom_attributes' => self::bounds(),
			)
		);
		echo '</div>';
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted year.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		PostedField::save_on_product(
			$product,
			self::FIELD,
			TaiSuiSeasons::META_KEY,
			array( self::class, 'stored_year' ),
			/* translators: %s: product name. */
			static fn( string $name ): string => sprintf( __( 'The Tai Sui year of %s was not saved: please enter a year between 1800 and 2100.', 'temple-offerings' ), $name )
		);
	}

	/**
	 * product_cat_add_form_fields: the field on the "Add new category" form.
	 */
	public function category_add_field(): void {
		echo '<div class="form-field term-temple-offerings-tai-sui-year-wrap"><label for="' . esc_attr( self::FIELD ) . '">' . esc_html__( 'Tai Sui year', 'temple-offerings' ) . '</label>';
		echo '<input type="number" id="' . esc_attr( self::FIELD ) . '" name="' . esc_attr( self::FIELD ) . '" value="" min="1800" max="2100" step="1" aria-describedby="' . esc_attr( self::FIELD ) . '-description">';
		echo '<p id="' . esc_attr( self::FIELD ) . '-description">' . esc_html( self::category_help() ) . '</p></div>';
	}

	/**
	 * product_cat_edit_form_fields: the field on a category's edit screen.
	 *
	 * @param mixed $term The category.
	 */
	public function category_edit_field( mixed $term ): void {
		$value = $term instanceof WP_Term ? SeasonYear::parse( get_term_meta( $term->term_id, TaiSuiSeasons::TERM_META_KEY, true ) ) : null;
		echo '<tr class="form-field term-temple-offerings-tai-sui-year-wrap"><th scope="row"><label for="' . esc_attr( self::FIELD ) . '">' . esc_html__( 'Tai Sui year', 'temple-offerings' ) . '</label></th><td>';
		echo '<input type="number" id="' . esc_attr( self::FIELD ) . '" name="' . esc_attr( self::FIELD ) . '" value="' . esc_attr( null === $value ? '' : (string) $value ) . '" min="1800" max="2100" step="1" aria-describedby="' . esc_attr( self::FIELD ) . '-description">';
		echo '<p class="description" id="' . esc_attr( self::FIELD ) . '-description">' . esc_html( self::category_help() ) . '</p></td></tr>';
	}

	/**
	 * created_product_cat and edited_product_cat: stores the posted year
	 * when the request is the category form (its nonce) of a user who may
	 * edit the category; other ways of saving a term leave the year alone.
	 *
	 * @param mixed $term_id The category's id.
	 */
	public function save_category( mixed $term_id ): void {
		PostedField::save_on_category( $term_id, self::FIELD, TaiSuiSeasons::TERM_META_KEY, array( self::class, 'stored_year' ) );
	}

	/**
	 * A posted year as it is stored, or null when it is no year the lunar table holds.
	 *
	 * @param string $posted The posted text.
	 */
	public static function stored_year( string $posted ): ?string {
		$year = SeasonYear::parse( $posted );
		return null === $year ? null : (string) $year;
	}

	/**
	 * The year input's bounds: the years the lunar table holds.
	 *
	 * @return array<string, string>
	 */
	private static function bounds(): array {
		return array(
			'min'  => '1800',
			'max'  => '2100',
			'step' => '1',
		);
	}

	/**
	 * The category field's explanation.
	 */
	private static function category_help(): string {
		return __( 'The year this category\'s offerings are for: the believer form says who offends Tai Sui in that year. A product\'s own year wins; a product in several categories takes the latest year.', 'temple-offerings' );
	}
}

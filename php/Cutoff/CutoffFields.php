<?php
/**
 * Where staff set a registration cutoff: the product's Temple tab and the
 * product category screens.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cutoff;

use TempleOfferings\Support\PostedField;
use TempleOfferings\Support\Templates;
use WC_Product;

/**
 * One date field in each place, read and written as 'Y-m-d' (the browser's
 * date input posts that form whatever the language). Empty removes the
 * date. A value that is no calendar day stores nothing and says so, so a
 * typo never closes an offering. Both are saved on WordPress's and
 * WooCommerce's own save hooks, only from their own forms
 * (Support\PostedField).
 */
final class CutoffFields {

	/** The posted field's name on both screens. */
	public const FIELD = 'temple_offerings_cutoff';

	/**
	 * @param Templates $templates The fields' templates (a theme may override them).
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * temple_offerings_temple_tab: the date field in the product's Temple tab.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$value = $product instanceof WC_Product ? (string) $product->get_meta( RegistrationCutoff::META_KEY, true ) : '';
		$this->templates->render(
			'admin/product-fields',
			array(
				'class'  => 'options_group',
				'intro'  => null,
				'fields' => array(
					array(
						'type' => 'text',
						'args' => array(
							'id'          => self::FIELD,
							'label'       => __( 'Registration cutoff', 'temple-offerings' ),
							'description' => __( 'The last day worshippers can register for this offering and correct their believers; it closes at the end of that day. Empty: the earliest cutoff of its categories applies, if any.', 'temple-offerings' ),
							'desc_tip'    => false,
							'type'        => 'date',
							'value'       => null === CutoffDate::parse( $value ) ? '' : $value,
						),
					),
				),
			)
		);
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted date.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		PostedField::save_on_product(
			$product,
			self::FIELD,
			RegistrationCutoff::META_KEY,
			array( CutoffDate::class, 'parse' ),
			/* translators: %s: product name. */
			static fn( string $name ): string => sprintf( __( 'The registration cutoff of %s was not saved: please choose a day from the calendar.', 'temple-offerings' ), $name )
		);
	}

	/**
	 * product_cat_add_form_fields: the field on the "Add new category" form.
	 */
	public function category_add_field(): void {
		$this->templates->render( 'admin/category-field', self::category_field( 'add', '' ) );
	}

	/**
	 * product_cat_edit_form_fields: the field on a category's edit screen.
	 *
	 * @param mixed $term The category.
	 */
	public function category_edit_field( mixed $term ): void {
		$value = $term instanceof \WP_Term ? CutoffDate::parse( get_term_meta( $term->term_id, RegistrationCutoff::TERM_META_KEY, true ) ) : null;
		$this->templates->render( 'admin/category-field', self::category_field( 'edit', $value ?? '' ) );
	}

	/**
	 * The category's date field, as templates/temple-offerings/admin/category-field.php prints it.
	 *
	 * @param string $form  'add' or 'edit'.
	 * @param string $value The stored date, Y-m-d, or ''.
	 * @return array<string, mixed>
	 */
	private static function category_field( string $form, string $value ): array {
		return array(
			'form'    => $form,
			'wrap'    => 'term-temple-offerings-cutoff-wrap',
			'field'   => self::FIELD,
			'type'    => 'date',
			'label'   => __( 'Registration cutoff', 'temple-offerings' ),
			'value'   => $value,
			'checked' => false,
			'marker'  => '',
			'help'    => __( 'The last day worshippers can register for this category\'s offerings and correct their believers. A product\'s own cutoff wins; a product in several categories closes at the earliest one.', 'temple-offerings' ),
		);
	}

	/**
	 * created_product_cat and edited_product_cat: stores the posted date
	 * when the request is the category form (its nonce) of a user who may
	 * edit the category; other ways of saving a term leave the date alone.
	 *
	 * @param mixed $term_id The category's id.
	 */
	public function save_category( mixed $term_id ): void {
		PostedField::save_on_category( $term_id, self::FIELD, RegistrationCutoff::TERM_META_KEY, array( CutoffDate::class, 'parse' ) );
	}
}

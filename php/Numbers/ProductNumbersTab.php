<?php
/**
 * The product screen's Temple (寺務) tab: a product's or variation's numbering.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

use TempleOfferings\Support\ProductFormErrors;
use TempleOfferings\Support\Templates;

/**
 * Prints the fields through WooCommerce's own product data tab, panel and
 * variation hooks, and saves them on WooCommerce's own save hooks, which run
 * after WooCommerce has checked its nonce and the capability to edit the
 * product; both are checked here again, since the hooks can be fired by
 * other code. What staff typed is checked (NumberSettings::check_input()):
 * a bad value stores nothing of the numbering, keeps the settings as they
 * were and says what to correct, in WooCommerce's admin error notice.
 */
final class ProductNumbersTab {

	public const TAB = 'temple_offerings';

	public const PANEL = 'temple_offerings_product_data';

	/**
	 * @param Templates $templates The tab's templates (a theme may override them).
	 */
	public function __construct( private Templates $templates ) {}

	/** Field names; a variation's are arrays indexed by its row in the list. */
	private const FIELDS = array(
		'prefix' => 'temple_offerings_number_prefix',
		'start'  => 'temple_offerings_number_start',
		'width'  => 'temple_offerings_number_width',
	);

	/**
	 * Hooked on `woocommerce_product_data_tabs`.
	 *
	 * @param mixed $tabs Tabs of the product data box.
	 * @return mixed
	 */
	public function tab( mixed $tabs ): mixed {
		if ( ! is_array( $tabs ) ) {
			return $tabs;
		}
		$tabs[ self::TAB ] = array(
			'label'    => __( 'Temple', 'temple-offerings' ),
			'target'   => self::PANEL,
			'class'    => array(),
			'priority' => 80,
		);
		return $tabs;
	}

	/**
	 * Hooked on `woocommerce_product_data_panels`: the tab's fields
	 * (templates/temple-offerings/admin/product-temple-tab.php).
	 */
	public function panel(): void {
		global $product_object;
		$product = $product_object instanceof \WC_Product ? $product_object : wc_get_product( (int) get_the_ID() );
		$product = $product instanceof \WC_Product ? $product : null;
		$this->templates->render(
			'admin/product-temple-tab',
			array(
				'templates' => $this->templates,
				'panel'     => self::PANEL,
				'product'   => $product,
				'numbers'   => array(
					'class'  => 'options_group',
					'intro'  => array(
						'title' => __( 'Lamp numbers', 'temple-offerings' ),
						'text'  => __( 'Each believer of a paid order gets the next number. A number once given is never given again, even when its order is cancelled; raising the first number skips ahead, lowering it never goes back.', 'temple-offerings' ),
					),
					'fields' => $this->fields( $product, null ),
				),
			)
		);
	}

	/**
	 * Hooked on `woocommerce_product_after_variable_attributes`: a variation's own numbering.
	 *
	 * @param mixed $loop      Variation row.
	 * @param mixed $data      Variation data (unused).
	 * @param mixed $variation Variation post.
	 */
	public function variation_fields( mixed $loop, mixed $data, mixed $variation ): void {
		$product = $variation instanceof \WP_Post ? wc_get_product( $variation->ID ) : null;
		$this->templates->render(
			'admin/variation-numbers',
			array(
				'title'  => __( 'Lamp numbers of this variation (leave the first number empty to count in the product\'s numbers)', 'temple-offerings' ),
				'fields' => $this->fields( $product instanceof \WC_Product ? $product : null, (int) $loop ),
			)
		);
	}

	/**
	 * Hooked on `woocommerce_admin_process_product_object`.
	 *
	 * @param mixed $product Product being saved.
	 */
	public function save_product( mixed $product ): void {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Missing -- verified in allowed().
		if ( $product instanceof \WC_Product && $this->allowed( $product ) && isset( $_POST[ self::FIELDS['start'] ] ) && ! is_array( $_POST[ self::FIELDS['start'] ] ) ) {
			$this->save( $product, null );
		}
	}

	/**
	 * Hooked on `woocommerce_admin_process_variation_object`.
	 *
	 * @param mixed $variation Variation being saved.
	 * @param mixed $index     Its row in the posted lists.
	 */
	public function save_variation( mixed $variation, mixed $index ): void {
		if ( $variation instanceof \WC_Product_Variation && $this->allowed( $variation ) ) {
			$this->save( $variation, (int) $index );
		}
	}

	/**
	 * Checks and stores the posted fields (not saved here: WooCommerce saves the product next).
	 *
	 * @param \WC_Product $product Product or variation.
	 * @param int|null    $index   Variation row, null for the product.
	 */
	private function save( \WC_Product $product, ?int $index ): void {
		$posted = array();
		foreach ( self::FIELDS as $key => $name ) {
			// phpcs:ignore TempleOfferings.Security.NonceVerification.Missing, TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- verified in allowed(); sanitized on the next line.
			$value          = null === $index ? ( $_POST[ $name ] ?? null ) : ( $_POST[ $name ][ $index ] ?? null );
			$posted[ $key ] = is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : '';
		}
		$checked = NumberSettings::check_input( $posted['prefix'], $posted['start'], $posted['width'] );
		if ( array() !== $checked['errors'] ) {
			foreach ( $checked['errors'] as $error ) {
				ProductFormErrors::add(
					/* translators: 1: product or variation name, 2: what is wrong. */
					sprintf( __( 'Lamp numbers of %1$s were not saved: %2$s', 'temple-offerings' ), $product->get_name(), self::error_text( $error ) )
				);
			}
			return;
		}
		$product->update_meta_data( NumberSettings::PREFIX_KEY, $checked['values']['prefix'] );
		$product->update_meta_data( NumberSettings::START_KEY, $checked['values']['start'] );
		$product->update_meta_data( NumberSettings::WIDTH_KEY, $checked['values']['width'] );
	}

	/**
	 * The capability to edit this product, and WooCommerce's nonce of the
	 * product form or of the variations' save.
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	private function allowed( \WC_Product $product ): bool {
		$id = $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
		if ( ! current_user_can( 'edit_product', $id ) ) {
			return false;
		}
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- nonces are compared, not stored.
		$form_nonce      = isset( $_POST['woocommerce_meta_nonce'] ) && is_string( $_POST['woocommerce_meta_nonce'] ) ? wp_unslash( $_POST['woocommerce_meta_nonce'] ) : '';
		$variation_nonce = isset( $_POST['security'] ) && is_string( $_POST['security'] ) ? wp_unslash( $_POST['security'] ) : '';
		// phpcs:enable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized
		return ( '' !== $form_nonce && false !== wp_verify_nonce( $form_nonce, 'woocommerce_save_data' ) )
			|| ( '' !== $variation_nonce && false !== wp_verify_nonce( $variation_nonce, 'save-variations' ) );
	}

	/**
	 * The three fields, for the product (index null) or a variation row.
	 *
	 * @param \WC_Product|null $product Product or variation being edited.
	 * @param int|null         $index   Variation row.
	 * @return array<int, array{type: string, args: array<string, mixed>}> WooCommerce's text inputs, with their arguments.
	 */
	private function fields( ?\WC_Product $product, ?int $index ): array {
		$value = static fn( string $key ): string => $product ? (string) $product->get_meta( $key, true ) : '';
		$name  = static fn( string $field ): string => null === $index ? $field : $field . '[' . $index . ']';
		$id    = static fn( string $field ): string => null === $index ? $field : $field . '_' . $index;
		$wrap  = null === $index ? '' : 'form-row form-row-first';
		$args  = array(
			array(
				'id'                => $id( self::FIELDS['prefix'] ),
				'name'              => $name( self::FIELDS['prefix'] ),
				'label'             => __( 'Number prefix', 'temple-offerings' ),
				'description'       => __( 'Written before the number, e.g. 光明燈-.', 'temple-offerings' ),
				'desc_tip'          => true,
				'value'             => $value( NumberSettings::PREFIX_KEY ),
				'wrapper_class'     => $wrap,
				'custom_attributes' => array( 'maxlength' => (string) NumberSettings::PREFIX_MAX ),
			),
			array(
				'id'                => $id( self::FIELDS['start'] ),
				'name'              => $name( self::FIELDS['start'] ),
				'label'             => __( 'First number', 'temple-offerings' ),
				'description'       => __( 'The first believer paid for gets this number; leave it empty for no numbers.', 'temple-offerings' ),
				'desc_tip'          => true,
				'type'              => 'number',
				'value'             => $value( NumberSettings::START_KEY ),
				'wrapper_class'     => null === $index ? '' : 'form-row form-row-last',
				'custom_attributes' => array(
					'min'  => '1',
					'step' => '1',
				),
			),
			array(
				'id'                => $id( self::FIELDS['width'] ),
				'name'              => $name( self::FIELDS['width'] ),
				'label'             => __( 'Number width', 'temple-offerings' ),
				'description'       => __( 'Digits the number is padded to with zeros: 4 writes 0001.', 'temple-offerings' ),
				'desc_tip'          => true,
				'type'              => 'number',
				'placeholder'       => (string) NumberSettings::WIDTH_DEFAULT,
				'value'             => $value( NumberSettings::WIDTH_KEY ),
				'wrapper_class'     => $wrap,
				'custom_attributes' => array(
					'min'  => (string) NumberSettings::WIDTH_MIN,
					'max'  => (string) NumberSettings::WIDTH_MAX,
					'step' => '1',
				),
			),
		);
		return array_map(
			static fn( array $field ): array => array(
				'type' => 'text',
				'args' => $field,
			),
			$args
		);
	}

	/**
	 * The translated text of a NumberSettings::check_input() error.
	 *
	 * @param string $error English source.
	 */
	private static function error_text( string $error ): string {
		return match ( $error ) {
			'The first number must be a whole number from 1 to 9999999999.' => __( 'The first number must be a whole number from 1 to 9999999999.', 'temple-offerings' ),
			'The number width must be a whole number from 1 to 10.' => __( 'The number width must be a whole number from 1 to 10.', 'temple-offerings' ),
			default => $error,
		};
	}
}

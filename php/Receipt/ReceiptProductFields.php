<?php
/**
 * An offering's receipt settings, on the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\Templates;
use WC_Product;

/**
 * Whether what is paid for an offering is a donation (捐款: 香油錢, 添油香,
 * 建廟基金, which a worshipper may deduct from income tax) or a fee (服務:
 * a lamp, a ritual, a gift, something given in return), the default; and
 * whether each of its believers gets a receipt in their own name (感謝狀)
 * instead of the order's one receipt. Product meta
 * `_temple_offerings_receipt_type` and `_temple_offerings_personal_receipts`,
 * on the product (a variation is receipted as its product). Saved on
 * WooCommerce's product save, after its nonce; nonce and capability are
 * checked again here, since other code can fire that hook. A hidden marker
 * tells "unticked" from "not on this form", so a product saved elsewhere
 * (REST, imports) keeps its settings.
 */
final class ReceiptProductFields {

	public const TYPE_META = '_temple_offerings_receipt_type';

	public const PERSONAL_META = '_temple_offerings_personal_receipts';

	public const TYPE_FIELD = 'temple_offerings_receipt_type';

	public const PERSONAL_FIELD = 'temple_offerings_personal_receipts';

	public const MARKER = 'temple_offerings_receipt_fields_shown';

	/**
	 * @param Templates $templates The fields' template.
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * A product's receipt type and whether it gives personal receipts (a
	 * variation: its parent's).
	 *
	 * @param int $product_id Product id (the parent of a variation).
	 * @return array{type: string, personal: bool}
	 */
	public static function of( int $product_id ): array {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( $product instanceof WC_Product && $product->get_parent_id() ) {
			$product = wc_get_product( $product->get_parent_id() );
		}
		if ( ! $product instanceof WC_Product ) {
			return array(
				'type'     => ReceiptPlan::FEE,
				'personal' => false,
			);
		}
		return array(
			'type'     => ReceiptPlan::type( $product->get_meta( self::TYPE_META, true ) ),
			'personal' => 'yes' === $product->get_meta( self::PERSONAL_META, true ),
		);
	}

	/**
	 * Hooked on `temple_offerings_temple_tab`.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_fields( mixed $product ): void {
		$settings = $product instanceof WC_Product ? self::of( $product->get_id() ) : self::of( 0 );
		$this->templates->render(
			'admin/receipt-product-fields',
			array(
				'type_field'     => self::TYPE_FIELD,
				'personal_field' => self::PERSONAL_FIELD,
				'marker'         => self::MARKER,
				'type'           => $settings['type'],
				'personal'       => $settings['personal'],
				'types'          => array(
					ReceiptPlan::FEE      => __( 'Fee (something given in return: a lamp, a ritual, a gift)', 'temple-offerings' ),
					ReceiptPlan::DONATION => __( 'Donation (deductible: incense money, a building fund)', 'temple-offerings' ),
				),
			)
		);
	}

	/**
	 * Hooked on `woocommerce_admin_process_product_object` (WooCommerce saves the product next).
	 *
	 * @param mixed $product Product being saved.
	 */
	public function save_product( mixed $product ): void {
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- the values are only compared with known ones.
		if ( ! $product instanceof WC_Product || ! isset( $_POST[ self::MARKER ] ) || ! current_user_can( 'edit_product', $product->get_id() ) ) {
			return;
		}
		$nonce = isset( $_POST['woocommerce_meta_nonce'] ) && is_string( $_POST['woocommerce_meta_nonce'] ) ? wp_unslash( $_POST['woocommerce_meta_nonce'] ) : '';
		if ( false === wp_verify_nonce( $nonce, 'woocommerce_save_data' ) ) {
			return;
		}
		$type     = ReceiptPlan::type( isset( $_POST[ self::TYPE_FIELD ] ) && is_string( $_POST[ self::TYPE_FIELD ] ) ? wp_unslash( $_POST[ self::TYPE_FIELD ] ) : '' );
		$personal = isset( $_POST[ self::PERSONAL_FIELD ] ) && 'yes' === $_POST[ self::PERSONAL_FIELD ];
		// phpcs:enable
		$product->update_meta_data( self::TYPE_META, $type );
		if ( $personal ) {
			$product->update_meta_data( self::PERSONAL_META, 'yes' );
		} else {
			$product->delete_meta_data( self::PERSONAL_META );
		}
	}
}

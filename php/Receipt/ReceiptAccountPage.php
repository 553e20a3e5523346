<?php
/**
 * My Account → 收據: the worshipper's receipts year by year, each name's annual statement.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\AccountMenu;
use TempleOfferings\Support\Templates;

/**
 * A WooCommerce account endpoint, `receipts`: for each year, each name on
 * the account's receipts (the worshipper's own, and family members' whose
 * offerings give personal receipts) with the count and the sums of the
 * receipts that are not voided, and a link to that name's annual statement
 * (StatementPrint); above them, the donor's ID number for their receipts
 * (DonorIdForm). WooCommerce shows My Account to the signed-in customer
 * only; the page reads their own account's receipts, nothing else.
 */
final class ReceiptAccountPage {

	/** The endpoint's slug, query var and menu key. */
	public const ENDPOINT = 'receipts';

	/**
	 * @param ReceiptDonors   $donors    The receipts table's donors.
	 * @param ReceiptSettings $settings  The year style.
	 * @param DonorIdForm     $id_form   The donor's ID number for their receipts, at the top of the page.
	 * @param Templates       $templates The page's template.
	 */
	public function __construct( private ReceiptDonors $donors, private ReceiptSettings $settings, private DonorIdForm $id_form, private Templates $templates ) {}

	/**
	 * Hooked on `woocommerce_get_query_vars`.
	 *
	 * @param mixed $vars WooCommerce's query vars, key => slug.
	 * @return mixed
	 */
	public function query_vars( mixed $vars ): mixed {
		return AccountMenu::query_var( $vars, self::ENDPOINT );
	}

	/**
	 * Hooked on `woocommerce_account_menu_items`: the tab after the family
	 * book, else after Orders, else before Log out.
	 *
	 * @param mixed $items Menu items, endpoint => label.
	 * @return mixed
	 */
	public function menu_items( mixed $items ): mixed {
		return AccountMenu::insert( $items, self::ENDPOINT, $this->title(), array( 'family-book', 'orders' ) );
	}

	/**
	 * Hooked on `woocommerce_endpoint_receipts_title`: the page's heading.
	 */
	public function title(): string {
		return __( 'Receipts', 'temple-offerings' );
	}

	/**
	 * Hooked on `woocommerce_account_receipts_endpoint`: the page.
	 */
	public function render(): void {
		$user_id = get_current_user_id();
		if ( $user_id < 1 ) {
			return;
		}
		$style = $this->settings->year_style();
		$years = array();
		foreach ( $this->donors->of_account( $user_id ) as $donor ) {
			$years[ $donor['year'] ]['label']   = ReceiptColumns::year_label( $donor['year'], $style );
			$years[ $donor['year'] ]['donors'][] = $donor + array(
				'statement' => StatementPrint::url( ReceiptDonor::of_account( $donor['year'], $user_id, $donor['payer'] ) ),
			);
		}
		$this->templates->render(
			'account/receipts',
			array(
				'years'     => $years,
				'id_form'   => $this->id_form->fields( $user_id ),
				'templates' => $this->templates,
			)
		);
	}
}

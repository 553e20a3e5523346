<?php
/**
 * The filter form of the ritual list screen.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

/**
 * Products, category, date range, statuses and one row per family
 * registrant, every field labelled; a
 * GET form so the result is a link staff can reload, nonce included.
 */
final class RitualListForm {

	/** Enough for a temple's catalogue; the category picks the rest. */
	private const MAX_PRODUCTS = 500;

	/**
	 * Prints the form, filled from the current filter.
	 *
	 * @param RitualListFilter      $filter        Current filter.
	 * @param array<string, string> $print_columns Every column the printed list can show, key => heading.
	 * @param string[]              $checked       The columns ticked for printing.
	 * @param bool                  $tai_sui       Whether the list reckons 犯太歲 (offers its filter).
	 */
	public function render( RitualListFilter $filter, array $print_columns = array(), array $checked = array(), bool $tai_sui = false ): void {
		$products   = wc_get_products(
			array(
				'limit'   => self::MAX_PRODUCTS,
				'status'  => array( 'publish', 'private' ),
				'orderby' => 'title',
				'order'   => 'ASC',
			)
		);
		$categories = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
			)
		);
		echo '<form method="get" action="' . esc_url( admin_url( 'admin.php' ) ) . '" class="temple-staff-filter temple-staff-no-print">';
		echo '<input type="hidden" name="page" value="' . esc_attr( RitualListPage::SLUG ) . '">';
		echo '<input type="hidden" name="filter" value="1">';
		wp_nonce_field( RitualListPage::NONCE, '_wpnonce', false );

		echo '<p><label for="temple-staff-products">' . esc_html__( 'Offerings to list', 'temple-offerings' ) . '</label><br>';
		echo '<select id="temple-staff-products" name="products[]" multiple size="6">';
		foreach ( $products as $product ) {
			$selected = in_array( $product->get_id(), $filter->product_ids, true );
			echo '<option value="' . esc_attr( (string) $product->get_id() ) . '"' . selected( $selected, true, false ) . '>' . esc_html( $product->get_name() ) . '</option>';
		}
		echo '</select></p>';

		echo '<p><label for="temple-staff-category">' . esc_html__( 'Offering category', 'temple-offerings' ) . '</label><br>';
		echo '<select id="temple-staff-category" name="category"><option value="">' . esc_html__( 'All categories', 'temple-offerings' ) . '</option>';
		foreach ( is_array( $categories ) ? $categories : array() as $term ) {
			echo '<option value="' . esc_attr( $term->slug ) . '"' . selected( $filter->category, $term->slug, false ) . '>' . esc_html( $term->name ) . '</option>';
		}
		echo '</select></p>';

		echo '<p><label for="temple-staff-from">' . esc_html__( 'Orders from', 'temple-offerings' ) . '</label><br>';
		echo '<input type="date" id="temple-staff-from" name="from" value="' . esc_attr( $filter->from ) . '"></p>';
		echo '<p><label for="temple-staff-to">' . esc_html__( 'Orders until', 'temple-offerings' ) . '</label><br>';
		echo '<input type="date" id="temple-staff-to" name="to" value="' . esc_attr( $filter->to ) . '"></p>';

		echo '<fieldset><legend>' . esc_html__( 'Order statuses', 'temple-offerings' ) . '</legend>';
		foreach ( wc_get_order_statuses() as $key => $label ) {
			$status = substr( $key, 3 );
			echo '<label><input type="checkbox" name="statuses[]" value="' . esc_attr( $status ) . '"' . checked( in_array( $status, $filter->statuses, true ), true, false ) . '> ' . esc_html( $label ) . '</label> ';
		}
		echo '</fieldset>';

		// Off by default: one row per believer is what the list has always been.
		echo '<p><label><input type="checkbox" name="registrant_rows" value="1" aria-describedby="temple-staff-registrant-rows-help"' . checked( $filter->registrant_rows, true, false ) . '> ' . esc_html__( 'One row per family registrant', 'temple-offerings' ) . '</label><br>';
		echo '<span id="temple-staff-registrant-rows-help" class="description">' . esc_html__( 'Each family registrant of an offering gets a row of its own in the list and the exports, repeating the believer’s details; otherwise they share one cell, one per line.', 'temple-offerings' ) . '</span></p>';
		if ( $tai_sui ) {
			echo '<p><label><input type="checkbox" name="tai_sui" value="1" aria-describedby="temple-staff-tai-sui-help"' . checked( $filter->tai_sui_only, true, false ) . '> ' . esc_html__( 'Only believers who offend Tai Sui', 'temple-offerings' ) . '</label><br>';
			echo '<span id="temple-staff-tai-sui-help" class="description">' . esc_html__( 'In each offering’s Tai Sui year and by the relations of the temple’s Tai Sui settings, from each believer’s lunar birthday; in the list, its print view and the exports.', 'temple-offerings' ) . '</span></p>';
		}
		if ( array() !== $print_columns ) {
			// Paper is narrow: staff keep the columns their task needs (the screen and CSV keep all).
			echo '<fieldset class="temple-staff-columns"><legend>' . esc_html__( 'Columns to print', 'temple-offerings' ) . '</legend>';
			foreach ( $print_columns as $key => $heading ) {
				echo '<label><input type="checkbox" name="columns[]" value="' . esc_attr( $key ) . '"' . checked( in_array( $key, $checked, true ), true, false ) . '> ' . esc_html( $heading ) . '</label> ';
			}
			echo '</fieldset>';
		}
		echo '<p><button type="submit" class="button">' . esc_html__( 'Show list', 'temple-offerings' ) . '</button></p>';
		echo '</form>';
	}
}

<?php
/**
 * The filter form of the ritual list screen.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\StaffMembers;

/**
 * Products, category, channel, staff member, date range, statuses and one row per family
 * registrant, every field labelled; a
 * GET form so the result is a link staff can reload, nonce included.
 * Prepares what templates/temple-offerings/admin/ritual-list.php prints.
 */
final class RitualListForm {

	/** Enough for a temple's catalogue; the category picks the rest. */
	private const MAX_PRODUCTS = 500;

	/**
	 * The form's fields, filled from the current filter: plain values the
	 * template escapes.
	 *
	 * @param RitualListFilter      $filter        Current filter.
	 * @param array<string, string> $print_columns Every column the printed list can show, key => heading.
	 * @param string[]              $checked       The columns ticked for printing.
	 * @param bool                  $tai_sui       Whether the list reckons 犯太歲 (offers its filter).
	 * @return array<string, mixed>
	 */
	public function fields( RitualListFilter $filter, array $print_columns = array(), array $checked = array(), bool $tai_sui = false ): array {
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
		$statuses   = array();
		foreach ( wc_get_order_statuses() as $key => $label ) {
			$status     = substr( $key, 3 );
			$statuses[] = array(
				'value'   => $status,
				'label'   => $label,
				'checked' => in_array( $status, $filter->statuses, true ),
			);
		}
		$columns = array();
		foreach ( $print_columns as $key => $heading ) {
			$columns[] = array(
				'key'     => $key,
				'heading' => $heading,
				'checked' => in_array( $key, $checked, true ),
			);
		}
		return array(
			'action'          => admin_url( 'admin.php' ),
			'page'            => RitualListPage::SLUG,
			'nonce'           => RitualListPage::NONCE,
			'products'        => array_map(
				static fn( \WC_Product $product ): array => array(
					'id'       => $product->get_id(),
					'name'     => $product->get_name(),
					'selected' => in_array( $product->get_id(), $filter->product_ids, true ),
				),
				is_array( $products ) ? $products : array()
			),
			'categories'      => array_map(
				static fn( \WP_Term $term ): array => array(
					'slug' => $term->slug,
					'name' => $term->name,
				),
				is_array( $categories ) ? $categories : array()
			),
			'category'        => $filter->category,
			'channel'         => $filter->channel,
			'channels'        => array_map(
				static fn( string $channel ): array => array(
					'value' => $channel,
					'label' => OrderChannel::label( $channel ),
				),
				OrderChannel::CHANNELS
			),
			'staff'           => $filter->staff,
			// Those who took an order at the counter or by phone, by name.
			'staff_members'   => StaffMembers::who_took_orders(),
			'from'            => $filter->from,
			'to'              => $filter->to,
			'statuses'        => $statuses,
			'registrant_rows' => $filter->registrant_rows,
			// The 犯太歲 filter is offered only where the list reckons it.
			'tai_sui'         => $tai_sui ? $filter->tai_sui_only : null,
			// Paper is narrow: staff keep the columns their task needs (the screen and CSV keep all).
			'columns'         => $columns,
		);
	}
}

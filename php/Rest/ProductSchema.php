<?php
/**
 * JSON schema of a visible-products row.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

/**
 * The product row of docs/rest-contract.md, for OPTIONS requests and
 * documentation.
 */
final class ProductSchema {

	/**
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$string = array( 'type' => 'string' );
		$price  = array(
			'type'        => 'string',
			'description' => __( 'Price as stored by WooCommerce; empty when not on sale.', 'temple-offerings' ),
		);
		$seats  = array(
			'stock'     => array(
				'type'        => array( 'integer', 'null' ),
				'description' => __( 'Places left (WooCommerce stock, one unit a believer); null when the product does not count them.', 'temple-offerings' ),
			),
			'low_stock' => array(
				'type'        => 'boolean',
				'description' => __( 'Places left are at or under the low-stock threshold.', 'temple-offerings' ),
			),
			'sold_out'  => array(
				'type'        => 'boolean',
				'description' => __( 'No place left: shown, not selectable.', 'temple-offerings' ),
			),
		);

		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'temple-offerings-visible-product',
			'type'       => 'object',
			'properties' => array(
				'id'                   => array( 'type' => 'integer' ),
				'name'                 => $string,
				'slug'                 => $string,
				'type'                 => array(
					'type' => 'string',
					'enum' => array( 'simple', 'variable', 'subscription', 'variable-subscription' ),
				),
				'category'             => array(
					'type'  => 'array',
					'items' => $string,
				),
				'image'                => array(
					'type'   => 'string',
					'format' => 'uri',
				),
				'image_width'          => array(
					'type'        => 'integer',
					'description' => __( 'The image\'s width in pixels; 0 when unknown.', 'temple-offerings' ),
				),
				'image_height'         => array(
					'type'        => 'integer',
					'description' => __( 'The image\'s height in pixels; 0 when unknown.', 'temple-offerings' ),
				),
				'short_description'    => $string,
				'price'                => $price,
				'regular_price'        => $price,
				'sale_price'           => $price,
				'stock'                => $seats['stock'],
				'low_stock'            => $seats['low_stock'],
				'sold_out'             => $seats['sold_out'],
				'kept_for_counter'     => array(
					'type'        => 'boolean',
					'description' => __( 'Some places are still kept for the temple\'s counter: stock is what the page may register (with channel=counter, from the counter\'s staff, always false and stock is every place left).', 'temple-offerings' ),
				),
				'cutoff'               => array(
					'type'        => 'string',
					'description' => __( 'Registration cutoff day (Y-m-d, the site\'s timezone, inclusive); empty when there is none.', 'temple-offerings' ),
				),
				'cutoff_label'         => array(
					'type'        => 'string',
					'description' => __( 'What the offering card says of its cutoff, in the site\'s language; empty when there is none.', 'temple-offerings' ),
				),
				'closed'               => array(
					'type'        => 'boolean',
					'description' => __( 'The cutoff day has passed, or the registration window has closed: shown, not selectable, not purchasable.', 'temple-offerings' ),
				),
				'opens_at'             => array(
					'type'        => 'string',
					'description' => __( 'When registration opens (ISO 8601 with the site\'s offset); empty when there is no opening.', 'temple-offerings' ),
				),
				'closes_at'            => array(
					'type'        => 'string',
					'description' => __( 'When registration closes (ISO 8601 with the site\'s offset); empty when there is no close.', 'temple-offerings' ),
				),
				'registration'         => array(
					'type'        => 'string',
					'enum'        => array( 'before', 'open', 'closed' ),
					'description' => __( 'Where the registration window stands at the time of the answer, by the server\'s clock.', 'temple-offerings' ),
				),
				'opens_label'          => array(
					'type'        => 'string',
					'description' => __( 'What the offering card says before registration opens, in the site\'s language; empty otherwise.', 'temple-offerings' ),
				),
				'tai_sui_year'         => array(
					'type'        => 'integer',
					'description' => __( 'The year the offering is for, against which the believer form reckons Tai Sui: its own, else its categories\', else the site\'s, else the current lunar year.', 'temple-offerings' ),
				),
				'available_variations' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'variation_id'          => array( 'type' => 'integer' ),
							'price'                 => $price,
							'regular_price'         => $price,
							'sale_price'            => $price,
							'attributes'            => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'name'  => $string,
										'value' => $string,
									),
								),
							),
							'image'                 => $string,
							'image_width'           => array( 'type' => 'integer' ),
							'image_height'          => array( 'type' => 'integer' ),
							'variation_description' => $string,
						) + $seats,
					),
				),
			),
		);
	}
}

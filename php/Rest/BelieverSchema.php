<?php
/**
 * The lists inside a CartBeliever, as REST argument schema.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverValidator;

/**
 * Bounds the lists a believer carries (`product_category`, `depends_people`)
 * with `maxItems`, so WordPress refuses an oversized list while validating
 * the request, before any of our code walks it. The other fields are checked
 * by BelieverSanitizer and BelieverValidator.
 */
final class BelieverSchema {

	/**
	 * `product_category`: a list of slugs.
	 *
	 * @return array<string, mixed>
	 */
	public static function categories(): array {
		return array(
			'type'     => 'array',
			'items'    => array( 'type' => 'string' ),
			'maxItems' => self::max_categories(),
		);
	}

	/**
	 * Category slugs one believer or saved believer may name: the field
	 * table's `max` of `product_category`, the limit the sanitizer applies.
	 */
	public static function max_categories(): int {
		$field = BelieverFields::field( 'product_category' );
		return ( null !== $field ? BelieverFields::max( $field ) : null ) ?? 0;
	}

	/**
	 * A CartBeliever object. Its lists may be null (the sanitizer reads null as
	 * empty), as before they had a schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function believer(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'product_category' => array( 'type' => array( 'array', 'null' ) ) + self::categories(),
				'depends_people'   => array(
					'type'     => array( 'array', 'null' ),
					'items'    => array( 'type' => 'object' ),
					'maxItems' => BelieverValidator::max_registrants(),
				),
			),
		);
	}
}

<?php
/**
 * What the renew route answers, made from an order's lines.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

/**
 * Pure: turns an order's lines, each already read (LineBelievers) and checked
 * against the catalogue, into the answer of
 * `GET temple-offerings/v1/orders/<id>/renewal`:
 *
 *     { order_id, lines: [ { product_id, variation_id, name, kind, believers } ],
 *       skipped: [ { name } ] }
 *
 * A line whose offering is still sold comes back with its believers as
 * LineBelievers read them (cleaned by BelieverSanitizer), but never the
 * staff's data of the line: lamp numbers are left out. A line whose offering
 * is no longer sold is named in `skipped`, once per name, so the worshipper
 * is told what cannot be registered again. Lines without believers (an
 * ordinary product in the same order) are neither: there is nothing to renew.
 */
final class RenewalAnswer {

	/**
	 * @param int                                $order_id The order.
	 * @param array<int, array<string, mixed>>   $lines    One entry per order line:
	 *        `read` (LineBelievers::read()'s answer, null for a line without believers),
	 *        `sold` (whether its product is still offered), `product_id`,
	 *        `variation_id`, `name` (the product's name now, for a sold line) and
	 *        `line_name` (the name on the order, for a skipped one).
	 * @return array{order_id: int, lines: array<int, array<string, mixed>>, skipped: array<int, array{name: string}>}
	 */
	public static function of( int $order_id, array $lines ): array {
		$answer  = array();
		$skipped = array();
		foreach ( $lines as $line ) {
			$read = $line['read'] ?? null;
			if ( ! is_array( $read ) || array() === ( $read['believers'] ?? array() ) ) {
				continue;
			}
			if ( true !== ( $line['sold'] ?? false ) ) {
				$name = trim( (string) ( $line['line_name'] ?? '' ) );
				if ( '' !== $name && ! in_array( $name, array_column( $skipped, 'name' ), true ) ) {
					$skipped[] = array( 'name' => $name );
				}
				continue;
			}
			$answer[] = array(
				'product_id'   => (int) ( $line['product_id'] ?? 0 ),
				'variation_id' => (int) ( $line['variation_id'] ?? 0 ),
				'name'         => (string) ( $line['name'] ?? '' ),
				'kind'         => (string) $read['kind'],
				// Only the believers: `numbers` (燈號) is the temple's, given per order.
				'believers'    => array_values( $read['believers'] ),
			);
		}
		return array(
			'order_id' => $order_id,
			'lines'    => $answer,
			'skipped'  => $skipped,
		);
	}
}

<?php
/**
 * New people registered at the counter join their household's family book.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Account\SaveRefused;

/**
 * After a counter order for an account is made: each believer who did not
 * come from the account's family book, and whom the book does not already
 * hold (the same name on a form of the same fields), is saved in it, as the
 * offering page saves the believers a worshipper typed, so next year the
 * counter (and the worshipper at home) finds them. All or none, within the
 * book's limit; a book that is full or busy leaves the order as it is and
 * says so.
 */
final class HouseholdBook {

	/**
	 * @param BelieverStore $store Family books.
	 */
	public function __construct( private BelieverStore $store ) {}

	/**
	 * @param int                              $customer The account.
	 * @param array<int, array<string, mixed>> $lines    The order's accepted lines: each `kind`,
	 *        `believers` (sanitized, with their product's categories) and `saved_ids` (aligned).
	 * @return array{added: int, error: string}
	 */
	public function add( int $customer, array $lines ): array {
		$book  = $this->store->list( $customer );
		$ids   = array_map( static fn( array $row ): int => (int) ( $row['id'] ?? 0 ), $book );
		$known = array();
		foreach ( HouseholdPeople::of( $book, array() ) as $person ) {
			$known[ (string) HouseholdPeople::identity( $person['kind'], $person['data'] ) ] = true;
		}
		$items = array();
		foreach ( $lines as $line ) {
			foreach ( $line['believers'] as $index => $believer ) {
				$key = HouseholdPeople::identity( (string) $line['kind'], $believer );
				if ( null === $key || in_array( $line['saved_ids'][ $index ] ?? 0, $ids, true ) || isset( $known[ $key ] ) ) {
					continue;
				}
				$known[ $key ] = true;
				$items[]       = array( (array) ( $believer['product_category'] ?? array() ), $believer );
			}
		}
		if ( array() === $items ) {
			return array(
				'added' => 0,
				'error' => '',
			);
		}
		try {
			$this->store->create_all( $customer, $items );
		} catch ( SaveRefused $refused ) {
			return array(
				'added' => 0,
				'error' => SaveRefused::LIMIT === $refused->reason
					/* translators: %d: how many people one family book may hold. */
					? sprintf( __( 'The registration is made, but its new people were not added to the family book: it may hold at most %d people.', 'temple-offerings' ), BelieverStore::LIMIT_PER_USER )
					: __( 'The registration is made, but its new people could not be added to the family book now.', 'temple-offerings' ),
			);
		}
		return array(
			'added' => count( $items ),
			'error' => '',
		);
	}
}

<?php
/**
 * Places per phone number and per household: the rules, without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

/**
 * A household is what the counter opens when it finds one: a customer's
 * account (its orders, the family book its people come from) together with
 * the guest orders that share a phone with it; for worshippers without an
 * account, the guest orders sharing a phone. So the household of a checkout
 * is every order of its account, every order whose billing phone is the
 * account's phone or the checkout's, and every order of an account that
 * ordered with that phone. Places are counted on those orders as a person's
 * are (ShareLimit::taken): unpaid ones too, less refunds. Per phone counts
 * the orders whose billing phone is this one, whoever made them.
 */
final class HouseholdRule {

	public const PHONE_CODE = 'temple_offerings_phone_limit';

	public const HOUSEHOLD_CODE = 'temple_offerings_household_limit';

	/**
	 * The orders of a household among those read for it.
	 *
	 * @param iterable<array{id: int, customer: int, phone: string}> $orders   Orders of the account, of the phones
	 *                                                                         and of the accounts that used them.
	 * @param int                                                    $customer The account, 0 for a guest.
	 * @param string[]                                               $phones   The household's phones, normalised.
	 * @return int[] Order ids.
	 */
	public static function members( iterable $orders, int $customer, array $phones ): array {
		$phones    = array_values( array_filter( $phones, static fn( string $phone ): bool => '' !== $phone ) );
		$rows      = is_array( $orders ) ? $orders : iterator_to_array( $orders, false );
		$customers = $customer > 0 ? array( $customer ) : array();
		foreach ( $rows as $row ) {
			if ( $row['customer'] > 0 && in_array( $row['phone'], $phones, true ) ) {
				$customers[] = $row['customer'];
			}
		}
		$ids = array();
		foreach ( $rows as $row ) {
			if ( in_array( $row['phone'], $phones, true ) || ( $row['customer'] > 0 && in_array( $row['customer'], $customers, true ) ) ) {
				$ids[ $row['id'] ] = true;
			}
		}
		return array_keys( $ids );
	}

	/**
	 * The refusals of adding places past the phone's or the household's
	 * limit (none when it fits or the one counted is unknown).
	 *
	 * @param string   $name          The offering's name.
	 * @param int|null $per_phone     Places one phone may hold (null: no limit, or no phone known).
	 * @param int|null $per_household Places one household may hold (null: no limit, or unknown).
	 * @param int      $in_cart       The offering's places already in this cart.
	 * @param int      $phone_taken   The phone's places on other orders.
	 * @param int      $house_taken   The household's places on other orders.
	 * @param int      $adding        Places being added.
	 * @return array<int, array{code: string, message: string, left: int}>
	 */
	public static function refusals( string $name, ?int $per_phone, ?int $per_household, int $in_cart, int $phone_taken, int $house_taken, int $adding ): array {
		$refusals = array();
		if ( null !== $per_phone && $phone_taken + $in_cart + $adding > $per_phone ) {
			$left       = max( 0, $per_phone - $phone_taken - $in_cart );
			$refusals[] = array(
				'code'    => self::PHONE_CODE,
				'message' => 0 === $left
					/* translators: 1: offering name, 2: places one phone number may register. */
					? sprintf( __( '"%1$s" takes at most %2$d places per phone number, and this phone number has registered all of them.', 'temple-offerings' ), $name, $per_phone )
					/* translators: 1: offering name, 2: places one phone number may register, 3: places still left to it. */
					: sprintf( __( '"%1$s" takes at most %2$d places per phone number; this phone number can register %3$d more.', 'temple-offerings' ), $name, $per_phone, $left ),
				'left'    => $left,
			);
		}
		if ( null !== $per_household && $house_taken + $in_cart + $adding > $per_household ) {
			$left       = max( 0, $per_household - $house_taken - $in_cart );
			$refusals[] = array(
				'code'    => self::HOUSEHOLD_CODE,
				'message' => 0 === $left
					/* translators: 1: offering name, 2: places one household may register. */
					? sprintf( __( '"%1$s" takes at most %2$d places per household, and your household has registered all of them.', 'temple-offerings' ), $name, $per_household )
					/* translators: 1: offering name, 2: places one household may register, 3: places still left to it. */
					: sprintf( __( '"%1$s" takes at most %2$d places per household; your household can register %3$d more.', 'temple-offerings' ), $name, $per_household, $left ),
				'left'    => $left,
			);
		}
		return $refusals;
	}

	/**
	 * The refusal that leaves the fewest places, or null.
	 *
	 * @param array<int, array{code: string, message: string, left: int}|null> $refusals Refusals, nulls skipped.
	 * @return array{code: string, message: string, left: int}|null
	 */
	public static function fewest( array $refusals ): ?array {
		$refusals = array_values( array_filter( $refusals ) );
		usort( $refusals, static fn( array $a, array $b ): int => $a['left'] <=> $b['left'] );
		return $refusals[0] ?? null;
	}
}

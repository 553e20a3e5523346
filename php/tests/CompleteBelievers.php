<?php
/**
 * The shared fixture's complete believers, for PHPUnit.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

/**
 * Reads src/domain/test/believers.fixtures.json as the Jest tests do
 * (src/domain/test/complete-believer.ts): the complete believer of each form
 * kind, and the cases with their believers written out.
 */
final class CompleteBelievers {

	private const FIXTURE = __DIR__ . '/../../src/domain/test/believers.fixtures.json';

	/**
	 * The decoded fixture.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $fixture = null;

	/**
	 * The complete believer of a kind, with some fields replaced.
	 *
	 * @param string               $kind  Form kind.
	 * @param array<string, mixed> $patch Fields to replace.
	 * @return array<string, mixed>
	 */
	public static function of( string $kind, array $patch = array() ): array {
		$complete = self::fixture()['complete'];
		return array_merge( $complete['*'], $complete[ $kind ] ?? array(), $patch );
	}

	/**
	 * The cases, keyed by title: kind, believers written out (an entry is the
	 * complete believer of the kind with its fields replaced, or for
	 * `{ "$raw": value }` the value itself), expected errors, and the day
	 * (YYYY-MM-DD) the case is checked as of: its own, or the fixture's.
	 *
	 * @return array<string, array{0: string, 1: array, 2: array, 3: string}>
	 */
	public static function cases(): array {
		$data = array();
		foreach ( self::fixture()['cases'] as $case ) {
			$believers = array_map(
				static fn( array $entry ): mixed => array_key_exists( '$raw', $entry ) ? $entry['$raw'] : self::of( $case['kind'], $entry ),
				$case['believers']
			);
			$data[ $case['title'] ] = array( $case['kind'], $believers, $case['errors'], $case['today'] ?? self::fixture()['today'] );
		}
		return $data;
	}

	/**
	 * The fixture, read once.
	 *
	 * @return array<string, mixed>
	 */
	private static function fixture(): array {
		self::$fixture ??= json_decode( (string) file_get_contents( self::FIXTURE ), true, 512, JSON_THROW_ON_ERROR );
		return self::$fixture;
	}
}

<?php
/**
 * The shared fixture, run against the PHP validator.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Tests\CompleteBelievers;

/**
 * Every case of src/domain/test/believers.fixtures.json must give exactly the
 * errors the Jest test expects: one rule set on both sides.
 */
final class BelieverValidatorTest extends TestCase {

	/**
	 * The fixture's cases, keyed by title.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: array}>
	 */
	public static function fixture_cases(): array {
		return CompleteBelievers::cases();
	}

	/**
	 * @dataProvider fixture_cases
	 *
	 * @param string $kind      Form kind.
	 * @param mixed  $believers Wire believers.
	 * @param array  $expected  Expected errors.
	 * @param string $today     The day the case is checked as of.
	 */
	public function test_fixture_case( string $kind, mixed $believers, array $expected, string $today ): void {
		$errors = ( new BelieverValidator( $today ) )->validate( $kind, $believers );
		$this->assertSame( self::sorted( $expected ), self::sorted( $errors ) );
	}

	/**
	 * Valid fixture believers stay valid after sanitizing: the sanitizer does
	 * not damage good data (Chinese text, 吉, leap months). Markup is the
	 * exception: it is valid text for the validator, and removed here.
	 *
	 * @dataProvider fixture_cases
	 *
	 * @param string $kind      Form kind.
	 * @param mixed  $believers Wire believers.
	 * @param array  $expected  Expected errors.
	 * @param string $today     The day the case is checked as of.
	 */
	public function test_valid_cases_survive_sanitizing( string $kind, mixed $believers, array $expected, string $today ): void {
		if ( array() !== $expected ) {
			$this->assertNotSame( array(), $expected );
			return;
		}
		$clean = ( new BelieverSanitizer() )->sanitize( $believers );
		if ( str_contains( (string) json_encode( $believers ), '<' ) ) {
			// Markup is valid for the validator but removed by the sanitizer.
			$this->assertStringNotContainsString( '<', (string) json_encode( $clean ) );
			return;
		}
		$this->assertSame( array(), ( new BelieverValidator( $today ) )->validate( $kind, $clean ) );
	}

	public function test_fixture_covers_every_kind(): void {
		$kinds = array_unique( array_column( self::fixture_cases(), 0 ) );
		sort( $kinds );
		$this->assertSame( array( 'animal', 'change', 'dead-blessing', 'gift', 'light', 'pudu', 'super', 'worship' ), $kinds );
	}

	public function test_unknown_kind_and_categories(): void {
		$validator = new BelieverValidator();
		$this->assertSame( array( array( 'index' => 0, 'field' => 'believers', 'code' => 'invalid' ) ), $validator->validate( 'unknown', array() ) );
		$this->assertSame( array( array( 'index' => 0, 'field' => 'believers', 'code' => 'invalid' ) ), $validator->validate( FormKind::of( array( 'uncategorized' ) ) ?? '', array() ) );
		$this->assertSame( array( array( 'index' => 0, 'field' => 'believers', 'code' => 'required' ) ), $validator->validate( FormKind::of( array( 'light', 'pudu' ) ) ?? '', array() ) );
		$this->assertSame( array( array( 'index' => 0, 'field' => 'believers', 'code' => 'required' ) ), $validator->validate( 'light', 'not a list' ) );
	}

	public function test_trailing_newline_is_not_a_valid_table_value(): void {
		// PCRE's $ would accept "1980\n"; the validator must not.
		$believer = array(
			'name'     => '王小明',
			'gender'   => 'male',
			'address'  => '臺北市',
			'birthday' => "1980-04-12\n-子",
			'mobile'   => "0912345678\n",
		);
		$errors = ( new BelieverValidator() )->validate( 'light', array( $believer ) );
		$this->assertSame( array( array( 'index' => 0, 'field' => 'birthday.day', 'code' => 'invalid' ) ), $errors );
	}

	public function test_without_a_given_day_the_sites_today_counts(): void {
		// Without WordPress (these tests) the site's date is UTC's; two lunar years ahead is after any today.
		$ahead    = (int) gmdate( 'Y' ) + 2;
		$believer = CompleteBelievers::of( 'light', array( 'birthday' => $ahead . '-01-01-吉' ) );
		$this->assertSame(
			array( array( 'index' => 0, 'field' => 'birthday.year', 'code' => 'after_today' ) ),
			( new BelieverValidator() )->validate( 'light', array( $believer ) )
		);
		$this->assertSame( array(), ( new BelieverValidator( ( $ahead + 1 ) . '-06-01' ) )->validate( 'light', array( $believer ) ) );
	}

	/**
	 * Errors in a stable order, for an order-insensitive comparison.
	 *
	 * @param array $errors Errors.
	 */
	private static function sorted( array $errors ): array {
		usort(
			$errors,
			static fn( array $a, array $b ): int => array( $a['index'], $a['field'], $a['code'] ) <=> array( $b['index'], $b['field'], $b['code'] )
		);
		return $errors;
	}
}

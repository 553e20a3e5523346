<?php
/**
 * TaiSui against the fixture src/domain/tai-sui.ts is also proven on
 * (src/domain/test/tai-sui.test.ts).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\LunarCalendar;
use TempleOfferings\Domain\TaiSui;

/**
 * The server reckons every believer as the page does, and writes the same hint.
 */
final class TaiSuiTest extends TestCase {

	/**
	 * @return array<string, mixed>
	 */
	private static function fixtures(): array {
		return json_decode( (string) file_get_contents( __DIR__ . '/../../../src/domain/test/tai-sui.fixtures.json' ), true );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( self::fixtures()['cases'] as $index => $case ) {
			$cases[ "#{$index} {$case['name']}" ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @param array<string, mixed> $fixture One case.
	 *
	 * @dataProvider cases
	 */
	public function test_reckons_as_the_page_does( array $fixture ): void {
		$reckoning = TaiSui::reckon( $fixture['birthday'], $fixture['year'], $fixture['boundary'], $fixture['counted'] );
		$expected  = $fixture['expected'];
		$sentence  = $expected['sentence'];
		unset( $expected['sentence'] );
		$expected['year'] = $fixture['year'];
		ksort( $expected );
		ksort( $reckoning );
		$this->assertSame( $expected, $reckoning );
		$this->assertSame( $sentence, TaiSui::sentence( $reckoning, self::fixtures()['words'] ) );
	}

	public function test_the_issues_checks_for_2026_and_2027(): void {
		$of = static fn( int $birth_year ): array => TaiSui::reckon( "{$birth_year}-03-01-吉", 2026, 'lunar_new_year', TaiSui::DEFAULT_COUNTED );
		$this->assertSame( array( 'zhi', 'zi_xing' ), $of( 1990 )['relations'] );
		$this->assertSame( '馬', $of( 1990 )['animal'] );
		$this->assertSame( array( 'chong' ), $of( 1996 )['relations'] );
		$this->assertSame( array( 'hai' ), $of( 1997 )['relations'] );
		$this->assertSame( array( 'po' ), $of( 1999 )['relations'] );
		$this->assertSame( '丙午', TaiSui::year_name( 2026 ) );
		$this->assertSame( '丁未', TaiSui::year_name( 2027 ) );
	}

	public function test_every_lunar_day_goes_back_to_its_solar_day(): void {
		$different = array();
		$last_day  = (int) ( gmmktime( 0, 0, 0, 12, 31, 2099 ) / 86400 );
		for ( $day = (int) ( gmmktime( 0, 0, 0, 1, 31, 1900 ) / 86400 ); $day <= $last_day; $day += 7 ) {
			$lunar = LunarCalendar::solar_to_lunar( gmdate( 'Y-m-d', $day * 86400 ) );
			if ( null === $lunar || LunarCalendar::lunar_to_solar_day( $lunar['year'], $lunar['month'], (int) $lunar['day'] ) !== $day ) {
				$different[] = gmdate( 'Y-m-d', $day * 86400 );
			}
		}
		$this->assertSame( array(), $different );
		$this->assertNull( LunarCalendar::lunar_to_solar_day( 2024, '潤05', 1 ) );
		$this->assertNull( LunarCalendar::lunar_to_solar_day( 2023, '01', 30 ) );
	}

	public function test_reckons_the_kinds_the_page_reckons_and_every_kind_is_decided(): void {
		$expected = self::fixtures()['reckonedKinds'];
		unset( $expected['comment'] );
		$kinds = array_column( json_decode( (string) file_get_contents( BelieverFields::TABLE ), true )['kinds'], 'slug' );
		sort( $kinds );
		$decided = array_keys( $expected );
		sort( $decided );
		$this->assertSame( $kinds, $decided );
		foreach ( $expected as $kind => $reckoned ) {
			$this->assertSame( $reckoned, TaiSui::reckons( $kind ), $kind );
		}
	}

	public function test_staff_text_names_only_the_kinds_reckoned(): void {
		$words = self::fixtures()['words'];
		// A 馬 birthday in 2026: the living registrant of 普渡 is named, a pet is
		// not, and a birthday left on a 超薦 form (which asks none) is not trusted.
		$of = static fn( string $kind ): string => TaiSui::staff_text( '1990-06-15-午', $kind, 2026, 'lunar_new_year', TaiSui::DEFAULT_COUNTED, $words );
		$this->assertSame( '值太歲', $of( 'light' ) );
		$this->assertSame( '值太歲', $of( 'pudu' ) );
		$this->assertSame( '', $of( 'animal' ) );
		$this->assertSame( '', $of( 'super' ) );
		$this->assertSame( '', $of( 'dead-blessing' ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function templates(): array {
		return json_decode( (string) file_get_contents( __DIR__ . '/../../../src/domain/test/tai-sui.fixtures.json' ), true )['fill'];
	}

	/**
	 * @param string $template A filtered template.
	 * @param string $expected What it gives.
	 *
	 * @dataProvider templates
	 */
	public function test_fills_a_template_as_the_page_does( string $template, string $expected ): void {
		$this->assertSame( $expected, TaiSui::fill( $template, array( '馬', 2026, '丙午', '值太歲' ) ) );
	}
}

<?php
/**
 * Tests for CutoffDate: which date applies and when registration closes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Cutoff;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\TestCase;
use TempleOfferings\Cutoff\CutoffDate;

/**
 * The product's own date wins over its categories'; among categories the
 * earliest; the day is inclusive and read in the site's timezone.
 */
final class CutoffDateTest extends TestCase {

	public function test_only_real_calendar_days_are_dates(): void {
		$this->assertSame( '2026-12-31', CutoffDate::parse( '2026-12-31' ) );
		$this->assertSame( '2028-02-29', CutoffDate::parse( '2028-02-29' ) );
		foreach ( array( '', '2026-02-29', '2026-13-01', '2026-1-5', '31/12/2026', '2026-12-31 10:00', '1899-12-31', null, 20261231, array() ) as $bad ) {
			$this->assertNull( CutoffDate::parse( $bad ), var_export( $bad, true ) );
		}
	}

	public function test_the_products_own_date_wins_over_its_categories(): void {
		$this->assertSame( '2027-01-20', CutoffDate::effective( '2027-01-20', array( '2026-12-01', '2026-11-01' ) ) );
	}

	public function test_without_its_own_date_the_earliest_category_date_applies(): void {
		$this->assertSame( '2026-11-01', CutoffDate::effective( '', array( '2026-12-01', '', 'not a date', '2026-11-01' ) ) );
		$this->assertSame( '2026-11-01', CutoffDate::effective( 'garbage', array( '2026-11-01' ) ) );
		$this->assertNull( CutoffDate::effective( '', array( '', 'x' ) ) );
		$this->assertNull( CutoffDate::effective( null, array() ) );
	}

	public function test_the_cutoff_day_itself_is_still_open_until_its_end(): void {
		$taipei = new DateTimeZone( 'Asia/Taipei' );
		$this->assertFalse( CutoffDate::is_closed( '2026-12-31', $taipei, new DateTimeImmutable( '2026-12-31 00:00:00', $taipei ) ) );
		$this->assertFalse( CutoffDate::is_closed( '2026-12-31', $taipei, new DateTimeImmutable( '2026-12-31 23:59:59', $taipei ) ) );
		$this->assertTrue( CutoffDate::is_closed( '2026-12-31', $taipei, new DateTimeImmutable( '2027-01-01 00:00:00', $taipei ) ) );
		$this->assertFalse( CutoffDate::is_closed( null, $taipei, new DateTimeImmutable( '2100-01-01', $taipei ) ) );
	}

	public function test_the_day_is_read_in_the_sites_timezone_not_utc(): void {
		$taipei = new DateTimeZone( 'Asia/Taipei' );
		// 16:30 UTC on the 31st is already 00:30 on 1 January in Taipei: closed there, open in UTC.
		$moment = new DateTimeImmutable( '2026-12-31 16:30:00', new DateTimeZone( 'UTC' ) );
		$this->assertTrue( CutoffDate::is_closed( '2026-12-31', $taipei, $moment ) );
		$this->assertFalse( CutoffDate::is_closed( '2026-12-31', new DateTimeZone( 'UTC' ), $moment ) );
		$this->assertSame( '2026-12-31T16:00:00+00:00', CutoffDate::closes_at( '2026-12-31', $taipei )->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'c' ) );
		// A fixed offset, as WordPress gives for a "UTC+8" setting, closes at the same moment.
		$this->assertSame( CutoffDate::closes_at( '2026-12-31', $taipei )->getTimestamp(), CutoffDate::closes_at( '2026-12-31', new DateTimeZone( '+08:00' ) )->getTimestamp() );
	}

	/**
	 * @return array<string, array{0: mixed, 1: string|null, 2: string|null}>
	 */
	public static function line_cases(): array {
		return array(
			'a new season does not reopen last season'    => array( '2025-12-31', '2026-12-31', '2025-12-31' ),
			'a new season without a day does not either'  => array( '2025-12-31', null, '2025-12-31' ),
			'closing the offering sooner closes it sooner' => array( '2026-12-31', '2026-11-30', '2026-11-30' ),
			'paid with no cutoff: a day set later applies' => array( 'none', '2026-12-31', '2026-12-31' ),
			'paid with no cutoff, none since: never'       => array( 'none', null, null ),
			'paid before lines kept a day: today\'s day'   => array( '', '2026-12-31', '2026-12-31' ),
			'nothing stored and no day: never'             => array( '', null, null ),
			'a damaged stored day is not a day'            => array( '2026-02-30', '2026-12-31', '2026-12-31' ),
		);
	}

	/**
	 * @dataProvider line_cases
	 */
	public function test_a_line_keeps_the_cutoff_in_force_when_it_was_paid( mixed $stored, ?string $current, ?string $expected ): void {
		$this->assertSame( $expected, CutoffDate::for_line( $stored, $current ) );
	}
}

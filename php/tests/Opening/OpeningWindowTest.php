<?php
/**
 * Tests for OpeningWindow: the moments staff set and where a moment falls.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use DateTimeZone;
use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\OpeningWindow;

/**
 * Wall-clock moments read in the shop's time zone, Asia/Taipei (no summer
 * time) and America/New_York (summer time); open from the opening second,
 * closed from the closing second.
 */
final class OpeningWindowTest extends TestCase {

	private static function taipei(): DateTimeZone {
		return new DateTimeZone( 'Asia/Taipei' );
	}

	private static function new_york(): DateTimeZone {
		return new DateTimeZone( 'America/New_York' );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: int}>
	 */
	public static function moments(): array {
		return array(
			// 2026-11-30 10:00 in Taipei (UTC+8) is 02:00 UTC.
			'Taipei, as the input posts it'       => array( '2026-11-30T10:00', 'Asia/Taipei', 1796004000 ),
			'Taipei, with seconds'                => array( '2026-11-30T10:00:30', 'Asia/Taipei', 1796004030 ),
			'Taipei, a space for T'               => array( '2026-11-30 10:00', 'Asia/Taipei', 1796004000 ),
			'the same wall clock in UTC'          => array( '2026-11-30T10:00', 'UTC', 1796032800 ),
			// New York in winter is UTC−5, in summer UTC−4.
			'New York in winter'                  => array( '2026-01-15T10:00', 'America/New_York', 1768489200 ),
			'New York in summer'                  => array( '2026-07-15T10:00', 'America/New_York', 1784124000 ),
			// 2026-11-01 01:30 happens twice in New York; the first (EDT, UTC−4) is taken.
			'New York, the hour passed twice'     => array( '2026-11-01T01:30', 'America/New_York', 1793511000 ),
			'Taipei on the day New York repeats'  => array( '2026-11-01T01:30', 'Asia/Taipei', 1793467800 ),
			'Taipei on the day New York skips'    => array( '2026-03-08T02:30', 'Asia/Taipei', 1772908200 ),
		);
	}

	/**
	 * @param string $text     Posted text.
	 * @param string $zone     Time zone.
	 * @param int    $expected Unix timestamp.
	 *
	 * @dataProvider moments
	 */
	public function test_a_wall_clock_moment_in_the_shops_time_zone( string $text, string $zone, int $expected ): void {
		$this->assertSame( $expected, OpeningWindow::parse( $text, new DateTimeZone( $zone ) ) );
	}

	public function test_a_time_the_clocks_skip_is_no_moment(): void {
		// New York skips 02:00–03:00 on 2026-03-08; PHP alone would move 02:30 to 03:30.
		$this->assertNull( OpeningWindow::parse( '2026-03-08T02:30', self::new_york() ) );
		$this->assertSame( 1772953200, OpeningWindow::parse( '2026-03-08T03:00', self::new_york() ) );
	}

	public function test_text_that_names_no_moment(): void {
		foreach ( array( '', '2026-02-30T10:00', '2026-11-30', '10:00', '2026-11-30T24:00', '2026-11-30T10:60', '2026-11-30T10:00:60', '1969-12-31T23:59', '30/11/2026 10:00', '2026-11-30T10:00+08:00', null, 1796004000, array() ) as $bad ) {
			$this->assertNull( OpeningWindow::parse( $bad, self::taipei() ), var_export( $bad, true ) );
		}
	}

	public function test_a_moment_shows_in_the_input_as_it_was_entered(): void {
		foreach ( array( 'Asia/Taipei', 'America/New_York', 'UTC' ) as $zone ) {
			$timezone = new DateTimeZone( $zone );
			foreach ( array( '2026-11-30T10:00', '2026-07-15T23:59', '2026-11-01T01:30' ) as $text ) {
				$this->assertSame( $text, OpeningWindow::input_value( OpeningWindow::parse( $text, $timezone ), $timezone ), "$text in $zone" );
			}
		}
		$this->assertSame( '', OpeningWindow::input_value( null, self::taipei() ) );
	}

	public function test_only_positive_whole_seconds_are_stored_moments(): void {
		$this->assertSame( 1796004000, OpeningWindow::stored( '1796004000' ) );
		$this->assertSame( 1796004000, OpeningWindow::stored( 1796004000 ) );
		foreach ( array( '', '0', 0, -5, '-5', '17960040.5', '2026-11-30', 'x', null, false, array() ) as $bad ) {
			$this->assertNull( OpeningWindow::stored( $bad ), var_export( $bad, true ) );
		}
	}

	public function test_at_the_second(): void {
		$opens  = 1796004000;
		$closes = 1796029200;
		$this->assertSame( OpeningWindow::BEFORE, OpeningWindow::state( $opens, $closes, $opens - 1 ) );
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( $opens, $closes, $opens ) );
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( $opens, $closes, $closes - 1 ) );
		$this->assertSame( OpeningWindow::CLOSED, OpeningWindow::state( $opens, $closes, $closes ) );
		$this->assertSame( OpeningWindow::CLOSED, OpeningWindow::state( $opens, $closes, $closes + 86400 ) );
	}

	public function test_a_missing_end_never_comes(): void {
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( null, null, 0 ) );
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( null, 1796029200, 1796029199 ) );
		$this->assertSame( OpeningWindow::CLOSED, OpeningWindow::state( null, 1796029200, 1796029200 ) );
		$this->assertSame( OpeningWindow::BEFORE, OpeningWindow::state( 1796004000, null, 1796003999 ) );
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( 1796004000, null, PHP_INT_MAX ) );
	}

	public function test_a_close_before_the_opening_never_opens(): void {
		// A product's own opening after its category's close.
		$this->assertSame( OpeningWindow::BEFORE, OpeningWindow::state( 2000, 1000, 999 ) );
		$this->assertSame( OpeningWindow::CLOSED, OpeningWindow::state( 2000, 1000, 1000 ) );
		$this->assertSame( OpeningWindow::CLOSED, OpeningWindow::state( 2000, 1000, 2000 ) );
	}

	public function test_the_window_is_read_by_the_servers_clock_whatever_the_zone(): void {
		// The same instant, entered in two zones, opens at the same second.
		$taipei   = OpeningWindow::parse( '2026-11-30T10:00', self::taipei() );
		$new_york = OpeningWindow::parse( '2026-11-29T21:00', self::new_york() );
		$this->assertSame( $taipei, $new_york );
		$this->assertSame( OpeningWindow::BEFORE, OpeningWindow::state( $taipei, null, (int) $new_york - 1 ) );
		$this->assertSame( OpeningWindow::OPEN, OpeningWindow::state( $taipei, null, (int) $new_york ) );
	}

	public function test_a_window_closes_after_it_opens(): void {
		$this->assertTrue( OpeningWindow::is_window( 1000, 1001 ) );
		$this->assertTrue( OpeningWindow::is_window( null, 1000 ) );
		$this->assertTrue( OpeningWindow::is_window( 1000, null ) );
		$this->assertTrue( OpeningWindow::is_window( null, null ) );
		$this->assertFalse( OpeningWindow::is_window( 1000, 1000 ) );
		$this->assertFalse( OpeningWindow::is_window( 1000, 999 ) );
	}

	public function test_each_end_is_the_products_own_else_its_categories(): void {
		$this->assertSame(
			array(
				'opens'  => 500,
				'closes' => 900,
			),
			OpeningWindow::effective( '500', '900', array( '100', '700' ), array( '800' ) )
		);
		// The latest opening and the earliest close of its categories; junk ignored.
		$this->assertSame(
			array(
				'opens'  => 700,
				'closes' => 800,
			),
			OpeningWindow::effective( '', 'garbage', array( '100', '700', 'x', '' ), array( '950', '800' ) )
		);
		// One end its own, the other its categories'.
		$this->assertSame(
			array(
				'opens'  => 500,
				'closes' => 800,
			),
			OpeningWindow::effective( '500', '', array( '100' ), array( '800' ) )
		);
		$this->assertSame(
			array(
				'opens'  => null,
				'closes' => null,
			),
			OpeningWindow::effective( null, null, array(), array( '' ) )
		);
	}
}

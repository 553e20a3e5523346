<?php
/**
 * Tests for QuotaFields: what staff may enter as places kept for the counter and their release.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use DateTimeZone;
use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\QuotaFields;
use TempleOfferings\Tests\InZhTw;

/**
 * A whole number from 0 and a date and time in the shop's time zone, or a
 * reason that stores nothing, said in zh_TW.
 */
final class QuotaFieldsTest extends TestCase {

	use InZhTw;

	private static function taipei(): DateTimeZone {
		return new DateTimeZone( 'Asia/Taipei' );
	}

	public function test_a_number_and_a_release_are_stored_as_the_number_and_a_timestamp(): void {
		// 2026-11-30 10:00 in Taipei is 02:00 UTC.
		$this->assertSame(
			array(
				'kept'    => 4,
				'release' => 1796004000,
			),
			QuotaFields::checked_quota( '4', '2026-11-30T10:00', self::taipei() )
		);
	}

	public function test_empty_fields_keep_nothing_until_registration_closes(): void {
		$this->assertSame(
			array(
				'kept'    => 0,
				'release' => null,
			),
			QuotaFields::checked_quota( '', '', self::taipei() )
		);
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function refused(): array {
		return array(
			'a negative number'         => array( '-1', '', 'kept', '「光明燈」的保留臨櫃名額未儲存：請填寫 0 以上的整數，或留空。' ),
			'a fraction'                => array( '2.5', '', 'kept', '「光明燈」的保留臨櫃名額未儲存：請填寫 0 以上的整數，或留空。' ),
			'words'                     => array( 'four', '', 'kept', '「光明燈」的保留臨櫃名額未儲存：請填寫 0 以上的整數，或留空。' ),
			'a release that is no date' => array( '4', 'tomorrow', 'format', '「光明燈」的保留臨櫃名額未儲存：釋出時間請填寫日期與時間，或留空。' ),
			'a day that does not exist' => array( '4', '2026-02-30T10:00', 'format', '「光明燈」的保留臨櫃名額未儲存：釋出時間請填寫日期與時間，或留空。' ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_a_bad_value_stores_nothing_and_says_why( string $kept, string $release, string $reason, string $message ): void {
		$checked = QuotaFields::checked_quota( $kept, $release, self::taipei() );
		$this->assertSame( $reason, $checked );
		$this->assertSame( $message, QuotaFields::refusal( '光明燈', $checked ) );
	}

	public function test_a_release_the_clocks_skip_is_refused(): void {
		$checked = QuotaFields::checked_quota( '4', '2026-03-08T02:30', new DateTimeZone( 'America/New_York' ) );
		$this->assertSame( 'skipped', $checked );
		$this->assertStringContainsString( '釋出時間在本站的時區並不存在', QuotaFields::refusal( '光明燈', $checked ) );
	}

	public function test_the_counters_window_says_its_own_reasons(): void {
		$this->assertSame( '「光明燈」的臨櫃登記時段未儲存：臨櫃登記結束必須晚於臨櫃登記開始。', QuotaFields::refusal( '光明燈', 'window-order' ) );
		$this->assertSame( '「光明燈」的臨櫃登記時段未儲存：請填寫日期與時間。', QuotaFields::refusal( '光明燈', 'window-format' ) );
	}
}

<?php
/**
 * Tests for ChannelQuota: the places the page may sell while some are kept for the counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\ChannelQuota;
use TempleOfferings\Tests\InZhTw;

/**
 * 10 places, 4 kept for the counter until the release: the page sells 6,
 * the counter 10; the counter's sales eat its own part first; after the
 * release, or with nothing kept, the page sells every place left.
 */
final class ChannelQuotaTest extends TestCase {

	use InZhTw;

	private const RELEASE = 1796004000;

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int|null, 4: int, 5: int}>
	 */
	public static function cases(): array {
		$before = self::RELEASE - 1;
		return array(
			// left, kept, counter sold, release, now => page may sell.
			'nothing sold: the page sells the stock less the kept part' => array( 10, 4, 0, self::RELEASE, $before, 6 ),
			'the counter sold 3 of its 4: one still kept'               => array( 7, 4, 3, self::RELEASE, $before, 6 ),
			'the counter sold its 4: nothing kept'                      => array( 6, 4, 4, self::RELEASE, $before, 6 ),
			'the counter sold 6: its 2 beyond came from the page'       => array( 4, 4, 6, self::RELEASE, $before, 4 ),
			'the page sold its 6: only the kept 4 are left'             => array( 4, 4, 0, self::RELEASE, $before, 0 ),
			'at the release second the page may sell everything left'  => array( 4, 4, 0, self::RELEASE, self::RELEASE, 4 ),
			'no release: kept until registration closes'               => array( 4, 4, 0, null, PHP_INT_MAX, 0 ),
			'staff lowered the stock under the kept part'               => array( 3, 4, 0, null, $before, 0 ),
			'staff raised the stock: the page gets the new places'      => array( 15, 4, 1, null, $before, 12 ),
			'nothing kept'                                              => array( 5, 0, 0, null, $before, 5 ),
		);
	}

	/**
	 * @dataProvider cases
	 */
	public function test_the_page_sells_the_places_left_less_the_counters_unsold_part( int $left, int $kept, int $sold, ?int $release, int $now, int $page ): void {
		$this->assertSame( $page, ChannelQuota::page_left( $left, ChannelQuota::reserved( $kept, $sold, $release, $now ) ) );
	}

	public function test_the_counter_keeps_its_unsold_part_until_the_release(): void {
		$this->assertSame( 4, ChannelQuota::reserved( 4, 0, self::RELEASE, self::RELEASE - 1 ) );
		$this->assertSame( 1, ChannelQuota::reserved( 4, 3, self::RELEASE, self::RELEASE - 1 ) );
		$this->assertSame( 0, ChannelQuota::reserved( 4, 9, self::RELEASE, self::RELEASE - 1 ) );
		$this->assertSame( 0, ChannelQuota::reserved( 4, 0, self::RELEASE, self::RELEASE ) );
		$this->assertSame( 4, ChannelQuota::reserved( 4, -2, null, 0 ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: int|null}>
	 */
	public static function numbers(): array {
		return array(
			'zero'            => array( '0', 0 ),
			'a number'        => array( '4', 4 ),
			'spaces around'   => array( ' 12 ', 12 ),
			'an int'          => array( 7, 7 ),
			'negative'        => array( '-1', null ),
			'negative int'    => array( -1, null ),
			'a fraction'      => array( '2.5', null ),
			'words'           => array( 'four', null ),
			'empty'           => array( '', null ),
			'seven digits'    => array( '1000000', null ),
			'not text'        => array( array( 4 ), null ),
		);
	}

	/**
	 * @dataProvider numbers
	 */
	public function test_a_kept_number_is_a_whole_number_from_zero( mixed $value, ?int $parsed ): void {
		$this->assertSame( $parsed, ChannelQuota::parse( $value ) );
	}

	public function test_the_refusal_says_the_places_left_are_kept_for_the_counter(): void {
		$this->assertSame( '「光明燈」網路登記已額滿，剩餘名額保留給本宮櫃台臨櫃登記。', ChannelQuota::message( '光明燈', 0 ) );
		$this->assertSame( '「光明燈」網路登記只剩 6 個名額，其餘名額保留給本宮櫃台臨櫃登記，請減少信眾人數。', ChannelQuota::message( '光明燈', 6 ) );
	}
}

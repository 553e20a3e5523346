<?php
/**
 * A household's people, last year's window, and what a search term asks.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Counter;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\TestCase;
use TempleOfferings\Counter\HouseholdFinder;
use TempleOfferings\Counter\HouseholdPeople;
use TempleOfferings\Counter\Households;
use TempleOfferings\Counter\LastYear;

/**
 * The family book and last year's believers are one list of people; a
 * person's offerings of last year are theirs whatever their form's kind is
 * called; a search term is a phone number or a name, never half of each.
 */
final class HouseholdTest extends TestCase {

	/**
	 * A family book row as BelieverStore::row() gives it.
	 *
	 * @param int      $id         Post id.
	 * @param string   $name       Name.
	 * @param string[] $categories Its categories.
	 * @return array<string, mixed>
	 */
	private static function book( int $id, string $name, array $categories = array( 'light' ) ): array {
		return array(
			'id'               => $id,
			'product_category' => $categories,
			'data'             => array(
				'id'   => 'row-' . $id,
				'name' => $name,
			),
		);
	}

	/**
	 * A line of last year.
	 *
	 * @param int      $product Product id.
	 * @param string   $kind    Form kind.
	 * @param string[] $names   Its believers' names.
	 * @return array<string, mixed>
	 */
	private static function line( int $product, string $kind, array $names ): array {
		return array(
			'product_id'   => $product,
			'variation_id' => 0,
			'name'         => 'offering ' . $product,
			'kind'         => $kind,
			'believers'    => array_map( static fn( string $name ): array => array( 'id' => 'x', 'name' => $name ), $names ),
		);
	}

	public function test_the_book_and_last_years_believers_are_one_list_each_person_once(): void {
		$people = HouseholdPeople::of(
			array( self::book( 7, '王小明' ), self::book( 8, '王小華' ), self::book( 9, '小黑', array( 'animal' ) ) ),
			array(
				self::line( 12, 'light', array( '王小明', '王大同' ) ),
				// 禮斗's form holds a lamp's fields: the same person.
				self::line( 30, 'worship', array( ' 王小明 ' ) ),
				// 普渡's form is another: 王小明 registering a departed is another entry.
				self::line( 40, 'pudu', array( '王小明' ) ),
				self::line( 12, 'light', array( '王大同' ) ),
				self::line( 50, 'light', array( '' ) ),
			)
		);
		$this->assertSame(
			array( array( 7, 'light', '王小明' ), array( 8, 'light', '王小華' ), array( 9, 'animal', '小黑' ), array( 0, 'light', '王大同' ), array( 0, 'pudu', '王小明' ) ),
			array_map( static fn( array $person ): array => array( $person['saved_id'], $person['kind'], $person['data']['name'] ), $people )
		);
		$this->assertSame( array( 12, 30 ), array_column( $people[0]['last_year'], 'product_id' ) );
		$this->assertSame( array(), $people[1]['last_year'] );
		// Twice the same offering is one offering.
		$this->assertSame( array( 12 ), array_column( $people[3]['last_year'], 'product_id' ) );
		$this->assertSame( array( 40 ), array_column( $people[4]['last_year'], 'product_id' ) );
		// The form's row id is not a person's.
		$this->assertArrayNotHasKey( 'id', $people[0]['data'] );
	}

	public function test_kinds_with_the_same_fields_are_one_form(): void {
		$this->assertSame( HouseholdPeople::form_of( 'light' ), HouseholdPeople::form_of( 'worship' ) );
		$this->assertSame( HouseholdPeople::form_of( 'light' ), HouseholdPeople::form_of( 'change' ) );
		foreach ( array( 'pudu', 'gift', 'super', 'dead-blessing', 'animal' ) as $other ) {
			$this->assertNotSame( HouseholdPeople::form_of( 'light' ), HouseholdPeople::form_of( $other ), $other );
		}
		$this->assertSame( HouseholdPeople::identity( 'light', array( 'name' => 'Wang  Ming' ) ), HouseholdPeople::identity( 'worship', array( 'name' => 'wang ming ' ) ) );
		$this->assertNull( HouseholdPeople::identity( 'light', array( 'name' => '  ' ) ) );
	}

	public function test_a_book_entry_whose_categories_name_no_form_is_left_out(): void {
		$this->assertSame( array(), HouseholdPeople::of( array( self::book( 3, '某人', array( 'featured' ) ) ), array() ) );
	}

	public function test_last_year_is_a_year_ago_give_or_take_half_a_year(): void {
		$now = new DateTimeImmutable( '2026-12-10 10:00', new DateTimeZone( 'Asia/Taipei' ) );
		$at  = static fn( string $when ): int => ( new DateTimeImmutable( $when, new DateTimeZone( 'Asia/Taipei' ) ) )->getTimestamp();
		$this->assertTrue( LastYear::holds( $at( '2025-12-01' ), $now ) );
		$this->assertTrue( LastYear::holds( $at( '2025-11-15' ), $now ) );
		// Renewing a month late still finds it.
		$this->assertTrue( LastYear::holds( $at( '2025-07-01' ), $now ) );
		// This season's order is not last year's, nor one of two years ago.
		$this->assertFalse( LastYear::holds( $at( '2026-11-20' ), $now ) );
		$this->assertFalse( LastYear::holds( $at( '2024-12-01' ), $now ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function terms(): array {
		return array(
			'a phone number'            => array( '0912-345-678', '0912345678', '' ),
			'part of one'               => array( ' 345 ', '345', '' ),
			'too few digits'            => array( '09', '', '' ),
			'a Chinese name'            => array( '王小明', '', '王小明' ),
			'one Chinese character'     => array( '王', '', '王' ),
			'a Latin name'              => array( 'Wang', '', 'Wang' ),
			'one Latin letter'          => array( 'W', '', '' ),
			'a name with digits'        => array( '王 0912', '', '王 0912' ),
			'spaces alone'              => array( '   ', '', '' ),
			'international phone'       => array( '+886 912 345 678', '886912345678', '' ),
		);
	}

	/**
	 * @dataProvider terms
	 *
	 * @param string $term   What staff typed.
	 * @param string $digits The phone digits asked.
	 * @param string $name   The name asked.
	 */
	public function test_a_term_asks_for_a_phone_number_or_a_name( string $term, string $digits, string $name ): void {
		$this->assertSame(
			array(
				'digits' => $digits,
				'name'   => $name,
			),
			HouseholdFinder::parse( $term )
		);
	}

	public function test_names_are_written_as_the_temple_writes_them(): void {
		$this->assertSame( '王小明', Households::name_of( '王', '小明' ) );
		$this->assertSame( '王小明', Households::name_of( '', '王小明' ) );
		$this->assertSame( 'Wang Ming', Households::name_of( 'Wang', 'Ming' ) );
		$this->assertSame( '王 Ming', Households::name_of( '王', 'Ming' ) );
		$this->assertSame( '', Households::name_of( ' ', '' ) );
	}
}

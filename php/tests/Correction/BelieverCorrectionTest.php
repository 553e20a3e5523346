<?php
/**
 * Tests for BelieverCorrection: what staff may change, the corrected
 * believer, its errors, and the order note that says what changed.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Correction;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Correction\BelieverCorrection;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Tests\CompleteBelievers;

/**
 * Through the zh_TW catalogue the plugin ships, so the note reads as staff read it.
 */
final class BelieverCorrectionTest extends TestCase {

	use InZhTw;

	private static function correction(): BelieverCorrection {
		return new BelieverCorrection( new BelieverFormatter(), new BelieverSanitizer(), new BelieverValidator() );
	}

	/**
	 * A stored believer as LineBelievers reads it (sanitized).
	 *
	 * @param string               $kind  Form kind.
	 * @param array<string, mixed> $patch Fields to replace.
	 */
	private static function stored( string $kind, array $patch = array() ): array {
		return ( new BelieverSanitizer() )->sanitize_believer( CompleteBelievers::of( $kind, $patch ) );
	}

	public function test_staff_edit_the_fields_the_kind_shows(): void {
		$light = array_keys( BelieverCorrection::editable( 'light' ) );
		$this->assertSame( array( 'name', 'gender', 'birthday', 'address', 'depends_people', 'mobile', 'email', 'note', 'is_expired_notice' ), $light );

		$super = array_keys( BelieverCorrection::editable( 'super' ) );
		$this->assertContains( 'super_name', $super );
		$this->assertNotContains( 'gender', $super );
		$this->assertNotContains( 'birthday', $super );

		$pudu = array_keys( BelieverCorrection::editable( 'pudu' ) );
		$this->assertContains( 'deceased_death_anniversary', $pudu );
		foreach ( array( 'id', 'time', 'product_category' ) as $never ) {
			$this->assertNotContains( $never, $pudu );
		}
	}

	public function test_a_correction_changes_only_editable_fields_and_the_hour_follows_the_birthday(): void {
		$old = self::stored( 'light' );
		$new = self::correction()->apply(
			$old,
			array(
				'birthday'         => array(
					'year'  => '1982',
					'month' => '03',
					'day'   => '05',
					'time'  => '丑',
				),
				'address'          => "  高雄市苓雅區四維三路2號 \n",
				// Not shown for a lamp: ignored, as are keys the table does not have.
				'super_name'       => '陳大同',
				'product_category' => array( 'pudu' ),
				'quantity'         => '9',
			),
			'light'
		);
		$this->assertSame( '1982-03-05-丑', $new['birthday'] );
		$this->assertSame( '丑', $new['time'] );
		$this->assertSame( '高雄市苓雅區四維三路2號', $new['address'] );
		$this->assertSame( '', $new['super_name'] );
		$this->assertSame( array( 'light' ), $new['product_category'] );
		$this->assertSame( $old['id'], $new['id'] );
		$this->assertSame( $old['name'], $new['name'] );
		$this->assertSame( BelieverSanitizer::keys(), array_keys( $new ) );
		$this->assertSame( array(), self::correction()->errors( $new, 'light' ) );
	}

	public function test_the_note_names_who_changed_which_believer_and_each_field_old_to_new(): void {
		$correction = self::correction();
		$old        = self::stored( 'light' );
		$new        = $correction->apply(
			$old,
			array(
				'gender'            => 'female',
				'birthday'          => array(
					'year'  => '1982',
					'month' => '潤04',
					'day'   => '05',
					'time'  => '丑',
				),
				'address'           => '高雄市苓雅區四維三路2號',
				'note'              => '補登',
				'is_expired_notice' => '0',
			),
			'light'
		);
		$changes = $correction->changes( $old, $new, 'light' );
		$this->assertSame(
			"王管理 更正了「光明燈」第 2 位信眾的資料：\n"
			. "信眾性別：信士 → 信女\n"
			. "農曆生辰：民國69年 04月 12日 子時 → 民國71年 閏04月 05日 丑時\n"
			. "信眾地址：臺北市中正區重慶南路一段122號 → 高雄市苓雅區四維三路2號\n"
			. "備註：（空白） → 補登\n"
			. '到期通知：是 → 否',
			$correction->note( $changes, '王管理', '光明燈', 2 )
		);
	}

	public function test_the_kinds_own_wording_labels_the_change(): void {
		$correction = self::correction();
		$old        = self::stored( 'animal' );
		$new        = $correction->apply( $old, array( 'gender' => 'pet_female' ), 'animal' );
		$this->assertSame( array( array( '寵物性別', '公', '母' ) ), $correction->changes( $old, $new, 'animal' ) );
	}

	public function test_saving_the_same_values_changes_nothing(): void {
		$correction = self::correction();
		$old        = self::stored( 'pudu' );
		$same       = $correction->apply(
			$old,
			array(
				'name'                       => ' 王小明　',
				'deceased_birthday'          => array(
					'year'  => '1925',
					'month' => '潤04',
					'day'   => '05',
					'time'  => '午',
				),
				'deceased_death_anniversary' => '1999-11-30-吉',
				'is_expired_notice'          => '1',
			),
			'pudu'
		);
		$this->assertSame( array(), $correction->changes( $old, $same, 'pudu' ) );
	}

	public function test_an_impossible_lunar_date_is_refused_with_the_pages_message(): void {
		$correction = self::correction();
		$new        = $correction->apply(
			self::stored( 'light' ),
			array(
				'birthday' => array(
					'year'  => '2024',
					'month' => '潤02',
					'day'   => '01',
					'time'  => '吉',
				),
			),
			'light'
		);
		$this->assertSame( array( 'birthday.month' => '這一年沒有這個閏月，請重新選擇月份' ), $correction->errors( $new, 'light' ) );
	}

	public function test_a_date_after_today_is_refused_with_the_pages_message(): void {
		// The correction's validator reads today's date; two lunar years ahead is after any today.
		$ahead      = (string) ( (int) gmdate( 'Y' ) + 2 );
		$correction = self::correction();
		$future     = array(
			'year'  => $ahead,
			'month' => '01',
			'day'   => '01',
			'time'  => '吉',
		);
		$light      = $correction->apply( self::stored( 'light' ), array( 'birthday' => $future ), 'light' );
		$this->assertSame( array( 'birthday.year' => '生日不可晚於今天' ), $correction->errors( $light, 'light' ) );
		$pudu = $correction->apply( self::stored( 'pudu' ), array( 'deceased_death_anniversary' => $future ), 'pudu' );
		$this->assertSame( array( 'deceased_death_anniversary.year' => '往生日不可晚於今天' ), $correction->errors( $pudu, 'pudu' ) );
	}

	public function test_required_and_too_long_fields_get_their_messages(): void {
		$correction = self::correction();
		$new        = $correction->apply(
			self::stored( 'light' ),
			array(
				'name'    => str_repeat( '王', 51 ),
				'address' => '　',
				'mobile'  => 'call me',
			),
			'light'
		);
		$this->assertSame(
			array(
				'name'    => '最多 50 個字',
				'address' => '請輸入信眾地址',
				'mobile'  => $correction->message( 'light', 'mobile', 'invalid' ),
			),
			$correction->errors( $new, 'light' )
		);
		$this->assertNotSame( '', $correction->message( 'light', 'mobile', 'invalid' ) );
	}

	public function test_family_registrants_are_corrected_in_place_and_keep_their_number(): void {
		$correction = self::correction();
		$old        = self::stored( 'gift' );
		$new        = $correction->apply(
			$old,
			array(
				'depends_people' => array(
					array( 'name' => '王大同' ),
					array(),
					array(
						'name'     => '多出來的人',
						'gender'   => 'male',
						'birthday' => '1990-01-01-吉',
					),
				),
			),
			'gift'
		);
		$this->assertCount( 2, $new['depends_people'] );
		$this->assertSame( $old['depends_people'][1], $new['depends_people'][1] );
		$this->assertSame(
			array( array( '闔家登記人 1', '王大明（信士，民國39年 02月 03日 吉）', '王大同（信士，民國39年 02月 03日 吉）' ) ),
			$correction->changes( $old, $new, 'gift' )
		);
		$bad = $correction->apply( $old, array( 'depends_people' => array( array( 'birthday' => array( 'year' => '2024', 'month' => '潤02', 'day' => '01', 'time' => '吉' ) ) ) ), 'gift' );
		$this->assertArrayHasKey( 'depends_people.0.birthday.month', $correction->errors( $bad, 'gift' ) );
	}
}

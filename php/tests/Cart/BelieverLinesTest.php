<?php
/**
 * Tests for BelieverLines and CartRefusal's wc-ajax answer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Cart;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;

/**
 * One line per believer, in zh_TW.
 */
final class BelieverLinesTest extends TestCase {

	use InZhTw;

	private function lines(): BelieverLines {
		return new BelieverLines( new BelieverFormatter() );
	}

	/**
	 * @param array<string, mixed> $fields Overrides.
	 * @return array<string, mixed>
	 */
	private static function believer( array $fields ): array {
		return ( new BelieverSanitizer() )->sanitize_believer(
			$fields + array(
				'name'     => '王小明',
				'gender'   => 'male',
				'birthday' => '1980-潤04-12-子',
				'address'  => '台南市中西區民族路二段',
			)
		);
	}

	public function test_a_light_believer_is_one_labelled_line(): void {
		$this->assertSame(
			array(
				array( '信眾 1', '王小明（信士）；農曆生辰：民國69年 閏04月 12日 子時；信眾地址：台南市中西區民族路二段' ),
				array( '信眾 2', '李小華（信女）；農曆生辰：吉；信眾地址：台北市' ),
			),
			$this->lines()->lines(
				array(
					self::believer( array() ),
					self::believer(
						array(
							'name'     => '李小華',
							'gender'   => 'female',
							'birthday' => '吉-吉-吉-吉',
							'address'  => '台北市',
						)
					),
				),
				'light'
			)
		);
	}

	public function test_optional_fields_join_the_line_only_when_given(): void {
		$line = $this->lines()->summary( self::believer( array( 'mobile' => '0912345678', 'note' => '早日康復' ) ), 'light' );
		$this->assertSame( '王小明（信士）；農曆生辰：民國69年 閏04月 12日 子時；信眾地址：台南市中西區民族路二段；手機：0912345678；備註：早日康復', $line );
		$this->assertStringNotContainsString( '到期通知', $line, 'the yes/no of the expiry notice means nothing to the worshipper' );
	}

	public function test_pudu_groups_carry_the_deceased_with_the_staff_labels(): void {
		$groups = $this->lines()->groups(
			array(
				self::believer(
					array(
						'deceased_name'              => '王大明',
						'deceased_gender'            => 'male',
						'deceased_birthday'          => '1930-01-02-丑',
						'deceased_death_anniversary' => '2000-03-04-吉',
						'deceased_address'           => '台南市牌位路2號',
					)
				),
			),
			'pudu'
		);
		$this->assertSame(
			array(
				array(
					'label'   => '信眾 1',
					'heading' => '王小明（信士）',
					'parts'   => array(
						'農曆生辰：民國69年 閏04月 12日 子時',
						'信眾地址：台南市中西區民族路二段',
						'往生者姓名：王大明（信士）',
						'往生者農曆生辰：民國19年 01月 02日 丑時',
						'往生者農曆往生日：民國89年 03月 04日 吉',
						'往生者牌位地址：台南市牌位路2號',
					),
				),
			),
			$groups
		);
	}

	public function test_every_part_label_is_the_staff_label(): void {
		$lines     = $this->lines();
		$formatter = new BelieverFormatter();
		$believer  = self::believer( array( 'super_name' => '王祖先', 'mobile' => '0912345678' ) );
		foreach ( array( 'light', 'super', 'animal', 'dead-blessing', 'gift' ) as $kind ) {
			$staff = array();
			foreach ( $formatter->rows( $believer, $kind ) as [ $key ] ) {
				$staff[] = $formatter->label( $key, $kind );
			}
			foreach ( $lines->parts( $believer, $kind ) as $part ) {
				$this->assertContains( explode( '：', $part )[0], $staff, $kind . ': ' . $part );
			}
		}
	}

	public function test_a_kind_without_gender_heads_with_the_name_alone(): void {
		$believer = self::believer( array( 'super_name' => '王祖先' ) );
		$this->assertSame( '王小明', $this->lines()->heading( $believer, 'super' ) );
		$this->assertSame( array( '超薦對象姓名：王祖先', '超薦對象地址：台南市中西區民族路二段' ), $this->lines()->parts( $believer, 'super' ) );
	}

	public function test_family_registrants_each_get_a_labelled_part(): void {
		$parts = $this->lines()->parts(
			self::believer(
				array(
					'depends_people' => array(
						array( 'name' => '王大明', 'gender' => 'male', 'birthday' => '1950-02-03-吉' ),
						array( 'name' => '王小美', 'gender' => 'female', 'birthday' => '吉-吉-吉-吉' ),
					),
				)
			),
			'gift'
		);
		$this->assertContains( '闔家登記人：王大明（信士，民國39年 02月 03日 吉）', $parts );
		$this->assertContains( '闔家登記人：王小美（信女，吉）', $parts );
	}

	public function test_details_are_labelled_for_staff(): void {
		$rows = $this->lines()->details( self::believer( array() ), 'light' );
		$this->assertSame( array( '信眾姓名', '王小明' ), $rows[0] );
		$this->assertSame( array( '信眾性別', '信士' ), $rows[1] );
	}

	public function test_text_stays_text(): void {
		// Not HTML: whoever prints it escapes it.
		$line = $this->lines()->summary( self::believer( array( 'name' => '"><img src=x onerror=alert(1)' ) ), 'light' );
		$this->assertStringStartsWith( '"><img src=x onerror=alert(1)（信士）；', $line );
	}

	public function test_a_refusal_answers_like_the_contract(): void {
		$errors  = array(
			array(
				'index' => 0,
				'field' => 'name',
				'code'  => 'required',
			),
		);
		$refusal = new CartRefusal( CartRefusal::INVALID_BELIEVER, 'bad', $errors );
		$this->assertSame(
			array(
				'error'   => true,
				'message' => 'bad',
				'code'    => 'temple_offerings_invalid_believer',
				'errors'  => $errors,
			),
			$refusal->answer()
		);
		$this->assertArrayNotHasKey( 'errors', ( new CartRefusal( CartRefusal::QUANTITY_MISMATCH, 'q' ) )->answer() );
	}
}

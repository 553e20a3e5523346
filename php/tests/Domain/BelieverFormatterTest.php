<?php
/**
 * Tests for BelieverFormatter, in English sources and through the zh_TW
 * catalogue the plugin ships.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Tests\ZhTw;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\CartMetaData;

/**
 * Staff-facing rows.
 */
final class BelieverFormatterTest extends TestCase {

	use InZhTw;

	private function chinese(): BelieverFormatter {
		return new BelieverFormatter();
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function dates(): array {
		return array(
			'full date'             => array( '1980-04-12-子', '民國69年 04月 12日 子時' ),
			'leap month'            => array( '1980-潤04-12-子', '民國69年 閏04月 12日 子時' ),
			'first ROC year'        => array( '1912-01-01-亥', '民國元年 01月 01日 亥時' ),
			'before the ROC'        => array( '1911-08-19-吉', '民前1年 08月 19日 吉' ),
			'unknown parts'         => array( '1980-吉-吉-吉', '民國69年 吉 吉 吉' ),
			'all unknown'           => array( '吉-吉-吉-吉', '吉' ),
			'bad parts shown as is' => array( '1980-13-12-X', '民國69年 13 12日 X' ),
		);
	}

	/**
	 * @dataProvider dates
	 *
	 * @param string $joined   Stored date.
	 * @param string $expected zh_TW text.
	 */
	public function test_lunar_date_label_in_zh_tw( string $joined, string $expected ): void {
		$this->assertSame( $expected, $this->chinese()->lunar_date_label( $joined ) );
	}

	public function test_gender_labels_in_zh_tw(): void {
		$formatter = $this->chinese();
		$labels    = array_map( array( $formatter, 'gender_label' ), array( 'male', 'female', 'boy', 'girl', 'pet_male', 'pet_female', 'other' ) );
		$this->assertSame( array( '信士', '信女', '小兒', '小女兒', '公', '母', 'other' ), $labels );
	}

	public function test_an_english_site_reads_the_english_sources(): void {
		ZhTw::unload();
		$formatter = new BelieverFormatter();
		$this->assertSame( 'Male believer', $formatter->gender_label( 'male' ) );
		$this->assertSame( 'ROC year 69 Leap month 04 Day 12 子 hour', $formatter->lunar_date_label( '1980-潤04-12-子' ) );
		$this->assertSame( 'Pet name', $formatter->label( 'name', 'animal' ) );
	}

	public function test_pudu_rows_in_zh_tw(): void {
		$believer  = array(
			'name'                       => '王小明',
			'gender'                     => 'female',
			'birthday'                   => '1980-潤04-12-子',
			'address'                    => '臺北市',
			'mobile'                     => '0912345678',
			'email'                      => '',
			'note'                       => '',
			'is_expired_notice'          => false,
			'deceased_name'              => '王阿公',
			'deceased_gender'            => 'male',
			'deceased_birthday'          => '吉-吉-吉-吉',
			'deceased_death_anniversary' => '2020-潤04-01-吉',
			'deceased_address'           => '臺南市',
			'depends_people'             => array(),
		);
		$formatter = $this->chinese();
		$rows      = $formatter->rows( $believer, 'pudu' );
		$this->assertSame(
			array(
				array( 'name', '王小明' ),
				array( 'gender', '信女' ),
				array( 'birthday', '民國69年 閏04月 12日 子時' ),
				array( 'address', '臺北市' ),
				array( 'deceased_name', '王阿公' ),
				array( 'deceased_gender', '信士' ),
				array( 'deceased_birthday', '吉' ),
				array( 'deceased_death_anniversary', '民國109年 閏04月 01日 吉' ),
				array( 'deceased_address', '臺南市' ),
				array( 'mobile', '0912345678' ),
				array( 'is_expired_notice', '否' ),
			),
			$rows
		);
		$this->assertSame( '往生者牌位地址', $formatter->label( 'deceased_address', 'pudu' ) );
	}

	public function test_kind_specific_rows_and_labels(): void {
		$formatter = $this->chinese();
		$super     = $formatter->rows( array( 'name' => '陳小華', 'super_name' => '陳大同', 'address' => '高雄市', 'birthday' => '吉-吉-吉-吉' ), 'super' );
		$this->assertSame( array( 'name', 'super_name', 'address', 'is_expired_notice' ), array_column( $super, 0 ) );
		$this->assertSame( '陽上姓名', $formatter->label( 'name', 'super' ) );
		$this->assertSame( '超薦對象姓名', $formatter->label( 'super_name', 'super' ) );

		$gift = $formatter->rows(
			array(
				'name'           => '王小明',
				'gender'         => 'male',
				'birthday'       => '吉-吉-吉-吉',
				'address'        => '臺北市',
				'depends_people' => array( array( 'name' => '王大明', 'gender' => 'boy', 'birthday' => '2015-01-01-亥' ) ),
			),
			'gift'
		);
		$this->assertContains( array( 'depends_people', '王大明（小兒，民國104年 01月 01日 亥時）' ), $gift );
		$this->assertSame( '闔家登記人', $formatter->label( 'depends_people', 'gift' ) );
		$this->assertSame( '寵物名字', $formatter->label( 'name', 'animal' ) );
		$this->assertSame( 'unknown_key', $formatter->label( 'unknown_key', 'light' ) );
	}

	public function test_cart_meta_data_finds_the_believers(): void {
		$json = '[{"key":"other","value":1},{"key":"_believers_data","value":[{"name":"王小明"}]}]';
		$this->assertSame( array( array( 'name' => '王小明' ) ), CartMetaData::believers( $json ) );
		$this->assertSame( array( array( 'name' => '王' ) ), CartMetaData::believers( array( array( 'key' => '_believers_data', 'value' => array( array( 'name' => '王' ) ) ) ) ) );
		$this->assertNull( CartMetaData::believers( 'not json' ) );
		$this->assertNull( CartMetaData::believers( '[{"key":"other","value":1}]' ) );
		$this->assertNull( CartMetaData::believers( null ) );
		$this->assertNull( CartMetaData::believers( str_repeat( ' ', CartMetaData::MAX_BYTES + 1 ) ) );
		$this->assertNull( CartMetaData::believers( str_repeat( '[', 20 ) . str_repeat( ']', 20 ) ) );
	}
}

<?php
/**
 * Tests for BelieverSanitizer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverSanitizer;

/**
 * Untrusted input in, the exact CartBeliever shape out.
 */
final class BelieverSanitizerTest extends TestCase {

	private function one( array $believer ): array {
		$result = ( new BelieverSanitizer() )->sanitize( array( $believer ) );
		$this->assertCount( 1, $result );
		return $result[0];
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function not_a_list(): array {
		return array(
			'null'         => array( null ),
			'string'       => array( '[{"name":"王"}]' ),
			'number'       => array( 42 ),
			'one believer' => array( array( 'name' => '王小明' ) ),
		);
	}

	/**
	 * @dataProvider not_a_list
	 *
	 * @param mixed $raw Input.
	 */
	public function test_input_that_is_not_a_list_gives_nothing( mixed $raw ): void {
		$this->assertSame( array(), ( new BelieverSanitizer() )->sanitize( $raw ) );
	}

	public function test_output_has_exactly_the_known_keys_with_defaults(): void {
		$clean = $this->one( array( 'name' => '王小明', 'is_admin' => true, 'price' => 0 ) );
		$this->assertSame( BelieverSanitizer::keys(), array_keys( $clean ) );
		$this->assertSame( '王小明', $clean['name'] );
		$this->assertSame( '', $clean['gender'] );
		$this->assertTrue( $clean['is_expired_notice'] );
		$this->assertSame( array(), $clean['product_category'] );
		$this->assertSame( array(), $clean['depends_people'] );
	}

	public function test_entries_that_are_not_arrays_keep_their_place(): void {
		$result = ( new BelieverSanitizer() )->sanitize( array( 'x', array( 'name' => '王' ) ) );
		$this->assertCount( 2, $result );
		$this->assertSame( '', $result[0]['name'] );
		$this->assertSame( '王', $result[1]['name'] );
	}

	public function test_valid_chinese_text_is_unchanged(): void {
		// In the table's order, which is the order of the sanitized keys.
		$believer = array(
			'id'                         => 'a1b2-c3_d4',
			'name'                       => '王小明',
			'gender'                     => 'female',
			'super_name'                 => '陳大同',
			'birthday'                   => '1980-潤04-12-子',
			'time'                       => '子',
			'address'                    => '臺北市　中正區重慶南路一段１２２號',
			'deceased_name'              => '𠀀𡈽',
			'deceased_gender'            => 'pet_female',
			'deceased_birthday'          => '吉-吉-吉-吉',
			'deceased_death_anniversary' => '2020-潤04-01-吉',
			'deceased_address'           => '臺南市',
			'depends_people'             => array(
				array(
					'name'     => '王大明',
					'gender'   => 'boy',
					'birthday' => '2015-01-01-亥',
				),
			),
			'mobile'                     => '+886 (2) 2345-6789',
			'email'                      => 'wang@example.com',
			'note'                       => "祈求闔家平安\n身體健康 🙏",
			'is_expired_notice'          => false,
			'product_category'           => array( 'pudu', 'light' ),
		);
		$this->assertSame( $believer, $this->one( $believer ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function markup(): array {
		return array(
			'script with content'   => array( '<script>alert(1)</script>王小明', '王小明' ),
			'unclosed script'       => array( '王小明<script>alert(1)', '王小明' ),
			'style'                 => array( '<style>b{}</style>王', '王' ),
			'bold'                  => array( '<b>王</b>小明', '王小明' ),
			'image with handler'    => array( '王<img src=x onerror=alert(1)>', '王' ),
			'comment'               => array( '王<!-- x -->明', '王明' ),
			'nested trick'          => array( '<scr<script>ipt>alert(1)</script>', '<scr' ),
			'lone less-than stays'  => array( '價格 <100元 <3', '價格 <100元 <3' ),
			'entities stay as text' => array( '&lt;b&gt;', '&lt;b&gt;' ),
		);
	}

	/**
	 * @dataProvider markup
	 *
	 * @param string $input    Raw.
	 * @param string $expected Clean.
	 */
	public function test_tags_are_removed( string $input, string $expected ): void {
		$this->assertSame( $expected, $this->one( array( 'name' => $input ) )['name'] );
	}

	public function test_control_characters_and_bidi_overrides_are_removed(): void {
		$clean = $this->one( array( 'name' => "王\u{0000}小\u{0007}明\u{007F}\u{0090}\u{202E}\u{2066}", 'note' => "第一行\u{0001}\r\n\r\n\r\n\r\n第二行\t\t結束" ) );
		$this->assertSame( '王小明', $clean['name'] );
		$this->assertSame( "第一行\n\n第二行 結束", $clean['note'] );
	}

	public function test_whitespace_is_folded_in_single_line_fields(): void {
		$clean = $this->one( array( 'address' => "  臺北市\r\n中正區\t\t重慶南路  一段\u{3000}" ) );
		$this->assertSame( '臺北市 中正區 重慶南路 一段', $clean['address'] );
	}

	public function test_invalid_utf8_is_removed_and_valid_characters_kept(): void {
		$clean = $this->one( array( 'name' => "王\xFF小\xC3明\xE4\xB8" ) );
		$this->assertSame( '王小明', $clean['name'] );
		$this->assertTrue( mb_check_encoding( $clean['name'], 'UTF-8' ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: bool}>
	 */
	public static function booleans(): array {
		return array(
			'true'         => array( true, true ),
			'false'        => array( false, false ),
			'one'          => array( 1, true ),
			'zero'         => array( 0, false ),
			'"false"'      => array( 'false', false ),
			'"0"'          => array( '0', false ),
			'"true"'       => array( 'true', true ),
			'"yes"'        => array( 'yes', true ),
			'empty text'   => array( '', false ),
			'missing'      => array( null, true ),
			'array'        => array( array(), true ),
			'garbage text' => array( 'maybe', true ),
		);
	}

	/**
	 * @dataProvider booleans
	 *
	 * @param mixed $raw      Input.
	 * @param bool  $expected Output.
	 */
	public function test_is_expired_notice_is_coerced( mixed $raw, bool $expected ): void {
		$this->assertSame( $expected, $this->one( array( 'is_expired_notice' => $raw ) )['is_expired_notice'] );
	}

	public function test_scalars_become_text_and_other_types_empty(): void {
		$clean = $this->one( array( 'name' => 12345, 'address' => array( '臺北市' ), 'mobile' => 912345678, 'email' => null, 'note' => true ) );
		$this->assertSame( '12345', $clean['name'] );
		$this->assertSame( '', $clean['address'] );
		$this->assertSame( '912345678', $clean['mobile'] );
		$this->assertSame( '', $clean['email'] );
		$this->assertSame( '', $clean['note'] );
	}

	public function test_categories_are_slug_safe_and_unique(): void {
		$clean = $this->one( array( 'product_category' => array( 'Light', 'pudu', 'pudu', '<b>gift</b>', 42, '', '%e7%87%88', array( 'x' ) ) ) );
		$this->assertSame( array( 'light', 'pudu', 'bgiftb', '%e7%87%88' ), $clean['product_category'] );
	}

	public function test_id_is_slug_safe(): void {
		$this->assertSame( 'abc-123_x', $this->one( array( 'id' => 'abc-123_x<>"\'' ) )['id'] );
		$this->assertSame( 64, strlen( $this->one( array( 'id' => str_repeat( 'a', 100 ) ) )['id'] ) );
	}

	public function test_registrants_are_normalised(): void {
		$clean = $this->one(
			array(
				'depends_people' => array(
					array( 'name' => ' <i>王大明</i> ', 'gender' => 'male', 'birthday' => '1950-02-03-吉', 'extra' => 'x' ),
					'not a person',
				),
			)
		);
		$this->assertSame(
			array(
				array( 'name' => '王大明', 'gender' => 'male', 'birthday' => '1950-02-03-吉' ),
				array( 'name' => '', 'gender' => '', 'birthday' => '' ),
			),
			$clean['depends_people']
		);
		$this->assertSame( array(), $this->one( array( 'depends_people' => array( 'a' => array() ) ) )['depends_people'] );
	}

	public function test_lists_are_bounded_but_still_over_the_limit(): void {
		$many = array_fill( 0, 5000, array( 'name' => '王' ) );
		$this->assertCount( BelieverSanitizer::max_believers(), ( new BelieverSanitizer() )->sanitize( $many ) );
		$people = $this->one( array( 'depends_people' => array_fill( 0, 500, array( 'name' => '王' ) ) ) )['depends_people'];
		$this->assertCount( BelieverSanitizer::max_registrants(), $people );
		// One past the most any kind takes (100) and past the registrants' limit (20).
		$this->assertSame( array( 101, 21 ), array( BelieverSanitizer::max_believers(), BelieverSanitizer::max_registrants() ) );
	}

	public function test_long_text_is_not_truncated(): void {
		$long = str_repeat( '測', 300 );
		$this->assertSame( $long, $this->one( array( 'name' => $long ) )['name'] );
	}
}

<?php
/**
 * Tests for BelieverAnonymizer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Privacy;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Privacy\BelieverAnonymizer;

/**
 * Personal fields replaced, count, kind and shape kept.
 */
final class BelieverAnonymizerTest extends TestCase {

	use InZhTw;

	/**
	 * WordPress's own anonymous values (wp_privacy_anonymize_data() without
	 * filters), recorded with the type each call asked for.
	 *
	 * @var array<int, string>
	 */
	private array $types = array();

	private function anonymizer(): BelieverAnonymizer {
		return new BelieverAnonymizer(
			function ( string $type, string $value ): string {
				$this->types[] = $type;
				return match ( $type ) {
					'email'    => 'deleted@site.invalid',
					'text'     => '[deleted]',
					'longtext' => 'This content was deleted by the author.',
					default    => '',
				};
			}
		);
	}

	/**
	 * @param array<string, mixed> $fields Overrides.
	 * @return array<string, mixed>
	 */
	private static function pudu( array $fields = array() ): array {
		return ( new BelieverSanitizer() )->sanitize_believer(
			$fields + array(
				'id'                         => 'row-1',
				'name'                       => '陳美麗',
				'gender'                     => 'female',
				'mobile'                     => '0912-345-678',
				'email'                      => 'chen@example.test',
				'birthday'                   => '1975-08-15-吉',
				'time'                       => '午',
				'address'                    => '臺中市西區民權路',
				'note'                       => '全家平安',
				'deceased_name'              => '陳大同',
				'deceased_gender'            => 'male',
				'deceased_birthday'          => '1920-01-01-吉',
				'deceased_death_anniversary' => '1999-07-15-午',
				'deceased_address'           => '臺中市西區民權路',
				'product_category'           => array( 'pudu' ),
				'depends_people'             => array(
					array(
						'name'     => '陳小弟',
						'gender'   => 'male',
						'birthday' => '2001-02-03-子',
					),
				),
			)
		);
	}

	public function test_personal_fields_are_replaced_and_the_rest_kept(): void {
		$clean = $this->anonymizer()->believer( self::pudu() );

		$this->assertSame( '[deleted]', $clean['name'] );
		$this->assertSame( '', $clean['mobile'] );
		$this->assertSame( 'deleted@site.invalid', $clean['email'] );
		$this->assertSame( '[deleted]', $clean['address'] );
		$this->assertSame( 'This content was deleted by the author.', $clean['note'] );
		$this->assertSame( '[deleted]', $clean['deceased_name'] );
		$this->assertSame( '[deleted]', $clean['deceased_address'] );
		$this->assertSame( '吉-吉-吉-吉', $clean['birthday'] );
		$this->assertSame( '吉-吉-吉-吉', $clean['deceased_birthday'] );
		$this->assertSame( '吉-吉-吉-吉', $clean['deceased_death_anniversary'] );
		$this->assertSame( '吉', $clean['time'] );
		$this->assertSame(
			array(
				array(
					'name'     => '[deleted]',
					'gender'   => 'male',
					'birthday' => '吉-吉-吉-吉',
				),
			),
			$clean['depends_people']
		);
		// Not personal on their own, and the forms and lists need them.
		$this->assertSame( 'row-1', $clean['id'] );
		$this->assertSame( 'female', $clean['gender'] );
		$this->assertSame( 'male', $clean['deceased_gender'] );
		$this->assertSame( array( 'pudu' ), $clean['product_category'] );
		$this->assertTrue( $clean['is_expired_notice'] );
		// Every text went through WordPress's function with its type, in the
		// stored order: name, super_name, address, deceased_name,
		// deceased_address, mobile, email, note.
		$this->assertSame( array( 'text', 'text', 'text', 'text', 'text', 'phone', 'email', 'longtext' ), $this->types );
		// Nothing of the person is left anywhere in the stored value.
		$stored = (string) json_encode( $clean, JSON_UNESCAPED_UNICODE );
		foreach ( array( '陳', '0912', 'chen@', '1975', '1920', '1999', '2001', '臺中', '全家' ) as $personal ) {
			$this->assertStringNotContainsString( $personal, $stored );
		}
	}

	public function test_the_line_keeps_its_count_and_its_believers_stay_valid(): void {
		$believers = array( self::pudu(), self::pudu( array( 'id' => 'row-2' ) ), 'damaged' );
		$clean     = $this->anonymizer()->believers( $believers );

		$this->assertCount( 3, $clean );
		$this->assertSame( array( 'row-1', 'row-2' ), array( $clean[0]['id'], $clean[1]['id'] ) );
		$this->assertSame( array(), $clean[2] );
		// Still valid believers of their kind: the order screen and the
		// ritual list read them as before.
		$this->assertSame( array(), ( new BelieverValidator() )->validate( 'pudu', array_slice( $clean, 0, 2 ) ) );
		$lines     = new BelieverLines( new BelieverFormatter() );
		$this->assertSame( '[deleted]（信女）；農曆生辰：吉；信眾地址：[deleted]；往生者姓名：[deleted]（信士）；往生者農曆生辰：吉；往生者農曆往生日：吉；往生者牌位地址：[deleted]；闔家登記人：[deleted]（信士，吉）；電子郵件：deleted@site.invalid；備註：This content was deleted by the author.', $lines->summary( $clean[0], 'pudu' ) );
	}

	public function test_empty_values_stay_empty_and_unknown_keys_go(): void {
		$clean = $this->anonymizer()->believer(
			array(
				'name'     => '王小明',
				'mobile'   => '',
				'email'    => '   ',
				'birthday' => '',
				'time'     => '',
				'secret'   => '身分證 A123456789',
			)
		);
		$this->assertSame(
			array(
				'name'     => '[deleted]',
				'mobile'   => '',
				'email'    => '',
				'birthday' => '',
				'time'     => '',
			),
			$clean
		);
		$this->assertSame( array( 'text' ), $this->types );
	}
}

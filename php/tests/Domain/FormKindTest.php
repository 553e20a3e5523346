<?php
/**
 * Tests for FormKind.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\FormKind;

/**
 * Priority order and per-kind flags, as in src/domain/form-kind.ts.
 */
final class FormKindTest extends TestCase {

	/**
	 * @return array<string, array{0: string[], 1: string|null}>
	 */
	public static function categories(): array {
		return array(
			'single'                     => array( array( 'light' ), 'light' ),
			'worship only gets a form'   => array( array( 'worship' ), 'worship' ),
			'dead-blessing beats all'    => array( array( 'worship', 'light', 'gift', 'dead-blessing' ), 'dead-blessing' ),
			'super before animal'        => array( array( 'animal', 'super' ), 'super' ),
			'pudu before change'         => array( array( 'change', 'pudu' ), 'pudu' ),
			'change before gift'         => array( array( 'gift', 'change' ), 'change' ),
			'gift before light'          => array( array( 'light', 'gift' ), 'gift' ),
			'light before worship'       => array( array( 'worship', 'light' ), 'light' ),
			'unknown slugs are ignored'  => array( array( 'activities', 'blessing', 'light' ), 'light' ),
			'no mapping'                 => array( array( 'activities', 'sos' ), null ),
			'empty'                      => array( array(), null ),
			'case matters (slugs)'       => array( array( 'Light' ), null ),
		);
	}

	/**
	 * @dataProvider categories
	 *
	 * @param string[]    $slugs    Category slugs.
	 * @param string|null $expected Kind.
	 */
	public function test_of( array $slugs, ?string $expected ): void {
		$this->assertSame( $expected, FormKind::of( $slugs ) );
	}

	public function test_flags(): void {
		$this->assertFalse( FormKind::has_gender( 'super' ) );
		$this->assertTrue( FormKind::has_gender( 'animal' ) );
		$this->assertFalse( FormKind::has_lunar_birthday( 'dead-blessing' ) );
		$this->assertFalse( FormKind::has_lunar_birthday( 'super' ) );
		$this->assertTrue( FormKind::has_lunar_birthday( 'pudu' ) );
		$this->assertTrue( FormKind::has_deceased( 'pudu' ) );
		$this->assertFalse( FormKind::has_deceased( 'light' ) );
		$this->assertTrue( FormKind::has_super_name( 'super' ) );
		$this->assertTrue( FormKind::is_gift( 'gift' ) );
		$this->assertTrue( FormKind::is_animal( 'animal' ) );
		$this->assertTrue( FormKind::is_kind( 'worship' ) );
		$this->assertFalse( FormKind::is_kind( 'sos' ) );
		$this->assertSame( array( 'dead-blessing', 'super', 'animal', 'pudu', 'change', 'gift', 'light', 'worship' ), FormKind::PRIORITY );
	}
}

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

	public function test_what_each_form_shows(): void {
		$this->assertFalse( FormKind::shows( 'super', 'gender' ) );
		$this->assertTrue( FormKind::shows( 'animal', 'gender' ) );
		$this->assertFalse( FormKind::shows( 'dead-blessing', 'birthday' ) );
		$this->assertFalse( FormKind::shows( 'super', 'birthday' ) );
		$this->assertTrue( FormKind::shows( 'pudu', 'birthday' ) );
		$this->assertTrue( FormKind::shows( 'pudu', 'deceased_name' ) );
		$this->assertFalse( FormKind::shows( 'light', 'deceased_name' ) );
		$this->assertTrue( FormKind::shows( 'super', 'super_name' ) );
		$this->assertTrue( FormKind::shows( 'gift', 'depends_people' ) );
		$this->assertFalse( FormKind::shows( 'light', 'depends_people' ) );
		// The row id, the repeated hour and the categories are never form fields.
		$this->assertFalse( FormKind::shows( 'light', 'id' ) );
		$this->assertFalse( FormKind::shows( 'light', 'time' ) );
		$this->assertFalse( FormKind::shows( 'light', 'product_category' ) );
		$this->assertFalse( FormKind::shows( 'light', 'no_such_field' ) );
		$this->assertTrue( FormKind::is_kind( 'worship' ) );
		$this->assertFalse( FormKind::is_kind( 'sos' ) );
		$this->assertSame( array( 'dead-blessing', 'super', 'animal', 'pudu', 'change', 'gift', 'light', 'worship' ), FormKind::priority() );
	}

	public function test_kind_labels_are_the_staff_words(): void {
		$this->assertSame( 'Lamp', FormKind::label( 'light' ) );
		$this->assertSame( 'Offering for the family', FormKind::label( 'gift' ) );
		$this->assertNull( FormKind::label( 'sos' ) );
	}
}

<?php
/**
 * Tests for FieldMessage.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Domain\FieldMessage;

/**
 * The server words an error as the page does (src/domain/field-message.ts),
 * through the zh_TW catalogue the plugin ships.
 */
final class FieldMessageTest extends TestCase {

	use InZhTw;

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function dates_after_today(): array {
		return array(
			'a birthday'                      => array( 'light', 'birthday.year', '生日不可晚於今天' ),
			'a pet birthday'                  => array( 'animal', 'birthday.month', '生日不可晚於今天' ),
			'a family registrant birthday'    => array( 'gift', 'depends_people.1.birthday.day', '生日不可晚於今天' ),
			'the deceased birthday'           => array( 'pudu', 'deceased_birthday.year', '生日不可晚於今天' ),
			'the date of death'               => array( 'pudu', 'deceased_death_anniversary.day', '往生日不可晚於今天' ),
		);
	}

	/**
	 * @dataProvider dates_after_today
	 *
	 * @param string $kind     Form kind.
	 * @param string $field    Error path.
	 * @param string $expected Message.
	 */
	public function test_a_date_after_today( string $kind, string $field, string $expected ): void {
		$this->assertSame( $expected, ( new FieldMessage() )->of( $kind, $field, 'after_today' ) );
	}

	public function test_a_refusal_leads_with_the_first_date_after_today_only(): void {
		$messages = new FieldMessage();
		$this->assertNull( $messages->after_today( 'light', array( array( 'index' => 0, 'field' => 'name', 'code' => 'required' ) ) ) );
		$this->assertSame(
			'往生日不可晚於今天',
			$messages->after_today(
				'pudu',
				array(
					array( 'index' => 0, 'field' => 'name', 'code' => 'required' ),
					array( 'index' => 0, 'field' => 'deceased_death_anniversary.year', 'code' => 'after_today' ),
					array( 'index' => 1, 'field' => 'birthday.year', 'code' => 'after_today' ),
				)
			)
		);
	}
}

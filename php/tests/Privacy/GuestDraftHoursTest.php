<?php
/**
 * The guest-draft hours setting: what it saves and where its field goes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Privacy {

	use PHPUnit\Framework\TestCase;
	use TempleOfferings\Tests\InZhTw;
	use TempleOfferings\Privacy\GuestDraftHours;

	final class GuestDraftHoursTest extends TestCase {

		use InZhTw;

		/**
		 * @return array<string, array{0: mixed, 1: int}>
		 */
		public static function values(): array {
			return array(
				'the default as typed'        => array( '4', 4 ),
				'a number'                    => array( 12, 12 ),
				'spaces around it'            => array( ' 6 ', 6 ),
				'a fraction rounds'           => array( '2.6', 3 ),
				'under one hour'              => array( '0.4', 1 ),
				'zero'                        => array( '0', 1 ),
				'negative'                    => array( '-5', 1 ),
				'past a day'                  => array( '100', 24 ),
				'the maximum'                 => array( '24', 24 ),
				'empty'                       => array( '', 4 ),
				'text'                        => array( 'four', 4 ),
				'markup'                      => array( '<b>8</b>', 4 ),
				'nothing'                     => array( null, 4 ),
				'an array'                    => array( array( 3 ), 4 ),
			);
		}

		/**
		 * @dataProvider values
		 *
		 * @param mixed $value    Raw value.
		 * @param int   $expected Hours saved.
		 */
		public function test_it_keeps_whole_hours_within_one_to_twenty_four( mixed $value, int $expected ): void {
			$this->assertSame( $expected, GuestDraftHours::sanitize( $value ) );
			$this->assertSame( $expected, ( new GuestDraftHours() )->sanitize_option( $value ) );
		}

		public function test_its_field_goes_into_the_plugins_section_before_its_end(): void {
			$section  = array(
				array(
					'type' => 'title',
					'id'   => 'page_setup',
				),
				array(
					'type' => 'sectionend',
					'id'   => 'page_setup',
				),
				array(
					'type' => 'title',
					'id'   => 'temple_offerings_data',
				),
				array(
					'type' => 'checkbox',
					'id'   => 'temple_offerings_keep_data_on_uninstall',
				),
				array(
					'type' => 'sectionend',
					'id'   => 'temple_offerings_data',
				),
			);
			$settings = ( new GuestDraftHours() )->add( $section, '' );
			$this->assertSame(
				array( 'page_setup', 'page_setup', 'temple_offerings_data', 'temple_offerings_keep_data_on_uninstall', GuestDraftHours::OPTION, 'temple_offerings_data' ),
				array_column( $settings, 'id' )
			);
			$field = $settings[4];
			$this->assertSame( 'number', $field['type'] );
			$this->assertSame( '4', $field['default'] );
			$this->assertSame(
				array(
					'min'  => '1',
					'max'  => '24',
					'step' => '1',
				),
				$field['custom_attributes']
			);
			$this->assertSame( '訪客草稿保留時數', $field['title'] );
		}

		public function test_its_place_is_found_by_position_whatever_the_keys(): void {
			$section  = array(
				'page_setup'  => array(
					'type' => 'title',
					'id'   => 'page_setup',
				),
				7             => array(
					'type' => 'sectionend',
					'id'   => 'page_setup',
				),
				3             => array(
					'type' => 'title',
					'id'   => 'temple_offerings_data',
				),
				'keep'        => array(
					'type' => 'checkbox',
					'id'   => 'temple_offerings_keep_data_on_uninstall',
				),
				'section_end' => array(
					'type' => 'sectionend',
					'id'   => 'temple_offerings_data',
				),
			);
			$this->assertSame(
				array( 'page_setup', 'page_setup', 'temple_offerings_data', 'temple_offerings_keep_data_on_uninstall', GuestDraftHours::OPTION, 'temple_offerings_data' ),
				array_column( ( new GuestDraftHours() )->add( $section, '' ), 'id' )
			);
		}

		public function test_without_the_plugins_section_it_opens_its_own_and_other_sections_are_left_alone(): void {
			$hours = new GuestDraftHours();
			$this->assertSame(
				array( 'temple_offerings_data', GuestDraftHours::OPTION, 'temple_offerings_data' ),
				array_column( $hours->add( array(), '' ), 'id' )
			);
			$other = array(
				array(
					'type' => 'title',
					'id'   => 'features',
				),
			);
			$this->assertSame( $other, $hours->add( $other, 'features' ) );
		}
	}
}

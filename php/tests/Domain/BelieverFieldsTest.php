<?php
/**
 * Tests for BelieverFields: the field table drives every PHP reader of believers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Rest\BelieverSchema;
use TempleOfferings\RitualList\RitualRows;

/**
 * Per-kind values, columns, and a field added by editing the table alone.
 */
final class BelieverFieldsTest extends TestCase {

	/**
	 * The temporary copy of the table, removed after each test.
	 */
	private ?string $copy = null;

	protected function tearDown(): void {
		if ( null !== $this->copy ) {
			unlink( $this->copy );
		}
		BelieverFields::read_from( BelieverFields::TABLE );
	}

	public function test_per_kind_values(): void {
		$map = array(
			'*'      => 'human',
			'animal' => 'pet',
			'super'  => null,
		);
		$this->assertSame( 'pet', BelieverFields::for_kind( $map, 'animal' ) );
		$this->assertSame( 'human', BelieverFields::for_kind( $map, 'light' ) );
		$this->assertNull( BelieverFields::for_kind( $map, 'super' ), 'a kind may override with null' );
		$this->assertSame( 'human', BelieverFields::for_kind( $map, BelieverFields::ANY_KIND ) );
		$this->assertNull( BelieverFields::for_kind( array( 'gift' => 1 ), 'light' ) );
		$this->assertSame( 64, BelieverFields::for_kind( 64, 'light' ) );
	}

	public function test_the_staff_columns_follow_column_not_table_order(): void {
		$this->assertSame( array( 'name', 'gender', 'super_name' ), array_slice( BelieverFields::columns(), 0, 3 ) );
		$this->read(
			static function ( array $field ): array {
				if ( in_array( $field['key'], array( 'name', 'gender' ), true ) ) {
					$field['column'] = 'name' === $field['key'] ? 2 : 1;
				}
				return $field;
			}
		);
		$this->assertSame( array( 'gender', 'name', 'super_name' ), array_slice( BelieverFields::columns(), 0, 3 ) );
		// The believer's own keys keep the table's (form) order.
		$this->assertSame( array( 'id', 'name', 'gender' ), array_slice( BelieverSanitizer::keys(), 0, 3 ) );
	}

	public function test_a_gender_is_checked_against_the_set_its_kind_names(): void {
		$validator = new BelieverValidator();
		$odd       = array( 'index' => 0, 'field' => 'gender', 'code' => 'invalid' );
		// 超薦 names all six: a pasted pet's gender is kept, a made-up value is not.
		$this->assertNotContains( $odd, $validator->validate_believer( 'super', array( 'gender' => 'pet_female' ), 0 ) );
		$this->assertContains( $odd, $validator->validate_believer( 'super', array( 'gender' => 'xyz' ), 0 ) );
		$this->assertContains( $odd, $validator->validate_believer( 'light', array( 'gender' => 'pet_female' ), 0 ) );
		// A kind that names no set leaves the value unchecked.
		$this->read(
			static function ( array $field ): array {
				if ( 'gender' === $field['key'] ) {
					$field['genders']['super'] = null;
				}
				return $field;
			}
		);
		$this->assertNotContains( $odd, $validator->validate_believer( 'super', array( 'gender' => 'xyz' ), 0 ) );
		$this->assertContains( $odd, $validator->validate_believer( 'light', array( 'gender' => 'xyz' ), 0 ) );
	}

	public function test_the_rest_schema_bounds_categories_with_the_tables_limit(): void {
		$this->assertSame( 50, BelieverSchema::categories()['maxItems'] );
		$this->read(
			static fn( array $field ): array => 'product_category' === $field['key'] ? array( 'max' => 7 ) + $field : $field
		);
		$this->assertSame( 7, BelieverSchema::categories()['maxItems'] );
		$this->assertSame( 7, BelieverSchema::believer()['properties']['product_category']['maxItems'] );
	}

	public function test_a_new_field_is_one_edit_to_the_table(): void {
		$this->read(
			static fn( array $field ): array => $field,
			array(
				'key'     => 'lamp_wish',
				'type'    => 'text',
				'max'     => 10,
				'show'    => array(
					'*'     => false,
					'light' => true,
				),
				'require' => array(
					'*'     => false,
					'light' => true,
				),
				'column'  => 16,
				'label'   => array( '*' => 'Wish' ),
			)
		);
		$clean = ( new BelieverSanitizer() )->sanitize_believer( array( 'lamp_wish' => " <b>平安</b>\n" ) );
		$this->assertSame( '平安', $clean['lamp_wish'] );
		$this->assertSame( 'lamp_wish', array_key_last( $clean ) );

		$validator = new BelieverValidator();
		$this->assertContains( array( 'index' => 0, 'field' => 'lamp_wish', 'code' => 'required' ), $validator->validate_believer( 'light', array(), 0 ) );
		$this->assertContains( array( 'index' => 0, 'field' => 'lamp_wish', 'code' => 'too_long' ), $validator->validate_believer( 'pudu', array( 'lamp_wish' => str_repeat( '燈', 11 ) ), 0 ) );
		$this->assertNotContains( 'lamp_wish', array_column( $validator->validate_believer( 'pudu', array(), 0 ), 'field' ) );

		$formatter = new BelieverFormatter();
		$this->assertTrue( FormKind::shows( 'light', 'lamp_wish' ) );
		$this->assertContains( array( 'lamp_wish', '平安' ), $formatter->rows( $clean, 'light' ) );
		$this->assertNotContains( 'lamp_wish', array_column( $formatter->rows( $clean, 'pudu' ), 0 ) );
		$this->assertSame( 'Wish', $formatter->label( 'lamp_wish', 'light' ) );

		$this->assertSame( 'Wish', ( new RitualRows( $formatter ) )->columns()['lamp_wish'] );
	}

	/**
	 * Reads a changed copy of the table from now on.
	 *
	 * @param callable(array): array    $change Changes one believer field.
	 * @param array<string, mixed>|null $added  A field to add at the end of the fields.
	 */
	private function read( callable $change, ?array $added = null ): void {
		$table           = json_decode( (string) file_get_contents( BelieverFields::TABLE ), true, 512, JSON_THROW_ON_ERROR );
		$table['fields'] = array_map( $change, $table['fields'] );
		if ( null !== $added ) {
			$table['fields'][] = $added;
		}
		$this->copy = (string) tempnam( sys_get_temp_dir(), 'believer-fields-' );
		file_put_contents( $this->copy, json_encode( $table, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR ) );
		BelieverFields::read_from( $this->copy );
	}
}

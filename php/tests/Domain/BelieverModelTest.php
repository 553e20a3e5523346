<?php
/**
 * Tests for BelieverModel and bin/believer-model.php, the PHP half of the
 * test that browser and server agree on every field property.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Tests\BelieverModel;

/**
 * The script prints what the classes do, and what they do follows the table.
 */
final class BelieverModelTest extends TestCase {

	private const SCRIPT = __DIR__ . '/../../../bin/believer-model.php';

	/**
	 * Temporary copies of the table, removed after each test.
	 *
	 * @var string[]
	 */
	private array $copies = array();

	protected function tearDown(): void {
		foreach ( $this->copies as $copy ) {
			unlink( $copy );
		}
		BelieverFields::read_from( BelieverFields::TABLE );
	}

	public function test_the_script_prints_the_description(): void {
		$this->assertSame( self::json_round_trip( BelieverModel::describe() ), $this->script() );
	}

	public function test_the_description_is_what_the_code_does(): void {
		$model = BelieverModel::describe();
		$this->assertSame( array( 'dead-blessing', 'super', 'animal', 'pudu', 'change', 'gift', 'light', 'worship' ), $model['priority'] );
		$this->assertSame( 'Lamp', $model['kindLabels']['light'] );
		$this->assertSame( 1, $model['maxBelievers']['gift'] );
		$this->assertSame( 100, $model['maxBelievers']['light'] );
		$this->assertSame( 20, $model['maxRegistrants'] );
		$this->assertSame( BelieverSanitizer::keys(), $model['wireKeys'] );
		$this->assertSame( array_keys( ( new BelieverSanitizer() )->sanitize_believer( array() ) ), $model['wireKeys'] );
		$this->assertSame( array( 'name', 'gender', 'birthday' ), $model['registrantKeys'] );
		$this->assertSame( 'name', $model['columns'][0] );
		$this->assertNotContains( 'id', $model['columns'] );
		$this->assertSame( array( 'name', 'mobile', 'email' ), array_keys( $model['patterns'] ) );
		$this->assertSame( '信士', \TempleOfferings\Tests\ZhTw::translate()( $model['genderLabels']['male'] ) );
		$this->assertSame( $model['wireKeys'], array_keys( $model['kinds']['pudu'] ) );

		$this->assertSame(
			array(
				'shown'    => true,
				'required' => true,
				'max'      => 50,
				'label'    => 'Pet name',
				'genders'  => null,
				'default'  => '',
			),
			$model['kinds']['animal']['name']
		);
		$this->assertSame( array( 'pet_male', 'pet_female' ), $model['kinds']['animal']['gender']['genders'] );
		$this->assertSame( 'pet_male', $model['kinds']['animal']['gender']['default'] );
		// 超薦 has no gender control: not shown, not required, and whatever a pasted row carries of the six is kept.
		$this->assertSame( array( false, false ), array( $model['kinds']['super']['gender']['shown'], $model['kinds']['super']['gender']['required'] ) );
		$this->assertSame( array( 'male', 'female', 'boy', 'girl', 'pet_male', 'pet_female' ), $model['kinds']['super']['gender']['genders'] );
		$this->assertSame( array( true, true ), array( $model['kinds']['gift']['depends_people']['shown'], $model['kinds']['gift']['depends_people']['required'] ) );
		$this->assertSame( 20, $model['kinds']['gift']['depends_people']['max'] );
		$this->assertSame( array( false, false, null, null ), array( $model['kinds']['light']['time']['shown'], $model['kinds']['light']['time']['required'], $model['kinds']['light']['time']['label'], $model['kinds']['light']['time']['max'] ) );
		$this->assertSame( '吉', $model['kinds']['light']['time']['default'] );
		$this->assertSame( '吉-吉-吉-吉', $model['kinds']['pudu']['deceased_birthday']['default'] );
		$this->assertSame( '', $model['kinds']['pudu']['deceased_gender']['default'] );
		$this->assertTrue( $model['kinds']['light']['is_expired_notice']['default'] );
		$this->assertSame( array( 64, null ), array( $model['kinds']['light']['id']['max'], $model['kinds']['light']['id']['default'] ) );
		$this->assertSame( 50, $model['kinds']['light']['product_category']['max'] );
		$this->assertSame(
			array(
				'required' => true,
				'max'      => null,
				'label'    => 'Gender',
				'genders'  => array( 'male', 'female', 'boy', 'girl' ),
				'default'  => 'male',
			),
			$model['registrant']['gender']
		);
	}

	public function test_the_description_follows_the_table(): void {
		$table = self::table();
		foreach ( $table['fields'] as &$field ) {
			if ( 'email' === $field['key'] ) {
				$field['require'] = array( '*' => true );
			}
		}
		unset( $field );

		$changed  = $this->script( $this->copy( $table ) );
		$expected = self::json_round_trip( BelieverModel::describe() );
		foreach ( array_keys( $expected['kinds'] ) as $kind ) {
			$this->assertFalse( $expected['kinds'][ $kind ]['email']['required'] );
			$expected['kinds'][ $kind ]['email']['required'] = true;
		}
		// That one property, for every kind, and nothing else.
		$this->assertSame( $expected, $changed );
	}

	public function test_an_unchanged_copy_describes_the_same(): void {
		$this->assertSame( $this->script(), $this->script( $this->copy( self::table() ) ) );
	}

	/**
	 * The table as it is in the repository.
	 *
	 * @return array<string, mixed>
	 */
	private static function table(): array {
		return json_decode( (string) file_get_contents( BelieverFields::TABLE ), true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * A temporary copy of a table.
	 *
	 * @param array<string, mixed> $table Table.
	 * @return string Its path.
	 */
	private function copy( array $table ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'believer-fields-' );
		file_put_contents( $path, json_encode( $table, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR ) );
		$this->copies[] = $path;
		return $path;
	}

	/**
	 * What bin/believer-model.php prints, decoded.
	 *
	 * @param string|null $table Another table to read, or null.
	 * @return array<string, mixed>
	 */
	private function script( ?string $table = null ): array {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( self::SCRIPT ) . ( null === $table ? '' : ' ' . escapeshellarg( $table ) );
		exec( $command . ' 2>&1', $output, $status ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the test runs bin/believer-model.php as a separate PHP process.
		$text = implode( "\n", $output );
		$this->assertSame( 0, $status, $text );
		return json_decode( $text, true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * A value as JSON would bring it back (what the script's reader sees).
	 *
	 * @param array<string, mixed> $value Value.
	 * @return array<string, mixed>
	 */
	private static function json_round_trip( array $value ): array {
		return json_decode( (string) json_encode( $value, JSON_THROW_ON_ERROR ), true, 512, JSON_THROW_ON_ERROR );
	}
}

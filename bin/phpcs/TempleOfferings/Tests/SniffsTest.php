<?php
/**
 * Each of the project's sniffs reports exactly the lines its fixture marks
 * and nothing else. A fixture (fixtures/<Sniff>.php) holds the code the
 * sniff must report, each such line ending in `// error: Code, …` (or
 * following a `// error below: …` line), and the code it must let pass,
 * unmarked. phpcs itself runs the sniff over the fixture, as it runs over
 * the plugin, so a sniff that stops reporting, or starts reporting good
 * code, fails here.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferingsCS\TempleOfferings\Tests;

use PHPUnit\Framework\TestCase;

final class SniffsTest extends TestCase {

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function fixtures(): array {
		$cases = array();
		foreach ( glob( __DIR__ . '/fixtures/*.php' ) as $path ) {
			$cases[ basename( $path, '.php' ) ] = array( $path );
		}
		return $cases;
	}

	/**
	 * @dataProvider fixtures
	 *
	 * @param string $path The fixture.
	 */
	public function test_the_sniff_reports_exactly_the_marked_lines( string $path ): void {
		$expected = self::marked( $path );
		$this->assertNotSame( array(), $expected, 'A fixture must mark code the sniff reports, or it proves nothing.' );
		$this->assertSame( $expected, self::reported( $path, 'TempleOfferings.Security.' . basename( $path, '.php' ) ) );
	}

	/**
	 * Every sniff of the standard has its fixture.
	 */
	public function test_every_sniff_has_a_fixture(): void {
		$sniffs = array_map( static fn( string $file ): string => basename( $file, 'Sniff.php' ), glob( dirname( __DIR__ ) . '/Sniffs/*/*Sniff.php' ) );
		$this->assertSame( $sniffs, array_keys( self::fixtures() ) );
	}

	/**
	 * The fixture's marks, as "line: Code" sorted.
	 *
	 * @param string $path The fixture.
	 * @return string[]
	 */
	private static function marked( string $path ): array {
		$marks = array();
		foreach ( file( $path ) as $index => $line ) {
			if ( preg_match( '/\/\/ error( below)?: ([A-Za-z, ]+)/', $line, $match ) ) {
				$number = $index + 1 + ( '' === $match[1] ? 0 : 1 );
				foreach ( explode( ',', $match[2] ) as $code ) {
					$marks[] = $number . ': ' . trim( $code );
				}
			}
		}
		sort( $marks, SORT_NATURAL );
		return $marks;
	}

	/**
	 * What phpcs reports with the one sniff, as "line: Code" sorted.
	 *
	 * @param string $path  The fixture.
	 * @param string $sniff The sniff's code.
	 * @return string[]
	 */
	private static function reported( string $path, string $sniff ): array {
		$command = sprintf(
			'phpcs -q --no-cache --report=json --standard=%s --sniffs=%s %s',
			escapeshellarg( dirname( __DIR__ ) ),
			escapeshellarg( $sniff ),
			escapeshellarg( $path )
		);
		exec( $command . ' 2>&1', $output ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the test runs phpcs itself, as the check of the tree does.
		$report = json_decode( implode( "\n", $output ), true );
		self::assertIsArray( $report, "phpcs did not answer JSON:\n" . implode( "\n", $output ) );
		$found = array();
		foreach ( $report['files'] as $file ) {
			foreach ( $file['messages'] as $message ) {
				self::assertStringStartsWith( $sniff . '.', $message['source'] );
				$found[] = $message['line'] . ': ' . substr( $message['source'], strlen( $sniff ) + 1 );
			}
		}
		sort( $found, SORT_NATURAL );
		return $found;
	}
}

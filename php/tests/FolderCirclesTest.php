<?php
/**
 * The plugin's folders are features, and their dependencies point one way:
 * a feature may use Domain/ and Support/ and the features below it, never a
 * feature that uses it back. This test reads every `use TempleOfferings\…`
 * statement and every fully-qualified `\TempleOfferings\…` reference of the
 * plugin's PHP (not the tests, not the composition root php/Plugin.php,
 * which lists every feature) and fails on any circle between folders,
 * naming it and the files that close it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

use PHPUnit\Framework\TestCase;

final class FolderCirclesTest extends TestCase {

	/**
	 * Folder → folder → the files whose references make that edge.
	 *
	 * @param string $root The plugin's php/ folder.
	 * @return array<string, array<string, string[]>>
	 */
	public static function edges( string $root ): array {
		$edges = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = substr( (string) $file->getPathname(), strlen( $root ) + 1 );
			$parts = explode( '/', $path );
			if ( ! str_ends_with( $path, '.php' ) || count( $parts ) < 2 || 'tests' === $parts[0] ) {
				continue;
			}
			$from = $parts[0];
			preg_match_all( '/(?:^\s*use\s+|\\\\)TempleOfferings\\\\(\w+)\\\\/m', (string) file_get_contents( (string) $file ), $found );
			foreach ( array_unique( $found[1] ) as $to ) {
				if ( $to !== $from ) {
					$edges[ $from ][ $to ][] = $path;
				}
			}
		}
		return $edges;
	}

	/**
	 * Every circle between folders, each as the folders in order (the first
	 * repeated at the end). One circle per strongly connected group of
	 * folders, found by Tarjan's algorithm, walked from its first folder.
	 *
	 * @param array<string, array<string, string[]>> $edges Folder → folder → files.
	 * @return array<int, string[]>
	 */
	public static function circles( array $edges ): array {
		$index   = 0;
		$indexes = array();
		$low     = array();
		$stack   = array();
		$on      = array();
		$groups  = array();
		$connect = static function ( string $node ) use ( &$connect, &$index, &$indexes, &$low, &$stack, &$on, &$groups, $edges ): void {
			$indexes[ $node ] = $index;
			$low[ $node ]     = $index;
			++$index;
			$stack[]       = $node;
			$on[ $node ]   = true;
			foreach ( array_keys( $edges[ $node ] ?? array() ) as $next ) {
				if ( ! isset( $indexes[ $next ] ) ) {
					$connect( $next );
					$low[ $node ] = min( $low[ $node ], $low[ $next ] );
				} elseif ( $on[ $next ] ?? false ) {
					$low[ $node ] = min( $low[ $node ], $indexes[ $next ] );
				}
			}
			if ( $low[ $node ] === $indexes[ $node ] ) {
				$group = array();
				do {
					$member        = array_pop( $stack );
					$on[ $member ] = false;
					$group[]       = $member;
				} while ( $member !== $node );
				if ( count( $group ) > 1 ) {
					sort( $group );
					$groups[] = $group;
				}
			}
		};
		$nodes = array_keys( $edges );
		sort( $nodes );
		foreach ( $nodes as $node ) {
			if ( ! isset( $indexes[ $node ] ) ) {
				$connect( $node );
			}
		}
		return array_map( static fn( array $group ): array => self::walk( $group, $edges ), $groups );
	}

	/**
	 * A shortest way round one group: from its first folder back to it.
	 *
	 * @param string[]                               $group Folders that reach each other.
	 * @param array<string, array<string, string[]>> $edges Folder → folder → files.
	 * @return string[]
	 */
	private static function walk( array $group, array $edges ): array {
		$start = $group[0];
		$queue = array( array( $start ) );
		while ( array() !== $queue ) {
			$path = array_shift( $queue );
			foreach ( array_keys( $edges[ end( $path ) ] ?? array() ) as $next ) {
				if ( $next === $start ) {
					return array_merge( $path, array( $start ) );
				}
				if ( in_array( $next, $group, true ) && ! in_array( $next, $path, true ) ) {
					$queue[] = array_merge( $path, array( $next ) );
				}
			}
		}
		return $group;
	}

	public function test_no_circle_between_the_plugins_folders(): void {
		$edges    = self::edges( dirname( __DIR__ ) );
		$messages = array();
		foreach ( self::circles( $edges ) as $circle ) {
			$steps = array();
			$last  = count( $circle ) - 1;
			for ( $i = 0; $i < $last; $i++ ) {
				$steps[] = sprintf( '  %s → %s: %s', $circle[ $i ], $circle[ $i + 1 ], implode( ', ', $edges[ $circle[ $i ] ][ $circle[ $i + 1 ] ] ) );
			}
			$messages[] = implode( ' → ', $circle ) . "\n" . implode( "\n", $steps );
		}
		$this->assertSame( array(), $messages, "Folders in a circle:\n" . implode( "\n", $messages ) );
		$this->assertArrayHasKey( 'Domain', array_merge( ...array_values( $edges ) ), 'The parser found the features\' use of Domain/.' );
	}

	public function test_finds_a_circle_and_names_it(): void {
		$edges = array(
			'Cart'   => array( 'Domain' => array( 'Cart/A.php' ), 'Order' => array( 'Cart/B.php' ) ),
			'Order'  => array( 'Staff' => array( 'Order/C.php' ) ),
			'Staff'  => array( 'Cart' => array( 'Staff/D.php' ) ),
			'Domain' => array(),
		);
		$this->assertSame( array( array( 'Cart', 'Order', 'Staff', 'Cart' ) ), self::circles( $edges ) );
		unset( $edges['Staff']['Cart'] );
		$this->assertSame( array(), self::circles( $edges ) );
	}
}

<?php
/**
 * Tests for Origins' parsing: what counts as an origin, on the list and in a header.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Security;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Security\Origins;

/**
 * Origins::normalize() and Origins::clean() are pure; Origins::allowed() and
 * is_allowed() with the real filter are proven by e2e/limits-owners.spec.ts.
 */
final class OriginsTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function well_formed(): array {
		return array(
			'plain https'            => array( 'https://temple.example', 'https://temple.example' ),
			'upper case'             => array( 'HTTPS://Temple.Example', 'https://temple.example' ),
			'port kept'              => array( 'http://127.0.0.1:8891', 'http://127.0.0.1:8891' ),
			'default https port'     => array( 'https://temple.example:443', 'https://temple.example' ),
			'default http port'      => array( 'http://temple.example:80', 'http://temple.example' ),
			'trailing slash'         => array( 'https://temple.example/', 'https://temple.example' ),
			'spaces around'          => array( '  https://www.temple.example  ', 'https://www.temple.example' ),
			'punycode'               => array( 'https://xn--fiqs8s.tw', 'https://xn--fiqs8s.tw' ),
			'single label'           => array( 'http://localhost:8080', 'http://localhost:8080' ),
			'IPv6'                   => array( 'http://[::1]:8080', 'http://[::1]:8080' ),
			'hyphen inside a label'  => array( 'https://my-temple.example', 'https://my-temple.example' ),
		);
	}

	/**
	 * @param string $input    Header or entry.
	 * @param string $expected Normalized origin.
	 * @dataProvider well_formed
	 */
	public function test_a_well_formed_origin_is_normalized( string $input, string $expected ): void {
		$this->assertSame( $expected, Origins::normalize( $input ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function malformed(): array {
		return array(
			'null (sandboxed iframe, file://)' => array( 'null' ),
			'NULL'                             => array( 'NULL' ),
			'empty'                            => array( '' ),
			'blank'                            => array( '   ' ),
			'no scheme'                        => array( 'temple.example' ),
			'scheme-relative'                  => array( '//temple.example' ),
			'not http'                         => array( 'ftp://temple.example' ),
			'javascript'                       => array( 'javascript:alert(1)' ),
			'file'                             => array( 'file:///etc/passwd' ),
			'no host'                          => array( 'https://' ),
			'wildcard'                         => array( '*' ),
			'wildcard host'                    => array( 'https://*.temple.example' ),
			'user info'                        => array( 'https://evil.example@temple.example' ),
			'query'                            => array( 'https://temple.example?x=1' ),
			'fragment'                         => array( 'https://temple.example#x' ),
			'path'                             => array( 'https://temple.example/shop' ),
			'port 0'                           => array( 'https://temple.example:0' ),
			'port too big'                     => array( 'https://temple.example:70000' ),
			'space inside'                     => array( 'https://temple .example' ),
			'backslash'                        => array( 'https://temple.example\\@evil.example' ),
			'underscore host'                  => array( 'https://tem_ple.example' ),
			'leading hyphen'                   => array( 'https://-temple.example' ),
			'empty label'                      => array( 'https://temple..example' ),
			'unicode host'                     => array( 'https://宮廟.tw' ),
			'bad IPv6'                         => array( 'http://[::g]' ),
		);
	}

	/**
	 * @param string $input Header or entry.
	 * @dataProvider malformed
	 */
	public function test_anything_else_is_not_an_origin( string $input ): void {
		$this->assertNull( Origins::normalize( $input ) );
	}

	public function test_the_site_url_may_carry_a_path(): void {
		$this->assertSame( 'https://temple.example', Origins::normalize( 'https://temple.example/wordpress', true ) );
		$this->assertNull( Origins::normalize( 'null', true ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string|null}>
	 */
	public static function referers(): array {
		return array(
			'a page'                 => array( 'https://temple.example/offerings/?category=light#top', 'https://temple.example' ),
			'the home page'          => array( 'https://temple.example/', 'https://temple.example' ),
			'no path'                => array( 'HTTPS://Temple.Example', 'https://temple.example' ),
			'a port'                 => array( 'http://127.0.0.1:8950/offerings/', 'http://127.0.0.1:8950' ),
			'a default port'         => array( 'https://temple.example:443/x', 'https://temple.example' ),
			'IPv6'                   => array( 'http://[::1]:8080/x', 'http://[::1]:8080' ),
			'a foreign page'         => array( 'https://evil.example/temple.example/', 'https://evil.example' ),
			'user info'              => array( 'https://temple.example@evil.example/', null ),
			'not http'               => array( 'ftp://temple.example/x', null ),
			'a path only'            => array( '/offerings/', null ),
			'scheme-relative'        => array( '//temple.example/x', null ),
			'garbage'                => array( 'not a url', null ),
			'a backslash'            => array( 'https://evil.example\\@temple.example/', null ),
			'empty'                  => array( '', null ),
		);
	}

	/**
	 * @param string      $referer  A Referer header.
	 * @param string|null $expected Its origin.
	 * @dataProvider referers
	 */
	public function test_a_referer_is_read_as_its_origin( string $referer, ?string $expected ): void {
		$this->assertSame( $expected, Origins::of_url( $referer ) );
	}

	public function test_clean_keeps_only_well_formed_entries_once(): void {
		$this->assertSame(
			array( 'https://temple.example', 'http://127.0.0.1:8891' ),
			Origins::clean( array( '', 'null', 'https://temple.example', 'HTTPS://TEMPLE.EXAMPLE:443/', 42, null, array( 'x' ), 'not a url', 'http://127.0.0.1:8891', '*' ) )
		);
		$this->assertSame( array(), Origins::clean( array( '', ' ', 'null' ) ) );
	}
}

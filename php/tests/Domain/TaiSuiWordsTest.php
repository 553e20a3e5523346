<?php
/**
 * The 太歲 hint's words: zh_TW as the shared fixture writes them, and what a
 * filter may change.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Domain\TaiSui;
use TempleOfferings\Domain\TaiSuiWords;

/**
 * The words the page gets in its settings.
 */
final class TaiSuiWordsTest extends TestCase {

	use InZhTw;

	public function test_the_zh_tw_words_are_those_the_fixture_proves_page_and_server_on(): void {
		$fixture = json_decode( (string) file_get_contents( __DIR__ . '/../../../src/domain/test/tai-sui.fixtures.json' ), true );
		$this->assertSame( $fixture['words'], ( new TaiSuiWords() )->words() );
		$this->assertSame( TaiSui::RELATIONS, array_keys( ( new TaiSuiWords() )->relation_names() ) );
	}

	public function test_a_filter_changes_words_one_by_one_and_only_to_plain_text(): void {
		$defaults = ( new TaiSuiWords() )->words();
		$words    = TaiSuiWords::clean(
			array(
				'offends'   => '<b>%1$s</b>：%4$s',
				'clear'     => '   ',
				'uncertain' => 42,
				'relations' => array(
					'zhi'     => '本命年',
					'chong'   => array( 'no' ),
					'unknown' => 'ignored',
				),
			),
			$defaults
		);
		$this->assertSame( '%1$s：%4$s', $words['offends'] );
		$this->assertSame( $defaults['clear'], $words['clear'] );
		$this->assertSame( $defaults['uncertain'], $words['uncertain'] );
		$this->assertSame( $defaults['list'], $words['list'] );
		$this->assertSame( '本命年', $words['relations']['zhi'] );
		$this->assertSame( '沖太歲', $words['relations']['chong'] );
		$this->assertArrayNotHasKey( 'unknown', $words['relations'] );
		$this->assertSame( $defaults, TaiSuiWords::clean( 'not words', $defaults ) );
		$this->assertSame(
			'馬：本命年',
			TaiSui::sentence( TaiSui::reckon( '1990-03-01-吉', 2026, 'lunar_new_year', TaiSui::DEFAULT_COUNTED ), $words )
		);
	}
}

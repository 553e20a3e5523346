<?php
/**
 * Tests for Download's file names (the ritual list's and the receipts' exports).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Support;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Support\Download;

/**
 * The Content-Disposition header a browser saves an export under.
 */
final class DownloadTest extends TestCase {

	public function test_names_the_file_in_chinese_with_an_ascii_fallback(): void {
		$this->assertSame(
			'attachment; filename="ritual-list-2026-11-22.xlsx"; filename*=UTF-8\'\'%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-2026-11-22.xlsx',
			Download::content_disposition( '法會名單-2026-11-22.xlsx', 'ritual-list-2026-11-22.xlsx' )
		);
	}

	public function test_both_exports_are_named_alike_to_the_minute(): void {
		$this->assertSame( 'Y-m-d-Hi', Download::STAMP );
		$this->assertSame(
			'attachment; filename="ritual-list-2026-11-25-0705.csv"; filename*=UTF-8\'\'%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-2026-11-25-0705.csv',
			Download::attachment( '法會名單', 'ritual-list', '2026-11-25-0705', 'csv' )
		);
		$this->assertSame(
			'attachment; filename="receipts-2026-11-25-0705.xlsx"; filename*=UTF-8\'\'%E6%94%B6%E6%93%9A-2026-11-25-0705.xlsx',
			Download::attachment( '收據', 'receipts', '2026-11-25-0705', 'xlsx' )
		);
	}

	public function test_characters_that_break_the_header_or_a_path_are_replaced(): void {
		$this->assertSame(
			'attachment; filename="a-b-.xlsx"; filename*=UTF-8\'\'a-b-c-d-e.xlsx',
			Download::content_disposition( "a/b\\c\"d\r\ne.xlsx", 'a"b;.xlsx' )
		);
	}
}

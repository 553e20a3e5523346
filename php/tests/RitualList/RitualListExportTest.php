<?php
/**
 * Tests for RitualListExport's download name.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\RitualList;

use PHPUnit\Framework\TestCase;
use TempleOfferings\RitualList\RitualListExport;

/**
 * The Content-Disposition header a browser saves the workbook under.
 */
final class RitualListExportTest extends TestCase {

	public function test_names_the_file_in_chinese_with_an_ascii_fallback(): void {
		$this->assertSame(
			'attachment; filename="ritual-list-2026-11-22.xlsx"; filename*=UTF-8\'\'%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-2026-11-22.xlsx',
			RitualListExport::content_disposition( '法會名單-2026-11-22.xlsx', 'ritual-list-2026-11-22.xlsx' )
		);
	}

	public function test_both_exports_are_named_alike_to_the_minute(): void {
		$this->assertSame( 'Y-m-d-Hi', RitualListExport::STAMP );
		$this->assertSame(
			'attachment; filename="ritual-list-2026-11-25-0705.csv"; filename*=UTF-8\'\'%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-2026-11-25-0705.csv',
			RitualListExport::attachment( '法會名單', '2026-11-25-0705', 'csv' )
		);
		$this->assertSame(
			'attachment; filename="ritual-list-2026-11-25-0705.xlsx"; filename*=UTF-8\'\'%E6%B3%95%E6%9C%83%E5%90%8D%E5%96%AE-2026-11-25-0705.xlsx',
			RitualListExport::attachment( '法會名單', '2026-11-25-0705', 'xlsx' )
		);
	}

	public function test_characters_that_break_the_header_or_a_path_are_replaced(): void {
		$this->assertSame(
			'attachment; filename="a-b-.xlsx"; filename*=UTF-8\'\'a-b-c-d-e.xlsx',
			RitualListExport::content_disposition( "a/b\\c\"d\r\ne.xlsx", 'a"b;.xlsx' )
		);
	}
}

<?php
/**
 * Test helper: the tests of a class using it run as on a zh_TW site, the
 * shipped catalogue loaded for `__()` (php/tests/bootstrap.php), so they
 * assert the Chinese that temple staff and worshippers read.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

/**
 * Loads zh_TW before each test and unloads it after.
 */
trait InZhTw {

	/**
	 * @before
	 */
	public function load_zh_tw(): void {
		ZhTw::load();
	}

	/**
	 * @after
	 */
	public function unload_zh_tw(): void {
		ZhTw::unload();
	}
}

/**
 * Uninstalling, on the real shop's WordPress: it flushes the plugin's own
 * cache group only, and reaches every site of a network past get_sites()'s
 * default 100 (a real network, e2e/php/uninstall-network.php).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import { php } from './privacy-helpers';

test.describe.configure( { mode: 'serial' } );

test.describe( 'uninstall', () => {
	test( 'flushes the plugin’s own cache group and nothing else', () => {
		const result = JSON.parse( php( 'e2e/php/uninstall-cache.php' ) );
		expect( result ).toEqual( {
			flush_group: true,
			ours: false,
			theirs: 'theirs',
			core: 'core',
		} );
	} );

	test( 'reaches every site of a network of more than 100 sites', () => {
		test.setTimeout( 240_000 );
		expect(
			JSON.parse( php( 'e2e/php/uninstall-network.php', 'install' ) )
		).toEqual( { installed: true } );
		const result = JSON.parse(
			php( 'e2e/php/uninstall-network.php', 'run', '105' )
		);
		// get_sites() alone stops at 100: the sites past it must be reached too.
		expect( result.get_sites_answer ).toBe( 100 );
		expect( result.sites ).toBe( 106 );
		expect( result.sites_with_data ).toBe( 106 );
		expect( result.left_after ).toEqual( [] );
	} );
} );

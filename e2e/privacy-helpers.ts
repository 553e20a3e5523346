/**
 * What the privacy specs (privacy-export-erase, privacy-uninstall) share:
 * the shop-side PHP scripts, run against the shop's WordPress.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const REPO = path.join( __dirname, '..' );

export const php = ( script: string, ...args: string[] ): string =>
	execFileSync( 'php', [ path.join( REPO, script ), WP_DIR, ...args ], {
		encoding: 'utf8',
		timeout: 120_000,
	} );

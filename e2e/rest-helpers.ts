/**
 * What the temple-offerings/v1 specs (rest-catalog, rest-believers,
 * rest-stored, rest-first-paint) share: the routes, a saved believer's
 * shape and a complete one, the shop-side PHP scripts, a fresh guest
 * context and the wait for a settled page.
 */
/**
 * External dependencies
 */
import {
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';

export const BASE = process.env.E2E_BASE_URL ?? '';
export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const REPO = path.join( __dirname, '..' );
export const API = '/wp-json/temple-offerings/v1';
export const BELIEVERS = `${ API }/believers`;

export type Saved = {
	id: number;
	product_category: string[];
	data: Record< string, unknown >;
	modified: string;
};

export const LIGHT_BELIEVER = completeBeliever( 'light' );

export const php = ( script: string, ...args: string[] ): string =>
	execFileSync( 'php', [ path.join( REPO, script ), WP_DIR, ...args ], {
		encoding: 'utf8',
		timeout: 120_000,
	} );

export async function context(): Promise< APIRequestContext > {
	return playwrightRequest.newContext( { baseURL: BASE } );
}

/**
 * Waits until the page has had no network request for a while (the
 * `networkidle` load state, which lint discourages for UI tests, is what
 * "the page settled" means here).
 *
 * @param page The page.
 */
export async function settled( page: Page ): Promise< void > {
	// eslint-disable-next-line playwright/no-networkidle -- "no request until the page settled" is exactly this state.
	await page.waitForLoadState( 'networkidle' );
}

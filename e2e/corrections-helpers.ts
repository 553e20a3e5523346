/**
 * What the staff corrections specs (corrections-save, corrections-refused,
 * corrections-lines) share: the paid lamp order each corrects, made through
 * WooCommerce's REST API with exactly the line meta the cart writes
 * (`_believers_data`, `_believers_kind`), as in staff-list.spec.ts, and
 * deleted afterwards; the stored line read back through
 * e2e/php/corrections.php.
 */
/**
 * External dependencies
 */
import { type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	createOrder,
	orderBeliever,
	restNonce,
	wcProductId,
} from './order-helpers';

/**
 * A lamp believer of these specs.
 * @param fields
 */
export const believer = ( fields: Record< string, unknown > ) =>
	orderBeliever( { product_category: [ 'light' ], ...fields } );

export const REPO = path.join( __dirname, '..' );
export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const SHOTS = path.join( REPO, 'test-results' );

export interface Stored {
	believers: Array< Record< string, unknown > >;
	quantity: number;
	notes: Array< { content: string; added_by: string } >;
}

export const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/corrections.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

export const OLD_ADDRESS = '臺北市更正路1號';

/**
 * The order staff correct: a lamp for 林更正 and 林不變.
 *
 * @param browser Browser.
 * @return The order's id.
 */
export async function correctionsOrder( browser: Browser ): Promise< number > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const nonce = await restNonce( context.request );
	const lamp = await wcProductId( context.request, nonce, 'guangming-lamp' );
	const { id } = await createOrder(
		context.request,
		nonce,
		lamp,
		'light',
		[
			believer( {
				name: '林更正',
				birthday: '1980-04-12-子',
				time: '子',
				address: OLD_ADDRESS,
			} ),
			believer( {
				name: '林不變',
				gender: 'female',
				birthday: '1990-01-05-午',
				time: '午',
				address: '臺北市不變路2號',
			} ),
		],
		{ billing: { first_name: '更正', last_name: '測試' } }
	);
	await context.close();
	return id;
}

/**
 * The correction form of the order's first believer, as the order screen's
 * Believers box links it.
 *
 * @param browser  Browser.
 * @param orderUrl The order screen.
 */
export async function firstBelieverForm(
	browser: Browser,
	orderUrl: string
): Promise< string > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	await page.goto( orderUrl );
	const href =
		( await page
			.locator( '#temple-offerings-believers' )
			.getByRole( 'link', { name: '更正信眾 1' } )
			.getAttribute( 'href' ) ) ?? '';
	await context.close();
	return href;
}

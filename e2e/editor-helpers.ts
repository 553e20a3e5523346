/**
 * Driving the real block editor with WordPress's own e2e utilities: a new page,
 * the offering block in it, published.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
import {
	expect,
	type Admin,
	type Editor,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import metadata from '../block.json';

/** The block as the editor canvas marks it. */
export const BLOCK = `[data-type="${ metadata.name }"]`;

/**
 * Opens a new, titled page in the editor as WordPress shows it by default:
 * full screen, so the admin menu covers nothing (the block toolbar included).
 *
 * @param admin WordPress's Admin utilities, signed in as an editor.
 * @param title The new page's title.
 */
export async function newPage( admin: Admin, title: string ): Promise< void > {
	await admin.createNewPost( {
		postType: 'page',
		title,
		fullscreenMode: true,
	} );
}

/**
 * Opens a new page in the editor, titled, and inserts the offering block
 * through the inserter by its zh_TW title (block.json's title, translated),
 * as a shop editor finds it.
 *
 * @param fixtures        The test's fixtures.
 * @param fixtures.admin  WordPress's Admin utilities.
 * @param fixtures.editor WordPress's Editor utilities.
 * @param fixtures.page   The browser page, signed in as an editor.
 * @param title           The new page's title.
 */
export async function newPageWithBlock(
	{ admin, editor, page }: { admin: Admin; editor: Editor; page: Page },
	title: string
): Promise< void > {
	await newPage( admin, title );
	await page
		.getByRole( 'button', {
			name: /Block Inserter|Toggle block inserter|Add block/i,
		} )
		.first()
		.click();
	await page.getByRole( 'searchbox' ).fill( '結緣品' );
	await page.getByRole( 'option', { name: '線上結緣品' } ).click();
	await expect( editor.canvas.locator( BLOCK ) ).toHaveCount( 1 );
}

/**
 * Publishes the page in the editor and answers its permalink.
 *
 * @param editor       WordPress's Editor utilities.
 * @param requestUtils WordPress's REST utilities, as the admin.
 * @return The published page's address.
 */
export async function publish(
	editor: Editor,
	requestUtils: RequestUtils
): Promise< string > {
	const id = await editor.publishPost();
	expect( id ).not.toBeNull();
	const { link } = await requestUtils.rest< { link: string } >( {
		path: `/wp/v2/pages/${ id }`,
	} );
	return link;
}

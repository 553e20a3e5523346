/**
 * Driving the real block editor: a new page with the block in it.
 */
/**
 * External dependencies
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';

export const BLOCK = '[data-type="temple-offerings/offerings"]';

/**
 * Opens a new page in the editor, closes the starter-pattern chooser (it opens
 * a moment after load), titles the page and inserts the offering block through
 * the inserter by its zh_TW title.
 *
 * @param page  The browser page, signed in as an editor.
 * @param title The new page's title.
 * @return The editor canvas.
 */
export async function newPageWithBlock(
	page: Page,
	title: string
): Promise< FrameLocator > {
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	const patterns = page.getByRole( 'dialog', { name: 'Choose a pattern' } );
	await patterns.waitFor( { timeout: 15_000 } );
	await patterns.getByRole( 'button', { name: 'Close' } ).click();

	const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await editor.getByRole( 'textbox', { name: /title|標題/i } ).fill( title );
	await page
		.getByRole( 'button', {
			name: /Block Inserter|Toggle block inserter|Add block/i,
		} )
		.first()
		.click();
	await page.getByRole( 'searchbox' ).fill( '結緣品' );
	await page.getByRole( 'option', { name: '線上結緣品' } ).click();
	await expect( editor.locator( BLOCK ) ).toHaveCount( 1 );
	return editor;
}

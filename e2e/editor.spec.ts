/**
 * The block's settings in the real editor: a shop editor picks three
 * categories in a new order and a default tab, sets the block's alignment and
 * anchor, saves, and the page carries exactly those settings.
 */
/**
 * External dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import { ADMIN } from './global-setup';
import { BLOCK, newPage, publish } from './editor-helpers';
import { blockSettings } from './page-helpers';

const MOUNT = '.wp-block-temple-offerings-offerings';

/** The page the first test publishes, for the frontend checks after it. */
let published = '';

test.describe.serial( 'block settings', () => {
	test.use( { storageState: ADMIN } );

	test( 'picks three categories in a new order and a default tab, and saves them', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await newPage( admin, 'E2E 分頁設定' );
		await editor.insertBlock( { name: metadata.name } );
		await expect( editor.canvas.locator( BLOCK ) ).toHaveCount( 1 );

		// The inserted block is selected; its settings are in the sidebar.
		await editor.openDocumentSettingsSidebar();
		const panel = page.getByRole( 'group', { name: '顯示為分頁的分類' } );
		await expect( panel ).toBeVisible();
		// Every shop category is listed by name (WooCommerce's own
		// Uncategorized too); the eight defaults are ticked.
		await expect(
			panel.getByRole( 'checkbox', { checked: true } )
		).toHaveCount( 8 );
		await expect(
			panel.getByRole( 'checkbox', { name: '寵物祈福' } )
		).toBeChecked();

		for ( const name of [
			'祭祀',
			'結緣品',
			'往生祈福',
			'超薦',
			'寵物祈福',
		] ) {
			await panel.getByRole( 'checkbox', { name } ).uncheck();
		}
		// light, pudu, change → change, pudu, light.
		await panel.getByRole( 'button', { name: '將「改運」上移' } ).click();
		await panel.getByRole( 'button', { name: '將「改運」上移' } ).click();
		await panel.getByRole( 'button', { name: '將「普渡」上移' } ).click();
		await expect(
			panel.getByRole( 'checkbox', { checked: true } )
		).toHaveCount( 3 );
		await expect( panel.locator( '.is-ticked label' ) ).toHaveText( [
			'改運',
			'普渡',
			'光明燈',
		] );

		await page
			.getByRole( 'combobox', { name: '預設分頁' } )
			.selectOption( 'pudu' );

		// The preview follows: the tabs in that order with 普渡 open, or, on a
		// shop without the products route yet, the placeholder naming them.
		const canvasBlock = editor.canvas.locator( BLOCK );
		await expect(
			canvasBlock
				.getByRole( 'tab' )
				.or( canvasBlock.getByText( /改運、普渡、光明燈/ ) )
				.first()
		).toBeVisible();
		if ( ( await canvasBlock.getByRole( 'tab' ).count() ) > 0 ) {
			await expect( canvasBlock.getByRole( 'tab' ) ).toHaveText( [
				'改運',
				'普渡',
				'光明燈',
			] );
			await expect(
				canvasBlock.getByRole( 'tab', { selected: true } )
			).toHaveText( '普渡' );
		}

		// Block supports: the theme's content column by default (lined up
		// with the page's title), wide and full on request, and an anchor.
		await canvasBlock.click( { position: { x: 5, y: 5 } } );
		await editor.clickBlockToolbarButton( 'Align' );
		for ( const width of [ /Wide width/, /Full width/ ] ) {
			await expect(
				page.getByRole( 'menuitemradio', { name: width } )
			).toHaveAttribute( 'aria-checked', 'false' );
		}
		await page.getByRole( 'menuitemradio', { name: /Full width/ } ).click();
		await page.getByRole( 'button', { name: 'Advanced' } ).click();
		await page
			.getByRole( 'textbox', { name: 'HTML anchor' } )
			.fill( 'offerings-e2e' );

		published = await publish( editor, requestUtils );

		const front = await page.goto( published );
		expect( front?.status() ).toBe( 200 );
		const mount = page.locator( MOUNT );
		await expect( mount ).toHaveCount( 1 );
		const settings = await blockSettings( page );
		expect( settings.allowedCategories ).toEqual( [
			'change',
			'pudu',
			'light',
		] );
		expect( settings.defaultCategory ).toBe( 'pudu' );
		// get_block_wrapper_attributes() applied the supports.
		await expect( mount ).toHaveId( 'offerings-e2e' );
		await expect( mount ).toHaveClass( /\balignfull\b/ );
	} );

	test( 'the page shows exactly those tabs, in that order, with the default open', async ( {
		page,
	} ) => {
		test.skip( ! published, 'the first test did not publish the page' );
		await page.goto( published );
		const tabs = page.locator( MOUNT ).getByRole( 'tab' );
		await expect( tabs ).toHaveText( [ '改運', '普渡', '光明燈' ] );
		await expect(
			page.locator( MOUNT ).getByRole( 'tab', { selected: true } )
		).toHaveText( '普渡' );
	} );
} );

test.describe( 'the inserter', () => {
	test.use( { storageState: ADMIN } );

	test( 'finds the block by the names temples use, in Chinese and in English', async ( {
		admin,
		page,
	} ) => {
		await newPage( admin, 'E2E 搜尋區塊' );
		await page
			.getByRole( 'button', {
				name: /Block Inserter|Toggle block inserter|Add block/i,
			} )
			.first()
			.click();
		const search = page.getByRole( 'searchbox' );
		for ( const term of [
			'光明燈',
			'點燈',
			'普渡',
			'結緣',
			'lamp',
			'Pudu',
			'offerings',
		] ) {
			await search.fill( term );
			await expect(
				page.getByRole( 'option', { name: '線上結緣品' } ),
				term
			).toBeVisible();
		}
		// A word of no keyword finds nothing of it: the search is not a
		// list of every block.
		await search.fill( '收據' );
		await expect(
			page.getByRole( 'option', { name: '線上結緣品' } )
		).toHaveCount( 0 );
	} );
} );

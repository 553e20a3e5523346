/**
 * The ritual paperwork on the real shop, its links and lamp labels: the
 * ritual list offers the sheets, the column choice and the label sheet;
 * lamp labels hold number, name, lunar birthday and address, 3 × 8 on one
 * A4 sheet, and the label sheet setting changes the grid (sanitized, staff
 * only); a theme overrides a sheet the WooCommerce way; a customer gets 403
 * and no names from every sheet.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	LIST,
	OUT,
	lines,
	checkA4,
	paperworkOrders,
	paperworkCleanUp,
} from './paperwork-helpers';

/**
 * Label columns of the first sheet, as the browser lays the grid out.
 *
 * @param page The labels sheet.
 */
async function labelColumns( page: Page ): Promise< number > {
	return page
		.locator( '.temple-label-sheet' )
		.first()
		.evaluate(
			( el ) =>
				getComputedStyle( el ).gridTemplateColumns.split( ' ' ).length
		);
}

test.describe( 'paperwork', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	const hrefs: Record< string, string > = {};
	let made: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		made = await paperworkOrders( browser );
	} );

	test.afterAll( async ( { browser } ) => {
		await paperworkCleanUp( browser, made );
	} );

	test( 'the ritual list offers the three sheets, the column choice and the label sheet', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		for ( const [ key, name ] of [
			[ 'list', '列印名單' ],
			[ 'labels', '列印燈牌' ],
			[ 'tablets', '列印牌位' ],
			[ 'reading', '列印疏文名冊' ],
		] ) {
			const link = page.getByRole( 'link', { name, exact: true } );
			await expect( link ).toBeVisible();
			hrefs[ key ] = ( await link.getAttribute( 'href' ) ) ?? '';
			expect( hrefs[ key ] ).toContain( '_wpnonce=' );
		}
		const columns = page.getByRole( 'group', { name: '列印欄位' } );
		await expect(
			columns.getByRole( 'checkbox', { name: '信眾姓名' } )
		).toBeChecked();
		await expect( page.getByText( '燈牌標籤紙' ) ).toBeVisible();
		await page.screenshot( {
			path: path.join( OUT, 'ritual-list-1280.png' ),
			fullPage: true,
		} );
	} );

	test( 'lamp labels: number, name, lunar birthday with hour, address; 3 × 8 on one A4 sheet', async ( {
		page,
	} ) => {
		await page.goto( hrefs.labels );
		await expect(
			page.getByRole( 'heading', { name: '燈牌', level: 1 } )
		).toBeVisible();
		// This spec's 王小明, by his address: other specs of a full run register the name too.
		const label = page
			.locator( '.temple-label', { hasText: '王小明' } )
			.filter( { hasText: '臺北市中正區重慶南路一段122號' } );
		await expect( label ).toContainText( '民國71年 閏04月 12日 子時' );
		await expect( label ).toContainText( '臺北市中正區重慶南路一段122號' );
		await expect(
			page.locator( '.temple-label', { hasText: '陳美麗' } )
		).toHaveCount( 1 );
		const count = await page.locator( '.temple-label' ).count();
		expect( count ).toBeGreaterThanOrEqual( 6 );
		// The grid as set: three label columns by default.
		expect( await labelColumns( page ) ).toBe( 3 );
		expect( await lines( page, '.temple-label-name', '歐陽娜娜美' ) ).toBe(
			1
		);
		const pages = await checkA4( page, 'labels', false, 16 );
		expect( pages ).toBe( Math.ceil( count / 24 ) );
	} );

	test( 'the label sheet setting changes the grid, sanitized, and staff only', async ( {
		page,
		browser,
	} ) => {
		await page.goto( LIST );
		await page.getByText( '燈牌標籤紙' ).click();
		await page.getByLabel( '每列標籤數' ).fill( '2' );
		await page.getByLabel( '每欄標籤數' ).fill( '3' );
		await page.getByLabel( '上下邊界（公釐）' ).fill( '15' );
		await page.getByRole( 'button', { name: '儲存標籤紙設定' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'標籤紙設定已儲存。'
		);
		await expect( page.getByLabel( '每列標籤數' ) ).toHaveValue( '2' );

		await page.goto( hrefs.labels );
		expect( await labelColumns( page ) ).toBe( 2 );
		const count = await page.locator( '.temple-label' ).count();
		await expect( page.locator( '.temple-label-sheet' ) ).toHaveCount(
			Math.ceil( count / 6 )
		);
		const pages = await checkA4( page, 'labels-2x3', false, 16 );
		expect( pages ).toBe( Math.ceil( count / 6 ) );

		// Posted past the form's own limits: stored within limits, never as sent.
		await page.goto( LIST );
		const nonce = await page
			.locator(
				'form:has(input[name="action"][value="temple_offerings_label_grid"]) input[name="_wpnonce"]'
			)
			.inputValue();
		const raw = await page.request.post( '/wp-admin/admin-post.php', {
			form: {
				action: 'temple_offerings_label_grid',
				_wpnonce: nonce,
				'grid[columns]': '99',
				'grid[rows]': 'abc',
				'grid[margin_top]': '<b>1</b>',
				'grid[margin_side]': '-4',
			},
			maxRedirects: 0,
		} );
		expect( raw.status() ).toBe( 302 );
		await page.goto( raw.headers().location );
		await expect( page.getByRole( 'status' ) ).toContainText(
			'部分數值超出允許範圍（每列 1–6 張、每欄 1–20 張、邊界 0–40 公釐）'
		);
		await expect( page.getByLabel( '每列標籤數' ) ).toHaveValue( '6' );
		expect(
			JSON.parse(
				shopPhp(
					`echo wp_json_encode( get_option( 'temple_offerings_label_grid' ) );`
				)
			)
		).toEqual( { columns: 6, rows: 8, margin_top: 10, margin_side: 8 } );
		const forged = await page.request.post( '/wp-admin/admin-post.php', {
			form: {
				action: 'temple_offerings_label_grid',
				_wpnonce: 'bad',
				'grid[columns]': '1',
			},
			maxRedirects: 0,
		} );
		expect( forged.status() ).toBe( 403 );

		// A customer cannot change it.
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const customer = await context.newPage();
		const response = await customer.request.post(
			'/wp-admin/admin-post.php',
			{
				form: {
					action: 'temple_offerings_label_grid',
					'grid[columns]': '1',
				},
			}
		);
		expect( response.status() ).toBe( 403 );
		await context.close();
		expect(
			JSON.parse(
				shopPhp(
					`echo wp_json_encode( get_option( 'temple_offerings_label_grid' ) );`
				)
			).columns
		).toBe( 6 );

		// Back to the default sheet for the other views.
		shopPhp( `delete_option( 'temple_offerings_label_grid' );` );
	} );

	test( 'a theme overrides a sheet the WooCommerce way', async ( {
		page,
	} ) => {
		// The plugin's own sheets of these labels (the shop may hold other specs' orders too).
		await page.goto( hrefs.labels );
		const sheets = await page.locator( '.temple-label-sheet' ).count();
		expect( sheets ).toBeGreaterThan( 0 );
		const file = shopPhp(
			`$dir = get_stylesheet_directory() . '/temple-offerings';
			wp_mkdir_p( $dir );
			file_put_contents( $dir . '/labels.php', '<?php defined( "ABSPATH" ) || exit; echo "<p class=\\"theme-labels\\">" . esc_html( count( $pages ) . " sheets from the theme" ) . "</p>";' );
			echo $dir . '/labels.php';`
		).trim();
		try {
			await page.goto( hrefs.labels );
			await expect( page.locator( '.theme-labels' ) ).toHaveText(
				`${ sheets } sheets from the theme`
			);
			await expect( page.locator( '.temple-label' ) ).toHaveCount( 0 );
		} finally {
			fs.rmSync( path.dirname( file ), { recursive: true, force: true } );
		}
	} );

	test( 'a customer gets 403 and no names from every sheet', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: CUSTOMER } );
		for ( const key of [ 'list', 'labels', 'tablets', 'reading' ] ) {
			expect( hrefs[ key ] ).not.toBe( '' );
			const response = await context.request.get( hrefs[ key ] );
			expect( response.status(), key ).toBe( 403 );
			const body = await response.text();
			expect( body ).not.toContain( '王小明' );
			expect( body ).not.toContain( '陳大同' );
		}
		await context.close();
	} );
} );

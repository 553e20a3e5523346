/**
 * The ritual paperwork on the real shop (issue 11, item 3): from the ritual
 * list, for the filtered registrants, lamp labels, memorial tablets and the
 * reading list, and the printed list with chosen columns. Each sheet opens
 * for staff only, holds the right names, fits A4 (no element wider than the
 * printable width, names on one line) and prints as an A4 PDF from Chromium.
 * PDFs and A4-sized screenshots go to test-results/paperwork/ of the
 * checkout, to be looked at.
 *
 * Orders are made through WooCommerce's REST API with exactly the line meta
 * the cart writes: `_believers_data` (CartBeliever[]) and `_believers_kind`.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	createOrder,
	orderBeliever,
	restNonce,
	wcProductId,
} from './order-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

const OUT = path.join( __dirname, '..', 'test-results', 'paperwork' );

/** CSS pixels per millimetre (96 dpi). */
const PX_PER_MM = 96 / 25.4;

const LAMP = [
	orderBeliever( {
		name: '王小明',
		birthday: '1982-潤04-12-子',
		time: '子',
		address: '臺北市中正區重慶南路一段122號',
		mobile: '0912345678',
		product_category: [ 'light' ],
	} ),
	orderBeliever( {
		name: '歐陽娜娜美',
		gender: 'female',
		birthday: '1990-01-05-午',
		time: '午',
		address: '臺北市中正區重慶南路一段122號',
		mobile: '0987654321',
		email: 'nana.ouyang.long-address@example.com',
		note: '全家平安，事業順利，身體健康，萬事如意',
		product_category: [ 'light' ],
	} ),
	orderBeliever( {
		name: '李四',
		birthday: '1975-08-15-吉',
		address: '新北市板橋區文化路一段',
		product_category: [ 'light' ],
	} ),
];

const PUDU = [
	orderBeliever( {
		name: '陳美麗',
		gender: 'female',
		birthday: '1975-08-15-吉',
		address: '臺中市西區民權路',
		deceased_name: '陳大同',
		deceased_gender: 'male',
		deceased_birthday: '1920-01-01-吉',
		deceased_death_anniversary: '1999-07-15-午',
		deceased_address: '臺中市北區三民路三段',
		product_category: [ 'pudu' ],
	} ),
];

const SUPER = [
	orderBeliever( {
		name: '林孝子',
		gender: '',
		super_name: '林氏歷代祖先',
		address: '高雄市苓雅區四維三路',
		product_category: [ 'super' ],
	} ),
];

const DEAD_BLESSING = [
	orderBeliever( {
		name: '張登記',
		address: '新竹市東區光復路',
		product_category: [ 'dead-blessing' ],
	} ),
];

/**
 * A processing order with one line of a product, by its slug; its id.
 *
 * @param request   Signed-in request context.
 * @param nonce     REST nonce.
 * @param slug      Product slug.
 * @param kind      Form kind stored on the line.
 * @param believers Believers stored on the line.
 */
async function lineOrder(
	request: APIRequestContext,
	nonce: string,
	slug: string,
	kind: string,
	believers: unknown[]
): Promise< number > {
	const product = await wcProductId( request, nonce, slug );
	return ( await createOrder( request, nonce, product, kind, believers ) ).id;
}

/**
 * Elements of the page wider than the printable width, or reaching past it
 * (described for the failure message); [] when everything fits.
 *
 * @param page  Page laid out at the printable width.
 * @param width Printable width in CSS pixels.
 */
async function overflowing( page: Page, width: number ): Promise< string[] > {
	return page.evaluate( ( max ) => {
		const found: string[] = [];
		for ( const el of Array.from(
			document.body.querySelectorAll( '*' )
		) ) {
			const box = el.getBoundingClientRect();
			if ( box.width > 0 && box.right > max + 1 ) {
				found.push(
					`${ el.tagName.toLowerCase() }.${ el.className } right ${ Math.round( box.right ) } > ${ max }: ${ ( el.textContent ?? '' ).slice( 0, 30 ) }`
				);
			}
		}
		if ( document.documentElement.scrollWidth > max + 1 ) {
			found.push(
				`document ${ document.documentElement.scrollWidth } > ${ max }`
			);
		}
		return found;
	}, width );
}

/**
 * How many lines an element's text takes (its height over its line height).
 *
 * @param page     Page.
 * @param selector CSS selector of the element.
 * @param text     Text the element holds.
 */
async function lines(
	page: Page,
	selector: string,
	text: string
): Promise< number > {
	const el = page.locator( selector, { hasText: text } ).first();
	await expect( el ).toBeVisible();
	return el.evaluate( ( node ) => {
		const range = document.createRange();
		range.selectNodeContents( node );
		// One client rect per line box the text occupies: distinct tops are lines.
		const tops = new Set(
			Array.from( range.getClientRects() ).map( ( rect ) =>
				Math.round( rect.top )
			)
		);
		return tops.size;
	} );
}

/**
 * The text of each line of every element matching a selector, as laid out:
 * characters grouped by the top of their line box.
 *
 * @param page     Page.
 * @param selector CSS selector.
 * @return One entry per element: its lines' text, top to bottom.
 */
async function lineTexts(
	page: Page,
	selector: string
): Promise< string[][] > {
	return page.locator( selector ).evaluateAll( ( nodes ) =>
		nodes.map( ( node ) => {
			const byTop = new Map< number, string >();
			const walker = document.createTreeWalker(
				node,
				NodeFilter.SHOW_TEXT
			);
			for (
				let text = walker.nextNode();
				text;
				text = walker.nextNode()
			) {
				const value = text.textContent ?? '';
				for ( let at = 0; at < value.length; at++ ) {
					if ( ! value[ at ].trim() ) {
						continue;
					}
					const range = document.createRange();
					range.setStart( text, at );
					range.setEnd( text, at + 1 );
					const rect = range.getClientRects()[ 0 ];
					if ( rect ) {
						const top = Math.round( rect.top );
						byTop.set(
							top,
							( byTop.get( top ) ?? '' ) + value[ at ]
						);
					}
				}
			}
			return [ ...byTop.entries() ]
				.sort( ( a, b ) => a[ 0 ] - b[ 0 ] )
				.map( ( [ , line ] ) => line );
		} )
	);
}

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

/**
 * Pages in a PDF Chromium wrote.
 * @param pdf
 */
function pdfPages( pdf: Buffer ): number {
	return (
		pdf.toString( 'latin1' ).match( /\/Type\s*\/Page(?![s\w])/g ) ?? []
	).length;
}

/**
 * Lays the page out as Chromium prints it: print media, a viewport as wide
 * as the printable width of A4 and as tall as the paper.
 *
 * @param page      The sheet.
 * @param landscape Whether the sheet is landscape.
 * @param marginsMm Left plus right page margin, mm.
 * @return The printable width in CSS pixels.
 */
async function layoutA4(
	page: Page,
	landscape: boolean,
	marginsMm: number
): Promise< number > {
	const paper = landscape ? [ 297, 210 ] : [ 210, 297 ];
	const width = Math.floor( ( paper[ 0 ] - marginsMm ) * PX_PER_MM );
	await page.emulateMedia( { media: 'print' } );
	await page.setViewportSize( {
		width,
		height: Math.round( paper[ 1 ] * PX_PER_MM ),
	} );
	return width;
}

/**
 * Lays the sheet out as print at the printable width, checks nothing
 * overflows, saves an A4-sized screenshot and an A4 PDF.
 *
 * @param page      The sheet.
 * @param name      File name stem.
 * @param landscape Whether the sheet is landscape.
 * @param marginsMm Left plus right page margin, mm.
 * @return The PDF's page count.
 */
async function checkA4(
	page: Page,
	name: string,
	landscape: boolean,
	marginsMm: number
): Promise< number > {
	fs.mkdirSync( OUT, { recursive: true } );
	const width = await layoutA4( page, landscape, marginsMm );
	// Taken first, so a sheet that does not fit can be looked at too.
	await page.screenshot( {
		path: path.join( OUT, `${ name }-a4.png` ),
		fullPage: true,
	} );
	expect( await overflowing( page, width ), `${ name } fits A4` ).toEqual(
		[]
	);
	const pdf = await page.pdf( {
		format: 'A4',
		landscape,
		preferCSSPageSize: true,
		printBackground: true,
	} );
	fs.writeFileSync( path.join( OUT, `${ name }.pdf` ), pdf );
	await page.emulateMedia( { media: 'screen' } );
	return pdfPages( pdf );
}

test.describe( 'paperwork', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	const hrefs: Record< string, string > = {};
	const made: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		made.push(
			await lineOrder(
				context.request,
				nonce,
				'guangming-lamp',
				'light',
				LAMP
			)
		);
		made.push(
			await lineOrder(
				context.request,
				nonce,
				'pudu-offering',
				'pudu',
				PUDU
			)
		);
		made.push(
			await lineOrder(
				context.request,
				nonce,
				'ancestors-super',
				'super',
				SUPER
			)
		);
		made.push(
			await lineOrder(
				context.request,
				nonce,
				'rebirth-tablet',
				'dead-blessing',
				DEAD_BLESSING
			)
		);
		await context.close();
	} );

	// The other specs count the list's rows and print it: this spec's orders and
	// the admin's remembered print columns leave with it.
	test.afterAll( async ( { browser } ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		for ( const id of made ) {
			const response = await context.request.delete(
				`/wp-json/wc/v3/orders/${ id }?force=true`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			expect( response.status(), await response.text() ).toBe( 200 );
		}
		await context.close();
		shopPhp(
			`delete_user_meta( get_user_by( 'login', 'admin' )->ID, 'temple_offerings_print_columns' );`
		);
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
		const label = page.locator( '.temple-label', { hasText: '王小明' } );
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

	test( 'tablets: pudu, super and dead-blessing, vertical, with the living registrant', async ( {
		page,
	} ) => {
		await page.goto( hrefs.tablets );
		await expect(
			page.getByRole( 'heading', { name: '牌位', level: 1 } )
		).toBeVisible();
		const pudu = page.locator( '.temple-tablet-pudu', {
			hasText: '陳大同',
		} );
		await expect( pudu ).toHaveCount( 1 );
		await expect( pudu.locator( '.temple-tablet-kind' ) ).toHaveText(
			'普渡'
		);
		await expect( pudu.locator( '.temple-tablet-living' ) ).toHaveText(
			/陽上\s*陳美麗/
		);
		await expect( pudu.locator( '.temple-tablet-address' ) ).toHaveText(
			'臺中市北區三民路三段'
		);
		const ancestors = page.locator( '.temple-tablet-super', {
			hasText: '林氏歷代祖先',
		} );
		await expect( ancestors.locator( '.temple-tablet-living' ) ).toHaveText(
			/陽上\s*林孝子/
		);
		const blessing = page.locator( '.temple-tablet-dead-blessing', {
			hasText: '張登記',
		} );
		await expect(
			blessing.locator( '.temple-tablet-departed' )
		).toHaveText( '往生親友' );
		await expect( blessing.locator( '.temple-tablet-kind' ) ).toHaveText(
			'往生祈福'
		);
		// A lamp gives no tablet.
		await expect(
			page.locator( '.temple-tablet', { hasText: '王小明' } )
		).toHaveCount( 0 );
		expect(
			await pudu
				.locator( '.temple-tablet-body' )
				.evaluate( ( el ) => getComputedStyle( el ).writingMode )
		).toBe( 'vertical-rl' );
		// Written top to bottom: the departed's name is one column, taller than wide.
		const name = await pudu
			.locator( '.temple-tablet-departed' )
			.boundingBox();
		expect( name && name.height > 2 * name.width ).toBe( true );
		const count = await page.locator( '.temple-tablet' ).count();
		const pages = await checkA4( page, 'tablets', false, 20 );
		// Eight a page (four across, two down).
		expect( pages ).toBe( Math.ceil( count / 8 ) );
	} );

	test( 'reading list: grouped by offering, then household address', async ( {
		page,
	} ) => {
		await page.goto( hrefs.reading );
		await expect(
			page.getByRole( 'heading', { name: '疏文名冊', level: 1 } )
		).toBeVisible();
		const lamp = page.locator( '.temple-reading-offering', {
			has: page.getByRole( 'heading', { name: /^光明燈/ } ),
		} );
		const household = lamp.getByRole( 'table', {
			name: '臺北市中正區重慶南路一段122號',
		} );
		await expect( household.locator( 'tbody tr' ) ).toHaveCount( 2 );
		await expect( household.locator( 'tbody th' ) ).toHaveText( [
			'王小明',
			'歐陽娜娜美',
		] );
		await expect( household ).toContainText( '民國71年 閏04月 12日 子時' );
		await expect(
			lamp.getByRole( 'table', { name: '新北市板橋區文化路一段' } )
		).toContainText( '李四' );
		await expect(
			page.locator( '.temple-reading-offering', {
				has: page.getByRole( 'heading', { name: /^普渡供品/ } ),
			} )
		).toContainText( '陳美麗' );
		expect(
			await lines( page, '.temple-reading-name', '歐陽娜娜美' )
		).toBe( 1 );
		expect(
			await checkA4( page, 'reading-list', false, 30 )
		).toBeGreaterThanOrEqual( 1 );
	} );

	test( 'the printed list: every column turns landscape and nothing breaks mid-word; few columns stay portrait', async ( {
		page,
	} ) => {
		// Every column ticked.
		await page.goto( LIST );
		const group = page.getByRole( 'group', { name: '列印欄位' } );
		for ( const box of await group.getByRole( 'checkbox' ).all() ) {
			await box.check();
		}
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		const wide =
			( await page
				.getByRole( 'link', { name: '列印名單', exact: true } )
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( wide );
		expect( await page.locator( 'style' ).first().textContent() ).toContain(
			'A4 landscape'
		);
		await expect( page.locator( 'table.temple-print-list' ) ).toHaveClass(
			/is-landscape/
		);
		await layoutA4( page, true, 20 );
		expect( await lines( page, 'th.column-name', '歐陽娜娜美' ) ).toBe( 1 );
		expect( await lines( page, 'td.column-mobile', '0987654321' ) ).toBe(
			1
		);
		expect(
			await lines( page, 'td.column-birthday', '民國71年' )
		).toBeLessThanOrEqual( 4 ); // 民國71年 閏04月 12日 子時: four whole parts at most
		// Headings: a short one on one line; a longer one wraps only between
		// words, never leaving a character (or a broken word) on a line of its own.
		const headings = await lineTexts( page, 'thead th' );
		expect( headings.length ).toBeGreaterThan( 14 );
		const short = headings.filter(
			( heading ) => heading.join( '' ).length <= 4
		);
		expect( short.length ).toBeGreaterThan( 5 );
		expect( short.filter( ( heading ) => heading.length > 1 ) ).toEqual(
			[]
		);
		for ( const heading of headings ) {
			const whole = heading.join( '' );
			expect( heading.length, whole ).toBeLessThanOrEqual( 3 );
			for ( const line of heading ) {
				expect( line.length, whole ).toBeGreaterThanOrEqual( 2 );
			}
		}
		expect(
			headings.find(
				( heading ) => heading.join( '' ) === '往生者農曆往生日'
			)
		).toEqual( expect.arrayContaining( [ '往生者' ] ) );
		// Addresses wrap as lines of an address's width: 臺北市中正區重慶南路一段122號
		// in at most three lines, each but the last at least five characters.
		const addresses = await lineTexts(
			page,
			'td.column-address, td.column-deceased_address'
		);
		expect( addresses.length ).toBeGreaterThanOrEqual( 6 );
		for ( const address of addresses ) {
			expect( address.length, address.join( '' ) ).toBeLessThanOrEqual(
				3
			);
			for ( const line of address.slice( 0, -1 ) ) {
				expect(
					line.length,
					address.join( '' )
				).toBeGreaterThanOrEqual( 5 );
			}
		}
		await checkA4( page, 'list-landscape', true, 20 );

		// A short choice, remembered for this user: portrait.
		await page.goto( LIST );
		for ( const box of await group.getByRole( 'checkbox' ).all() ) {
			await box.uncheck();
		}
		for ( const name of [
			'訂單編號',
			'結緣品',
			'信眾姓名',
			'手機',
			'信眾地址',
		] ) {
			await group.getByRole( 'checkbox', { name, exact: true } ).check();
		}
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		await page.goto( LIST );
		await expect(
			group.getByRole( 'checkbox', { name: '手機', exact: true } )
		).toBeChecked();
		await expect(
			group.getByRole( 'checkbox', { name: '備註', exact: true } )
		).not.toBeChecked();
		const narrow =
			( await page
				.getByRole( 'link', { name: '列印名單', exact: true } )
				.getAttribute( 'href' ) ) ?? '';
		await page.goto( narrow );
		expect( await page.locator( 'style' ).first().textContent() ).toContain(
			'A4 portrait'
		);
		await expect( page.locator( 'thead th' ) ).toHaveCount( 5 );
		await layoutA4( page, false, 24 );
		expect( await lines( page, 'th.column-name', '歐陽娜娜美' ) ).toBe( 1 );
		await checkA4( page, 'list-portrait', false, 24 );
	} );

	test( 'a theme overrides a sheet the WooCommerce way', async ( {
		page,
	} ) => {
		const file = shopPhp(
			`$dir = get_stylesheet_directory() . '/temple-offerings';
			wp_mkdir_p( $dir );
			file_put_contents( $dir . '/labels.php', '<?php defined( "ABSPATH" ) || exit; echo "<p class=\\"theme-labels\\">" . esc_html( count( $pages ) . " sheets from the theme" ) . "</p>";' );
			echo $dir . '/labels.php';`
		).trim();
		try {
			await page.goto( hrefs.labels );
			await expect( page.locator( '.theme-labels' ) ).toHaveText(
				'1 sheets from the theme'
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

/**
 * The ritual paperwork on the real shop, the sheets beside the labels:
 * memorial tablets (pudu, super and dead-blessing, vertical, with the
 * living registrant), the reading list grouped by offering and household,
 * and the printed list with chosen columns, landscape when it needs to be.
 * Each fits A4 (no element wider than the printable width, names on one
 * line) and prints as an A4 PDF from Chromium (test-results/paperwork/).
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	LIST,
	lines,
	layoutA4,
	checkA4,
	paperworkOrders,
	sheetLinks,
	paperworkCleanUp,
} from './paperwork-helpers';

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

test.describe( 'paperwork', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let hrefs: Record< string, string > = {};
	let made: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		made = await paperworkOrders( browser );
		// The sheets' links, as the ritual list offers them (paperwork-labels.spec.ts).
		hrefs = await sheetLinks( browser );
	} );

	test.afterAll( async ( { browser } ) => {
		await paperworkCleanUp( browser, made );
	} );

	test( 'tablets: pudu, super and dead-blessing, vertical, with the living registrant', async ( {
		page,
	} ) => {
		await page.goto( hrefs.tablets );
		await expect(
			page.getByRole( 'heading', { name: '牌位', level: 1 } )
		).toBeVisible();
		// This spec's 陳大同, by the address: the counter's specs register a 陳大同 too.
		const pudu = page
			.locator( '.temple-tablet-pudu', { hasText: '陳大同' } )
			.filter( { hasText: '臺中市北區三民路三段' } );
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
		// This spec's two believers of the household: in a full run the counter's
		// specs register more people at the same address.
		await expect(
			household.locator( 'tbody th', { hasText: /^歐陽娜娜美$/ } )
		).toHaveCount( 1 );
		await expect(
			household.locator( 'tbody th', { hasText: /^王小明$/ } ).first()
		).toBeVisible();
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
} );

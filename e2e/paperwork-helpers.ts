/**
 * What the ritual paperwork specs (paperwork-labels, paperwork-sheets)
 * share: their four orders, made through WooCommerce's REST API with
 * exactly the line meta the cart writes (`_believers_data`, CartBeliever[],
 * and `_believers_kind`), and deleted again; the sheets' links on the
 * ritual list; and the A4 checks: nothing wider than the printable width,
 * names on one line, an A4 PDF from Chromium. PDFs and A4-sized screenshots
 * go to test-results/paperwork/ of the checkout, to be looked at.
 */
/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	createOrder,
	orderBeliever,
	restNonce,
	wcProductId,
	deleteOrders,
} from './order-helpers';

export const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

export const OUT = path.join( __dirname, '..', 'test-results', 'paperwork' );

/** CSS pixels per millimetre (96 dpi). */
export const PX_PER_MM = 96 / 25.4;

export const LAMP = [
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

export const PUDU = [
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

export const SUPER = [
	orderBeliever( {
		name: '林孝子',
		gender: '',
		super_name: '林氏歷代祖先',
		address: '高雄市苓雅區四維三路',
		product_category: [ 'super' ],
	} ),
];

export const DEAD_BLESSING = [
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
export async function lineOrder(
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
export async function overflowing(
	page: Page,
	width: number
): Promise< string[] > {
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
export async function lines(
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
 * Pages in a PDF Chromium wrote.
 * @param pdf
 */
export function pdfPages( pdf: Buffer ): number {
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
export async function layoutA4(
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
export async function checkA4(
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

/**
 * The specs' orders: a lamp line, a pudu line, a super line and a
 * dead-blessing line.
 *
 * @param browser Browser.
 * @return The orders' ids.
 */
export async function paperworkOrders( browser: Browser ): Promise< number[] > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const nonce = await restNonce( context.request );
	const made: number[] = [];
	const orders: Array< [ string, string, unknown[] ] > = [
		[ 'guangming-lamp', 'light', LAMP ],
		[ 'pudu-offering', 'pudu', PUDU ],
		[ 'ancestors-super', 'super', SUPER ],
		[ 'rebirth-tablet', 'dead-blessing', DEAD_BLESSING ],
	];
	for ( const [ slug, kind, believers ] of orders ) {
		made.push(
			await lineOrder( context.request, nonce, slug, kind, believers )
		);
	}
	await context.close();
	return made;
}

/**
 * The other specs count the list's rows and print it: the orders and the
 * admin's remembered print columns leave with the spec that made them.
 *
 * @param browser Browser.
 * @param made    The orders' ids.
 */
export async function paperworkCleanUp( browser: Browser, made: number[] ) {
	expect( await deleteOrders( browser, made ) ).toEqual(
		made.map( () => 200 )
	);
	shopPhp(
		`delete_user_meta( get_user_by( 'login', 'admin' )->ID, 'temple_offerings_print_columns' );`
	);
}

/**
 * The sheets' links on the ritual list, as staff find them there.
 *
 * @param browser Browser.
 * @return Sheet (list, labels, tablets, reading) → its address.
 */
export async function sheetLinks(
	browser: Browser
): Promise< Record< string, string > > {
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	await page.goto( LIST );
	const hrefs: Record< string, string > = {};
	for ( const [ key, name ] of [
		[ 'list', '列印名單' ],
		[ 'labels', '列印燈牌' ],
		[ 'tablets', '列印牌位' ],
		[ 'reading', '列印疏文名冊' ],
	] ) {
		hrefs[ key ] =
			( await page
				.getByRole( 'link', { name, exact: true } )
				.getAttribute( 'href' ) ) ?? '';
	}
	await context.close();
	return hrefs;
}

/**
 * The offering page's first paint on the real shop: the server writes the
 * tabs and the first tab's cards, the page's script takes that markup over
 * without redrawing or moving it, and nothing of the plugin blocks the
 * theme's paint. With JavaScript off the offerings still show, with one
 * sentence saying registering needs it. A tap before the script has loaded
 * is not lost. Screenshots of both states at 390, 768, 1280 and 1920 px go
 * to test-results/.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type Browser,
	type Page,
	type Route,
} from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';

const SHOTS = path.join( __dirname, '../test-results' );
const WIDTHS = [ 390, 768, 1280, 1920 ];
const VIEW_SCRIPT = /temple-offerings\/build\/view\.js/;

/**
 * Opens the offering page with the view script held back until release() is
 * called, so the server's markup can be looked at and tapped first.
 *
 * @param page Page.
 * @param url  Address to open.
 * @return release() lets the script load.
 */
async function openHeld( page: Page, url = '/offerings/' ) {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( VIEW_SCRIPT, async ( route: Route ) => {
		await held;
		await route.continue();
	} );
	// The script is in the footer: the document's own events wait for it.
	await page.goto( url, { waitUntil: 'commit' } );
	await expect(
		page.locator( '.temple-offerings__card' ).first()
	).toBeVisible();
	return release;
}

/**
 * Waits until the script has taken the page over (it then lets taps through
 * instead of keeping them).
 *
 * @param page Page.
 */
async function hydrated( page: Page ) {
	await page.waitForFunction(
		() => window.templeOfferingsEarlyClicks?.done === true
	);
}

/**
 * A page with JavaScript off, at a width.
 *
 * @param browser The browser.
 * @param width   Viewport width.
 */
async function withoutScript( browser: Browser, width: number ) {
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		viewport: { width, height: 900 },
		locale: 'zh-TW',
	} );
	return { context, page: await context.newPage() };
}

declare global {
	interface Window {
		templeOfferingsEarlyClicks?: HTMLElement[] & { done?: boolean };
		serverCards?: Element[];
	}
}

test( 'with JavaScript off the offerings show, with one sentence on registering', async ( {
	browser,
} ) => {
	const { context, page } = await withoutScript( browser, 390 );
	await page.goto( '/offerings/' );
	const tabs = page.getByRole( 'tab' );
	await expect( tabs.first() ).toHaveText( '光明燈' );
	await expect( page.getByRole( 'tab', { selected: true } ) ).toHaveText(
		'光明燈'
	);
	const panel = page.getByRole( 'tabpanel' );
	await expect(
		panel.locator( '.temple-offerings__card-name' )
	).toContainText( [ '光明燈', '太歲燈', '文昌燈', '財神燈' ] );
	// Prices in the shop's own format, the sale with both prices.
	await expect(
		panel.locator( '.temple-offerings__card', {
			has: page.getByText( '光明燈', { exact: true } ),
		} )
	).toContainText( 'NT$600' );
	await expect(
		panel.locator( '.temple-offerings__card', { hasText: '太歲燈' } )
	).toContainText( /原價：NT\$600\s*特價：NT\$500/ );
	await expect( page.locator( '.temple-offerings__noscript' ) ).toHaveText(
		'登記信眾並加入祈福袋需要 JavaScript：請在瀏覽器中開啟，或請廟方代為登記。'
	);
	// The first row's images come at once with their size: the first
	// card's, the page's largest paint, before anything else, the others
	// after the page's styles and scripts; the rest when scrolled to.
	const images = panel.locator( '.temple-offerings__card-media img' );
	const first = images.first();
	await expect( first ).toHaveAttribute( 'loading', 'eager' );
	await expect( first ).toHaveAttribute( 'fetchpriority', 'high' );
	await expect( first ).toHaveAttribute( 'width', /^[1-9]\d*$/ );
	await expect( first ).toHaveAttribute( 'height', /^[1-9]\d*$/ );
	await expect( images.nth( 1 ) ).toHaveAttribute( 'loading', 'eager' );
	await expect( images.nth( 1 ) ).toHaveAttribute( 'fetchpriority', 'low' );

	// Another tab by its address.
	await page.goto( '/offerings/?category=pudu' );
	await expect( page.getByRole( 'tab', { selected: true } ) ).toHaveText(
		'普渡'
	);
	await expect(
		page.getByRole( 'tabpanel' ).locator( '.temple-offerings__card' )
	).not.toHaveCount( 0 );
	await context.close();
} );

test( 'nothing of the plugin loads in the head: its scripts print at the end of the page', async ( {
	request,
} ) => {
	const html = await ( await request.get( '/offerings/' ) ).text();
	const head = html.slice( 0, html.indexOf( '</head>' ) );
	const body = html.slice( html.indexOf( '</head>' ) );
	const scripts = ( part: string ) =>
		[ ...part.matchAll( /<script[^>]*\ssrc=["']([^"']+)["']/g ) ].map(
			( match ) => match[ 1 ]
		);
	const ours = ( src: string ) =>
		/temple-offerings\/build\/|wp-includes\/js\/dist\//.test( src );
	expect( scripts( head ).filter( ours ) ).toEqual( [] );
	expect( scripts( body ).some( ( src ) => VIEW_SCRIPT.test( src ) ) ).toBe(
		true
	);
	// The offerings are in the page itself, before any script: even the
	// one-line one that keeps early taps comes after them, so the browser
	// does not stop to render between the page's title and its offerings.
	expect( body.indexOf( 'temple-offerings__card-name' ) ).toBeLessThan(
		body.search( VIEW_SCRIPT )
	);
	expect( body.indexOf( 'temple-offerings__card-name' ) ).toBeLessThan(
		body.indexOf( 'window.templeOfferingsEarlyClicks' )
	);
	// The browser parses in slices of about ten milliseconds and may paint
	// between two: of the block's own markup, only the tabs, the hint and the
	// first card's image come before the first name; its settings (JSON,
	// about 5 KB) come after the cards.
	const block = body.indexOf( '<div class="wp-block-temple-offerings' );
	expect( block ).toBeGreaterThan( 0 );
	expect(
		Buffer.byteLength(
			body.slice( block, body.indexOf( 'temple-offerings__card-name' ) )
		)
	).toBeLessThan( 3000 );
	expect( body.indexOf( 'temple-offerings__card-name' ) ).toBeLessThan(
		body.indexOf( 'class="temple-offerings__settings"' )
	);
	// Core's inline scripts keep most of them parser-blocking: they are
	// fetched after the theme's styles, font and the first card's image.
	const tags = [
		...body.matchAll( /<script[^>]*\ssrc=["']([^"']+)["'][^>]*>/g ),
	].filter( ( match ) => ours( match[ 1 ] ) );
	expect( tags.length ).toBeGreaterThan( 10 );
	for ( const [ tag ] of tags ) {
		expect( tag ).toContain( 'fetchpriority="low"' );
	}
} );

test( "the page's render makes its preloaded answers without starting WordPress's REST server", () => {
	const rendered = JSON.parse(
		shopPhp( `
			$page = get_page_by_path( 'offerings' );
			$html = do_blocks( $page->post_content );
			echo wp_json_encode(
				array(
					'restStarted' => did_action( 'rest_api_init' ),
					'cards'       => substr_count( $html, 'temple-offerings__card-name' ),
					'preloads'    => implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) ),
				)
			);
		` )
	);
	expect( rendered.cards ).toBeGreaterThan( 0 );
	expect( rendered.preloads ).toContain(
		'/temple-offerings/v1/visible-products?category='
	);
	expect( rendered.restStarted ).toBe( 0 );
} );

for ( const width of WIDTHS ) {
	test( `at ${ width } px the script takes the server's markup over without redrawing or moving it`, async ( {
		page,
		browser,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		const errors: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				errors.push( message.text() );
			}
		} );
		page.on( 'pageerror', ( error ) => errors.push( String( error ) ) );

		const release = await openHeld( page );
		await page.evaluate( () => {
			window.serverCards = [
				...document.querySelectorAll(
					'.temple-offerings__tab, .temple-offerings__card'
				),
			];
		} );
		const boxes = async () =>
			page
				.locator( '.temple-offerings__tab, .temple-offerings__card' )
				.evaluateAll( ( elements ) =>
					elements.map( ( element ) => {
						const box = element.getBoundingClientRect();
						return [ box.x, box.y, box.width, box.height ];
					} )
				);
		const before = await boxes();
		release();
		await hydrated( page );

		// The same elements, in the same places: adopted, not redrawn.
		expect(
			await page.evaluate( () => {
				const now = [
					...document.querySelectorAll(
						'.temple-offerings__tab, .temple-offerings__card'
					),
				];
				return (
					now.length === window.serverCards?.length &&
					now.every(
						( element, index ) =>
							element === window.serverCards?.[ index ]
					)
				);
			} )
		).toBe( true );
		expect( await boxes() ).toEqual( before );
		expect( errors ).toEqual( [] );

		// And they look the same as with no script at all.
		const scripted = await page.locator( '.temple-offerings' ).screenshot( {
			path: path.join( SHOTS, `first-paint-script-${ width }.png` ),
		} );
		const { context, page: plain } = await withoutScript( browser, width );
		await plain.goto( '/offerings/' );
		await plain.evaluate( () =>
			Promise.all(
				[ ...document.images ].map( ( image ) => image.decode() )
			)
		);
		const served = await plain.locator( '.temple-offerings' ).screenshot( {
			path: path.join( SHOTS, `first-paint-server-${ width }.png` ),
		} );
		await context.close();
		expect( served.equals( scripted ) ).toBe( true );

		// The page works: a card picked opens its form.
		await page.getByRole( 'button', { name: /^光明燈/ } ).click();
		await expect(
			page.getByRole( 'region', { name: '光明燈', exact: true } )
		).toBeVisible();
	} );
}

test( 'a tap on a card before the script has loaded is kept and counts once it has', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	const release = await openHeld( page );
	const card = page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: /^文昌燈/ } );
	const box = await card.boundingBox();
	expect( box ).not.toBeNull();
	// Where a finger lands, not a click that waits for the page to be ready.
	await page.mouse.click(
		( box?.x ?? 0 ) + ( box?.width ?? 0 ) / 2,
		( box?.y ?? 0 ) + ( box?.height ?? 0 ) / 2
	);
	await expect( card ).toHaveAttribute( 'aria-pressed', 'false' );
	release();
	await hydrated( page );
	await expect( card ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect(
		page.getByRole( 'region', { name: '文昌燈', exact: true } )
	).toBeVisible();
	// Once, not twice: a second replay would have unpicked it.
	await page.waitForTimeout( 300 );
	await expect( card ).toHaveAttribute( 'aria-pressed', 'true' );
} );

/**
 * The offering page on a 390 px phone, tapped as a worshipper taps it: a
 * pick brings the bar at the window's bottom into view (what is picked, for
 * how many, the total, 加入結緣品); the bar takes them to the form that needs
 * them next; its 加入結緣品's messages, refused or failed, land in view and
 * never under the bar, nor does a field focus brings into view. A
 * believer's optional fields are folded until asked for, come back unfolded
 * with a draft that holds one, and the page has no axe violation with the
 * forms, the fold and the bar showing. At 1280 px there is no bar.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { axeViolations, field, moreDetails } from './page-helpers';

const PHONE = { width: 390, height: 844 };
const DRAFT_KEY = 'temple-offerings:draft:/offerings/';

test.use( { viewport: PHONE, hasTouch: true } );

const bar = ( page: Page ) =>
	page.getByRole( 'region', { name: '已選結緣品' } );
const grid = ( page: Page ) => page.getByRole( 'tabpanel' );
const section = ( page: Page, name: string ) =>
	page.getByRole( 'region', { name, exact: true } );

/**
 * Taps a card in a tab and waits for its form section.
 *
 * @param page Page.
 * @param tab  Category tab.
 * @param name Product name.
 * @return The product's section.
 */
async function tapCard( page: Page, tab: string, name: string ) {
	await page.getByRole( 'tab', { name: tab, exact: true } ).tap();
	const card = grid( page ).getByRole( 'button', {
		name: new RegExp( `^${ name }` ),
	} );
	await card.tap();
	await expect( card ).toHaveAttribute( 'aria-pressed', 'true' );
	return section( page, name );
}

/**
 * How far a part of the page lies under the bar (or off the window): 0
 * when it is wholly in the window and above the bar.
 *
 * @param page   Page.
 * @param target The part.
 */
async function hiddenBy( page: Page, target: Locator ): Promise< number > {
	const box = await target.boundingBox();
	if ( ! box ) {
		return Infinity;
	}
	// The bar may go between two questions (the summary's own button came
	// into view): a box not found at once counts as no bar, rather than
	// waiting for a bar that is gone.
	const barBox = await bar( page )
		.boundingBox( { timeout: 250 } )
		.catch( () => null );
	const over = barBox?.y ?? PHONE.height;
	return Math.max( 0, box.y + box.height - over ) + Math.max( 0, -box.y );
}

/**
 * Waits until a part of the page is in view and clear of the bar (a smooth
 * scroll may still be under way).
 *
 * @param page   Page.
 * @param target The part.
 */
async function expectInViewAboveBar( page: Page, target: Locator ) {
	await expect( target ).toBeVisible();
	await expect
		.poll( () => hiddenBy( page, target ), { timeout: 5_000 } )
		.toBeLessThanOrEqual( 0.5 );
}

/**
 * How far the focused control lies under the bar (0 when the bar is gone).
 *
 * @param page Page.
 */
const focusUnderBar = ( page: Page ) =>
	page.evaluate( () => {
		const element = document.querySelector( '.temple-offerings__bar' );
		const focused = element?.ownerDocument.activeElement;
		const over = element?.getBoundingClientRect();
		if ( ! over || ! focused || over.height === 0 ) {
			return 0;
		}
		return Math.max( 0, focused.getBoundingClientRect().bottom - over.top );
	} );

/**
 * Scrolls to the top, as a worshipper back among the cards.
 *
 * @param page Page.
 */
const toTop = ( page: Page ) =>
	page.evaluate( () => window.scrollTo( { top: 0, behavior: 'instant' } ) );

test( 'a pick brings the bar into view; its 加入結緣品 shows what is missing in view, above the bar; no bar at 1280 px', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const lamp = grid( page ).getByRole( 'button', { name: /^光明燈/ } );
	const before = await lamp.boundingBox();
	const lampSection = await tapCard( page, '光明燈', '光明燈' );
	// The pick scrolled nothing: the next card is where the finger is.
	expect( ( await lamp.boundingBox() )?.y ).toBe( before?.y );
	await expect( bar( page ) ).toBeInViewport( { ratio: 1 } );
	await expect( bar( page ) ).toContainText( '光明燈' );
	await expect( bar( page ) ).toContainText( '0 人・總計：NT$0' );

	await bar( page ).getByRole( 'button', { name: '加入結緣品' } ).tap();
	const message = lampSection.getByText( '請至少新增一位信眾' );
	await expectInViewAboveBar( page, message );
	const add = lampSection.getByRole( 'button', {
		name: '新增信眾',
		exact: true,
	} );
	await expect( add ).toBeFocused();
	await expectInViewAboveBar( page, add );

	// A wide block keeps its summary in sight beside the forms: no bar.
	await page.setViewportSize( { width: 1280, height: 900 } );
	await expect( bar( page ) ).toBeHidden();
	await expect(
		page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
	).toBeInViewport();
} );

test( 'the bar takes the worshipper to the form that needs them; Tab never lands under it; an invalid add from it shows the field in view', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const lampSection = await tapCard( page, '光明燈', '光明燈' );
	const goToForms = bar( page ).getByRole( 'button', {
		name: /^前往填寫信眾資料：/,
	} );

	// No believer yet: its 新增信眾.
	await goToForms.tap();
	const add = lampSection.getByRole( 'button', {
		name: '新增信眾',
		exact: true,
	} );
	await expect( add ).toBeFocused();
	await expectInViewAboveBar( page, add );
	await add.tap();
	const row = lampSection.locator( 'fieldset.temple-offerings-believer' );
	await expect( row ).toHaveCount( 1 );

	// A row not complete yet: its first field, from the top of the page.
	await toTop( page );
	await goToForms.tap();
	const name = field( row, '信眾姓名' );
	await expect( name ).toBeFocused();
	await expectInViewAboveBar( page, name );

	// Keyboard alone: each control Tab reaches is brought above the bar.
	await name.fill( '王小明' );
	for ( let step = 0; step < 14; step++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await focusUnderBar( page ),
			`Tab ${ step + 1 } lands under the bar`
		).toBeLessThanOrEqual( 0.5 );
	}

	// Refused from the bar (no address): the field that says so, in view.
	await toTop( page );
	await bar( page ).getByRole( 'button', { name: '加入結緣品' } ).tap();
	const address = field( row, '信眾地址' );
	await expect( address ).toBeFocused();
	await expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	await expectInViewAboveBar( page, address );
} );

test( 'a failed add from the bar shows the summary’s message in view', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const lampSection = await tapCard( page, '光明燈', '光明燈' );
	await lampSection
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.tap();
	const row = lampSection.locator( 'fieldset.temple-offerings-believer' );
	await field( row, '信眾姓名' ).fill( '王小明' );
	await field( row, '信眾地址' ).fill( '台南市中山路1號' );
	await expect( row ).toHaveClass( /is-complete/ );
	await page.route( '**/?wc-ajax=add_to_cart*', ( route ) =>
		route.abort( 'failed' )
	);
	await toTop( page );
	await expect( bar( page ) ).toContainText( '1 人・總計：NT$600' );
	await bar( page ).getByRole( 'button', { name: '加入結緣品' } ).tap();
	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	const alert = summary.getByRole( 'alert' );
	await expect( alert ).toContainText( '尚未加入：光明燈' );
	await expectInViewAboveBar( page, alert );
	await expect(
		summary.getByRole( 'button', { name: '加入結緣品' } )
	).toBeFocused();
} );

test( 'a 普渡 believer’s optional fields fold until asked for and come back unfolded with a draft; no axe violation with forms, fold and bar showing', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const pudu = await tapCard( page, '普渡', '普渡供品' );
	await pudu.getByRole( 'button', { name: '新增信眾', exact: true } ).tap();
	const row = pudu.locator( 'fieldset.temple-offerings-believer' );
	const toggle = moreDetails( row );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toHaveText(
		'更多資料（選填）：手機、電子郵件、備註'
	);
	await expect( field( row, '手機' ) ).toBeHidden();
	await expect( field( row, '備註' ) ).toBeHidden();
	// Nothing the kind requires is folded: every required control shows.
	const required = row.locator( '[required]' );
	expect( await required.count() ).toBeGreaterThan( 10 );
	for ( const control of await required.all() ) {
		await expect( control ).toBeVisible();
	}
	await expect(
		row.getByRole( 'checkbox', { name: '到期通知' } )
	).toBeVisible();
	// The folded 普渡 believer at 390 px (2,463 px tall before the fold).
	const height = ( await row.boundingBox() )?.height ?? Infinity;
	test.info().annotations.push( {
		type: 'pudu form height at 390 px',
		description: `${ Math.round( height ) } px`,
	} );
	expect( height ).toBeLessThan( 2_100 );

	await toggle.tap();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( field( row, '手機' ) ).toBeVisible();
	await field( row, '備註' ).fill( '素食' );
	await toggle.tap();
	await expect( field( row, '備註' ) ).toBeHidden();
	await expect
		.poll( () =>
			page.evaluate(
				( key ) => window.localStorage.getItem( key ) ?? '',
				DRAFT_KEY
			)
		)
		.toContain( '素食' );

	// The draft comes back with its note in sight.
	await page.reload();
	const restored = section( page, '普渡供品' ).locator(
		'fieldset.temple-offerings-believer'
	);
	await expect( moreDetails( restored ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	await expect( field( restored, '備註' ) ).toBeVisible();
	await expect( field( restored, '備註' ) ).toHaveValue( '素食' );

	await toTop( page );
	await expect( bar( page ) ).toBeVisible();
	expect( await axeViolations( page, '.temple-offerings' ) ).toEqual( [] );
} );

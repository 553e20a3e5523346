/**
 * Messages that move nothing, at 390 px and 1280 px: a date's long message
 * has one place, as wide as the date; 加入結緣品 with no believer, and a
 * failed add, say so under the button without moving it from under the
 * finger (the presses in clicks-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { field } from './page-helpers';
import { WIDTHS, SOON, press, messages, lampSection } from './clicks-helpers';

/**
 * Where every control of the offering page is, in page coordinates (a
 * scroll does not count as a move); a control of what is fixed to the window
 * (the phone's bar) in the window's, where a scroll leaves it. A sticky one
 * (the summary beside the forms) goes along with a scroll once it sticks, so
 * a test comparing two measures keeps the window still between them.
 *
 * @param page Page.
 */
async function controlBoxes( page: Page ) {
	return page
		.locator( '.temple-offerings' )
		.first()
		.evaluate( ( root ) =>
			[
				...root.querySelectorAll< HTMLElement >(
					'button, input, select, textarea, a[href]'
				),
			]
				.filter( ( control ) => control.offsetParent !== null )
				.map( ( control ) => {
					const box = control.getBoundingClientRect();
					let fixed = false;
					for (
						let part: Element | null = control;
						part && ! fixed;
						part = part.parentElement
					) {
						fixed = getComputedStyle( part ).position === 'fixed';
					}
					return {
						control:
							control.id ||
							`${ control.tagName } ${ control.textContent?.trim() }`,
						x: Math.round( box.x + ( fixed ? 0 : window.scrollX ) ),
						y: Math.round( box.y + ( fixed ? 0 : window.scrollY ) ),
						height: Math.round( box.height ),
					};
				} )
		);
}

for ( const width of WIDTHS ) {
	test.describe( `messages at ${ width } px`, () => {
		test( 'a date’s long message moves no control: it has one place, as wide as the date', async ( {
			page,
		} ) => {
			const { section, rows, add } = await lampSection( page, width );
			await press( page, add, 'mouse' );
			const row = rows.first();
			const birth = row.getByRole( 'group', {
				name: '農曆生辰',
				exact: true,
			} );
			// The worshipper picks with the date in sight: 日 takes focus
			// first, so the window brings it into view (above the phone's bar)
			// before anything is measured. In the theme's content column at
			// 1280 px the forms' column is narrow and the date lies under the
			// first screen; a focus that scrolled between the two measures
			// would carry the summary, sticky beside the forms, along in page
			// coordinates: a scroll of the test's, not a move of the page's.
			await field( birth, '日' ).focus();
			await field( birth, '年' ).selectOption( '2023' );
			await field( birth, '月' ).selectOption( '潤02' );
			const scroll = () =>
				page.evaluate( () => [ window.scrollX, window.scrollY ] );
			const view = await scroll();
			const before = await controlBoxes( page );
			// 2024 has no leap month: the month is flagged at once, with the
			// longest message a date has, under a select a quarter (at 390 px
			// half) of the row wide it took two lines and pushed the day, the
			// hour and everything under them down.
			await field( birth, '年' ).selectOption( '2024' );
			await field( birth, '日' ).focus();
			await expect( messages( section ) ).toHaveText( [
				'這一年沒有這個閏月，請重新選擇月份',
			] );
			await expect( field( birth, '月' ) ).toHaveAccessibleDescription(
				'這一年沒有這個閏月，請重新選擇月份'
			);
			// Nothing scrolled (which would move all under the pointer) and
			// no control moved in the page.
			expect( await scroll() ).toEqual( view );
			expect( await controlBoxes( page ) ).toEqual( before );
		} );

		test( '加入結緣品 with no believer: the message moves nothing, the button stays under the finger', async ( {
			page,
		} ) => {
			const { section } = await lampSection( page, width );
			const submit = page
				.getByRole( 'complementary', { name: '結緣品明細' } )
				.getByRole( 'button', { name: '加入結緣品' } );
			await submit.scrollIntoViewIfNeeded();
			const before = await controlBoxes( page );
			await press( page, submit, 'mouse' );
			await expect(
				section.getByText( '請至少新增一位信眾' )
			).toBeVisible( SOON );
			expect( await controlBoxes( page ) ).toEqual( before );
			// Pressed again where it was, it is still there.
			await press( page, submit, 'mouse' );
			await expect(
				section.getByText( '請至少新增一位信眾' )
			).toBeVisible();
		} );

		test( 'a failed add says so under 加入結緣品, moving nothing above it', async ( {
			page,
		} ) => {
			const { rows, add } = await lampSection( page, width );
			await press( page, add, 'mouse' );
			const row = rows.first();
			await field( row, '信眾姓名' ).fill( '王小明' );
			await field( row, '信眾地址' ).fill( '台南市中山路1號' );
			await expect( row ).toHaveClass( /is-complete/ );
			// The post is lost on the network, as on a train going into a tunnel.
			await page.route( '**/?wc-ajax=add_to_cart*', ( route ) =>
				route.abort( 'failed' )
			);
			const summary = page.getByRole( 'complementary', {
				name: '結緣品明細',
			} );
			const submit = summary.getByRole( 'button', {
				name: '加入結緣品',
			} );
			await submit.scrollIntoViewIfNeeded();
			// The button and every control above it, in page coordinates.
			const submitTop = await submit.evaluate(
				( button ) => button.getBoundingClientRect().y + window.scrollY
			);
			const above = async () =>
				( await controlBoxes( page ) ).filter(
					( box ) => box.y <= Math.round( submitTop )
				);
			const before = await above();
			await press( page, submit, 'mouse' );
			const alert = summary.getByRole( 'alert' );
			await expect( alert ).toContainText( '尚未加入：光明燈' );
			expect( await above() ).toEqual( before );
			// The alert is under the button, where it pushes nothing pressed.
			const alertBox = await alert.boundingBox();
			const submitBox = await submit.boundingBox();
			expect( alertBox?.y ).toBeGreaterThan(
				( submitBox?.y ?? 0 ) + ( submitBox?.height ?? 0 ) - 1
			);
			// Nothing typed is lost.
			await expect( field( row, '信眾姓名' ) ).toHaveValue( '王小明' );
		} );
	} );
}

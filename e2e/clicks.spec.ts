/**
 * Clicks as people make them, on every control of the believer form: 新增信眾
 * several times in a row without typing, add then delete then add, the row
 * tools, 刪除's confirmation, 轉農曆, a lunar select, the section toggle and
 * 加入結緣品, each pressed while focus sits in a row's empty field, at 390 px
 * and 1280 px, with the mouse, a touch screen and the keyboard alone.
 *
 * A pointer is aimed where the control is seen before it is pressed, and
 * pressed there (page.mouse / page.touchscreen at measured coordinates):
 * whatever the press itself makes happen (the empty field losing focus) must
 * not move the control away between button down and button up, or the click
 * is lost. Focus merely passing through an empty field shows no message.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { field, pick } from './page-helpers';

type Input = 'mouse' | 'touch' | 'keyboard';

const WIDTHS = [ 390, 1280 ] as const;
const INPUTS: readonly Input[] = [ 'mouse', 'touch', 'keyboard' ];

/** A lost click shows as a count that never comes: no need to wait long. */
const SOON = { timeout: 3_000 };

/**
 * Presses a control the way the input does. The mouse and the finger aim at
 * the control's middle as it is on screen now, then press there without
 * aiming again; the keyboard moves focus with Tab until the control has it,
 * then presses Enter or Space.
 *
 * @param page    Page.
 * @param control The control.
 * @param input   How.
 * @param key     Keyboard: the key that presses it.
 */
async function press(
	page: Page,
	control: Locator,
	input: Input,
	key: 'Enter' | ' ' = 'Enter'
) {
	if ( input === 'keyboard' ) {
		await tabTo( page, control );
		await page.keyboard.press( key === ' ' ? 'Space' : key );
		return;
	}
	// People scroll a control into view before they aim at it.
	await control.scrollIntoViewIfNeeded();
	const box = await control.boundingBox();
	if ( ! box ) {
		throw new Error( 'The control is not on the page.' );
	}
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
	if ( input === 'touch' ) {
		await page.touchscreen.tap( x, y );
	} else {
		await page.mouse.click( x, y );
	}
}

/**
 * Tabs until the control has focus (as a keyboard user does: Shift+Tab
 * when it comes before the focus), failing when it never comes.
 *
 * @param page    Page.
 * @param control The control.
 */
async function tabTo( page: Page, control: Locator ) {
	const backwards = await control.evaluate( ( element ) => {
		const active = element.ownerDocument.activeElement;
		return Boolean(
			active &&
			active !== element &&
			// eslint-disable-next-line no-bitwise -- a DOM position mask.
			active.compareDocumentPosition( element ) &
				Node.DOCUMENT_POSITION_PRECEDING
		);
	} );
	for ( let step = 0; step < 80; step++ ) {
		if (
			await control.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( backwards ? 'Shift+Tab' : 'Tab' );
	}
	throw new Error( 'Tab never reached the control.' );
}

/**
 * The field messages shown in a scope (the space kept for a message is
 * empty when there is none).
 *
 * @param scope Where to look.
 */
const messages = ( scope: Locator ) =>
	scope.locator( '.temple-offerings-field__error' ).filter( {
		hasText: /\S/,
	} );

/**
 * Expects no message and no field marked invalid in a scope.
 *
 * @param scope Where to look.
 */
async function expectNoMessage( scope: Locator ) {
	await expect( messages( scope ) ).toHaveCount( 0 );
	await expect( scope.locator( '[aria-invalid="true"]' ) ).toHaveCount( 0 );
}

/**
 * Opens the page at a width and picks 光明燈, a form with every kind of
 * control (text fields, a gender select, a lunar date with 轉農曆).
 *
 * @param page  Page.
 * @param width Viewport width.
 */
async function lampSection( page: Page, width: number ) {
	await page.setViewportSize( { width, height: 844 } );
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	return {
		section,
		rows: section.locator( 'fieldset.temple-offerings-believer' ),
		add: section.getByRole( 'button', { name: '新增信眾', exact: true } ),
	};
}

for ( const width of WIDTHS ) {
	for ( const input of INPUTS ) {
		test.describe( `${ input } at ${ width } px`, () => {
			test.use( { hasTouch: input === 'touch' } );
			// Tabbing through every field of two rows, one key at a time,
			// takes close to a minute on a busy machine.
			test.describe.configure( { timeout: 120_000 } );

			test( '新增信眾 four times without typing gives four rows and no message', async ( {
				page,
			} ) => {
				const { section, rows, add } = await lampSection( page, width );
				for ( let count = 1; count <= 4; count++ ) {
					// The keyboard alternates Enter and Space.
					await press( page, add, input, count % 2 ? 'Enter' : ' ' );
					await expect( rows ).toHaveCount( count, SOON );
					// The new row's first field has focus, as before.
					await expect(
						field( rows.nth( count - 1 ), '信眾姓名' )
					).toBeFocused();
				}
				await expectNoMessage( section );
			} );

			test( 'add, delete, add: every press lands and focus follows', async ( {
				page,
			} ) => {
				const { section, rows, add } = await lampSection( page, width );
				const dialog = page.getByRole( 'dialog', {
					name: '確認刪除',
				} );
				const remove = async ( row: Locator ) => {
					await press(
						page,
						row.getByRole( 'button', { name: /^刪除/ } ),
						input
					);
					await expect( dialog ).toBeVisible( SOON );
					await press(
						page,
						dialog.getByRole( 'button', {
							name: '刪除',
							exact: true,
						} ),
						input
					);
					await expect( dialog ).toBeHidden( SOON );
				};

				await press( page, add, input );
				await expect( rows ).toHaveCount( 1, SOON );
				await remove( rows.first() );
				await expect( rows ).toHaveCount( 0, SOON );
				// No row left: focus waits on 新增信眾.
				await expect( add ).toBeFocused();
				await press( page, add, input );
				await expect( rows ).toHaveCount( 1, SOON );
				await press( page, add, input );
				await expect( rows ).toHaveCount( 2, SOON );
				await press( page, add, input );
				await expect( rows ).toHaveCount( 3, SOON );
				// The middle row goes: the row that takes its place gets focus
				// in its first field.
				await remove( rows.nth( 1 ) );
				await expect( rows ).toHaveCount( 2, SOON );
				await expect(
					field( rows.nth( 1 ), '信眾姓名' )
				).toBeFocused();
				await press( page, add, input );
				await expect( rows ).toHaveCount( 3, SOON );
				await expectNoMessage( section );
			} );

			test( 'every control of a row, pressed while an empty field has focus', async ( {
				page,
			} ) => {
				const { section, rows, add } = await lampSection( page, width );
				await press( page, add, input );
				await press( page, add, input );
				await expect( rows ).toHaveCount( 2, SOON );
				const [ first, second ] = [ rows.nth( 0 ), rows.nth( 1 ) ];
				const firstName = field( first, '信眾姓名' );
				const toast = ( text: string ) =>
					page
						.locator( '.temple-offerings__toaster [role="status"]' )
						.filter( { hasText: text } );
				// Before each press, focus sits in the first row's empty name,
				// above every control pressed: that field losing focus is what
				// used to move them.
				const fromEmptyField = async (
					control: Locator,
					key: 'Enter' | ' ' = 'Enter'
				) => {
					await firstName.focus();
					await press( page, control, input, key );
				};
				const tool = ( row: Locator, name: string ) =>
					row
						.getByRole( 'group', { name: '資料工具' } )
						.getByRole( 'button', {
							name: new RegExp( `^${ name }` ),
						} );

				await fromEmptyField( tool( second, '複製' ) );
				await expect( toast( '資料已複製' ) ).toBeVisible( SOON );
				await fromEmptyField( tool( second, '貼上' ), ' ' );
				await expect( toast( '資料已貼上' ) ).toBeVisible( SOON );
				await fromEmptyField( tool( second, '清除' ) );
				await expect( toast( '資料已清除' ) ).toBeVisible( SOON );
				await expectNoMessage( section );

				// 轉農曆 with no date says so under the date, and only there.
				const birth = second.getByRole( 'group', {
					name: '農曆生辰',
					exact: true,
				} );
				await fromEmptyField(
					birth.getByRole( 'button', { name: '轉農曆' } )
				);
				await expect( messages( section ) ).toHaveText( [
					'請輸入正確的日期',
				] );

				// A lunar select takes focus; nothing is chosen, nothing is said.
				const year = field( birth, '年' );
				const yearBefore = await year.inputValue();
				if ( input === 'keyboard' ) {
					await firstName.focus();
					await tabTo( page, year );
				} else {
					await fromEmptyField( year );
				}
				await expect( year ).toBeFocused();
				if ( input !== 'keyboard' ) {
					// Closes the select's list without choosing.
					await page.keyboard.press( 'Escape' );
				}
				await expect( year ).toHaveValue( yearBefore );
				await expect( messages( section ) ).toHaveText( [
					'請輸入正確的日期',
				] );

				// 刪除, then 取消 in its confirmation, then 刪除 for real.
				const dialog = page.getByRole( 'dialog', {
					name: '確認刪除',
				} );
				await fromEmptyField( tool( second, '刪除' ) );
				await expect( dialog ).toBeVisible( SOON );
				await press(
					page,
					dialog.getByRole( 'button', { name: '取消' } ),
					input
				);
				await expect( dialog ).toBeHidden( SOON );
				await expect( rows ).toHaveCount( 2 );
				await fromEmptyField( tool( second, '刪除' ) );
				await expect( dialog ).toBeVisible( SOON );
				await press(
					page,
					dialog.getByRole( 'button', { name: '刪除', exact: true } ),
					input
				);
				await expect( rows ).toHaveCount( 1, SOON );
				// The last row went: focus waits on 新增信眾.
				await expect( add ).toBeFocused();
				await expectNoMessage( section );

				// The section toggle folds the forms and opens them again.
				const toggle = section.getByRole( 'button', {
					name: /^光明燈/,
					expanded: true,
				} );
				await fromEmptyField( toggle );
				await expect(
					section.getByRole( 'button', {
						name: /^光明燈/,
						expanded: false,
					} )
				).toBeVisible( SOON );
				await press(
					page,
					section.getByRole( 'button', { name: /^光明燈/ } ),
					input
				);
				await expect( toggle ).toBeVisible( SOON );

				// 新增信眾 from the empty field, then 加入結緣品 from the new
				// row's empty field: refused, and every row there is then says
				// what it lacks.
				await fromEmptyField( add );
				await expect( rows ).toHaveCount( 2, SOON );
				await expectNoMessage( section );
				const submit = page
					.getByRole( 'complementary', { name: '結緣品明細' } )
					.getByRole( 'button', { name: '加入結緣品' } );
				await field( rows.nth( 1 ), '信眾姓名' ).focus();
				await press( page, submit, input );
				await expect( toast( '部分結緣品的資料不完整' ) ).toBeVisible(
					SOON
				);
				await expect(
					messages( rows.nth( 0 ) ).filter( {
						hasText: '請輸入信眾姓名',
					} )
				).toHaveCount( 1 );
				await expect(
					messages( rows.nth( 1 ) ).filter( {
						hasText: '請輸入信眾姓名',
					} )
				).toHaveCount( 1 );

				// A row added after the refused add starts clean; the rows of
				// that attempt keep their messages.
				await firstName.focus();
				await press( page, add, input );
				await expect( rows ).toHaveCount( 3, SOON );
				await expectNoMessage( rows.nth( 2 ) );
				await expect(
					messages( rows.nth( 0 ) ).filter( {
						hasText: '請輸入信眾姓名',
					} )
				).toHaveCount( 1 );
			} );
		} );
	}
}

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

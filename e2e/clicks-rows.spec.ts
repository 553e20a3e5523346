/**
 * Clicks as people make them, on every control of the believer form: 新增信眾
 * several times in a row without typing, add then delete then add, the row
 * tools, 刪除's confirmation, 轉農曆, a lunar select, the section toggle and
 * 加入結緣品, each pressed while focus sits in a row's empty field, at 390 px
 * and 1280 px, with the mouse, a touch screen and the keyboard alone (the
 * presses in clicks-helpers.ts). Focus merely passing through an empty field
 * shows no message.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { field } from './page-helpers';
import {
	type Input,
	WIDTHS,
	SOON,
	press,
	tabTo,
	messages,
	lampSection,
} from './clicks-helpers';

const INPUTS: readonly Input[] = [ 'mouse', 'touch', 'keyboard' ];

/**
 * Expects no message and no field marked invalid in a scope.
 *
 * @param scope Where to look.
 */
async function expectNoMessage( scope: Locator ) {
	await expect( messages( scope ) ).toHaveCount( 0 );
	await expect( scope.locator( '[aria-invalid="true"]' ) ).toHaveCount( 0 );
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

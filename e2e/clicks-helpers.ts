/**
 * What the click specs (clicks-rows, clicks-messages) share: the widths,
 * a press as the mouse, a finger or the keyboard makes it, the field
 * messages shown, and the 光明燈 section opened at a width.
 *
 * A pointer is aimed where the control is seen before it is pressed, and
 * pressed there (page.mouse / page.touchscreen at measured coordinates):
 * whatever the press itself makes happen (the empty field losing focus) must
 * not move the control away between button down and button up, or the click
 * is lost.
 */
/**
 * External dependencies
 */
import { type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { pick } from './page-helpers';

export type Input = 'mouse' | 'touch' | 'keyboard';

export const WIDTHS = [ 390, 1280 ] as const;

/** A lost click shows as a count that never comes: no need to wait long. */
export const SOON = { timeout: 3_000 };

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
export async function press(
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
export async function tabTo( page: Page, control: Locator ) {
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
export const messages = ( scope: Locator ) =>
	scope.locator( '.temple-offerings-field__error' ).filter( {
		hasText: /\S/,
	} );

/**
 * Opens the page at a width and picks 光明燈, a form with every kind of
 * control (text fields, a gender select, a lunar date with 轉農曆).
 *
 * @param page  Page.
 * @param width Viewport width.
 */
export async function lampSection( page: Page, width: number ) {
	await page.setViewportSize( { width, height: 844 } );
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	return {
		section,
		rows: section.locator( 'fieldset.temple-offerings-believer' ),
		add: section.getByRole( 'button', { name: '新增信眾', exact: true } ),
	};
}

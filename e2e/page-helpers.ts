/**
 * The offering page as a worshipper uses it: pick a card in its tab, add a
 * believer row, find a labelled control, set a lunar date's selects; and
 * what specs do around it: run axe on part of a page, log in in a page.
 */
/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

const grid = ( page: Page ) => page.getByRole( 'tabpanel' );

/**
 * Where the offering block carries its settings: a JSON script inside the
 * block, after its cards (php/Block/OfferingsBlock.php).
 */
export const SETTINGS =
	'.wp-block-temple-offerings-offerings > script.temple-offerings__settings';

/**
 * The block's settings as a page's HTML carries them: the JSON text, or ''
 * when the page has none.
 *
 * @param html The page's HTML.
 */
export const settingsIn = ( html: string ): string =>
	/<script[^>]*class="temple-offerings__settings"[^>]*>([\s\S]*?)<\/script>/
		.exec( html )?.[ 1 ]
		.trim() ?? '';

/**
 * The settings of the offering block on the page, parsed.
 *
 * @param page Page.
 */
export async function blockSettings(
	page: Page
): Promise< Record< string, unknown > > {
	await expect( page.locator( SETTINGS ) ).toHaveCount( 1 );
	return JSON.parse(
		( await page.locator( SETTINGS ).textContent() ) ?? '{}'
	);
}

/**
 * Picks a product card in its category tab and returns its form section,
 * once the (lazily loaded) forms are there.
 *
 * @param page Page.
 * @param tab  Category tab name.
 * @param name Product name.
 * @return The product's section.
 */
export async function pick( page: Page, tab: string, name: string ) {
	await page.getByRole( 'tab', { name: tab, exact: true } ).click();
	const card = grid( page ).getByRole( 'button', {
		name: new RegExp( `^${ name }` ),
	} );
	await card.click();
	await expect( card ).toHaveAttribute( 'aria-pressed', 'true' );
	const section = page.getByRole( 'region', { name, exact: true } );
	await expect(
		section.locator( '.temple-offerings-believers' )
	).toBeVisible();
	return section;
}

/**
 * Adds a believer row to a section.
 *
 * @param section The product's section.
 * @return The new row.
 */
export async function addBeliever( section: Locator ) {
	await section
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	return section.locator( 'fieldset.temple-offerings-believer' ).last();
}

/**
 * A labelled control: the label text, then only the required mark.
 *
 * @param scope Where to look.
 * @param label Visible label.
 */
export const field = ( scope: Locator, label: string ) =>
	scope.getByLabel( new RegExp( `^${ label }\\*?$` ) );

/**
 * The button that folds a believer's optional fields (手機、電子郵件、備註).
 *
 * @param row The believer's row.
 */
export const moreDetails = ( row: Locator ) =>
	row.getByRole( 'button', { name: /^更多資料（選填）：/ } );

/**
 * Opens a believer's optional fields, as a worshipper asks for them.
 *
 * @param row The believer's row.
 */
export async function openMoreDetails( row: Locator ) {
	const toggle = moreDetails( row );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
}

/**
 * Sets the four selects of a lunar date.
 *
 * @param scope       Where the picker is.
 * @param legend      The picker's legend.
 * @param parts       Values to select.
 * @param parts.year  Gregorian year.
 * @param parts.month Month value.
 * @param parts.day   Day value.
 * @param parts.time  Hour value.
 * @return The picker.
 */
export async function lunar(
	scope: Locator,
	legend: string,
	parts: { year: string; month: string; day: string; time: string }
) {
	const group = scope.getByRole( 'group', { name: legend, exact: true } );
	await field( group, '年' ).selectOption( parts.year );
	await field( group, '月' ).selectOption( parts.month );
	await field( group, '日' ).selectOption( parts.day );
	await group.getByRole( 'combobox' ).last().selectOption( parts.time );
	return group;
}

/**
 * axe's violations inside a part of the page, with their impact (axe-core
 * injected into the page, as believer-forms.spec.ts and page-look.spec.ts do).
 *
 * @param page     The page.
 * @param selector Where to look.
 */
async function violations(
	page: Page,
	selector: string
): Promise< { id: string; impact: string | null }[] > {
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	return page.evaluate( async ( context ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: ( where: string ) => Promise< {
						violations: { id: string; impact: string | null }[];
					} >;
				};
			}
		 ).axe;
		const result = await axe.run( context );
		return result.violations.map( ( { id, impact } ) => ( {
			id,
			impact,
		} ) );
	}, selector );
}

/**
 * The ids of all of axe's violations inside a part of the page.
 *
 * @param page    Page.
 * @param context CSS selector of the part to check.
 * @return Violation ids, empty when clean.
 */
export async function axeViolations(
	page: Page,
	context: string
): Promise< string[] > {
	return ( await violations( page, context ) ).map( ( { id } ) => id );
}

/**
 * axe's serious and critical violations inside a selector.
 *
 * @param page     The page.
 * @param selector Where to look.
 */
export async function seriousViolations(
	page: Page,
	selector: string
): Promise< string[] > {
	return ( await violations( page, selector ) )
		.filter(
			( { impact } ) => impact === 'serious' || impact === 'critical'
		)
		.map( ( { id } ) => id );
}

/**
 * Logs a user in through wp-login.php in the page's own context.
 *
 * @param page  Page of a fresh context.
 * @param login User login.
 */
export async function logIn( page: Page, login: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin|my-account/ ),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * Fails the test when the page opens a dialog (an alert() that ran where
 * text was expected), dismissing it first.
 *
 * @param page Page.
 */
export function noDialogs( page: Page ) {
	page.on( 'dialog', async ( dialog ) => {
		await dialog.dismiss();
		throw new Error( `a dialog opened: ${ dialog.message() }` );
	} );
}

/**
 * Saves a WooCommerce settings screen as staff do, and waits for the saved
 * screen to load: on a loaded machine the reload outlasts an expectation's
 * wait, and a field read meanwhile is the leaving page's, still showing
 * what was typed rather than what was saved.
 *
 * @param page An admin's page on a WooCommerce → Settings tab.
 */
export async function saveShopSettings( page: Page ) {
	await Promise.all( [
		page.waitForEvent( 'load', { timeout: 120_000 } ),
		page.locator( 'button[name="save"]' ).click(),
	] );
}

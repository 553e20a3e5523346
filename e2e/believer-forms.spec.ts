/**
 * Believer forms on the real shop: a pudu, a gift with two family
 * registrants, a super and a pet form are filled with the keyboard and mouse,
 * added to the cart, and every typed field is found in the cart item data.
 *
 * Needs the server branch's visible-products route and cart validation, and
 * frontend-page's page (cards, sections, 加入結緣品).
 */
/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';

test.use( { storageState: CUSTOMER } );

/**
 * Selects a product card by its name (the category tab first).
 *
 * @param page     Page.
 * @param tab      Category tab name.
 * @param cardName Product name on the card.
 * @return The product's form section.
 */
async function pick( page: Page, tab: string, cardName: RegExp ) {
	await page.getByRole( 'tab', { name: tab } ).click();
	await page.getByRole( 'button', { name: cardName } ).first().click();
	const section = page
		.locator( 'section, [role="region"]' )
		.filter( { has: page.locator( '.temple-offerings-believers' ) } )
		.filter( { hasText: cardName } )
		.first();
	await expect( section ).toBeVisible();
	return section;
}

async function addBeliever( section: Locator ) {
	await section.locator( '.temple-offerings-believers__add' ).click();
	return section.locator( 'fieldset.temple-offerings-believer' ).last();
}

async function lunar(
	scope: Locator,
	legend: string,
	parts: { year: string; month: string; day: string; time: string }
) {
	const group = scope.getByRole( 'group', { name: legend, exact: true } );
	await group.getByLabel( /^年/ ).selectOption( parts.year );
	await group.getByLabel( /^月/ ).selectOption( parts.month );
	await group.getByLabel( /^日/ ).selectOption( parts.day );
	await group.getByRole( 'combobox' ).last().selectOption( parts.time );
}

test( 'pudu, gift with family, super and pet forms reach the cart with every field', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );

	// Pudu: believer plus the deceased.
	const pudu = await pick( page, '普渡', /普渡/ );
	const puduRow = await addBeliever( pudu );
	await puduRow.getByLabel( /信眾姓名/ ).fill( '普渡信眾' );
	await puduRow.getByLabel( /信眾性別/ ).selectOption( 'female' );
	await puduRow.getByLabel( /信眾地址/ ).fill( '台南市中西區普渡路1號' );
	// 轉農曆: 2023-03-22 is lunar 2023 潤02 01.
	const solar = puduRow.getByLabel( '國曆出生日期' );
	await solar.fill( '2023-03-22' );
	await puduRow
		.getByRole( 'group', { name: '農曆生辰' } )
		.getByRole( 'button', { name: '轉農曆' } )
		.click();
	const birth = puduRow.getByRole( 'group', { name: '農曆生辰' } );
	await expect( birth.getByLabel( /^月/ ) ).toHaveValue( '潤02' );
	await expect( birth.getByLabel( /^日/ ) ).toHaveValue( '01' );
	await expect( birth ).toContainText( '生肖：兔' );
	await birth.getByLabel( /^出生時辰/ ).selectOption( '子' );
	await puduRow.getByLabel( /手機/ ).fill( '0912345678' );
	await puduRow.getByLabel( /備註/ ).fill( '普渡備註' );
	await puduRow.getByLabel( /往生者姓名/ ).fill( '往生者甲' );
	await puduRow.getByLabel( /往生者性別/ ).selectOption( 'male' );
	await puduRow.getByLabel( /往生者牌位地址/ ).fill( '台南市牌位路2號' );
	await lunar( puduRow, '往生者農曆生辰', {
		year: '1940',
		month: '03',
		day: '15',
		time: '午',
	} );
	await lunar( puduRow, '往生者農曆往生日', {
		year: '2020',
		month: '07',
		day: '15',
		time: '吉',
	} );
	await expect( puduRow ).toHaveClass( /is-complete/ );

	// Gift: one representative, then two family registrants in the dialog.
	const gift = await pick( page, '結緣品', /闔家|family/i );
	const giftRow = await addBeliever( gift );
	await giftRow.getByLabel( /信眾姓名/ ).fill( '代表人' );
	await giftRow.getByLabel( /信眾地址/ ).fill( '高雄市代表路3號' );
	await gift.locator( '.temple-offerings-believers__add' ).click();
	const dialog = page.getByRole( 'dialog', { name: '闔家登記人' } );
	await expect( dialog ).toBeVisible();
	// Escape with a blank name is refused.
	await page.keyboard.press( 'Escape' );
	await expect( page.getByText( '請檢查闔家登記人資料' ) ).toBeVisible();
	await expect( dialog ).toBeVisible();
	await dialog.getByLabel( /^姓名/ ).first().fill( '家人甲' );
	await dialog.getByRole( 'button', { name: '新增闔家登記人' } ).click();
	await dialog.getByLabel( /^姓名/ ).nth( 1 ).fill( '家人乙' );
	await dialog.getByLabel( /^性別/ ).nth( 1 ).selectOption( 'girl' );
	await dialog.getByRole( 'button', { name: '完成' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( giftRow ).toContainText( '家人乙' );

	// Super: the living offerer, the departed's name and address.
	const superSection = await pick( page, '超薦', /超薦/ );
	const superRow = await addBeliever( superSection );
	await superRow.getByLabel( /陽上姓名/ ).fill( '陽上人' );
	await superRow.getByLabel( /超薦對象姓名/ ).fill( '超薦對象' );
	await superRow.getByLabel( /超薦對象地址/ ).fill( '新竹市超薦路5號' );
	await expect( superRow.getByLabel( /性別/ ) ).toHaveCount( 0 );

	// Pet.
	const pet = await pick( page, '寵物祈福', /寵物/ );
	const petRow = await addBeliever( pet );
	await petRow.getByLabel( /寵物名/ ).fill( '小黑' );
	await petRow.getByLabel( /寵物性別/ ).selectOption( 'pet_female' );
	await petRow.getByLabel( /寵物地址/ ).fill( '台中市毛孩路6號' );
	await lunar( petRow, '寵物農曆生辰', {
		year: '2019',
		month: '05',
		day: '05',
		time: '吉',
	} );

	await page.getByRole( 'button', { name: '加入結緣品' } ).click();
	await page.waitForURL( /\/cart/ );

	// Every field, as the cart's item data shows it.
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	expect( cart.ok() ).toBe( true );
	const items: { item_data: { key: string; value: string }[] }[] = (
		await cart.json()
	).items;
	const data = items
		.flatMap( ( item ) =>
			item.item_data.map( ( row ) => `${ row.key }: ${ row.value }` )
		)
		.join( '\n' );
	for ( const text of [
		'普渡信眾',
		'台南市中西區普渡路1號',
		'0912345678',
		'普渡備註',
		'往生者甲',
		'台南市牌位路2號',
		'代表人',
		'高雄市代表路3號',
		'家人甲',
		'家人乙',
		'陽上人',
		'超薦對象',
		'新竹市超薦路5號',
		'小黑',
		'台中市毛孩路6號',
	] ) {
		expect( data ).toContain( text );
	}
	expect( items ).toHaveLength( 4 );
} );

test( 'believer forms have no axe violation with errors showing', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const pudu = await pick( page, '普渡', /普渡/ );
	await addBeliever( pudu );
	await page.getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		pudu.locator( '[aria-invalid="true"]' ).first()
	).toBeVisible();
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	const violations = await page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: string,
						options: object
					) => Promise< { violations: { id: string }[] } >;
				};
			}
		 ).axe;
		const result = await axe.run( '.temple-offerings-believers', {
			rules: { 'color-contrast': { enabled: false } },
		} );
		return result.violations.map( ( violation ) => violation.id );
	} );
	expect( violations ).toEqual( [] );
} );

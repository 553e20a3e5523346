/**
 * Believer forms on the real shop: a pudu, a gift with two family
 * registrants, a super and a pet form are filled with the keyboard and mouse,
 * added to the cart, and every typed field is found in the cart: the Store
 * API's item data (one plain-text line per believer, BelieverLines) and the
 * `_believers_data` the cart stored (for what no line shows, e.g. the expiry
 * notice and the raw lunar dates).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { emptyCart, shopPhp, storeCart } from './cart-helpers';
import { CUSTOMER } from './global-setup';
import {
	addBeliever,
	field,
	lunar,
	openMoreDetails,
	pick,
} from './page-helpers';

test.use( { storageState: CUSTOMER } );

test( 'pudu, gift with family, super and pet forms reach the cart with every field', async ( {
	page,
} ) => {
	// A logged-in customer's cart outlives other specs' runs.
	await emptyCart( page.request );
	await page.goto( '/offerings/' );

	// Pudu: believer plus the deceased.
	const pudu = await pick( page, '普渡', '普渡供品' );
	const puduRow = await addBeliever( pudu );
	await field( puduRow, '信眾姓名' ).fill( '普渡信眾' );
	await field( puduRow, '信眾性別' ).selectOption( 'female' );
	await field( puduRow, '信眾地址' ).fill( '台南市中西區普渡路1號' );
	// 轉農曆: 2023-03-22 is lunar 2023 潤02 01, a year of the rabbit.
	const birth = puduRow.getByRole( 'group', {
		name: '農曆生辰',
		exact: true,
	} );
	await field( birth, '國曆出生日期' ).fill( '2023-03-22' );
	await birth.getByRole( 'button', { name: '轉農曆' } ).click();
	await expect( field( birth, '年' ) ).toHaveValue( '2023' );
	await expect( field( birth, '月' ) ).toHaveValue( '潤02' );
	await expect( field( birth, '日' ) ).toHaveValue( '01' );
	await expect( birth ).toContainText( '生肖：兔' );
	await field( birth, '出生時辰' ).selectOption( '子' );
	await openMoreDetails( puduRow );
	await field( puduRow, '手機' ).fill( '0912345678' );
	await field( puduRow, '電子郵件' ).fill( 'pudu@example.com' );
	await field( puduRow, '備註' ).fill( '普渡備註' );
	const deceased = puduRow.getByRole( 'group', { name: '往生者資料' } );
	await field( deceased, '往生者姓名' ).fill( '往生者甲' );
	await field( deceased, '往生者性別' ).selectOption( 'male' );
	await field( deceased, '往生者牌位地址' ).fill( '台南市牌位路2號' );
	await lunar( deceased, '往生者農曆生辰', {
		year: '1940',
		month: '03',
		day: '15',
		time: '午',
	} );
	await lunar( deceased, '往生者農曆往生日', {
		year: '2020',
		month: '07',
		day: '15',
		time: '吉',
	} );
	await expect( puduRow ).toHaveClass( /is-complete/ );

	// Gift: one representative, then two family registrants in the dialog.
	const gift = await pick( page, '結緣品', '闔家平安結緣品' );
	const giftRow = await addBeliever( gift );
	await field( giftRow, '信眾姓名' ).fill( '代表人' );
	await field( giftRow, '信眾地址' ).fill( '高雄市代表路3號' );
	await gift.getByRole( 'button', { name: '新增闔家登記人' } ).click();
	const dialog = page.getByRole( 'dialog', { name: '闔家登記人' } );
	await expect( dialog ).toBeVisible();
	// Escape with a blank name is refused.
	await page.keyboard.press( 'Escape' );
	await expect( page.getByText( '請檢查闔家登記人資料' ) ).toBeVisible();
	await expect( dialog ).toBeVisible();
	await field( dialog, '姓名' ).first().fill( '家人甲' );
	await dialog.getByRole( 'button', { name: '新增闔家登記人' } ).click();
	await field( dialog, '姓名' ).nth( 1 ).fill( '家人乙' );
	await field( dialog, '性別' ).nth( 1 ).selectOption( 'girl' );
	await lunar(
		dialog.getByRole( 'group', { name: '闔家登記人 2', exact: true } ),
		'農曆生辰',
		{ year: '2015', month: '08', day: '20', time: '卯' }
	);
	await dialog.getByRole( 'button', { name: '完成' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( giftRow ).toContainText( '家人甲' );
	await expect( giftRow ).toContainText( '家人乙' );
	await expect( giftRow ).toHaveClass( /is-complete/ );

	// Super: the living offerer, the departed's name and address; no gender.
	const superSection = await pick( page, '超薦', '超薦歷代祖先' );
	const superRow = await addBeliever( superSection );
	await field( superRow, '陽上姓名' ).fill( '陽上人' );
	await field( superRow, '超薦對象姓名' ).fill( '超薦對象' );
	await field( superRow, '超薦對象地址' ).fill( '新竹市超薦路5號' );
	await expect( superRow.getByLabel( /性別/ ) ).toHaveCount( 0 );
	await expect( superRow ).toHaveClass( /is-complete/ );

	// Pet, with the expiry notice turned off.
	const pet = await pick( page, '寵物祈福', '寵物祈福' );
	const petRow = await addBeliever( pet );
	await field( petRow, '寵物名字' ).fill( '小黑' );
	await field( petRow, '寵物性別' ).selectOption( 'pet_female' );
	await field( petRow, '寵物地址' ).fill( '台中市毛孩路6號' );
	await lunar( petRow, '寵物農曆生辰', {
		year: '2019',
		month: '05',
		day: '05',
		time: '吉',
	} );
	await openMoreDetails( petRow );
	await field( petRow, '手機' ).fill( '0987654321' );
	await field( petRow, '備註' ).fill( '怕打雷' );
	await petRow.getByRole( 'checkbox', { name: '到期通知' } ).uncheck();
	await expect( petRow ).toHaveClass( /is-complete/ );

	const summary = page.getByRole( 'complementary', { name: '結緣品明細' } );
	await Promise.all( [
		page.waitForURL( /\/cart\/?/ ),
		summary.getByRole( 'button', { name: '加入結緣品' } ).click(),
	] );

	// Every field, as the cart's item data shows it: one labelled line per believer.
	const { items } = await storeCart( page.request );
	const lines = Object.fromEntries(
		items.map( ( item ) => [
			( item as unknown as { name: string } ).name,
			item.item_data.map( ( row ) => `${ row.key }: ${ row.value }` ),
		] )
	);
	expect( lines ).toEqual( {
		普渡供品: [
			'信眾 1: 普渡信眾（信女）；農曆生辰：民國112年 閏02月 01日 子時；信眾地址：台南市中西區普渡路1號；往生者姓名：往生者甲（信士）；往生者農曆生辰：民國29年 03月 15日 午時；往生者農曆往生日：民國109年 07月 15日 吉；往生者牌位地址：台南市牌位路2號；手機：0912345678；電子郵件：pudu@example.com；備註：普渡備註',
		],
		闔家平安結緣品: [
			'信眾 1: 代表人（信士）；農曆生辰：吉；信眾地址：高雄市代表路3號；闔家登記人：家人甲（信士，吉）；闔家登記人：家人乙（小女兒，民國104年 08月 20日 卯時）',
		],
		超薦歷代祖先: [
			'信眾 1: 陽上人；超薦對象姓名：超薦對象；超薦對象地址：新竹市超薦路5號',
		],
		寵物祈福: [
			'信眾 1: 小黑（母）；寵物農曆生辰：民國108年 05月 05日 吉；寵物地址：台中市毛孩路6號；手機：0987654321；備註：怕打雷',
		],
	} );
	expect( items.map( ( item ) => item.quantity ) ).toEqual( [ 1, 1, 1, 1 ] );

	// What no line shows, from the believers the cart stored.
	const stored = JSON.parse(
		shopPhp( `
			$user = get_user_by( 'login', 'believer' );
			$value = $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT session_value FROM {$GLOBALS['wpdb']->prefix}woocommerce_sessions WHERE session_key = %s", (string) $user->ID ) );
			$session = maybe_unserialize( (string) $value );
			$out = array();
			foreach ( (array) maybe_unserialize( $session['cart'] ?? '' ) as $item ) {
				$out[] = array( 'kind' => $item['_believers_kind'] ?? '', 'believers' => $item['_believers_data'] ?? null );
			}
			echo wp_json_encode( $out );
		` )
	) as Array< {
		kind: string;
		believers: Array< Record< string, unknown > >;
	} >;
	const byKind = Object.fromEntries(
		stored.map( ( item ) => [ item.kind, item.believers ] )
	);
	expect( Object.keys( byKind ).sort() ).toEqual(
		[ 'animal', 'gift', 'pudu', 'super' ].sort()
	);
	expect( byKind.pudu ).toEqual( [
		expect.objectContaining( {
			name: '普渡信眾',
			gender: 'female',
			birthday: '2023-潤02-01-子',
			address: '台南市中西區普渡路1號',
			mobile: '0912345678',
			email: 'pudu@example.com',
			note: '普渡備註',
			is_expired_notice: true,
			deceased_name: '往生者甲',
			deceased_gender: 'male',
			deceased_birthday: '1940-03-15-午',
			deceased_death_anniversary: '2020-07-15-吉',
			deceased_address: '台南市牌位路2號',
		} ),
	] );
	expect( byKind.gift ).toEqual( [
		expect.objectContaining( {
			name: '代表人',
			address: '高雄市代表路3號',
			depends_people: [
				{ name: '家人甲', gender: 'male', birthday: '吉-吉-吉-吉' },
				{ name: '家人乙', gender: 'girl', birthday: '2015-08-20-卯' },
			],
		} ),
	] );
	expect( byKind.super ).toEqual( [
		expect.objectContaining( {
			name: '陽上人',
			super_name: '超薦對象',
			address: '新竹市超薦路5號',
		} ),
	] );
	expect( byKind.animal ).toEqual( [
		expect.objectContaining( {
			name: '小黑',
			gender: 'pet_female',
			birthday: '2019-05-05-吉',
			address: '台中市毛孩路6號',
			mobile: '0987654321',
			note: '怕打雷',
			is_expired_notice: false,
		} ),
	] );
} );

test( 'believer forms have no axe violation with errors showing', async ( {
	page,
} ) => {
	await page.goto( '/offerings/' );
	const pudu = await pick( page, '普渡', '普渡供品' );
	await addBeliever( pudu );
	await page
		.getByRole( 'complementary', { name: '結緣品明細' } )
		.getByRole( 'button', { name: '加入結緣品' } )
		.click();
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

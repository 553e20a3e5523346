/**
 * The year 犯太歲 is reckoned for, on the real shop: an offering's season
 * (the product's or its category's Tai Sui year, else the temple's
 * setting) set by staff on its Temple tab or its category reckons its card,
 * its button, the family book and the ritual list while other offerings
 * keep the temple's, a year that is none is refused; the settings screen
 * changes where a birth year begins and which relations count.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { emptyCart, shopPhp, simpleProduct } from './cart-helpers';
import { ADMIN } from './auth-states';
import { CUSTOMER } from './global-setup';
import {
	adminOrders,
	createOrder,
	dropOrders,
	lampBeliever,
} from './order-helpers';
import { field, lunar, saveShopSettings } from './page-helpers';
import {
	LAMP,
	REGISTER,
	BETWEEN,
	RABBIT,
	setOptions,
	lampRow,
	saveToBook,
	taiSuiShop,
	clearTaiSui,
} from './tai-sui-helpers';

test.use( { storageState: CUSTOMER } );
test.describe.configure( { mode: 'serial' } );

const SHEEP_BIRTHDAY = {
	year: '1991',
	month: '06',
	day: '15',
	time: '午',
};

let lampId = 0;

test.beforeAll( () => {
	lampId = taiSuiShop();
} );

test.afterAll( () => {
	clearTaiSui();
} );

test( 'an offering’s season: staff set the 太歲燈 to 2027 on its Temple tab, and its card, its button, the family book and the ritual list reckon 2027 丁未 while the other offerings keep the temple’s 2026', async ( {
	page,
	browser,
	playwright,
} ) => {
	// Five screens of two people, and two orders: on a loaded machine a
	// screen alone has taken a minute.
	test.slow();
	const sheep = `林羊年${ Date.now() % 100000 }`;
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	const orders = await adminOrders( playwright );
	const book = await saveToBook( { [ sheep ]: '1991-06-15-午' } );
	try {
		// The Temple tab's year, saved with the product as staff save it.
		await staff.goto( `/wp-admin/post.php?post=${ lampId }&action=edit` );
		await staff.locator( '.temple_offerings_options a' ).click();
		await staff.getByLabel( '太歲年份' ).fill( '2027' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		await expect( staff.getByLabel( '太歲年份' ) ).toHaveValue( '2027' );

		// Each row says its own season; the 光明燈 has none: the temple's 2026.
		const rows = ( await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json() ) as Array< { id: number; tai_sui_year: number } >;
		const yearOf = ( id: number ) =>
			rows.find( ( row ) => row.id === id )?.tai_sui_year;
		expect( [ yearOf( lampId ), yearOf( orders.lamp ) ] ).toEqual( [
			2027, 2026,
		] );

		// On the 光明燈's card a sheep is clear in 2026, and 值太歲 in the
		// 太歲燈's 2027, which the note says too, under the button.
		const row = await lampRow( page, sheep );
		await lunar( row, '農曆生辰', SHEEP_BIRTHDAY );
		await expect(
			row.locator( '.temple-offerings-tai-sui__hint' )
		).toHaveText( [
			'屬羊，2026 丙午年 未犯太歲',
			'屬羊，2027 丁未年 值太歲',
		] );
		await row.getByRole( 'button', { name: REGISTER } ).click();
		const lampForm = page
			.getByRole( 'region', { name: LAMP, exact: true } )
			.locator( 'fieldset.temple-offerings-believer' );
		await expect( lampForm ).toHaveCount( 1 );
		await expect( field( lampForm, '信眾姓名' ) ).toHaveValue( sheep );
		// The 太歲燈's own card: 2027 丁未, 值太歲.
		await expect(
			lampForm.locator( '.temple-offerings-tai-sui__hint' )
		).toHaveText( [ '屬羊，2027 丁未年 值太歲' ] );
		await emptyCart( page.request );

		// The family book reckons the 太歲燈's season.
		await page.goto( '/my-account/family-book/' );
		await expect(
			page
				.getByRole( 'region', { name: '2027 丁未年犯太歲的家人' } )
				.getByRole( 'listitem' )
				.filter( { hasText: sheep } )
		).toContainText( '屬羊，2027 丁未年 值太歲' );

		// The ritual list reckons each line in its own offering's season: the
		// same sheep 值太歲 on the 太歲燈, nothing on the 光明燈.
		for ( const product of [ lampId, orders.lamp ] ) {
			const order = await createOrder(
				orders.request,
				orders.headers[ 'X-WP-Nonce' ],
				product,
				'light',
				[
					lampBeliever( sheep, {
						birthday: '1991-06-15-午',
						time: '午',
					} ),
				]
			);
			orders.made.push( order.id );
		}
		await staff.goto(
			`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lampId }&products[]=${ orders.lamp }`
		);
		const table = staff.locator( 'table.temple-staff-table' );
		const headings = await table.locator( 'thead th' ).allTextContents();
		const ours = table.locator( 'tbody tr', { hasText: sheep } );
		await expect( ours ).toHaveCount( 2 );
		const at = headings.indexOf( '犯太歲' );
		const taiSuiOf = ( product: string ) =>
			ours.filter( { hasText: product } ).locator( 'td, th' ).nth( at );
		await expect( taiSuiOf( LAMP ) ).toHaveText( '值太歲' );
		await expect( taiSuiOf( '光明燈' ) ).toHaveText( '' );
		await staff.goto(
			`/wp-admin/admin.php?page=temple-offerings-ritual-list&products[]=${ lampId }&products[]=${ orders.lamp }&tai_sui=1`
		);
		await expect( ours ).toHaveCount( 1 );
		await expect( ours ).toContainText( LAMP );
	} finally {
		shopPhp(
			`$product = wc_get_product( ${ lampId } ); $product->delete_meta_data( '_temple_offerings_tai_sui_year' ); $product->save();`
		);
		await book.drop();
		await context.close();
		await dropOrders( orders );
	}
} );

test( 'a category’s Tai Sui year is its offerings’ season, a product’s own year wins over it, and a year that is none is refused', async ( {
	browser,
	page,
} ) => {
	const category = Number(
		shopPhp(
			`$term = term_exists( 'lamps-2028', 'product_cat' ) ?: wp_insert_term( '2028 燈', 'product_cat', array( 'slug' => 'lamps-2028' ) ); echo is_array( $term ) ? $term['term_id'] : $term;`
		).trim()
	);
	const later = simpleProduct( 'tai-sui-2028-lamp', '2028 平安燈', 500, [
		'light',
		'lamps-2028',
	] );
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	const yearOf = async ( id: number ) =>
		(
			( await (
				await page.request.get(
					'/wp-json/temple-offerings/v1/visible-products?category=light'
				)
			).json() ) as Array< { id: number; tai_sui_year: number } >
		 ).find( ( row ) => row.id === id )?.tai_sui_year;
	try {
		await staff.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await staff.getByLabel( '太歲年份' ).fill( '2028' );
		await staff.locator( '#edittag input[type="submit"]' ).click();
		await expect( staff.locator( '#message' ) ).toBeVisible();
		expect( await yearOf( later ) ).toBe( 2028 );

		// The product's own year wins; a year outside the lunar table is
		// refused with a message, the stored one kept.
		await staff.goto( `/wp-admin/post.php?post=${ later }&action=edit` );
		await staff.locator( '.temple_offerings_options a' ).click();
		const year = staff.getByLabel( '太歲年份' );
		await year.fill( '2027' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		expect( await yearOf( later ) ).toBe( 2027 );
		await staff.locator( '.temple_offerings_options a' ).click();
		// The browser's own check would stop 2200; the server must stop it too.
		await year.evaluate( ( input ) => input.removeAttribute( 'max' ) );
		await year.fill( '2200' );
		await Promise.all( [
			staff.waitForURL( /message=/ ),
			staff.locator( '#publish' ).click(),
		] );
		await expect( staff.locator( '#woocommerce_errors' ) ).toContainText(
			'「2028 平安燈」的太歲年份未儲存：請輸入 1800 至 2100 之間的年份。'
		);
		expect( await yearOf( later ) ).toBe( 2027 );
	} finally {
		await context.close();
		shopPhp(
			`wp_delete_post( ${ later }, true ); wp_delete_term( ${ category }, 'product_cat' );`
		);
	}
} );

test( 'the settings screen changes where a birth year begins and which relations count', async ( {
	browser,
	page,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN } );
	const staff = await context.newPage();
	try {
		await staff.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced', {
			waitUntil: 'domcontentloaded',
		} );
		await staff
			.getByLabel( '太歲：生肖年的起點' )
			.selectOption( { label: '立春' } );
		// The shop's multiple select (selectWoo): 害 破 刑 taken out by their ×.
		const chosen = staff.locator(
			'#temple_offerings_tai_sui_relations + .select2'
		);
		for ( const name of [ '害太歲', '破太歲', '刑太歲' ] ) {
			await chosen
				.locator( '.select2-selection__choice', { hasText: name } )
				.locator( '.select2-selection__choice__remove' )
				.click();
			await staff.keyboard.press( 'Escape' );
		}
		await expect(
			chosen.locator( '.select2-selection__choice' )
		).toHaveCount( 2 );
		await saveShopSettings( staff );
		await expect( staff.getByLabel( '太歲：生肖年的起點' ) ).toHaveValue(
			'li_chun'
		);
		expect(
			JSON.parse(
				shopPhp(
					`echo wp_json_encode( array( get_option( 'temple_offerings_tai_sui_boundary' ), get_option( 'temple_offerings_tai_sui_relations' ) ) );`
				)
			)
		).toEqual( [ 'li_chun', [ 'zhi', 'chong' ] ] );

		// Born between 立春 and the lunar new year: a 馬 under 立春, 值太歲.
		const hintOf = async ( name: string, born: typeof BETWEEN ) => {
			const row = await lampRow( page, name );
			await lunar( row, '農曆生辰', born );
			return row.locator( '.temple-offerings-tai-sui__hint' );
		};
		await expect( await hintOf( '陳立春', BETWEEN ) ).toHaveText(
			'屬馬，2026 丙午年 值太歲'
		);
		// The 破 the temple no longer counts.
		await expect( await hintOf( '張兔年', RABBIT ) ).toHaveText(
			'屬兔，2026 丙午年 未犯太歲'
		);
	} finally {
		await context.close();
		setOptions( {
			boundary: 'lunar_new_year',
			relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
		} );
	}
} );

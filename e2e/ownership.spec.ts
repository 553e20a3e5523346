/**
 * Each line belongs to its order, and its order to its owner, on the real
 * shop: a customer who puts another customer's line in their own order's
 * correction form (even posting a nonce printed for exactly that) gets the
 * same 404 as for a line that does not exist, and nothing changes, nothing is
 * noted on either order and no e-mail leaves; staff's correction page, its
 * save, the lamp numbers' reissue and the reopen button refuse a line of
 * another order the same way; a worshipper cannot correct over a staff
 * correction until staff reopen it; and a line keeps the cutoff in force when
 * it was paid, so opening a new season does not reopen last season's lines.
 *
 * The orders are made through WooCommerce's REST API with the line meta the
 * cart writes, for the seeded customer (`believer`) and a second customer
 * this spec makes; the spec's products are its own.
 */
/**
 * External dependencies
 */
import { test, expect, request, type BrowserContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { createOrder, orderBeliever, restNonce } from './order-helpers';
import { mails, shopPhp, simpleProduct } from './cart-helpers';

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const OTHER = 'e2e-owner-other';
const SECRET_NAME = '乙方祕密';
const SECRET_ADDRESS = '高雄市別人家路9號';
/**
 * The order screen is long and behind blocking scripts: on a busy machine its
 * Believers box is parsed well after the redirect that leads there.
 */
const ORDER_SCREEN = { timeout: 60_000 };

interface Line {
	order: number;
	believers: Array< Record< string, unknown > >;
	numbers: string[] | '';
	cutoff: string;
	staff: number[] | '';
	notes: string[];
}

/**
 * Runs e2e/php/ownership.php in the shop.
 *
 * @param args Command and its arguments.
 */
const helper = < T >( ...args: string[] ): T =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/ownership.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	) as T;

/**
 * A line as stored, with its order's notes.
 *
 * @param item Order item id.
 */
const line = ( item: number ) => helper< Line >( 'item', String( item ) );

/**
 * The nonce WordPress gives a browser context's session for an action: what
 * a form printed for that session would carry.
 *
 * @param context Signed-in browser context.
 * @param action  Nonce action.
 */
async function nonceFor( context: BrowserContext, action: string ) {
	const cookie = ( await context.cookies() ).find( ( { name } ) =>
		name.startsWith( 'wordpress_logged_in_' )
	);
	expect( cookie ).toBeDefined();
	return helper< { nonce: string } >( 'nonce', cookie?.value ?? '', action )
		.nonce;
}

/**
 * Posts a correction form by hand as a signed-in context, with what a form
 * printed for exactly that order, line and believer would carry: a valid
 * nonce for the form's action and the believer's fingerprint as stored.
 *
 * @param context  Signed-in browser context.
 * @param url      The form's address.
 * @param action   The form's nonce action.
 * @param item     The line the form names.
 * @param believer The posted values, by field.
 */
async function postForm(
	context: BrowserContext,
	url: string,
	action: string,
	item: number,
	believer: Record< string, string >
) {
	const form: Record< string, string > = {
		_wpnonce: await nonceFor( context, action ),
		was: helper< { was: string } >( 'fingerprint', String( item ), '0' )
			.was,
	};
	for ( const [ key, value ] of Object.entries( believer ) ) {
		form[ `believer[${ key }]` ] = value;
	}
	return context.request.post( url, { form } );
}

/**
 * The worshipper's form of a line's first believer, posted by hand with a
 * valid nonce and fingerprint, is refused with 403 and the message, and the
 * line stays as it was.
 *
 * @param context     The customer's signed-in context.
 * @param target      The order and its line.
 * @param target.id   Order id.
 * @param target.item Line id.
 * @param believer    The posted values, by field.
 * @param message     What the refusal says.
 */
async function expectRefused(
	context: BrowserContext,
	target: { id: number; item: number },
	believer: Record< string, string >,
	message: string
) {
	const before = line( target.item );
	const refused = await postForm(
		context,
		`/my-account/view-order/${ target.id }/?correct=${ target.item }&believer=0`,
		`temple_offerings_customer_correct_${ target.id }_${ target.item }_0`,
		target.item,
		believer
	);
	expect( refused.status() ).toBe( 403 );
	expect( await refused.text() ).toContain( message );
	expect( line( target.item ) ).toEqual( before );
}

/**
 * A day in the site's timezone (Asia/Taipei), days from today.
 *
 * @param days Days from today (negative: in the past).
 */
const taipeiDay = ( days: number ): string =>
	new Date( Date.now() + days * 86_400_000 ).toLocaleDateString( 'sv-SE', {
		timeZone: 'Asia/Taipei',
	} );

/**
 * The day as My Account writes it (2027年1月2日).
 *
 * @param day 'YYYY-MM-DD'.
 */
const fullDay = ( day: string ) => {
	const [ year, month, date ] = day.split( '-' ).map( Number );
	return `${ year }年${ month }月${ date }日`;
};

/**
 * Sets (or, with '', removes) a product's own cutoff, saved through WooCommerce.
 *
 * @param id  Product id.
 * @param day 'YYYY-MM-DD' or ''.
 */
const setCutoff = ( id: number, day: string ) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		${
			day
				? `$product->update_meta_data( '_temple_offerings_cutoff', ${ JSON.stringify(
						day
					) } );`
				: `$product->delete_meta_data( '_temple_offerings_cutoff' );`
		}
		$product->save();
	` );

test.describe( 'each line belongs to its order and its owner', () => {
	test.describe.configure( { mode: 'serial' } );

	let lamp = 0;
	let season = 0;
	let customer = 0;
	let other = 0;
	/** The seeded customer's order (two believers) and the other customer's. */
	let mine = { id: 0, item: 0 };
	let theirs = { id: 0, item: 0 };
	const made: number[] = [];

	/**
	 * A processing order of one line for a customer; its id and line id.
	 *
	 * @param product   Product id.
	 * @param owner     Customer id.
	 * @param believers Believers.
	 */
	async function order(
		product: number,
		owner: number,
		believers: Array< Record< string, unknown > >
	) {
		const context = await request.newContext( {
			baseURL: process.env.E2E_BASE_URL,
			storageState: ADMIN,
		} );
		const nonce = await restNonce( context );
		const created = await createOrder(
			context,
			nonce,
			product,
			'light',
			believers.map( ( fields ) =>
				orderBeliever( { product_category: [ 'light' ], ...fields } )
			),
			{ customer_id: owner }
		);
		const answer = await (
			await context.get( `/wp-json/wc/v3/orders/${ created.id }`, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json();
		await context.dispose();
		made.push( created.id );
		return { id: created.id, item: Number( answer.line_items[ 0 ].id ) };
	}

	test.beforeAll( async () => {
		lamp = simpleProduct( 'e2e-owner-lamp', '歸屬光明燈', 600, [
			'light',
		] );
		season = simpleProduct( 'e2e-owner-season', '換季光明燈', 600, [
			'light',
		] );
		setCutoff( lamp, '' );
		setCutoff( season, '' );
		// The lamp gives numbers, so a reissue of its lines changes something.
		shopPhp( `
			$product = wc_get_product( ${ lamp } );
			$product->update_meta_data( '_temple_offerings_number_prefix', '歸屬-' );
			$product->update_meta_data( '_temple_offerings_number_start', '1' );
			$product->update_meta_data( '_temple_offerings_number_width', '3' );
			$product->save();
		` );
		[ customer, other ] = JSON.parse(
			shopPhp( `
				$other = get_user_by( 'login', '${ OTHER }' );
				$other = $other ? $other->ID : wp_insert_user( array( 'user_login' => '${ OTHER }', 'user_pass' => 'password', 'user_email' => '${ OTHER }@example.com', 'display_name' => '乙方', 'role' => 'customer' ) );
				echo wp_json_encode( array( get_user_by( 'login', 'believer' )->ID, $other ) );
			` )
		);
		mine = await order( lamp, customer, [
			{ name: '甲方一號', address: '臺北市自己家路1號' },
			{ name: '甲方二號', address: '臺北市自己家路2號' },
		] );
		theirs = await order( lamp, other, [
			{ name: SECRET_NAME, address: SECRET_ADDRESS },
		] );
	} );

	test.afterAll( async () => {
		shopPhp( `
			foreach ( ${ JSON.stringify( made ) } as $id ) {
				$order = wc_get_order( $id );
				if ( $order ) {
					$order->delete( true );
				}
			}
			foreach ( array( ${ lamp }, ${ season } ) as $id ) {
				$product = wc_get_product( $id );
				if ( $product ) {
					$product->set_status( 'draft' );
					$product->save();
				}
			}
			require_once ABSPATH . 'wp-admin/includes/user.php';
			$user = get_user_by( 'login', '${ OTHER }' );
			if ( $user ) {
				wp_delete_user( $user->ID );
			}
		` );
	} );

	test( 'a customer who puts another customer’s line in their own order’s form gets the same 404 as for no line; nothing changes, is noted or sent', async ( {
		browser,
	} ) => {
		const before = line( theirs.item );
		const mineBefore = line( mine.item );
		const mailsBefore = mails().length;
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		const own = `/my-account/view-order/${ mine.id }/`;

		// Their line in my order's form: the same 404 as a line that does not exist.
		const stolen = await page.goto(
			`${ own }?correct=${ theirs.item }&believer=0`
		);
		expect( stolen?.status() ).toBe( 404 );
		const body = await page.locator( 'body' ).innerText();
		expect( body ).not.toContain( SECRET_NAME );
		expect( body ).not.toContain( SECRET_ADDRESS );
		const missing = await page.goto( `${ own }?correct=999999&believer=0` );
		expect( missing?.status() ).toBe( 404 );
		// Their order with its own line: 404 too, as for any order that is not mine.
		const theirOrder = await page.goto(
			`/my-account/view-order/${ theirs.id }/?correct=${ theirs.item }&believer=0`
		);
		expect( theirOrder?.status() ).toBe( 404 );
		await expect( page.locator( 'body' ) ).not.toContainText( SECRET_NAME );

		// A post carrying the nonce a form for exactly that would carry: still 404, nothing stored.
		const posted = await postForm(
			context,
			`${ own }?correct=${ theirs.item }&believer=0`,
			`temple_offerings_customer_correct_${ mine.id }_${ theirs.item }_0`,
			theirs.item,
			{ name: '被甲方改掉', address: '甲方亂填路' }
		);
		expect( posted.status() ).toBe( 404 );
		expect( await posted.text() ).not.toContain( SECRET_NAME );
		await context.close();

		expect( line( theirs.item ) ).toEqual( before );
		expect( line( mine.item ) ).toEqual( mineBefore );
		expect( mails() ).toHaveLength( mailsBefore );
	} );

	test( 'staff: a line of another order is refused on the correction page, its save, the reissue and the reopen', async ( {
		browser,
	} ) => {
		const before = line( theirs.item );
		const mineBefore = line( mine.item );
		// A numbered line, so a reissue of it would show.
		expect( before.numbers ).toHaveLength( 1 );
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		const form = `/wp-admin/admin.php?page=temple-offerings-correct-believer&order_id=${ mine.id }&item_id=${ theirs.item }&index=0`;

		const screen = await page.goto( form );
		expect( screen?.status() ).toBe( 404 );
		await expect( page.locator( 'body' ) ).toContainText(
			'找不到這位信眾。'
		);
		await expect( page.locator( 'body' ) ).not.toContainText( SECRET_NAME );

		const saved = await postForm(
			context,
			form,
			`temple_offerings_correct_${ mine.id }_${ theirs.item }_0`,
			theirs.item,
			{ address: '別張訂單改的' }
		);
		expect( saved.status() ).toBe( 404 );

		const reissue = await page.request.get(
			`/wp-admin/admin-post.php?action=temple_offerings_reissue_numbers&order_id=${
				mine.id
			}&item_id=${ theirs.item }&_wpnonce=${ await nonceFor(
				context,
				`temple_offerings_reissue_numbers_${ mine.id }_${ theirs.item }`
			) }`,
			{ maxRedirects: 0 }
		);
		expect( reissue.status() ).toBe( 404 );

		const reopen = await page.request.get(
			`/wp-admin/admin-post.php?action=temple_offerings_reopen_correction&order_id=${
				mine.id
			}&item_id=${ theirs.item }&index=0&_wpnonce=${ await nonceFor(
				context,
				`temple_offerings_reopen_correction_${ mine.id }_${ theirs.item }_0`
			) }`,
			{ maxRedirects: 0 }
		);
		expect( reopen.status() ).toBe( 404 );
		await context.close();

		expect( line( theirs.item ) ).toEqual( before );
		expect( line( mine.item ) ).toEqual( mineBefore );
	} );

	test( 'a worshipper cannot correct over a staff correction', async ( {
		browser,
	} ) => {
		const admin = await browser.newContext( { storageState: ADMIN } );
		const staff = await admin.newPage();
		const orderScreen = `/wp-admin/admin.php?page=wc-orders&action=edit&id=${ mine.id }`;
		await staff.goto( orderScreen );
		const box = staff.locator( '#temple-offerings-believers' );
		await box.getByRole( 'link', { name: '更正信眾 1' } ).click();
		await staff.getByLabel( '信眾地址' ).fill( '臺北市宮廟改過路1號' );
		await staff.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( box ).toContainText( '信眾資料已更正', ORDER_SCREEN );
		await expect( box ).toContainText(
			'已由宮廟更正：顧客無法再自行修改這位信眾的資料。'
		);
		expect( line( mine.item ).staff ).toEqual( [ 0 ] );

		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( `/my-account/view-order/${ mine.id }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			'信眾 1：甲方一號（信士）已由宮廟更正，如需修改請與宮廟聯絡。'
		);
		await expect(
			page.getByRole( 'link', { name: /^更正信眾 1 的資料/ } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: /^更正信眾 2 的資料/ } )
		).toHaveCount( 1 );

		await page.goto(
			`/my-account/view-order/${ mine.id }/?correct=${ mine.item }&believer=0`
		);
		await expect(
			page.getByRole( 'heading', { name: '信眾資料', exact: true } )
		).toBeVisible();
		await expect( page.locator( 'main' ) ).toContainText(
			'宮廟已更正這位信眾的資料，因此無法在此再修改。如有錯誤，請與宮廟聯絡。'
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'臺北市宮廟改過路1號'
		);
		await expect(
			page.getByRole( 'button', { name: '儲存更正' } )
		).toHaveCount( 0 );

		// Posted by hand with a valid nonce and fingerprint: refused, nothing stored or sent.
		const mailsBefore = mails().length;
		await expectRefused(
			context,
			mine,
			{ address: '顧客蓋過宮廟路' },
			'宮廟已更正這位信眾的資料，您的修改未儲存。'
		);
		expect( mails() ).toHaveLength( mailsBefore );
		await context.close();
		await admin.close();
	} );

	test( 'staff reopen a believer they corrected: a note says who, and the worshipper corrects it again', async ( {
		browser,
	} ) => {
		const admin = await browser.newContext( { storageState: ADMIN } );
		const staff = await admin.newPage();
		const box = staff.locator( '#temple-offerings-believers' );
		await staff.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ mine.id }`
		);
		await box.getByRole( 'link', { name: '開放顧客再次更正' } ).click();
		await expect( box ).toContainText(
			'顧客可以再次更正這位信眾的資料。',
			ORDER_SCREEN
		);
		await expect(
			box.getByRole( 'link', { name: '開放顧客再次更正' } )
		).toHaveCount( 0 );
		const reopened = line( mine.item );
		expect( reopened.staff ).toBe( '' );
		expect( reopened.notes[ 0 ] ).toBe(
			'admin 開放顧客再次更正「歸屬光明燈」第 1 位信眾的資料。'
		);
		await admin.close();

		const mailsBefore = mails().length;
		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( `/my-account/view-order/${ mine.id }/` );
		await page.getByRole( 'link', { name: /^更正信眾 1 的資料/ } ).click();
		await page.getByLabel( '信眾地址' ).fill( '臺北市顧客再改路1號' );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect( page.locator( 'main' ) ).toContainText(
			'更正的資料已儲存，並已通知宮廟。'
		);
		expect( line( mine.item ).believers[ 0 ] ).toMatchObject( {
			address: '臺北市顧客再改路1號',
		} );
		expect( mails() ).toHaveLength( mailsBefore + 1 );
		await context.close();
	} );

	test( 'a new season on the offering does not reopen corrections of a line paid under last season’s cutoff', async ( {
		browser,
	} ) => {
		// Paid while the cutoff was yesterday (staff mark a late transfer paid, say).
		const lastSeason = taipeiDay( -1 );
		setCutoff( season, lastSeason );
		const paid = await order( season, customer, [
			{ name: '去年信眾', address: '臺南市去年路1號' },
		] );
		expect( line( paid.item ).cutoff ).toBe( lastSeason );
		// A line paid before lines kept their day: today's day applies to it, as before.
		const older = await order( season, customer, [
			{ name: '舊單信眾', address: '臺南市舊單路1號' },
		] );
		shopPhp(
			`wc_delete_order_item_meta( ${ older.item }, '_temple_offerings_paid_cutoff' );`
		);

		// The new season: the offering's cutoff a year on.
		const nextSeason = taipeiDay( 365 );
		setCutoff( season, nextSeason );

		const context = await browser.newContext( { storageState: CUSTOMER } );
		const page = await context.newPage();
		await page.goto( `/my-account/view-order/${ paid.id }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( lastSeason ) }`
		);
		await expect( page.locator( 'main' ) ).toContainText(
			'已過登記截止日，資料無法再更正。'
		);
		await expect(
			page.getByRole( 'link', { name: /^更正信眾/ } )
		).toHaveCount( 0 );

		await expectRefused(
			context,
			paid,
			{ name: '新一季偷改' },
			'已過登記截止日，資料未儲存。'
		);

		await page.goto( `/my-account/view-order/${ older.id }/` );
		await expect( page.locator( 'main' ) ).toContainText(
			`登記截止日：${ fullDay( nextSeason ) }`
		);
		await expect(
			page.getByRole( 'link', { name: /^更正信眾 1 的資料/ } )
		).toHaveCount( 1 );
		await context.close();

		// Staff still correct it at any time.
		const admin = await browser.newContext( { storageState: ADMIN } );
		const staff = await admin.newPage();
		const screen = await staff.goto(
			`/wp-admin/admin.php?page=temple-offerings-correct-believer&order_id=${ paid.id }&item_id=${ paid.item }&index=0`
		);
		expect( screen?.status() ).toBe( 200 );
		await expect(
			staff.getByRole( 'button', { name: '儲存更正' } )
		).toBeVisible();
		await admin.close();
	} );
} );

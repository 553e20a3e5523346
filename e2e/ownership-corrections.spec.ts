/**
 * Whose correction holds, on the real shop: a worshipper cannot correct
 * over a staff correction until staff reopen it (a note says who, and the
 * worshipper corrects it again); a line keeps the cutoff in force when it
 * was paid, so opening a new season does not reopen last season's lines.
 *
 * The orders and products are the spec's own (ownership-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect, type BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { mails, shopPhp } from './cart-helpers';
import {
	line,
	postForm,
	setCutoff,
	ownershipOrder,
	ownershipShop,
	ownershipCleanUp,
} from './ownership-helpers';

/**
 * The order screen is long and behind blocking scripts: on a busy machine its
 * Believers box is parsed well after the redirect that leads there.
 */
const ORDER_SCREEN = { timeout: 60_000 };

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

test.describe( 'each line belongs to its order and its owner', () => {
	test.describe.configure( { mode: 'serial' } );

	let lamp = 0;
	let season = 0;
	let customer = 0;
	/** The seeded customer's order (two believers). */
	let mine = { id: 0, item: 0 };
	const made: number[] = [];

	const order = (
		product: number,
		owner: number,
		believers: Array< Record< string, unknown > >
	) => ownershipOrder( product, owner, believers, made );

	test.beforeAll( async () => {
		( { lamp, season, customer, mine } = await ownershipShop( made ) );
	} );

	test.afterAll( () => {
		ownershipCleanUp( made, [ lamp, season ] );
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

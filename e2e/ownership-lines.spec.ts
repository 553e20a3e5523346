/**
 * Each line belongs to its order, and its order to its owner, on the real
 * shop: a customer who puts another customer's line in their own order's
 * correction form (even posting a nonce printed for exactly that) gets the
 * same 404 as for a line that does not exist, and nothing changes, nothing is
 * noted on either order and no e-mail leaves; staff's correction page, its
 * save, the lamp numbers' reissue and the reopen button refuse a line of
 * another order the same way.
 *
 * The orders and products are the spec's own (ownership-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { mails } from './cart-helpers';
import {
	SECRET_NAME,
	SECRET_ADDRESS,
	line,
	nonceFor,
	postForm,
	ownershipShop,
	ownershipCleanUp,
} from './ownership-helpers';

test.describe( 'each line belongs to its order and its owner', () => {
	test.describe.configure( { mode: 'serial' } );

	let lamp = 0;
	let season = 0;
	/** The seeded customer's order (two believers) and the other customer's. */
	let mine = { id: 0, item: 0 };
	let theirs = { id: 0, item: 0 };
	const made: number[] = [];

	test.beforeAll( async () => {
		( { lamp, season, mine, theirs } = await ownershipShop( made ) );
	} );

	test.afterAll( () => {
		ownershipCleanUp( made, [ lamp, season ] );
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
} );

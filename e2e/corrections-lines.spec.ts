/**
 * Staff corrections of whole lines on the real shop: two staff correcting
 * two believers of one line at the same moment both keep theirs; a gift's
 * family registrants are corrected in place, their number kept; the
 * posts-storage order screen corrects the same way.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	createOrder,
	restNonce,
	wcProductId,
	deleteOrders,
} from './order-helpers';
import {
	believer,
	REPO,
	WP_DIR,
	SHOTS,
	type Stored,
	helper,
	correctionsOrder,
} from './corrections-helpers';

test.describe( 'staff corrections', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orderId = 0;
	/** Every order this spec makes, removed afterwards. */
	const made: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		orderId = await correctionsOrder( browser );
		made.push( orderId );
	} );

	test.afterAll( async ( { browser } ) => {
		expect( await deleteOrders( browser, made ) ).toEqual(
			made.map( () => 200 )
		);
	} );

	test( 'two staff correcting two believers of one line at the same moment: both corrections are kept', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const nonce = await restNonce( context.request );
		const lamp = await wcProductId(
			context.request,
			nonce,
			'guangming-lamp'
		);
		const raced = await createOrder(
			context.request,
			nonce,
			lamp,
			'light',
			[
				believer( { name: '同時甲', address: '臺北市甲路1號' } ),
				believer( { name: '同時乙', address: '臺北市乙路2號' } ),
			]
		);
		made.push( raced.id );
		const items = await (
			await context.request.get( `/wp-json/wc/v3/orders/${ raced.id }`, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json();
		await context.close();

		const result = JSON.parse(
			execFileSync(
				'php',
				[
					path.join( REPO, 'e2e/php/correction-race.php' ),
					WP_DIR,
					'race',
					String( raced.id ),
					String( items.line_items[ 0 ].id ),
					'高雄市甲改路10號',
					'臺中市乙改路20號',
				],
				{ encoding: 'utf8', timeout: 120_000 }
			)
		) as {
			exits: Array< { code: number; stderr: string } >;
			addresses: string[];
			notes: string[];
		};
		expect( result.exits ).toEqual( [
			{ code: 0, stderr: '' },
			{ code: 0, stderr: '' },
		] );
		expect( result.addresses ).toEqual( [
			'高雄市甲改路10號',
			'臺中市乙改路20號',
		] );
		const notes = result.notes.join( '\n' );
		expect( notes ).toContain( '臺北市甲路1號 → 高雄市甲改路10號' );
		expect( notes ).toContain( '臺北市乙路2號 → 臺中市乙改路20號' );
	} );

	test( 'family registrants are corrected in place; how many there are stays', async ( {
		page,
	} ) => {
		const nonce = await restNonce( page.request );
		const charm = await wcProductId( page.request, nonce, 'pingan-charm' );
		const giftOrder = (
			await createOrder( page.request, nonce, charm, 'gift', [
				believer( {
					name: '王家長',
					birthday: '1960-02-03-吉',
					address: '新竹市闔家路5號',
					product_category: [ 'gift' ],
					depends_people: [
						{
							name: '王大明',
							gender: 'male',
							birthday: '1950-02-03-吉',
						},
						{
							name: '王小美',
							gender: 'girl',
							birthday: '2015-01-01-亥',
						},
					],
				} ),
			] )
		).id;
		made.push( giftOrder );
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ giftOrder }`
		);
		await page
			.locator( '#temple-offerings-believers' )
			.getByRole( 'link', { name: '更正信眾 1' } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: '闔家登記人 2' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: '闔家登記人 3' } )
		).toHaveCount( 0 );
		await page
			.locator( '#temple-correct-depends-people-0-name' )
			.fill( '王大同' );
		await page.screenshot( {
			path: path.join( SHOTS, 'corrections-registrants-1280.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: '儲存更正' } ).click();
		await expect(
			page.locator( '#woocommerce-order-notes .note_content' ).first()
		).toContainText(
			'闔家登記人 1：王大明（信士，民國39年 02月 03日 吉） → 王大同（信士，民國39年 02月 03日 吉）'
		);
		const stored = helper< Stored >( 'line', String( giftOrder ) );
		expect( stored.believers[ 0 ].depends_people ).toEqual( [
			{ name: '王大同', gender: 'male', birthday: '1950-02-03-吉' },
			{ name: '王小美', gender: 'girl', birthday: '2015-01-01-亥' },
		] );
	} );

	test( 'the posts-storage order screen corrects the same way', async ( {
		page,
	} ) => {
		expect( helper< { hpos: string } >( 'storage', 'posts' ).hpos ).toBe(
			'no'
		);
		try {
			await page.goto(
				`/wp-admin/post.php?post=${ orderId }&action=edit`
			);
			await page
				.locator( '#temple-offerings-believers' )
				.getByRole( 'link', { name: '更正信眾 2' } )
				.click();
			await expect( page.getByLabel( '手機' ) ).toHaveValue(
				'0912345678'
			);
			await page.getByLabel( '手機' ).fill( '0987-654-321' );
			await page.getByRole( 'button', { name: '儲存更正' } ).click();
			await expect( page ).toHaveURL( /post\.php\?post=\d+&action=edit/ );
			await expect(
				page.locator( '#temple-offerings-believers' )
			).toContainText( '0987-654-321' );
			await expect(
				page.locator( '#woocommerce-order-notes .note_content' ).first()
			).toContainText( '手機：0912345678 → 0987-654-321' );
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.locator( '#temple-offerings-believers' ).screenshot( {
				path: path.join( SHOTS, 'corrections-box-legacy-1280.png' ),
			} );
		} finally {
			expect( helper< { hpos: string } >( 'storage', 'hpos' ).hpos ).toBe(
				'yes'
			);
		}
		const stored = helper< Stored >( 'line', String( orderId ) );
		expect( stored.believers[ 1 ] ).toMatchObject( {
			name: '林不變',
			mobile: '0987-654-321',
		} );
	} );
} );

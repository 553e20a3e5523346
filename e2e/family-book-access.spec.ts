/**
 * Reaching the family book (家人名冊) in My Account, on the real shop: after
 * activation the tab answers without anyone saving permalinks; without
 * JavaScript the tab says the book needs it; another user never sees,
 * changes or deletes the customer's people.
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
import { CUSTOMER } from './global-setup';
import { signIn } from './request-helpers';

const BOOK = '/my-account/family-book/';
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );

/**
 * Runs e2e/php/rewrite-rules.php in the shop.
 *
 * @param command strip, activate or count.
 * @return How many stored rules name the endpoint.
 */
const rewriteRules = ( command: string ): number =>
	(
		JSON.parse(
			execFileSync(
				'php',
				[
					path.join( __dirname, 'php/rewrite-rules.php' ),
					WP_DIR,
					command,
				],
				{ encoding: 'utf8', timeout: 120_000 }
			)
		) as { rules: number }
	 ).rules;

test.describe( 'the customer', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'after activation the tab answers without anyone saving permalinks', async ( {
		page,
	} ) => {
		// Rules built before the plugin had the endpoint: the tab is a 404.
		expect( rewriteRules( 'strip' ) ).toBe( 0 );
		expect( ( await page.request.get( BOOK ) ).status() ).toBe( 404 );
		// Activation: the next request rebuilds the rules, and is answered.
		expect( rewriteRules( 'activate' ) ).toBe( 0 );
		const answer = await page.request.get( BOOK );
		expect( answer.status() ).toBe( 200 );
		expect( await answer.text() ).toContain( 'temple-offerings-book' );
		expect( rewriteRules( 'count' ) ).toBeGreaterThan( 0 );
	} );

	test( 'without JavaScript the tab says the book needs it, and has no form of its own', async ( {
		page,
	} ) => {
		// The page as served, before any script: Chromium run by Playwright
		// with scripts disabled still parses <noscript> as text, so the
		// served HTML is what is checked.
		const answer = await page.request.get( BOOK );
		expect( answer.status() ).toBe( 200 );
		const html = await answer.text();
		const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(
			html.slice( html.indexOf( 'temple-offerings-book' ) )
		)?.[ 1 ];
		expect( noscript ).toContain(
			'<p>家人名冊需要 JavaScript。請在瀏覽器中啟用 JavaScript，才能查看及編輯名冊中的家人。</p>'
		);
		// It also hides the "loading" line, which only a script would replace.
		expect( noscript ).toContain(
			'.temple-offerings-book__loading{display:none}'
		);
		const content = html.slice(
			html.indexOf( 'woocommerce-MyAccount-content' )
		);
		expect(
			content.slice( 0, content.indexOf( '</noscript>' ) )
		).not.toContain( '<form' );
	} );
} );

test( 'another user never sees, changes or deletes them', async ( {
	browser,
} ) => {
	const owner = await signIn( 'believer' );
	const name = `他人不見${ Date.now() % 100000 }`;
	const made = await owner.api.post(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': owner.nonce },
			data: {
				believers: [
					{
						product_category: [ 'light' ],
						data: {
							id: 'x',
							product_category: [ 'light' ],
							name,
							gender: 'male',
							address: '台北市隱私路1號',
							birthday: '1990-01-01-吉',
							time: '吉',
							super_name: '',
							deceased_name: '',
							deceased_gender: '',
							deceased_birthday: '吉-吉-吉-吉',
							deceased_death_anniversary: '吉-吉-吉-吉',
							deceased_address: '',
							depends_people: [],
							mobile: '',
							email: '',
							note: '',
							is_expired_notice: false,
						},
					},
				],
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const [ { id } ] = ( await made.json() ) as { id: number }[];

	const admin = await signIn( 'admin' );
	const login = `book-other-${ Date.now() % 100000 }`;
	await admin.utils.createUser( {
		username: login,
		email: `${ login }@example.test`,
		password: 'password',
		roles: [ 'customer' ],
	} );
	const other = await signIn( login );
	const list = await other.api.get(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': other.nonce },
		}
	);
	expect( list.status() ).toBe( 200 );
	expect( JSON.stringify( await list.json() ) ).not.toContain( name );
	for ( const method of [ 'put', 'delete' ] as const ) {
		const answer = await other.api[ method ](
			`/wp-json/temple-offerings/v1/believers/${ id }`,
			{
				headers: { 'X-WP-Nonce': other.nonce },
				data: { product_category: [ 'light' ], data: {} },
			}
		);
		expect( answer.status() ).toBe( 404 );
	}

	// Their own book page shows nothing of the owner's.
	const context = await browser.newContext( {
		storageState: await other.api.storageState(),
	} );
	const page = await context.newPage();
	await page.goto( BOOK );
	await expect(
		page.getByRole( 'heading', { name: '一般', level: 2 } )
	).toBeVisible();
	await expect( page.getByText( name ) ).toHaveCount( 0 );
	await context.close();

	// Still the owner's, unchanged.
	const mine = await owner.api.get(
		'/wp-json/temple-offerings/v1/believers',
		{
			headers: { 'X-WP-Nonce': owner.nonce },
		}
	);
	expect( JSON.stringify( await mine.json() ) ).toContain( name );
	for ( const user of [ owner, admin, other ] ) {
		await user.api.dispose();
	}
} );

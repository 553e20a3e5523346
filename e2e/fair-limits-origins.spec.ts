/**
 * Who the write limits count, on the real shop: another site's posts with a
 * worshipper's cookies are refused before they count; the client's address
 * is read through trusted proxies only; counter rows never show an address.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { createHash } from 'node:crypto';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
	type AjaxAnswer,
} from './cart-helpers';
import {
	clearRateCounters,
	cookielessAdd,
	counted,
	countedEach,
	expectError,
	freshWindow,
	inFours,
	newCustomer,
	rateRows,
} from './rate-helpers';
import { saveShopSettings } from './page-helpers';
import { signIn } from './request-helpers';
import {
	BASE,
	MISMATCH_CODE,
	goodAdd,
	mismatchedAdd,
	storeAddOf,
	type StoreAddArgs,
} from './fair-limits-helpers';

const SITE = new URL( BASE ).origin;
const FOREIGN = 'https://evil.example';
const BELIEVERS = '/wp-json/temple-offerings/v1/believers';
const ORIGIN_CODE = 'temple_offerings_invalid_origin';

let lamp = 0;

// The helpers' adds, of this file's lamp.
const mismatched = () => mismatchedAdd( lamp );
const storeAdd = ( ...args: StoreAddArgs ) => storeAddOf( lamp, ...args );

/**
 * The wc-ajax add as a request context posts it, with more headers.
 *
 * @param api     Context (its cookies go along).
 * @param fields  Form fields.
 * @param headers More headers.
 */
async function postAdd(
	api: APIRequestContext,
	fields: Record< string, string >,
	headers: Record< string, string >
): Promise< AjaxAnswer > {
	const response = await api.post( '/?wc-ajax=add_to_cart', {
		multipart: fields,
		headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as AjaxAnswer;
}

/**
 * Saves the trusted-proxies setting as staff do, through WooCommerce →
 * Settings → Advanced, and returns what was stored.
 *
 * @param page  An admin's page.
 * @param text  What is typed in the field.
 * @param shown What the field shows once saved.
 */
async function saveTrustedProxies(
	page: Page,
	text: string,
	shown: string
): Promise< string > {
	await page.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced', {
		waitUntil: 'domcontentloaded',
	} );
	const field = page.getByLabel( '信任的代理伺服器' );
	// In the plugin's section, with keep-data on uninstall.
	await expect(
		page.locator( 'table.form-table', { has: field } )
	).toContainText( '解除安裝時保留資料' );
	await field.fill( text );
	await saveShopSettings( page );
	await expect( field ).toHaveValue( shown );
	return shopPhp(
		`echo get_option( TempleOfferings\\Security\\TrustedProxies::OPTION );`
	);
}

test.beforeAll( async ( { request } ) => {
	lamp = await productId( request, 'guangming-lamp' );
	shopPhp(
		`delete_option( TempleOfferings\\Security\\TrustedProxies::OPTION );`
	);
	clearRateCounters();
} );

test.afterAll( () => {
	shopPhp(
		`delete_option( TempleOfferings\\Security\\TrustedProxies::OPTION );`
	);
	clearRateCounters();
} );

test( 'another site’s posts with a worshipper’s cookies are refused by Origin or Referer on every offering write and spend nothing; then the worshipper’s own adds go in', async () => {
	const user = newCustomer( 'csrf' );
	const { api, nonce } = await signIn( user.login );
	clearRateCounters();
	await freshWindow( 40 );
	const { nonce: storeNonce } = await storeCart( api );

	// More than the 60 writes a minute the worshipper has: none of them may count.
	const forged = await inFours( 61, ( i ) =>
		postAdd( api, goodAdd( lamp, `偽造${ i }` ), { Origin: FOREIGN } )
	);
	expect(
		forged.filter( ( answer ) => answer.code === ORIGIN_CODE )
	).toHaveLength( 61 );
	// A form post that carries only a Referer is read by it.
	const byReferer = await postAdd( api, goodAdd( lamp, '偽造' ), {
		Referer: `${ FOREIGN }/offerings/`,
	} );
	expect( byReferer.code ).toBe( ORIGIN_CODE );
	// The Store API's add and the plugin's REST write alike.
	await expectError(
		await storeAdd( api, storeNonce, '偽', { Origin: FOREIGN } ),
		403,
		ORIGIN_CODE
	);
	await expectError(
		await api.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce, Origin: FOREIGN },
			data: {
				believers: [
					{
						product_category: [ 'light' ],
						data: lightBeliever( '偽' ),
					},
				],
			},
		} ),
		403,
		ORIGIN_CODE
	);
	expect( ( await storeCart( api ) ).items ).toEqual( [] );
	expect( counted( `accepted:user:${ user.id }` ) ).toBe( 0 );
	expect( counted( `refused:user:${ user.id }` ) ).toBe( 0 );

	// The worshipper's own page: the wc-ajax add and the Store API.
	const own = await postAdd( api, goodAdd( lamp, '本人' ), {
		Origin: SITE,
		Referer: `${ SITE }/offerings/`,
	} );
	expect( own.error, JSON.stringify( own ) ).toBeUndefined();
	const store = await storeAdd( api, storeNonce, '本人二', {
		Origin: SITE,
	} );
	expect( store.status(), await store.text() ).toBe( 201 );
	expect( ( await storeCart( api ) ).items ).toHaveLength( 2 );
	expect( counted( `accepted:user:${ user.id }` ) ).toBe( 2 );
	await api.dispose();
} );

test.describe( 'the client’s address', () => {
	test.use( { storageState: ADMIN } );

	test( 'a made-up X-Forwarded-For from a peer the site does not trust is ignored; a trusted proxy’s right-most untrusted address is counted', async ( {
		page,
	} ) => {
		// WooCommerce's settings screen and a PHP process for each look into the database.
		test.slow();
		// Which address one add is counted on, from zero.
		const countedOn = async ( forwarded: string ) => {
			clearRateCounters();
			await cookielessAdd( mismatched(), {
				'X-Forwarded-For': forwarded,
			} );
			const addresses = [ '127.0.0.1', '203.0.113.77', '1.2.3.4' ];
			const counts = countedEach(
				addresses.map( ( address ) => `refused:address:${ address }` )
			);
			return addresses.filter( ( _address, i ) => counts[ i ] === 1 );
		};

		// No trusted proxies (the default): the peer is the client.
		expect( await countedOn( '203.0.113.77' ) ).toEqual( [ '127.0.0.1' ] );

		// Trusting other proxies, saved by staff (what is no address is dropped):
		// this peer (127.0.0.1) is still not one of them.
		expect(
			await saveTrustedProxies(
				page,
				' 10.0.0.0/8 \nnot-an-address, nonsense/99',
				'10.0.0.0/8'
			)
		).toBe( '10.0.0.0/8' );
		expect( await countedOn( '203.0.113.77' ) ).toEqual( [ '127.0.0.1' ] );

		// Trusting this peer (an nginx in front) and a private range behind it:
		// the proxies' hops are skipped, what the client wrote on the left is not read.
		shopPhp(
			`update_option( TempleOfferings\\Security\\TrustedProxies::OPTION, "127.0.0.1\\n10.0.0.0/8" );`
		);
		expect( await countedOn( '1.2.3.4, 203.0.113.77, 10.1.2.3' ) ).toEqual(
			[ '203.0.113.77' ]
		);
		expect( await countedOn( '203.0.113.77' ) ).toEqual( [
			'203.0.113.77',
		] );
	} );
} );

test( 'rate rows are named by a keyed hash of who is counted, never by an md5 of the address', async () => {
	clearRateCounters();
	const answer = await cookielessAdd( mismatched() );
	expect( answer.code ).toBe( MISMATCH_CODE );
	const rows = rateRows();
	expect( rows ).toHaveLength( 1 );
	const hash = ( algorithm: string, text: string ) =>
		createHash( algorithm ).update( text ).digest( 'hex' );
	for ( const plain of [
		'127.0.0.1',
		'address:127.0.0.1',
		'refused:address:127.0.0.1',
		'accepted:address:127.0.0.1',
	] ) {
		for ( const algorithm of [ 'md5', 'sha1', 'sha256' ] ) {
			expect( rows[ 0 ] ).not.toContain( hash( algorithm, plain ) );
		}
		expect( rows[ 0 ] ).not.toContain( plain );
	}
	// The HMAC with the site's own salt, computed here without the plugin's code.
	const keyed = shopPhp(
		`echo hash_hmac( 'sha256', 'refused:address:127.0.0.1', wp_salt( 'nonce' ) );`
	).trim();
	expect( rows[ 0 ].endsWith( `_${ keyed }` ) ).toBe( true );
} );

/**
 * Limits on what one visitor can make the shop do, on the real shop: a byte
 * cap on every REST write, maxItems on every list, believers per cart, a
 * write rate per visitor in two budgets, accepted and refused
 * writes (REST and the wc-ajax add share them), the
 * per-user limit of saved believers under parallel requests, real categories
 * only (the visible-products cache has its own spec, products-cache.spec.ts), no
 * `Origin: null`, saved believers out of reach of WordPress's own screens and
 * APIs, and a deleted user's believers never handed to another account.
 * Every refusal is checked to have changed nothing.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	storeCart,
	type AjaxAnswer,
	type Believer,
} from './cart-helpers';
import {
	RATE_CODE,
	RATE_MESSAGE,
	clearRateCounters,
	expectError,
	expectRateLimited,
	freshWindow,
	newCustomer,
} from './rate-helpers';
import { signIn } from './request-helpers';

test.describe.configure( { mode: 'serial' } );

const BASE = process.env.E2E_BASE_URL ?? '';
const API = '/wp-json/temple-offerings/v1';
const BELIEVERS = `${ API }/believers`;
/** The site is in zh_TW: refusals are read in the worshipper's language. */
const TOO_LARGE_MESSAGE = '一次送出的資料過多';

type Saved = {
	id: number;
	product_category: string[];
	data: Record< string, unknown >;
};

/**
 * A saved-believers item.
 *
 * @param name       Believer's name.
 * @param categories The item's product_category.
 */
function savedItem(
	name: string,
	categories: string[] = [ 'light' ]
): { product_category: string[]; data: Believer } {
	return {
		product_category: categories,
		data: { ...lightBeliever( name ), product_category: categories },
	};
}

/**
 * A value as PHP source (an array for an object), for shopPhp().
 *
 * @param value Any JSON value.
 */
function phpValue( value: unknown ): string {
	const json = Buffer.from( JSON.stringify( value ) ).toString( 'base64' );
	return `json_decode( base64_decode( '${ json }' ), true )`;
}

/**
 * Saved believers of a user, straight from the database (every status).
 *
 * @param userId Owner.
 */
function storedCount( userId: number ): number {
	return Number(
		shopPhp(
			`echo ( new TempleOfferings\\Account\\BelieverStore() )->count( ${ userId } );`
		).trim()
	);
}

/**
 * What a refused request must leave alone: the cart's lines.
 *
 * @param api Context whose cookies hold the cart.
 */
async function cartLines( api: APIRequestContext ): Promise< string > {
	const cart = await storeCart( api );
	return JSON.stringify(
		cart.items.map( ( item ) => [ item.key, item.quantity ] )
	);
}

let lamp = 0;

test.beforeAll( async ( { request } ) => {
	lamp = await productId( request, 'guangming-lamp' );
	clearRateCounters();
} );

test.afterAll( () => {
	clearRateCounters();
} );

test.describe( 'byte cap and list limits', () => {
	let user: { id: number; login: string };
	let api: APIRequestContext;
	let nonce: string;
	let saved: Saved;

	test.beforeAll( async () => {
		user = newCustomer( 'caps' );
		( { api, nonce } = await signIn( user.login ) );
		const created = await api.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce },
			data: { believers: [ savedItem( '限額甲' ) ] },
		} );
		expect( created.status() ).toBe( 201 );
		[ saved ] = ( await created.json() ) as Saved[];
	} );

	test.afterAll( async () => {
		await api.dispose();
	} );

	test( 'every write route refuses a body over its cap with a translated 413 and stores nothing', async () => {
		const big = 'x'.repeat( 100 * 1024 );
		const headers = { 'X-WP-Nonce': nonce };
		const before = await ( await api.get( BELIEVERS, { headers } ) ).text();

		const refusals: Array< [ string, Promise< APIResponse > ] > = [
			[
				'POST believers',
				api.post( BELIEVERS, {
					headers,
					data: { believers: [ savedItem( big ) ] },
				} ),
			],
			[
				'PUT believers/<id>',
				api.put( `${ BELIEVERS }/${ saved.id }`, {
					headers,
					data: savedItem( big ),
				} ),
			],
			[
				'PATCH believers/<id>',
				api.patch( `${ BELIEVERS }/${ saved.id }`, {
					headers,
					data: savedItem( big ),
				} ),
			],
			[
				'DELETE believers/<id> with a body',
				api.delete( `${ BELIEVERS }/${ saved.id }`, {
					headers: { ...headers, 'Content-Type': 'application/json' },
					data: JSON.stringify( { padding: big } ),
				} ),
			],
			[
				'a method override to DELETE',
				api.post( `${ BELIEVERS }/${ saved.id }`, {
					headers: { ...headers, 'X-HTTP-Method-Override': 'DELETE' },
					data: { padding: big },
				} ),
			],
			[
				'the route in other letter case',
				api.post( '/wp-json/Temple-Offerings/v1/Believers', {
					headers,
					data: { believers: [ savedItem( big ) ] },
				} ),
			],
			[
				'a form-encoded body',
				api.post( BELIEVERS, {
					headers,
					form: { padding: big },
				} ),
			],
		];
		for ( const [ what, pending ] of refusals ) {
			const response = await pending;
			expect( response.status(), what ).toBe( 413 );
			const body = await response.json();
			expect( body.code, what ).toBe(
				'temple_offerings_payload_too_large'
			);
			expect( body.message, what ).toBe( TOO_LARGE_MESSAGE );
		}
		expect( await ( await api.get( BELIEVERS, { headers } ) ).text() ).toBe(
			before
		);
		// Just under the cap is no 413: the cap is where it says.
		const fits = await api.put( `${ BELIEVERS }/${ saved.id }`, {
			headers,
			data: {
				...savedItem( '限額甲' ),
				padding: 'x'.repeat( 90 * 1024 ),
			},
		} );
		expect( fits.status() ).toBe( 200 );
	} );

	test( 'lists past their maxItems are refused before anything is stored', async () => {
		const headers = { 'X-WP-Nonce': nonce };
		const count = storedCount( user.id );
		const tooMany = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: Array.from( { length: 201 }, () => ( {
					product_category: [ 'light' ],
					data: {},
				} ) ),
			},
		} );
		await expectError( tooMany, 400, 'rest_invalid_param' );
		const family = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					{
						product_category: [ 'gift' ],
						data: {
							...lightBeliever( '王小明' ),
							depends_people: Array.from(
								{ length: 21 },
								() => ( {
									name: '王小華',
									gender: 'female',
									birthday: '1990-01-01-吉',
								} )
							),
						},
					},
				],
			},
		} );
		await expectError( family, 400, 'rest_invalid_param' );
		const categories = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					savedItem(
						'王小明',
						Array.from( { length: 51 }, ( _, i ) => `c${ i }` )
					),
				],
			},
		} );
		await expectError( categories, 400, 'rest_invalid_param' );
		expect( storedCount( user.id ) ).toBe( count );
	} );

	test( 'a saved believer keeps only categories the shop has', async () => {
		const headers = { 'X-WP-Nonce': nonce };
		const created = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					savedItem( '限額乙', [ 'made-up-slug', 'light', 'x%20y' ] ),
				],
			},
		} );
		expect( created.status() ).toBe( 201 );
		const [ row ] = ( await created.json() ) as Saved[];
		expect( row.product_category ).toEqual( [ 'light' ] );
		expect( row.data.product_category ).toEqual( [ 'light' ] );

		const updated = await api.put( `${ BELIEVERS }/${ row.id }`, {
			headers,
			data: savedItem( '限額乙', [ 'pudu-fake', 'light' ] ),
		} );
		expect(
			( ( await updated.json() ) as Saved ).product_category
		).toEqual( [ 'light' ] );
		// What the database holds, not only what the answer said.
		const stored = JSON.parse(
			shopPhp( `
				echo wp_json_encode( array(
					get_post_meta( ${ row.id }, TempleOfferings\\Account\\BelieverStore::META_CATEGORIES, true ),
					get_post_meta( ${ row.id }, TempleOfferings\\Account\\BelieverStore::META_DATA, true )['product_category'],
				) );
			` )
		);
		expect( stored ).toEqual( [ [ 'light' ], [ 'light' ] ] );

		const count = storedCount( user.id );
		const onlyMadeUp = await api.post( BELIEVERS, {
			headers,
			data: { believers: [ savedItem( '限額丙', [ 'no-such-cat' ] ) ] },
		} );
		await expectError(
			onlyMadeUp,
			400,
			'temple_offerings_invalid_believer'
		);
		expect( storedCount( user.id ) ).toBe( count );
	} );
} );

test.describe( 'believers per cart', () => {
	test( 'a cart holds at most 200 believers; an add past it is refused by name and changes nothing', async () => {
		const guest = await playwrightRequest.newContext( { baseURL: BASE } );
		const hundred = ( prefix: string ) =>
			Array.from( { length: 100 }, ( _, i ) =>
				lightBeliever( `${ prefix }${ i }` )
			);
		expect(
			( await addBelievers( guest, lamp, hundred( '甲' ) ) ).error
		).toBeUndefined();
		expect(
			( await addBelievers( guest, lamp, hundred( '乙' ) ) ).error
		).toBeUndefined();
		const before = await cartLines( guest );
		expect(
			( await storeCart( guest ) ).items.reduce(
				( sum, item ) => sum + item.quantity,
				0
			)
		).toBe( 200 );

		const ajax = await addBelievers( guest, lamp, [
			lightBeliever( '丙' ),
		] );
		expect( ajax.error ).toBe( true );
		expect( ajax.code ).toBe( 'temple_offerings_cart_full' );
		expect( ajax.message ).toBe(
			'祈福袋最多可登記 200 位信眾，目前已有 200 位，請先結帳或移除部分結緣品'
		);

		expect( await cartLines( guest ) ).toBe( before );
		await guest.dispose();
	} );
} );

test.describe( 'saved believers under parallel requests', () => {
	// [ saved already, believers per request, requests that fit ]. 20 requests
	// of one at 195, and of fifty at 100: fifty inserts per request keep the
	// gap between counting and the last insert wide, so requests that were not
	// serialized would be seen overlapping (without the lock, 3 of them pass).
	const cases: Array< [ number, number, number ] > = [
		[ 195, 1, 5 ],
		[ 100, 50, 2 ],
	];
	for ( const [ seeded, each, fit ] of cases ) {
		test( `20 parallel saves of ${ each } at ${ seeded } stored end at exactly 200`, async () => {
			const user = newCustomer( `race-${ each }` );
			shopPhp( `
				$store = new TempleOfferings\\Account\\BelieverStore();
				$data  = ( new TempleOfferings\\Domain\\BelieverSanitizer() )->sanitize_believer( ${ phpValue(
					lightBeliever( '預存' )
				) } );
				for ( $i = 0; $i < ${ seeded }; $i++ ) {
					$store->create( ${ user.id }, array( 'light' ), $data );
				}
			` );
			expect( storedCount( user.id ) ).toBe( seeded );
			const { api, nonce } = await signIn( user.login );
			const answers = await Promise.all(
				Array.from( { length: 20 }, ( _, i ) =>
					api.post( BELIEVERS, {
						headers: { 'X-WP-Nonce': nonce },
						data: {
							believers: Array.from(
								{ length: each },
								( _item, j ) => savedItem( `並行${ i }-${ j }` )
							),
						},
					} )
				)
			);
			const statuses = answers.map( ( answer ) => answer.status() );
			expect(
				statuses.filter( ( status ) => status === 201 )
			).toHaveLength( fit );
			expect(
				statuses.filter( ( status ) => status === 400 )
			).toHaveLength( 20 - fit );
			for ( const answer of answers.filter(
				( a ) => a.status() === 400
			) ) {
				const body = await answer.json();
				expect( body.code ).toBe(
					'temple_offerings_too_many_believers'
				);
				expect( body.message ).toBe(
					'常用名單最多可儲存 200 筆，請先刪除部分資料'
				);
			}
			expect( storedCount( user.id ) ).toBe( 200 );
			await api.dispose();
		} );
	}
} );

test.describe( 'write rate per visitor', () => {
	test( 'a logged-in user gets 60 writes a minute, each counted once; parallel extra ones are a translated 429 with the wait and store nothing', async () => {
		const user = newCustomer( 'rate' );
		const { api, nonce } = await signIn( user.login );
		await freshWindow( 25 );
		// Reads are not writes (WordPress runs the write check of the route for its Allow header).
		for ( let i = 0; i < 5; i++ ) {
			const read = await api.get( BELIEVERS, {
				headers: { 'X-WP-Nonce': nonce },
			} );
			expect( read.headers().allow ).toBe( 'GET, POST' );
		}
		const answers = await Promise.all(
			Array.from( { length: 70 }, ( _, i ) =>
				api.post( BELIEVERS, {
					headers: {
						'X-WP-Nonce': nonce,
						'X-Forwarded-For': `203.0.113.${ i }`,
					},
					data: { believers: [ savedItem( `頻率${ i }` ) ] },
				} )
			)
		);
		const statuses = answers.map( ( answer ) => answer.status() );
		expect( statuses.filter( ( status ) => status === 201 ) ).toHaveLength(
			60
		);
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			10
		);
		for ( const refused of answers.filter( ( a ) => a.status() === 429 ) ) {
			await expectRateLimited( refused );
		}
		expect( storedCount( user.id ) ).toBe( 60 );
		await api.dispose();
	} );

	test( 'refused REST writes have a budget of their own: past it they are a 429, and the user’s next good write is stored', async () => {
		const user = newCustomer( 'refused' );
		const { api, nonce } = await signIn( user.login );
		await freshWindow( 25 );
		const headers = { 'X-WP-Nonce': nonce };
		// Past the schema (which allows an empty name), refused by the form's rules.
		const nameless = { believers: [ savedItem( '' ) ] };
		const answers = await Promise.all(
			Array.from( { length: 60 }, () =>
				api.post( BELIEVERS, { headers, data: nameless } )
			)
		);
		expect(
			answers
				.map( ( answer ) => answer.status() )
				.filter( ( s ) => s === 400 )
		).toHaveLength( 60 );
		await expectError(
			answers[ 0 ],
			400,
			'temple_offerings_invalid_believer'
		);
		await expectRateLimited(
			await api.post( BELIEVERS, { headers, data: nameless } )
		);
		const good = await api.post( BELIEVERS, {
			headers,
			data: { believers: [ savedItem( '好好存' ) ] },
		} );
		expect( good.status(), await good.text() ).toBe( 201 );
		expect( storedCount( user.id ) ).toBe( 1 );
		await api.dispose();
	} );

	test( 'a guest session’s refused adds spend only their own budget: past it they are refused with the wait, the cart unchanged, and the next good add goes in', async () => {
		await freshWindow( 25 );
		const guest = await playwrightRequest.newContext( { baseURL: BASE } );
		// The first add opens the session (counted on the address), the rest on the session.
		expect(
			( await addBelievers( guest, lamp, [ lightBeliever( '甲' ) ] ) )
				.error
		).toBeUndefined();
		const before = await cartLines( guest );
		const mismatched = {
			product_id: String( lamp ),
			quantity: '2',
			meta_data: metaData( [ lightBeliever( '乙' ) ] ),
		};
		const post = () =>
			guest
				.post( '/?wc-ajax=add_to_cart', {
					multipart: mismatched,
					headers: { 'X-Requested-With': 'XMLHttpRequest' },
				} )
				.then(
					( response ) => response.json() as Promise< AjaxAnswer >
				);
		const answers = await Promise.all( Array.from( { length: 60 }, post ) );
		expect(
			answers.filter(
				( answer ) =>
					answer.code === 'temple_offerings_quantity_mismatch'
			)
		).toHaveLength( 60 );
		const refused = await post();
		expect( refused.error ).toBe( true );
		expect( refused.code ).toBe( RATE_CODE );
		expect( refused.message ).toMatch( RATE_MESSAGE );
		expect( refused.retry_after ).toBeGreaterThan( 0 );
		expect( refused.message ).toContain( ` ${ refused.retry_after } ` );
		expect( refused.fragments ).toBeUndefined();
		expect( await cartLines( guest ) ).toBe( before );

		const good = await addBelievers( guest, lamp, [
			lightBeliever( '丙' ),
		] );
		expect( good.error ).toBeUndefined();
		expect( ( await storeCart( guest ) ).items ).toHaveLength( 2 );
		await guest.dispose();
	} );
} );

test.describe( 'origins', () => {
	test( '`Origin: null` is refused on every write route', async () => {
		const user = newCustomer( 'origin' );
		const { api, nonce } = await signIn( user.login );
		const headers = { 'X-WP-Nonce': nonce, Origin: 'null' };
		const post = await api.post( BELIEVERS, {
			headers,
			data: { believers: [ savedItem( '王小明' ) ] },
		} );
		await expectError( post, 403, 'temple_offerings_invalid_origin' );
		expect( storedCount( user.id ) ).toBe( 0 );
		// The same request from the site's own origin goes through.
		const own = await api.post( BELIEVERS, {
			headers: { ...headers, Origin: new URL( BASE ).origin },
			data: { believers: [ savedItem( '王小明' ) ] },
		} );
		expect( own.status() ).toBe( 201 );
		await api.dispose();
	} );

	test( 'empty and malformed entries from the filter are ignored', () => {
		const result = JSON.parse(
			shopPhp( `
				add_filter( 'temple_offerings_allowed_origins', static fn( $origins ) => array_merge(
					$origins,
					array( '', ' ', 'null', 'not a url', '*', 'https://user@evil.example', 42, 'https://ok.example:443/' )
				) );
				$origins = new TempleOfferings\\Security\\Origins();
				echo wp_json_encode( array(
					'allowed' => $origins->allowed(),
					'null'    => $origins->is_allowed( 'null' ),
					'garbage' => $origins->is_allowed( 'not a url' ),
					'star'    => $origins->is_allowed( '*' ),
					'ok'      => $origins->is_allowed( 'https://ok.example' ),
					'evil'    => $origins->is_allowed( 'https://evil.example' ),
					'missing' => $origins->is_allowed( null ),
				) );
			` )
		);
		expect( result.allowed ).toEqual( [
			new URL( BASE ).origin,
			'https://ok.example',
		] );
		expect( result ).toMatchObject( {
			null: false,
			garbage: false,
			star: false,
			ok: true,
			evil: false,
			missing: true,
		} );
	} );
} );

test.describe( 'saved believers belong to their owner only', () => {
	let owner: { id: number; login: string };
	let believerId = 0;
	const NAME = '隱私測試甲';

	test.beforeAll( async () => {
		owner = newCustomer( 'private' );
		const { api, nonce } = await signIn( owner.login );
		const created = await api.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce },
			data: { believers: [ savedItem( NAME ) ] },
		} );
		expect( created.status() ).toBe( 201 );
		believerId = ( ( await created.json() ) as Saved[] )[ 0 ].id;
		await api.dispose();
	} );

	test( 'an administrator cannot reach them through XML-RPC, post.php, search, REST or capabilities', async () => {
		const xml = `<?xml version="1.0"?><methodCall><methodName>wp.getPosts</methodName><params>
			<param><value><int>1</int></value></param>
			<param><value><string>admin</string></value></param>
			<param><value><string>password</string></value></param>
			<param><value><struct>
				<member><name>post_type</name><value><string>temple_believer</string></value></member>
				<member><name>post_status</name><value><string>private</string></value></member>
				<member><name>number</name><value><int>1000</int></value></member>
			</struct></value></param>
		</params></methodCall>`;
		const anyone = await playwrightRequest.newContext( { baseURL: BASE } );
		const rpc = await anyone.post( '/xmlrpc.php', {
			headers: { 'Content-Type': 'text/xml' },
			data: xml,
		} );
		expect( rpc.status() ).toBe( 200 );
		const answer = await rpc.text();
		// The credentials are right: the answer is the capability refusal, not a login failure.
		expect( answer ).toMatch(
			/<name>faultCode<\/name>\s*<value><int>401<\/int>/
		);
		expect( answer ).not.toContain( NAME );
		expect( answer ).not.toContain( String( believerId ) );
		await anyone.dispose();

		const { api: admin, nonce } = await signIn( 'admin' );
		const edit = await admin.get(
			`/wp-admin/post.php?post=${ believerId }&action=edit`
		);
		expect( edit.status() ).toBe( 403 );
		expect( await edit.text() ).not.toContain( NAME );
		// Searched by the first characters, so the page's own echo of the query is not the name.
		const search = await admin.get(
			`/?s=${ encodeURIComponent(
				NAME.slice( 0, 4 )
			) }&post_type=temple_believer`
		);
		expect( search.status() ).toBe( 200 );
		expect( await search.text() ).not.toContain( NAME );
		const restSearch = await admin.get(
			`/wp-json/wp/v2/search?search=${ encodeURIComponent( NAME ) }&subtype=any`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		expect( await restSearch.json() ).toEqual( [] );
		const restType = await admin.get(
			'/wp-json/wp/v2/types/temple_believer',
			{
				headers: { 'X-WP-Nonce': nonce },
			}
		);
		// Not in the REST API at all: the type is not even described.
		expect( [ 403, 404 ] ).toContain( restType.status() );
		expect( JSON.stringify( await restType.json() ) ).not.toContain(
			'temple_believer'
		);
		await admin.dispose();

		const caps = JSON.parse(
			shopPhp( `
				wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
				$answer = array();
				foreach ( array( 'read_post', 'edit_post', 'delete_post', 'publish_post', 'edit_post_meta' ) as $cap ) {
					$answer[ $cap ] = current_user_can( $cap, ${ believerId } );
				}
				foreach ( (array) get_post_type_object( 'temple_believer' )->cap as $name => $cap ) {
					$answer[ 'type:' . $name ] = $cap;
				}
				$answer['owner_can_read'] = user_can( ${ owner.id }, 'read_post', ${ believerId } );
				echo wp_json_encode( $answer );
			` )
		) as Record< string, string | boolean >;
		// Meta capabilities keep their names and map onto the primitive ones.
		const meta = [ 'type:edit_post', 'type:read_post', 'type:delete_post' ];
		for ( const [ name, value ] of Object.entries( caps ) ) {
			expect( value, name ).toBe(
				( meta.includes( name ) && name.slice( 5 ) ) ||
					( name.startsWith( 'type:' ) && 'do_not_allow' )
			);
		}
		expect( Object.keys( caps ).length ).toBeGreaterThan( 15 );

		// The owner still has them through the plugin's own route.
		const { api, nonce: ownerNonce } = await signIn( owner.login );
		const list = ( await (
			await api.get( BELIEVERS, {
				headers: { 'X-WP-Nonce': ownerNonce },
			} )
		).json() ) as Saved[];
		expect( list.map( ( row ) => row.id ) ).toContain( believerId );
		await api.dispose();
	} );

	test( 'deleting a user and handing their posts to the administrator hands over no saved believer', () => {
		const leaving = newCustomer( 'leaving' );
		const result = JSON.parse(
			shopPhp( `
				require_once ABSPATH . 'wp-admin/includes/user.php';
				global $wpdb;
				$store = new TempleOfferings\\Account\\BelieverStore();
				$data  = ( new TempleOfferings\\Domain\\BelieverSanitizer() )->sanitize_believer( ${ phpValue(
					lightBeliever( '離開的人' )
				) } );
				$ids = array();
				for ( $i = 0; $i < 3; $i++ ) {
					$ids[] = $store->create( ${ leaving.id }, array( 'light' ), $data )['id'];
				}
				// An ordinary post of the user, which must still be handed over.
				$post  = wp_insert_post( array( 'post_title' => 'leaving post', 'post_author' => ${ leaving.id }, 'post_status' => 'publish' ) );
				$admin = get_user_by( 'login', 'admin' )->ID;
				$admin_before = $store->count( $admin );
				$ok = wp_delete_user( ${ leaving.id }, $admin );
				$in = implode( ',', array_map( 'intval', $ids ) );
				echo wp_json_encode( array(
					'deleted'      => $ok,
					'created'      => count( $ids ),
					'admin_before' => $admin_before,
					'admin_after'  => $store->count( $admin ),
					'rows'         => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE ID IN ($in)" ),
					'meta'         => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id IN ($in)" ),
					'post_author'  => (int) get_post( $post )->post_author,
					'admin'        => $admin,
				) );
				wp_delete_post( $post, true );
			` )
		);
		expect( result.deleted ).toBe( true );
		expect( result.created ).toBe( 3 );
		// The administrator received none of them (whatever they saved themselves).
		expect( result.admin_after ).toBe( result.admin_before );
		expect( result.rows ).toBe( 0 );
		expect( result.meta ).toBe( 0 );
		expect( result.post_author ).toBe( result.admin );
	} );
} );

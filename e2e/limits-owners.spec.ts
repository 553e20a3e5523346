/**
 * Who may write and read saved believers, on the real shop: no
 * `Origin: null` and only well-formed origins from the filter, saved
 * believers out of reach of WordPress's own screens and APIs, and a deleted
 * user's believers never handed to another account.
 */
/**
 * External dependencies
 */
import { test, expect, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { lightBeliever, shopPhp } from './cart-helpers';
import { clearRateCounters, expectError, newCustomer } from './rate-helpers';
import { signIn } from './request-helpers';
import {
	BASE,
	BELIEVERS,
	type Saved,
	savedItem,
	phpValue,
	storedCount,
} from './limits-helpers';

test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	clearRateCounters();
} );

test.afterAll( () => {
	clearRateCounters();
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

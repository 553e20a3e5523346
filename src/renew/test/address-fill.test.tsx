/**
 * The offering page opened from a renew link, in zh_TW, against a mocked
 * network (window.fetch): the draft comes back first, the order's believers
 * follow what was typed, the notice names what was left out, and the
 * address loses its arguments.
 */

/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { startOfferingPage } from '../../app';
import { App } from '../../test/offering-app';
import { store } from '../../store';
import { writeDraft } from '../../store/draft';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { PageSettings } from '../../types/settings';
import type { Renewal } from '../../types/renewal';
import {
	installResponse,
	json,
	loadZhTw,
	mockNetwork,
	settings,
	shop,
	type Handler,
} from '../../components/offering-page/test/fixtures';

const OWNER = 'owner-token';

beforeAll( () => {
	installResponse();
	loadZhTw();
} );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
afterEach( () => act( () => toast.remove() ) );
beforeEach( () => window.localStorage.clear() );

const person = ( name: string, birthday = '1980-04-12-子' ) =>
	completeBeliever( 'light', {
		id: `order-${ name }`,
		name,
		birthday,
		time: birthday.split( '-' )[ 3 ],
	} );

const RENEWAL: Renewal = {
	order_id: 41,
	lines: [
		{
			product_id: 11,
			variation_id: 0,
			name: '光明燈',
			kind: 'light',
			believers: [
				person( '王小明' ),
				person( '王小華', '1990-01-05-午' ),
			],
		},
		{
			product_id: 99,
			variation_id: 0,
			name: '別頁的燈',
			kind: 'light',
			believers: [ person( '王大同' ) ],
		},
	],
	skipped: [ { name: '舊的太歲燈' } ],
};

function renderPage(
	address: string,
	overrides: Partial< PageSettings >,
	handler: Handler
) {
	window.history.replaceState( null, '', address );
	const network = mockNetwork( handler );
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( { owner: OWNER, ...overrides } ), registry );
	render(
		<RegistryProvider value={ registry }>
			<App />
		</RegistryProvider>
	);
	return { network, registry };
}

const notice = () =>
	document.querySelector( '.temple-offerings__fill-notice' ) as HTMLElement;

test( 'a renew link fills the order’s believers after what the draft holds, names what it leaves out and cleans the address', async () => {
	writeDraft(
		'/offerings/',
		{
			version: 3,
			selected: [ '11:0' ],
			believers: { '11:0': [ person( '陳先生', '1970-03-03-吉' ) ] },
			added: [],
			saveBelievers: false,
		},
		OWNER
	);
	const { network, registry } = renderPage(
		'/offerings/?category=light&renew=41',
		{ isLoggedIn: true },
		shop( { 'orders/41/renewal': () => json( RENEWAL ) } )
	);

	// The fill's chunk loads first, then the draft, products and the order.
	await waitFor(
		() =>
			expect( notice() ).toHaveTextContent(
				'已帶入 2 位信眾，請確認資料後加入祈福袋。'
			),
		{ timeout: 5000 }
	);
	expect( notice() ).toHaveAttribute( 'role', 'status' );
	expect( notice() ).toHaveTextContent(
		'您先前在本頁填寫的資料都已保留，帶入的信眾接在其後。'
	);
	expect( notice() ).toHaveTextContent(
		'以下品項本頁已不再提供，未帶入：舊的太歲燈、別頁的燈。'
	);
	expect(
		network.mock.calls.some( ( [ url ] ) =>
			String( url ).includes( '/temple-offerings/v1/orders/41/renewal' )
		)
	).toBe( true );

	const section = await screen.findByRole(
		'region',
		{ name: '光明燈' },
		{ timeout: 5000 }
	);
	// The forms are a chunk of their own too.
	await waitFor(
		() =>
			expect(
				within( section ).getAllByLabelText( /^信眾姓名/ )
			).toHaveLength( 3 ),
		{ timeout: 5000 }
	);
	expect(
		within( section )
			.getAllByLabelText( /^信眾姓名/ )
			.map( ( input ) => ( input as HTMLInputElement ).value )
	).toEqual( [ '陳先生', '王小明', '王小華' ] );
	// Nothing went into the cart by itself.
	expect(
		network.mock.calls.some( ( [ url ] ) =>
			String( url ).includes( 'add_to_cart' )
		)
	).toBe( false );
	expect( registry.select( store ).getSelectedRowKeys() ).toEqual( [
		'11:0',
	] );
	expect( window.location.search ).toBe( '?category=light' );
	// The first test loads (and, cold, transforms) both lazy chunks.
}, 20_000 );

test( 'someone else’s order: the server’s 404 is said and nothing is filled', async () => {
	const { registry } = renderPage(
		'/offerings/?renew=41',
		{ isLoggedIn: true },
		shop( {
			'orders/41/renewal': () =>
				json(
					{
						code: 'temple_offerings_order_not_found',
						message:
							'無法再次登記這筆訂單：這不是您帳號中含有結緣品的訂單。',
						data: { status: 404 },
					},
					404
				),
		} )
	);
	await waitFor(
		() =>
			expect( notice() ).toHaveTextContent(
				'無法再次登記這筆訂單：這不是您帳號中含有結緣品的訂單。'
			),
		{ timeout: 5000 }
	);
	expect( registry.select( store ).getSelectedRowKeys() ).toEqual( [] );
	expect( window.location.search ).toBe( '' );
} );

test( 'a guest is asked to log in and comes back to the same address', async () => {
	const { network } = renderPage(
		'/offerings/?category=light&renew=41',
		{ isLoggedIn: false },
		shop()
	);
	await waitFor(
		() =>
			expect( notice() ).toHaveTextContent(
				'請先登入，即可再次登記您過去訂單中的結緣品。'
			),
		{ timeout: 5000 }
	);
	const link = within( notice() ).getByRole( 'link', { name: '登入' } );
	const back = new URL( link.getAttribute( 'href' ) ?? '' ).searchParams.get(
		'redirect_to'
	);
	expect( back ).toBe(
		`${ window.location.origin }/offerings/?category=light&renew=41`
	);
	expect(
		network.mock.calls.some( ( [ url ] ) =>
			String( url ).includes( 'renewal' )
		)
	).toBe( false );
} );

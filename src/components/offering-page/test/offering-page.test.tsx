/**
 * The offering page in zh_TW, against a mocked network (window.fetch).
 */

/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { startOfferingPage } from '../../../app';
import { App } from '../../../test/offering-app';
import { categoryUrl, initialCategory } from '../offering-page';
import { store } from '../../../store';
import { emptyBeliever } from '../../../domain/believer';
import { draftKey } from '../../../store/draft';
import type { PageSettings } from '../../../types/settings';
import {
	installResponse,
	json,
	loadZhTw,
	mockNetwork,
	ORIGIN,
	settings,
	shop,
	type Handler,
} from './fixtures';

beforeAll( () => {
	installResponse();
	loadZhTw();
} );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
afterEach( () => act( () => toast.remove() ) );
beforeEach( () => {
	window.localStorage.clear();
	window.history.replaceState( null, '', '/offerings/' );
} );

function renderPage(
	overrides: Partial< PageSettings > = {},
	handler: Handler = shop()
) {
	const network = mockNetwork( handler );
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( overrides ), registry );
	const view = render(
		<RegistryProvider value={ registry }>
			<App />
		</RegistryProvider>
	);
	return { ...view, registry, network, user: userEvent.setup() };
}

const card = ( name: string | RegExp ) =>
	within( screen.getByRole( 'tabpanel' ) ).getByRole( 'button', { name } );
const findCard = async ( name: string | RegExp ) =>
	within( await screen.findByRole( 'tabpanel' ) ).findByRole( 'button', {
		name,
	} );

describe( 'tabs, hint and grid', () => {
	test( 'only allowed categories that exist, in their order, with their names', async () => {
		renderPage();
		const tabs = await screen.findAllByRole( 'tab' );
		expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual( [
			'光明燈',
			'普渡',
			'改運',
		] );
		expect(
			screen.getByRole( 'tablist', { name: '結緣品類別' } )
		).toBeVisible();
		expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAttribute(
			'aria-labelledby',
			tabs[ 0 ].id
		);
		expect(
			screen.getByText( '請選擇結緣品或類型，並填寫下方表單' )
		).toBeVisible();
	} );

	test( '?category= picks the first tab', async () => {
		window.history.replaceState( null, '', '/offerings/?category=pudu' );
		renderPage( { defaultCategory: 'change' } );
		expect(
			await screen.findByRole( 'tab', { name: '普渡' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( card( /普渡供品/ ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: /光明燈/ } ) ).toBeNull();
	} );

	test( 'choosing a tab puts it in ?category= without a new history entry', async () => {
		window.history.replaceState( null, '', '/offerings/?utm=x#top' );
		const length = window.history.length;
		const { user } = renderPage();
		await user.click( await screen.findByRole( 'tab', { name: '普渡' } ) );
		expect( window.location.pathname ).toBe( '/offerings/' );
		expect( window.location.search ).toBe( '?utm=x&category=pudu' );
		expect( window.location.hash ).toBe( '#top' );
		expect( window.history.length ).toBe( length );
		// What a reload reads.
		expect(
			initialCategory(
				[ 'light', 'pudu' ],
				'light',
				window.location.search
			)
		).toBe( 'pudu' );
	} );

	test( 'categoryUrl keeps the rest of the address', () => {
		expect(
			categoryUrl( 'https://t.test/p/?category=light&a=1', 'gift' )
		).toBe( 'https://t.test/p/?category=gift&a=1' );
	} );

	test( "else the block's default category", async () => {
		window.history.replaceState( null, '', '/offerings/?category=nope' );
		renderPage( { defaultCategory: 'change' } );
		expect(
			await screen.findByRole( 'tab', { name: '改運' } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );

	test( 'arrow keys, Home and End move between tabs', async () => {
		const { user } = renderPage();
		const first = await screen.findByRole( 'tab', { name: '光明燈' } );
		first.focus();
		await user.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: '普渡' } ) ).toHaveFocus();
		expect( screen.getByRole( 'tab', { name: '普渡' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await user.keyboard( '{End}' );
		expect( screen.getByRole( 'tab', { name: '改運' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: '光明燈' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		expect( screen.getByRole( 'tab', { name: '改運' } ) ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( screen.getByRole( 'tab', { name: '光明燈' } ) ).toHaveFocus();
		expect( screen.getAllByRole( 'tab' )[ 0 ] ).toHaveAttribute(
			'tabindex',
			'0'
		);
		expect( screen.getAllByRole( 'tab' )[ 1 ] ).toHaveAttribute(
			'tabindex',
			'-1'
		);
	} );

	test( 'cards: the shop price format, / 期, a struck-through regular price, the placeholder', async () => {
		renderPage();
		const light = await findCard( /^光明燈/ );
		expect( light ).toHaveTextContent( 'NT$600' );
		expect( light.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.test/light.png'
		);
		const sale = card( /太歲燈/ );
		expect( sale.querySelector( 'del' ) ).toHaveTextContent( 'NT$600' );
		expect( sale.querySelector( 'ins' ) ).toHaveTextContent( 'NT$500' );
		expect( sale.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			`${ ORIGIN }/placeholder.png`
		);
		expect( card( /月供光明燈/ ) ).toHaveTextContent( 'NT$100 / 期' );
	} );

	test( 'variations show only the part after " - "', async () => {
		const { user } = renderPage();
		await user.click( await screen.findByRole( 'tab', { name: '改運' } ) );
		expect( card( /^基本/ ) ).toHaveTextContent( /^基本NT\$600$/ );
		expect( card( /^進階/ ) ).toHaveTextContent( /^進階NT\$1,200$/ );
		expect( card( /^基本/ ).querySelector( 'img' ) ).toBeNull();
	} );
} );

describe( 'selection', () => {
	test( 'click, Enter and Space toggle; aria-pressed tells; tab switches keep it', async () => {
		const { user } = renderPage();
		const light = await findCard( /^光明燈/ );
		expect( light ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.click( light );
		expect( light ).toHaveAttribute( 'aria-pressed', 'true' );

		await user.click( screen.getByRole( 'tab', { name: '普渡' } ) );
		const pudu = card( /普渡供品/ );
		pudu.focus();
		await user.keyboard( '{Enter}' );
		expect( pudu ).toHaveAttribute( 'aria-pressed', 'true' );
		await user.keyboard( ' ' );
		expect( pudu ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.keyboard( ' ' );

		await user.click( screen.getByRole( 'tab', { name: '光明燈' } ) );
		expect( card( /^光明燈/ ) ).toHaveAttribute( 'aria-pressed', 'true' );
	} );
} );

describe( 'forms area and summary', () => {
	test( 'appear once something is selected: sections and summary lines', async () => {
		const { user } = renderPage();
		expect(
			screen.queryByRole( 'button', { name: '加入結緣品' } )
		).toBeNull();
		await user.click( await findCard( /^光明燈/ ) );
		await user.click( card( /太歲燈/ ) );

		const toggle = screen.getByRole( 'button', { name: /^光明燈\s*0 人/ } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click(
			screen.getAllByRole( 'button', { name: '新增信眾' } )[ 0 ]
		);
		await user.click(
			screen.getAllByRole( 'button', { name: '新增信眾' } )[ 0 ]
		);
		expect( toggle ).toHaveTextContent( '2 人' );

		const summary = screen.getByRole( 'complementary', {
			name: '結緣品明細',
		} );
		expect(
			within( summary ).getByText( '光明燈 × 2 人 = NT$1,200' )
		).toBeVisible();
		expect(
			within( summary ).getByText( '太歲燈 × 0 人 = NT$0' )
		).toBeVisible();
		expect( within( summary ).getByText( '總計：NT$1,200' ) ).toBeVisible();
		// Each person is read back under the offering, defaults and all.
		const people = summary.querySelectorAll(
			'.temple-offerings__summary-people li'
		);
		expect( people ).toHaveLength( 2 );
		expect( people[ 0 ] ).toHaveTextContent( /^（尚未填寫姓名）（信士，/ );
		await user.type(
			screen.getAllByRole( 'textbox', { name: /信眾姓名/ } )[ 0 ],
			'王小明'
		);
		expect( people[ 0 ] ).toHaveTextContent( /^王小明（信士，/ );

		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			document.getElementById(
				toggle.getAttribute( 'aria-controls' ) ?? ''
			)
		).not.toBeVisible();
	} );

	test( 'guests are told to log in to save; users get the checkbox', async () => {
		const guest = renderPage();
		await guest.user.click( await findCard( /^光明燈/ ) );
		expect( screen.getByRole( 'link', { name: '登入' } ) ).toHaveAttribute(
			'href',
			`${ ORIGIN }/wp-login.php`
		);
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		guest.unmount();
		window.localStorage.clear();

		const member = renderPage( { isLoggedIn: true } );
		await member.user.click( await findCard( /^光明燈/ ) );
		const box = screen.getByRole( 'checkbox', {
			name: '儲存表單資料，下次可直接選用',
		} );
		await member.user.click( box );
		expect( member.registry.select( store ).isSaveBelieversChecked() ).toBe(
			true
		);
	} );
} );

describe( 'submitting', () => {
	test( 'no believers, then incomplete ones: each says so in its zh_TW toast, sections opened, first invalid field focused', async () => {
		const { user, network } = renderPage();
		await user.click( await findCard( /^光明燈/ ) );
		await user.click(
			screen.getByRole( 'button', { name: /^光明燈\s*0 人/ } )
		);
		await user.click(
			screen.getByRole( 'button', { name: '加入結緣品' } )
		);
		// Toasts fade in: present is what counts here.
		expect(
			await screen.findByText( '請為所有選中的結緣品填寫表單資料' )
		).toBeInTheDocument();
		const toggle = screen.getByRole( 'button', {
			name: /^光明燈/,
			expanded: true,
		} );
		expect( toggle ).toBeVisible();

		await user.click( screen.getByRole( 'button', { name: '新增信眾' } ) );
		await user.click(
			screen.getByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			await screen.findByText( '部分結緣品的資料不完整，請檢查' )
		).toBeInTheDocument();
		const page = screen.getByRole( 'tabpanel' ).ownerDocument;
		await waitFor( () =>
			expect( page.activeElement ).toHaveAttribute(
				'aria-invalid',
				'true'
			)
		);
		expect(
			network.mock.calls.some( ( [ url ] ) =>
				String( url ).includes( 'wc-ajax' )
			)
		).toBe( false );
	} );

	test( 'an add with an offering but no believer shows its message and focuses its 新增信眾', async () => {
		const { user } = renderPage();
		await user.click( await findCard( /^光明燈/ ) );
		await user.click(
			await screen.findByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			await screen.findByText( '請至少新增一位信眾' )
		).toBeInTheDocument();
		const add = screen.getByRole( 'button', { name: '新增信眾' } );
		await waitFor( () =>
			expect( add.ownerDocument.activeElement ).toBe( add )
		);
	} );

	test( 'a failed second post: says what went in and what not, keeps forms; the retry adds the rest and goes to the cart', async () => {
		let fail = true;
		const posted: string[] = [];
		const { user, registry } = renderPage(
			{ cartUrl: `${ ORIGIN }/offerings/#cart` },
			shop( {
				'wc-ajax=add_to_cart': ( _url, init ) => {
					const id = String(
						( init.body as FormData ).get( 'product_id' )
					);
					if ( id === '12' && fail ) {
						fail = false;
						return json( { error: true } );
					}
					posted.push( id );
					return json( { fragments: {}, cart_hash: 'h' } );
				},
			} )
		);
		await user.click( await findCard( /^光明燈/ ) );
		await user.click( card( /太歲燈/ ) );
		act( () => {
			registry.dispatch( store ).resetBelievers( {
				'11:0': [
					{
						...emptyBeliever( 'light', 'a', [ 'light' ] ),
						name: '王小明',
						address: '台南',
					},
				],
				'12:0': [
					{
						...emptyBeliever( 'light', 'b', [ 'light' ] ),
						name: '林小華',
						address: '台北',
					},
				],
			} );
		} );
		await user.click(
			screen.getByRole( 'button', { name: '加入結緣品' } )
		);
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( '加入祈福袋失敗，請稍後再試' );
		expect( alert ).toHaveTextContent( '已加入祈福袋：光明燈' );
		expect( alert ).toHaveTextContent( '尚未加入：太歲燈' );
		expect(
			screen.getByText(
				/加入祈福袋失敗，請稍後再試（已加入：光明燈；未加入：太歲燈）/
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /^光明燈.*已加入祈福袋/ } )
		).toBeVisible();
		expect(
			screen.getAllByDisplayValue( '林小華' ).length
		).toBeGreaterThan( 0 );

		await user.click(
			screen.getByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			await screen.findByText( '已成功加入祈福袋！' )
		).toBeInTheDocument();
		expect( posted ).toEqual( [ '11', '12' ] );
		await waitFor( () => expect( window.location.hash ).toBe( '#cart' ) );
		expect(
			window.localStorage.getItem( draftKey( '/offerings/' ) )
		).toBeNull();
	} );
} );

describe( 'loading and failures', () => {
	test( 'the overlay shows while loading, and its close button dismisses it', async () => {
		const { user } = renderPage( {}, ( url, init ) =>
			url.includes( 'product_cat' )
				? new Promise( () => {} )
				: shop()( url, init )
		);
		const overlay = (
			await screen.findByText( '資料載入中...', {}, { timeout: 5000 } )
		).closest( '[role="status"]' ) as HTMLElement;
		expect( overlay ).toHaveClass( 'temple-offerings__overlay' );
		await user.click(
			within( overlay ).getByRole( 'button', { name: '關閉' } )
		);
		expect( screen.queryByText( '資料載入中...' ) ).toBeNull();
	} );

	test( 'the overlay also covers the add run, with its own text', async () => {
		let answer: ( value: ReturnType< typeof json > ) => void = () => {};
		const { user, registry } = renderPage(
			{ cartUrl: `${ ORIGIN }/offerings/#cart` },
			shop( {
				'wc-ajax=add_to_cart': () =>
					new Promise( ( resolve ) => {
						answer = resolve;
					} ),
			} )
		);
		await user.click( await findCard( /^光明燈/ ) );
		act( () => {
			registry.dispatch( store ).resetBelievers( {
				'11:0': [
					{
						...emptyBeliever( 'light', 'a', [ 'light' ] ),
						name: '王小明',
						address: '台南',
					},
				],
			} );
		} );
		await user.click(
			screen.getByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			// The overlay waits 200 ms before it shows: give a busy machine room.
			await screen.findByText(
				'載入資料中，請稍候...',
				{},
				{ timeout: 5000 }
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: '加入中…' } )
		).toBeDisabled();
		await act( async () => answer( json( { fragments: {} } ) ) );
		await waitFor( () =>
			expect( screen.queryByText( '載入資料中，請稍候...' ) ).toBeNull()
		);
	} );

	test( 'no overlay when the data is there at once', async () => {
		renderPage();
		await findCard( /^光明燈/ );
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
		expect( screen.queryByText( '資料載入中...' ) ).toBeNull();
	} );

	test( 'failures are shown inline and as toasts', async () => {
		renderPage( {}, () => json( { code: 'x', message: 'down' }, 500 ) );
		await waitFor( () =>
			expect( screen.getAllByText( '結緣品資料載入失敗' ) ).toHaveLength(
				2
			)
		);
		expect( screen.getAllByText( '類別資料載入失敗' ) ).toHaveLength( 2 );
	} );
} );

describe( 'nothing lost', () => {
	test( 'selection and forms come back after a reload', async () => {
		const first = renderPage();
		await first.user.click( await findCard( /^光明燈/ ) );
		await first.user.click(
			screen.getByRole( 'button', { name: '新增信眾' } )
		);
		act( () => {
			const [ believer ] = first.registry
				.select( store )
				.getBelievers( '11:0' );
			first.registry
				.dispatch( store )
				.updateBeliever( '11:0', believer.id, {
					name: '王小明',
				} );
		} );
		await waitFor( () =>
			expect(
				window.localStorage.getItem( draftKey( '/offerings/' ) )
			).toContain( '王小明' )
		);
		first.unmount();

		renderPage();
		expect(
			await screen.findByRole( 'button', { name: /^光明燈\s*1 人/ } )
		).toBeVisible();
		expect( await screen.findByDisplayValue( '王小明' ) ).toBeVisible();
	} );

	test( 'the next visitor of a shared computer does not get the draft', async () => {
		const first = renderPage( {
			owner: 'token-of-alice',
			isLoggedIn: true,
		} );
		await first.user.click( await findCard( /^光明燈/ ) );
		act( () => {
			first.registry.dispatch( store ).resetBelievers( {
				'11:0': [
					{
						...emptyBeliever( 'light', 'a', [ 'light' ] ),
						name: '王小明',
					},
				],
			} );
		} );
		await waitFor( () =>
			expect(
				window.localStorage.getItem( draftKey( '/offerings/' ) )
			).toContain( '王小明' )
		);
		first.unmount();

		// A guest now: the page shows no selection and no form.
		const next = renderPage();
		await findCard( /^光明燈/ );
		expect(
			screen.queryByRole( 'button', { name: /^光明燈\s*1 人/ } )
		).toBeNull();
		expect( screen.queryByDisplayValue( '王小明' ) ).toBeNull();
		expect( next.registry.select( store ).getSelectedRowKeys() ).toEqual(
			[]
		);
		expect(
			window.localStorage.getItem( draftKey( '/offerings/' ) )
		).toBeNull();
	} );
} );

describe( 'the phone bar', () => {
	/** What the browser's IntersectionObserver would report, by hand. */
	let report: ( isIntersecting: boolean, top: number ) => void = () => {};
	const original = window.IntersectionObserver;
	beforeEach( () => {
		window.IntersectionObserver = class {
			constructor( callback: IntersectionObserverCallback ) {
				report = ( isIntersecting, top ) =>
					callback(
						[
							{
								isIntersecting,
								boundingClientRect: { top },
								rootBounds: { top: 0, bottom: 844 },
							} as IntersectionObserverEntry,
						],
						this as unknown as IntersectionObserver
					);
			}
			observe() {}
			disconnect() {}
		} as unknown as typeof IntersectionObserver;
	} );
	afterEach( () => {
		window.IntersectionObserver = original;
	} );

	test( 'says what is picked, for how many and the total while the summary is below; its 加入結緣品 adds; gone once the summary is in view', async () => {
		const { user } = renderPage();
		await user.click( await findCard( /^光明燈/ ) );
		await screen.findByRole( 'complementary', { name: '結緣品明細' } );
		act( () => report( false, 2000 ) );
		const bar = await screen.findByRole( 'region', {
			name: '已選結緣品',
		} );
		expect( bar ).toHaveTextContent( '光明燈' );
		expect( bar ).toHaveTextContent( '0 人・總計：NT$0' );
		expect(
			within( bar ).getByRole( 'button', { name: /^前往填寫信眾資料：/ } )
		).toBeInTheDocument();

		// The bar's own add, with no believer yet: the add button of the
		// product takes focus.
		await user.click(
			within( bar ).getByRole( 'button', { name: '加入結緣品' } )
		);
		expect(
			await screen.findByText( '請至少新增一位信眾' )
		).toBeInTheDocument();
		const add = screen.getByRole( 'button', { name: '新增信眾' } );
		await waitFor( () =>
			expect( add.ownerDocument.activeElement ).toBe( add )
		);
		await user.click( add );
		expect( bar ).toHaveTextContent( '1 人・總計：NT$600' );

		act( () => report( true, 500 ) );
		expect(
			screen.queryByRole( 'region', { name: '已選結緣品' } )
		).not.toBeInTheDocument();
		// Scrolled past the summary: still not back over the page's end.
		act( () => report( false, -300 ) );
		expect(
			screen.queryByRole( 'region', { name: '已選結緣品' } )
		).not.toBeInTheDocument();
	} );
} );

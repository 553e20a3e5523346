/**
 * The offering page in zh_TW, against a mocked network: the forms area and
 * summary that picking opens, and submitting them to the cart.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { store } from '../../../store';
import { emptyBeliever } from '../../../domain/believer';
import { draftKey } from '../../../store/draft';
import { ORIGIN, json, shop } from './fixtures';
import { card, findCard, inZhTwPage, renderPage } from './render-page';

inZhTwPage();

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

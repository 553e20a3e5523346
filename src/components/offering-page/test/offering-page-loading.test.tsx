/**
 * The offering page in zh_TW, against a mocked network: the loading overlay,
 * failures shown, and nothing lost across a reload (but not handed to the
 * next visitor of a shared computer).
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
import { findCard, inZhTwPage, renderPage } from './render-page';

inZhTwPage();

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

/**
 * The summary on a shared device, in zh_TW against a mocked network: a
 * restored draft is said, with a one-tap 清除; 清除我的資料 asks first, then
 * empties the page and what this browser keeps, and says so.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { store } from '../../../store';
import { draftKey, type StoredDraft } from '../../../store/draft';
import { emptyBeliever, toCartBeliever } from '../../../domain/believer';
import { seal } from '../../../domain/owner';
import {
	COPIED_BELIEVER_KEY,
	pastedBeliever,
} from '../../../store/copied-believer';
import { inZhTwPage, renderPage } from '../../offering-page/test/render-page';
import { polyfillDialog } from '../../product-believers/test/helpers';

const KEY = draftKey( '/offerings/' );
const HOUR = 60 * 60 * 1000;
const BOB = '9b0b0b0b0b';

inZhTwPage();
beforeAll( polyfillDialog );

/**
 * Puts a stored draft of 光明燈 with 王小明 into localStorage.
 *
 * @param owner   Its owner.
 * @param savedAt When it was last written.
 */
function putDraft( owner = 'guest', savedAt = Date.now() ) {
	const draft: StoredDraft = {
		version: 3,
		selected: [ '11:0' ],
		believers: {
			'11:0': [
				toCartBeliever( {
					...emptyBeliever( 'light', 'a', [ 'light' ] ),
					name: '王小明',
				} ),
			],
		},
		added: [],
		saveBelievers: false,
	};
	window.localStorage.setItem(
		KEY,
		JSON.stringify( seal( owner, draft, savedAt ) )
	);
}

const restoredNotice = () => screen.queryByText( '已恢復上次未完成的資料' );
const summary = () =>
	screen.findByRole( 'complementary', { name: '結緣品明細' } );

test( 'a restored draft is said in the summary, and its 清除 empties the page and this browser in one tap', async () => {
	putDraft();
	window.localStorage.setItem(
		COPIED_BELIEVER_KEY,
		JSON.stringify( seal( 'guest', { name: '李四' } ) )
	);
	window.localStorage.setItem(
		draftKey( '/bob/' ),
		JSON.stringify( seal( BOB, {} ) )
	);
	const { registry, user } = renderPage();
	const aside = await summary();
	const notice = await within( aside ).findByRole( 'status' );
	expect( notice ).toHaveTextContent( '已恢復上次未完成的資料' );
	expect( await screen.findByDisplayValue( '王小明' ) ).toBeVisible();

	await user.click( within( aside ).getByRole( 'button', { name: '清除' } ) );

	expect(
		await screen.findByText( '已清除您在這台裝置上的資料' )
	).toBeInTheDocument();
	expect( registry.select( store ).getSelectedRowKeys() ).toEqual( [] );
	expect( registry.select( store ).getAllBelievers() ).toEqual( {} );
	expect( registry.select( store ).isDraftRestored() ).toBe( false );
	expect( screen.queryByDisplayValue( '王小明' ) ).toBeNull();
	expect( screen.queryByRole( 'complementary' ) ).toBeNull();
	expect( pastedBeliever( 'guest' ) ).toBeNull();
	// The draft writer, once quiet, does not write it back.
	await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	expect( Object.keys( window.localStorage ) ).toEqual( [
		draftKey( '/bob/' ),
	] );
	// The focus is on the tab shown, not lost with the summary.
	await waitFor( () =>
		expect( screen.getByRole( 'tab', { selected: true } ) ).toHaveFocus()
	);
} );

test( 'no notice when nothing was restored', async () => {
	const { user } = renderPage();
	await user.click(
		await within( await screen.findByRole( 'tabpanel' ) ).findByRole(
			'button',
			{ name: /^光明燈/ }
		)
	);
	const aside = await summary();
	expect(
		within( aside ).getByRole( 'button', { name: '清除我的資料' } )
	).toBeVisible();
	expect( restoredNotice() ).toBeNull();
} );

test( '清除我的資料 asks first: cancel keeps everything, confirming clears it and the next visit restores nothing', async () => {
	putDraft();
	const first = renderPage();
	const aside = await summary();
	expect( await screen.findByDisplayValue( '王小明' ) ).toBeVisible();
	const clearButton = within( aside ).getByRole( 'button', {
		name: '清除我的資料',
	} );

	await first.user.click( clearButton );
	const dialog = screen.getByRole( 'dialog', { name: '清除我的資料' } );
	expect( dialog ).toHaveTextContent( '祈福袋與常用名單不受影響' );
	// Cancel first, so Enter never clears by accident.
	expect(
		within( dialog ).getByRole( 'button', { name: '取消' } )
	).toHaveFocus();
	await first.user.click(
		within( dialog ).getByRole( 'button', { name: '取消' } )
	);
	expect( screen.getByDisplayValue( '王小明' ) ).toBeVisible();
	expect( window.localStorage.getItem( KEY ) ).not.toBeNull();

	await first.user.click( clearButton );
	await first.user.click(
		within(
			screen.getByRole( 'dialog', { name: '清除我的資料' } )
		).getByRole( 'button', { name: '清除' } )
	);
	expect(
		await screen.findByText( '已清除您在這台裝置上的資料' )
	).toBeInTheDocument();
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	expect( first.registry.select( store ).getSelectedRowKeys() ).toEqual( [] );
	await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	first.unmount();

	const next = renderPage();
	await screen.findByRole( 'tabpanel' );
	await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	expect( next.registry.select( store ).getSelectedRowKeys() ).toEqual( [] );
	expect( restoredNotice() ).toBeNull();
} );

test( 'a guest draft idle past the site’s hours is not restored; a fresher one is, with the notice', async () => {
	putDraft( 'guest', Date.now() - 5 * HOUR );
	const stale = renderPage();
	await screen.findByRole( 'tabpanel' );
	await waitFor( () =>
		expect( window.localStorage.getItem( KEY ) ).toBeNull()
	);
	expect( stale.registry.select( store ).getSelectedRowKeys() ).toEqual( [] );
	stale.unmount();

	putDraft( 'guest', Date.now() - 3 * HOUR );
	renderPage();
	expect( await screen.findByDisplayValue( '王小明' ) ).toBeVisible();
	expect( restoredNotice() ).toBeVisible();
} );

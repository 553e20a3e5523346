/**
 * The canvas preview: the frontend's tabs and cards for the block's settings,
 * nothing clickable, and a placeholder that says what to do when there is
 * nothing to show. Only apiFetch is mocked.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { EditorPreview } from '../editor-preview';
import { SHOP_CATEGORIES } from '../../inspector/test/fixtures';
import '../../inspector/test/jsdom-shims';
import { loadZhTw } from '../../../test/zh-tw';
import { shopApiFetch, SHOP_PRODUCTS } from './api-fetch-answers';
import type { ProductCategories } from '../../inspector/use-product-categories';

jest.mock( '@wordpress/api-fetch' );
const mockedApiFetch = apiFetch as unknown as jest.Mock;

loadZhTw();

const READY: ProductCategories = {
	status: 'ready',
	categories: SHOP_CATEGORIES,
};

function renderPreview(
	allowedCategories: string[],
	defaultCategory = '',
	shop: ProductCategories = READY
) {
	return render(
		<EditorPreview
			attributes={ { allowedCategories, defaultCategory } }
			shop={ shop }
		/>
	);
}

beforeEach( () => {
	mockedApiFetch.mockReset();
	mockedApiFetch.mockImplementation(
		shopApiFetch( { categories: SHOP_CATEGORIES, products: SHOP_PRODUCTS } )
	);
} );

test( 'shows the allowed tabs in order, the default one active, and its cards', async () => {
	renderPreview( [ 'change', 'light', 'lanterns', 'pudu' ], 'light' );
	const tabs = await screen.findAllByRole( 'tab' );
	expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual( [
		'改運',
		'光明燈',
		'普渡',
	] );
	expect( screen.getByRole( 'tab', { selected: true } ) ).toHaveTextContent(
		'光明燈'
	);
	expect(
		screen.getByText( '光明燈', {
			selector: '.temple-offerings__card-name',
		} )
	).toBeInTheDocument();
	expect( screen.getByText( '文昌燈' ) ).toBeInTheDocument();
	expect( screen.queryByText( '普渡供品' ) ).not.toBeInTheDocument();
	expect( screen.getByText( 'NT$600' ) ).toBeInTheDocument();
	expect(
		screen.getByText( '請選擇結緣品或類型，並填寫下方表單' )
	).toBeInTheDocument();
} );

test( 'without a default the first tab is active; variations show compact cards', async () => {
	renderPreview( [ 'change', 'light' ] );
	expect(
		await screen.findByRole( 'tab', { selected: true } )
	).toHaveTextContent( '改運' );
	expect( screen.getByText( '基本' ) ).toBeInTheDocument();
	expect( screen.getByText( '進階' ) ).toBeInTheDocument();
	expect( screen.getByText( /^NT\$1,?200$/ ) ).toBeInTheDocument();
} );

test( 'nothing in it can be clicked or focused', async () => {
	const { container } = renderPreview( [ 'light', 'pudu' ] );
	await screen.findAllByRole( 'tab' );
	// Disabled makes the whole preview inert.
	expect( container.querySelector( '[inert]' ) ).not.toBeNull();
	expect(
		container.querySelector( '.temple-offerings__card' )?.tagName
	).toBe( 'DIV' );
	expect(
		screen.queryByRole( 'button', { pressed: false } )
	).not.toBeInTheDocument();
} );

test( 'asks for products when the categories have none (or the route is not there yet)', async () => {
	mockedApiFetch.mockImplementation(
		shopApiFetch( { categories: SHOP_CATEGORIES, products: null } )
	);
	const { container } = renderPreview( [ 'light', 'pudu' ] );
	expect(
		await within( container ).findByText(
			'目前沒有可顯示的結緣品。請在 WooCommerce 中為這些分類新增已發佈且有庫存的商品：光明燈、普渡。'
		)
	).toBeInTheDocument();
	expect( within( container ).getByText( '線上結緣品' ) ).toBeInTheDocument();
} );

test( 'asks for WooCommerce when the shop has no product categories', () => {
	const { container } = renderPreview( [ 'light' ], '', {
		status: 'unavailable',
		categories: [],
	} );
	expect(
		within( container ).getByText(
			'此結緣品頁面需要 WooCommerce，但本站尚未啟用 WooCommerce。'
		)
	).toBeInTheDocument();
	expect( mockedApiFetch ).not.toHaveBeenCalled();
} );

test( 'asks for a category when none of the allowed ones exists', () => {
	const { container } = renderPreview( [ 'lanterns' ] );
	expect(
		within( container ).getByText( '請在區塊設定中至少勾選一個商品分類。' )
	).toBeInTheDocument();
} );

test( 'an active tab without products says so under the tabs', async () => {
	renderPreview( [ 'light', 'gift' ], 'gift' );
	const tablist = await screen.findByRole( 'tablist' );
	expect( within( tablist ).getAllByRole( 'tab' ) ).toHaveLength( 2 );
	expect( screen.getByText( '此分類目前沒有結緣品。' ) ).toBeInTheDocument();
} );

/**
 * The settings panel against the real core-data store: categories come from a
 * mocked `wp/v2/product_cat` (apiFetch is the only mock), and the panel edits
 * the attributes the way the editor's setAttributes would.
 */
/**
 * External dependencies
 */
// First: browser APIs that modules below need when they load.
import './jsdom-shims';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as coreStore } from '@wordpress/core-data';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { BlockSettings } from '../block-settings';
import { useProductCategories } from '../use-product-categories';
import type { BlockAttributes } from '../../../types/settings';
import { shopApiFetch } from '../../editor-preview/test/api-fetch-answers';
import { SHOP_CATEGORIES } from './fixtures';
import { loadZhTw } from '../../../test/zh-tw';

jest.mock( '@wordpress/api-fetch' );
const mockedApiFetch = apiFetch as unknown as jest.Mock;

loadZhTw();

const saved: BlockAttributes[] = [];

function Harness( { initial }: { initial: BlockAttributes } ) {
	const [ attributes, setAttributes ] = useState( initial );
	const shop = useProductCategories();
	return (
		<BlockSettings
			attributes={ attributes }
			setAttributes={ ( changed ) => {
				const next = { ...attributes, ...changed };
				saved.push( next );
				setAttributes( next );
			} }
			shop={ shop }
		/>
	);
}

function renderSettings( initial: BlockAttributes ) {
	const registry = createRegistry();
	registry.register( coreStore );
	const { container } = render(
		<RegistryProvider value={ registry }>
			<Harness initial={ initial } />
		</RegistryProvider>
	);
	return { user: userEvent.setup(), container };
}

beforeEach( () => {
	saved.length = 0;
	mockedApiFetch.mockReset();
	mockedApiFetch.mockImplementation(
		shopApiFetch( { categories: SHOP_CATEGORIES, products: [] } )
	);
} );

test( 'lists the shop’s categories, empty ones too, from product_cat', async () => {
	renderSettings( {
		allowedCategories: [ 'light', 'pudu' ],
		defaultCategory: '',
	} );
	expect(
		await screen.findByRole( 'checkbox', { name: '普渡' } )
	).toBeChecked();
	expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 8 );
	const paths = mockedApiFetch.mock.calls.map(
		( [ options ] ) => options.path
	);
	expect( paths ).toContainEqual(
		expect.stringMatching( /^\/wp\/v2\/product_cat\?.*hide_empty=false/ )
	);
	expect( paths ).toContainEqual( expect.stringMatching( /per_page=100/ ) );
} );

test( 'leaves WooCommerce’s Uncategorized out of the choices', async () => {
	mockedApiFetch.mockImplementation(
		shopApiFetch( {
			categories: [
				{ id: 14, slug: 'uncategorized', name: '未分類' },
				...SHOP_CATEGORIES,
			],
			products: [],
		} )
	);
	renderSettings( {
		allowedCategories: [ 'light' ],
		defaultCategory: '',
	} );
	expect(
		await screen.findByRole( 'checkbox', { name: '光明燈' } )
	).toBeChecked();
	expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 8 );
	expect(
		screen.queryByRole( 'checkbox', { name: '未分類' } )
	).not.toBeInTheDocument();
	expect( screen.queryByText( '未分類' ) ).not.toBeInTheDocument();
} );

test( 'leaves out the site’s default category whatever its slug', async () => {
	// A zh_TW WooCommerce names its default category 未分類, slug URL-encoded.
	const slug = '%e6%9c%aa%e5%88%86%e9%a1%9e';
	(
		window as unknown as { templeOfferingsEditor?: object }
	 ).templeOfferingsEditor = { defaultProductCategory: slug };
	mockedApiFetch.mockImplementation(
		shopApiFetch( {
			categories: [
				{ id: 14, slug, name: '未分類' },
				...SHOP_CATEGORIES,
			],
			products: [],
		} )
	);
	try {
		renderSettings( {
			allowedCategories: [ 'light' ],
			defaultCategory: '',
		} );
		expect(
			await screen.findByRole( 'checkbox', { name: '光明燈' } )
		).toBeChecked();
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 8 );
		expect( screen.queryByText( '未分類' ) ).not.toBeInTheDocument();
	} finally {
		delete ( window as unknown as { templeOfferingsEditor?: object } )
			.templeOfferingsEditor;
	}
} );

test( 'the default tab is chosen among the ticked categories', async () => {
	const { user } = renderSettings( {
		allowedCategories: [ 'light', 'pudu' ],
		defaultCategory: '',
	} );
	const select = await screen.findByRole( 'combobox', { name: '預設分頁' } );
	expect(
		Array.from( ( select as HTMLSelectElement ).options ).map( ( o ) => [
			o.value,
			o.text,
		] )
	).toEqual( [
		[ '', '第一個分頁' ],
		[ 'light', '光明燈' ],
		[ 'pudu', '普渡' ],
	] );
	await user.selectOptions( select, 'pudu' );
	expect( saved.at( -1 ) ).toEqual( {
		allowedCategories: [ 'light', 'pudu' ],
		defaultCategory: 'pudu',
	} );
	// Unticking the default tab's category falls back to the first tab.
	await user.click( screen.getByRole( 'checkbox', { name: '普渡' } ) );
	expect( saved.at( -1 ) ).toEqual( {
		allowedCategories: [ 'light' ],
		defaultCategory: '',
	} );
	expect( select ).toHaveValue( '' );
} );

test( 'warns when no category is ticked', async () => {
	const { container } = renderSettings( {
		allowedCategories: [],
		defaultCategory: '',
	} );
	// Notices are also spoken, outside the panel: look inside it.
	expect(
		await within( container ).findByText(
			'請至少勾選一個分類，否則此區塊不會顯示任何內容。'
		)
	).toBeInTheDocument();
} );

test( 'says to activate WooCommerce when product_cat does not exist', async () => {
	mockedApiFetch.mockImplementation(
		shopApiFetch( { categories: null, products: null } )
	);
	const { container } = renderSettings( {
		allowedCategories: [ 'light' ],
		defaultCategory: '',
	} );
	expect(
		await within( container ).findByText(
			'無法取得商店的商品分類。請啟用 WooCommerce 後再選擇。'
		)
	).toBeInTheDocument();
	expect( screen.queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
} );

/**
 * The presentational card and tabs the editor preview shares.
 */

/**
 * External dependencies
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ProductCard, cardName } from '../product-card';
import { CategoryTabs } from '../../category-tabs/category-tabs';
import { normalizeProducts } from '../../../api/normalize-products';
import { PRODUCTS, loadZhTw } from '../../offering-page/test/fixtures';

const rows = normalizeProducts( PRODUCTS );

beforeAll( loadZhTw );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );

test.each( [
	[ '改運 - 基本', true, '基本' ],
	[ '改運 - 基本', false, '改運 - 基本' ],
	[ '光明燈', true, '光明燈' ],
	[ 'A - B - C', true, 'B - C' ],
] )( 'cardName(%s, compact %s) = %s', ( name, compact, expected ) => {
	expect( cardName( name, compact ) ).toBe( expected );
} );

test( 'without onToggle the card is not interactive (editor preview)', () => {
	render(
		<ProductCard row={ rows[ 0 ] } selected={ false } placeholderImage="" />
	);
	expect( screen.queryByRole( 'button' ) ).toBeNull();
	expect( screen.getByText( 'NT$600' ) ).toBeVisible();
} );

test( 'a selected card says so and toggles', async () => {
	const onToggle = jest.fn();
	render(
		<ProductCard
			row={ rows[ 4 ] }
			selected
			compact
			placeholderImage="/p.png"
			onToggle={ onToggle }
		/>
	);
	const button = screen.getByRole( 'button', {
		name: /基本/,
		pressed: true,
	} );
	// A variation's card: its own name and its price, nothing else.
	expect( button ).toHaveTextContent( /^✓基本NT\$600$/ );
	expect( button.querySelector( 'img' ) ).toBeNull();
	expect(
		button.querySelector( '.temple-offerings__card-media' )
	).toBeNull();
	await userEvent.click( button );
	expect( onToggle ).toHaveBeenCalledTimes( 1 );
} );

test( 'a full card keeps its 16:9 frame, with the placeholder when it has no image', () => {
	render(
		<ProductCard
			row={ { ...rows[ 0 ], image: '' } }
			selected={ false }
			placeholderImage="/p.png"
		/>
	);
	expect(
		screen.getByText( 'NT$600' ).closest( '.temple-offerings__card' )
	).toContainElement(
		document.querySelector(
			'.temple-offerings__card-media img[src="/p.png"]'
		)
	);
} );

test( 'the sale price is read out with its labels', () => {
	render(
		<ProductCard row={ rows[ 1 ] } selected={ false } placeholderImage="" />
	);
	expect( screen.getByText( '原價：' ) ).toBeInTheDocument();
	expect( screen.getByText( '特價：' ) ).toBeInTheDocument();
} );

test( 'tabs without onSelect still render a tablist', () => {
	render(
		<CategoryTabs
			categories={ [
				{ slug: 'light', name: '光明燈' },
				{ slug: 'pudu', name: '普渡' },
			] }
			active="pudu"
		/>
	);
	expect( screen.getByRole( 'tab', { name: '普渡' } ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
} );

describe( 'places', () => {
	const lamp = { ...rows[ 0 ], stock: 2, low_stock: true, sold_out: false };
	const full = { ...rows[ 0 ], stock: 0, low_stock: false, sold_out: true };

	test( 'a low card says 剩 N 位, in its accessible name too, and can be picked', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ lamp }
				selected={ false }
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		const button = screen.getByRole( 'button', {
			name: /光明燈.*剩 2 位/,
		} );
		expect( button ).toBeEnabled();
		await userEvent.click( button );
		expect( onToggle ).toHaveBeenCalledTimes( 1 );
	} );

	test( 'a full card says 額滿 and cannot be picked', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ full }
				selected={ false }
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		const button = screen.getByRole( 'button', { name: /光明燈.*額滿/ } );
		expect( button ).toBeDisabled();
		await userEvent.click( button );
		expect( onToggle ).not.toHaveBeenCalled();
	} );

	test( 'a full card picked before it filled can still be put back', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ full }
				selected
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: /額滿/, pressed: true } )
		);
		expect( onToggle ).toHaveBeenCalledTimes( 1 );
	} );

	test( 'a card with many places left says nothing about them', () => {
		render(
			<ProductCard
				row={ { ...lamp, stock: 40, low_stock: false } }
				selected={ false }
				placeholderImage=""
			/>
		);
		expect( screen.queryByText( /剩|額滿/ ) ).toBeNull();
	} );
} );

describe( 'registration cutoff', () => {
	const open = { ...rows[ 0 ], cutoff_label: '登記截止 12月31日' };
	// The server sends a closed offering sold out, with its words.
	const closed = { ...rows[ 0 ], sold_out: true, cutoff_label: '已截止登記' };

	test( 'an open card says 登記截止 with the day and can be picked; without a day it says nothing of it', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ open }
				selected={ false }
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		const button = screen.getByRole( 'button', {
			name: /光明燈.*登記截止 12月31日/,
		} );
		await userEvent.click( button );
		expect( onToggle ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByText( '已截止登記' ) ).toBeNull();
		cleanup();
		render(
			<ProductCard
				row={ { ...rows[ 0 ], cutoff_label: '' } }
				selected={ false }
				placeholderImage=""
			/>
		);
		expect( screen.queryByText( /登記截止/ ) ).toBeNull();
	} );

	test( 'a closed card says 已截止登記, not 額滿, and cannot be picked', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ closed }
				selected={ false }
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		const button = screen.getByRole( 'button', {
			name: /光明燈.*已截止登記/,
		} );
		expect( button ).toBeDisabled();
		expect( button ).toHaveClass( 'is-sold-out' );
		expect( screen.queryByText( '額滿' ) ).toBeNull();
		await userEvent.click( button );
		expect( onToggle ).not.toHaveBeenCalled();
	} );

	test( 'a closed card picked before it closed can still be put back', async () => {
		const onToggle = jest.fn();
		render(
			<ProductCard
				row={ closed }
				selected
				placeholderImage=""
				onToggle={ onToggle }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: /已截止登記/, pressed: true } )
		);
		expect( onToggle ).toHaveBeenCalledTimes( 1 );
	} );
} );

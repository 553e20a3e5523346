/**
 * The offering page in zh_TW, against a mocked network: its tabs, hint and
 * card grid, and picking cards.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { categoryUrl, initialCategory } from '../offering-page';
import { ORIGIN } from './fixtures';
import { card, findCard, inZhTwPage, renderPage } from './render-page';

inZhTwPage();

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

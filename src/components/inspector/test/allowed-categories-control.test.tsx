/**
 * The category list: tick, untick, reorder, and flag what no longer exists.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { AllowedCategoriesControl } from '../allowed-categories-control';
import { SHOP_CATEGORIES } from './fixtures';
import { loadZhTw } from '../../../test/zh-tw';

loadZhTw();

function setup( value: string[] ) {
	const onChange = jest.fn();
	render(
		<AllowedCategoriesControl
			categories={ SHOP_CATEGORIES }
			value={ value }
			onChange={ onChange }
		/>
	);
	return { onChange, user: userEvent.setup() };
}

test( 'lists every shop category by name, ticked ones first in tab order', () => {
	setup( [ 'pudu', 'light' ] );
	expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 8 );
	const labels = screen
		.getAllByRole( 'listitem' )
		.map( ( item ) => item.textContent );
	expect( labels.slice( 0, 2 ) ).toEqual( [ '普渡', '光明燈' ] );
	expect( screen.getByRole( 'checkbox', { name: '普渡' } ) ).toBeChecked();
	expect( screen.getByRole( 'checkbox', { name: '光明燈' } ) ).toBeChecked();
	expect(
		screen.getByRole( 'checkbox', { name: '改運' } )
	).not.toBeChecked();
	expect(
		screen.getByRole( 'group', { name: '顯示為分頁的分類' } )
	).toBeInTheDocument();
} );

test( 'ticking appends the category as the last tab; unticking removes it', async () => {
	const { onChange, user } = setup( [ 'pudu', 'light' ] );
	await user.click( screen.getByRole( 'checkbox', { name: '改運' } ) );
	expect( onChange ).toHaveBeenLastCalledWith( [
		'pudu',
		'light',
		'change',
	] );
	await user.click( screen.getByRole( 'checkbox', { name: '普渡' } ) );
	expect( onChange ).toHaveBeenLastCalledWith( [ 'light' ] );
} );

test( 'moves a ticked category up and down, not past either end', async () => {
	const { onChange, user } = setup( [ 'pudu', 'light', 'gift' ] );
	await user.click(
		screen.getByRole( 'button', { name: '將「光明燈」上移' } )
	);
	expect( onChange ).toHaveBeenLastCalledWith( [ 'light', 'pudu', 'gift' ] );
	await user.click(
		screen.getByRole( 'button', { name: '將「光明燈」下移' } )
	);
	expect( onChange ).toHaveBeenLastCalledWith( [ 'pudu', 'gift', 'light' ] );

	const first = screen.getByRole( 'button', { name: '將「普渡」上移' } );
	const last = screen.getByRole( 'button', { name: '將「結緣品」下移' } );
	expect( first ).toHaveAttribute( 'aria-disabled', 'true' );
	expect( last ).toHaveAttribute( 'aria-disabled', 'true' );
	onChange.mockClear();
	await user.click( first );
	await user.click( last );
	expect( onChange ).not.toHaveBeenCalled();
	// Unticked categories have no order to change.
	expect(
		screen.queryByRole( 'button', { name: '將「改運」上移' } )
	).not.toBeInTheDocument();
} );

test( 'flags a saved category the shop no longer has, and removes it on request', async () => {
	const { onChange, user } = setup( [ 'light', 'lanterns', 'pudu' ] );
	const item = screen
		.getAllByRole( 'listitem' )
		.find( ( li ) => li.textContent?.includes( 'lanterns' ) );
	expect( item ).toBeDefined();
	expect(
		within( item! ).getByText( /這個分類已不存在/ )
	).toBeInTheDocument();
	await user.click(
		screen.getByRole( 'button', { name: '移除「lanterns」' } )
	);
	expect( onChange ).toHaveBeenLastCalledWith( [ 'light', 'pudu' ] );
} );

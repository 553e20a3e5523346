/**
 * The picker on its own: a year after the current lunar year that reaches it
 * from stored data (an old draft, an order renewed from before the rule) is
 * not shown as if the year select offered it.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { loadZhTw } from '../../../test/zh-tw';
import { LunarPicker } from '../lunar-picker';
import { lunarYearOf } from '../current-lunar-year';

loadZhTw();

function picker( year: string ) {
	render(
		<LunarPicker
			idPrefix="b"
			legend="農曆生辰"
			value={ { year, month: '05', day: '01', time: '吉' } }
			onChange={ () => undefined }
		/>
	);
	return screen.getByRole( 'combobox', {
		name: /^年/,
	} ) as HTMLSelectElement;
}

const values = ( select: HTMLSelectElement ) =>
	[ ...select.options ].map( ( option ) => option.value );

test( 'a stored year after this lunar year shows as no year, with no 虛歲', () => {
	const year = picker( String( lunarYearOf( new Date() ) + 5 ) );
	expect( year ).toHaveValue( '' );
	expect( values( year ) ).not.toContain(
		String( lunarYearOf( new Date() ) + 5 )
	);
	expect( document.body ).not.toHaveTextContent( '虛歲' );
} );

test( 'a stored year before the list (an ancestor’s) keeps its 民國 label', () => {
	const year = picker( '1850' );
	expect( year ).toHaveValue( '1850' );
	expect( year.selectedOptions[ 0 ].textContent ).toBe( '民前62年' );
} );

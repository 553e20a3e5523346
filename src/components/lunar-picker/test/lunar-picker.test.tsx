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

test( 'the parts share one message place under all four, kept at the widest message', () => {
	const { rerender } = render(
		<LunarPicker
			idPrefix="d"
			legend="農曆生辰"
			value={ { year: '1980', month: '05', day: '30', time: '吉' } }
			onChange={ () => undefined }
			reserve="這一年沒有這個閏月，請重新選擇月份"
		/>
	);
	const place = document.querySelector(
		'.temple-offerings-lunar__parts > .temple-offerings-field__message'
	);
	expect( place ).toHaveAttribute(
		'data-reserve',
		'這一年沒有這個閏月，請重新選擇月份'
	);
	expect( place ).toBeEmptyDOMElement();
	// No select has a place of its own, so none grows when a message comes.
	expect(
		document.querySelectorAll( '.temple-offerings-field__message' )
	).toHaveLength( 2 ); // the parts' and the solar date's

	rerender(
		<LunarPicker
			idPrefix="d"
			legend="農曆生辰"
			value={ { year: '1980', month: '05', day: '30', time: '吉' } }
			onChange={ () => undefined }
			reserve="這一年沒有這個閏月，請重新選擇月份"
			errors={ { day: '這個農曆月只有29天，請重新選擇日期' } }
		/>
	);
	const day = screen.getByRole( 'combobox', { name: /^日/ } );
	expect( place ).toHaveTextContent( '這個農曆月只有29天，請重新選擇日期' );
	expect( day ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( day ).toHaveAccessibleDescription(
		'這個農曆月只有29天，請重新選擇日期'
	);
	expect(
		screen.getByRole( 'combobox', { name: /^月/ } )
	).not.toHaveAttribute( 'aria-invalid' );
} );

/**
 * The lunar birthday selects offer only dates that exist: a year's own leap
 * month, a month's own days. A value that a change of year or month made
 * impossible stays selected and is flagged at once; 轉農曆 fills the selects
 * at once, with no request, and refuses a date after today.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { localIsoDate } from '../../../domain/today';
import { lunarYearOf } from '../../lunar-picker/current-lunar-year';
import {
	loadZhTw,
	polyfillDialog,
	productRow,
	renderForms,
	setupStore,
} from './helpers';

loadZhTw();
polyfillDialog();
jest.setTimeout( 60_000 );

const userEvent = user.setup( { delay: null } );
const LIGHT = productRow( 1, [ 'light' ] );

/**
 * A light product's first believer row, added.
 */
async function firstRow() {
	setupStore( { rows: [ LIGHT ] } );
	renderForms( [ LIGHT.key ] );
	const section = screen.getByTestId( `section-${ LIGHT.key }` );
	await userEvent.click(
		within( section ).getByRole( 'button', { name: '新增信眾' } )
	);
	const row = await within( section ).findByRole( 'group', {
		name: /信眾資料 1/,
	} );
	const birthday = within( row ).getByRole( 'group', { name: /農曆生辰/ } );
	const part = ( name: RegExp ) =>
		within( birthday ).getByRole( 'combobox', {
			name,
		} ) as HTMLSelectElement;
	return {
		row,
		year: part( /^年/ ),
		month: part( /^月/ ),
		day: part( /^日/ ),
	};
}

const optionValues = ( select: HTMLSelectElement ) =>
	[ ...select.options ].map( ( option ) => option.value );

let fetchCalls = 0;
beforeEach( () => {
	fetchCalls = 0;
	global.fetch = jest.fn( () => {
		fetchCalls++;
		return Promise.reject( new Error( 'no network in this test' ) );
	} ) as unknown as typeof fetch;
} );

test( 'the month select offers only the chosen year’s leap month, after the month it doubles', async () => {
	const { year, month } = await firstRow();
	await userEvent.selectOptions( year, '2023' );
	const months2023 = optionValues( month );
	expect(
		months2023.filter( ( value ) => value.startsWith( '潤' ) )
	).toEqual( [ '潤02' ] );
	expect( months2023.indexOf( '潤02' ) ).toBe(
		months2023.indexOf( '02' ) + 1
	);
	await userEvent.selectOptions( year, '2024' );
	expect(
		optionValues( month ).filter( ( value ) => value.startsWith( '潤' ) )
	).toEqual( [] );
} );

test( 'the day select offers 29 or 30 days as the month has', async () => {
	const { year, month, day } = await firstRow();
	await userEvent.selectOptions( year, '2024' );
	await userEvent.selectOptions( month, '01' );
	expect( optionValues( day ) ).toHaveLength( 30 );
	expect( optionValues( day ).at( -1 ) ).toBe( '29' );
	await userEvent.selectOptions( month, '02' );
	expect( optionValues( day ).at( -1 ) ).toBe( '30' );
} );

test( 'a day made impossible by a month change stays selected and is flagged at once', async () => {
	const { row, year, month, day } = await firstRow();
	await userEvent.selectOptions( year, '2024' );
	await userEvent.selectOptions( month, '02' );
	await userEvent.selectOptions( day, '30' );
	await userEvent.selectOptions( month, '01' );
	expect( day ).toHaveValue( '30' );
	await waitFor( () =>
		expect( row ).toHaveTextContent( '這個農曆月只有29天，請重新選擇日期' )
	);
	expect( day ).toHaveAttribute( 'aria-invalid', 'true' );
} );

test( 'a leap month made impossible by a year change stays selected and is flagged at once', async () => {
	const { row, year, month } = await firstRow();
	await userEvent.selectOptions( year, '2023' );
	await userEvent.selectOptions( month, '潤02' );
	await userEvent.selectOptions( year, '2024' );
	expect( month ).toHaveValue( '潤02' );
	await waitFor( () =>
		expect( row ).toHaveTextContent( '這一年沒有這個閏月，請重新選擇月份' )
	);
	expect( month ).toHaveAttribute( 'aria-invalid', 'true' );
	// Choosing a month that exists clears it.
	await userEvent.selectOptions( month, '02' );
	expect( row ).not.toHaveTextContent( '這一年沒有這個閏月' );
} );

test( '轉農曆 fills the selects at once, with no request', async () => {
	const { row, year, month, day } = await firstRow();
	const solar = within( row ).getAllByLabelText( /國曆/ )[ 0 ];
	await userEvent.type( solar, '2023-03-22' );
	await userEvent.click(
		within( row ).getAllByRole( 'button', { name: '轉農曆' } )[ 0 ]
	);
	expect( year ).toHaveValue( '2023' );
	expect( month ).toHaveValue( '潤02' );
	expect( day ).toHaveValue( '01' );
	expect( fetchCalls ).toBe( 0 );
} );

/**
 * A local date `days` from today as YYYY-MM-DD, as the date field reads it.
 *
 * @param days Days from today.
 */
function localDate( days: number ): string {
	const date = new Date();
	date.setDate( date.getDate() + days );
	return localIsoDate( date );
}

test( '轉農曆 refuses a solar date after today with the message, and fills nothing', async () => {
	const { row, year, month, day } = await firstRow();
	const solar = within( row ).getAllByLabelText( /國曆/ )[ 0 ];
	// The date field says so by its bounds too.
	expect( solar ).toHaveAttribute( 'max', localDate( 0 ) );
	for ( const future of [ '2031-05-01', localDate( 1 ) ] ) {
		await userEvent.clear( solar );
		await userEvent.type( solar, future );
		await userEvent.click(
			within( row ).getAllByRole( 'button', { name: '轉農曆' } )[ 0 ]
		);
		expect( row ).toHaveTextContent( '生日不可晚於今天' );
		expect( solar ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( year ).toHaveValue( '吉' );
		expect( month ).toHaveValue( '吉' );
		expect( day ).toHaveValue( '吉' );
		expect( optionValues( year ) ).not.toContain( '2031' );
	}
	expect( row ).not.toHaveTextContent( '虛歲：-' );
	// Today is no later than today.
	await userEvent.clear( solar );
	await userEvent.type( solar, localDate( 0 ) );
	await userEvent.click(
		within( row ).getAllByRole( 'button', { name: '轉農曆' } )[ 0 ]
	);
	expect( row ).not.toHaveTextContent( '生日不可晚於今天' );
	expect( year ).toHaveValue( String( lunarYearOf( new Date() ) ) );
	expect( row ).toHaveTextContent( '虛歲：1' );
} );

test( 'the year select ends at the current lunar year and holds no year it does not offer', async () => {
	const { year } = await firstRow();
	const years = optionValues( year );
	const current = lunarYearOf( new Date() );
	expect( years[ 0 ] ).toBe( '吉' );
	expect( years[ 1 ] ).toBe( String( current ) );
	expect( years.at( -1 ) ).toBe( String( current - 150 ) );
} );

test( 'the date of death refuses a later date in its own words', async () => {
	const PUDU = productRow( 2, [ 'pudu' ] );
	setupStore( { rows: [ PUDU ] } );
	renderForms( [ PUDU.key ] );
	const section = screen.getByTestId( `section-${ PUDU.key }` );
	await userEvent.click(
		within( section ).getByRole( 'button', { name: '新增信眾' } )
	);
	const death = await within( section ).findByRole( 'group', {
		name: /往生者農曆往生日/,
	} );
	const solar = within( death ).getByLabelText( /國曆往生日期/ );
	await userEvent.type( solar, localDate( 1 ) );
	await userEvent.click(
		within( death ).getByRole( 'button', { name: '轉農曆' } )
	);
	expect( death ).toHaveTextContent( '往生日不可晚於今天' );
	expect(
		within( death ).getByRole( 'combobox', { name: /^年/ } )
	).toHaveValue( '吉' );
} );

/**
 * 結帳 on the counter screen: opened, it reads the day from the server and
 * shows each staff member's ways of payment, their totals and the day's;
 * another day is read when asked. Only the network is mocked.
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../../api/middleware';
import {
	ORIGIN,
	installResponse,
	json,
	loadZhTw,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';
import type { CounterDaySummary } from '../../types/counter';
import { DailySummary } from '../daily-summary';

loadZhTw();

beforeAll( () => {
	installResponse();
	setRequestGuard( () => ( {
		allowedOrigins: [ ORIGIN ],
		restNonce: 'counter-nonce',
	} ) );
} );

const DAY: CounterDaySummary = {
	date: '2026-11-26',
	rows: [
		{
			staff_id: 7,
			staff: '林櫃台',
			payment: 'cash',
			label: '現金',
			count: 2,
			amount: 2400,
		},
		{
			staff_id: 7,
			staff: '林櫃台',
			payment: 'transfer',
			label: '轉帳／ATM',
			count: 1,
			amount: 1200,
		},
		{
			staff_id: 8,
			staff: '王櫃台',
			payment: 'card',
			label: '刷卡',
			count: 1,
			amount: 600,
		},
	],
	staff: [
		{ staff_id: 7, staff: '林櫃台', count: 3, amount: 3600 },
		{ staff_id: 8, staff: '王櫃台', count: 1, amount: 600 },
	],
	payments: [
		{ payment: 'cash', label: '現金', count: 2, amount: 2400 },
		{ payment: 'card', label: '刷卡', count: 1, amount: 600 },
		{ payment: 'transfer', label: '轉帳／ATM', count: 1, amount: 1200 },
	],
	count: 4,
	amount: 4200,
};

test( 'opened, it reads the day and shows each staff member’s ways, their totals and the day’s; another day when asked', async () => {
	const asked: string[] = [];
	mockNetwork( ( url ) => {
		asked.push( url );
		return json(
			url.includes( 'date=2026-11-25' )
				? {
						...DAY,
						date: '2026-11-25',
						rows: [],
						staff: [],
						payments: [],
						count: 0,
						amount: 0,
					}
				: DAY
		);
	} );
	const user = userEvent.setup();
	render( <DailySummary /> );
	expect( asked ).toEqual( [] );
	await user.click( screen.getByText( '結帳' ) );
	const table = await screen.findByRole( 'table', {
		name: '2026-11-26：4 筆，NT$4,200',
	} );
	expect( asked[ 0 ] ).toContain( '/temple-offerings/v1/counter/summary' );
	expect( asked[ 0 ] ).not.toContain( 'date=' );
	const rows = within( table )
		.getAllByRole( 'row' )
		.map( ( row ) => ( row.textContent ?? '' ).trim() );
	expect( rows ).toEqual( [
		'經手人付款方式筆數金額',
		'林櫃台現金2NT$2,400',
		'林櫃台轉帳／ATM1NT$1,200',
		'林櫃台合計3NT$3,600',
		'王櫃台刷卡1NT$600',
		'王櫃台合計1NT$600',
		'現金（全部經手人）2NT$2,400',
		'刷卡（全部經手人）1NT$600',
		'轉帳／ATM（全部經手人）1NT$1,200',
		'本日合計4NT$4,200',
	] );
	const day = screen.getByLabelText( '日期' );
	expect( day ).toHaveValue( '2026-11-26' );
	await user.clear( day );
	await user.type( day, '2026-11-25' );
	await user.click( screen.getByRole( 'button', { name: '顯示' } ) );
	await screen.findByRole( 'table', { name: '2026-11-25：0 筆，NT$0' } );
	expect( asked[ 1 ] ).toContain( 'date=2026-11-25' );
} );

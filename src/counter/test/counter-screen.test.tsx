/**
 * The counter screen on its real parts (the believer fields, the rules, the
 * request and its middleware), only the network mocked: a returning
 * household found by phone and renewed with "same as last year" and cash by
 * keyboard; a new walk-in's 普渡 typed after Enter in the offering filter,
 * refused by the page's own rules first; a place lost meanwhile told and
 * the places read again; the server's refusal of a believer shown at its
 * field with everything kept.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../../api/middleware';
import {
	ORIGIN,
	PRODUCTS,
	installResponse,
	json,
	loadZhTw,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';
import { polyfillDialog } from '../../components/product-believers/test/helpers';
import type { TaiSuiWords } from '../../domain/tai-sui-rules';
import { completeBeliever } from '../../domain/test/complete-believer';
import taiSuiFixtures from '../../domain/test/tai-sui.fixtures.json';
import type { CounterOrderMade, Household } from '../../types/counter';
import { CounterScreen } from '../counter-screen';
import { huangHousehold } from './household';

loadZhTw();

beforeAll( () => {
	installResponse();
	polyfillDialog();
	setRequestGuard( () => ( {
		allowedOrigins: [ ORIGIN ],
		restNonce: 'counter-nonce',
	} ) );
} );

afterEach( () => {
	document.body.innerHTML = '';
} );

const HOUSEHOLD = huangHousehold(
	[ '黃阿嬤', '黃大明', '黃小華', '黃小妹' ].map( ( name, index ) => ( {
		saved_id: index === 0 ? 31 : 0,
		kind: 'light' as const,
		data: completeBeliever( 'light', { name } ),
		last_year: [ { product_id: 11, variation_id: 0, name: '光明燈' } ],
	} ) )
);

const MADE: CounterOrderMade = {
	order_id: 88,
	number: '88',
	status: 'processing',
	status_label: '處理中',
	paid: true,
	total: 'NT$2,400',
	payment: 'cash',
	channel: 'counter',
	book: { added: 0, error: '' },
	prints: {
		labels: `${ ORIGIN }/wp-admin/admin-post.php?action=temple_offerings_paperwork&view=labels&order=88`,
		slip: `${ ORIGIN }/wp-admin/admin-post.php?action=temple_offerings_counter_slip&order=88`,
		receipt: `${ ORIGIN }/wp-admin/admin-post.php?action=temple_offerings_receipt&order=88`,
	},
};

type Sent = { method: string; url: string; body: any; nonce: string };

/**
 * The shop's answers, and what it was sent.
 *
 * @param answers            Answers.
 * @param answers.households The search's households.
 * @param answers.order      The order route's answer.
 */
function shop( answers: {
	households: Household[];
	order: () => ReturnType< typeof json >;
} ) {
	const sent: Sent[] = [];
	mockNetwork( ( url, init ) => {
		const headers = ( init.headers ?? {} ) as Record< string, string >;
		sent.push( {
			method: String( init.method ?? 'GET' ),
			url,
			body: init.body ? JSON.parse( String( init.body ) ) : null,
			nonce: String( headers[ 'X-WP-Nonce' ] ?? '' ),
		} );
		if ( url.includes( 'visible-products' ) ) {
			return json( PRODUCTS, 200, {
				'X-WP-Total': String( PRODUCTS.length ),
				'X-WP-TotalPages': '1',
			} );
		}
		if ( url.includes( 'counter/households' ) ) {
			return json( { households: answers.households } );
		}
		return answers.order();
	} );
	return sent;
}

const posted = ( sent: Sent[] ) =>
	sent.filter( ( one ) => one.method === 'POST' );

test( 'a returning household of four: a search, "same as last year" and cash, by keyboard; the papers to print, then the next worshipper', async () => {
	const sent = shop( {
		households: [ HOUSEHOLD ],
		order: () => json( MADE, 201 ),
	} );
	const user = userEvent.setup();
	render(
		<CounterScreen
			staffName="林櫃台"
			taiSui={ {
				year: 2026,
				boundary: 'lunar_new_year',
				counted: [ 'zhi', 'chong' ],
				productId: 0,
				words: taiSuiFixtures.words as TaiSuiWords,
			} }
		/>
	);

	// The search has the focus when the screen opens.
	expect( screen.getByLabelText( '電話或姓名' ) ).toHaveFocus();
	await user.keyboard( '0955123456{Enter}' );
	const same = await screen.findByRole( 'button', { name: '同去年' } );
	await waitFor( () => expect( same ).toHaveFocus() );
	// Opened: each person's sign and 太歲 in the temple's year.
	expect(
		within(
			screen.getByRole( 'region', { name: '2026 丙午年 家人生肖與太歲' } )
		)
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent )
	).toEqual(
		[ '黃阿嬤', '黃大明', '黃小華', '黃小妹' ].map(
			( name ) => `${ name } 屬猴，2026 丙午年 未犯太歲`
		)
	);
	await screen.findByRole( 'checkbox', { name: /^光明燈/ } );
	// The counter reads its own places: every place left, those kept for it included.
	const reads = sent.filter( ( one ) =>
		one.url.includes( 'visible-products' )
	);
	expect( reads.length ).toBeGreaterThan( 0 );
	expect(
		reads.every( ( one ) => one.url.includes( 'channel=counter' ) )
	).toBe( true );
	await user.keyboard( '{Enter}' );
	await waitFor( () =>
		expect( screen.getByRole( 'radio', { name: /現金/ } ) ).toHaveFocus()
	);
	// Read back before registering: four people, each with gender and lunar birthday.
	expect( screen.getByText( '光明燈 × 4：NT$2,400' ) ).toBeInTheDocument();
	await user.keyboard( '{Enter}' );

	await screen.findByRole( 'heading', {
		name: '訂單 #88 已登記：NT$2,400，已付款。',
	} );
	const [ order ] = posted( sent );
	expect( order.nonce ).toBe( 'counter-nonce' );
	expect( order.url ).toContain( '/temple-offerings/v1/counter/orders' );
	expect( order.body ).toMatchObject( {
		channel: 'counter',
		payment: 'cash',
		customer: { id: 7, token: 'tok7' },
		contact: { name: '黃阿嬤', phone: '0955-123-456' },
	} );
	expect( order.body.lines ).toHaveLength( 1 );
	expect( order.body.lines[ 0 ].product_id ).toBe( 11 );
	expect(
		order.body.lines[ 0 ].believers.map( ( one: any ) => [
			one.name,
			one.saved_id,
		] )
	).toEqual( [
		[ '黃阿嬤', 31 ],
		[ '黃大明', undefined ],
		[ '黃小華', undefined ],
		[ '黃小妹', undefined ],
	] );
	expect( screen.getByRole( 'link', { name: '列印燈牌' } ) ).toHaveAttribute(
		'href',
		MADE.prints.labels
	);
	expect(
		screen.getByRole( 'link', { name: '列印收執聯' } )
	).toHaveAttribute( 'target', '_blank' );
	expect( screen.getByRole( 'link', { name: '列印收據' } ) ).toHaveAttribute(
		'href',
		MADE.prints.receipt
	);

	await user.click( screen.getByRole( 'button', { name: '下一位信眾' } ) );
	await waitFor( () =>
		expect( screen.getByLabelText( '電話或姓名' ) ).toHaveFocus()
	);
	expect( screen.getByLabelText( '電話或姓名' ) ).toHaveValue( '' );
	expect( screen.queryByRole( 'button', { name: '同去年' } ) ).toBeNull();
} );

test( 'the focus lands on 同去年 even when the browser draws its next frame before React has drawn the household (a busy tablet)', async () => {
	shop( { households: [ HOUSEHOLD ], order: () => json( MADE, 201 ) } );
	// The frame at once: whatever waits for it looks before React's commit.
	const frame = jest
		.spyOn( window, 'requestAnimationFrame' )
		.mockImplementation( ( callback ) => {
			callback( 0 );
			return 0;
		} );
	try {
		const user = userEvent.setup();
		render( <CounterScreen staffName="林櫃台" /> );
		await user.keyboard( '0955123456{Enter}' );
		const same = await screen.findByRole( 'button', { name: '同去年' } );
		await waitFor( () => expect( same ).toHaveFocus() );
	} finally {
		frame.mockRestore();
	}
} );

test( "a new walk-in: nothing found, a new worshipper, 普渡 chosen from the filter with Enter; the page's rules refuse before anything is sent", async () => {
	const sent = shop( {
		households: [],
		order: () =>
			json( { ...MADE, total: 'NT$1,200', payment: 'card' }, 201 ),
	} );
	const user = userEvent.setup();
	render( <CounterScreen staffName="林櫃台" /> );
	await user.keyboard( '0912345678{Enter}' );
	await screen.findByText( '查無資料。請登記新信眾，或重新搜尋。' );
	await waitFor( () =>
		expect( screen.getByRole( 'button', { name: '新信眾' } ) ).toHaveFocus()
	);
	await user.keyboard( '{Enter}' );
	const name = await screen.findByLabelText( /^姓名/ );
	await waitFor( () => expect( name ).toHaveFocus() );
	expect( screen.getByRole( 'textbox', { name: /^電話/ } ) ).toHaveValue(
		'0912345678'
	);
	await user.keyboard( '陳大同' );
	await user.type( screen.getByLabelText( /^地址/ ), '台南市東區' );
	await screen.findByRole( 'checkbox', { name: /普渡供品/ } );
	await user.type( screen.getByLabelText( '找結緣品' ), '普渡{Enter}' );
	expect(
		screen.getByRole( 'checkbox', { name: /普渡供品/ } )
	).toBeChecked();
	// The worshipper is the registrant; the deceased's name is the first thing to type.
	const deceased = await screen.findByLabelText( /^往生者姓名/ );
	await waitFor( () => expect( deceased ).toHaveFocus() );
	expect( screen.getByLabelText( /^登記人姓名|^信眾姓名/ ) ).toHaveValue(
		'陳大同'
	);

	// Under the offering's people, on to the payment in one step.
	await user.click( screen.getByRole( 'button', { name: '前往付款' } ) );
	expect( screen.getByRole( 'radio', { name: /現金/ } ) ).toHaveFocus();
	await user.click( screen.getByRole( 'radio', { name: /刷卡/ } ) );
	await user.click(
		screen.getByRole( 'button', { name: '登記：NT$1,200' } )
	);
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'請修正標示的欄位。'
	);
	expect( posted( sent ) ).toEqual( [] );
	await waitFor( () => expect( deceased ).toHaveFocus() );

	await user.type( deceased, '陳老先生' );
	const gender = screen.getByLabelText( /^往生者性別/ );
	await user.selectOptions( gender, 'male' );
	// The tablet's address is the household's, read back before registering.
	expect( screen.getByLabelText( /^往生者牌位地址/ ) ).toHaveValue(
		'台南市東區'
	);
	await user.click(
		screen.getByRole( 'button', { name: '登記：NT$1,200' } )
	);
	await screen.findByRole( 'heading', { name: /訂單 #88 已登記/ } );
	const [ order ] = posted( sent );
	expect( order.body ).toMatchObject( {
		customer: null,
		payment: 'card',
		contact: {
			name: '陳大同',
			phone: '0912345678',
			address_1: '台南市東區',
		},
	} );
	expect( order.body.lines[ 0 ].believers[ 0 ] ).toMatchObject( {
		name: '陳大同',
		deceased_name: '陳老先生',
		deceased_gender: 'male',
		product_category: [ 'pudu' ],
	} );
} );

test( 'a place lost meanwhile is told as the server says it, the places are read again, and nothing chosen is lost; a refused believer is marked at its field', async () => {
	let answer = () =>
		json(
			{
				code: 'temple_offerings_places_taken',
				message:
					'「光明燈」已額滿，無法再登記。本次沒有登記任何資料，請勿收款。',
				data: { status: 409 },
			},
			409
		);
	const sent = shop( { households: [ HOUSEHOLD ], order: () => answer() } );
	const user = userEvent.setup();
	render( <CounterScreen staffName="林櫃台" /> );
	await user.keyboard( '0955{Enter}' );
	await screen.findByRole( 'checkbox', { name: /^光明燈/ } );
	await user.click( screen.getByRole( 'button', { name: '同去年' } ) );
	await user.click( screen.getByRole( 'radio', { name: /現金/ } ) );
	const reads = sent.filter( ( one ) =>
		one.url.includes( 'visible-products' )
	).length;
	await user.click(
		screen.getByRole( 'button', { name: '登記：NT$2,400' } )
	);
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'「光明燈」已額滿，無法再登記。本次沒有登記任何資料，請勿收款。'
	);
	await waitFor( () =>
		expect(
			sent.filter( ( one ) => one.url.includes( 'visible-products' ) )
				.length
		).toBeGreaterThan( reads )
	);
	expect( screen.getByRole( 'checkbox', { name: /^光明燈/ } ) ).toBeChecked();

	answer = () =>
		json(
			{
				code: 'temple_offerings_invalid_believer',
				message: '光明燈：部分結緣品的資料不完整，請檢查',
				data: {
					status: 400,
					line: 0,
					errors: [
						{ index: 1, field: 'address', code: 'required' },
					],
				},
			},
			400
		);
	await user.click(
		screen.getByRole( 'button', { name: '登記：NT$2,400' } )
	);
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'光明燈：部分結緣品的資料不完整，請檢查'
	);
	const son = screen.getByRole( 'group', { name: '信眾資料 2' } );
	expect( within( son ).getByLabelText( /^信眾地址/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );

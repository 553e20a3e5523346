/**
 * ProductBelievers: fields by kind, errors once touched or after a submit
 * try, the complete (green) row, and axe on a form with errors showing.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import axe from 'axe-core';

/**
 * Internal dependencies
 */
import {
	attemptSubmit,
	believersOf,
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
const PUDU = productRow( 2, [ 'pudu' ] );
const SUPER = productRow( 3, [ 'super' ] );
const PET = productRow( 4, [ 'animal' ] );
const DEAD = productRow( 5, [ 'dead-blessing' ] );
const ODD = productRow( 6, [ 'featured' ] );

async function addOne( key: string ) {
	const section = screen.getByTestId( `section-${ key }` );
	await userEvent.click(
		within( section ).getByRole( 'button', { name: '新增信眾' } )
	);
	// Settle the new row's focus before the test goes on.
	await waitFor( () =>
		expect(
			section.querySelector(
				'.temple-offerings-believer:last-of-type input'
			)
		).toHaveFocus()
	);
	return section;
}

describe( 'fields by category', () => {
	test( 'an unmapped product shows the system error instead of a form', () => {
		setupStore( { rows: [ ODD ] } );
		renderForms( [ ODD.key ] );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'系統錯誤：類別映射未定義'
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	test( 'light: believer labels, four genders, lunar birthday, common fields; the new row takes focus', async () => {
		setupStore( { rows: [ LIGHT ] } );
		renderForms( [ LIGHT.key ] );
		const section = await addOne( LIGHT.key );
		const row = within( section ).getByRole( 'group', {
			name: /信眾資料 1/,
		} );
		await waitFor( () =>
			expect( within( row ).getByLabelText( /信眾姓名/ ) ).toHaveFocus()
		);
		const gender = within( row ).getByLabelText( /信眾性別/ );
		expect(
			within( gender )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ '信士', '信女', '小兒', '小女兒' ] );
		expect( gender ).toHaveValue( 'male' );
		expect(
			within( row ).getByLabelText( /信眾地址/ )
		).toBeInTheDocument();
		expect(
			within( row ).getByRole( 'group', { name: '農曆生辰' } )
		).toBeInTheDocument();
		for ( const label of [ /^年/, /^月/, /^日/, /^出生時辰/ ] ) {
			expect( within( row ).getByLabelText( label ) ).toHaveValue( '吉' );
		}
		const year = within( row ).getByLabelText( /^年/ );
		const years = within( year ).getAllByRole( 'option' );
		expect( years ).toHaveLength( 152 );
		expect( years[ 0 ] ).toHaveTextContent( '吉' );
		expect(
			within( row )
				.getByLabelText( /^出生時辰/ )
				.querySelectorAll( 'option' )[ 1 ]
		).toHaveTextContent( '子 (23:00-01:00)' );
		const month = within( row ).getByLabelText( /^月/ );
		// Year unknown: 吉, the twelve months and the ten leap months that occur (閏二月…閏十一月).
		expect( month.querySelectorAll( 'option' ) ).toHaveLength( 23 );
		expect(
			within( row ).getByLabelText( '國曆出生日期' )
		).toHaveAttribute( 'min', '1900-01-01' );
		expect( within( row ).getByLabelText( /手機/ ) ).toBeInTheDocument();
		expect(
			within( row ).getByLabelText( /Email|電子郵件/i )
		).toBeInTheDocument();
		expect( within( row ).getByLabelText( /備註/ ) ).toBeInTheDocument();
		expect( within( row ).getByLabelText( '到期通知' ) ).toBeChecked();
	} );

	test( 'pudu asks for the deceased with all six genders and two lunar dates', async () => {
		setupStore( { rows: [ PUDU ] } );
		renderForms( [ PUDU.key ] );
		const section = await addOne( PUDU.key );
		const deceased = within( section ).getByRole( 'group', {
			name: '往生者資料',
		} );
		expect(
			within( deceased ).getByLabelText( /往生者姓名/ )
		).toBeInTheDocument();
		expect(
			within( deceased ).getByLabelText( /往生者牌位地址/ )
		).toBeInTheDocument();
		const gender = within( deceased ).getByLabelText( /往生者性別/ );
		expect(
			within( gender )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ '請選擇', '信士', '信女', '小兒', '小女兒', '公', '母' ] );
		expect(
			within( deceased ).getByRole( 'group', { name: '往生者農曆生辰' } )
		).toBeInTheDocument();
		expect(
			within( deceased ).getByRole( 'group', {
				name: '往生者農曆往生日',
			} )
		).toBeInTheDocument();
	} );

	test( 'super: no gender, the departed’s name and address, no lunar birthday', async () => {
		setupStore( { rows: [ SUPER ] } );
		renderForms( [ SUPER.key ] );
		const section = await addOne( SUPER.key );
		expect(
			within( section ).getByLabelText( /陽上姓名/ )
		).toBeInTheDocument();
		expect(
			within( section ).getByLabelText( /超薦對象姓名/ )
		).toBeInTheDocument();
		expect(
			within( section ).getByLabelText( /超薦對象地址/ )
		).toBeInTheDocument();
		expect( within( section ).queryByLabelText( /性別/ ) ).toBeNull();
		expect(
			within( section ).queryByRole( 'group', { name: /農曆/ } )
		).toBeNull();
	} );

	test( 'animal: pet wording and pet genders; dead-blessing: registrant wording, no lunar birthday', async () => {
		setupStore( { rows: [ PET, DEAD ] } );
		renderForms( [ PET.key, DEAD.key ] );
		const pet = await addOne( PET.key );
		expect(
			within( pet ).getByRole( 'group', { name: /寵物資料 1/ } )
		).toBeInTheDocument();
		expect(
			within( pet ).getByLabelText( /寵物名字|寵物名稱|寵物姓名/ )
		).toBeInTheDocument();
		const gender = within( pet ).getByLabelText( /寵物性別/ );
		expect(
			within( gender )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ '公', '母' ] );
		expect( gender ).toHaveValue( 'pet_male' );
		expect(
			within( pet ).getByRole( 'group', { name: '寵物農曆生辰' } )
		).toBeInTheDocument();

		const dead = await addOne( DEAD.key );
		expect(
			within( dead ).getByLabelText( /登記人姓名/ )
		).toBeInTheDocument();
		expect(
			within( dead ).getByLabelText( /登記人性別/ )
		).toBeInTheDocument();
		expect(
			within( dead ).queryByRole( 'group', { name: /農曆/ } )
		).toBeNull();
	} );
} );

describe( 'validation and help', () => {
	test( 'an error shows once the field was changed and left, wired with aria-invalid and aria-describedby', async () => {
		setupStore( { rows: [ PUDU ] } );
		renderForms( [ PUDU.key ] );
		const section = await addOne( PUDU.key );
		const name = within( section ).getByLabelText( /往生者姓名/ );
		expect( name ).not.toHaveAttribute( 'aria-invalid' );
		// Only passed through: nothing.
		await userEvent.click( name );
		await userEvent.tab();
		expect( name ).not.toHaveAttribute( 'aria-invalid' );
		// Typed in, emptied and left: it says what it lacks.
		await userEvent.type( name, '王' );
		await userEvent.clear( name );
		await userEvent.tab();
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveAccessibleDescription( '請輸入往生者姓名' );
		// Other fields stay quiet until touched.
		expect(
			within( section ).getByLabelText( /往生者牌位地址/ )
		).not.toHaveAttribute( 'aria-invalid' );
		await userEvent.type( name, '王大明' );
		expect( name ).not.toHaveAttribute( 'aria-invalid' );
	} );

	test( 'after a submit try every error shows; the store holds what was typed', async () => {
		setupStore( { rows: [ PUDU, PET ] } );
		renderForms( [ PUDU.key, PET.key ] );
		const pudu = await addOne( PUDU.key );
		const pet = await addOne( PET.key );
		await userEvent.type(
			within( pet ).getByLabelText( /寵物名/ ),
			'小白'
		);
		attemptSubmit();
		expect(
			within( pudu ).getByLabelText( /往生者牌位地址/ )
		).toHaveAccessibleDescription( '請輸入往生者牌位地址' );
		expect( within( pudu ).getByLabelText( /往生者性別/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect(
			within( pet ).getByLabelText( /寵物地址/ )
		).toHaveAccessibleDescription( '請輸入寵物地址' );
		expect( believersOf( PET.key )[ 0 ].name ).toBe( '小白' );
	} );

	test( 'a complete row turns green and says so to screen readers', async () => {
		setupStore( { rows: [ LIGHT ] } );
		renderForms( [ LIGHT.key ] );
		const section = await addOne( LIGHT.key );
		const row = within( section ).getByRole( 'group', {
			name: /信眾資料 1/,
		} );
		expect( row ).not.toHaveClass( 'is-complete' );
		await userEvent.type(
			within( row ).getByLabelText( /信眾姓名/ ),
			'林美玲'
		);
		await userEvent.type(
			within( row ).getByLabelText( /信眾地址/ ),
			'台北市'
		);
		expect( row ).toHaveClass( 'is-complete' );
		expect(
			within( section ).getByRole( 'group', {
				name: '信眾資料 1 資料已完整',
			} )
		).toBe( row );
	} );

	test( 'a selected product without a believer says so after a submit try', () => {
		setupStore( { rows: [ LIGHT ], submitAttempted: true } );
		renderForms( [ LIGHT.key ] );
		expect( screen.getByText( '請至少新增一位信眾' ) ).toBeInTheDocument();
	} );
} );

test( 'axe finds no violation on forms with errors showing', async () => {
	setupStore( { rows: [ PUDU, SUPER, PET ] } );
	const { container } = renderForms( [ PUDU.key, SUPER.key, PET.key ] );
	await addOne( PUDU.key );
	await addOne( SUPER.key );
	await addOne( PET.key );
	attemptSubmit();
	expect(
		container.querySelectorAll( '[aria-invalid="true"]' ).length
	).toBeGreaterThan( 5 );
	const results = await axe.run( container, {
		rules: { 'color-contrast': { enabled: false } },
	} );
	expect(
		results.violations.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );
} );

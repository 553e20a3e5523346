/**
 * The family book in My Account, what it does with the people it lists:
 * deletion only after confirmation, the light again address for the ticked
 * people, and who 犯太歲 in the temple's year. Only the network
 * (window.fetch) is mocked.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ORIGIN, json } from '../../components/offering-page/test/fixtures';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { TaiSuiWords } from '../../domain/tai-sui-rules';
import taiSuiFixtures from '../../domain/test/tai-sui.fixtures.json';
import type { SavedBeliever } from '../../types/saved-believer';
import { FamilyBook } from '../family-book';
import { lightAgainUrl } from '../light-again';
import { WANG, inFamilyBook, settings, shop } from './book-helpers';

inFamilyBook();

test( 'delete asks first and sends DELETE only when confirmed', async () => {
	const sent = shop( () => json( { deleted: true, id: 41 } ) );
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	await user.click( screen.getByRole( 'button', { name: '刪除 王小明' } ) );
	const dialog = screen.getByRole( 'dialog', { name: '確認刪除' } );
	expect( dialog ).toHaveTextContent( '確定要從家人名冊刪除 王小明 嗎？' );
	await user.click(
		within( dialog ).getByRole( 'button', { name: '取消' } )
	);
	expect( sent ).toEqual( [] );

	await user.click( screen.getByRole( 'button', { name: '刪除 王小明' } ) );
	await user.click(
		within( screen.getByRole( 'dialog', { name: '確認刪除' } ) ).getByRole(
			'button',
			{ name: '刪除' }
		)
	);
	await waitFor( () =>
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'已刪除 王小明。'
		)
	);
	expect( sent ).toEqual( [
		expect.objectContaining( {
			method: 'DELETE',
			url: expect.stringContaining( '/temple-offerings/v1/believers/41' ),
		} ),
	] );
	expect( screen.queryByRole( 'checkbox', { name: '王小明' } ) ).toBeNull();
	// The person's buttons are gone: the focus lands on their group's heading.
	expect( screen.getByRole( 'heading', { name: '一般' } ) ).toHaveFocus();
} );

test( 'light again opens the chosen offering for the ticked people, of their kind only', async () => {
	shop( () => json( {} ) );
	const navigate = jest.fn();
	const user = userEvent.setup();
	const second: SavedBeliever = {
		...WANG,
		id: 42,
		data: { ...WANG.data, name: '王小華' },
	};
	render(
		<FamilyBook
			settings={ settings( { believers: [ WANG, second ] } ) }
			navigate={ navigate }
		/>
	);
	const light = screen.getByRole( 'region', { name: '再次點燈' } );
	await user.click(
		within( light ).getByRole( 'button', { name: '再次點燈' } )
	);
	expect( within( light ).getByRole( 'alert' ) ).toHaveTextContent(
		'請先勾選要登記的家人。'
	);

	await user.click( screen.getByRole( 'checkbox', { name: '王小明' } ) );
	await user.click( screen.getByRole( 'checkbox', { name: '王小華' } ) );
	const offering = within( light ).getByLabelText( '登記項目' );
	// Only offerings whose form fits the ticked people (lamps).
	expect(
		within( offering )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent )
	).toEqual( [ '請選擇', '光明燈（點燈）' ] );
	await user.selectOptions( offering, [ '11' ] );
	await user.click(
		within( light ).getByRole( 'button', { name: '再次點燈' } )
	);
	expect( navigate ).toHaveBeenCalledWith(
		`${ ORIGIN }/offerings/?category=light&light=41,42&offering=11`
	);
	expect(
		lightAgainUrl(
			{ id: 5, name: 'x', kind: 'light', url: `${ ORIGIN }/lamp/` },
			[ 1 ]
		)
	).toBe( `${ ORIGIN }/lamp/?light=1&offering=5` );
} );

test( 'lists who 犯太歲 in the temple’s year, each with a link that opens the 太歲燈 for them alone', () => {
	// The temple's words as the shared 太歲 fixture has them.
	const words = taiSuiFixtures.words as TaiSuiWords;
	const person = (
		id: number,
		name: string,
		birthday: string,
		category = 'light'
	): SavedBeliever => ( {
		...WANG,
		id,
		product_category: [ category ],
		data: { ...completeBeliever( 'light', { name } ), birthday },
	} );
	const horse = person( 51, '王馬年', '1990-06-15-午' );
	const sheep = person( 52, '林羊年', '1991-06-15-午' );
	const rat = person( 53, '陳鼠年', '1984-02-02-吉', 'worship' );
	const unknown = person( 54, '李未知', '1990-06-吉-吉' );
	const pet = person( 55, '小白', '2014-05-05-吉', 'animal' );
	// 普渡's birthday is its living registrant's: reckoned, listed with the
	// people. 超薦 asks no birthday: one left in its data is not trusted.
	const pudu = person( 56, '張普渡', '1990-03-01-吉', 'pudu' );
	const merit = person( 57, '李超薦', '1990-03-01-吉', 'super' );
	const taiSui = {
		year: 2026,
		boundary: 'lunar_new_year' as const,
		counted: [ 'zhi', 'chong', 'hai', 'po', 'xing' ] as const,
		productId: 11,
		words,
	};
	// The book keeps its entries in its own state: each case renders afresh.
	const { unmount } = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse, sheep, rat, unknown, pet, pudu, merit ],
				taiSui: { ...taiSui, counted: [ ...taiSui.counted ] },
			} ) }
		/>
	);
	const list = screen.getByRole( 'region', {
		name: '2026 丙午年犯太歲的家人',
	} );
	const items = within( list ).getAllByRole( 'listitem' );
	// The horse (值), the rat (沖) and 普渡's registrant (值): not the sheep,
	// the unknown day, the pet (born in a 馬 year too, but pets are not
	// reckoned) nor the 超薦 entry, as the ritual list and the reminder.
	expect( items.map( ( item ) => item.textContent ) ).toEqual( [
		expect.stringContaining( '王馬年屬馬，2026 丙午年 值太歲' ),
		expect.stringContaining( '陳鼠年屬鼠，2026 丙午年 沖太歲' ),
		expect.stringContaining( '張普渡屬馬，2026 丙午年 值太歲' ),
	] );
	// The 太歲燈 is a lamp: its link for the lamp person, who alone is filled in.
	expect(
		within( items[ 0 ] ).getByRole( 'link', {
			name: '為此信眾安太歲 王馬年',
		} )
	).toHaveAttribute(
		'href',
		`${ ORIGIN }/offerings/?category=light&light=51&offering=11`
	);
	// A person saved for worship cannot take a lamp's form: no link.
	expect( within( items[ 1 ] ).queryByRole( 'link' ) ).toBeNull();

	// A temple that counts only 值 and in 2027 (丁未): the sheep 值, the rat 害
	// is not counted, the horse 害 neither.
	unmount();
	const second = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse, sheep, rat ],
				taiSui: { ...taiSui, year: 2027, counted: [ 'zhi' ] },
			} ) }
		/>
	);
	const next = screen.getByRole( 'region', {
		name: '2027 丁未年犯太歲的家人',
	} );
	expect(
		within( next )
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent )
	).toEqual( [
		expect.stringContaining( '林羊年屬羊，2027 丁未年 值太歲' ),
	] );

	// No one concerned: said so; no 太歲 settings: no section.
	second.unmount();
	const third = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse ],
				taiSui: { ...taiSui, year: 2027, counted: [ 'zhi' ] },
			} ) }
		/>
	);
	expect(
		screen.getByText( '家人名冊中沒有人在 2027 丁未年犯太歲。' )
	).toBeVisible();
	third.unmount();
	render( <FamilyBook settings={ settings( { believers: [ horse ] } ) } /> );
	expect( screen.queryByText( /犯太歲/ ) ).toBeNull();
} );

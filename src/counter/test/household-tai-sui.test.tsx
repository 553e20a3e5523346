/**
 * The household's 太歲 at the counter: each person with their sign and
 * whether they 犯太歲 in the temple's year, in the temple's words, as the
 * family book reckons it; the 太歲燈 ticked from here for whoever 犯太歲.
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { normalizeProducts } from '../../api/normalize-products';
import {
	PRODUCTS,
	loadZhTw,
} from '../../components/offering-page/test/fixtures';
import type { FormKind } from '../../domain/form-kind';
import type { TaiSuiSettings, TaiSuiWords } from '../../domain/tai-sui-rules';
import taiSuiFixtures from '../../domain/test/tai-sui.fixtures.json';
import { completeBeliever } from '../../domain/test/complete-believer';
import {
	initialState,
	pickHousehold,
	togglePerson,
	type CounterState,
} from '../counter-state';
import { householdTaiSui, HouseholdTaiSui } from '../household-tai-sui';
import { huangHousehold } from './household';

loadZhTw();

const TAI_SUI: TaiSuiSettings = {
	year: 2026,
	boundary: 'lunar_new_year',
	counted: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
	// 太歲燈 in the page's fixture: a lamp.
	productId: 12,
	words: taiSuiFixtures.words as TaiSuiWords,
};

const ROWS = normalizeProducts( PRODUCTS );

/**
 * The 黃 household opened at the counter, its people as given.
 *
 * @param people Kind, name and stored birthday of each.
 */
function opened( people: Array< [ FormKind, string, string ] > ) {
	return pickHousehold(
		initialState(),
		huangHousehold(
			people.map( ( [ kind, name, birthday ] ) => ( {
				saved_id: 0,
				kind,
				data: { ...completeBeliever( kind, { name } ), birthday },
				last_year: [],
			} ) )
		)
	);
}

const FAMILY = opened( [
	[ 'light', '黃阿嬤', '1954-03-05-吉' ],
	[ 'light', '黃大明', '1984-06-01-午' ],
	[ 'light', '黃美玲', '1980-04-12-子' ],
	[ 'worship', '黃阿公', '1952-01-10-吉' ],
	[ 'animal', '小黑', '2014-05-05-吉' ],
	[ 'light', '黃小寶', '2020-06-吉-吉' ],
	// The same grandmother in 普渡's form (its registrant): once.
	[ 'pudu', '黃阿嬤', '1954-03-05-吉' ],
] );

test.each( [
	// 2026 丙午: the horse 值 (and 自刑), the rat 沖, the monkey clear, the dragon
	// of 1952 (壬辰) neither; the pet and the unknown day are not reckoned.
	[
		2026,
		[
			'黃阿嬤 屬馬，2026 丙午年 值太歲',
			'黃大明 屬鼠，2026 丙午年 沖太歲',
			'黃美玲 屬猴，2026 丙午年 未犯太歲',
			'黃阿公 屬龍，2026 丙午年 未犯太歲',
		],
	],
	// 2027 丁未: the rat 害 (子未); the horse, the monkey and the dragon clear.
	[
		2027,
		[
			'黃阿嬤 屬馬，2027 丁未年 未犯太歲',
			'黃大明 屬鼠，2027 丁未年 害太歲',
			'黃美玲 屬猴，2027 丁未年 未犯太歲',
			'黃阿公 屬龍，2027 丁未年 未犯太歲',
		],
	],
] )( 'the household against %d', ( year, expected ) => {
	expect(
		householdTaiSui( FAMILY.people, { ...TAI_SUI, year }, null ).map(
			( item ) => `${ item.person.believer.name } ${ item.sentence }`
		)
	).toEqual( expected );
} );

test( 'when the household is opened: each person’s sign and 太歲, and the 太歲燈 ticked from here for whoever 犯太歲', async () => {
	let last: CounterState = FAMILY;
	/** The hint over a state of its own, as the screen keeps it. */
	function Screen() {
		const [ state, setState ] = useState( FAMILY );
		last = state;
		return (
			<HouseholdTaiSui
				people={ state.people }
				taiSui={ TAI_SUI }
				rows={ ROWS }
				ticked={ state.ticked }
				onToggle={ ( row, key ) =>
					setState( ( now ) => togglePerson( now, row.key, key ) )
				}
			/>
		);
	}
	const user = userEvent.setup();
	render( <Screen /> );
	const hint = screen.getByRole( 'region', {
		name: '2026 丙午年 家人生肖與太歲',
	} );
	const items = within( hint ).getAllByRole( 'listitem' );
	expect( items ).toHaveLength( 4 );
	// Those who 犯太歲 are marked, and each may take the 太歲燈 (a lamp's form);
	// the worship form's grandfather is clear, and no box.
	expect( items.map( ( item ) => item.className ) ).toEqual( [
		'is-offending',
		'is-offending',
		'',
		'',
	] );
	const box = within( hint ).getByRole( 'checkbox', {
		name: '為此信眾安太歲 黃阿嬤',
	} );
	expect( within( items[ 2 ] ).queryByRole( 'checkbox' ) ).toBeNull();
	await user.click( box );
	expect( box ).toBeChecked();
	const lamp = ROWS.find( ( row ) => row.product_id === 12 );
	expect( last.ticked[ lamp?.key ?? '' ] ).toEqual( [
		FAMILY.people[ 0 ].key,
	] );
	expect( last.offerings ).toEqual( [ lamp?.key ] );
	await user.click( box );
	expect( last.ticked[ lamp?.key ?? '' ] ).toEqual( [] );
} );

test( 'nothing when no birthday can be reckoned', () => {
	expect(
		householdTaiSui(
			opened( [
				[ 'light', '黃小寶', '2020-06-吉-吉' ],
				[ 'animal', '小黑', '2014-05-05-吉' ],
			] ).people,
			TAI_SUI,
			null
		)
	).toEqual( [] );
	const { container } = render(
		<HouseholdTaiSui
			people={
				opened( [ [ 'animal', '小黑', '2014-05-05-吉' ] ] ).people
			}
			taiSui={ TAI_SUI }
			rows={ ROWS }
			ticked={ {} }
			onToggle={ () => undefined }
		/>
	);
	expect( container ).toBeEmptyDOMElement();
} );

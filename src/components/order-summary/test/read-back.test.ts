/**
 * The summary's read-back: every person of a row, with gender and lunar
 * birthday written by the same helpers the temple's records use.
 */

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { emptyBeliever } from '../../../domain/believer';
import { lunarDateLabel } from '../../../domain/roc';
import { loadZhTw } from '../../offering-page/test/fixtures';
import { readBackLines } from '../read-back';

beforeAll( loadZhTw );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );

const BIRTHDAY = { year: '1980', month: '04', day: '12', time: '子' };

test( 'a new row reads back its defaults, so 信士 and 吉 are seen', () => {
	const lines = readBackLines(
		'light',
		emptyBeliever( 'light', 'a', [ 'light' ] ),
		0
	);
	expect( lines ).toEqual( [
		`（尚未填寫姓名）（信士，${ lunarDateLabel( {
			year: '吉',
			month: '吉',
			day: '吉',
			time: '吉',
		} ) }）`,
	] );
} );

test( 'a filled light row: name, gender and the birthday as written', () => {
	const [ line ] = readBackLines(
		'light',
		{
			...emptyBeliever( 'light', 'a', [ 'light' ] ),
			name: ' 王小明 ',
			gender: 'female',
			birthday: {
				year: BIRTHDAY.year,
				month: BIRTHDAY.month,
				day: BIRTHDAY.day,
				time: BIRTHDAY.time,
			},
		},
		0
	);
	expect( line ).toBe( `王小明（信女，${ lunarDateLabel( BIRTHDAY ) }）` );
	expect( line ).toContain( '民國69年' );
} );

test( '普渡 reads back the registrant and the deceased', () => {
	const lines = readBackLines(
		'pudu',
		{
			...emptyBeliever( 'pudu', 'a', [ 'pudu' ] ),
			name: '王小明',
			deceased_name: '王阿公',
			deceased_gender: 'male',
			deceased_birthday: {
				year: BIRTHDAY.year,
				month: BIRTHDAY.month,
				day: BIRTHDAY.day,
				time: BIRTHDAY.time,
			},
		},
		0
	);
	expect( lines ).toHaveLength( 2 );
	expect( lines[ 0 ] ).toMatch( /^王小明（信士，/ );
	expect( lines[ 1 ] ).toBe(
		`往生者資料：王阿公（信士，${ lunarDateLabel( BIRTHDAY ) }）`
	);
} );

test( '往生祈福 has no birthday; 超薦 names its merit target', () => {
	expect(
		readBackLines(
			'dead-blessing',
			{
				...emptyBeliever( 'dead-blessing', 'a' ),
				name: '林小姐',
				gender: 'female',
			},
			0
		)
	).toEqual( [ '林小姐（信女）' ] );
	const superLines = readBackLines(
		'super',
		{
			...emptyBeliever( 'super', 'a' ),
			name: '陳先生',
			super_name: '陳老先生',
		},
		0
	);
	expect( superLines ).toHaveLength( 2 );
	expect( superLines[ 0 ] ).toBe( '陳先生' );
	expect( superLines[ 1 ] ).toMatch( /陳老先生$/ );
} );

test( "a gift's first row lists every family registrant", () => {
	const registrant = {
		name: '王小妹',
		gender: 'girl',
		birthday: {
			year: BIRTHDAY.year,
			month: BIRTHDAY.month,
			day: BIRTHDAY.day,
			time: BIRTHDAY.time,
		},
	};
	const row = {
		...emptyBeliever( 'gift', 'a', [ 'gift' ] ),
		name: '王媽媽',
		gender: 'female',
		depends_people: [ registrant, { ...registrant, name: '' } ],
	};
	const lines = readBackLines( 'gift', row, 0 );
	expect( lines ).toHaveLength( 3 );
	expect( lines[ 1 ] ).toBe(
		`王小妹（小女兒，${ lunarDateLabel( BIRTHDAY ) }）`
	);
	expect( lines[ 2 ] ).toMatch( /^（尚未填寫姓名）/ );
	// Only the representative row holds the family.
	expect( readBackLines( 'gift', row, 1 ) ).toHaveLength( 1 );
} );

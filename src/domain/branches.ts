/**
 * The earthly branches (子 … 亥), the heavenly stems and the twelve animals,
 * and how two branches stand to each other (值, 沖, 害, 破, 刑, 自刑): the
 * traditional data 犯太歲 is reckoned on, the same in every language. Pure,
 * and mirrored by php/Domain/TaiSui.php.
 */

/**
 * Internal dependencies
 */
import { RELATIONS, type Relation } from './tai-sui-rules';

export const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

const STEMS = '甲乙丙丁戊己庚辛壬癸';

const ANIMALS = '鼠牛虎兔龍蛇馬羊猴雞狗豬';

/** Pairs of branches (子 0 … 亥 11) that harm each other (害). */
const HAI: ReadonlyArray< readonly [ number, number ] > = [
	[ 0, 7 ], // 子未
	[ 1, 6 ], // 丑午
	[ 2, 5 ], // 寅巳
	[ 3, 4 ], // 卯辰
	[ 8, 11 ], // 申亥
	[ 9, 10 ], // 酉戌
];

/** Pairs of branches that break each other (破). */
const PO: ReadonlyArray< readonly [ number, number ] > = [
	[ 0, 9 ], // 子酉
	[ 1, 4 ], // 丑辰
	[ 2, 11 ], // 寅亥
	[ 3, 6 ], // 卯午
	[ 5, 8 ], // 巳申
	[ 7, 10 ], // 未戌
];

/** Groups whose branches punish one another (刑). */
const XING: ReadonlyArray< readonly number[] > = [
	[ 0, 3 ], // 子卯
	[ 2, 5, 8 ], // 寅巳申
	[ 1, 10, 7 ], // 丑戌未
];

/** Branches that punish themselves (自刑): 辰 午 酉 亥. */
const ZI_XING: readonly number[] = [ 4, 6, 9, 11 ];

/**
 * A year's earthly branch, 0 (子) … 11 (亥).
 *
 * @param year Year (Gregorian numbering).
 */
export function yearBranch( year: number ): number {
	return ( ( ( year - 4 ) % 12 ) + 12 ) % 12;
}

/**
 * A year's stem and branch: 2026 → 丙午.
 *
 * @param year Year (Gregorian numbering).
 */
export function yearName( year: number ): string {
	return (
		STEMS.charAt( ( ( ( year - 4 ) % 10 ) + 10 ) % 10 ) +
		BRANCHES.charAt( yearBranch( year ) )
	);
}

/**
 * The animal of a branch: 6 → 馬.
 *
 * @param branch 0 … 11.
 */
export function animalOf( branch: number ): string {
	return ANIMALS.charAt( branch );
}

const paired = (
	pairs: ReadonlyArray< readonly [ number, number ] >,
	a: number,
	b: number
) =>
	pairs.some(
		( [ one, two ] ) =>
			( one === a && two === b ) || ( one === b && two === a )
	);

/**
 * Every relation a birth branch has to the year's branch, in RELATIONS'
 * order: 2026 (午) gives 馬 值 and 自刑, 鼠 沖, 牛 害, 兔 破.
 *
 * @param birth The believer's branch.
 * @param year  The year's branch.
 */
export function relationsOf( birth: number, year: number ): Relation[] {
	const found: Record< Relation, boolean > = {
		zhi: birth === year,
		chong: ( birth - year + 12 ) % 12 === 6,
		hai: paired( HAI, birth, year ),
		po: paired( PO, birth, year ),
		xing:
			birth !== year &&
			XING.some(
				( group ) => group.includes( birth ) && group.includes( year )
			),
		zi_xing: birth === year && ZI_XING.includes( birth ),
	};
	return RELATIONS.filter( ( relation ) => found[ relation ] );
}

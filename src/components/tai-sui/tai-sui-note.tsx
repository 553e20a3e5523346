/**
 * Under a believer's complete lunar birthday on the offering page: whether
 * they 犯太歲 in the year this offering is for, its season (屬馬，2026 丙午年
 * 值太歲), and, when the temple has chosen its 太歲燈 and this is another
 * offering, a button that adds the 太歲燈 with this believer filled in,
 * offered when they 犯太歲 in the 太歲燈's season. Each row carries its
 * season from the server (`tai_sui_year`). When the 太歲燈 is for another
 * year than this offering (in December, next year's lamps beside this
 * year's offerings), the note says that year's too, so the button never
 * stands under a sentence that does not call for it. Pets, and the kinds
 * whose form asks no birthday of the living, are not reckoned
 * (reckonsKind()).
 *
 * The note keeps its place from the moment the birth year is known (the
 * picker shows the zodiac then): the hint and the button come into it
 * without moving anything under the pointer (style.scss).
 */

/**
 * WordPress dependencies
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BelieverFormItem } from '../../domain/believer';
import type { FormKind } from '../../domain/believer-fields';
import { formKindOf } from '../../domain/form-kind';
import {
	taiSuiSettingsOf,
	type TaiSuiSettings,
} from '../../domain/tai-sui-rules';
import {
	reckonsKind,
	reckonTaiSui,
	taiSuiSentence,
	type LiChunTable,
} from '../../domain/tai-sui';
import { rowOfProduct } from '../../renew/row-of-product';
import { store } from '../../store';
import { useLiChunTable } from './use-li-chun-table';
import type { ProductRow } from '../../types/product';
import type { PageSettings } from '../../types/settings';

interface TaiSuiNoteProps {
	believer: BelieverFormItem;
	kind: FormKind;
	settings: PageSettings;
	/** The year this form's offering is for (its row's `tai_sui_year`), if said. */
	season: number | undefined;
	/** The 太歲燈 its button adds (useTaiSuiTarget), or null: no button. */
	target: ProductRow | null;
}

/**
 * The 太歲燈's row when the button may add it from the forms of an offering:
 * the page shows it, it has places, its form is theirs, and it is not the
 * offering being filled. The same for every form of the offering, so its
 * section asks once (a selection per form would run on every keystroke).
 *
 * @param rowKey   The forms' offering.
 * @param kind     Their kind (null: no form, no button).
 * @param settings The page's settings.
 */
export function useTaiSuiTarget(
	rowKey: string,
	kind: FormKind | null,
	settings: PageSettings
): ProductRow | null {
	const productId = useMemo(
		() => taiSuiSettingsOf( settings.taiSui )?.productId ?? 0,
		[ settings.taiSui ]
	);
	const { allowedCategories } = settings;
	return useSelect(
		( select ) => {
			if ( ! productId || ! kind ) {
				return null;
			}
			const rows = select( store ).getProducts( allowedCategories ) ?? [];
			const row = rowOfProduct( rows, productId );
			const current = rows.find( ( item ) => item.key === rowKey );
			if (
				! row ||
				row.sold_out ||
				formKindOf( row.category ) !== kind ||
				row.product_id === current?.product_id
			) {
				return null;
			}
			return row;
		},
		[ productId, rowKey, kind, allowedCategories ]
	);
}

/**
 * The reckoning of a birthday in a year, or null while the 立春 table the
 * temple's boundary needs is on its way.
 *
 * @param birthday The believer's lunar birthday.
 * @param year     The year reckoned.
 * @param taiSui   The temple's settings.
 * @param liChun   The 立春 table, when loaded.
 */
function reckoningOf(
	birthday: BelieverFormItem[ 'birthday' ],
	year: number,
	taiSui: TaiSuiSettings,
	liChun: LiChunTable | null
) {
	return liChun || taiSui.boundary !== 'li_chun'
		? reckonTaiSui( birthday, year, taiSui, liChun )
		: null;
}

/**
 * The 太歲 note of one believer; nothing when the temple's settings did not
 * come with the page.
 *
 * @param props          Component props.
 * @param props.believer The believer.
 * @param props.kind     The form's kind.
 * @param props.settings The page's settings.
 * @param props.season   The year its offering is for, if its row said.
 * @param props.target   The 太歲燈 its button adds, or null.
 */
export function TaiSuiNote( {
	believer,
	kind,
	settings,
	season,
	target,
}: TaiSuiNoteProps ) {
	const taiSui = useMemo(
		() => taiSuiSettingsOf( settings.taiSui ),
		[ settings.taiSui ]
	);
	const registry = useRegistry();
	const liChun = useLiChunTable( taiSui?.boundary === 'li_chun' );
	// Each offering's own season; the temple's year (its 太歲燈's) only for
	// a row whose answer did not say.
	const year = season ?? taiSui?.year ?? 0;
	const lampYear = target?.tai_sui_year ?? taiSui?.year ?? 0;
	const { birthday } = believer;
	const reckoning = useMemo(
		() => ( taiSui ? reckoningOf( birthday, year, taiSui, liChun ) : null ),
		[ birthday, year, taiSui, liChun ]
	);
	// The button's question: the 太歲燈's season, when it is another year.
	const twoYears = target !== null && lampYear !== year;
	const lampReckoning = useMemo(
		() =>
			taiSui && twoYears
				? reckoningOf( birthday, lampYear, taiSui, liChun )
				: reckoning,
		[ birthday, lampYear, twoYears, taiSui, liChun, reckoning ]
	);
	if ( ! taiSui || ! reckonsKind( kind ) ) {
		return null;
	}
	// While the 立春 table comes, the note keeps its place, empty.
	const sentence = reckoning && taiSuiSentence( reckoning, taiSui.words );
	const lampSentence =
		lampReckoning && taiSuiSentence( lampReckoning, taiSui.words );
	const offends =
		lampReckoning?.status === 'known' && lampReckoning.counted.length > 0;

	const register = async () => {
		if ( ! target ) {
			return;
		}
		const { registerTaiSui } = await import(
			/* webpackChunkName: "tai-sui" */ './register-tai-sui'
		);
		await registerTaiSui( registry, target, believer );
	};

	// The button stays in its place, unseen (and out of the tab order and
	// the accessibility tree), while it has nothing to offer.
	const idle = ! lampSentence || ! offends;
	return (
		<div className="temple-offerings-tai-sui">
			<p className="temple-offerings-tai-sui__hint" role="status">
				{ sentence }
			</p>
			{ twoYears ? (
				<p className="temple-offerings-tai-sui__hint" role="status">
					{ lampSentence }
				</p>
			) : null }
			{ target ? (
				<button
					type="button"
					className={ `temple-offerings-button temple-offerings-tai-sui__register${
						idle ? ' is-idle' : ''
					}` }
					onClick={ register }
					disabled={ idle }
				>
					{ __(
						'Register Tai Sui for this believer',
						'temple-offerings'
					) }
				</button>
			) : null }
		</div>
	);
}

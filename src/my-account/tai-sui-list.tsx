/**
 * Who in the family book 犯太歲 in the season of the temple's 太歲燈 (the
 * server's `taiSui.year`; the same rules as the offering page's hint), each
 * with a link that opens the 太歲燈 with that person filled in: the light
 * again address for one person and one offering.
 *
 * The entries reckoned are those the ritual list and the reminder reckon
 * (reckonsKind()): each entry's own lunar birthday, a living person's, so a
 * 普渡 entry (its registrant) is, a pet's or a 超薦 entry's is not. A person
 * whose birth on the day of 立春 leaves the sign uncertain is listed with
 * that sentence, so the family can ask the temple rather than miss it.
 */

/**
 * WordPress dependencies
 */
import { useId, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useLiChunTable } from '../components/tai-sui/use-li-chun-table';
import { yearLabel } from '../components/tai-sui/year-label';
import {
	birthdayParts,
	reckonsKind,
	reckonTaiSui,
	taiSuiSentence,
} from '../domain/tai-sui';
import type { TaiSuiSettings } from '../domain/tai-sui-rules';
import type { SavedBeliever } from '../types/saved-believer';
import { kindOfSaved } from './groups';
import { lightAgainUrl } from './light-again';
import type { BookOffering } from './settings';

interface TaiSuiListProps {
	/** Every entry of the book, in its order. */
	entries: readonly SavedBeliever[];
	taiSui: TaiSuiSettings;
	offerings: readonly BookOffering[];
}

/** One person the year's 太歲 concerns, and what to say of them. */
interface Concerned {
	entry: SavedBeliever;
	sentence: string;
}

/**
 * The people of the book the year concerns, in the book's order, and
 * whether anyone could be reckoned at all.
 *
 * @param entries The book's entries.
 * @param taiSui  The temple's 太歲 settings.
 * @param liChun  The 立春 table, when the temple reckons from 立春.
 */
function concernedOf(
	entries: readonly SavedBeliever[],
	taiSui: TaiSuiSettings,
	liChun: Parameters< typeof reckonTaiSui >[ 3 ]
): { reckoned: number; concerned: Concerned[] } {
	let reckoned = 0;
	const concerned: Concerned[] = [];
	for ( const entry of entries ) {
		if ( ! reckonsKind( kindOfSaved( entry ) ) ) {
			continue;
		}
		const reckoning = reckonTaiSui(
			birthdayParts( entry.data.birthday ),
			taiSui.year,
			taiSui,
			liChun
		);
		const sentence = taiSuiSentence( reckoning, taiSui.words );
		if ( ! sentence ) {
			continue;
		}
		reckoned++;
		if (
			reckoning.status === 'uncertain' ||
			reckoning.counted.length > 0
		) {
			concerned.push( { entry, sentence } );
		}
	}
	return { reckoned, concerned };
}

/**
 * The section; nothing while the 立春 table is on its way, or when no one's
 * birthday is complete enough to be reckoned.
 *
 * @param props           Component props.
 * @param props.entries   The book's entries.
 * @param props.taiSui    The temple's 太歲 settings.
 * @param props.offerings Offerings the book can open.
 */
export function TaiSuiList( { entries, taiSui, offerings }: TaiSuiListProps ) {
	const id = useId();
	const byLiChun = taiSui.boundary === 'li_chun';
	const liChun = useLiChunTable( byLiChun );
	const { reckoned, concerned } = useMemo(
		() =>
			byLiChun && ! liChun
				? { reckoned: 0, concerned: [] }
				: concernedOf( entries, taiSui, liChun ),
		[ entries, taiSui, liChun, byLiChun ]
	);
	if ( reckoned === 0 ) {
		return null;
	}
	const lamp = offerings.find( ( item ) => item.id === taiSui.productId );
	const year = yearLabel( taiSui.year );
	return (
		<section
			className="temple-offerings-book__tai-sui"
			aria-labelledby={ `${ id }-title` }
		>
			<h2 id={ `${ id }-title` }>
				{ sprintf(
					/* translators: %s: the year and its stem and branch, e.g. 2026 丙午. */
					__( 'Who offends Tai Sui in %s', 'temple-offerings' ),
					year
				) }
			</h2>
			{ concerned.length === 0 ? (
				<p>
					{ sprintf(
						/* translators: %s: the year and its stem and branch, e.g. 2026 丙午. */
						__(
							'No one in the family book offends Tai Sui in %s.',
							'temple-offerings'
						),
						year
					) }
				</p>
			) : (
				<ul className="temple-offerings-book__list">
					{ concerned.map( ( { entry, sentence } ) => (
						<li
							key={ entry.id }
							className="temple-offerings-book__entry"
						>
							<div className="temple-offerings-book__who">
								<strong>{ entry.data.name }</strong>
								<span className="temple-offerings-book__details">
									{ sentence }
								</span>
							</div>
							{ lamp && lamp.kind === kindOfSaved( entry ) && (
								<div className="temple-offerings-book__tools">
									<a
										className="temple-offerings-button temple-offerings-button--small"
										href={ lightAgainUrl( lamp, [
											entry.id,
										] ) }
									>
										{ __(
											'Register Tai Sui for this believer',
											'temple-offerings'
										) }
										<span className="temple-offerings-visually-hidden">
											{ ` ${ entry.data.name }` }
										</span>
									</a>
								</div>
							) }
						</li>
					) ) }
				</ul>
			) }
		</section>
	);
}

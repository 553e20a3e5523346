/**
 * When a household is opened: each of its people with their 生肖 and
 * whether they 犯太歲 in the year of the temple's 太歲燈 (the server's
 * `taiSui.year`), in the temple's words, reckoned as the offering page and
 * the family book reckon it (reckonTaiSui(), reckonsKind()): nothing for a
 * pet, a departed one or a birthday that is incomplete. Someone who 犯太歲
 * (or whose sign 立春 leaves uncertain) can be ticked for the 太歲燈 from
 * here, when the shop has chosen one, it has places and their form fits
 * it: the box is the same tick as under the offering.
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
	reckonsKind,
	reckonTaiSui,
	taiSuiSentence,
	type LiChunTable,
} from '../domain/tai-sui';
import type { TaiSuiSettings } from '../domain/tai-sui-rules';
import { rowOfProduct } from '../renew/row-of-product';
import type { ProductRow } from '../types/product';
import { fits, type Person } from './counter-state';

interface HouseholdTaiSuiProps {
	people: readonly Person[];
	taiSui: TaiSuiSettings;
	rows: readonly ProductRow[];
	/** Row key → the people ticked for it. */
	ticked: Record< string, string[] >;
	/** Ticks or unticks a person for the 太歲燈. */
	onToggle: ( row: ProductRow, personKey: string ) => void;
}

/** One person the year was reckoned for. */
export interface PersonTaiSui {
	person: Person;
	sentence: string;
	offends: boolean;
}

/**
 * The household's people reckoned against the year, each once (the same
 * name and birthday in two forms is one person), in the household's order.
 *
 * @param people The household's people.
 * @param taiSui The temple's 太歲 settings.
 * @param liChun The 立春 table, when the temple reckons from 立春.
 * @return Those whose birthday says something.
 */
export function householdTaiSui(
	people: readonly Person[],
	taiSui: TaiSuiSettings,
	liChun: LiChunTable | null
): PersonTaiSui[] {
	const seen = new Set< string >();
	return people.flatMap( ( person ) => {
		const { name, birthday } = person.believer;
		const who = [ name, ...Object.values( birthday ) ].join( '|' );
		if ( ! reckonsKind( person.kind ) || seen.has( who ) ) {
			return [];
		}
		const reckoning = reckonTaiSui( birthday, taiSui.year, taiSui, liChun );
		const sentence = taiSuiSentence( reckoning, taiSui.words );
		if ( ! sentence ) {
			return [];
		}
		seen.add( who );
		return [
			{
				person,
				sentence,
				offends:
					reckoning.status === 'uncertain' ||
					reckoning.counted.length > 0,
			},
		];
	} );
}

/**
 * The hint; nothing while the 立春 table is on its way or when nobody's
 * birthday can be reckoned.
 *
 * @param props          Component props.
 * @param props.people   The household's people.
 * @param props.taiSui   The temple's 太歲 settings.
 * @param props.rows     The offerings, as last read.
 * @param props.ticked   Who is ticked for each offering.
 * @param props.onToggle Ticks or unticks a person for the 太歲燈.
 */
export function HouseholdTaiSui( {
	people,
	taiSui,
	rows,
	ticked,
	onToggle,
}: HouseholdTaiSuiProps ) {
	const id = useId();
	const byLiChun = taiSui.boundary === 'li_chun';
	const liChun = useLiChunTable( byLiChun );
	const reckoned = useMemo(
		() =>
			byLiChun && ! liChun
				? []
				: householdTaiSui( people, taiSui, liChun ),
		[ people, taiSui, liChun, byLiChun ]
	);
	if ( reckoned.length === 0 ) {
		return null;
	}
	const lamp = taiSui.productId
		? rowOfProduct( rows, taiSui.productId )
		: undefined;
	const year = yearLabel( taiSui.year );
	return (
		<section
			className="temple-counter__tai-sui"
			aria-labelledby={ `${ id }-h` }
		>
			<h3 id={ `${ id }-h` }>
				{ sprintf(
					/* translators: %s: the year and its stem and branch, e.g. 2026 丙午. */
					__(
						'The family’s signs and Tai Sui in %s',
						'temple-offerings'
					),
					year
				) }
			</h3>
			<ul>
				{ reckoned.map( ( { person, sentence, offends } ) => (
					<li
						key={ person.key }
						className={ offends ? 'is-offending' : undefined }
					>
						<strong>{ person.believer.name }</strong>{ ' ' }
						<span>{ sentence }</span>
						{ offends &&
							lamp &&
							! lamp.sold_out &&
							fits( person, lamp ) && (
								<label htmlFor={ `${ id }-${ person.key }` }>
									<input
										id={ `${ id }-${ person.key }` }
										type="checkbox"
										checked={ (
											ticked[ lamp.key ] ?? []
										).includes( person.key ) }
										onChange={ () =>
											onToggle( lamp, person.key )
										}
									/>
									{ __(
										'Register Tai Sui for this believer',
										'temple-offerings'
									) }
									<span className="screen-reader-text">
										{ ` ${ person.believer.name }` }
									</span>
								</label>
							) }
					</li>
				) ) }
			</ul>
		</section>
	);
}

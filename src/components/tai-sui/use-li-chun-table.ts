/**
 * The 立春 table, for the temples that reckon birth years from 立春: a chunk
 * of its own, so the pages of the temples that reckon from the lunar new
 * year (the default) do not carry it. The offering page's forms and the
 * family book share the one load.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { LiChunTable } from '../../domain/tai-sui';

let liChunTable: Promise< LiChunTable > | null = null;

/**
 * The 立春 table when the temple reckons from 立春; null until it has
 * come, or when not needed.
 *
 * @param needed Whether the boundary is 立春.
 */
export function useLiChunTable( needed: boolean ): LiChunTable | null {
	const [ table, setTable ] = useState< LiChunTable | null >( null );
	useEffect( () => {
		if ( ! needed ) {
			return;
		}
		let live = true;
		liChunTable ??= import(
			/* webpackChunkName: "li-chun" */ '../../domain/li-chun-table.json'
		).then( ( module ) => module.default );
		liChunTable.then( ( loaded ) => live && setTable( loaded ) );
		return () => {
			live = false;
		};
	}, [ needed ] );
	return needed ? table : null;
}

/**
 * Marks store data as in use while the component is mounted, so the 60 s
 * unused-data timer (store/cache) only starts once nobody shows it.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store } from '../store';
import { retain } from '../store/cache';

/**
 * @param selector Resolved selector name.
 * @param args     Its arguments.
 */
export function useRetained( selector: string, args: unknown[] ): void {
	const { dropUnused } = useDispatch( store );
	const id = `${ selector }:${ JSON.stringify( args ) }`;
	useEffect(
		() =>
			retain( id, () =>
				dropUnused(
					selector,
					JSON.parse( id.slice( selector.length + 1 ) )
				)
			),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- id stands for selector and args.
		[ id ]
	);
}

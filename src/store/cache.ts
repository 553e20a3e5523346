/**
 * Drops fetched data nobody uses any more, UNUSED_DATA_TTL_MS after its
 * last user let go (SPEC §7's 60 s cache). The timers live here, outside
 * the reducer: a component retains what it reads, and when the last one
 * releases it a timer asks the store to drop it and forget the resolution,
 * so the next reader fetches afresh.
 */

/**
 * Internal dependencies
 */
import { UNUSED_DATA_TTL_MS } from './constants';

interface Entry {
	users: number;
	timer?: ReturnType< typeof setTimeout >;
}

const entries = new Map< string, Entry >();

/**
 * Marks a resource as in use until the returned function is called.
 *
 * @param id   Unique id of the resource (selector name and its args).
 * @param drop Called once it has been unused for UNUSED_DATA_TTL_MS.
 * @return Release function.
 */
export function retain( id: string, drop: () => void ): () => void {
	const entry = entries.get( id ) ?? { users: 0 };
	clearTimeout( entry.timer );
	entry.timer = undefined;
	entry.users += 1;
	entries.set( id, entry );
	let released = false;
	return () => {
		if ( released ) {
			return;
		}
		released = true;
		entry.users -= 1;
		if ( entry.users > 0 ) {
			return;
		}
		entry.timer = setTimeout( () => {
			entries.delete( id );
			drop();
		}, UNUSED_DATA_TTL_MS );
	};
}

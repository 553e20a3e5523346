/**
 * The complete believer of each form kind, from the shared fixture: a
 * believer that passes every rule, which tests change one field at a time.
 * PHPUnit reads the same data (php/tests/CompleteBelievers.php), and so do
 * the end-to-end tests and the benchmarks (bin/lib/complete-believer.mjs).
 */

/**
 * Internal dependencies
 */
import fixtures from './believers.fixtures.json';
import type { CartBeliever } from '../believer';
import type { FormKind } from '../form-kind';
import type { ValidationError } from '../validation';

type Patch = Readonly< Record< string, unknown > >;

/** One case of the fixture, its believers written out. */
export interface FixtureCase {
	title: string;
	kind: FormKind;
	/** The day the case is checked as of (YYYY-MM-DD): its own, or the fixture's. */
	today: string;
	believers: unknown[];
	errors: ValidationError[];
}

const complete: Readonly< Record< string, Patch > > = fixtures.complete;

/**
 * The complete believer of a kind, with some fields replaced.
 *
 * @param kind  Form kind.
 * @param patch Fields to replace.
 * @return A new wire believer.
 */
export function completeBeliever(
	kind: FormKind,
	patch: Patch = {}
): CartBeliever {
	// A deep copy (JSON data only), so a test may change what it gets.
	const believer: unknown = JSON.parse(
		JSON.stringify( { ...complete[ '*' ], ...complete[ kind ], ...patch } )
	);
	return believer as CartBeliever;
}

/** The day the fixture's cases are checked as of, unless a case names its own. */
export const FIXTURE_TODAY: string = fixtures.today;

/**
 * The fixture's cases with their believers written out: each entry is the
 * complete believer of the case's kind with the entry's fields replaced, or,
 * for `{ "$raw": value }`, the value itself.
 *
 * @return Cases.
 */
export function fixtureCases(): FixtureCase[] {
	return fixtures.cases.map( ( fixture ) => ( {
		...fixture,
		today: ( 'today' in fixture && fixture.today ) || FIXTURE_TODAY,
		kind: fixture.kind as FormKind,
		errors: fixture.errors as ValidationError[],
		believers: fixture.believers.map( ( entry: Patch ) =>
			'$raw' in entry
				? entry.$raw
				: completeBeliever( fixture.kind as FormKind, entry )
		),
	} ) );
}

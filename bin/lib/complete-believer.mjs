/**
 * The complete believer of each form kind for scripts (benchmarks): the
 * shared fixture's, as src/domain/test/complete-believer.ts gives it to the
 * tests, so every script posts believers the rules accept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = JSON.parse(
	fs.readFileSync(
		path.resolve(
			path.dirname( fileURLToPath( import.meta.url ) ),
			'../../src/domain/test/believers.fixtures.json'
		),
		'utf8'
	)
);

/** The form kinds the fixture has a complete believer for. */
export const KINDS = fixtures.cases
	.map( ( fixture ) => fixture.kind )
	.filter( ( kind, index, all ) => all.indexOf( kind ) === index );

/**
 * The complete believer of a kind, with some fields replaced.
 *
 * @param {string} kind  Form kind.
 * @param {Object} patch Fields to replace.
 * @return {Object} A new wire believer.
 */
export function completeBeliever( kind, patch = {} ) {
	return structuredClone( {
		...fixtures.complete[ '*' ],
		...fixtures.complete[ kind ],
		...patch,
	} );
}

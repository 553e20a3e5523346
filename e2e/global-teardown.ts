/**
 * The shop's debug.log must stay clean: any PHP notice, warning, deprecation or
 * error raised while the tests drove the site fails the run.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown() {
	const log = path.join( process.env.E2E_SHOP_DIR ?? '', 'debug.log' );
	if ( ! process.env.E2E_SHOP_DIR || ! fs.existsSync( log ) ) {
		return;
	}
	const problems = fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Notice|Warning|Deprecated|Fatal error|Parse error)/.test(
				line
			)
		);
	if ( problems.length ) {
		throw new Error(
			`debug.log has ${ problems.length } PHP problem(s):\n${ problems
				.slice( 0, 10 )
				.join( '\n' ) }`
		);
	}
}

/**
 * The rush benchmark's server-side profile, on when RUSH_PROFILE=1: each
 * request the crowd sends names its step (`X-Rush-Step`: page, add, cart,
 * checkout), and bin/bench/rush/profile.php, copied into the shop's
 * mu-plugins for the run, logs how long the node spent on it and where. After
 * each rush the log is read, moved aside under the rush's name and summed up
 * per step, so the two lines
 * of a run (the offering's, the plain product's) can be compared by what their
 * requests cost the nodes, apart from the time they waited in the queue.
 */
import fs from 'node:fs';
import path from 'node:path';

import { percentile, repo, shopDir, wpDir } from '../lib/shop-nodes.mjs';

export const profiling = process.env.RUSH_PROFILE === '1';

const log = path.join( shopDir, 'rush-profile.jsonl' );
const muPlugin = path.join(
	wpDir,
	'wp-content/mu-plugins/temple-rush-profile.php'
);

/** Copies the profile into the shop's mu-plugins and empties its log. */
export function startProfile() {
	fs.copyFileSync(
		path.join( repo, 'bin/bench/rush/profile.php' ),
		muPlugin
	);
	fs.rmSync( log, { force: true } );
}

/** Takes the profile out of the shop again. */
export function stopProfile() {
	fs.rmSync( muPlugin, { force: true } );
}

/**
 * The lines logged since the last call; the log is moved aside under the rush's name.
 *
 * @param {string} name The rush, e.g. `plugin-1`.
 * @return {Object[]} One entry a request.
 */
function takeLog( name ) {
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	const text = fs.readFileSync( log, 'utf8' );
	// Kept in the shop's folder for a closer look: rush-profile-<label>-<addresses>.jsonl.
	fs.renameSync( log, path.join( shopDir, `rush-profile-${ name }.jsonl` ) );
	return text
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) );
}

const round = ( value ) => ( Number.isNaN( value ) ? '–' : value.toFixed( 0 ) );
const median = ( values ) => percentile( values, 50 );

/**
 * Lines that sum up what the nodes spent on the last rush's requests: per
 * step (an add or a checkout that went through apart from one refused, and an
 * add refused on `init` apart from one refused by the checks), how many, wall p50/p95
 * and CPU p50/p95 in ms, CPU in all, the plugin's and WooCommerce's files and
 * the queries of a typical one, and when each phase of an add began (median ms).
 *
 * @param {string} name The rush, e.g. `plugin-1`.
 * @return {string[]} Lines to print.
 */
export function profileLines( name ) {
	const entries = takeLog( name );
	const steps = new Map();
	for ( const entry of entries ) {
		// An add that went in apart from one refused, and one refused before `wp_loaded` (a spent
		// budget, answered on `init`) apart from one refused by the checks; a checkout that placed
		// its order apart from one refused.
		let step = entry.step;
		if ( step === 'add' && ! ( 'added' in entry.marks ) ) {
			step =
				'wp_loaded' in entry.marks
					? 'add refused'
					: 'add refused on init';
		} else if ( step === 'checkout' && entry.status !== 200 ) {
			step = 'checkout refused';
		}
		if ( ! steps.has( step ) ) {
			steps.set( step, [] );
		}
		steps.get( step ).push( entry );
	}
	const lines = [];
	for ( const [ step, list ] of steps ) {
		const walls = list.map( ( entry ) => entry.wall );
		const cpus = list.map( ( entry ) => entry.cpu );
		lines.push(
			`  profile ${ step }: ${ list.length }, wall p50/p95 ${ round( median( walls ) ) }/${ round( percentile( walls, 95 ) ) } ms, cpu p50/p95 ${ round( median( cpus ) ) }/${ round( percentile( cpus, 95 ) ) } ms, cpu in all ${ ( cpus.reduce( ( a, b ) => a + b, 0 ) / 1000 ).toFixed( 1 ) } s, files plugin ${ round( median( list.map( ( entry ) => entry.plugin ) ) ) } woocommerce ${ round( median( list.map( ( entry ) => entry.wc ) ) ) } all ${ round( median( list.map( ( entry ) => entry.files ) ) ) }, queries ${ round( median( list.map( ( entry ) => entry.queries ) ) ) }`
		);
		if ( step.startsWith( 'add' ) ) {
			const phases = [
				...new Set(
					list.flatMap( ( entry ) => Object.keys( entry.marks ) )
				),
			];
			lines.push(
				`    phases began at (median ms): ${ phases
					.map(
						( phase ) =>
							`${ phase } ${ round(
								median(
									list
										.map(
											( entry ) => entry.marks[ phase ]
										)
										.filter(
											( value ) => value !== undefined
										)
								)
							) }`
					)
					.join( ', ' ) }, end ${ round( median( walls ) ) }`
			);
		}
	}
	return lines;
}

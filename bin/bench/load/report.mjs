/**
 * What the load benchmark (bin/bench/load.mjs) prints: counts whose target
 * is 0, Redis in use, times per node (printed, never asserted: these
 * machines are shared), and the first problems found.
 */
import { HOST, NODES, percentile } from '../lib/shop-nodes.mjs';
import { catalogue, staleExamples } from './catalogue.mjs';
import { groups } from './counts.mjs';
import {
	ADDS,
	addTimes,
	adds,
	cartDiffs,
	checkouts,
	checkoutTimes,
	messages,
} from './sessions.mjs';

const ms = ( value ) => ( Number.isNaN( value ) ? '–' : value.toFixed( 0 ) );

/**
 * Prints the figures of a run.
 *
 * @param {Object}  run
 * @param {number}  run.sessions    Sessions asked for.
 * @param {number}  run.concurrency Sessions at a time.
 * @param {number}  run.seconds     How long the sessions and the writer ran.
 * @param {number}  run.timeCap     The time cap, in seconds.
 * @param {boolean} run.capped      Whether the time cap was reached.
 * @param {Object}  cache           Redis: inUse, state (load.php's), keys before and after, perNode, hits, misses.
 * @param {Object}  found           checkOrders()'s counts and problems.
 * @return {number} How many counts are off their target 0 (the cap reached counts one).
 */
export function report( run, cache, found ) {
	const refused = [ ...adds.refused.values() ].reduce( ( a, b ) => a + b, 0 );
	console.log(
		`${ run.sessions } sessions × ${ ADDS } adds, ${ run.concurrency } at a time, round-robin over 127.0.0.1:${ NODES[ 0 ] } and :${ NODES[ 1 ] } (Host ${ HOST }); ${ run.seconds.toFixed( 1 ) } s${ run.capped ? ` (TIME CAP of ${ run.timeCap } s reached)` : '' }`
	);
	console.log(
		`Redis object cache: ${ cache.inUse ? 'in use' : 'NOT in use' } (wp_using_ext_object_cache() ${ cache.state.external }, drop-in connected ${ cache.state.connected }, ${ cache.state.socket }); keys ${ cache.before } before, ${ cache.after } after; commands while serving one request: node 1 ${ cache.perNode[ 0 ] }, node 2 ${ cache.perNode[ 1 ] }; during the run ${ cache.hits } hits, ${ cache.misses } misses`
	);
	console.log(
		`adds: ${ adds.attempted } attempted, ${ adds.accepted } accepted, ${ refused } refused (${ groups( adds.refused ) })`
	);
	for ( const node of [ 0, 1 ] ) {
		console.log(
			`add time node ${ node + 1 } (:${ NODES[ node ] }): p50 ${ ms( percentile( addTimes[ node ], 50 ) ) } ms, p95 ${ ms( percentile( addTimes[ node ], 95 ) ) } ms (n=${ addTimes[ node ].length })`
		);
	}
	console.log(
		`checkouts: ${ checkouts.attempted } attempted, ${ checkouts.done } orders, refused: ${ groups( checkouts.refused ) }; p50 ${ ms( percentile( checkoutTimes, 50 ) ) } ms, p95 ${ ms( percentile( checkoutTimes, 95 ) ) } ms`
	);
	console.log(
		`carts that differ from what was sent: ${ cartDiffs.length } (target 0)`
	);
	console.log(
		`orders that differ from the accepted adds: ${ found.orderDiffs } (target 0); orders read: ${ found.orders } (and ${ found.drafts } unplaced drafts), extra orders: ${ found.extraOrders } (target 0)`
	);
	console.log(
		`orders without believers: ${ found.ordersWithoutBelievers } (target 0)`
	);
	console.log(
		`believers lost: ${ found.lost }, duplicated: ${ found.duplicated } (target 0; by the ${ found.ids } believer ids found on orders)`
	);
	console.log(
		`catalogue: ${ catalogue.changes } changes on node 2 (${ catalogue.failed } failed), ${ catalogue.reads } reads on node 1 right after, stale answers: ${ catalogue.stale } (target 0), still stale a second later: ${ catalogue.staleLater }`
	);
	for ( const [ code, message ] of messages ) {
		console.log( `  ${ code }: ${ message }` );
	}
	for ( const line of [
		...cartDiffs,
		...found.orderProblems,
		...staleExamples,
	].slice( 0, 10 ) ) {
		console.log( `  ${ line }` );
	}

	return (
		refused +
		checkouts.attempted -
		checkouts.done +
		cartDiffs.length +
		found.orderDiffs +
		found.extraOrders +
		found.ordersWithoutBelievers +
		found.lost +
		found.duplicated +
		catalogue.stale +
		catalogue.failed +
		( run.capped ? 1 : 0 )
	);
}

#!/usr/bin/env node
/**
 * Lamp numbers (燈號) on two PHP nodes sharing one database and a Redis object
 * cache: when paid orders arrive at the same moment on both nodes, does every
 * believer get exactly one number, unique and gap-free per product?
 *
 *   SHOP_NODES=2 REDIS_CACHE_SRC=… SHOP_DIR=.shop-numbers SHOP_PORT=8970 node bin/bench/numbers.mjs [orders]
 *
 * (`npm run bench -- numbers` starts and stops such a shop itself.) Needs a
 * running shop with two nodes, SHOP_PORT and SHOP_PORT+1 (bin/shop.mjs with
 * SHOP_NODES=2), as bin/bench/load.mjs does.
 *
 * Method:
 *   - bin/bench/numbers.php makes two products of this run that give numbers
 *     (光明燈-0001… from 1, width 4; 太歲-01001… from 1001, width 5) and ORDERS
 *     (default 50) unpaid orders, all created first: on hold as a bank transfer
 *     leaves them, each with 1–3 believers of the first product and every
 *     other one also 1–2 of the second.
 *   - Then every order is marked paid twice at the same moment, once on each
 *     node (`PUT /wp-json/wc/v3/orders/<id>` with status processing, as the
 *     admin, Basic auth with an application password), CONCURRENCY requests
 *     in flight: two nodes number different orders at once (the counter), and
 *     both nodes see the same order become paid (numbering it once).
 *   - Afterwards every order is read through the PHP CLI from the database
 *     tables (object cache flushed): each line's stored numbers and how many
 *     times the number meta is stored, and the "Numbers given" notes; and
 *     the order's receipts (every order gets one when paid, numbered from
 *     the year's receipt counter): how many live ones, their numbers, how
 *     many times the receipts meta is stored, the "Receipts issued" notes.
 *
 * Prints: orders, paid, believers, numbers given, duplicates, lines without
 * numbers, lines numbered more than once, numbers not matching their
 * believers, and per product the range given and its gaps; receipts issued,
 * orders without exactly one, duplicate receipt numbers and the gaps in the
 * run's receipt numbers (nothing else issues receipts on the bench's shop
 * meanwhile); request times per
 * node and the run's time. Every count's target is 0 and makes the script
 * exit 1; times are printed, never asserted. Bounded: fixed counts, a
 * TIME_CAP_S total, only 127.0.0.1.
 */
import {
	HOST,
	NODES,
	benchPhp,
	percentile,
	request,
} from './lib/shop-nodes.mjs';

const ORDERS = Math.min(
	500,
	Math.max( 1, Number( process.argv[ 2 ] ) || 50 )
);
// Each node's php -S runs 4 workers (bin/shop.mjs): enough in flight to keep all 8 busy.
const CONCURRENCY = 16;
const TIME_CAP_S = 600;
const REQUEST_TIMEOUT_MS = 120_000;
const began = Date.now();
const deadline = began + TIME_CAP_S * 1000;

/**
 * Runs bin/bench/numbers.php; returns its JSON.
 *
 * @param {...string} args Stage and arguments.
 */
const php = ( ...args ) => benchPhp( 'numbers.php', args );

const cache = php( 'cache' );
if ( ! cache.external || ! cache.connected ) {
	console.error(
		'numbers: the shop is not on the Redis object cache (start it with SHOP_NODES=2 and REDIS_CACHE_SRC)'
	);
	process.exit( 1 );
}

const seeded = Date.now();
const seed = php( 'seed', String( ORDERS ) );
const seedSeconds = ( Date.now() - seeded ) / 1000;
const auth = `Basic ${ Buffer.from(
	`${ seed.admin.user }:${ seed.admin.password }`
).toString( 'base64' ) }`;

// Every order twice, once per node, the two requests side by side in the queue.
const jobs = seed.orders.flatMap( ( id, n ) => [
	{ id, node: n % 2 },
	{ id, node: ( n + 1 ) % 2 },
] );
const times = [ [], [] ];
const failures = new Map();
const paying = Date.now();
let next = 0;
await Promise.all(
	Array.from( { length: CONCURRENCY }, async () => {
		while ( next < jobs.length && Date.now() < deadline ) {
			const job = jobs[ next++ ];
			const answer = await request(
				job.node,
				'PUT',
				`/wp-json/wc/v3/orders/${ job.id }`,
				{
					headers: {
						Authorization: auth,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( { status: 'processing' } ),
					timeout: REQUEST_TIMEOUT_MS,
				}
			);
			times[ job.node ].push( answer.ms );
			if ( answer.status !== 200 ) {
				const key = `${ answer.status } ${ answer.text.slice( 0, 120 ) }`;
				failures.set( key, ( failures.get( key ) ?? 0 ) + 1 );
			}
		}
	} )
);
const paySeconds = ( Date.now() - paying ) / 1000;

const read = php( 'read', seed.orders.join( ',' ) );
const byProduct = new Map(
	Object.values( seed.products ).map( ( product ) => [
		product.id,
		{ ...product, numbers: [] },
	] )
);
let paid = 0;
let believers = 0;
let unnumbered = 0;
let twice = 0;
let mismatched = 0;
let notesTwice = 0;
const all = [];
for ( const order of read.orders ) {
	paid += order.paid ? 1 : 0;
	notesTwice += order.notes > 1 ? 1 : 0;
	for ( const item of order.items ) {
		believers += item.believers;
		if ( item.number_rows.length === 0 ) {
			unnumbered++;
			continue;
		}
		if ( item.number_rows.length > 1 ) {
			twice++;
		}
		const numbers = item.number_rows[ 0 ];
		if ( ! Array.isArray( numbers ) || numbers.length !== item.believers ) {
			mismatched++;
			continue;
		}
		all.push( ...numbers );
		byProduct.get( item.product_id )?.numbers.push( ...numbers );
	}
}
const duplicates = all.length - new Set( all ).size;

// Receipts: one live receipt per order (no offering here gives personal ones), stored once, noted once.
const receipts = read.orders.flatMap( ( order ) => order.receipts );
const receiptsOff = read.orders.filter(
	( order ) =>
		order.receipts.length !== 1 ||
		order.receipt_rows !== 1 ||
		order.receipt_notes !== 1
).length;
const receiptDuplicates = receipts.length - new Set( receipts ).size;
// Same year, same width: text order is number order.
const receiptRange = [ ...receipts ].sort();
const serials = receipts
	.map( ( number ) => Number( number.split( '-' ).pop() ) )
	.sort( ( a, b ) => a - b );
const receiptGaps = serials.length
	? serials[ serials.length - 1 ] - serials[ 0 ] + 1 - new Set( serials ).size
	: 0;

const perProduct = [ ...byProduct.values() ].map( ( product ) => {
	const values = product.numbers
		.filter( ( number ) => number.startsWith( product.prefix ) )
		.map( ( number ) => Number( number.slice( product.prefix.length ) ) )
		.sort( ( a, b ) => a - b );
	const wellFormed = product.numbers.filter(
		( number ) =>
			number.startsWith( product.prefix ) &&
			number.slice( product.prefix.length ).length >= product.width
	).length;
	const seen = new Set( values );
	let gaps = 0;
	for ( let n = product.start; n < product.start + values.length; n++ ) {
		gaps += seen.has( n ) ? 0 : 1;
	}
	const format = ( n ) =>
		`${ product.prefix }${ String( n ).padStart( product.width, '0' ) }`;
	return {
		product,
		count: values.length,
		first: values.length ? format( values[ 0 ] ) : '—',
		last: values.length ? format( values[ values.length - 1 ] ) : '—',
		gaps,
		malformed: product.numbers.length - wellFormed,
	};
} );

const seconds = ( Date.now() - began ) / 1000;
const requests = times[ 0 ].length + times[ 1 ].length;
console.log(
	`${ ORDERS } orders created first (${ seedSeconds.toFixed(
		1
	) } s, on hold), then each marked paid on both nodes at once: ${ requests } PUT requests, ${ CONCURRENCY } in flight, over 127.0.0.1:${ NODES[ 0 ] } and :${ NODES[ 1 ] } (Host ${ HOST }), Redis object cache in use`
);
console.log(
	`orders: ${ read.orders.length }, paid: ${ paid }; believers: ${ believers }; numbers given: ${ all.length }`
);
console.log(
	`duplicates: ${ duplicates }; lines without numbers: ${ unnumbered }; lines numbered twice: ${ twice }; numbers not matching their believers: ${ mismatched }; orders with more than one "numbers given" note: ${ notesTwice }`
);
console.log(
	`receipts: ${ receipts.length } (${ receiptRange[ 0 ] ?? '—' } … ${
		receiptRange[ receiptRange.length - 1 ] ?? '—'
	}); orders without exactly one receipt stored and noted once: ${ receiptsOff }; duplicate receipt numbers: ${ receiptDuplicates }; gaps: ${ receiptGaps }`
);
for ( const row of perProduct ) {
	console.log(
		`  product ${ row.product.id } (${ row.product.prefix }, from ${ row.product.start }, width ${ row.product.width }): ${ row.count } numbers, ${ row.first } … ${ row.last }, gaps: ${ row.gaps }, malformed: ${ row.malformed }`
	);
}
console.log(
	`counters: ${ read.counters
		.filter( ( counter ) =>
			[ ...byProduct.keys() ].some(
				( id ) => counter.name === `product:${ id }`
			)
		)
		.map( ( counter ) => `${ counter.name } = ${ counter.last_number }` )
		.join( ', ' ) }`
);
for ( const [ node, list ] of times.entries() ) {
	console.log(
		`node ${ node + 1 } (:${ NODES[ node ] }): ${ list.length } requests, p50 ${ Math.round(
			percentile( list, 50 )
		) } ms, p95 ${ Math.round( percentile( list, 95 ) ) } ms`
	);
}
for ( const [ key, count ] of failures ) {
	console.log( `  failed request ×${ count }: ${ key }` );
}
console.log(
	`time: paying ${ paySeconds.toFixed( 1 ) } s; whole run ${ seconds.toFixed(
		1
	) } s${ Date.now() > deadline ? ` (TIME CAP of ${ TIME_CAP_S } s reached)` : '' }`
);

const bad =
	read.orders.length !== ORDERS ||
	paid !== ORDERS ||
	all.length !== believers ||
	duplicates ||
	unnumbered ||
	twice ||
	mismatched ||
	notesTwice ||
	failures.size ||
	receipts.length !== ORDERS ||
	receiptsOff ||
	receiptDuplicates ||
	receiptGaps ||
	perProduct.some( ( row ) => row.gaps || row.malformed );
process.exit( bad ? 1 : 0 );

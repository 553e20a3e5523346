#!/usr/bin/env node
/**
 * Load on two PHP nodes sharing one database and a Redis object cache: do paid
 * offerings keep their believers, and does the catalogue stay fresh across nodes?
 *
 *   SHOP_NODES=2 REDIS_CACHE_SRC=… SHOP_DIR=.shop-load SHOP_PORT=8898 node bin/bench/load.mjs [sessions]
 *
 * (`npm run bench -- load` starts and stops such a shop itself.) Needs a running
 * shop with two nodes, SHOP_PORT and SHOP_PORT+1 (bin/shop.mjs with SHOP_NODES=2).
 *
 * Method:
 *   - SESSIONS worshippers (default 50, at most 200), CONCURRENCY at a time, each
 *     with its own cookie jar. A session's requests go round-robin over both
 *     nodes (session s starts on node s % 2), as a load balancer without sticky
 *     sessions sends them; every request carries node 1's Host, the site's.
 *   - Each session adds ADDS offerings, one per form kind in turn (light,
 *     worship, a variation of change, pudu, gift, dead-blessing, super, animal),
 *     with 1–3 valid believers each (1 for gift, its limit), through
 *     `POST /?wc-ajax=add_to_cart` exactly as the page posts it: multipart
 *     product_id (the variation id for a variation), variation_id, quantity and
 *     meta_data `[{"key":"_believers_data","value":[…]}]`. The believers are the
 *     complete believers of src/domain/test/believers.fixtures.json (the rules'
 *     own fixtures, proven by Jest and PHPUnit), each given its own id and name.
 *   - It reads its cart back through the Store API (`GET /wp-json/wc/store/v1/cart`)
 *     and compares every line with what was accepted: product, quantity and one
 *     believer row in item_data per believer, in order, starting with the name.
 *   - It checks out through the Store API (`POST /wp-json/wc/store/v1/checkout`,
 *     the cart's Nonce header, a Taiwanese billing address, payment by cheque).
 *   - Meanwhile a writer changes one product's name and price (a product no
 *     session buys, in `light`) about once a second through WooCommerce's REST
 *     API as the admin on node 2, and right after each change a reader asks node 1
 *     for `visible-products?category=light`: an answer without the change is stale
 *     (asked again after a second, to tell a late cache from a lost update).
 *   - Afterwards every order created since the start is read through the PHP CLI
 *     (bin/bench/load.php): each line item's `_believers_data` is compared, by the
 *     believer ids sent, with the accepted adds of the session that paid for it.
 *   - Redis is shown in use: WordPress's wp_using_ext_object_cache() and the
 *     drop-in's connection (PHP CLI), the keys in Redis, and Redis commands
 *     counted while one request is served by each node.
 *
 * Prints counts whose target is 0, and add times per node (printed, never
 * asserted: these machines are shared). Exits 1 when a count is not 0 or Redis
 * is not in use. Bounded: fixed counts, a TIME_CAP_S total, only 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { completeBeliever } from '../lib/complete-believer.mjs';
import {
	HOST,
	NODES,
	benchPhp,
	percentile,
	request as nodeRequest,
	shopDir,
} from './lib/shop-nodes.mjs';

const redisSocket = path.join( shopDir, 'redis.sock' );

const SESSIONS = Math.min(
	200,
	Math.max( 1, Number( process.argv[ 2 ] ) || 50 )
);
const ADDS = 5;
const CONCURRENCY = 10;
const TIME_CAP_S = 600;
const REQUEST_TIMEOUT_MS = 60_000;
const CHANGE_EVERY_MS = 1000;
const MAX_CHANGES = 600;
const KINDS = [
	'light',
	'worship',
	'change',
	'pudu',
	'gift',
	'dead-blessing',
	'super',
	'animal',
];
const READER_PATH =
	'/wp-json/temple-offerings/v1/visible-products?category=light&per_page=100';
const began = Date.now();
const deadline = began + TIME_CAP_S * 1000;
const timeUp = () => Date.now() > deadline;

/**
 * Runs bin/bench/load.php; returns its JSON.
 *
 * @param {...string} args Stage and arguments.
 */
const php = ( ...args ) =>
	benchPhp( 'load.php', args, { maxBuffer: 256 * 1024 * 1024 } );

/**
 * A Redis command on the shop's private server.
 *
 * @param {...string} args Command.
 */
function redis( ...args ) {
	const result = spawnSync( 'redis-cli', [ '-s', redisSocket, ...args ], {
		encoding: 'utf8',
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`redis-cli ${ args.join( ' ' ) }: ${ result.stderr }`
		);
	}
	return result.stdout.trim();
}

/** Redis's count of commands processed so far. */
function redisCommands() {
	const match = redis( 'info', 'stats' ).match(
		/total_commands_processed:(\d+)/
	);
	return Number( match?.[ 1 ] ?? NaN );
}

/** Cookies of one worshipper's browser: host-only, so shared by both ports of 127.0.0.1. */
class CookieJar {
	constructor() {
		this.cookies = new Map();
	}

	/** @param {string[]|undefined} headers Set-Cookie headers. */
	store( headers ) {
		for ( const header of headers ?? [] ) {
			const [ pair, ...attributes ] = header.split( ';' );
			const eq = pair.indexOf( '=' );
			const name = pair.slice( 0, eq ).trim();
			const value = pair.slice( eq + 1 ).trim();
			const expired = attributes.some( ( attribute ) => {
				const [ key, val = '' ] = attribute.trim().split( '=' );
				return (
					( key.toLowerCase() === 'max-age' && Number( val ) <= 0 ) ||
					( key.toLowerCase() === 'expires' &&
						Date.parse( val ) < Date.now() )
				);
			} );
			if ( expired || value === '' || value === 'deleted' ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
	}

	header() {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}
}

/**
 * One HTTP request to a node, within this benchmark's time limit.
 *
 * @param {number} node    Index into NODES.
 * @param {string} method  Method.
 * @param {string} target  Path and query.
 * @param {Object} options Headers, body (Buffer or string), jar (a CookieJar).
 */
const request = ( node, method, target, options = {} ) =>
	nodeRequest( node, method, target, {
		...options,
		timeout: REQUEST_TIMEOUT_MS,
	} );

function parse( text ) {
	try {
		return JSON.parse( text );
	} catch {
		return null;
	}
}

/**
 * A form body as the browser encodes FormData (multipart), and its type.
 *
 * @param {Object<string,string>} fields Fields.
 */
async function multipart( fields ) {
	const form = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		form.append( key, value );
	}
	const encoded = new Request( 'http://127.0.0.1/', {
		method: 'POST',
		body: form,
	} );
	return {
		body: Buffer.from( await encoded.arrayBuffer() ),
		type: encoded.headers.get( 'content-type' ),
	};
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );
const bump = ( counts, key ) =>
	counts.set( key, ( counts.get( key ) ?? 0 ) + 1 );

// ---------------------------------------------------------------- set-up

for ( const node of [ 0, 1 ] ) {
	const probe = await request( node, 'GET', '/wp-json/' );
	if ( probe.status !== 200 ) {
		console.error(
			`load: node ${ node + 1 } (127.0.0.1:${ NODES[ node ] }) does not answer; start the shop with SHOP_NODES=2 REDIS_CACHE_SRC=… (docs/performance.md, "load").`
		);
		process.exit( 1 );
	}
}
if ( ! fs.existsSync( redisSocket ) ) {
	console.error(
		`load: no Redis socket at ${ redisSocket }; start the shop with SHOP_NODES=2 REDIS_CACHE_SRC=… (docs/performance.md, "load").`
	);
	process.exit( 1 );
}

const seed = php( 'seed' );
const since = seed.now - 1;
const runTag = Date.now().toString( 36 );

/**
 * Believers of one add: copies of the kind's valid example with their own id and name.
 *
 * @param {string} kind    Form kind.
 * @param {number} session Session number.
 * @param {number} add     Add number within the session.
 */
function believersFor( kind, session, add ) {
	const count = kind === 'gift' ? 1 : 1 + ( ( session + add ) % 3 );
	return Array.from( { length: count }, ( _, b ) =>
		completeBeliever( kind, {
			id: `load-${ runTag }-${ session }-${ add }-${ b }`,
			name: `${ completeBeliever( kind ).name }${ session }之${ add }${ b }`,
		} )
	);
}

// Redis really in use: by WordPress, and by each node while it serves a request.
const cacheState = php( 'cache' );
const perNode = [];
for ( const node of [ 0, 1 ] ) {
	const before = redisCommands();
	// The reader's own request: its answer is cached, so the first change must drop it.
	await request( node, 'GET', READER_PATH );
	// Minus the INFO command that took the first count.
	perNode.push( redisCommands() - before - 1 );
}
const redisBefore = Number( redis( 'dbsize' ) );
const statsBefore = redis( 'info', 'stats' );

// ---------------------------------------------------------------- sessions

const adds = { attempted: 0, accepted: 0, refused: new Map() };
const addTimes = [ [], [] ];
const checkouts = { attempted: 0, done: 0, refused: new Map() };
const checkoutTimes = [];
/** The first message seen for each refusal code, printed with the counts. */
const messages = new Map();
const cartDiffs = [];
/** Per session: the accepted adds, the order id the checkout answered. */
const sessions = [];

async function runSession( s ) {
	const jar = new CookieJar();
	let turn = s % 2;
	const next = () => {
		const node = turn;
		turn = 1 - turn;
		return node;
	};
	const record = { session: s, accepted: [], orderId: 0, email: '' };
	sessions[ s ] = record;

	for ( let a = 0; a < ADDS && ! timeUp(); a++ ) {
		const kind = KINDS[ ( s + a ) % KINDS.length ];
		const product = seed.products[ kind ];
		const believers = believersFor( kind, s, a );
		const id = product.variation_id || product.product_id;
		const { body, type } = await multipart( {
			product_id: String( id ),
			variation_id: String( product.variation_id ),
			quantity: String( believers.length ),
			meta_data: JSON.stringify( [
				{ key: '_believers_data', value: believers },
			] ),
		} );
		const node = next();
		adds.attempted++;
		const answer = await request( node, 'POST', '/?wc-ajax=add_to_cart', {
			headers: {
				'Content-Type': type,
				'X-Requested-With': 'XMLHttpRequest',
			},
			body,
			jar,
		} );
		addTimes[ node ].push( answer.ms );
		const json = parse( answer.text );
		if ( answer.status === 200 && json && ! json.error && json.cart_hash ) {
			adds.accepted++;
			record.accepted.push( { kind, id, believers } );
		} else {
			let reason = `HTTP ${ answer.status || 'error' }`;
			if ( json?.error ) {
				reason = json.code || 'no code';
			}
			bump( adds.refused, reason );
			if ( ! messages.has( reason ) ) {
				messages.set(
					reason,
					String( json?.message ?? answer.text ).slice( 0, 200 )
				);
			}
		}
	}

	// The cart as WooCommerce keeps it, against what was accepted.
	const cartAnswer = await request(
		next(),
		'GET',
		'/wp-json/wc/store/v1/cart',
		{ jar }
	);
	const cart = parse( cartAnswer.text );
	const diff = compareCart( record.accepted, cart );
	if ( diff ) {
		cartDiffs.push( `session ${ s }: ${ diff }` );
	}
	if ( ! record.accepted.length || timeUp() ) {
		return;
	}

	record.email = `load-${ runTag }-${ s }@example.test`;
	const address = {
		first_name: '小明',
		last_name: '王',
		company: '',
		address_1: '中山路1號',
		address_2: '',
		city: '中西區',
		// Taiwan has no state list in WooCommerce: a required free-text field.
		state: '臺南市',
		postcode: '700',
		country: 'TW',
		phone: '0912345678',
	};
	checkouts.attempted++;
	const answer = await request(
		next(),
		'POST',
		'/wp-json/wc/store/v1/checkout',
		{
			headers: {
				'Content-Type': 'application/json',
				Nonce: String( cartAnswer.headers.nonce ?? '' ),
			},
			body: JSON.stringify( {
				billing_address: { ...address, email: record.email },
				shipping_address: address,
				payment_method: 'cheque',
			} ),
			jar,
		}
	);
	checkoutTimes.push( answer.ms );
	const json = parse( answer.text );
	if ( answer.status === 200 && json?.order_id ) {
		checkouts.done++;
		record.orderId = json.order_id;
	} else {
		const code = json?.code ?? `HTTP ${ answer.status || 'error' }`;
		bump( checkouts.refused, code );
		if ( ! messages.has( code ) ) {
			messages.set(
				code,
				String( json?.message ?? answer.text ).slice( 0, 200 )
			);
		}
	}
}

/**
 * What differs between the accepted adds and the Store API cart, or ''.
 *
 * @param {Array}  accepted Accepted adds of the session.
 * @param {Object} cart     Store API cart.
 */
function compareCart( accepted, cart ) {
	if ( ! cart || ! Array.isArray( cart.items ) ) {
		return 'cart could not be read';
	}
	const lines = [ ...cart.items ];
	const problems = [];
	for ( const add of accepted ) {
		const index = lines.findIndex( ( line ) => sameLine( add, line ) );
		if ( index < 0 ) {
			problems.push(
				`no line with product ${ add.id } × ${ add.believers.length } and its believers`
			);
		} else {
			lines.splice( index, 1 );
		}
	}
	for ( const line of lines ) {
		problems.push(
			`unexpected line: product ${ line.id } × ${ line.quantity }`
		);
	}
	return problems.join( '; ' );
}

/**
 * Whether a cart line is exactly one accepted add: product, quantity, and one
 * believer row per believer, in order, beginning with that believer's name
 * (php/Cart/BelieverLines.php writes `王小明（信士）；農曆生辰：…`: the name, then
 * the gender in brackets or the first labelled part).
 *
 * @param {Object} add  Accepted add.
 * @param {Object} line Store API cart item.
 */
function sameLine( add, line ) {
	const rows = ( line.item_data ?? [] ).map( ( row ) => String( row.value ) );
	return (
		line.id === add.id &&
		line.quantity === add.believers.length &&
		rows.length === add.believers.length &&
		add.believers.every(
			( believer, i ) =>
				rows[ i ].startsWith( believer.name ) &&
				[ '', '（', '(', '；', ';' ].includes(
					rows[ i ].charAt( believer.name.length )
				)
		)
	);
}

// ---------------------------------------------------------------- catalogue

const catalogue = { changes: 0, failed: 0, reads: 0, stale: 0, staleLater: 0 };
const staleExamples = [];
let sessionsDone = false;

async function readChanging() {
	const answer = await request( 0, 'GET', READER_PATH );
	const list = parse( answer.text );
	return Array.isArray( list )
		? list.find( ( product ) => product.id === seed.changing.id )
		: undefined;
}

async function changeCatalogue() {
	const auth = Buffer.from(
		`${ seed.admin.user }:${ seed.admin.password }`
	).toString( 'base64' );
	while (
		! sessionsDone &&
		! timeUp() &&
		catalogue.changes + catalogue.failed < MAX_CHANGES
	) {
		const tick = Date.now();
		const k = catalogue.changes + catalogue.failed + 1;
		const want = {
			name: `${ seed.changing.name } ${ runTag }-${ k }`,
			price: String( 100 + k ),
		};
		const answer = await request(
			1,
			'PUT',
			`/wp-json/wc/v3/products/${ seed.changing.id }`,
			{
				headers: {
					Authorization: `Basic ${ auth }`,
					'Content-Type': 'application/json',
				},
				body: JSON.stringify( {
					name: want.name,
					regular_price: want.price,
				} ),
			}
		);
		if ( answer.status !== 200 ) {
			catalogue.failed++;
		} else {
			catalogue.changes++;
			const seen = await readChanging();
			catalogue.reads++;
			const fresh = ( product ) =>
				product?.name === want.name && product?.price === want.price;
			if ( ! fresh( seen ) ) {
				catalogue.stale++;
				staleExamples.push(
					`change ${ k } (${ want.name }, ${ want.price }) read as ${
						seen ? `${ seen.name }, ${ seen.price }` : 'missing'
					}`
				);
				await sleep( 1000 );
				if ( ! fresh( await readChanging() ) ) {
					catalogue.staleLater++;
				}
			}
		}
		await sleep( Math.max( 0, CHANGE_EVERY_MS - ( Date.now() - tick ) ) );
	}
}

// ---------------------------------------------------------------- run

const writer = changeCatalogue();
let nextSession = 0;
await Promise.all(
	Array.from( { length: CONCURRENCY }, async () => {
		while ( nextSession < SESSIONS && ! timeUp() ) {
			await runSession( nextSession++ );
		}
	} )
);
sessionsDone = true;
await writer;
const seconds = ( Date.now() - began ) / 1000;

// ---------------------------------------------------------------- orders

// A Store API checkout that is refused leaves its `checkout-draft` order behind;
// drafts are not placed orders, so they are counted apart and not checked.
const allOrders = php( 'orders', String( since ) ).orders;
const orders = allOrders.filter(
	( order ) => order.status !== 'checkout-draft'
);
const drafts = allOrders.length - orders.length;
const byEmail = new Map();
for ( const order of orders ) {
	const list = byEmail.get( order.email ) ?? [];
	list.push( order );
	byEmail.set( order.email, list );
}
const seenIds = new Map();
let ordersWithoutBelievers = 0;
let orderDiffs = 0;
let lost = 0;
let extraOrders = 0;
const orderProblems = [];
for ( const order of orders ) {
	if (
		! order.items.length ||
		order.items.some(
			( item ) =>
				! Array.isArray( item.believers ) || ! item.believers.length
		)
	) {
		ordersWithoutBelievers++;
		orderProblems.push(
			`order ${ order.id } has a line without believers`
		);
	}
	for ( const item of order.items ) {
		for ( const believer of item.believers ?? [] ) {
			bump( seenIds, believer.id );
		}
	}
}
const duplicated = [ ...seenIds.values() ].filter( ( n ) => n > 1 ).length;
for ( const record of sessions.filter( Boolean ) ) {
	const mine = byEmail.get( record.email ) ?? [];
	if ( record.email && mine.length !== 1 ) {
		extraOrders += Math.max( 0, mine.length - 1 );
		orderProblems.push(
			`session ${ record.session }: ${ mine.length } orders for one checkout`
		);
	}
	const order = mine.find( ( o ) => o.id === record.orderId ) ?? mine[ 0 ];
	if ( ! record.orderId ) {
		continue;
	}
	const items = [ ...( order?.items ?? [] ) ];
	let differs = ! order;
	for ( const add of record.accepted ) {
		const ids = add.believers.map( ( b ) => b.id );
		const index = items.findIndex(
			( item ) =>
				( item.variation_id || item.product_id ) === add.id &&
				item.quantity === ids.length &&
				JSON.stringify(
					( item.believers ?? [] ).map( ( b ) => b.id )
				) === JSON.stringify( ids )
		);
		if ( index < 0 ) {
			differs = true;
		} else {
			items.splice( index, 1 );
		}
		for ( const id of ids ) {
			if ( ! seenIds.has( id ) ) {
				lost++;
			}
		}
	}
	if ( items.length ) {
		differs = true;
	}
	if ( differs ) {
		orderDiffs++;
		orderProblems.push(
			`session ${ record.session }: order ${ record.orderId } differs from the accepted adds`
		);
	}
}
// Orders nobody checked out in this run (a checkout answered in error but still made one).
for ( const [ email, list ] of byEmail ) {
	if ( ! sessions.some( ( record ) => record?.email === email ) ) {
		extraOrders += list.length;
		orderProblems.push(
			`${ list.length } order(s) for ${ email || 'no email' }`
		);
	}
}

// ---------------------------------------------------------------- Redis after

const statsAfter = redis( 'info', 'stats' );
const stat = ( text, key ) =>
	Number( text.match( new RegExp( `${ key }:(\\d+)` ) )?.[ 1 ] ?? 0 );
const hits =
	stat( statsAfter, 'keyspace_hits' ) - stat( statsBefore, 'keyspace_hits' );
const misses =
	stat( statsAfter, 'keyspace_misses' ) -
	stat( statsBefore, 'keyspace_misses' );
const redisAfter = Number( redis( 'dbsize' ) );
const redisInUse =
	cacheState.external &&
	cacheState.connected &&
	perNode.every( ( n ) => n > 0 ) &&
	redisAfter > 0 &&
	hits > 0;

// ---------------------------------------------------------------- report

const ms = ( value ) => ( Number.isNaN( value ) ? '–' : value.toFixed( 0 ) );
const groups = ( counts ) =>
	counts.size
		? [ ...counts ]
				.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
				.map( ( [ key, n ] ) => `${ key } ${ n }` )
				.join( ', ' )
		: 'none';
const refused = [ ...adds.refused.values() ].reduce( ( a, b ) => a + b, 0 );

console.log(
	`${ SESSIONS } sessions × ${ ADDS } adds, ${ CONCURRENCY } at a time, round-robin over 127.0.0.1:${ NODES[ 0 ] } and :${ NODES[ 1 ] } (Host ${ HOST }); ${ seconds.toFixed( 1 ) } s${ timeUp() ? ` (TIME CAP of ${ TIME_CAP_S } s reached)` : '' }`
);
console.log(
	`Redis object cache: ${ redisInUse ? 'in use' : 'NOT in use' } (wp_using_ext_object_cache() ${ cacheState.external }, drop-in connected ${ cacheState.connected }, ${ cacheState.socket }); keys ${ redisBefore } before, ${ redisAfter } after; commands while serving one request: node 1 ${ perNode[ 0 ] }, node 2 ${ perNode[ 1 ] }; during the run ${ hits } hits, ${ misses } misses`
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
	`orders that differ from the accepted adds: ${ orderDiffs } (target 0); orders read: ${ orders.length } (and ${ drafts } unplaced drafts), extra orders: ${ extraOrders } (target 0)`
);
console.log(
	`orders without believers: ${ ordersWithoutBelievers } (target 0)`
);
console.log(
	`believers lost: ${ lost }, duplicated: ${ duplicated } (target 0; by the ${ seenIds.size } believer ids found on orders)`
);
console.log(
	`catalogue: ${ catalogue.changes } changes on node 2 (${ catalogue.failed } failed), ${ catalogue.reads } reads on node 1 right after, stale answers: ${ catalogue.stale } (target 0), still stale a second later: ${ catalogue.staleLater }`
);
for ( const [ code, message ] of messages ) {
	console.log( `  ${ code }: ${ message }` );
}
for ( const line of [ ...cartDiffs, ...orderProblems, ...staleExamples ].slice(
	0,
	10
) ) {
	console.log( `  ${ line }` );
}

const bad =
	refused +
	checkouts.attempted -
	checkouts.done +
	cartDiffs.length +
	orderDiffs +
	extraOrders +
	ordersWithoutBelievers +
	lost +
	duplicated +
	catalogue.stale +
	catalogue.failed +
	( timeUp() ? 1 : 0 );
process.exit( bad === 0 && redisInUse ? 0 : 1 );

/**
 * Receipt numbers under 50 payments at once on two PHP nodes (bin/e2e.mjs
 * runs the `.nodes.spec.ts` specs on two nodes sharing one database and a
 * Redis object cache). 50 bank-transfer orders are made unpaid first
 * (bin/bench/numbers.php, the numbering bench's own seed), then each is
 * marked paid twice at the same moment, once on each node, through
 * WooCommerce's REST API, in waves of 4 orders (8 requests, every worker of
 * both nodes): the two nodes number different orders at once (the
 * counter), and both see the same order become paid (issuing once). Afterwards, read from the database tables with the
 * cache flushed: every order has exactly one live receipt, stored once and
 * noted once; the 50 numbers are all different and follow on from the
 * year's counter without a gap, and the counter stands at the last of them.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { SHOP_DIR, shopPhp } from './cart-helpers';

const REPO = path.join( __dirname, '..' );
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8890';
const NODES = ( process.env.E2E_NODE_URLS ?? BASE ).split( ',' );
// A load balancer sends the site's Host to every node (docs/setup.md, "Two PHP nodes and Redis").
const HOST = new URL( BASE ).host;
const ORDERS = 50;
// Each node's php -S runs 4 workers (bin/shop/services.mjs): 4 orders a wave keep all 8 busy.
const WAVE = 4;

/** What bin/bench/numbers.php reads of an order. */
interface ReadOrder {
	id: number;
	paid: boolean;
	receipts: string[];
	receipt_rows: number;
	receipt_notes: number;
}

/**
 * Runs a stage of bin/bench/numbers.php on the shop; returns its JSON.
 *
 * @param stage Stage.
 * @param arg   Its argument.
 */
function bench< T >( stage: string, arg: string ): T {
	const out = execFileSync(
		'php',
		[
			path.join( REPO, 'bin/bench/numbers.php' ),
			path.join( SHOP_DIR, 'wordpress' ),
			stage,
			arg,
		],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	return JSON.parse( out.trim().split( '\n' ).pop() as string ) as T;
}

/** The year's receipt counter (民國 year): the last number given, 0 for none. */
const counter = () =>
	Number(
		shopPhp( `
			global $wpdb;
			wp_cache_flush();
			echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT last_number FROM {$wpdb->prefix}temple_offerings_counters WHERE name = %s", 'receipt:' . ( (int) wp_date( 'Y' ) - 1911 ) ) );
		` )
			.trim()
			.split( '\n' )
			.pop()
	);

test( '50 orders each paid twice at the same moment, once on each node: one receipt each, 50 numbers with no gap and no duplicate', async ( {
	playwright,
} ) => {
	test.setTimeout( 600_000 );
	expect( NODES ).toHaveLength( 2 );
	const seed = bench< {
		orders: number[];
		admin: { user: string; password: string };
	} >( 'seed', String( ORDERS ) );
	expect( seed.orders ).toHaveLength( ORDERS );
	const before = counter();

	const api = await playwright.request.newContext();
	const auth = `Basic ${ Buffer.from(
		`${ seed.admin.user }:${ seed.admin.password }`
	).toString( 'base64' ) }`;
	const pay = async ( id: number, node: number ) =>
		(
			await api.put( `${ NODES[ node ] }/wp-json/wc/v3/orders/${ id }`, {
				headers: { Host: HOST, Authorization: auth },
				data: { status: 'processing' },
				timeout: 120_000,
			} )
		).status();
	// In waves that fill every worker of both nodes: each order's two payments start together, one on each node.
	const answers: number[] = [];
	for ( let at = 0; at < ORDERS; at += WAVE ) {
		const wave = seed.orders.slice( at, at + WAVE );
		answers.push(
			...( await Promise.all(
				wave.flatMap( ( id ) => [ pay( id, 0 ), pay( id, 1 ) ] )
			) )
		);
	}
	await api.dispose();
	expect( answers.filter( ( status ) => status !== 200 ) ).toEqual( [] );
	expect( answers ).toHaveLength( ORDERS * 2 );

	const { orders } = bench< { orders: ReadOrder[] } >(
		'read',
		seed.orders.join( ',' )
	);
	expect( orders.filter( ( order ) => ! order.paid ) ).toEqual( [] );
	// One live receipt per order, its meta stored once and one "Receipts issued" note.
	expect(
		orders
			.filter(
				( order ) =>
					order.receipts.length !== 1 ||
					order.receipt_rows !== 1 ||
					order.receipt_notes !== 1
			)
			.map( ( order ) => order.id )
	).toEqual( [] );
	const numbers = orders.flatMap( ( order ) => order.receipts );
	expect( new Set( numbers ).size ).toBe( ORDERS );
	const serials = numbers
		.map( ( number ) => Number( number.split( '-' ).pop() ) )
		.sort( ( a, b ) => a - b );
	// Exactly the numbers after the counter's last before the run: no gap, none taken and lost.
	expect( serials ).toEqual(
		Array.from( { length: ORDERS }, ( _, n ) => before + 1 + n )
	);
	expect( counter() ).toBe( before + ORDERS );
} );

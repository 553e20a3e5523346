/**
 * Redis stopping on the two-node shop (bin/e2e.mjs runs the `.nodes.spec.ts`
 * specs on two PHP nodes sharing a Redis object cache, the Redis Object Cache
 * drop-in with WP_REDIS_GRACEFUL on, as docs/setup.md says a site must run it).
 *
 * With Redis gone every page still answers 200 on both nodes, guest or signed
 * in, from the database alone. A checkout whose Redis stops in the middle (at
 * each step from before the order exists to the thank-you page, stopped by
 * e2e/php/redis-stop.php inside that very request, by the id in the shop's
 * pid file) either completes, and then the worshipper sees the order as
 * placed, on either node, with its believer and its place taken (a
 * failure would have to leave no order behind; an error page over a placed
 * order is what this guards against).
 * Redis is started again (bin/shop.mjs start) after each stop.
 */
/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	fillBilling,
	lightBeliever,
	SHOP_DIR,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import { signIn } from './request-helpers';

const REPO = path.join( __dirname, '..' );
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8890';
const NODES = ( process.env.E2E_NODE_URLS ?? BASE ).split( ',' );
// A load balancer sends the site's Host to every node (docs/setup.md, "Two PHP nodes and Redis").
const HOST = new URL( BASE ).host;
const TRIGGER = path.join( SHOP_DIR, 'redis-stop-at' );
const STOPPED = path.join( SHOP_DIR, 'redis-stopped' );
const MU_PLUGIN = path.join(
	SHOP_DIR,
	'wordpress/wp-content/mu-plugins/temple-e2e-redis-stop.php'
);
const LAMP = '斷線測試光明燈';
const STOCK = 50;

/** The shop's redis-server, by its pid file; 0 when it does not run. */
function redisPid(): number {
	const pid = Number(
		fs.readFileSync( path.join( SHOP_DIR, 'redis.pid' ), 'utf8' ).trim()
	);
	try {
		process.kill( pid, 0 );
		return pid;
	} catch {
		return 0;
	}
}

/** Keys in the shop's Redis (it answers only while it runs). */
function redisKeys(): number {
	return Number(
		execFileSync(
			'redis-cli',
			[ '-s', path.join( SHOP_DIR, 'redis.sock' ), 'dbsize' ],
			{ encoding: 'utf8' }
		).trim()
	);
}

/** Ends the shop's redis-server by the id in its pid file, and waits until it is gone. */
async function stopRedis(): Promise< void > {
	const pid = redisPid();
	expect( pid ).toBeGreaterThan( 0 );
	process.kill( pid, 'SIGKILL' );
	await expect.poll( redisPid ).toBe( 0 );
}

/** Starts Redis again the way the shop does (bin/shop.mjs start is safe to run again). */
function startRedis(): void {
	if ( redisPid() ) {
		return;
	}
	const started = spawnSync(
		process.execPath,
		[ path.join( REPO, 'bin/shop.mjs' ), 'start' ],
		{ env: process.env, encoding: 'utf8', timeout: 120_000 }
	);
	expect( started.status, `${ started.stdout }${ started.stderr }` ).toBe(
		0
	);
	expect( redisPid() ).toBeGreaterThan( 0 );
}

/**
 * GET on node n (0 first) with the site's Host, as a load balancer asks it.
 *
 * @param api   Request context (its cookies are sent to either node).
 * @param node  Node index.
 * @param where Path.
 */
function onNode( api: APIRequestContext, node: number, where: string ) {
	return api.get( `${ NODES[ node ] }${ where }`, {
		headers: { Host: HOST },
		maxRedirects: 0,
	} );
}

/**
 * The orders of a billing address: status, stock mark, believers, number.
 *
 * @param email Billing e-mail.
 */
function ordersOf( email: string ): Array< {
	id: number;
	status: string;
	stockReduced: boolean;
	believers: string[];
} > {
	return JSON.parse(
		shopPhp( `
			$out = array();
			foreach ( wc_get_orders( array( 'billing_email' => ${ JSON.stringify(
				email
			) }, 'status' => 'any', 'limit' => -1 ) ) as $order ) {
				$names = array();
				foreach ( $order->get_items() as $item ) {
					foreach ( (array) $item->get_meta( '_believers_data' ) as $believer ) {
						$names[] = $believer['name'] ?? '';
					}
				}
				$out[] = array(
					'id'           => $order->get_id(),
					'status'       => $order->get_status(),
					'stockReduced' => (bool) $order->get_data_store()->get_stock_reduced( $order->get_id() ),
					'believers'    => $names,
				);
			}
			echo wp_json_encode( $out );
		` )
	);
}

/**
 * The statuses of a billing address's orders, read from WooCommerce's orders
 * table with MariaDB's client: what the database holds, whatever state the
 * site's object cache is in.
 *
 * @param email Billing e-mail.
 */
function statusesInDatabase( email: string ): string[] {
	return execFileSync(
		'mariadb',
		[
			`--socket=${ path.join( SHOP_DIR, 'mysql.sock' ) }`,
			'-uroot',
			'temple',
			'--batch',
			'--skip-column-names',
			'-e',
			`SELECT status FROM wp_wc_orders WHERE billing_email = '${ email }' ORDER BY id`,
		],
		{ encoding: 'utf8' }
	)
		.split( '\n' )
		.filter( Boolean );
}

/**
 * The lamp's stock as the database holds it.
 * @param id
 */
const stockLeft = ( id: number ) =>
	Number(
		shopPhp( `echo (int) wc_get_product( ${ id } )->get_stock_quantity();` )
	);

test.describe.configure( { mode: 'serial' } );

let lamp = 0;

test.beforeAll( () => {
	expect( NODES ).toHaveLength( 2 );
	fs.copyFileSync( path.join( __dirname, 'php/redis-stop.php' ), MU_PLUGIN );
	lamp = simpleProduct( 'redis-down-lamp', LAMP, 600, [ 'light' ], STOCK );
} );

test.afterAll( () => {
	fs.rmSync( MU_PLUGIN, { force: true } );
	fs.rmSync( TRIGGER, { force: true } );
	startRedis();
} );

test( 'with Redis stopped, every page answers 200 on both nodes, for a guest and for a signed-in customer', async ( {
	request,
} ) => {
	startRedis();
	// Redis is in use before it stops: the nodes' requests fill it.
	for ( const node of [ 0, 1 ] ) {
		expect(
			( await onNode( request, node, '/offerings/' ) ).status()
		).toBe( 200 );
	}
	expect( redisKeys() ).toBeGreaterThan( 0 );
	const customer = await signIn( 'believer' );
	await stopRedis();

	const pages: Array< [ string, string ] > = [
		[ '/', '' ],
		[ '/offerings/', LAMP ],
		[ '/cart/', '' ],
		[ '/my-account/', '' ],
		[
			'/wp-json/temple-offerings/v1/visible-products?category=light',
			'redis-down-lamp',
		],
		[ '/wp-json/wc/store/v1/cart', '' ],
	];
	for ( const node of [ 0, 1 ] ) {
		for ( const [ where, text ] of pages ) {
			for ( const [ who, api ] of [
				[ 'guest', request ],
				[ 'customer', customer.api ],
			] as const ) {
				const response = await onNode( api, node, where );
				expect(
					response.status(),
					`${ who } node ${ node + 1 } ${ where }`
				).toBe( 200 );
				expect( await response.text() ).toContain( text );
			}
		}
		// The customer is still signed in: My Account lists the orders page.
		const orders = await onNode(
			customer.api,
			node,
			'/my-account/orders/'
		);
		expect( orders.status() ).toBe( 200 );
		expect( await orders.text() ).toContain(
			'woocommerce-MyAccount-navigation'
		);
	}
	// Each node found Redis gone (the drop-in logs why) and went on without it.
	const log = fs.readFileSync( path.join( SHOP_DIR, 'debug.log' ), 'utf8' );
	expect( log ).toContain( 'RedisException' );
	await customer.api.dispose();
	startRedis();
} );

/**
 * Where the checkout's Redis stops: a hook (and, for a page, a part of its
 * address), with what the worshipper must see.
 */
const STOPS: Array< [ string, string ] > = [
	[
		'before the order exists',
		'woocommerce_store_api_checkout_update_customer_from_request',
	],
	[
		'with the order made, before payment',
		'woocommerce_store_api_checkout_order_processed',
	],
	[
		'with the order paid, before its stock is lowered and its mails sent',
		'woocommerce_order_status_on-hold',
	],
	[
		'while the thank-you page is drawn',
		'template_redirect\norder-received',
	],
];

for ( const [ moment, trigger ] of STOPS ) {
	test( `Redis stopping ${ moment }: the checkout places the order and shows it as placed on both nodes`, async ( {
		browser,
		request,
	} ) => {
		startRedis();
		expect( redisKeys() ).toBeGreaterThan( 0 );
		const email = `redis-${ Date.now() }@example.test`;
		const name = `陳斷線${ STOPS.findIndex( ( stop ) => stop[ 1 ] === trigger ) + 1 }`;
		const stockBefore = stockLeft( lamp );
		const context = await browser.newContext();
		const page: Page = await context.newPage();
		const added = await addBelievers( page.request, lamp, [
			lightBeliever( name ),
		] );
		expect( added.error ).toBeFalsy();

		await page.goto( '/checkout/' );
		await page.locator( '#email' ).fill( email );
		await fillBilling( page );
		fs.rmSync( STOPPED, { force: true } );
		fs.writeFileSync( TRIGGER, trigger );
		await page
			.locator( '.wc-block-components-checkout-place-order-button' )
			.click();
		// What the worshipper is shown, next to what the database holds: with
		// the drop-in graceful every step goes on without Redis, so the order
		// is placed and shown as placed (an error page over a placed order is
		// what this guards against).
		const shown = await Promise.race( [
			page
				.waitForURL( /order-received/, { timeout: 90_000 } )
				.then( () => 'the order received' ),
			page
				.locator(
					'.wc-block-components-notice-banner.is-error, .wc-block-store-notice.is-error'
				)
				.first()
				.waitFor( { timeout: 90_000 } )
				.then( () => 'an error' ),
		] );
		expect( { shown, orders: statusesInDatabase( email ) } ).toEqual( {
			shown: 'the order received',
			orders: [ 'wc-on-hold' ],
		} );
		// Redis did stop inside the checkout (or its thank-you page).
		await expect.poll( () => fs.existsSync( STOPPED ) ).toBe( true );
		expect( redisPid() ).toBe( 0 );

		// Placed: one order, paid by bank transfer (on hold), its place taken once.
		const orders = ordersOf( email );
		expect( orders ).toHaveLength( 1 );
		const [ order ] = orders;
		expect( order.status ).toBe( 'on-hold' );
		expect( order.believers ).toEqual( [ name ] );
		expect( order.stockReduced ).toBe( true );
		expect( stockLeft( lamp ) ).toBe( stockBefore - 1 );
		// The worshipper sees it placed, with the order's number and believer, on either node.
		await expect( page.locator( 'body' ) ).toContainText(
			String( order.id )
		);
		await expect( page.locator( 'body' ) ).toContainText( name );
		const thankYou = new URL( page.url() );
		for ( const node of [ 0, 1 ] ) {
			const again = await onNode(
				page.request,
				node,
				`${ thankYou.pathname }${ thankYou.search }`
			);
			expect( again.status(), `node ${ node + 1 }` ).toBe( 200 );
			expect( await again.text() ).toContain( name );
		}
		// The shop goes on answering while Redis is down.
		for ( const node of [ 0, 1 ] ) {
			expect(
				( await onNode( page.request, node, '/offerings/' ) ).status()
			).toBe( 200 );
		}
		await context.close();
		startRedis();
		// Back up, a node serves the place as taken (the cache came back empty, not stale).
		const rows = ( await (
			await onNode(
				request,
				1,
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json() ) as Array< { id: number; stock: number | null } >;
		expect( rows.find( ( row ) => row.id === lamp )?.stock ).toBe(
			stockLeft( lamp )
		);
	} );
}

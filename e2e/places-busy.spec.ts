/**
 * The places lock under a rush, on the real shop: while another request
 * holds an offering's places lock (here a PHP process of the test, as a
 * checkout stuck on the last places would), a checkout of that offering
 * waits a few seconds, then is refused with 「目前登記人數眾多，請稍後再試。」,
 * never let through unlocked; its cart keeps its believers, and once the
 * lock is free the same checkout goes through.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	shopPhp,
	simpleProduct,
	storeCart,
	storeCheckout,
} from './cart-helpers';

const BUSY = '目前登記人數眾多，請稍後再試。';
/**
 * Resolves once a child process has ended.
 *
 * @param child The process.
 */
function ended( child: ChildProcess ): Promise< unknown > {
	return child.exitCode === null
		? new Promise( ( resolve ) => child.on( 'exit', resolve ) )
		: Promise.resolve();
}

test( 'a checkout that cannot get the offering’s places lock is refused with the busy sentence after a short wait, keeps its cart, and goes through once the lock is free', async ( {
	request,
} ) => {
	test.slow();
	const lamp = simpleProduct(
		'e2e-places-busy-lamp',
		'人潮測試燈',
		300,
		[ 'light' ],
		5
	);
	await emptyCart( request );
	const added = await addBelievers( request, lamp, [
		lightBeliever( '陳人潮' ),
	] );
	expect( added.error ).toBeUndefined();

	// Another request holding the lock: a PHP process of the site that takes
	// it and keeps it until told to stop (its file is removed).
	const hold = path.join(
		process.env.E2E_SHOP_DIR ?? '',
		`busy-${ process.pid }.flag`
	);
	fs.writeFileSync( hold, '' );
	const holder = spawn(
		'php',
		[
			'-r',
			`define( 'TEMPLE_SHOP_SETUP', true ); $_SERVER['HTTP_HOST'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/'; require ${ JSON.stringify(
				path.join(
					process.env.E2E_SHOP_DIR ?? '',
					'wordpress',
					'wp-load.php'
				)
			) }; global $wpdb; echo $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, 0 )', 'temple_offerings_places_' . get_current_blog_id() . '_${ lamp }' ) ), "\\n"; while ( file_exists( ${ JSON.stringify(
				hold
			) } ) ) { usleep( 100000 ); }`,
		],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	try {
		// The holder says 1 once it has the lock.
		await new Promise< void >( ( resolve, reject ) => {
			holder.stdout.on( 'data', ( chunk: Buffer ) =>
				chunk.toString().trim() === '1'
					? resolve()
					: reject( new Error( `lock not taken: ${ chunk }` ) )
			);
			holder.on( 'exit', () => reject( new Error( 'holder ended' ) ) );
		} );
		const refused = await storeCheckout( request );
		expect( refused.status, JSON.stringify( refused.body ) ).toBe( 503 );
		expect( refused.body.code ).toBe( 'temple_offerings_busy' );
		expect( refused.body.message ).toBe( BUSY );
		// It waited for the lock, and not for ever.
		expect( refused.seconds ).toBeGreaterThanOrEqual( 9 );
		expect( refused.seconds ).toBeLessThan( 60 );
		// Nothing was taken: the cart keeps its believer, the places are all there.
		const cart = await storeCart( request );
		expect( cart.items.map( ( item ) => item.id ) ).toEqual( [ lamp ] );
		expect(
			Number(
				shopPhp(
					`echo wc_get_product( ${ lamp } )->get_stock_quantity();`
				)
			)
		).toBe( 5 );
	} finally {
		fs.rmSync( hold, { force: true } );
		await ended( holder );
	}

	const placed = await storeCheckout( request );
	expect( placed.status, JSON.stringify( placed.body ) ).toBe( 200 );
	expect( placed.body.order_id ).toBeGreaterThan( 0 );
	shopPhp(
		`wc_get_order( ${ placed.body.order_id } )->delete( true ); wp_delete_post( ${ lamp }, true );`
	);
} );

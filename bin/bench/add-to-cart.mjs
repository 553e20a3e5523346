#!/usr/bin/env node
/**
 * What our believers cost on WooCommerce's `/?wc-ajax=add_to_cart`.
 *
 * Method: two products that differ only in their category —
 *   - `guangming-lamp` (light, an offering): posted as the page posts it
 *     (src/domain/payload.ts), with 10 believers in `meta_data`, quantity 10,
 *     so our hooks decode, sanitize and validate them and attach them to the
 *     cart line, and with `temple_offerings_fragments=none`, so the answer
 *     carries no mini-cart HTML (php/Cart/UnreadFragments.php); posted again
 *     without that field, WooCommerce's answer renders its mini-cart with the
 *     10 believer rows, which is printed too;
 *   - `bench-plain-lamp`, an uncategorised copy (same price, virtual, published;
 *     created here once through the PHP CLI): posted with quantity 10 and no
 *     meta_data, which is WooCommerce's own add with our hooks doing nothing
 *     but finding no offering category.
 * Each request starts a fresh cart session (no cookie is sent back), so both
 * sides do the same session write. Requests are interleaved (plain, lamp,
 * lamp with its mini-cart, and again) after a warm-up, one at a time, so load
 * on the machine hits every side alike. Prints each side's median and the
 * ratio of the page's add to the plain one (target ≤ 1.15).
 *
 *   SHOP_DIR=.shop-cart SHOP_PORT=8892 node bin/bench/add-to-cart.mjs [runs]
 *
 * Needs a running shop (bin/shop.mjs start with the same env); talks to
 * loopback addresses only; runs default 60, at most 500.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { completeBeliever } from '../lib/complete-believer.mjs';
import { shopDir } from '../shop/settings.mjs';
import { multipart, parse } from './load/http.mjs';
import { request } from './lib/shop-nodes.mjs';

const runs = Math.min( 500, Math.max( 50, Number( process.argv[ 2 ] ) || 60 ) );
const WARM_UP = 5;
const BELIEVERS = 10;

/**
 * Runs PHP with the shop's WordPress loaded; returns what it echoes.
 *
 * @param {string} code PHP statements.
 */
function shopPhp( code ) {
	const file = path.join( shopDir, `bench-${ process.pid }.php` );
	fs.writeFileSync(
		file,
		`<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require ${ JSON.stringify( path.join( shopDir, 'wordpress/wp-load.php' ) ) };
${ code }
`
	);
	try {
		return execFileSync( 'php', [ file ], { encoding: 'utf8' } ).trim();
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/** The ids of the offering and of its uncategorised twin (made once). */
function products() {
	const out = shopPhp( `
		$lamp = get_page_by_path( 'guangming-lamp', OBJECT, 'product' );
		$plain = get_page_by_path( 'bench-plain-lamp', OBJECT, 'product' );
		if ( ! $plain ) {
			$source = wc_get_product( $lamp->ID );
			$copy = new WC_Product_Simple();
			$copy->set_name( $source->get_name() . ' (bench)' );
			$copy->set_slug( 'bench-plain-lamp' );
			$copy->set_status( 'publish' );
			$copy->set_catalog_visibility( 'hidden' );
			$copy->set_regular_price( $source->get_regular_price() );
			$copy->set_virtual( true );
			$copy->set_image_id( $source->get_image_id() );
			$plain_id = $copy->save();
			wp_set_object_terms( $plain_id, array(), 'product_cat' );
		} else {
			$plain_id = $plain->ID;
		}
		echo wp_json_encode( array( 'lamp' => $lamp->ID, 'plain' => $plain_id ) );
	` );
	return JSON.parse( out.split( '\n' ).pop() );
}

function believer( n ) {
	return completeBeliever( 'light', {
		id: `bench-${ n }`,
		name: `王小明${ n }`,
		gender: n % 2 ? 'female' : 'male',
		birthday: '1982-潤04-12-子',
		note: '闔家平安',
	} );
}

let sent = 0;

async function add( fields ) {
	const { body, type } = await multipart( fields );
	// Each from its own loopback address (127.0.0.2…), as worshippers are: one
	// address's offering adds are limited to 120 a minute, and more are sent here.
	const { text, ms } = await request( 0, 'POST', '/?wc-ajax=add_to_cart', {
		headers: { 'Content-Type': type, 'X-Requested-With': 'XMLHttpRequest' },
		body,
		timeout: 60_000,
		from: `127.0.0.${ 2 + ( sent++ % 200 ) }`,
	} );
	const answer = parse( text );
	if ( ! answer || answer.error || ! answer.cart_hash ) {
		throw new Error( `add refused: ${ text.slice( 0, 300 ) }` );
	}
	// Each side is what its label says: WooCommerce's mini-cart rendered, or not when the page asked for none.
	const rendered = String(
		answer.fragments?.[ 'div.widget_shopping_cart_content' ] ?? ''
	).includes( 'woocommerce-mini-cart-item' );
	if ( rendered === ( fields.temple_offerings_fragments === 'none' ) ) {
		throw new Error(
			`the mini-cart was ${ rendered ? '' : 'not ' }rendered: ${ text.slice( 0, 300 ) }`
		);
	}
	return ms;
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
};

const ids = products();
const meta = JSON.stringify( [
	{
		key: '_believers_data',
		value: Array.from( { length: BELIEVERS }, ( _, n ) =>
			believer( n + 1 )
		),
	},
] );
const plainFields = {
	product_id: String( ids.plain ),
	quantity: String( BELIEVERS ),
};
const miniCartFields = {
	product_id: String( ids.lamp ),
	quantity: String( BELIEVERS ),
	meta_data: meta,
};
const lampFields = { ...miniCartFields, temple_offerings_fragments: 'none' };

for ( let i = 0; i < WARM_UP; i++ ) {
	await add( plainFields );
	await add( lampFields );
	await add( miniCartFields );
}
const plain = [];
const lamp = [];
const miniCart = [];
for ( let i = 0; i < runs; i++ ) {
	plain.push( await add( plainFields ) );
	lamp.push( await add( lampFields ) );
	miniCart.push( await add( miniCartFields ) );
}
const ratio = median( lamp ) / median( plain );
console.log(
	`wc-ajax add_to_cart, ${ runs } interleaved runs each, fresh cart session per request`
);
console.log(
	`without believers (uncategorised twin, quantity ${ BELIEVERS }): median ${ median( plain ).toFixed( 1 ) } ms`
);
console.log(
	`with ${ BELIEVERS } believers as the page posts them (guangming-lamp, ${ meta.length } bytes meta_data): median ${ median( lamp ).toFixed( 1 ) } ms`
);
console.log(
	`the same, answered with WooCommerce's mini-cart (no temple_offerings_fragments): median ${ median( miniCart ).toFixed( 1 ) } ms (${ ( median( miniCart ) / median( plain ) ).toFixed( 3 ) }× without believers)`
);
console.log(
	`ratio ${ ratio.toFixed( 3 ) } (target ≤ 1.15: ${ ratio <= 1.15 ? 'met' : 'NOT met' })`
);
process.exit( ratio <= 1.15 ? 0 : 1 );

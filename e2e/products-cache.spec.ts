/**
 * The visible-products cache on the real shop (its options table, as a site
 * without a persistent object cache keeps it): made-up queries cannot grow
 * it. The cache is asked only what an answer depends on (the set of real
 * categories and a chunk of a hundred products of their listing, whatever
 * the order, repeats, page sizes, page numbers and unknown parameters), and
 * it holds a fixed number of entries (ProductsCache::SLOTS) however many
 * different queries come. Every answer stays the one the catalogue gives,
 * compared with the listing read straight from the database; answers
 * cached under a catalogue version another node read are never served.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';

test.describe.configure( { mode: 'serial' } );

const API = '/wp-json/temple-offerings/v1';
/**
 * The most entries the cache may hold: `ProductsCache::SLOTS`, as the docs
 * state it (docs/security.md, docs/rest-contract.md) (the last test checks the code says the same).
 */
const SLOTS = 128;

/**
 * The cache's entries in the options table: all of them, and those written
 * under the catalogue's version now (each entry names its version).
 */
function entries(): { all: number; current: number } {
	return JSON.parse(
		shopPhp( `
			global $wpdb;
			$version = (string) get_option( TempleOfferings\\Offering\\ProductsCache::VERSION_OPTION, '0' );
			$values  = $wpdb->get_col( $wpdb->prepare(
				"SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s",
				$wpdb->esc_like( '_transient_' . TempleOfferings\\Offering\\ProductsCache::TRANSIENT_PREFIX ) . '%'
			) );
			$current = 0;
			foreach ( $values as $value ) {
				$entry = maybe_unserialize( $value );
				$current += is_array( $entry ) && ( $entry['version'] ?? null ) === $version ? 1 : 0;
			}
			echo wp_json_encode( array(
				'all'     => count( $values ),
				'current' => $current,
			) );
		` )
	);
}

/** Drops every cached answer the way a catalogue change does (a new version). */
const newVersion = () =>
	shopPhp( '( new TempleOfferings\\Offering\\ProductsCache() )->flush();' );

/**
 * Each category set's listing straight from the catalogue reader, uncached:
 * product ids by position, and the total.
 *
 * @param sets Category sets (sorted slugs joined by commas; '' for all).
 */
function listings(
	sets: string[]
): Record< string, { ids: Record< string, number >; total: number } > {
	return JSON.parse(
		shopPhp( `
			$out = array();
			foreach ( json_decode( ${ JSON.stringify(
				JSON.stringify( sets )
			) } ) as $set ) {
				$cutoff  = new TempleOfferings\\Cutoff\\RegistrationCutoff();
				$windows = new TempleOfferings\\Opening\\RegistrationWindows();
				$counter = new TempleOfferings\\Opening\\CounterWindows( $windows );
				$reader  = new TempleOfferings\\Offering\\VisibleProducts( $cutoff, $windows, new TempleOfferings\\TaiSui\\TaiSuiSeasons(), new TempleOfferings\\Opening\\CounterQuotas( $windows, $counter ), $counter );
				$answer  = $cutoff->ignoring( fn() => $reader->page( '' === $set ? array() : explode( ',', $set ), 1, 1000 ) );
				$out[ $set ] = array(
					'ids'   => (object) array_map( fn( $row ) => $row['id'], $answer['rows'] ),
					'total' => $answer['total'],
				);
			}
			echo wp_json_encode( $out );
		` )
	);
}

async function products( api: APIRequestContext, query: string ) {
	const response = await api.get( `${ API }/visible-products?${ query }` );
	expect( response.status(), query ).toBe( 200 );
	return {
		ids: ( ( await response.json() ) as Array< { id: number } > ).map(
			( row ) => row.id
		),
		total: response.headers()[ 'x-wp-total' ],
		pages: response.headers()[ 'x-wp-totalpages' ],
	};
}

/**
 * A random whole number from 0 to below `below`, repeatable: the same run
 * makes the same queries.
 */
function random(): ( below: number ) => number {
	let seed = 20260522;
	return ( below ) => {
		seed = ( seed * 1103515245 + 12345 ) % 2147483648;
		return seed % below;
	};
}

test( 'one answer, one entry: the same question asked in different spellings shares one cache entry', async ( {
	request,
} ) => {
	newVersion();
	const before = entries();
	expect( before.current ).toBe( 0 );
	const spellings = [
		'category=light,pudu&per_page=100',
		'category=pudu,light',
		'category=pudu,light,light,pudu&per_page=7&page=2',
		'category=light,pudu,no-such-category&per_page=3&page=4',
		'per_page=50&category=light%2Cpudu&page=1&foo=bar&_=12345&orderby=price',
		'category=LIGHT,Pudu&per_page=1&page=3',
	];
	for ( const query of spellings ) {
		await products( request, query );
	}
	// At most one new row (the entry may take a slot an older answer held), and one current entry.
	const after = entries();
	expect( after.all - before.all ).toBeLessThanOrEqual( 1 );
	expect( after.current ).toBe( 1 );
	// A set not asked before does get its own entry: the count sees growth.
	await products( request, 'category=worship' );
	expect( entries().current ).toBe( 2 );
} );

test( 'hundreds of made-up queries store no more than the cache’s slots, and every answer is the catalogue’s', async ( {
	request,
} ) => {
	// Most of them miss the cache on purpose: each reads the catalogue.
	test.setTimeout( 400_000 );
	newVersion();
	// The shop's real categories, WooCommerce's default one too.
	const categories = (
		( await (
			await request.get(
				'/wp-json/wp/v2/product_cat?per_page=100&_fields=slug'
			)
		).json() ) as Array< { slug: string } >
	 ).map( ( category ) => category.slug );
	expect( categories.length ).toBeGreaterThan( 5 );
	const next = random();
	const queries: Array< {
		query: string;
		set: string;
		page: number;
		perPage: number;
	} > = [];
	for ( let i = 0; i < 200; i++ ) {
		// A random set of real categories, shuffled, some repeated, with made-up ones among them.
		const picked = categories.filter( () => next( 2 ) === 1 );
		const asked = [ ...picked, ...picked.slice( 0, next( 3 ) ) ]
			.concat( next( 4 ) === 0 ? [ `made-up-${ i }` ] : [] )
			.sort( () => next( 3 ) - 1 );
		const perPage = 1 + next( 100 );
		const page = 1 + next( 6 );
		const params = [
			...( asked.length ? [ `category=${ asked.join( ',' ) }` ] : [] ),
			`per_page=${ perPage }`,
			`page=${ page }`,
			`unknown${ next( 1000 ) }=${ next( 1000 ) }`,
			`_=${ Date.now() + i }`,
		].sort( () => next( 3 ) - 1 );
		queries.push( {
			query: params.join( '&' ),
			// Made-up slugs alone are answered empty; next to real ones, as the real ones alone.
			set:
				! picked.length && asked.length
					? 'none'
					: [ ...new Set( picked ) ].sort().join( ',' ),
			page,
			perPage,
		} );
	}
	const expected: ReturnType< typeof listings > = {
		...listings( [
			...new Set(
				queries
					.map( ( query ) => query.set )
					.filter( ( set ) => set !== 'none' )
			),
		] ),
		none: { ids: {}, total: 0 },
	};

	// Four at a time, as many visitors would.
	for ( let start = 0; start < queries.length; start += 4 ) {
		await Promise.all(
			queries.slice( start, start + 4 ).map( async ( query ) => {
				const answer = await products( request, query.query );
				const listing = expected[ query.set ];
				const from = ( query.page - 1 ) * query.perPage;
				const ids = Object.entries( listing.ids )
					.filter(
						( [ position ] ) =>
							Number( position ) >= from &&
							Number( position ) < from + query.perPage
					)
					.map( ( [ , id ] ) => id );
				expect( [ answer.ids, answer.total ], query.query ).toEqual( [
					ids,
					String( listing.total ),
				] );
			} )
		);
	}
	const after = entries();
	expect( after.all ).toBeLessThanOrEqual( SLOTS );
	expect( after.current ).toBeLessThanOrEqual( SLOTS );

	// The page the block asks for is still served, and its entry found again.
	const block = await products( request, 'category=light&per_page=100' );
	const current = entries().current;
	await products( request, 'category=light&per_page=100' );
	expect( entries().current ).toBe( current );
	expect( block.ids.length ).toBeGreaterThan( 0 );
} );

test( 'made-up categories and pages past the end are answered without a query and add no entry', async ( {
	request,
} ) => {
	const light = await products( request, 'category=light' );
	expect( light.ids.length ).toBeGreaterThan( 0 );
	const lightPage = await products( request, 'category=light&per_page=2' );
	const before = entries().all;

	// [ query, ids, X-WP-Total ] as the real categories alone answer.
	const none: [ number[], string ] = [ [], '0' ];
	const queries: Array< [ string, [ number[], string ] ] > = [];
	for ( let i = 0; i < 20; i++ ) {
		queries.push( [ `category=made-up-${ i }-${ Date.now() }`, none ] );
	}
	for ( let i = 0; i < 10; i++ ) {
		queries.push( [
			`category=light,zz-fake-${ i },light`,
			[ light.ids, light.total ],
		] );
	}
	for ( let i = 0; i < 10; i++ ) {
		queries.push( [
			`category=light&per_page=2&page=${ 1000 + i }`,
			[ [], lightPage.total ],
		] );
	}
	for ( let i = 0; i < 10; i++ ) {
		queries.push( [
			`category=fake-${ i },also-fake&page=${ 2 + i }`,
			none,
		] );
	}
	for ( const [ query, answer ] of queries ) {
		const got = await products( request, query );
		expect( [ got.ids, got.total ], query ).toEqual( answer );
	}
	expect( entries().all ).toBe( before );

	// Out-of-range numbers are refused, storing nothing.
	for ( const bad of [
		'per_page=0',
		'per_page=101',
		'page=0',
		'page=100001',
		'page=two',
	] ) {
		const response = await request.get(
			`${ API }/visible-products?${ bad }`
		);
		expect( response.status(), bad ).toBe( 400 );
	}
	expect( entries().all ).toBe( before );
} );

test( 'a catalogue change drops answers cached under a version another node read, however stale this node is', () => {
	const result = JSON.parse(
		shopPhp( `
			$option = TempleOfferings\\Offering\\ProductsCache::VERSION_OPTION;
			$args   = array( 'category' => array( 'light' ), 'chunk' => 1 );
			$stale  = array( 'rows' => array( array( 'id' => -1 ) ), 'total' => 1 );
			// Another node already bumped the version to "6" and cached an answer under it.
			update_option( $option, '6', false );
			( new TempleOfferings\\Offering\\ProductsCache() )->set( $args, $stale );
			// This node read the version earlier, when it was "5", and now flushes.
			$stale_view = static fn() => '5';
			add_filter( 'pre_option_' . $option, $stale_view );
			( new TempleOfferings\\Offering\\ProductsCache() )->flush();
			remove_filter( 'pre_option_' . $option, $stale_view );
			wp_cache_flush();
			global $wpdb;
			echo wp_json_encode( array(
				'served'   => ( new TempleOfferings\\Offering\\ProductsCache() )->get( $args ),
				'version'  => get_option( $option ),
				'autoload' => $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) ),
			) );
		` )
	);
	expect( result.served ).toBeNull();
	expect( result.version ).not.toBe( '6' );
	expect( [ 'off', 'no' ] ).toContain( result.autoload );
} );

test( 'the bound the docs state is the code’s', () => {
	expect(
		Number(
			shopPhp( 'echo TempleOfferings\\Offering\\ProductsCache::SLOTS;' )
		)
	).toBe( SLOTS );
} );

#!/usr/bin/env node
/**
 * The offering page's three frontend targets, printed (not timed tests):
 *
 *   1. first paint: REST requests made before the grid is interactive (target 0;
 *      needs the block's preloading from the server side);
 *   2. build/view.js gzipped (target ≤ 28 KB, WordPress's own scripts excluded)
 *      and the lazy chunks (offering-forms.js ≤ 12 KB, believer-forms.js ≤ 10 KB); lunar-javascript must not be in any of them (the
 *      lunar year table replaced it: bin/bench/lunar.mjs);
 *   3. typing: with 20 products selected and 10 believers each, the median ms a
 *      keystroke in one field takes (its own event → React commit → layout) and
 *      how many believer forms re-rendered for it (target ≤ 16 ms, 1 form). The
 *      text is 8 CJK characters, which Playwright sends as text input with no
 *      key event (as an input method commits them), then 10 Latin keys; each
 *      is timed from its own event and both medians are printed.
 *
 *   node bin/bench/frontend.mjs                       sizes only
 *   BENCH_BASE_URL=http://127.0.0.1:8893 node bin/bench/frontend.mjs   all three
 *
 * Run `npx wp-scripts build` first. The shop must serve this build (bin/shop.mjs
 * links the repo as the plugin). Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { launchChromium } from './lib/chromium.mjs';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const build = path.join( repo, 'build' );
// view.js only makes the server's cards interactive, after the first paint
// (docs/offering-page.md, "The first paint"); what a pick needs is in chunks.
const VIEW_BUDGET = 28 * 1024;
const CHUNK_BUDGETS = {
	'offering-forms.js': 12 * 1024,
	'believer-forms.js': 10 * 1024,
};
const KEYSTROKE_BUDGET_MS = 16;

function sizes() {
	const view = path.join( build, 'view.js' );
	if ( ! fs.existsSync( view ) ) {
		console.log( 'view.js: missing (run npx wp-scripts build)' );
		return;
	}
	const gzip = ( file ) =>
		zlib.gzipSync( fs.readFileSync( file ), { level: 9 } ).length;
	const viewSize = gzip( view );
	const text = fs.readFileSync( view, 'utf8' );
	// Markers only lunar-javascript's source carries.
	const hasLunar = /LunarYear|SolarUtil|LunarUtil/.test( text );
	console.log(
		`view.js gzip: ${ ( viewSize / 1024 ).toFixed( 1 ) } KB (${ viewSize } B; budget ${ VIEW_BUDGET } B) ${
			viewSize <= VIEW_BUDGET ? 'OK' : 'OVER'
		}`
	);
	console.log(
		`lunar-javascript in view.js: ${ hasLunar ? 'YES (wrong)' : 'no' }`
	);
	const chunks = fs
		.readdirSync( build )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.filter( ( file ) =>
			/LunarYear|SolarUtil|LunarUtil/.test(
				fs.readFileSync( path.join( build, file ), 'utf8' )
			)
		);
	console.log(
		`lunar-javascript in any built script: ${
			chunks.length ? `YES (wrong: ${ chunks.join( ', ' ) })` : 'no'
		}`
	);
	const assetFile = path.join( build, 'view.asset.php' );
	if ( fs.existsSync( assetFile ) ) {
		const deps = /'dependencies' => array\(([^)]*)\)/.exec(
			fs.readFileSync( assetFile, 'utf8' )
		);
		console.log(
			`view.js loads from WordPress: ${ ( deps?.[ 1 ] ?? '' ).replace( /'/g, '' ) }`
		);
	}
	const entries = new Set( [ 'view.js', 'index.js' ] );
	for ( const file of fs.readdirSync( build ).sort() ) {
		if ( file.endsWith( '.js' ) && ! entries.has( file ) ) {
			const size = gzip( path.join( build, file ) );
			const budget = CHUNK_BUDGETS[ file ];
			console.log(
				`  lazy chunk ${ file }: ${ ( size / 1024 ).toFixed(
					1
				) } KB gzip (${ size } B${
					budget
						? `; budget ${ budget } B) ${
								size <= budget ? 'OK' : 'OVER'
							}`
						: ')'
				}`
			);
		}
	}
}

/**
 * The median of some numbers (the upper one of an even count).
 *
 * @param {number[]} values Numbers.
 * @return {number} Median, NaN when there are none.
 */
function middle( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ] ?? NaN;
}

async function browser( baseURL ) {
	const instance = await launchChromium();
	try {
		await firstPaint( instance, baseURL );
		await typing( instance, baseURL );
	} finally {
		await instance.close();
	}
}

async function firstPaint( instance, baseURL ) {
	const page = await instance.newPage( { baseURL } );
	const rest = [];
	let interactive = false;
	page.on( 'request', ( request ) => {
		const url = request.url();
		if (
			! interactive &&
			( url.includes( '/wp-json/' ) || url.includes( 'rest_route=' ) )
		) {
			rest.push( url );
		}
	} );
	await page.goto( '/offerings/' );
	await page
		.locator( '[role="tabpanel"] button[aria-pressed]' )
		.first()
		.waitFor();
	interactive = true;
	// The offering page's own reads; the theme's blocks (mini cart) may fetch
	// for themselves.
	const own = rest.filter( ( url ) =>
		/temple-offerings\/v1|wp\/v2\/product_cat/.test(
			decodeURIComponent( url )
		)
	);
	console.log(
		`first paint: ${ own.length } REST request(s) by the offering page before the grid was interactive (target 0)${
			rest.length > own.length
				? `; ${ rest.length - own.length } by other blocks`
				: ''
		}`
	);
	for ( const url of own ) {
		console.log( `  ${ url }` );
	}
	await page.close();
}

async function typing( instance, baseURL ) {
	const page = await instance.newPage( {
		baseURL,
		viewport: { width: 1280, height: 900 },
	} );
	await page.goto( '/offerings/' );
	await page
		.locator( '[role="tabpanel"] button[aria-pressed]' )
		.first()
		.waitFor();

	// 20 rows, 10 valid believers each, through the page's own store.
	const ready = await page.evaluate( async () => {
		const STORE = 'temple-offerings/offerings';
		const data = window.wp.data;
		const settings = data.select( STORE ).getSettings();
		const query = settings.allowedCategories;
		const rows = data.select( STORE ).getProducts( query ) ?? [];
		const base = rows.find( ( row ) => row.category.includes( 'light' ) );
		if ( ! base ) {
			return 0;
		}
		const extra = Array.from( { length: 20 }, ( _, index ) => ( {
			...base,
			key: `${ 90000 + index }:0`,
			product_id: 90000 + index,
			name: `${ base.name } ${ index + 1 }`,
		} ) );
		const store = data.dispatch( STORE );
		store.resourceReceived(
			'products',
			query.join( ',' ),
			[ ...rows, ...extra ],
			{ total: rows.length + 20, totalPages: 1 },
			Date.now()
		);
		// Each believer starts as the store makes it (the field table's
		// defaults for a lamp), then gets a name and an address.
		for ( const row of extra ) {
			store.toggleRow( row.key );
			for ( let n = 0; n < 10; n++ ) {
				const { believer } = await store.addBeliever(
					row.key,
					'light',
					row.category
				);
				store.updateBeliever( row.key, believer.id, {
					name: `信眾${ n }`,
					address: '台南市中山路1號',
				} );
			}
		}
		return extra.length;
	} );
	if ( ready !== 20 ) {
		console.log( 'typing: skipped (no light product to copy)' );
		await page.close();
		return;
	}
	const forms = page.locator( 'fieldset.temple-offerings-believer' );
	try {
		await page.waitForFunction(
			() =>
				document.querySelectorAll(
					'fieldset.temple-offerings-believer'
				).length >= 200,
			null,
			{ timeout: 30_000 }
		);
	} catch {
		console.log(
			`typing: skipped (${ await forms.count() } believer forms rendered; the forms are needed)`
		);
		await page.close();
		return;
	}

	// In the page: time each keystroke from its own event to React's commit
	// plus layout, and find which forms rendered (a rendered function
	// component gets new hook objects, so its fiber's memoizedState identity
	// changes). A key starts at its keydown; text that comes with no key (a
	// CJK character, an input method's commit) starts at its beforeinput.
	// Timed from the last keydown instead, each such character would count
	// every one typed before it since the last key press.
	await page.evaluate( () => {
		const fiberOf = ( node ) => {
			const key = Object.keys( node ).find( ( name ) =>
				name.startsWith( '__reactFiber$' )
			);
			let fiber = key ? node[ key ] : null;
			while ( fiber && ! [ 0, 11, 14, 15 ].includes( fiber.tag ) ) {
				fiber = fiber.return;
			}
			return fiber;
		};
		const states = ( fiber ) =>
			[ fiber?.memoizedState, fiber?.alternate?.memoizedState ].filter(
				Boolean
			);
		const bench = { times: [], rendered: [] };
		window.__templeBench = bench;
		let snapshot = [];
		let start = 0;
		// A key is down: its beforeinput belongs to it.
		let keyed = false;
		const take = () =>
			Array.from(
				document.querySelectorAll(
					'fieldset.temple-offerings-believer'
				),
				( node ) => new Set( states( fiberOf( node ) ) )
			);
		const begin = () => {
			snapshot = take();
			start = performance.now();
		};
		document.addEventListener(
			'keydown',
			() => {
				keyed = true;
				begin();
			},
			true
		);
		document.addEventListener(
			'beforeinput',
			() => {
				if ( ! keyed ) {
					begin();
				}
			},
			true
		);
		document.addEventListener(
			'keyup',
			() => {
				keyed = false;
			},
			true
		);
		document.addEventListener( 'input', () => {
			// Queued after React's own microtask, so it runs after the commit.
			queueMicrotask( () => {
				void document.body.offsetHeight;
				bench.times.push( performance.now() - start );
				const nodes = document.querySelectorAll(
					'fieldset.temple-offerings-believer'
				);
				let count = 0;
				nodes.forEach( ( node, index ) => {
					const before = snapshot[ index ];
					if (
						before &&
						states( fiberOf( node ) ).some(
							( state ) => ! before.has( state )
						)
					) {
						count += 1;
					}
				} );
				bench.rendered.push( count );
			} );
		} );
	} );

	const field = forms
		.nth( 55 )
		.locator( 'input[type="text"], input:not([type])' )
		.first();
	await field.scrollIntoViewIfNeeded();
	await field.click();
	await page.keyboard.press( 'End' );
	const cjk = '平安吉祥萬事如意';
	const latin = 'abcdefghij';
	for ( const char of cjk + latin ) {
		await page.keyboard.type( char );
	}
	const { times, rendered } = await page.evaluate(
		() => window.__templeBench
	);
	const median = middle( times );
	const formsRendered = middle( rendered );
	console.log(
		`typing: ${ await forms.count() } forms (20 products × 10 believers); median ${ median.toFixed(
			2
		) } ms per keystroke over ${ times.length } keys (max ${ Math.max(
			...times
		).toFixed( 2 ) } ms; target ≤ ${ KEYSTROKE_BUDGET_MS } ms) ${
			median <= KEYSTROKE_BUDGET_MS ? 'OK' : 'OVER'
		}; forms re-rendered per keystroke: median ${ formsRendered } (max ${ Math.max(
			...rendered
		) })`
	);
	// Text input and key presses take different paths through the browser.
	const [ cjkTimes, latinTimes ] = [
		times.slice( 0, cjk.length ),
		times.slice( cjk.length ),
	];
	console.log(
		`  CJK characters (text input, no key event): median ${ middle(
			cjkTimes
		).toFixed(
			2
		) } ms over ${ cjkTimes.length }; Latin keys: median ${ middle(
			latinTimes
		).toFixed( 2 ) } ms over ${ latinTimes.length }; each: ${ times
			.map( ( time ) => time.toFixed( 1 ) )
			.join( ' ' ) }`
	);
	await page.close();
}

sizes();
if ( process.env.BENCH_BASE_URL ) {
	await browser( process.env.BENCH_BASE_URL );
} else {
	console.log(
		'first paint, typing: skipped (set BENCH_BASE_URL to a running shop serving this build)'
	);
}

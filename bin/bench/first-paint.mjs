#!/usr/bin/env node
/**
 * First paint on a phone, printed (not a timed test): the offering page
 * against a page with WooCommerce's own Product Collection block over the
 * same products and a plain page of text, loaded cold in one run under the
 * same throttling (4× CPU slowdown; slow 4G: 150 ms round trip, 1.6 Mbps
 * down, 750 kbps up) at 390 px, pages interleaved, each at least 5 times.
 *
 * For each page, the median of: the server's first byte (what of the paints
 * is the server's time), first contentful paint, largest contentful
 * paint, when the first product's name is first painted, cumulative layout
 * shift (the largest session window, as Core Web Vitals count it), total
 * blocking time (long tasks' time past 50 ms, from first paint until the page
 * is quiet), bytes and script requests. Then the targets, as ratios of the
 * same run: the offering page's LCP and first name no later than the Product
 * Collection page's, its FCP within 5 % of the plain page's, CLS ≤ 0.05.
 * A target missed is printed as MISSED and makes the script exit 1.
 *
 *   BENCH_BASE_URL=http://127.0.0.1:8897 node bin/bench/first-paint.mjs
 *   FIRST_PAINT_LOADS=9 … (loads per page; default 7)
 *
 * Needs the shop bin/bench.mjs starts (it runs bin/bench/first-paint.php to
 * make the two comparison pages).
 */
/* global MutationObserver -- observe() runs in the page. */
import { launchChromium } from './lib/chromium.mjs';
import { benchPhp } from './lib/shop-nodes.mjs';

const LOADS = Math.max( 5, Number( process.env.FIRST_PAINT_LOADS || 7 ) );
const VIEWPORT = { width: 390, height: 844 };
const NETWORK = {
	offline: false,
	latency: 150,
	downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
	uploadThroughput: ( 750 * 1024 ) / 8,
};
const CPU_SLOWDOWN = 4;
/** After the load event, how long the page must have had no long task to count as quiet. */
const QUIET_MS = 2000;
const TIMEOUT_MS = 60_000;

/** Where each page's first product name is, in its own markup. */
const FIRST_NAME = {
	block: '.temple-offerings__card-name',
	collection: '.wp-block-woocommerce-product-collection .wp-block-post-title',
	plain: null,
};

if ( ! process.env.BENCH_BASE_URL ) {
	console.log(
		'skipped: first-paint (set BENCH_BASE_URL, or run it through npm run bench)'
	);
	process.exit( 0 );
}

/**
 * Observers installed before any of the page's own script: paint timings,
 * LCP, layout shifts, long tasks, and the paint that first shows the first
 * product's name.
 *
 * The name is timed as FCP and LCP are, by the browser's own paint timing
 * (Element Timing, on the element that holds the name's text, marked as the
 * parser inserts it): its time is the paint that first shows the text. The
 * frame in which the name is first laid out is not that paint: the frame's
 * own style, layout and paint come after it (hundreds of milliseconds at 4×
 * CPU slowdown), and a theme's web font still in its block period draws the
 * text invisibly, so a name "laid out" could be counted before the page's
 * first contentful paint.
 *
 * @param {string|null} nameSelector Where the first product name is.
 */
function observe( nameSelector ) {
	const metrics = {
		fcp: null,
		lcp: null,
		firstName: null,
		shifts: [],
		longTasks: [],
	};
	window.__firstPaint = metrics;
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( entry.name === 'first-contentful-paint' ) {
				metrics.fcp = entry.startTime;
			}
		}
	} ).observe( { type: 'paint', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			metrics.lcp = entry.renderTime || entry.loadTime || entry.startTime;
		}
	} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( ! entry.hadRecentInput ) {
				metrics.shifts.push( [ entry.startTime, entry.value ] );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			metrics.longTasks.push( [ entry.startTime, entry.duration ] );
		}
	} ).observe( { type: 'longtask', buffered: true } );
	if ( nameSelector ) {
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if (
					entry.identifier === 'first-product-name' &&
					metrics.firstName === null
				) {
					metrics.firstName = entry.renderTime || entry.loadTime;
				}
			}
		} ).observe( { type: 'element', buffered: true } );
		// The element and what is inside it (Product Collection's name is a
		// link in a heading: the text's own element is the one timed), until
		// the parser has put its text in.
		const mark = new MutationObserver( () => {
			const element = document.querySelector( nameSelector );
			if ( ! element ) {
				return;
			}
			for ( const holder of [
				element,
				...element.querySelectorAll( '*' ),
			] ) {
				holder.setAttribute( 'elementtiming', 'first-product-name' );
			}
			if ( element.textContent.trim() ) {
				mark.disconnect();
			}
		} );
		mark.observe( document, { childList: true, subtree: true } );
	}
}

/**
 * CLS as Core Web Vitals count it: the largest sum of shifts in a session
 * window (gaps under 1 s, windows at most 5 s).
 *
 * @param {Array<[number, number]>} shifts Start time and value of each shift.
 * @return {number} The score.
 */
function cumulativeLayoutShift( shifts ) {
	let best = 0;
	let sum = 0;
	let first = -Infinity;
	let last = -Infinity;
	for ( const [ time, value ] of shifts ) {
		if ( time - last < 1000 && time - first < 5000 ) {
			sum += value;
		} else {
			sum = value;
			first = time;
		}
		last = time;
		best = Math.max( best, sum );
	}
	return best;
}

/**
 * One cold load of one page.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             name    block, collection or plain.
 * @param {string}                             url     Its address.
 * @return {Promise<Object>} The load's figures.
 */
async function load( browser, name, url ) {
	const context = await browser.newContext( {
		viewport: VIEWPORT,
		isMobile: true,
		hasTouch: true,
		deviceScaleFactor: 2,
	} );
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: true } );
	await cdp.send( 'Network.emulateNetworkConditions', NETWORK );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: CPU_SLOWDOWN,
	} );
	const requests = new Map();
	let bytes = 0;
	cdp.on( 'Network.requestWillBeSent', ( event ) =>
		requests.set( event.requestId, event.type )
	);
	cdp.on( 'Network.responseReceived', ( event ) =>
		requests.set( event.requestId, event.type )
	);
	cdp.on( 'Network.loadingFinished', ( event ) => {
		bytes += event.encodedDataLength;
	} );
	await page.addInitScript( observe, FIRST_NAME[ name ] );
	await page.goto( url, { waitUntil: 'load', timeout: TIMEOUT_MS } );
	// Quiet: no long task for QUIET_MS after the load event.
	await page.waitForFunction(
		( quiet ) => {
			const tasks = window.__firstPaint.longTasks;
			const end = tasks.length
				? Math.max(
						...tasks.map(
							( [ start, duration ] ) => start + duration
						)
					)
				: 0;
			return (
				performance.now() -
					Math.max(
						end,
						performance.timing.loadEventEnd -
							performance.timing.navigationStart
					) >
				quiet
			);
		},
		QUIET_MS,
		{ timeout: TIMEOUT_MS, polling: 250 }
	);
	const metrics = await page.evaluate( () => ( {
		...window.__firstPaint,
		ttfb: performance.getEntriesByType( 'navigation' )[ 0 ].responseStart,
	} ) );
	await context.close();
	const blocking = metrics.longTasks
		.filter( ( [ start ] ) => start >= ( metrics.fcp ?? 0 ) )
		.reduce(
			( sum, [ , duration ] ) => sum + Math.max( 0, duration - 50 ),
			0
		);
	return {
		ttfb: metrics.ttfb,
		fcp: metrics.fcp,
		lcp: metrics.lcp,
		firstName: metrics.firstName,
		cls: cumulativeLayoutShift( metrics.shifts ),
		tbt: blocking,
		bytes,
		scripts: [ ...requests.values() ].filter(
			( type ) => type === 'Script'
		).length,
	};
}

const median = ( values ) => {
	const sorted = values
		.filter( ( value ) => value !== null )
		.sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return null;
	}
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

const pages = benchPhp( 'first-paint.php', [] );
const names = [ 'block', 'collection', 'plain' ];
const results = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
const browser = await launchChromium();
try {
	// One page of each per round, so a busy moment of the machine weighs on all three alike.
	for ( let round = 0; round < LOADS; round++ ) {
		for ( const name of names ) {
			results[ name ].push( await load( browser, name, pages[ name ] ) );
		}
	}
} finally {
	await browser.close();
}

const figures = Object.fromEntries(
	names.map( ( name ) => [
		name,
		Object.fromEntries(
			[
				'ttfb',
				'fcp',
				'lcp',
				'firstName',
				'cls',
				'tbt',
				'bytes',
				'scripts',
			].map( ( key ) => [
				key,
				median( results[ name ].map( ( run ) => run[ key ] ) ),
			] )
		),
	] )
);

const ms = ( value ) =>
	value === null ? '—' : `${ Math.round( value ) } ms`;
const label = {
	block: 'offering page',
	collection: 'Product Collection',
	plain: 'plain page',
};
console.log(
	`first paint at ${ VIEWPORT.width } px, ${ CPU_SLOWDOWN }× CPU slowdown, ${ NETWORK.latency } ms RTT, 1.6 Mbps down; median of ${ LOADS } cold loads each, pages interleaved`
);
for ( const name of names ) {
	const f = figures[ name ];
	console.log(
		`${ label[ name ].padEnd( 18 ) } first byte ${ ms( f.ttfb ) }, FCP ${ ms( f.fcp ) }, LCP ${ ms( f.lcp ) }, first product name ${ ms( f.firstName ) }, CLS ${ f.cls.toFixed( 3 ) }, TBT ${ ms( f.tbt ) }, ${ ( f.bytes / 1024 ).toFixed( 1 ) } KB, ${ f.scripts } script requests`
	);
}

const ratio = ( a, b ) => ( a !== null && b ? a / b : Infinity );
const targets = [
	[
		'LCP, offering page / Product Collection',
		ratio( figures.block.lcp, figures.collection.lcp ),
		1,
	],
	[
		'first product name, offering page / Product Collection',
		ratio( figures.block.firstName, figures.collection.firstName ),
		1,
	],
	[
		'FCP, offering page / plain page',
		ratio( figures.block.fcp, figures.plain.fcp ),
		1.05,
	],
	[ 'CLS of the offering page', figures.block.cls, 0.05 ],
];
let missed = 0;
for ( const [ name, value, target ] of targets ) {
	const ok = value <= target;
	missed += ok ? 0 : 1;
	console.log(
		`${ name }: ${ value.toFixed( 3 ) } (target ≤ ${ target }) ${ ok ? 'OK' : 'MISSED' }`
	);
}
process.exit( missed ? 1 : 0 );

#!/usr/bin/env node
/**
 * What 轉農曆 needs, before and after the generated lunar year table, printed
 * (not a timed test; compare the figures of one run):
 *
 *   1. weight: lunar-javascript as the browser used to load it (its own lazy
 *      chunk) against the table as view.js now carries it, gzipped;
 *   2. conversions per second in Chromium: the project's own converter
 *      (src/domain/lunar-calendar.ts, transpiled by TypeScript as is, with the
 *      table inlined) against lunar-javascript, on the same random dates
 *      1900–2099, in one page, and whether both gave the same answers.
 *
 *   node bin/bench/lunar.mjs
 *
 * Needs no shop. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { launchChromium } from './lib/chromium.mjs';

const require = createRequire( import.meta.url );
const ts = require( 'typescript' );
const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const gzip = ( text ) => zlib.gzipSync( text, { level: 9 } ).length;
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB (${ bytes } B)`;

const library = fs.readFileSync(
	require.resolve( 'lunar-javascript/lunar.js' ),
	'utf8'
);
const table = JSON.parse(
	fs.readFileSync( path.join( repo, 'src/domain/lunar-table.json' ), 'utf8' )
);
// As the bundle holds it: the JSON minified.
const shippedTable = JSON.stringify( table );
// Minified as the build minified its chunk: webpack's terser, which
// @wordpress/scripts brings.
// eslint-disable-next-line import/no-extraneous-dependencies
const { minify } = require( 'terser' );
const minified = ( await minify( library ) ).code;
console.log(
	`before: lunar-javascript, minified, a lazy chunk loaded on the first 轉農曆: ${ kb(
		gzip( minified )
	) } gzip, 1 request`
);
console.log(
	`after: the lunar year table in view.js (${ table.years.length } years): ${ kb(
		gzip( shippedTable )
	) } gzip, no request; ratio ${ (
		gzip( shippedTable ) / gzip( minified )
	).toFixed( 3 ) }`
);

// The project's converter, exactly as written, for the browser.
const source = fs
	.readFileSync( path.join( repo, 'src/domain/lunar-calendar.ts' ), 'utf8' )
	.replace(
		/import table from '\.\/lunar-table\.json';/,
		`const table = ${ shippedTable };`
	);
const converter = ts.transpileModule( source, {
	compilerOptions: {
		module: ts.ModuleKind.ESNext,
		target: ts.ScriptTarget.ES2020,
	},
} ).outputText;

const COUNT = 100_000;
const instance = await launchChromium();
try {
	const page = await instance.newPage();
	await page.setContent( '<!doctype html><title>lunar</title>' );
	await page.addScriptTag( {
		type: 'module',
		content: `${ converter }\nwindow.projectSolarToLunar = solarToLunar;`,
	} );
	// The library is UMD: as a plain script it defines window.Solar and friends.
	await page.addScriptTag( { content: library } );
	await page.waitForFunction(
		() => window.projectSolarToLunar && window.Solar
	);
	const result = await page.evaluate( ( count ) => {
		const first = Date.UTC( 1900, 0, 1 );
		const span = Date.UTC( 2099, 11, 31 ) - first;
		const dates = [];
		// A fixed pseudo-random sequence: the same dates every run.
		let seed = 42;
		for ( let i = 0; i < count; i++ ) {
			seed = ( seed * 1103515245 + 12345 ) % 2147483648;
			const date = new Date(
				first +
					Math.floor( ( ( seed / 2147483648 ) * span ) / 864e5 ) *
						864e5
			);
			dates.push( [
				date.getUTCFullYear(),
				date.getUTCMonth() + 1,
				date.getUTCDate(),
			] );
		}
		const time = ( convert ) => {
			const start = performance.now();
			const answers = dates.map( ( [ y, m, d ] ) => convert( y, m, d ) );
			return [ performance.now() - start, answers ];
		};
		const [ projectMs, ours ] = time( window.projectSolarToLunar );
		const [ libraryMs, theirs ] = time( ( y, m, d ) => {
			const lunar = window.Solar.fromYmd( y, m, d ).getLunar();
			return {
				year: lunar.getYear(),
				month:
					( lunar.getMonth() < 0 ? '潤' : '' ) +
					String( Math.abs( lunar.getMonth() ) ).padStart( 2, '0' ),
				day: String( lunar.getDay() ).padStart( 2, '0' ),
			};
		} );
		const same = ours.filter(
			( answer, i ) =>
				JSON.stringify( answer ) === JSON.stringify( theirs[ i ] )
		).length;
		return { projectMs, libraryMs, same };
	}, COUNT );
	const perSecond = ( ms ) => Math.round( ( COUNT / ms ) * 1000 );
	console.log(
		`conversions per second in Chromium (${ COUNT } random dates 1900–2099): table ${ perSecond(
			result.projectMs
		).toLocaleString( 'en' ) }, lunar-javascript ${ perSecond(
			result.libraryMs
		).toLocaleString( 'en' ) }; ratio ${ (
			result.libraryMs / result.projectMs
		).toFixed( 1 ) }× faster`
	);
	console.log(
		`same answers: ${ result.same } of ${ COUNT } (target ${ COUNT })`
	);
} finally {
	await instance.close();
}

#!/usr/bin/env node
/**
 * Benchmark of the ritual-list exports (issue 7, and the .xlsx of issue 11):
 * 20,000 believers must export in well under 30 s and under 64 MB of PHP
 * memory, as CSV and as an Excel workbook.
 *
 *   SHOP_DIR=.shop-staff SHOP_PORT=8896 node bin/bench/export.mjs
 *
 * Needs a running local shop (bin/shop.mjs start). Seeds ORDERS paid orders
 * × BELIEVERS believers once (bin/bench/seed-orders.php, through
 * WooCommerce's own order API; later runs top up only), then:
 *   1. runs the exporter from the PHP CLI with memory_limit=64M and OPcache
 *      on, as a web server runs PHP (bin/bench/export.php), and reports
 *      seconds, peak memory (memory_get_peak_usage) and rows;
 *   2. downloads the same CSV over HTTP as the admin, as staff would, and
 *      reports seconds, bytes and rows;
 *   3. runs the .xlsx export the same way (same memory_limit), reads the
 *      workbook back with openpyxl (Debian's python3-openpyxl, read-only
 *      mode) for its rows and whether every mobile is the text 0912345678,
 *      and downloads it over HTTP too.
 *
 * Environment: SHOP_DIR (default .shop), SHOP_PORT (default 8889),
 * ORDERS (default 2000), BELIEVERS (per order, default 10).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { port, repo, shopDir, wpDir } from './lib/shop-nodes.mjs';

const base = `http://127.0.0.1:${ port }`;
const orders = Number( process.env.ORDERS || 2000 );
const perOrder = Number( process.env.BELIEVERS || 10 );
const BOM = '\ufeff';
// Debian's interpreter: python3-openpyxl installs for it.
const PYTHON = fs.existsSync( '/usr/bin/python3' )
	? '/usr/bin/python3'
	: 'python3';

function php( args, options = {} ) {
	const result = spawnSync( 'php', args, {
		encoding: 'utf8',
		maxBuffer: 1024 * 1024 * 1024,
		...options,
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`php ${ args.join( ' ' ) } failed:\n${ result.stderr }${ String(
				result.stdout
			).slice( 0, 2000 ) }`
		);
	}
	return result;
}

/**
 * CSV records in a text (a quoted cell may hold line breaks).
 *
 * @param {string} text CSV.
 */
function countRecords( text ) {
	let records = 0;
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( char === '"' ) {
			quoted = ! quoted;
		} else if ( char === '\n' && ! quoted ) {
			records++;
		}
	}
	return records;
}

async function logIn() {
	const response = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: 'log=admin&pwd=password&testcookie=1&wp-submit=Log+In',
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.join( '; ' );
	if ( ! cookies.includes( 'wordpress_logged_in' ) ) {
		throw new Error( `Logging in to ${ base } as admin failed.` );
	}
	return cookies;
}

/**
 * Rows of a workbook after its heading, and how many mobile cells are not
 * the text 0912345678 the seed stored, as openpyxl reads them.
 *
 * @param {string} file The .xlsx.
 */
function readXlsx( file ) {
	const script = [
		'import json, sys, openpyxl',
		'ws = openpyxl.load_workbook(sys.argv[1], read_only=True).active',
		'rows = ws.iter_rows(values_only=True)',
		'heading = next(rows)',
		'mobile = heading.index(sys.argv[2])',
		'count = changed = 0',
		'for row in rows:',
		'    count += 1',
		'    changed += row[mobile] != "0912345678"',
		'print(json.dumps({"rows": count, "changed": changed}))',
	].join( '\n' );
	const result = spawnSync( PYTHON, [ '-c', script, file, '手機' ], {
		encoding: 'utf8',
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`openpyxl could not read ${ file }:\n${ result.stderr }`
		);
	}
	return JSON.parse( result.stdout );
}

/**
 * Downloads one of the list's exports as the admin.
 *
 * @param {string} action admin-post action of the export link.
 * @param {string} label  The link, for the error message.
 */
async function download( action, label ) {
	const cookie = await logIn();
	const page = await (
		await fetch(
			`${ base }/wp-admin/admin.php?page=temple-offerings-ritual-list`,
			{ headers: { Cookie: cookie } }
		)
	).text();
	const href = new RegExp( `href="([^"]*${ action }[^"]*)"` ).exec(
		page
	)?.[ 1 ];
	if ( ! href ) {
		throw new Error( `The ritual list page has no ${ label } link.` );
	}
	const began = performance.now();
	const response = await fetch( href.replaceAll( '&#038;', '&' ), {
		headers: { Cookie: cookie },
	} );
	// Bytes, not text(): a TextDecoder would swallow the BOM being checked.
	const bytes = Buffer.from( await response.arrayBuffer() );
	return {
		status: response.status,
		seconds: ( performance.now() - began ) / 1000,
		bytes,
		type: response.headers.get( 'content-type' ),
	};
}

async function overHttp() {
	const { status, seconds, bytes } = await download(
		'temple_offerings_ritual_csv',
		'Export CSV'
	);
	return {
		status,
		seconds,
		bytes: bytes.length,
		rows: countRecords( bytes.toString( 'utf8' ) ) - 1,
		bom: bytes.subarray( 0, 3 ).equals( Buffer.from( BOM ) ),
	};
}

async function xlsx( expected ) {
	const file = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'temple-bench-' ) ),
		'list.xlsx'
	);
	const cli = php( [
		'-d',
		'memory_limit=64M',
		'-d',
		'opcache.enable_cli=1',
		path.join( repo, 'bin/bench/export.php' ),
		wpDir,
		'xlsx',
		file,
	] );
	const report = JSON.parse( cli.stderr.trim().split( '\n' ).pop() );
	const began = performance.now();
	const read = readXlsx( file );
	const readSeconds = ( performance.now() - began ) / 1000;
	process.stdout.write(
		`cli xlsx: ${ report.rows } rows, ${ ( report.bytes / 1048576 ).toFixed(
			1
		) } MB in ${ report.seconds } s, peak ${
			report.peak_mb
		} MB (real ${ report.peak_real_mb } MB) of memory_limit ${
			report.memory_limit
		}; openpyxl read ${ read.rows } rows in ${ readSeconds.toFixed(
			1
		) } s, ${ read.changed } mobiles not the text 0912345678\n`
	);
	fs.rmSync( path.dirname( file ), { recursive: true } );

	const http = await download(
		'temple_offerings_ritual_xlsx',
		'Export Excel'
	);
	const zip = http.bytes.subarray( 0, 2 ).toString( 'latin1' ) === 'PK';
	process.stdout.write(
		`http xlsx: ${ http.status }, ${ http.type }, ${ (
			http.bytes.length / 1048576
		).toFixed( 1 ) } MB in ${ http.seconds.toFixed( 2 ) } s, zip ${
			zip ? 'yes' : 'NO'
		}\n`
	);
	return (
		report.seconds < 30 &&
		report.peak_mb < 64 &&
		http.seconds < 30 &&
		http.status === 200 &&
		zip &&
		report.rows >= expected &&
		read.rows === report.rows &&
		read.changed === 0
	);
}

async function main() {
	if ( ! fs.existsSync( path.join( wpDir, 'wp-load.php' ) ) ) {
		throw new Error(
			`No shop in ${ shopDir }: start one with bin/shop.mjs first.`
		);
	}
	const seeded = php( [
		'-d',
		'memory_limit=512M',
		path.join( repo, 'bin/bench/seed-orders.php' ),
		wpDir,
		String( orders ),
		String( perOrder ),
	] );
	process.stdout.write( `seed: ${ seeded.stdout.trim() }\n` );

	const cli = php( [
		'-d',
		'memory_limit=64M',
		'-d',
		'opcache.enable_cli=1',
		path.join( repo, 'bin/bench/export.php' ),
		wpDir,
	] );
	const report = JSON.parse( cli.stderr.trim().split( '\n' ).pop() );
	const csvRows = countRecords( cli.stdout ) - 1;
	process.stdout.write(
		`cli export: ${ report.rows } rows (${ csvRows } CSV records after the header, BOM ${
			cli.stdout.startsWith( BOM ) ? 'yes' : 'NO'
		}) in ${ report.seconds } s, peak ${ report.peak_mb } MB (real ${
			report.peak_real_mb
		} MB) of memory_limit ${ report.memory_limit }\n`
	);

	const http = await overHttp();
	process.stdout.write(
		`http export: ${ http.status }, ${ http.rows } rows, ${ (
			http.bytes / 1048576
		).toFixed( 1 ) } MB in ${ http.seconds.toFixed( 2 ) } s, BOM ${
			http.bom ? 'yes' : 'NO'
		}\n`
	);
	const expected = orders * perOrder;
	const csvOk =
		report.seconds < 30 &&
		report.peak_mb < 64 &&
		http.seconds < 30 &&
		report.rows >= expected &&
		http.rows === report.rows;
	const xlsxOk = await xlsx( expected );
	const ok = csvOk && xlsxOk;
	process.stdout.write(
		ok
			? `ok: ≥ ${ expected } believers under 30 s and 64 MB, as CSV and as .xlsx\n`
			: `FAILED: over budget, rows missing or mobiles changed (CSV ${
					csvOk ? 'ok' : 'failed'
				}, xlsx ${ xlsxOk ? 'ok' : 'failed' })\n`
	);
	process.exit( ok ? 0 : 1 );
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.message }\n` );
	process.exit( 1 );
} );

/**
 * bin/check-file-lengths.mjs, run on a small git checkout of its own: it
 * names each tracked source file over 400 lines (a script without an ending
 * by its `#!`), passes data, prose, untracked files and the generated files
 * it exempts, and names an exemption whose file is gone.
 */

/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join( __dirname, '../../bin/check-file-lengths.mjs' );

let tmp: string;

/**
 * Writes a file of so many lines, and tracks it unless told not to.
 *
 * @param file  Path in the checkout.
 * @param lines How many lines.
 * @param first The first line.
 * @param track Whether git tracks it.
 */
function write( file: string, lines: number, first = 'x', track = true ) {
	const full = path.join( tmp, file );
	fs.mkdirSync( path.dirname( full ), { recursive: true } );
	fs.writeFileSync(
		full,
		[ first, ...Array( lines - 1 ).fill( 'x' ) ].join( '\n' ) + '\n'
	);
	if ( track ) {
		execFileSync( 'git', [ 'add', file ], { cwd: tmp } );
	}
}

function check() {
	const result = spawnSync( process.execPath, [ script, tmp ], {
		encoding: 'utf8',
	} );
	return {
		status: result.status,
		lines: result.stdout.trim().split( '\n' ),
	};
}

beforeEach( () => {
	tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'temple-lengths-' ) );
	execFileSync( 'git', [ 'init', '-q' ], { cwd: tmp } );
	write( 'src/domain/believer-fields.d.json.ts', 600 );
	write( 'php/Domain/field-strings.php', 10 );
} );

afterEach( () => {
	fs.rmSync( tmp, { recursive: true, force: true } );
} );

test( 'names each source file over 400 lines, and nothing else', () => {
	write( 'php/Long.php', 401 );
	write( 'php/Exact.php', 400 );
	write( 'src/long.tsx', 402 );
	write( 'assets/style.scss', 450 );
	write( '.ci/run', 401, '#!/bin/sh' );
	write( 'notes', 500 );
	write( 'src/domain/test/fixtures.json', 900 );
	write( 'docs/long.md', 900 );
	write( 'languages/temple-offerings.pot', 900 );
	write( 'src/untracked.ts', 500, 'x', false );

	expect( check() ).toEqual( {
		status: 1,
		lines: [
			'.ci/run: 401 lines',
			'assets/style.scss: 450 lines',
			'php/Long.php: 401 lines',
			'src/long.tsx: 402 lines',
			'check-file-lengths: 7 source files, 4 over 400 lines (2 generated, exempt)',
		],
	} );
} );

test( 'passes when every source file is 400 lines at most', () => {
	write( 'php/Exact.php', 400 );

	expect( check() ).toEqual( {
		status: 0,
		lines: [
			'check-file-lengths: 3 source files, 0 over 400 lines (2 generated, exempt)',
		],
	} );
} );

test( 'names an exemption whose file is no longer tracked', () => {
	execFileSync(
		'git',
		[ 'rm', '-q', '--cached', 'php/Domain/field-strings.php' ],
		{
			cwd: tmp,
		}
	);

	const { status, lines } = check();
	expect( status ).toBe( 1 );
	expect( lines[ 0 ] ).toMatch(
		/^php\/Domain\/field-strings\.php: exempt as generated, but no such source file is tracked/
	);
} );

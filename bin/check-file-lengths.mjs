#!/usr/bin/env node
/**
 * Keeps every source file short enough to read as one piece: lists each
 * tracked source file over 400 lines and exits 1 when there is one. A file
 * that grows past it is split into cohesive parts (docs/architecture.md
 * shows how the larger commands are: bin/shop/, bin/i18n/, bin/bench/load/).
 *
 * Source is code and styles by their ending (PHP, TypeScript, JavaScript,
 * SCSS, CSS, shell) and any file without an ending that starts with `#!`.
 * Data and prose are not source and are not counted: JSON (fixtures, the
 * lunar tables, package-lock.json), Markdown, and the translation files in
 * languages/ (.pot, .po, .mo and the per-script JSON, all written by
 * bin/i18n.mjs from the catalogue). The only exemptions are the generated
 * source files in GENERATED, each with its reason; an exemption that names
 * no tracked file is reported too, so the list stays true.
 *
 *   node bin/check-file-lengths.mjs [folder]   (default: this repository)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = 400;
const SOURCE = /\.(php|tsx?|jsx?|mjs|cjs|s?css|sh)$/;

/** Generated source files: their length is their input's, not a design. */
const GENERATED = new Map( [
	[
		'src/domain/believer-fields.d.json.ts',
		'the type of src/domain/believer-fields.json, written by bin/believer-fields.mjs: one line a property of the field table',
	],
	[
		'php/Domain/field-strings.php',
		"the field table's labels and messages as literal __() calls for the extractors, written by bin/believer-fields.mjs: one line a string",
	],
] );

const repo = path.resolve(
	process.argv[ 2 ] ??
		path.join( path.dirname( fileURLToPath( import.meta.url ) ), '..' )
);
const tracked = execFileSync( 'git', [ 'ls-files' ], {
	cwd: repo,
	encoding: 'utf8',
} )
	.split( '\n' )
	.filter( Boolean );

/**
 * Whether a tracked file is source: by its ending, or a script without one.
 *
 * @param {string} file Path relative to the repository.
 */
function isSource( file ) {
	if ( SOURCE.test( file ) ) {
		return true;
	}
	if ( path.basename( file ).includes( '.' ) ) {
		return false;
	}
	const full = path.join( repo, file );
	const head = Buffer.alloc( 2 );
	try {
		const fd = fs.openSync( full, 'r' );
		try {
			fs.readSync( fd, head, 0, 2, 0 );
		} finally {
			fs.closeSync( fd );
		}
	} catch {
		return false;
	}
	return head.toString( 'latin1' ) === '#!';
}

/**
 * The number of lines, as `wc -l` counts them (a last line without its
 * newline counts too).
 *
 * @param {string} file Path relative to the repository.
 */
function lineCount( file ) {
	const text = fs.readFileSync( path.join( repo, file ), 'utf8' );
	const newlines = text.split( '\n' ).length - 1;
	return text === '' || text.endsWith( '\n' ) ? newlines : newlines + 1;
}

const long = [];
const sources = tracked.filter(
	( file ) => fs.existsSync( path.join( repo, file ) ) && isSource( file )
);
for ( const file of sources ) {
	const lines = GENERATED.has( file ) ? 0 : lineCount( file );
	if ( lines > LIMIT ) {
		long.push( `${ file }: ${ lines } lines` );
	}
}
const stale = [ ...GENERATED.keys() ]
	.filter( ( file ) => ! sources.includes( file ) )
	.map(
		( file ) =>
			`${ file }: exempt as generated, but no such source file is tracked (remove it from GENERATED in bin/check-file-lengths.mjs)`
	);

for ( const problem of [ ...long, ...stale ] ) {
	console.log( problem );
}
console.log(
	`check-file-lengths: ${ sources.length } source files, ${
		long.length
	} over ${ LIMIT } lines (${ GENERATED.size - stale.length } generated, exempt)`
);
process.exit( long.length || stale.length ? 1 : 0 );

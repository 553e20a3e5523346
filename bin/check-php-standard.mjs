#!/usr/bin/env node
/**
 * The PHP coding standard, and every exception to it, checked: runs phpcs
 * (Debian's php-codesniffer) with phpcs.xml.dist over the files it names,
 * then checks every `phpcs:` annotation in the repository's PHP:
 *
 * - it is a `phpcs:ignore` or a `phpcs:disable` … `phpcs:enable` (no
 *   ignoreFile, no set, no legacy `@codingStandardsIgnore…`);
 * - it names sniffs (never the whole file's or line's messages), each one a
 *   sniff phpcs.xml.dist runs (`phpcs -e`), or a message code of one;
 * - it gives its reason after ` -- `;
 * - it stands in a file phpcs checks, and silences something: a second run
 *   with `--ignore-annotations` reports, for each code it names, a message
 *   on the line it covers (the line it ends, or the next one when it stands
 *   alone; for disable, every line up to its enable).
 *
 * Fails (exit 1) naming each problem; otherwise prints one line. phpcs
 * missing is a failure too: `npm test` installs it with the other Debian
 * packages of .ci/debian-packages.
 *
 *   node bin/check-php-standard.mjs [dir]   dir: where phpcs.xml.dist is (default: this repository)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	process.argv[ 2 ] ??
		path.join( path.dirname( fileURLToPath( import.meta.url ) ), '..' )
);
const RULESET = 'phpcs.xml.dist';
/** Folders that hold no PHP of the project: dependencies, generated files, local shops. */
const SKIPPED_DIRS = new Set( [ 'node_modules', 'build', 'test-results' ] );

/**
 * Runs phpcs in the root.
 *
 * @param {string[]} args Arguments.
 * @return {import('node:child_process').SpawnSyncReturns<string>} The run.
 */
function phpcs( args ) {
	return spawnSync( 'phpcs', args, {
		cwd: root,
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
}

/**
 * phpcs's JSON report of the ruleset's files, and its full text report.
 *
 * @param {string[]} extra More arguments.
 * @return {{json: Object, text: string}} The reports.
 */
function report( extra ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'temple-phpcs-' ) );
	const jsonFile = path.join( dir, 'report.json' );
	const textFile = path.join( dir, 'report.txt' );
	const run = phpcs( [
		'-q',
		'-s',
		'--no-cache',
		`--standard=${ RULESET }`,
		`--report-json=${ jsonFile }`,
		`--report-full=${ textFile }`,
		...extra,
	] );
	let json = null;
	try {
		json = JSON.parse( fs.readFileSync( jsonFile, 'utf8' ) );
	} catch {
		fail( [ `phpcs gave no report:\n${ run.stdout }${ run.stderr }` ] );
	}
	const text = fs.existsSync( textFile )
		? fs.readFileSync( textFile, 'utf8' )
		: '';
	fs.rmSync( dir, { recursive: true, force: true } );
	return { json, text };
}

/**
 * @param {string[]} problems What is wrong.
 */
function fail( problems ) {
	console.error( problems.join( '\n' ) );
	process.exit( 1 );
}

/**
 * Every PHP file under the root, relative, outside dependencies and dot folders.
 *
 * @param {string} dir A folder relative to the root ('' for the root).
 * @return {string[]} Paths.
 */
function phpFiles( dir = '' ) {
	const found = [];
	for ( const entry of fs.readdirSync( path.join( root, dir ), {
		withFileTypes: true,
	} ) ) {
		const relative = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				! entry.name.startsWith( '.' ) &&
				! SKIPPED_DIRS.has( entry.name )
			) {
				found.push( ...phpFiles( relative ) );
			}
		} else if ( entry.isFile() && entry.name.endsWith( '.php' ) ) {
			found.push( relative );
		}
	}
	return found;
}

/**
 * The `phpcs:` annotations of one file.
 *
 * @param {string} file Path relative to the root.
 * @return {Array<{file: string, line: number, kind: string, codes: string[], reason: string, alone: boolean, text: string}>} Annotations.
 */
function annotations( file ) {
	const found = [];
	const lines = fs
		.readFileSync( path.join( root, file ), 'utf8' )
		.split( '\n' );
	lines.forEach( ( content, index ) => {
		const legacy = content.match( /@codingStandards\w*/ );
		if ( legacy ) {
			found.push( {
				file,
				line: index + 1,
				kind: legacy[ 0 ],
				codes: [],
				reason: '',
				alone: true,
				text: content.trim(),
			} );
			return;
		}
		const match = content.match(
			/^(.*?)(?:\/\/|#|\/\*+|\*)\s*@?phpcs:(\w+)(.*)$/i
		);
		if ( ! match ) {
			return;
		}
		const [ , before, kind, rest ] = match;
		const body = rest.split( '?>' )[ 0 ].replace( /\*\/\s*$/, '' );
		const dash = body.indexOf( ' --' );
		const names = dash === -1 ? body : body.slice( 0, dash );
		found.push( {
			file,
			line: index + 1,
			kind: kind.toLowerCase(),
			codes: names
				.split( ',' )
				.map( ( code ) => code.trim() )
				.filter( Boolean ),
			reason: dash === -1 ? '' : body.slice( dash + 3 ).trim(),
			// As phpcs reads it: alone on its line (after `<?php` at most), it covers the next line.
			alone: /^\s*(<\?php)?\s*\*?\s*$/.test( before ),
			text: content.trim(),
		} );
	} );
	return found;
}

/**
 * Whether a message's source is one the code names (the code itself, or a
 * message of the sniff, category or standard it names).
 *
 * @param {string} source A message's source, e.g. Generic.PHP.ForbiddenFunctions.Found.
 * @param {string} code   A code an annotation names.
 * @return {boolean} Whether it matches.
 */
function covers( source, code ) {
	return source === code || source.startsWith( `${ code }.` );
}

if ( spawnSync( 'phpcs', [ '--version' ] ).error ) {
	fail( [
		"phpcs not found: install Debian's php-codesniffer (listed in .ci/debian-packages; `npm test` installs it as root or prints the apt-get command).",
	] );
}

const sniffs = new Set(
	phpcs( [ '-e', `--standard=${ RULESET }` ] )
		.stdout.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => /^\w+\.\w+\.\w+$/.test( line ) )
);

const problems = [];

// The standard itself.
const checked = report( [] );
const { errors, warnings } = checked.json.totals;
if ( errors + warnings > 0 ) {
	process.stdout.write( checked.text );
	problems.push(
		`phpcs: ${ errors } errors and ${ warnings } warnings under ${ RULESET } (above). Fix the code; where it is right as it is, add a phpcs:ignore naming the sniff, with the reason after " -- ".`
	);
}

// Every annotation: valid, and needed.
const raw = report( [ '--ignore-annotations' ] ).json;
const messages = new Map();
for ( const [ file, result ] of Object.entries( raw.files ) ) {
	messages.set(
		path.relative( root, path.resolve( root, file ) ),
		result.messages
	);
}
let count = 0;
for ( const file of phpFiles() ) {
	const all = annotations( file );
	all.forEach( ( note, index ) => {
		count += note.kind === 'enable' ? 0 : 1;
		const where = `${ note.file }:${ note.line }`;
		if ( note.kind === 'enable' ) {
			return;
		}
		if ( note.kind !== 'ignore' && note.kind !== 'disable' ) {
			problems.push(
				`${ where }: ${ note.kind } is not used here: ignore a line, or disable … enable a few, naming the sniffs.`
			);
			return;
		}
		if ( ! messages.has( file ) ) {
			problems.push(
				`${ where }: phpcs does not check this file (${ RULESET }), so the annotation silences nothing: remove it.`
			);
			return;
		}
		if ( ! note.codes.length ) {
			problems.push(
				`${ where }: phpcs:${ note.kind } must name the sniffs it silences.`
			);
			return;
		}
		if ( ! note.reason ) {
			problems.push(
				`${ where }: give the reason after " -- ": ${ note.text }`
			);
		}
		let last = note.alone ? note.line + 1 : note.line;
		if ( note.kind === 'disable' ) {
			const enable = all
				.slice( index + 1 )
				.find( ( other ) => other.kind === 'enable' );
			if ( ! enable ) {
				problems.push(
					`${ where }: phpcs:disable without a phpcs:enable after it.`
				);
				return;
			}
			last = enable.line;
		}
		const first = note.kind === 'disable' ? note.line : last;
		for ( const code of note.codes ) {
			if ( ! sniffs.has( code.split( '.' ).slice( 0, 3 ).join( '.' ) ) ) {
				problems.push(
					`${ where }: ${ code } is not a sniff ${ RULESET } runs, so it silences nothing (phpcs -e --standard=${ RULESET } lists them).`
				);
				continue;
			}
			const silenced = messages
				.get( file )
				.some(
					( message ) =>
						message.line >= first &&
						message.line <= last &&
						covers( message.source, code )
				);
			if ( ! silenced ) {
				problems.push(
					`${ where }: ${ code } reports nothing on ${
						first === last
							? `line ${ first }`
							: `lines ${ first }–${ last }`
					}: remove the annotation.`
				);
			}
		}
	} );
}
if ( problems.length ) {
	fail( problems );
}
console.log(
	`phpcs: ${ messages.size } files pass ${ RULESET } (${ sniffs.size } sniffs); ${ count } annotation${
		count === 1 ? '' : 's'
	}, each naming a sniff that runs, with its reason, silencing a message it reports.`
);

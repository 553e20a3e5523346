#!/usr/bin/env node
/**
 * Builds the plugin's translation files, with packages from npm (no WP-CLI
 * needed):
 *   languages/temple-offerings.pot                        the template: every
 *                                                          source string, for a
 *                                                          temple that wants
 *                                                          another language
 *   languages/temple-offerings-zh_TW.mo                   PHP strings (and block.json's)
 *   languages/temple-offerings-zh_TW-<md5(build path)>.json   one per script (view.js
 *                                                          with its chunks, index.js,
 *                                                          my-account.js, staff-entry.js,
 *                                                          counter.js), holding
 *                                                          the strings that script contains
 *
 *   node bin/i18n.mjs           write them (run after `wp-scripts build`)
 *   node bin/i18n.mjs --check   fail if a source string has no zh_TW translation, a
 *                               catalogue entry is no source string, an entry is
 *                               defined twice, or a generated file (the .pot
 *                               included) is out of date
 *
 * The source strings are what the standard extractors (wp i18n make-pot,
 * xgettext) read: the literals of `__()`, `_e()`, `_x()`, `_n()` and their
 * esc_ forms with the plugin's text domain, in src/, php/, templates/ and the
 * plugin file, and block.json's title, description and keywords. The field
 * table's labels and messages, which the code translates as data, are there
 * as the literal calls of php/Domain/field-strings.php (`npm run
 * believer-fields` writes it from the table).
 *
 * The parts live in bin/i18n/: source-strings.mjs (the extractor), pot.mjs
 * (the template) and catalogue.mjs (the .po read, the script JSON).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

import {
	catalogue,
	duplicates,
	LOCALE,
	scriptJson,
} from './i18n/catalogue.mjs';
import { template } from './i18n/pot.mjs';
import { DOMAIN, files, sourceStrings } from './i18n/source-strings.mjs';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const languages = path.join( repo, 'languages' );
const poFile = path.join( languages, `${ DOMAIN }-${ LOCALE }.po` );
const check = process.argv.includes( '--check' );

function main() {
	const poText = fs.readFileSync( poFile );
	const po = gettextParser.po.parse( poText );
	const entries = catalogue( po );
	const problems = duplicates( poText.toString( 'utf8' ) );

	const sources = [
		...files( path.join( repo, 'src' ), /\.(ts|tsx|php)$/ ),
		...files( path.join( repo, 'php' ), /\.php$/ ),
		// The print views' templates (overridable by themes) hold their own strings.
		...files( path.join( repo, 'templates' ), /\.php$/ ),
		path.join( repo, `${ DOMAIN }.php` ),
	];
	const used = sourceStrings( sources, repo );
	const show = ( key ) => key.replace( '\u0004', '" in context "' );
	for ( const [ key, { references } ] of used ) {
		const where = references[ 0 ];
		const entry = entries.get( key );
		if ( ! entry || ! entry.msgstr.some( ( text ) => text.trim() ) ) {
			problems.push(
				`no zh_TW translation: "${ show( key ) }" (${ where })`
			);
		}
	}
	// Nothing reaches the catalogue by hand: an entry no source string
	// accounts for is either dead or translated by a call the extractor
	// cannot see, and then nobody can tell when it goes missing.
	for ( const key of entries.keys() ) {
		if ( ! used.has( key ) ) {
			problems.push(
				`in the .po but in no source string: "${ show( key ) }" (remove it, or translate it with a literal the extractor reads)`
			);
		}
	}

	const outputs = new Map();
	const { version } = JSON.parse(
		fs.readFileSync( path.join( repo, 'package.json' ), 'utf8' )
	);
	outputs.set(
		path.join( languages, `${ DOMAIN }.pot` ),
		template( used, version )
	);
	outputs.set(
		path.join( languages, `${ DOMAIN }-${ LOCALE }.mo` ),
		gettextParser.mo.compile( po )
	);

	const build = path.join( repo, 'build' );
	if ( fs.existsSync( path.join( build, 'view.js' ) ) ) {
		// The view script's lazy chunks share its translations (one wp.i18n domain).
		// The editor's, My Account's, the staff form's and the counter's scripts are entries of their own.
		const own = [
			'index.js',
			'my-account.js',
			'staff-entry.js',
			'counter.js',
		];
		const chunks = files( build, /\.js$/ ).filter(
			( file ) => ! own.includes( path.basename( file ) )
		);
		const scripts = {
			'build/view.js': chunks,
			'build/index.js': [ path.join( build, 'index.js' ) ],
			'build/my-account.js': [ path.join( build, 'my-account.js' ) ],
			'build/staff-entry.js': [ path.join( build, 'staff-entry.js' ) ],
			'build/counter.js': [ path.join( build, 'counter.js' ) ],
		};
		for ( const [ relative, scriptFiles ] of Object.entries( scripts ) ) {
			const hash = crypto
				.createHash( 'md5' )
				.update( relative )
				.digest( 'hex' );
			outputs.set(
				path.join(
					languages,
					`${ DOMAIN }-${ LOCALE }-${ hash }.json`
				),
				scriptJson( po, entries, scriptFiles )
			);
		}
	} else if ( check ) {
		problems.push(
			'build/ is missing: run `npm run build` before `node bin/i18n.mjs --check`.'
		);
	}

	for ( const [ file, content ] of outputs ) {
		const current = fs.existsSync( file ) ? fs.readFileSync( file ) : null;
		const fresh = Buffer.isBuffer( content )
			? content
			: Buffer.from( content );
		if ( check ) {
			if ( ! current || ! current.equals( fresh ) ) {
				problems.push(
					`${ path.relative( repo, file ) } is out of date: run \`npm run i18n\`.`
				);
			}
		} else {
			fs.writeFileSync( file, fresh );
		}
	}

	if ( problems.length ) {
		process.stderr.write( `${ problems.join( '\n' ) }\n` );
		process.exit( 1 );
	}
	process.stdout.write(
		check
			? `i18n: ${ entries.size } zh_TW strings, every source string translated, generated files current\n`
			: `i18n: wrote ${ outputs.size } files from ${ path.relative( repo, poFile ) }\n`
	);
}

main();

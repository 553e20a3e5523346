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
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const DOMAIN = 'temple-offerings';
const LOCALE = 'zh_TW';
const languages = path.join( repo, 'languages' );
const poFile = path.join( languages, `${ DOMAIN }-${ LOCALE }.po` );
const check = process.argv.includes( '--check' );
/**
 * Every file below dir whose name matches.
 *
 * @param {string} dir     Folder to walk.
 * @param {RegExp} pattern File name test.
 */
function files( dir, pattern ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true, recursive: true } )
		.filter( ( entry ) => entry.isFile() && pattern.test( entry.name ) )
		.map( ( entry ) =>
			path.join( entry.parentPath ?? entry.path, entry.name )
		)
		.filter( ( file ) => ! /\/(node_modules|test|tests)\//.test( file ) );
}

const unquote = ( quote, body ) =>
	quote === "'"
		? body.replace( /\\(['\\])/g, '$1' )
		: JSON.parse( `"${ body }"` );

/**
 * The line of a position in a text (1 for the first).
 *
 * @param {string} text     The text.
 * @param {number} position Character offset.
 */
const lineOf = ( text, position ) =>
	text.slice( 0, position ).split( '\n' ).length;

/**
 * The translators' comment that belongs to a call: a `translators:` comment
 * ending on the call's line or the line before it, as make-pot reads it.
 *
 * @param {string} text     The file.
 * @param {number} position Where the call starts.
 * @return {string} The comment's text, '' when there is none.
 */
function translatorsComment( text, position ) {
	const lineStart = text.lastIndexOf( '\n', position - 1 );
	const previous = text.lastIndexOf( '\n', lineStart - 1 );
	const before = text.slice( previous + 1, position );
	const comments = [
		...before.matchAll(
			/(?:\/\*|\/\/)\s*(translators:[^]*?)\s*(?:\*\/|\n|$)/g
		),
	];
	return comments.length ? comments[ comments.length - 1 ][ 1 ] : '';
}

/**
 * The translatable strings of the plugin, each with where it is used.
 *
 * @param {string[]} sources Files to read.
 * @return {Map<string, {context: string, msgid: string, plural: string, references: string[], comments: string[], formats: Set<string>}>}
 *         By `context\u0004msgid` (or `msgid`), in the order first met.
 */
function sourceStrings( sources ) {
	const found = new Map();
	const add = ( {
		context = '',
		msgid,
		plural = '',
		where,
		comment = '',
		format,
	} ) => {
		const key = context ? `${ context }\u0004${ msgid }` : msgid;
		const entry = found.get( key ) ?? {
			context,
			msgid,
			plural,
			references: [],
			comments: [],
			formats: new Set(),
		};
		entry.plural ||= plural;
		if ( ! entry.references.includes( where ) ) {
			entry.references.push( where );
		}
		if ( comment && ! entry.comments.includes( comment ) ) {
			entry.comments.push( comment );
		}
		if ( format && /%(?:\d+\$)?[sd]/.test( msgid ) ) {
			entry.formats.add( format );
		}
		found.set( key, entry );
	};
	// A quoted literal whose quote is capture group `group` (its text the next).
	const quoted = ( group ) =>
		`(['"])((?:\\\\.|(?!\\${ group }).)*)\\${ group }`;
	const string = quoted( 1 );
	// A second literal in the same call (groups 3 and 4).
	const second = quoted( 3 );
	const patterns = [
		[
			'simple',
			new RegExp(
				`\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${ string }\\s*,\\s*['"]${ DOMAIN }['"]`,
				'g'
			),
		],
		[
			'context',
			new RegExp(
				`\\b(?:_x|_ex|esc_html_x|esc_attr_x)\\(\\s*${ string }\\s*,\\s*${ second }\\s*,\\s*['"]${ DOMAIN }['"]`,
				'g'
			),
		],
		[
			'plural',
			new RegExp(
				`\\b_n\\(\\s*${ string }\\s*,\\s*${ second }\\s*,[^;]*?['"]${ DOMAIN }['"]`,
				'g'
			),
		],
	];
	for ( const file of sources ) {
		const text = fs.readFileSync( file, 'utf8' );
		const relative = path.relative( repo, file );
		const format = file.endsWith( '.php' )
			? 'php-format'
			: 'javascript-format';
		for ( const [ kind, pattern ] of patterns ) {
			for ( const m of text.matchAll( pattern ) ) {
				const first = unquote( m[ 1 ], m[ 2 ] );
				const other = unquote( m[ 3 ] ?? "'", m[ 4 ] ?? '' );
				add( {
					msgid: first,
					context: kind === 'context' ? other : '',
					plural: kind === 'plural' ? other : '',
					where: `${ relative }:${ lineOf( text, m.index ) }`,
					comment: translatorsComment( text, m.index ),
					format,
				} );
			}
		}
	}
	// block.json's texts are translated by WordPress with fixed contexts.
	const blockText = fs.readFileSync(
		path.join( repo, 'block.json' ),
		'utf8'
	);
	const block = JSON.parse( blockText );
	const blockLine = ( value ) =>
		`block.json:${ lineOf( blockText, blockText.indexOf( JSON.stringify( value ) ) ) }`;
	add( {
		context: 'block title',
		msgid: block.title,
		where: blockLine( block.title ),
	} );
	add( {
		context: 'block description',
		msgid: block.description,
		where: blockLine( block.description ),
	} );
	for ( const keyword of block.keywords ?? [] ) {
		add( {
			context: 'block keyword',
			msgid: keyword,
			where: blockLine( keyword ),
		} );
	}
	return found;
}

/**
 * A PO string literal.
 *
 * @param {string} text Any text.
 * @return {string} `"…"`, escaped as gettext reads it.
 */
const poString = ( text ) =>
	`"${ text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\n/g, '\\n' ) }"`;

/**
 * The translation template: every source string with its translators'
 * comments, references, formats, context and plural, in the order first met,
 * and no translation; the layout `wp i18n make-pot` and xgettext write.
 *
 * @param {Map<string, Object>} used    sourceStrings().
 * @param {string}              version The plugin's version.
 * @return {string} The .pot file.
 */
function template( used, version ) {
	const header = [
		'# Copyright (C) Temple Offerings',
		'# This file is distributed under the GPL-2.0-or-later license.',
		'msgid ""',
		'msgstr ""',
		...[
			`Project-Id-Version: Temple Offerings ${ version }`,
			'Last-Translator: FULL NAME <EMAIL@ADDRESS>',
			'Language-Team: LANGUAGE <LL@li.org>',
			'PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE',
			'Language: ',
			'MIME-Version: 1.0',
			'Content-Type: text/plain; charset=UTF-8',
			'Content-Transfer-Encoding: 8bit',
			'Plural-Forms: nplurals=2; plural=(n != 1);',
			'X-Generator: temple-offerings bin/i18n.mjs',
			`X-Domain: ${ DOMAIN }`,
		].map( ( line ) => poString( `${ line }\n` ) ),
	].join( '\n' );
	const entries = [ ...used.values() ].map( ( entry ) =>
		[
			...entry.comments.map( ( comment ) => `#. ${ comment }` ),
			...entry.references.map( ( where ) => `#: ${ where }` ),
			...( entry.formats.size
				? [
						`#, ${ [ ...entry.formats ].sort().reverse().join( ', ' ) }`,
					]
				: [] ),
			...( entry.context
				? [ `msgctxt ${ poString( entry.context ) }` ]
				: [] ),
			`msgid ${ poString( entry.msgid ) }`,
			...( entry.plural
				? [
						`msgid_plural ${ poString( entry.plural ) }`,
						'msgstr[0] ""',
						'msgstr[1] ""',
					]
				: [ 'msgstr ""' ] ),
		].join( '\n' )
	);
	return `${ [ header, ...entries ].join( '\n\n' ) }\n`;
}

/**
 * Entries defined twice: the parser keeps the last silently, msgfmt refuses the
 * file. Parallel branches appending to the .po (a union merge) can cause it.
 *
 * @param {string} text The .po file.
 */
function duplicates( text ) {
	const seen = new Set();
	const found = [];
	for ( const block of text.split( /\n\s*\n/ ) ) {
		// Two entries with no blank line between them: a union merge of two
		// branches' appended entries runs one's msgstr into the next's comment
		// or msgid. gettext reads them, but this check's duplicate finder and
		// PHPUnit's zh_TW reader (php/tests/ZhTw.php) read one entry a block
		// and would miss the second.
		if ( /^msgstr .*\n(?:#|msgctxt |msgid )/m.test( block ) ) {
			found.push(
				`no blank line between two entries in the .po, before: ${
					block
						.split( '\n' )
						.find(
							( line, n, lines ) =>
								n > 0 &&
								/^msgstr /.test( lines[ n - 1 ] ) &&
								! /^msgstr /.test( line )
						) ?? ''
				}`
			);
		}
		const context = block.match( /^msgctxt (".*")$/m )?.[ 1 ] ?? '';
		const id = block.match( /^msgid (".*"(?:\n".*")*)/m )?.[ 1 ];
		if ( ! id || id === '""' ) {
			continue;
		}
		const key = `${ context }\u0004${ id }`;
		if ( seen.has( key ) ) {
			found.push(
				`defined twice in the .po: msgid ${ id.split( '\n' )[ 0 ] }`
			);
		}
		seen.add( key );
	}
	return found;
}

/**
 * Flattens the parsed catalogue to `key → entry`, skipping the header.
 *
 * @param {Object} po Parsed .po file.
 */
function catalogue( po ) {
	const entries = new Map();
	for ( const [ context, messages ] of Object.entries( po.translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			if ( msgid !== '' ) {
				entries.set(
					context ? `${ context }\u0004${ msgid }` : msgid,
					entry
				);
			}
		}
	}
	return entries;
}

/**
 * Jed 1.x data for one script: the catalogue's entries whose msgid the script contains.
 *
 * @param {Object}             po          Parsed .po file.
 * @param {Map<string,Object>} entries     Catalogue entries by key.
 * @param {string[]}           scriptFiles The script and its lazy chunks.
 */
function scriptJson( po, entries, scriptFiles ) {
	const code = scriptFiles
		.map( ( file ) => fs.readFileSync( file, 'utf8' ) )
		.join( '\n' );
	const messages = {
		'': {
			domain: 'messages',
			lang: LOCALE,
			'plural-forms':
				po.headers[ 'Plural-Forms' ] || 'nplurals=1; plural=0;',
		},
	};
	for ( const [ key, entry ] of entries ) {
		const literal = JSON.stringify( entry.msgid ).slice( 1, -1 );
		// How the bundle writes a string: as a JS literal, as is, or inside
		// the single-quoted JSON.parse('…') webpack makes of a JSON import
		// (the field table's strings), where ' and \ are escaped.
		const forms = [
			literal,
			entry.msgid,
			literal.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ),
		];
		if (
			entry.msgstr.some( Boolean ) &&
			forms.some( ( form ) => code.includes( form ) )
		) {
			messages[ key ] = entry.msgstr;
		}
	}
	return `${ JSON.stringify(
		{
			'translation-revision-date': po.headers[ 'PO-Revision-Date' ] || '',
			generator: 'temple-offerings bin/i18n.mjs',
			domain: 'messages',
			locale_data: { messages },
		},
		null,
		'\t'
	) }\n`;
}

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
	const used = sourceStrings( sources );
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

#!/usr/bin/env node
/**
 * Builds what WordPress loads from the zh_TW catalogue, with packages from npm
 * (no WP-CLI needed):
 *   languages/temple-offerings-zh_TW.mo                   PHP strings (and block.json's)
 *   languages/temple-offerings-zh_TW-<md5(build path)>.json   one per script, holding
 *                                                          the strings that script contains
 *
 *   node bin/i18n.mjs           write them (run after `wp-scripts build`)
 *   node bin/i18n.mjs --check   fail if a source string has no zh_TW translation, a
 *                               catalogue entry is no source string, an entry is
 *                               defined twice, or a generated file is out of date
 *
 * The source strings are the literals of `__()`, `_x()`, `_n()` and their esc_
 * forms with the plugin's text domain (src/ and php/), the literals of the PHP
 * formatters' own `$this->t( '…' )` (also the two of `$this->t( $c ? '…' : '…' )`
 * when the condition holds no literal or call), the strings under label/labels/message/
 * messages keys of src/domain/believer-fields.json, and block.json's title,
 * description and keywords.
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
 * Data files whose texts the scripts and PHP translate by value (see
 * tableStrings()).
 */
const TABLES = [ path.join( repo, 'src/domain/believer-fields.json' ) ];

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

/** The keys under which a data file holds English source strings. */
const TEXT_KEYS = new Set( [ 'label', 'labels', 'message', 'messages' ] );

/**
 * The English source strings of a parsed data file: every string below a key
 * of TEXT_KEYS (a string, or strings in arrays and objects under it).
 *
 * @param {unknown} value  Parsed JSON.
 * @param {boolean} isText Whether value sits below a key of TEXT_KEYS.
 * @return {string[]} The strings.
 */
function tableStrings( value, isText = false ) {
	if ( typeof value === 'string' ) {
		return isText ? [ value ] : [];
	}
	if ( Array.isArray( value ) ) {
		return value.flatMap( ( item ) => tableStrings( item, isText ) );
	}
	if ( value && typeof value === 'object' ) {
		return Object.entries( value ).flatMap( ( [ key, item ] ) =>
			tableStrings( item, isText || TEXT_KEYS.has( key ) )
		);
	}
	return [];
}

/**
 * The translatable strings in source files, as `context\u0004msgid` or `msgid`.
 *
 * @param {string[]} sources Files to read.
 */
function sourceStrings( sources ) {
	const found = new Map();
	// A quoted literal whose quote is capture group `group` (its text the next).
	const quoted = ( group ) =>
		`(['"])((?:\\\\.|(?!\\${ group }).)*)\\${ group }`;
	const string = quoted( 1 );
	// A second literal in the same call (groups 3 and 4).
	const second = quoted( 3 );
	const simple = new RegExp(
		`\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${ string }\\s*,\\s*['"]${ DOMAIN }['"]`,
		'g'
	);
	const withContext = new RegExp(
		`\\b(?:_x|esc_html_x|esc_attr_x)\\(\\s*${ string }\\s*,\\s*${ second }\\s*,\\s*['"]${ DOMAIN }['"]`,
		'g'
	);
	const plural = new RegExp(
		`\\b_n\\(\\s*${ string }\\s*,\\s*${ second }\\s*,[^;]*?['"]${ DOMAIN }['"]`,
		'g'
	);
	// The PHP classes that get `__()` as a callable (so they stay testable
	// without WordPress) translate through their own `$this->t( 'English' )`:
	// a literal alone in the call is a msgid, and so is each of two literals a
	// plain condition chooses between (`$this->t( $no ? 'No' : 'Yes' )`).
	const callable = new RegExp( `->t\\(\\s*${ string }\\s*\\)`, 'g' );
	const choice = new RegExp(
		`->t\\(\\s*[^'"();]*\\?\\s*${ string }\\s*:\\s*${ second }\\s*\\)`,
		'g'
	);
	for ( const file of sources ) {
		const text = fs.readFileSync( file, 'utf8' );
		const where = path.relative( repo, file );
		for ( const m of text.matchAll( simple ) ) {
			found.set( unquote( m[ 1 ], m[ 2 ] ), where );
		}
		if ( file.endsWith( '.php' ) ) {
			for ( const m of text.matchAll( callable ) ) {
				found.set( unquote( m[ 1 ], m[ 2 ] ), where );
			}
			for ( const m of text.matchAll( choice ) ) {
				found.set( unquote( m[ 1 ], m[ 2 ] ), where );
				found.set( unquote( m[ 3 ], m[ 4 ] ), where );
			}
		}
		for ( const m of text.matchAll( withContext ) ) {
			found.set(
				`${ unquote( m[ 3 ], m[ 4 ] ) }\u0004${ unquote( m[ 1 ], m[ 2 ] ) }`,
				where
			);
		}
		for ( const m of text.matchAll( plural ) ) {
			found.set( unquote( m[ 1 ], m[ 2 ] ), where );
		}
	}
	// Data files both sides translate from: every string under a key named
	// label, labels, message or messages, at any depth, is an English source.
	for ( const table of TABLES ) {
		const where = path.relative( repo, table );
		for ( const text of tableStrings(
			JSON.parse( fs.readFileSync( table, 'utf8' ) )
		) ) {
			found.set( text, where );
		}
	}
	// block.json's texts are translated by WordPress with fixed contexts.
	const block = JSON.parse(
		fs.readFileSync( path.join( repo, 'block.json' ), 'utf8' )
	);
	found.set( `block title\u0004${ block.title }`, 'block.json' );
	found.set( `block description\u0004${ block.description }`, 'block.json' );
	for ( const keyword of block.keywords ?? [] ) {
		found.set( `block keyword\u0004${ keyword }`, 'block.json' );
	}
	return found;
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
	for ( const [ key, where ] of used ) {
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
	outputs.set(
		path.join( languages, `${ DOMAIN }-${ LOCALE }.mo` ),
		gettextParser.mo.compile( po )
	);

	const build = path.join( repo, 'build' );
	if ( fs.existsSync( path.join( build, 'view.js' ) ) ) {
		// The view script's lazy chunks share its translations (one wp.i18n domain).
		// The editor's and My Account's scripts are entries of their own.
		const own = [ 'index.js', 'my-account.js' ];
		const chunks = files( build, /\.js$/ ).filter(
			( file ) => ! own.includes( path.basename( file ) )
		);
		const scripts = {
			'build/view.js': chunks,
			'build/index.js': [ path.join( build, 'index.js' ) ],
			'build/my-account.js': [ path.join( build, 'my-account.js' ) ],
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

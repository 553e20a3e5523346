/**
 * The plugin's source strings as the standard extractors (wp i18n make-pot,
 * xgettext) read them: the literals of `__()`, `_e()`, `_x()`, `_n()` and
 * their esc_ forms with the plugin's text domain, each with where it is used
 * and its translators' comment, and block.json's title, description and
 * keywords. Used by bin/i18n.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DOMAIN = 'temple-offerings';

/**
 * Every file below dir whose name matches.
 *
 * @param {string} dir     Folder to walk.
 * @param {RegExp} pattern File name test.
 */
export function files( dir, pattern ) {
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
 * @param {string}   repo    The repository: references are relative to it, block.json is in it.
 * @return {Map<string, {context: string, msgid: string, plural: string, references: string[], comments: string[], formats: Set<string>}>}
 *         By `context\u0004msgid` (or `msgid`), in the order first met.
 */
export function sourceStrings( sources, repo ) {
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

/**
 * The zh_TW catalogue (languages/temple-offerings-zh_TW.po): entries defined
 * twice, the entries by key, and the Jed data of one script's strings that
 * WordPress loads for it. Used by bin/i18n.mjs.
 */
import fs from 'node:fs';

export const LOCALE = 'zh_TW';

/**
 * Entries defined twice: the parser keeps the last silently, msgfmt refuses the
 * file. Parallel branches appending to the .po (a union merge) can cause it.
 *
 * @param {string} text The .po file.
 */
export function duplicates( text ) {
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
export function catalogue( po ) {
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
export function scriptJson( po, entries, scriptFiles ) {
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
		// How the bundle writes a string: as a JS literal, as is, inside
		// the single-quoted JSON.parse('…') webpack makes of a JSON import
		// (the field table's strings), where ' and \ are escaped, or as a
		// single-quoted literal, where only ' and \ are (a message holding
		// both " and ', which the minifier quotes with ').
		const forms = [
			literal,
			entry.msgid,
			literal.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ),
			entry.msgid.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ),
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

/**
 * The translation template (languages/temple-offerings.pot) written from the
 * source strings, in the layout `wp i18n make-pot` and xgettext write. Used by
 * bin/i18n.mjs.
 */
import { DOMAIN } from './source-strings.mjs';

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
export function template( used, version ) {
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

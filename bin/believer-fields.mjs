#!/usr/bin/env node
/**
 * Writes two files from src/domain/believer-fields.json:
 *   src/domain/believer-fields.d.json.ts  its exact type: every key, kind and
 *       field as a literal, so TypeScript knows the table as precisely as
 *       `as const` would while the browser bundles, and PHP reads, the JSON
 *   php/Domain/field-strings.php  its English strings (labels, messages) as
 *       literal `__()` calls, so the standard extractors (wp i18n make-pot,
 *       Poedit, Loco Translate, xgettext) find the strings the code
 *       translates from data
 *
 *   node bin/believer-fields.mjs           write them
 *   node bin/believer-fields.mjs --check   fail when either is not what this script writes
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableStrings } from './lib/table-strings.mjs';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const source = path.join( repo, 'src/domain/believer-fields.json' );

/**
 * The literal type of a JSON value, one member a line.
 *
 * @param {unknown} value  Parsed JSON.
 * @param {string}  indent The indentation of the value's line.
 * @return {string} TypeScript type.
 */
function literalType( value, indent = '' ) {
	const inner = `${ indent }\t`;
	if ( Array.isArray( value ) ) {
		const items = value.map(
			( item ) => `${ inner }${ literalType( item, inner ) },\n`
		);
		return `readonly [\n${ items.join( '' ) }${ indent }]`;
	}
	if ( value !== null && typeof value === 'object' ) {
		const members = Object.entries( value ).map(
			( [ key, item ] ) =>
				`${ inner }readonly ${ JSON.stringify( key ) }: ${ literalType(
					item,
					inner
				) };\n`
		);
		return `{\n${ members.join( '' ) }${ indent }}`;
	}
	return JSON.stringify( value );
}

const table = JSON.parse( fs.readFileSync( source, 'utf8' ) );
const type = `/**
 * The type of believer-fields.json, written by bin/believer-fields.mjs from
 * the JSON (do not edit; \`npm test\` checks it is current).
 */
declare const table: ${ literalType( table ) };
export default table;
`;

/**
 * A PHP single-quoted literal.
 *
 * @param {string} text Any text.
 * @return {string} The literal.
 */
const phpString = ( text ) => `'${ text.replace( /[\\']/g, '\\$&' ) }'`;

const calls = tableStrings( table ).map( ( text ) =>
	text.includes( '%' )
		? `\t/* translators: %d: a number (the table fills in a limit). */\n\t__( ${ phpString(
				text
			) }, 'temple-offerings' ),\n`
		: `\t__( ${ phpString( text ) }, 'temple-offerings' ),\n`
);
const strings = `<?php
/**
 * The English strings of src/domain/believer-fields.json (labels and
 * messages) as literal calls, written by bin/believer-fields.mjs from the JSON
 * (do not edit; \`npm test\` checks it is current). The code translates these
 * strings from the table at run time (BelieverFields::translate(), and
 * translateTable() in the scripts); this file is how the standard extractors
 * (wp i18n make-pot, Poedit, Loco Translate) find them. Nothing loads it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

return array(
${ calls.join( '' ) });
`;

const outputs = new Map( [
	[ path.join( repo, 'src/domain/believer-fields.d.json.ts' ), type ],
	[ path.join( repo, 'php/Domain/field-strings.php' ), strings ],
] );

if ( process.argv.includes( '--check' ) ) {
	const stale = [ ...outputs ].filter(
		( [ file, text ] ) =>
			! fs.existsSync( file ) || fs.readFileSync( file, 'utf8' ) !== text
	);
	if ( stale.length ) {
		for ( const [ file ] of stale ) {
			console.error(
				`${ path.relative(
					repo,
					file
				) } is not what believer-fields.json makes: run \`npm run believer-fields\`.`
			);
		}
		process.exit( 1 );
	}
	console.log(
		`believer fields: ${ table.fields.length } fields, type and strings current`
	);
} else {
	for ( const [ file, text ] of outputs ) {
		fs.writeFileSync( file, text );
		console.log( `wrote ${ path.relative( repo, file ) }` );
	}
}

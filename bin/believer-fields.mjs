#!/usr/bin/env node
/**
 * Writes src/domain/believer-fields.d.json.ts, the exact type of
 * src/domain/believer-fields.json: every key, kind and field as a literal,
 * so TypeScript knows the table as precisely as `as const` would while the
 * browser bundles, and PHP reads, the JSON itself.
 *
 *   node bin/believer-fields.mjs           write the type
 *   node bin/believer-fields.mjs --check   fail when the type is not what this script writes
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const source = path.join( repo, 'src/domain/believer-fields.json' );
const target = path.join( repo, 'src/domain/believer-fields.d.json.ts' );

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
const text = `/**
 * The type of believer-fields.json, written by bin/believer-fields.mjs from
 * the JSON (do not edit; \`npm test\` checks it is current).
 */
declare const table: ${ literalType( table ) };
export default table;
`;
const formatted = text;

if ( process.argv.includes( '--check' ) ) {
	const current = fs.existsSync( target )
		? fs.readFileSync( target, 'utf8' )
		: '';
	if ( current !== formatted ) {
		console.error(
			'src/domain/believer-fields.d.json.ts is not the type of believer-fields.json: run `npm run believer-fields`.'
		);
		process.exit( 1 );
	}
	console.log(
		`believer fields: ${ table.fields.length } fields, type current`
	);
} else {
	fs.writeFileSync( target, formatted );
	console.log( `wrote ${ path.relative( repo, target ) }` );
}

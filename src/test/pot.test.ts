/**
 * The .pot is what the standard tools see: GNU xgettext, given WordPress's
 * translation functions as keywords (as `wp i18n make-pot` knows them), finds
 * in the PHP exactly the strings languages/temple-offerings.pot holds for PHP.
 * A string translated another way (a closure, a value from data with no
 * literal call in php/Domain/field-strings.php) would be missing from one side.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve( __dirname, '../..' );

const KEYWORDS = [
	'__:1',
	'_e:1',
	'esc_html__:1',
	'esc_html_e:1',
	'esc_attr__:1',
	'esc_attr_e:1',
	'_x:1,2c',
	'esc_html_x:1,2c',
	'esc_attr_x:1,2c',
	'_n:1,2',
];

/**
 * Every PHP file the plugin ships.
 *
 * @param dir Folder relative to the repository.
 * @return Paths relative to the repository.
 */
function phpFiles( dir: string ): string[] {
	return fs
		.readdirSync( path.join( REPO, dir ), { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const relative = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'tests' ? [] : phpFiles( relative );
			}
			return entry.name.endsWith( '.php' ) ? [ relative ] : [];
		} );
}

/**
 * The `context\u0004msgid` keys of a PO text's entries, the header left out.
 *
 * @param text    A .po or .pot file.
 * @param include Keeps an entry by its comment lines.
 * @return Keys.
 */
function keysOf(
	text: string,
	include: ( comments: string ) => boolean = () => true
): Set< string > {
	const keys = new Set< string >();
	for ( const block of text.split( /\n\s*\n/ ) ) {
		const read = ( field: string ) => {
			const match = block.match(
				new RegExp( `^${ field } ((?:".*"\\n?)+)`, 'm' )
			);
			return match
				? match[ 1 ]
						.trim()
						.split( '\n' )
						.map( ( line ) => JSON.parse( line ) as string )
						.join( '' )
				: '';
		};
		const msgid = read( 'msgid' );
		const comments = block
			.split( '\n' )
			.filter( ( line ) => line.startsWith( '#' ) )
			.join( '\n' );
		if ( msgid && include( comments ) ) {
			keys.add( `${ read( 'msgctxt' ) }\u0004${ msgid }` );
		}
	}
	return keys;
}

test( 'xgettext finds in the PHP exactly the strings the .pot holds for PHP', () => {
	const files = [
		...phpFiles( 'php' ),
		...phpFiles( 'templates' ),
		...phpFiles( 'src' ),
		'temple-offerings.php',
	];
	const out = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'pot-' ) ),
		'php.pot'
	);
	execFileSync(
		'xgettext',
		[
			'--language=PHP',
			'--from-code=UTF-8',
			'--keyword=',
			...KEYWORDS.map( ( keyword ) => `--keyword=${ keyword }` ),
			'--force-po',
			'-o',
			out,
			...files,
		],
		{ cwd: REPO }
	);
	const found = keysOf( fs.readFileSync( out, 'utf8' ) );
	const pot = keysOf(
		fs.readFileSync(
			path.join( REPO, 'languages/temple-offerings.pot' ),
			'utf8'
		),
		( comments ) => /^#: .*\.php:\d+$/m.test( comments )
	);
	expect( found.size ).toBeGreaterThan( 300 );
	expect( [ ...found ].filter( ( key ) => ! pot.has( key ) ) ).toEqual( [] );
	expect( [ ...pot ].filter( ( key ) => ! found.has( key ) ) ).toEqual( [] );
} );

/**
 * Loads the plugin's zh_TW catalogue into @wordpress/i18n for tests that
 * check visible text, contexts included (`context\u0004msgid`, as Jed keys
 * them). gettext-parser is an ES module Jest's CommonJS runtime cannot
 * require, so a child Node process parses the .po and hands back JSON.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'child_process';
import { join } from 'path';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

const ROOT = join( __dirname, '../../../..' );

/**
 * The catalogue as Jed locale data messages.
 */
function zhTwMessages(): Record< string, string[] > {
	const script = `
		import fs from 'node:fs';
		import gettextParser from 'gettext-parser';
		const catalogue = gettextParser.po.parse( fs.readFileSync( process.argv[ 1 ] ) );
		const messages = {};
		for ( const [ context, entries ] of Object.entries( catalogue.translations ) ) {
			for ( const [ id, entry ] of Object.entries( entries ) ) {
				if ( id ) messages[ context ? context + '\\u0004' + id : id ] = entry.msgstr;
			}
		}
		process.stdout.write( JSON.stringify( messages ) );
	`;
	const output = execFileSync(
		process.execPath,
		[
			'--input-type=module',
			'-e',
			script,
			join( ROOT, 'languages/temple-offerings-zh_TW.po' ),
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	return JSON.parse( output ) as Record< string, string[] >;
}

/**
 * Switches the `temple-offerings` domain to zh_TW for the current test file.
 */
export function loadZhTw(): void {
	beforeAll( () => {
		setLocaleData(
			{
				'': { plural_forms: 'nplurals=1; plural=0;' },
				...zhTwMessages(),
			},
			'temple-offerings'
		);
	} );
	afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
}

/**
 * The one loader of the plugin's zh_TW catalogue into @wordpress/i18n for tests
 * that check visible text, contexts included (`context\u0004msgid`, as Jed keys
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

const ROOT = join( __dirname, '../..' );

let messages: Record< string, string[] > | undefined;

/**
 * The catalogue as Jed locale data messages, parsed once per test file.
 */
function zhTwMessages(): Record< string, string[] > {
	if ( messages ) {
		return messages;
	}
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
	messages = JSON.parse( output ) as Record< string, string[] >;
	return messages;
}

/**
 * Switches the `temple-offerings` domain to zh_TW now.
 */
export function setZhTw(): void {
	setLocaleData(
		{ '': { plural_forms: 'nplurals=1; plural=0;' }, ...zhTwMessages() },
		'temple-offerings'
	);
}

/**
 * Switches the `temple-offerings` domain to zh_TW for the current test file.
 */
export function loadZhTw(): void {
	beforeAll( setZhTw );
	afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
}

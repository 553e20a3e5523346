/**
 * The storage prefix PHP's log-out and order clean-ups remove by
 * (php/Privacy/ForgetBrowserData.php), read from its source so a change on
 * one side fails the test of the other.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(
	path.join( __dirname, '../../../../php/Privacy/ForgetBrowserData.php' ),
	'utf8'
);

export const ForgetBrowserDataPrefix =
	/STORAGE_PREFIX = '([^']*)'/.exec( source )?.[ 1 ] ?? '';

/**
 * bin/check-php-standard.mjs lets through only annotations that are true:
 * each names a sniff the ruleset runs, says why, and silences a message that
 * sniff really reports there. Run on a small tree of its own (a ruleset with
 * the project's escaping sniff and one file), as `npm test` runs it on the
 * repository.
 *
 * Needs Debian's php-codesniffer, as `npm test` ensures.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.join( __dirname, '../..' );

let tmp: string;

beforeEach( () => {
	tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'temple-php-standard-' ) );
	fs.writeFileSync(
		path.join( tmp, 'phpcs.xml.dist' ),
		`<?xml version="1.0"?>
<ruleset name="Test">
	<file>page.php</file>
	<rule ref="${ path.join( repo, 'bin/phpcs/TempleOfferings' ) }"/>
	<rule ref="Generic.PHP.ForbiddenFunctions"/>
</ruleset>
`
	);
} );

afterEach( () => {
	fs.rmSync( tmp, { recursive: true, force: true } );
} );

function check( lines: string[] ): { status: number | null; output: string } {
	fs.writeFileSync(
		path.join( tmp, 'page.php' ),
		[ '<?php', ...lines, '' ].join( '\n' )
	);
	const run = spawnSync(
		process.execPath,
		[ path.join( repo, 'bin/check-php-standard.mjs' ), tmp ],
		{ encoding: 'utf8' }
	);
	return { status: run.status, output: run.stdout + run.stderr };
}

const ESCAPE = 'TempleOfferings.Security.EscapeOutput.OutputNotEscaped';

test( 'an annotation that names the reported sniff, with its reason, passes', () => {
	const run = check( [
		`echo $html; // phpcs:ignore ${ ESCAPE } -- built from escaped parts.`,
		`// phpcs:ignore ${ ESCAPE } -- the next line's.`,
		'echo $more;',
	] );
	expect( run.output ).toContain( '2 annotations,' );
	expect( run.status ).toBe( 0 );
} );

test( 'unescaped output without an annotation fails', () => {
	const run = check( [ 'echo $html;' ] );
	expect( run.output ).toContain( 'OutputNotEscaped' );
	expect( run.status ).toBe( 1 );
} );

test.each( [
	[
		'an annotation naming a sniff the ruleset does not run fails',
		'echo esc_html( $a ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- old name.',
		'WordPress.Security.EscapeOutput.OutputNotEscaped is not a sniff',
	],
	[
		'an annotation where its sniff reports nothing fails',
		`echo esc_html( $a ); // phpcs:ignore ${ ESCAPE } -- escaped already.`,
		`${ ESCAPE } reports nothing on line 2`,
	],
	[
		'an annotation naming a message code the sniff does not have fails',
		'echo $a; // phpcs:ignore TempleOfferings.Security.EscapeOutput.Typo -- a typo.',
		'TempleOfferings.Security.EscapeOutput.Typo reports nothing on line 2',
	],
	[
		'an annotation without a reason fails',
		`echo $a; // phpcs:ignore ${ ESCAPE }`,
		'give the reason after " -- "',
	],
	[
		'an annotation naming no sniff fails',
		'echo $a; // phpcs:ignore -- everything.',
		'must name the sniffs',
	],
	[
		'ignoring a whole file fails',
		'// phpcs:ignoreFile',
		'ignorefile is not used here',
	],
] )( '%s', ( _, line, problem ) => {
	const run = check( [ line ] );
	expect( run.output ).toContain( problem );
	expect( run.status ).toBe( 1 );
} );

test( 'a disable without its enable fails, one with it passes', () => {
	const open = check( [
		`// phpcs:disable ${ ESCAPE } -- a block of fixed markup.`,
		'echo $a;',
	] );
	expect( open.output ).toContain( 'without a phpcs:enable' );
	expect( open.status ).toBe( 1 );

	const closed = check( [
		`// phpcs:disable ${ ESCAPE } -- a block of fixed markup.`,
		'echo $a;',
		'echo $b;',
		`// phpcs:enable ${ ESCAPE }`,
	] );
	expect( closed.output ).toContain( '1 annotation,' );
	expect( closed.status ).toBe( 0 );
} );

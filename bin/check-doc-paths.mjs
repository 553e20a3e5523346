#!/usr/bin/env node
/**
 * Keeps the documentation's pointers true: lists every repository path named
 * in backticks, and every relative link (with its #anchor), in README.md,
 * readme.txt and docs/*.md that leads nowhere. Exits 1 when one does.
 *
 * A backticked token counts as a path when its first segment is a tracked
 * top-level entry of the repository (`php/Order/OrderLine.php`, `src/`,
 * `e2e/*.nodes.spec.ts`, where `*` matches a tracked file), or
 * when it is a bare file name with a source extension (`RitualRows.php`),
 * which must then be the name of some tracked file. Everything else in
 * backticks (routes, meta keys, `yourtheme/…`, `build/`, which is generated)
 * is not a path and is left alone. A PHP class named with its folder,
 * `Order\LineBelievers`, must be php/Order/LineBelievers.php.
 *
 *   node bin/check-doc-paths.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

const tracked = execFileSync( 'git', [ 'ls-files' ], {
	cwd: repo,
	encoding: 'utf8',
} )
	.split( '\n' )
	.filter( Boolean );
const topLevel = new Set( tracked.map( ( file ) => file.split( '/' )[ 0 ] ) );
const baseNames = new Set( tracked.map( ( file ) => path.basename( file ) ) );
// Bare `.js` names are the build's chunks (build/ is generated), so not checked.
const SOURCE_FILE = /^[\w.-]+\.(php|ts|tsx|mjs|json|scss|css|sh|md|po)$/;
/** Files the docs name that live outside the repository: WordPress's own, the running shop's record. */
const NOT_IN_REPO = new Set( [ 'wp-config.php', '.shop-running.json' ] );

const docs = [
	'README.md',
	'readme.txt',
	...fs
		.readdirSync( path.join( repo, 'docs' ) )
		.filter( ( name ) => name.endsWith( '.md' ) )
		.map( ( name ) => `docs/${ name }` ),
].filter( ( file ) => fs.existsSync( path.join( repo, file ) ) );

/**
 * GitHub's anchor for a heading (github-slugger's rule).
 *
 * @param {string} heading Heading text.
 * @return {string} Anchor.
 */
function slug( heading ) {
	return heading
		.replace( /`/g, '' )
		.toLowerCase()
		.replace( /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '' )
		.replace( / /g, '-' );
}

/**
 * Whether a repository path exists; a `*` in it matches any tracked file.
 *
 * @param {string} token Path as the documentation writes it.
 * @return {boolean} Whether it leads somewhere.
 */
function exists( token ) {
	if ( ! token.includes( '*' ) ) {
		return fs.existsSync( path.join( repo, token ) );
	}
	const pattern = new RegExp(
		'^' +
			token
				.split( '*' )
				.map( ( part ) => part.replace( /[.+?^${}()|[\]\\]/g, '\\$&' ) )
				.join( '[^/]*' ) +
			'$'
	);
	return tracked.some( ( file ) => pattern.test( file ) );
}

/** @type {Map<string, Set<string>>} Anchors of each document. */
const anchors = new Map();
for ( const file of docs ) {
	const seen = new Map();
	const set = new Set();
	for ( const line of fs
		.readFileSync( path.join( repo, file ), 'utf8' )
		.split( '\n' ) ) {
		const heading = /^#{1,6}\s+(.*)$/.exec( line );
		if ( heading ) {
			const base = slug( heading[ 1 ].trim() );
			const count = seen.get( base ) ?? 0;
			seen.set( base, count + 1 );
			set.add( count ? `${ base }-${ count }` : base );
		}
	}
	anchors.set( file, set );
}

const problems = [];
for ( const file of docs ) {
	const text = fs.readFileSync( path.join( repo, file ), 'utf8' );
	const where = ( index ) =>
		`${ file }:${ text.slice( 0, index ).split( '\n' ).length }`;

	for ( const match of text.matchAll( /`([^`\s]+)`/g ) ) {
		const token = match[ 1 ].replace( /[.,:;]$/, '' );
		const first = token.split( '/' )[ 0 ];
		const phpClass = /^([A-Z]\w*)\\([A-Z]\w*)(::|\(|$)/.exec( token );
		if ( phpClass ) {
			// A class named by its namespace, `Order\LineBelievers`: php/Order/LineBelievers.php.
			const classFile = `php/${ phpClass[ 1 ] }/${ phpClass[ 2 ] }.php`;
			if ( ! fs.existsSync( path.join( repo, classFile ) ) ) {
				problems.push(
					`${ where( match.index ) }: \`${ token }\` (no ${ classFile })`
				);
			}
		} else if ( token.includes( '/' ) && topLevel.has( first ) ) {
			if ( ! exists( token ) ) {
				problems.push( `${ where( match.index ) }: \`${ token }\`` );
			}
		} else if (
			SOURCE_FILE.test( token ) &&
			! baseNames.has( token ) &&
			! NOT_IN_REPO.has( token )
		) {
			problems.push(
				`${ where( match.index ) }: \`${ token }\` (no such file)`
			);
		}
	}

	for ( const match of text.matchAll( /\]\(([^)\s]+)\)/g ) ) {
		const target = match[ 1 ];
		if ( /^[a-z]+:/.test( target ) ) {
			continue;
		}
		const [ linked, anchor ] = target.split( '#' );
		const resolved = linked
			? path.posix.normalize(
					path.posix.join( path.posix.dirname( file ), linked )
				)
			: file;
		if ( ! fs.existsSync( path.join( repo, resolved ) ) ) {
			problems.push( `${ where( match.index ) }: link ${ target }` );
			continue;
		}
		if ( anchor !== undefined ) {
			const known = anchors.get( resolved );
			if ( ! known || ! known.has( decodeURIComponent( anchor ) ) ) {
				problems.push(
					`${ where( match.index ) }: link ${ target } (no such heading)`
				);
			}
		}
	}
}

for ( const problem of problems ) {
	console.log( problem );
}
console.log(
	`check-doc-paths: ${ docs.length } documents, ${ problems.length } pointer${
		problems.length === 1 ? '' : 's'
	} leading nowhere`
);
process.exit( problems.length ? 1 : 0 );

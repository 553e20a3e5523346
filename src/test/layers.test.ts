/**
 * The script's layers depend one way: api → store → hooks → components, over
 * a pure domain. A store that calls a component (a toast, the copied
 * believer) or a domain rule that reads the page's types cannot be tested,
 * reused or reasoned about on its own, so this test reads every import under
 * src/ and names each one that points the wrong way.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve( __dirname, '..' );

/**
 * Every production source file below a folder (tests left out: they may
 * reach anything they exercise).
 *
 * @param dir Folder.
 * @return Absolute paths.
 */
function sources( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'test' ? [] : sources( full );
			}
			return /\.tsx?$/.test( entry.name ) ? [ full ] : [];
		} );
}

/**
 * The relative modules a file imports: static imports and exports, type
 * imports included, and dynamic `import( '…' )`.
 *
 * @param file Absolute path.
 * @return Paths relative to src/, e.g. `components/toaster/notify`.
 */
function importsOf( file: string ): string[] {
	const text = fs.readFileSync( file, 'utf8' );
	const found = [
		...text.matchAll(
			/\b(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']*)'/g
		),
	].map( ( match ) => match[ 1 ] );
	return found.map( ( specifier ) =>
		path.relative( SRC, path.resolve( path.dirname( file ), specifier ) )
	);
}

/**
 * The top folder of a path relative to src/ ('' for a file at the top).
 * @param relative
 */
const layerOf = ( relative: string ) =>
	relative.includes( path.sep ) ? relative.split( path.sep )[ 0 ] : '';

/** What each layer may not import. */
const FORBIDDEN: Record< string, ( target: string ) => boolean > = {
	api: ( target ) => [ 'components', 'hooks', 'store' ].includes( target ),
	store: ( target ) => [ 'components', 'hooks' ].includes( target ),
	// The page's features (renew/, my-account/, staff/) sit with the components.
	hooks: ( target ) =>
		[ 'components', 'renew', 'my-account', 'staff' ].includes( target ),
	domain: ( target ) => target !== 'domain',
};

/**
 * Every import of src/ that points the wrong way, as `from → to`.
 *
 * @return Offending imports.
 */
function wrongWay(): string[] {
	return sources( SRC ).flatMap( ( file ) => {
		const from = path.relative( SRC, file );
		const rule = FORBIDDEN[ layerOf( from ) ];
		return rule
			? importsOf( file )
					.filter( ( target ) => rule( layerOf( target ) ) )
					.map( ( target ) => `${ from } → ${ target }` )
			: [];
	} );
}

test( 'the reader finds static, type and dynamic imports', () => {
	const imports = importsOf( path.join( SRC, 'store/thunks.ts' ) );
	expect( imports ).toContain( 'api/cart' );
	expect( imports ).toContain( 'store/save-believers' );
} );

test( 'api, store, hooks and domain import nothing above them; domain only domain', () => {
	expect( wrongWay() ).toEqual( [] );
} );

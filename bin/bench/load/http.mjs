/**
 * How the load benchmark talks to the nodes as a browser would: one cookie
 * jar per worshipper, the page's multipart form body, a request bounded in
 * time, and an answer read as JSON when it is JSON.
 */
import { request as nodeRequest } from '../lib/shop-nodes.mjs';

const REQUEST_TIMEOUT_MS = 60_000;

/** Cookies of one worshipper's browser: host-only, so shared by both ports of 127.0.0.1. */
export class CookieJar {
	constructor() {
		this.cookies = new Map();
	}

	/** @param {string[]|undefined} headers Set-Cookie headers. */
	store( headers ) {
		for ( const header of headers ?? [] ) {
			const [ pair, ...attributes ] = header.split( ';' );
			const eq = pair.indexOf( '=' );
			const name = pair.slice( 0, eq ).trim();
			const value = pair.slice( eq + 1 ).trim();
			const expired = attributes.some( ( attribute ) => {
				const [ key, val = '' ] = attribute.trim().split( '=' );
				return (
					( key.toLowerCase() === 'max-age' && Number( val ) <= 0 ) ||
					( key.toLowerCase() === 'expires' &&
						Date.parse( val ) < Date.now() )
				);
			} );
			if ( expired || value === '' || value === 'deleted' ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
	}

	header() {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}
}

/**
 * One HTTP request to a node, within this benchmark's time limit.
 *
 * @param {number} node    Index into NODES.
 * @param {string} method  Method.
 * @param {string} target  Path and query.
 * @param {Object} options Headers, body (Buffer or string), jar (a CookieJar).
 */
export const request = ( node, method, target, options = {} ) =>
	nodeRequest( node, method, target, {
		...options,
		timeout: REQUEST_TIMEOUT_MS,
	} );

export function parse( text ) {
	try {
		return JSON.parse( text );
	} catch {
		return null;
	}
}

/**
 * A form body as the browser encodes FormData (multipart), and its type.
 *
 * @param {Object<string,string>} fields Fields.
 */
export async function multipart( fields ) {
	const form = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		form.append( key, value );
	}
	const encoded = new Request( 'http://127.0.0.1/', {
		method: 'POST',
		body: form,
	} );
	return {
		body: Buffer.from( await encoded.arrayBuffer() ),
		type: encoded.headers.get( 'content-type' ),
	};
}

/**
 * The one place that calls apiFetch, for REST and for WooCommerce's wc-ajax
 * alike. Every request: marked as the plugin's own (so ./middleware checks
 * the origin and adds the nonce), the ajax header, a timeout, cancellation,
 * and errors turned into ApiError. Answers are read with parse:false so the
 * totals headers of paged lists (x-wp-total, x-wp-totalpages) stay reachable
 * and a wc-ajax answer is read by the same rules; the preloading middleware
 * answers such requests with a Response too.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiError, isAbortError } from './errors';
import { OWN_REQUEST, type OwnRequestOptions } from './middleware';

/** How long a request may take before it fails with TIMEOUT_ERROR. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Where a request goes: a REST path, or a full URL outside REST. */
type Target =
	| {
			/** REST path with its query, e.g. '/wp/v2/product_cat?per_page=100'. */
			path: string;
			url?: never;
	  }
	| {
			/** A full URL (WooCommerce's wc-ajax endpoint). */
			url: string;
			path?: never;
	  };

export type RequestOptions = Target & {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** A JSON body. */
	data?: unknown;
	/** A form body, sent as the browser encodes it. */
	body?: FormData;
	/** apiFetch sends cookies to any origin ('include') unless told otherwise. */
	credentials?: RequestCredentials;
	signal?: AbortSignal;
	timeoutMs?: number;
};

export interface Paged< T > {
	items: T;
	/** x-wp-total, or the item count when the header is absent. */
	total: number;
	/** x-wp-totalpages, or 1 when the header is absent. */
	totalPages: number;
}

/**
 * Runs one HTTP call under a single controller that carries both the caller's
 * cancel and our timeout, so we can tell which one stopped it. Network
 * failures become FETCH_ERROR, our timeout TIMEOUT_ERROR; the caller's own
 * abort is rethrown as it is.
 *
 * @param signal    The caller's signal.
 * @param timeoutMs How long the call may take.
 * @param call      Makes the call with the given signal.
 * @return The answer, error statuses included.
 */
async function timedCall(
	signal: AbortSignal | undefined,
	timeoutMs: number,
	call: ( signal: AbortSignal ) => Promise< Response >
): Promise< Response > {
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout( () => {
		timedOut = true;
		controller.abort();
	}, timeoutMs );
	const cancel = () => controller.abort();
	signal?.addEventListener( 'abort', cancel );
	if ( signal?.aborted ) {
		controller.abort();
	}
	let response: Response;
	try {
		response = await call( controller.signal );
	} catch ( error: unknown ) {
		response = await failedResponse( error, timedOut, signal );
	} finally {
		clearTimeout( timer );
		signal?.removeEventListener( 'abort', cancel );
	}
	return response;
}

/**
 * Reads a JSON answer: PARSING_ERROR when it is not JSON, HTTP_ERROR (with the
 * server's `message` and `code` when it gave them) when the status or the
 * body says the request was refused.
 *
 * @param response           The answer.
 * @param options            Options.
 * @param options.allowEmpty An empty body reads as null (REST DELETE and the like).
 * @param options.refused    Whether a 2xx body is a refusal all the same.
 * @return The parsed body.
 */
export async function readAnswer(
	response: Response,
	options: {
		allowEmpty?: boolean;
		refused?: ( body: unknown ) => boolean;
	} = {}
): Promise< unknown > {
	const text = await response.text();
	let body: unknown = null;
	if ( text !== '' || ! options.allowEmpty ) {
		try {
			body = JSON.parse( text );
		} catch {
			throw new ApiError( 'PARSING_ERROR', 'PARSING_ERROR', {
				status: response.status,
				data: text,
			} );
		}
	}
	if ( ! response.ok || options.refused?.( body ) ) {
		const record = ( body ?? {} ) as { code?: unknown; message?: unknown };
		throw new ApiError(
			'HTTP_ERROR',
			typeof record.message === 'string'
				? record.message
				: `HTTP ${ response.status }`,
			{
				status: response.status,
				data: body,
				code: typeof record.code === 'string' ? record.code : '',
			}
		);
	}
	return body;
}

/**
 * Sends one request through apiFetch and returns its answer unread, error
 * statuses included.
 *
 * @param options Request options.
 * @return The answer.
 */
export function send( options: RequestOptions ): Promise< Response > {
	const { timeoutMs = REQUEST_TIMEOUT_MS, signal, ...init } = options;
	return timedCall( signal, timeoutMs, ( timed ) => {
		const own: OwnRequestOptions = {
			method: 'GET',
			...init,
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
			signal: timed,
			parse: false,
			[ OWN_REQUEST ]: true,
		};
		return apiFetch< Response, false >( own );
	} );
}

/**
 * Sends one REST request and parses its JSON answer.
 *
 * @param options Request options.
 * @return Body and headers.
 */
async function sendJson(
	options: RequestOptions
): Promise< { body: unknown; headers: Headers } > {
	const response = await send( options );
	const body = await readAnswer( response, { allowEmpty: true } );
	return { body, headers: response.headers };
}

/**
 * apiFetch with parse:false throws the Response itself for an HTTP error,
 * and a plain object for a network failure; sorts out which one it was.
 *
 * @param error    What apiFetch threw.
 * @param timedOut Whether our timer aborted the request.
 * @param signal   The caller's signal.
 * @return The error response, to be read like a success.
 */
async function failedResponse(
	error: unknown,
	timedOut: boolean,
	signal: AbortSignal | undefined
): Promise< Response > {
	// Refused before sending (the origin check): nothing to sort out.
	if ( error instanceof ApiError ) {
		throw error;
	}
	if ( typeof Response !== 'undefined' && error instanceof Response ) {
		return error;
	}
	if (
		typeof error === 'object' &&
		error !== null &&
		typeof ( error as Response ).status === 'number' &&
		typeof ( error as Response ).text === 'function'
	) {
		return error as Response;
	}
	if ( timedOut ) {
		throw new ApiError( 'TIMEOUT_ERROR', 'TIMEOUT_ERROR' );
	}
	if ( isAbortError( error ) || signal?.aborted ) {
		throw error;
	}
	throw new ApiError( 'FETCH_ERROR', 'FETCH_ERROR', { data: error } );
}

/**
 * A JSON request.
 *
 * @param options Request options.
 * @return The parsed body.
 */
export async function request< T >( options: RequestOptions ): Promise< T > {
	return ( await sendJson( options ) ).body as T;
}

/**
 * A paged list request, with its totals.
 *
 * @param options Request options.
 * @return Items and totals.
 */
export async function requestPaged< T extends unknown[] >(
	options: RequestOptions
): Promise< Paged< T > > {
	const { body, headers } = await sendJson( options );
	const items = ( Array.isArray( body ) ? body : [] ) as T;
	const total = Number( headers.get( 'x-wp-total' ) ?? NaN );
	const totalPages = Number( headers.get( 'x-wp-totalpages' ) ?? NaN );
	return {
		items,
		total: Number.isFinite( total ) ? total : items.length,
		totalPages: Number.isFinite( totalPages ) ? totalPages : 1,
	};
}

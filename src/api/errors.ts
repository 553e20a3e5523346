/**
 * Every way a request can fail, told apart so that a caller can say what
 * happened (the server's reason, or that the shop could not be reached):
 * refused before sending (INVALID_ORIGIN), no answer (FETCH_ERROR), too slow
 * (TIMEOUT_ERROR), an answer that is not JSON (PARSING_ERROR), or an HTTP
 * status with its body. A refusal for the write rate is told with its wait.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export type ApiErrorKind =
	| 'INVALID_ORIGIN'
	| 'FETCH_ERROR'
	| 'TIMEOUT_ERROR'
	| 'PARSING_ERROR'
	| 'HTTP_ERROR';

/** A failed request. `status` and `data` are set for HTTP errors. */
export class ApiError extends Error {
	readonly kind: ApiErrorKind;
	/** HTTP status, or a string kind as RTK Query names it (FETCH_ERROR…). */
	readonly status: number | ApiErrorKind;
	/** The answer's parsed body (HTTP errors), or the raw text (parsing). */
	readonly data: unknown;
	/** WP_Error / WooCommerce code when the body had one. */
	readonly code: string;

	constructor(
		kind: ApiErrorKind,
		message: string,
		options: { status?: number; data?: unknown; code?: string } = {}
	) {
		super( message );
		this.name = 'ApiError';
		this.kind = kind;
		this.status = options.status ?? kind;
		this.data = options.data;
		this.code = options.code ?? '';
	}
}

/**
 * Whether an error is the caller cancelling (AbortSignal), which is no
 * failure to report.
 *
 * @param error Anything thrown.
 * @return True for an AbortError.
 */
export function isAbortError( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		( error as { name?: unknown } ).name === 'AbortError'
	);
}

/** The server's code for a write refused for the visitor's write rate. */
const RATE_LIMITED = 'temple_offerings_rate_limited';

/**
 * The seconds a refusal for the write rate asks to wait, or null for any
 * other error. The wc-ajax add answers `{ error, message, code, retry_after }`
 * (HTTP 200); REST and the Store API answer 429 with `data.retry_after`.
 *
 * @param error Anything thrown.
 * @return Whole seconds, or null.
 */
function retryAfter( error: unknown ): number | null {
	if ( ! ( error instanceof ApiError ) || error.code !== RATE_LIMITED ) {
		return null;
	}
	const body = ( error.data ?? {} ) as {
		retry_after?: unknown;
		data?: { retry_after?: unknown } | null;
	};
	const wait = body.retry_after ?? body.data?.retry_after;
	return typeof wait === 'number' && Number.isFinite( wait ) && wait > 0
		? Math.ceil( wait )
		: null;
}

/**
 * The refusal for the write rate in the page's language, naming the wait.
 *
 * @param seconds Seconds to wait.
 * @return Message.
 */
function waitMessage( seconds: number ): string {
	return sprintf(
		/* translators: %d: seconds to wait. */
		_n(
			'Too many requests. Please try again in %d second.',
			'Too many requests. Please try again in %d seconds.',
			seconds,
			'temple-offerings'
		),
		seconds
	);
}

/**
 * A message for anything thrown, for a toast or a log.
 *
 * @param error    Anything thrown.
 * @param fallback Text when the error carries none worth showing.
 * @return Message.
 */
export function errorMessage( error: unknown, fallback?: string ): string {
	const wait = retryAfter( error );
	if ( wait !== null ) {
		return waitMessage( wait );
	}
	if ( error instanceof ApiError && error.kind === 'HTTP_ERROR' ) {
		const data = error.data as { message?: unknown } | undefined;
		if ( data && typeof data.message === 'string' && data.message ) {
			return data.message;
		}
	}
	if ( fallback ) {
		return fallback;
	}
	return error instanceof Error && error.message
		? error.message
		: __( 'Something went wrong. Please try again.', 'temple-offerings' );
}

/**
 * A refusal for the write rate is told with its wait, in the page's
 * language, from the wc-ajax answer (200 with `retry_after`) and from REST
 * or the Store API (429 with `data.retry_after`) alike.
 */

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, errorMessage } from '../errors';
import { readAnswer } from '../client';
import { setZhTw } from '../../test/zh-tw';
import {
	FakeResponse,
	installResponse,
} from '../../components/offering-page/test/fixtures';

beforeAll( installResponse );
afterEach( () => resetLocaleData( undefined, 'temple-offerings' ) );

/**
 * The error the client makes of an answer.
 *
 * @param body   JSON body.
 * @param status HTTP status.
 */
async function refusal( body: unknown, status: number ): Promise< unknown > {
	try {
		await readAnswer(
			new FakeResponse( JSON.stringify( body ), {
				status,
			} ) as unknown as Response,
			{ refused: () => true }
		);
	} catch ( error: unknown ) {
		return error;
	}
	throw new Error( 'not refused' );
}

const SERVER_TEXT = 'Too many requests (the server’s words).';

/** The server's code of a write refused for the visitor's write rate (php/Security/WriteRateLimit.php). */
const RATE_LIMITED = 'temple_offerings_rate_limited';

/**
 * A refusal for the write rate asking to wait, as the client makes it of a 429.
 *
 * @param seconds The wait the server asks.
 */
const rateRefusal = ( seconds: number ) =>
	new ApiError( 'HTTP_ERROR', 'x', {
		code: RATE_LIMITED,
		data: { retry_after: seconds },
	} );

describe( 'the wait of a rate refusal', () => {
	test.each( [
		[ 1, 'Too many requests. Please try again in 1 second.' ],
		[ 2, 'Too many requests. Please try again in 2 seconds.' ],
		[ 60, 'Too many requests. Please try again in 60 seconds.' ],
	] )( 'English, %i s: %s', ( seconds, text ) => {
		expect( errorMessage( rateRefusal( seconds ) ) ).toBe( text );
	} );

	test.each( [ 1, 42 ] )( 'zh_TW, %i s', ( seconds ) => {
		setZhTw();
		expect( errorMessage( rateRefusal( seconds ) ) ).toBe(
			`操作太頻繁，請於 ${ seconds } 秒後再試`
		);
	} );

	test( 'the wc-ajax answer (200, retry_after beside the code)', async () => {
		setZhTw();
		const error = await refusal(
			{
				error: true,
				code: RATE_LIMITED,
				message: SERVER_TEXT,
				retry_after: 17,
			},
			200
		);
		expect( errorMessage( error ) ).toBe( '操作太頻繁，請於 17 秒後再試' );
	} );

	test( 'the REST and Store API answer (429, retry_after in data)', async () => {
		const error = await refusal(
			{
				code: RATE_LIMITED,
				message: SERVER_TEXT,
				data: { status: 429, retry_after: 5 },
			},
			429
		);
		expect( error ).toMatchObject( { kind: 'HTTP_ERROR', status: 429 } );
		expect( errorMessage( error, 'fallback' ) ).toBe(
			'Too many requests. Please try again in 5 seconds.'
		);
	} );

	test.each( [
		[ 'another code', { code: 'x', retry_after: 5 } ],
		[ 'no wait', { code: RATE_LIMITED } ],
		[
			'a wait that is no number',
			{ code: RATE_LIMITED, retry_after: '5' },
		],
		[ 'a wait of zero', { code: RATE_LIMITED, retry_after: 0 } ],
	] )( '%s: the server’s own words', async ( _what, body ) => {
		const error = await refusal( { ...body, message: SERVER_TEXT }, 429 );
		expect( errorMessage( error ) ).toBe( SERVER_TEXT );
	} );

	test( 'a part second waits the whole second', () => {
		expect( errorMessage( rateRefusal( 1.2 ) ) ).toBe(
			'Too many requests. Please try again in 2 seconds.'
		);
	} );
} );

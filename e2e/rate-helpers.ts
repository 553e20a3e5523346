/**
 * Shared by the limits-*.spec.ts and fair-limits-*.spec.ts files: accounts
 * made per run, the guest's REST nonce, refusals read as the contract writes
 * them, and the write-rate counters (php/Security/RateCounter.php) looked at
 * and cleared in the shop's database.
 */
/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp, type AjaxAnswer } from './cart-helpers';
import { settingsIn } from './page-helpers';

const BASE = process.env.E2E_BASE_URL ?? '';

/** The site is in zh_TW: the rate refusal, with its wait, as worshippers read it. */
export const RATE_MESSAGE = /^操作太頻繁，請於 \d+ 秒後再試$/;

export const RATE_CODE = 'temple_offerings_rate_limited';

/**
 * A new customer account, unique to this run (so counters and saved lists of
 * the shared accounts are never touched); password "password".
 *
 * @param name Part of the login.
 * @return The user id and login.
 */
export function newCustomer( name: string ): { id: number; login: string } {
	const login = `limits-${ name }-${ Date.now() }`;
	const id = Number(
		shopPhp( `
			$id = wp_insert_user( array(
				'user_login' => ${ JSON.stringify( login ) },
				'user_pass'  => 'password',
				'user_email' => ${ JSON.stringify( `${ login }@example.test` ) },
				'role'       => 'customer',
			) );
			echo is_wp_error( $id ) ? 0 : $id;
		` ).trim()
	);
	expect( id ).toBeGreaterThan( 0 );
	return { id, login };
}

/**
 * The REST nonce the block page prints for every guest.
 *
 * @param api A guest's context.
 */
export async function guestNonce( api: APIRequestContext ): Promise< string > {
	const html = await ( await api.get( '/offerings/' ) ).text();
	const nonce = String(
		JSON.parse( settingsIn( html ) || '{}' ).restNonce ?? ''
	);
	expect( nonce ).not.toBe( '' );
	return nonce;
}

/**
 * A REST refusal: its status, code and a message.
 *
 * @param response The answer.
 * @param status   Expected HTTP status.
 * @param code     Expected error code.
 * @return The error body.
 */
export async function expectError(
	response: APIResponse,
	status: number,
	code: string
): Promise< { message: string; data: Record< string, unknown > } > {
	expect( response.status(), await response.text() ).toBe( status );
	const body = ( await response.json() ) as {
		code: string;
		message: string;
		data: Record< string, unknown >;
	};
	expect( body.code ).toBe( code );
	expect( body.message.length ).toBeGreaterThan( 0 );
	return body;
}

/**
 * A REST or Store API refusal for the rate: 429, the stable code, the wait
 * in seconds in `data.retry_after` and in the `Retry-After` header, and the
 * translated message naming it.
 *
 * @param response The answer.
 */
export async function expectRateLimited(
	response: APIResponse
): Promise< void > {
	const body = await expectError( response, 429, RATE_CODE );
	const wait = body.data.retry_after as number;
	expect( Number.isInteger( wait ) ).toBe( true );
	expect( wait ).toBeGreaterThan( 0 );
	expect( wait ).toBeLessThanOrEqual( 60 );
	expect( response.headers()[ 'retry-after' ] ).toBe( String( wait ) );
	expect( body.message ).toMatch( RATE_MESSAGE );
	expect( body.message ).toContain( ` ${ wait } ` );
}

/**
 * Rate counters are per minute of the clock the shop shares with this
 * machine; a check that counts exactly waits until the minute has time left.
 *
 * @param needed Seconds the check needs inside one window.
 */
export async function freshWindow( needed: number ): Promise< void > {
	const into = ( Date.now() / 1000 ) % 60;
	if ( into > 60 - needed ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( 60 - into + 0.5 ) * 1000 )
		);
	}
}

/** Deletes every rate counter, so later tests start with whole budgets. */
export function clearRateCounters(): void {
	shopPhp( `
		global $wpdb;
		$wpdb->query( $wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s",
			$wpdb->esc_like( TempleOfferings\\Security\\RateCounter::OPTION_PREFIX ) . '%'
		) );
	` );
}

/**
 * The names of every rate counter row in the database.
 */
export function rateRows(): string[] {
	return JSON.parse(
		shopPhp( `
			global $wpdb;
			echo wp_json_encode( $wpdb->get_col( $wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s",
				$wpdb->esc_like( TempleOfferings\\Security\\RateCounter::OPTION_PREFIX ) . '%'
			) ) );
		` )
	) as string[];
}

/**
 * Writes counted on budgets of visitors, e.g. `refused:address:127.0.0.1`,
 * over every window still in the database: the rows the shop names for each,
 * whatever their window (on a loaded machine a test may run over a minute's
 * end). Clear the counters first to count from zero.
 *
 * @param names Budget, kind and id of each.
 * @return The count of each, in order.
 */
export function countedEach( names: string[] ): number[] {
	const counter = 'TempleOfferings\\Security\\RateCounter';
	return JSON.parse(
		shopPhp( `
			global $wpdb;
			$prefix = ${ counter }::OPTION_PREFIX;
			$counts = array();
			foreach ( json_decode( ${ JSON.stringify( JSON.stringify( names ) ) } ) as $name ) {
				// Every window's row of the name: what follows "<prefix><window number>".
				$tail     = substr( ${ counter }::option_name( 0, $name, wp_salt( 'nonce' ) ), strlen( $prefix ) + 10 );
				$counts[] = (int) $wpdb->get_var( $wpdb->prepare(
					"SELECT SUM( option_value ) FROM {$wpdb->options} WHERE option_name LIKE %s",
					$wpdb->esc_like( $prefix ) . '%' . $wpdb->esc_like( $tail )
				) );
			}
			echo wp_json_encode( $counts );
		` )
	) as number[];
}

/**
 * Writes counted on a budget of a visitor (countedEach()).
 *
 * @param name Budget, kind and id.
 */
export function counted( name: string ): number {
	return countedEach( [ name ] )[ 0 ];
}

/**
 * Leaves a visitor's budget of the current window at a count, as that many
 * writes this minute would (a row of the window must not exist yet).
 *
 * @param name  Budget, kind and id, e.g. `accepted:address:127.0.0.1`.
 * @param count Writes counted.
 */
export function setCounted( name: string, count: number ): void {
	shopPhp( `
		global $wpdb;
		$row = TempleOfferings\\Security\\RateCounter::option_name( intdiv( time(), 60 ), ${ JSON.stringify( name ) }, wp_salt( 'nonce' ) );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'off')", $row, ${ Math.trunc( count ) } ) );
	` );
}

/**
 * A wc-ajax add with no cookie at all: a fresh visitor each time.
 *
 * @param fields  Form fields.
 * @param headers More request headers (a made-up X-Forwarded-For, an Origin).
 */
export async function cookielessAdd(
	fields: Record< string, string >,
	headers: Record< string, string > = {}
): Promise< AjaxAnswer > {
	return ( await cookielessAddResponse( fields, headers ) ).answer;
}

/**
 * cookielessAdd() with the answer's headers.
 *
 * @param fields  Form fields.
 * @param headers More request headers.
 */
export async function cookielessAddResponse(
	fields: Record< string, string >,
	headers: Record< string, string > = {}
): Promise< { answer: AjaxAnswer; headers: Headers } > {
	const form = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		form.append( key, value );
	}
	const response = await fetch( `${ BASE }/?wc-ajax=add_to_cart`, {
		method: 'POST',
		body: form,
		headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
	} );
	expect( response.status ).toBe( 200 );
	return {
		answer: ( await response.json() ) as AjaxAnswer,
		headers: response.headers,
	};
}

/**
 * Runs calls a few at a time, as many as the shop has PHP workers, and
 * keeps their answers in order.
 *
 * @param count How many calls.
 * @param call  Makes call number i.
 */
export async function inFours< T >(
	count: number,
	call: ( index: number ) => Promise< T >
): Promise< T[] > {
	const answers: T[] = [];
	for ( let start = 0; start < count; start += 4 ) {
		const batch = [];
		for (
			let index = start;
			index < Math.min( count, start + 4 );
			index++
		) {
			batch.push( call( index ) );
		}
		answers.push( ...( await Promise.all( batch ) ) );
	}
	return answers;
}

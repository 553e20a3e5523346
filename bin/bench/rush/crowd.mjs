/**
 * One rush of the rush benchmark (bin/bench/rush.mjs): a crowd of worshippers
 * who have the page open before the opening, add one place at the opening
 * second and check out, as a browser would (one cookie jar each, both nodes
 * in turn, each from its own loopback address or all from one).
 */
import { completeBeliever } from '../../lib/complete-believer.mjs';
import { bump } from '../load/counts.mjs';
import { CookieJar, multipart, parse } from '../load/http.mjs';
import { request as nodeRequest } from '../lib/shop-nodes.mjs';

/** A worshipper waits this long for an answer before giving up (counted as no answer). */
const REQUEST_TIMEOUT_MS = 180_000;

/** Pages loaded at once before the opening: the crowd arrives over minutes, not in one second. */
const PAGE_LOADS_AT_ONCE = 20;

/**
 * A checkout refused because another one held the offering's places lock says
 * to try again: a worshipper presses 結帳 again, this many times at most.
 */
const CHECKOUT_TRIES = 3;

/** The refusals a worshipper answers by trying again a moment later. */
const TRY_AGAIN = new Set( [ 'temple_offerings_busy' ] );

const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, Math.max( 0, ms ) ) );

/**
 * What a refusal said: the plugin's and the Store API's message, or WooCommerce's first notice.
 *
 * @param {Object|null} json   The answer's JSON.
 * @param {string}      text   The answer's body.
 * @param {number}      status HTTP status.
 * @return {{code: string, message: string}} Its code and its message ('' when it said nothing).
 */
function refusalOf( json, text, status ) {
	if ( ! status ) {
		return { code: 'no answer', message: '' };
	}
	const notice = /<li[^>]*>([\s\S]*?)<\/li>/.exec(
		String( json?.notices ?? '' )
	);
	const message =
		json?.message ??
		( notice ? notice[ 1 ].replace( /<[^>]+>/g, '' ).trim() : '' );
	return {
		code: json?.code ?? ( json?.error ? 'refused' : `HTTP ${ status }` ),
		message: String( message ).slice( 0, 160 ),
	};
}

/**
 * Runs one rush and returns what the crowd saw.
 *
 * @param {Object}   rush
 * @param {string}   rush.label     `plugin` or `woocommerce`.
 * @param {number}   rush.product   The product everyone wants.
 * @param {boolean}  rush.offering  Whether it is an offering (its add carries a believer).
 * @param {string}   rush.page      The page the crowd has open.
 * @param {number}   rush.sessions  How many worshippers.
 * @param {number}   rush.addresses How many client addresses they come from (1 to 250).
 * @param {string}   rush.tag       This run's tag, in names and e-mails.
 * @param {Function} rush.openAt    Called once the pages are loaded; returns the opening, in ms since the epoch.
 */
export async function runRush( rush ) {
	const seen = {
		addTimes: [],
		checkoutTimes: [],
		pageTimes: [],
		soldAt: [],
		serverErrors: 0,
		refused: new Map(),
		messages: new Map(),
		untold: 0,
		accepted: 0,
		ordered: 0,
	};
	const fromOf = ( i ) =>
		rush.addresses > 1
			? `127.0.0.${ 2 + ( i % rush.addresses ) }`
			: '127.0.0.1';
	const jars = Array.from( { length: rush.sessions }, () => new CookieJar() );
	// Each request names its step for the server-side profile (bin/bench/rush/profile.mjs).
	const send = async ( i, node, method, target, { step, ...options } ) => {
		const answer = await nodeRequest( node, method, target, {
			...options,
			headers: { ...options.headers, 'X-Rush-Step': step },
			jar: jars[ i ],
			from: fromOf( i ),
			timeout: REQUEST_TIMEOUT_MS,
		} );
		if ( answer.status >= 500 ) {
			seen.serverErrors++;
		}
		return answer;
	};
	const refuse = ( refusal ) => {
		bump( seen.refused, refusal.code );
		if ( ! refusal.message ) {
			seen.untold++;
		} else if ( ! seen.messages.has( refusal.code ) ) {
			seen.messages.set( refusal.code, refusal.message );
		}
	};

	// Before the opening: everyone opens the page.
	let next = 0;
	await Promise.all(
		Array.from( { length: PAGE_LOADS_AT_ONCE }, async () => {
			while ( next < rush.sessions ) {
				const i = next++;
				const answer = await send( i, i % 2, 'GET', rush.page, {
					step: 'page',
				} );
				seen.pageTimes.push( answer.ms );
			}
		} )
	);

	const opening = await rush.openAt();
	await Promise.all(
		Array.from( { length: rush.sessions }, async ( _, i ) => {
			let node = i % 2;
			const other = () => ( node = 1 - node );
			// Thumbs land within the opening's first half second, not all in one millisecond.
			await sleep( opening + ( ( i * 7 ) % 500 ) - Date.now() );
			const fields = {
				product_id: String( rush.product ),
				quantity: '1',
			};
			if ( rush.offering ) {
				fields.variation_id = '0';
				fields.meta_data = JSON.stringify( [
					{
						key: '_believers_data',
						value: [
							completeBeliever( 'light', {
								id: `rush-${ rush.tag }-${ i }`,
								name: `${ completeBeliever( 'light' ).name }${ i }`,
							} ),
						],
					},
				] );
				// As the page does (src/domain/payload.ts): it goes on to the cart, never reading the mini-cart HTML.
				fields.temple_offerings_fragments = 'none';
			}
			const { body, type } = await multipart( fields );
			const add = await send( i, node, 'POST', '/?wc-ajax=add_to_cart', {
				step: 'add',
				headers: {
					'Content-Type': type,
					'X-Requested-With': 'XMLHttpRequest',
				},
				body,
			} );
			seen.addTimes.push( add.ms );
			const added = parse( add.text );
			if (
				add.status !== 200 ||
				! added ||
				added.error ||
				! added.cart_hash
			) {
				refuse( refusalOf( added, add.text, add.status ) );
				return;
			}
			seen.accepted++;

			for ( let attempt = 1; attempt <= CHECKOUT_TRIES; attempt++ ) {
				const cart = await send(
					i,
					other(),
					'GET',
					'/wp-json/wc/store/v1/cart',
					{ step: 'cart' }
				);
				const email = `rush-${ rush.tag }-${ i }@example.test`;
				const address = {
					first_name: '小明',
					last_name: `王${ i }`,
					company: '',
					address_1: '中山路1號',
					address_2: '',
					city: '中西區',
					state: '臺南市',
					postcode: '700',
					country: 'TW',
					phone: `09${ String( 10000000 + i ).slice( -8 ) }`,
				};
				const checkout = await send(
					i,
					other(),
					'POST',
					'/wp-json/wc/store/v1/checkout',
					{
						headers: {
							'Content-Type': 'application/json',
							Nonce: String( cart.headers.nonce ?? '' ),
						},
						body: JSON.stringify( {
							billing_address: { ...address, email },
							shipping_address: address,
							payment_method: 'cheque',
						} ),
						step: 'checkout',
					}
				);
				seen.checkoutTimes.push( checkout.ms );
				const placed = parse( checkout.text );
				if ( checkout.status === 200 && placed?.order_id ) {
					seen.ordered++;
					seen.soldAt.push( Date.now() - opening );
					return;
				}
				const refusal = refusalOf(
					placed,
					checkout.text,
					checkout.status
				);
				if (
					attempt === CHECKOUT_TRIES ||
					! TRY_AGAIN.has( refusal.code )
				) {
					refuse( refusal );
					return;
				}
				await sleep( 1000 + ( ( i * 13 ) % 2000 ) );
			}
		} )
	);
	return seen;
}

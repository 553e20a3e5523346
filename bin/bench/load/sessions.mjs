/**
 * The worshippers of the load benchmark (bin/bench/load.mjs): each session
 * adds offerings as the page posts them, round-robin over both nodes, reads
 * its cart back through the Store API, compares it with what was accepted,
 * and checks out. What they saw is kept here for the report and the check of
 * the orders.
 */
import { completeBeliever } from '../../lib/complete-believer.mjs';
import { bump } from './counts.mjs';
import { CookieJar, multipart, parse, request } from './http.mjs';

export const ADDS = 5;
const KINDS = [
	'light',
	'worship',
	'change',
	'pudu',
	'gift',
	'dead-blessing',
	'super',
	'animal',
];

export const adds = { attempted: 0, accepted: 0, refused: new Map() };
export const addTimes = [ [], [] ];
export const checkouts = { attempted: 0, done: 0, refused: new Map() };
export const checkoutTimes = [];
/** The first message seen for each refusal code, printed with the counts. */
export const messages = new Map();
export const cartDiffs = [];
/** Per session: the accepted adds, the order id the checkout answered. */
export const sessions = [];

/**
 * Believers of one add: copies of the kind's valid example with their own id and name.
 *
 * @param {string} kind    Form kind.
 * @param {number} session Session number.
 * @param {number} add     Add number within the session.
 * @param {string} runTag  This run's tag, in every id.
 */
function believersFor( kind, session, add, runTag ) {
	const count = kind === 'gift' ? 1 : 1 + ( ( session + add ) % 3 );
	return Array.from( { length: count }, ( _, b ) =>
		completeBeliever( kind, {
			id: `load-${ runTag }-${ session }-${ add }-${ b }`,
			name: `${ completeBeliever( kind ).name }${ session }之${ add }${ b }`,
		} )
	);
}

/**
 * Keeps the first message seen for a refusal code.
 *
 * @param {string}      code   Refusal code.
 * @param {Object|null} json   The answer's JSON.
 * @param {Object}      answer The answer.
 */
function remember( code, json, answer ) {
	if ( ! messages.has( code ) ) {
		messages.set(
			code,
			String( json?.message ?? answer.text ).slice( 0, 200 )
		);
	}
}

/**
 * One worshipper: ADDS adds, the cart read back, the checkout.
 *
 * @param {number}        s          Session number.
 * @param {Object}        run
 * @param {Object}        run.seed   load.php's seed: the products to add.
 * @param {string}        run.runTag This run's tag, in believer ids and e-mails.
 * @param {() => boolean} run.timeUp Whether the benchmark's time is up.
 */
export async function runSession( s, { seed, runTag, timeUp } ) {
	const jar = new CookieJar();
	let turn = s % 2;
	const next = () => {
		const node = turn;
		turn = 1 - turn;
		return node;
	};
	const record = { session: s, accepted: [], orderId: 0, email: '' };
	sessions[ s ] = record;

	for ( let a = 0; a < ADDS && ! timeUp(); a++ ) {
		const kind = KINDS[ ( s + a ) % KINDS.length ];
		const product = seed.products[ kind ];
		const believers = believersFor( kind, s, a, runTag );
		const id = product.variation_id || product.product_id;
		const { body, type } = await multipart( {
			product_id: String( id ),
			variation_id: String( product.variation_id ),
			quantity: String( believers.length ),
			meta_data: JSON.stringify( [
				{ key: '_believers_data', value: believers },
			] ),
		} );
		const node = next();
		adds.attempted++;
		const answer = await request( node, 'POST', '/?wc-ajax=add_to_cart', {
			headers: {
				'Content-Type': type,
				'X-Requested-With': 'XMLHttpRequest',
			},
			body,
			jar,
		} );
		addTimes[ node ].push( answer.ms );
		const json = parse( answer.text );
		if ( answer.status === 200 && json && ! json.error && json.cart_hash ) {
			adds.accepted++;
			record.accepted.push( { kind, id, believers } );
		} else {
			let reason = `HTTP ${ answer.status || 'error' }`;
			if ( json?.error ) {
				reason = json.code || 'no code';
			}
			bump( adds.refused, reason );
			remember( reason, json, answer );
		}
	}

	// The cart as WooCommerce keeps it, against what was accepted.
	const cartAnswer = await request(
		next(),
		'GET',
		'/wp-json/wc/store/v1/cart',
		{ jar }
	);
	const cart = parse( cartAnswer.text );
	const diff = compareCart( record.accepted, cart );
	if ( diff ) {
		cartDiffs.push( `session ${ s }: ${ diff }` );
	}
	if ( ! record.accepted.length || timeUp() ) {
		return;
	}

	record.email = `load-${ runTag }-${ s }@example.test`;
	const address = {
		first_name: '小明',
		last_name: '王',
		company: '',
		address_1: '中山路1號',
		address_2: '',
		city: '中西區',
		// Taiwan has no state list in WooCommerce: a required free-text field.
		state: '臺南市',
		postcode: '700',
		country: 'TW',
		phone: '0912345678',
	};
	checkouts.attempted++;
	const answer = await request(
		next(),
		'POST',
		'/wp-json/wc/store/v1/checkout',
		{
			headers: {
				'Content-Type': 'application/json',
				Nonce: String( cartAnswer.headers.nonce ?? '' ),
			},
			body: JSON.stringify( {
				billing_address: { ...address, email: record.email },
				shipping_address: address,
				payment_method: 'cheque',
			} ),
			jar,
		}
	);
	checkoutTimes.push( answer.ms );
	const json = parse( answer.text );
	if ( answer.status === 200 && json?.order_id ) {
		checkouts.done++;
		record.orderId = json.order_id;
	} else {
		const code = json?.code ?? `HTTP ${ answer.status || 'error' }`;
		bump( checkouts.refused, code );
		remember( code, json, answer );
	}
}

/**
 * What differs between the accepted adds and the Store API cart, or ''.
 *
 * @param {Array}  accepted Accepted adds of the session.
 * @param {Object} cart     Store API cart.
 */
function compareCart( accepted, cart ) {
	if ( ! cart || ! Array.isArray( cart.items ) ) {
		return 'cart could not be read';
	}
	const lines = [ ...cart.items ];
	const problems = [];
	for ( const add of accepted ) {
		const index = lines.findIndex( ( line ) => sameLine( add, line ) );
		if ( index < 0 ) {
			problems.push(
				`no line with product ${ add.id } × ${ add.believers.length } and its believers`
			);
		} else {
			lines.splice( index, 1 );
		}
	}
	for ( const line of lines ) {
		problems.push(
			`unexpected line: product ${ line.id } × ${ line.quantity }`
		);
	}
	return problems.join( '; ' );
}

/**
 * Whether a cart line is exactly one accepted add: product, quantity, and one
 * believer row per believer, in order, beginning with that believer's name
 * (php/Cart/BelieverLines.php writes `王小明（信士）；農曆生辰：…`: the name, then
 * the gender in brackets or the first labelled part).
 *
 * @param {Object} add  Accepted add.
 * @param {Object} line Store API cart item.
 */
function sameLine( add, line ) {
	const rows = ( line.item_data ?? [] ).map( ( row ) => String( row.value ) );
	return (
		line.id === add.id &&
		line.quantity === add.believers.length &&
		rows.length === add.believers.length &&
		add.believers.every(
			( believer, i ) =>
				rows[ i ].startsWith( believer.name ) &&
				[ '', '（', '(', '；', ';' ].includes(
					rows[ i ].charAt( believer.name.length )
				)
		)
	);
}

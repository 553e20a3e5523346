/**
 * The orders the load benchmark's checkouts placed (read through
 * bin/bench/load.php), checked against the sessions' accepted adds: each line
 * item's believers by the ids sent, no believer lost or on two lines, one
 * order per checkout and none besides.
 */
import { bump } from './counts.mjs';

/**
 * What the orders placed since the start say.
 *
 * @param {Array} allOrders load.php's orders created since the start, drafts included.
 * @param {Array} sessions  Per session: the accepted adds, the e-mail, the order id.
 * @return {Object} Counts (target 0 each but orders and drafts), and the problems found.
 */
export function checkOrders( allOrders, sessions ) {
	// A Store API checkout that is refused leaves its `checkout-draft` order behind;
	// drafts are not placed orders, so they are counted apart and not checked.
	const orders = allOrders.filter(
		( order ) => order.status !== 'checkout-draft'
	);
	const drafts = allOrders.length - orders.length;
	const byEmail = new Map();
	for ( const order of orders ) {
		const list = byEmail.get( order.email ) ?? [];
		list.push( order );
		byEmail.set( order.email, list );
	}
	const seenIds = new Map();
	let ordersWithoutBelievers = 0;
	let orderDiffs = 0;
	let lost = 0;
	let extraOrders = 0;
	const orderProblems = [];
	for ( const order of orders ) {
		if (
			! order.items.length ||
			order.items.some(
				( item ) =>
					! Array.isArray( item.believers ) || ! item.believers.length
			)
		) {
			ordersWithoutBelievers++;
			orderProblems.push(
				`order ${ order.id } has a line without believers`
			);
		}
		for ( const item of order.items ) {
			for ( const believer of item.believers ?? [] ) {
				bump( seenIds, believer.id );
			}
		}
	}
	const duplicated = [ ...seenIds.values() ].filter( ( n ) => n > 1 ).length;
	for ( const record of sessions.filter( Boolean ) ) {
		const mine = byEmail.get( record.email ) ?? [];
		if ( record.email && mine.length !== 1 ) {
			extraOrders += Math.max( 0, mine.length - 1 );
			orderProblems.push(
				`session ${ record.session }: ${ mine.length } orders for one checkout`
			);
		}
		const order =
			mine.find( ( o ) => o.id === record.orderId ) ?? mine[ 0 ];
		if ( ! record.orderId ) {
			continue;
		}
		const items = [ ...( order?.items ?? [] ) ];
		let differs = ! order;
		for ( const add of record.accepted ) {
			const ids = add.believers.map( ( b ) => b.id );
			const index = items.findIndex(
				( item ) =>
					( item.variation_id || item.product_id ) === add.id &&
					item.quantity === ids.length &&
					JSON.stringify(
						( item.believers ?? [] ).map( ( b ) => b.id )
					) === JSON.stringify( ids )
			);
			if ( index < 0 ) {
				differs = true;
			} else {
				items.splice( index, 1 );
			}
			for ( const id of ids ) {
				if ( ! seenIds.has( id ) ) {
					lost++;
				}
			}
		}
		if ( items.length ) {
			differs = true;
		}
		if ( differs ) {
			orderDiffs++;
			orderProblems.push(
				`session ${ record.session }: order ${ record.orderId } differs from the accepted adds`
			);
		}
	}
	// Orders nobody checked out in this run (a checkout answered in error but still made one).
	for ( const [ email, list ] of byEmail ) {
		if ( ! sessions.some( ( record ) => record?.email === email ) ) {
			extraOrders += list.length;
			orderProblems.push(
				`${ list.length } order(s) for ${ email || 'no email' }`
			);
		}
	}
	return {
		orders: orders.length,
		drafts,
		ids: seenIds.size,
		ordersWithoutBelievers,
		orderDiffs,
		lost,
		duplicated,
		extraOrders,
		orderProblems,
	};
}

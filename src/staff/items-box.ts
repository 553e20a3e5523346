/**
 * What staff's believer form needs of WooCommerce's order items box on the
 * order screen (meta-boxes-order.js and html-order-item.php write it): when
 * it was reloaded (an item added, a quantity saved, a refund), the
 * quantities its inputs hold, asking it to reload, and the order screen's
 * form. The one file that knows WooCommerce's markup.
 */

/** WooCommerce's items box. */
const ITEMS_BOX = '#woocommerce-order-items';

/** WooCommerce's jQuery, as much of it as asking for a reload needs. */
type JQueryLike = ( selector: string ) => {
	trigger: ( event: string ) => unknown;
};

/**
 * Calls `onReload` after WooCommerce replaces the items box's content (its
 * admin-ajax answers to adding items, saving them, reloading them).
 *
 * @param onReload Called once per reload.
 * @return Stops watching.
 */
export function watchItemsReloads( onReload: () => void ): () => void {
	const inside = document.querySelector( `${ ITEMS_BOX } .inside` );
	if ( ! inside ) {
		return () => undefined;
	}
	let timer: ReturnType< typeof setTimeout > | undefined;
	// WooCommerce empties the box, then appends the new table: one reload.
	const observer = new MutationObserver( () => {
		clearTimeout( timer );
		timer = setTimeout( onReload, 50 );
	} );
	observer.observe( inside, { childList: true } );
	return () => {
		observer.disconnect();
		clearTimeout( timer );
	};
}

/**
 * The quantity each line's input holds now: what the order's form would
 * save (WooCommerce saves its items with the order).
 *
 * @return Quantities by order item id.
 */
export function itemQuantities(): Map< number, number > {
	const quantities = new Map< number, number >();
	document
		.querySelectorAll< HTMLInputElement >(
			`${ ITEMS_BOX } input.quantity[name^="order_item_qty["]`
		)
		.forEach( ( input ) => {
			const id = Number( /\[(\d+)\]/.exec( input.name )?.[ 1 ] );
			const quantity = Number( input.value );
			if ( Number.isInteger( id ) && Number.isFinite( quantity ) ) {
				quantities.set( id, quantity );
			}
		} );
	return quantities;
}

/**
 * Asks WooCommerce to show its items again (the count of believers under
 * each line and its mark), unless staff are editing items: a reload would
 * drop their edits.
 */
export function reloadItems(): void {
	const editing = Array.from(
		document.querySelectorAll< HTMLElement >(
			`${ ITEMS_BOX } tr.item div.edit`
		)
	).some( ( edit ) => edit.style.display !== 'none' );
	const jQuery = ( window as unknown as { jQuery?: JQueryLike } ).jQuery;
	if ( ! editing && jQuery ) {
		jQuery( ITEMS_BOX ).trigger( 'wc_order_items_reload' );
	}
}

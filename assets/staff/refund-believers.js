/**
 * WooCommerce's refund form on the order screen: adds the believers ticked
 * under each offering line (php/Staff/RefundChoiceField.php prints the
 * boxes, shown with the form's other refund fields) to the refund it posts,
 * through the form's own filter of its request. The server decides: a
 * choice that does not fit the places refunded is refused with a message,
 * which the form shows like its own errors.
 */
/**
 * @param {Function|undefined} $ jQuery, which WooCommerce's order screen loads.
 */
( function ( $ ) {
	'use strict';

	if ( ! $ ) {
		return;
	}

	$( function () {
		$( '#woocommerce-order-items' ).on(
			'woocommerce_order_meta_box_do_refund_ajax_data',
			function ( event, data ) {
				const chosen = {};
				$( this )
					.find( '.temple-offerings-refund-believers' )
					.each( function () {
						const indexes = $( this )
							.find( 'input[type="checkbox"]:checked' )
							.map( function () {
								// The index is a data attribute: WooCommerce adds every value of a line's refund inputs to the refund amount.
								return Number(
									this.getAttribute( 'data-index' )
								);
							} )
							.get();
						if ( indexes.length ) {
							chosen[ $( this ).attr( 'data-item-id' ) ] =
								indexes;
						}
					} );
				// Another handler of this filter may have added to the data already (the receipts' choice): jQuery hands its result on as event.result.
				return $.extend( {}, event.result || data, {
					temple_offerings_refund_believers: JSON.stringify( chosen ),
				} );
			}
		);
	} );
} )( window.jQuery );

/**
 * WooCommerce's refund form on the order screen: puts the choice of what
 * becomes of each live receipt (php/Receipt/RefundReceipts.php prints it as
 * a template beside the form's buttons) into the form when staff open it,
 * and adds the choices to the refund the form posts, through the form's own
 * filter of its request (jQuery's triggerHandler: each handler builds on the
 * one before, event.result, since WooCommerce keeps only the last answer). The server decides: a refund without a choice for
 * every receipt is refused with a message, which the form shows like its
 * own errors.
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
		const items = $( '#woocommerce-order-items' );
		// The items box is redrawn after some actions: the template is read again each time the form opens.
		items.on( 'click', 'button.refund-items', function () {
			const template = document.getElementById(
				'temple-offerings-refund-receipts'
			);
			const form = items.find( '.wc-order-refund-items' );
			if (
				! template ||
				! form.length ||
				form.find( '.temple-offerings-refund-receipts' ).length
			) {
				return;
			}
			form.find( '.refund-actions' ).before(
				document.importNode( template.content, true )
			);
		} );
		items.on(
			'woocommerce_order_meta_box_do_refund_ajax_data',
			function ( event, data ) {
				const chosen = {};
				$( this )
					.find( '.temple-offerings-refund-receipts select' )
					.each( function () {
						chosen[ $( this ).attr( 'data-receipt' ) ] =
							$( this ).val();
					} );
				// WooCommerce keeps only the last handler's answer: build on what an earlier one (the believers' choice) returned.
				return $.extend( {}, event.result || data, {
					temple_offerings_refund_receipts: JSON.stringify( chosen ),
				} );
			}
		);
	} );
} )( window.jQuery );

/**
 * WooCommerce's refund form as staff fill it on the order screen (places,
 * believers, an amount, and the choice for each receipt), and the order's
 * refunds as stored, for e2e/receipts-refund.spec.ts.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp } from './cart-helpers';
import { orderScreen } from './receipts-helpers';

/** What staff do in the refund form. */
export interface Refund {
	/** Line position (from 0) => places refunded. */
	places?: Record< number, number >;
	/** Line position => the believers (1, 2…) whose places are refunded. */
	believers?: Record< number, number[] >;
	/** An amount refunded on no line. */
	amount?: string;
	/** Receipt number => the option chosen ('' for none). */
	receipts: Record< string, string >;
}

/**
 * Opens the refund form, fills it and refunds manually; returns the
 * messages the form showed (its confirmation first).
 *
 * @param page   Staff page.
 * @param id     Order id.
 * @param refund What to refund and choose.
 */
export async function refundInForm(
	page: Page,
	id: number,
	refund: Refund
): Promise< string[] > {
	const dialogs: string[] = [];
	const listen = ( dialog: {
		message: () => string;
		accept: () => Promise< void >;
	} ) => {
		dialogs.push( dialog.message() );
		void dialog.accept();
	};
	page.on( 'dialog', listen );
	await page.goto( orderScreen( id ) );
	await page.locator( 'button.refund-items' ).click();
	const rows = page.locator( '#order_line_items tr.item' );
	for ( const [ at, places ] of Object.entries( refund.places ?? {} ) ) {
		const quantity = rows
			.nth( Number( at ) )
			.locator( 'input.refund_order_item_qty' );
		await quantity.fill( String( places ) );
		await quantity.press( 'Tab' );
	}
	for ( const [ at, believers ] of Object.entries(
		refund.believers ?? {}
	) ) {
		for ( const believer of believers ) {
			await rows
				.nth( Number( at ) )
				.getByRole( 'checkbox', {
					name: `信眾 ${ believer }`,
					exact: true,
				} )
				.check();
		}
	}
	if ( refund.amount ) {
		// Tab, as staff leave the field: WooCommerce redraws the button's amount on the field's change, and a click that starts the change is lost.
		await page.locator( '#refund_amount' ).fill( refund.amount );
		await page.locator( '#refund_amount' ).press( 'Tab' );
	}
	const form = page.locator(
		'.wc-order-refund-items fieldset.temple-offerings-refund-receipts'
	);
	await expect( form ).toBeVisible();
	for ( const [ number, option ] of Object.entries( refund.receipts ) ) {
		if ( option ) {
			await form
				.locator( `select[data-receipt="${ number }"]` )
				.selectOption( { label: option } );
		}
	}
	const before = refunds( id );
	// A refund made reloads the screen: wait for it before the next navigation.
	const reloaded = page
		.waitForEvent( 'load', { timeout: 120_000 } )
		.catch( () => null );
	await page.locator( 'button.do-manual-refund' ).click();
	await expect
		.poll(
			() =>
				refunds( id ) > before ? 'refunded' : String( dialogs.length ),
			{ timeout: 60_000 }
		)
		.toMatch( /refunded|2/ );
	if ( refunds( id ) > before ) {
		await reloaded;
	}
	page.off( 'dialog', listen );
	return dialogs;
}

/**
 * How many refunds the order has.
 *
 * @param id Order id.
 */
export const refunds = ( id: number ) =>
	Number(
		shopPhp(
			`echo count( wc_get_order( ${ id } )->get_refunds() );`
		).trim()
	);

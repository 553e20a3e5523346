/**
 * What php/StaffEntry/OrderEditorForm.php renders into the mount element in
 * the order screen's Believers box, read defensively: a broken attribute
 * shows no form, never a broken screen.
 */

/**
 * Internal dependencies
 */
import { isFormKind } from '../domain/form-kind';
import { isRecord, looseJson, strings } from '../domain/loose';
import type { OrderLineState } from '../types/order-line';

export interface StaffEntrySettings {
	orderId: number;
	restNonce: string;
	allowedOrigins: string[];
	/** The order's offering lines when the screen was made. */
	lines: OrderLineState[];
}

const COUNTS = [
	'item_id',
	'quantity',
	'refunded_places',
	'places',
	'believers',
	'stored',
	'missing',
	'extra',
] as const;

/**
 * One line as the server sends it, or null when a part is missing.
 *
 * @param value Anything.
 * @return The line or null.
 */
export function orderLineOf( value: unknown ): OrderLineState | null {
	if (
		! isRecord( value ) ||
		typeof value.name !== 'string' ||
		! isFormKind( value.kind ) ||
		COUNTS.some(
			( key ) =>
				! Number.isInteger( value[ key ] ) || Number( value[ key ] ) < 0
		)
	) {
		return null;
	}
	const count = ( key: ( typeof COUNTS )[ number ] ) =>
		Number( value[ key ] );
	return {
		item_id: count( 'item_id' ),
		name: value.name,
		kind: value.kind,
		quantity: count( 'quantity' ),
		refunded_places: count( 'refunded_places' ),
		places: count( 'places' ),
		believers: count( 'believers' ),
		stored: count( 'stored' ),
		missing: count( 'missing' ),
		extra: count( 'extra' ),
	};
}

/**
 * Lines out of anything: those that read, in order.
 *
 * @param value Anything.
 * @return Lines.
 */
export function orderLinesOf( value: unknown ): OrderLineState[] {
	return ( Array.isArray( value ) ? value : [] )
		.map( orderLineOf )
		.filter( ( line ): line is OrderLineState => line !== null );
}

/**
 * Parses `data-settings`.
 *
 * @param raw The attribute's text.
 * @return Settings; orderId 0 when unreadable.
 */
export function parseStaffEntrySettings(
	raw: string | undefined
): StaffEntrySettings {
	// Unreadable JSON reads as {}: no form (orderId 0).
	const data = looseJson( raw );
	return {
		orderId: Number.isInteger( data.orderId ) ? Number( data.orderId ) : 0,
		restNonce: typeof data.restNonce === 'string' ? data.restNonce : '',
		allowedOrigins: strings( data.allowedOrigins ),
		lines: orderLinesOf( data.lines ),
	};
}

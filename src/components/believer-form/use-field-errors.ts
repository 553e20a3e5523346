/**
 * The errors a believer form shows: domain validation of the row, keyed by
 * form field, visible once a field was touched or a submit was tried (an
 * impossible lunar date at once).
 *
 * Touched means changed, then left: the worshipper typed or chose something
 * and moved on. Focus merely passing through an empty field (a new row's
 * name takes focus; the next click on 新增信眾 takes it away) marks nothing,
 * so a message never appears under a field nobody used, and the press that
 * took focus away lands where it was aimed.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FormKind } from '../../domain/form-kind';
import {
	believerFieldMessage,
	formPathOf,
	type ValidationError,
} from '../../domain/validation';

/** No server errors: one shared empty list keeps the memo stable. */
const NO_SERVER_ERRORS: readonly ValidationError[] = [];

export interface FieldErrors {
	/** The visible message of a form field, if any. */
	visible: ( field: string ) => string | undefined;
	/** Notes that the worshipper changed a field (typed, chose). */
	change: ( field: string ) => void;
	/** A field lost focus: touched if it was changed since the last reset. */
	touch: ( field: string ) => void;
	/** Forgets every change and touch (after clear, paste or a saved pick). */
	reset: () => void;
	/** Every message by form field, visible or not. */
	messages: Map< string, string >;
}

/**
 * Visible field errors of one form.
 *
 * @param kind            Form kind.
 * @param errors          Domain validation errors of the row.
 * @param submitAttempted Whether a submit was tried.
 * @param serverErrors    What the server refused on the last save (the
 *                        family book saves through REST): shown at once and
 *                        before the browser's own message for that field.
 * @return Error helpers.
 */
export function useFieldErrors(
	kind: FormKind,
	errors: readonly ValidationError[],
	submitAttempted: boolean,
	serverErrors: readonly ValidationError[] = NO_SERVER_ERRORS
): FieldErrors {
	const [ touched, setTouched ] = useState< ReadonlySet< string > >(
		() => new Set()
	);
	// Changed fields wait for their blur; nothing shows on a change alone,
	// so no render is needed to remember one.
	const changed = useRef< Set< string > >( new Set() );
	const [ messages, immediate ] = useMemo( () => {
		const byField = new Map< string, string >();
		// A date that a change of year or month made impossible, or put after
		// today, is said at once: the worshipper changed one select, the other
		// one is now wrong (and a year after today shows as no year at all).
		const now = new Set< string >();
		errors.forEach( ( error ) => {
			const field = formPathOf( error.field );
			if ( ! byField.has( field ) ) {
				byField.set( field, believerFieldMessage( kind, error ) );
				if (
					error.code === 'not_in_year' ||
					error.code === 'not_in_month' ||
					error.code === 'after_today'
				) {
					now.add( field );
				}
			}
		} );
		return [ byField, now ] as const;
	}, [ kind, errors ] );
	const fromServer = useMemo( () => {
		const byField = new Map< string, string >();
		serverErrors.forEach( ( error ) => {
			const field = formPathOf( error.field );
			if ( ! byField.has( field ) ) {
				byField.set( field, believerFieldMessage( kind, error ) );
			}
		} );
		return byField;
	}, [ kind, serverErrors ] );
	const change = useCallback( ( field: string ) => {
		changed.current.add( field );
	}, [] );
	const touch = useCallback( ( field: string ) => {
		if ( ! changed.current.has( field ) ) {
			return;
		}
		setTouched( ( previous ) =>
			previous.has( field ) ? previous : new Set( previous ).add( field )
		);
	}, [] );
	const reset = useCallback( () => {
		changed.current = new Set();
		setTouched( new Set() );
	}, [] );
	const visible = useCallback(
		( field: string ) =>
			fromServer.get( field ) ??
			( submitAttempted || touched.has( field ) || immediate.has( field )
				? messages.get( field )
				: undefined ),
		[ submitAttempted, touched, immediate, messages, fromServer ]
	);
	const all = useMemo(
		() =>
			fromServer.size
				? new Map( [ ...messages, ...fromServer ] )
				: messages,
		[ messages, fromServer ]
	);
	return { visible, change, touch, reset, messages: all };
}

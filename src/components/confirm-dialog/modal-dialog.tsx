/**
 * A native modal `<dialog>`: showModal() makes the rest of the page inert, so
 * the browser traps focus; Escape asks the owner to close (it may refuse);
 * closing returns focus to whatever opened it.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

interface ModalDialogProps {
	open: boolean;
	/** Escape was pressed; the owner decides whether to close. */
	onCancel: () => void;
	/** Id of the element that names the dialog (its title). */
	labelledBy: string;
	/** Id of the element that describes it. */
	describedBy?: string;
	className?: string;
	children: ReactNode;
}

/**
 * Modal dialog shell.
 *
 * @param props             Component props.
 * @param props.open        Whether the dialog is shown.
 * @param props.onCancel    Escape pressed.
 * @param props.labelledBy  Id of the title element.
 * @param props.describedBy Id of the description element.
 * @param props.className   Extra class.
 * @param props.children    Content.
 */
export function ModalDialog( {
	open,
	onCancel,
	labelledBy,
	describedBy,
	className = '',
	children,
}: ModalDialogProps ) {
	const dialog = useRef< HTMLDialogElement >( null );
	const opener = useRef< HTMLElement | null >( null );

	useEffect( () => {
		const element = dialog.current;
		if ( ! element ) {
			return;
		}
		if ( open && ! element.open ) {
			opener.current =
				element.ownerDocument.activeElement instanceof HTMLElement
					? element.ownerDocument.activeElement
					: null;
			element.showModal();
		} else if ( ! open && element.open ) {
			element.close();
			// The opener may be gone (a deleted row); then the owner moves focus.
			if ( opener.current?.isConnected ) {
				opener.current.focus();
			}
			opener.current = null;
		}
	}, [ open ] );

	// Unmounting while open (the row was removed) must not leave the page inert.
	useEffect( () => {
		const element = dialog.current;
		return () => {
			if ( element?.open ) {
				element.close();
			}
		};
	}, [] );

	return (
		<dialog
			ref={ dialog }
			className={ `temple-offerings-dialog ${ className }` }
			aria-labelledby={ labelledBy }
			aria-describedby={ describedBy }
			onCancel={ ( event ) => {
				// Keep the element's state in step with `open`.
				event.preventDefault();
				onCancel();
			} }
		>
			{ open && children }
		</dialog>
	);
}

/**
 * The delete confirmation (確認刪除 / 確定要刪除這筆資料嗎？ / 取消 / 刪除).
 */

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
	open: boolean;
	onConfirm: () => void;
	onCancel: () => void;
	title?: string;
	message?: string;
	confirmLabel?: string;
}

/**
 * Confirmation dialog. Cancel comes first, so showModal() gives it the
 * initial focus and Enter never deletes by accident.
 *
 * @param props              Component props.
 * @param props.open         Whether it is shown.
 * @param props.onConfirm    Confirmed.
 * @param props.onCancel     Cancelled (button or Escape).
 * @param props.title        Title; 確認刪除 by default.
 * @param props.message      Question; 確定要刪除這筆資料嗎？ by default.
 * @param props.confirmLabel Confirm button; 刪除 by default.
 */
export function ConfirmDialog( {
	open,
	onConfirm,
	onCancel,
	title = __( 'Confirm deletion', 'temple-offerings' ),
	message = __(
		'Are you sure you want to delete this entry?',
		'temple-offerings'
	),
	confirmLabel = __( 'Delete', 'temple-offerings' ),
}: ConfirmDialogProps ) {
	const id = useId();
	return (
		<ModalDialog
			open={ open }
			onCancel={ onCancel }
			labelledBy={ `${ id }-title` }
			describedBy={ `${ id }-message` }
			className="temple-offerings-dialog--confirm"
		>
			<h2
				id={ `${ id }-title` }
				className="temple-offerings-dialog__title"
			>
				{ title }
			</h2>
			<p id={ `${ id }-message` }>{ message }</p>
			<div className="temple-offerings-dialog__actions">
				<button
					type="button"
					className="temple-offerings-button"
					onClick={ onCancel }
				>
					{ __( 'Cancel', 'temple-offerings' ) }
				</button>
				<button
					type="button"
					className="temple-offerings-button is-destructive"
					onClick={ onConfirm }
				>
					{ confirmLabel }
				</button>
			</div>
		</ModalDialog>
	);
}

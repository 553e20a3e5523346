/**
 * The buttons of one believer row: 複製, 貼上, 清除, 刪除.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RowTools as Tools } from './use-row-tools';

interface RowToolsProps {
	tools: Tools;
	/** The row's heading, so each button says which row it acts on. */
	title: string;
}

/**
 * Row tool buttons. Each button's visible text starts its accessible name;
 * the row heading follows, so a screen reader tells the rows apart.
 *
 * @param props       Component props.
 * @param props.tools Handlers.
 * @param props.title Row heading.
 */
export function RowTools( { tools, title }: RowToolsProps ) {
	const button = ( label: string, onClick: () => void, extraClass = '' ) => (
		<button
			type="button"
			className={ `temple-offerings-button temple-offerings-button--small ${ extraClass }` }
			onClick={ onClick }
		>
			{ label }
			<span className="temple-offerings-visually-hidden">
				{ ` ${ title }` }
			</span>
		</button>
	);
	return (
		<div
			className="temple-offerings-believer__tools"
			role="group"
			aria-label={ __( 'Entry tools', 'temple-offerings' ) }
		>
			{ button( __( 'Copy', 'temple-offerings' ), tools.copy ) }
			{ button( __( 'Paste', 'temple-offerings' ), tools.paste ) }
			{ button( __( 'Clear', 'temple-offerings' ), tools.clear ) }
			{ button(
				__( 'Delete', 'temple-offerings' ),
				tools.askDelete,
				'is-destructive'
			) }
		</div>
	);
}

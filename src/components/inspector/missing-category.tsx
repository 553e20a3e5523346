/**
 * A saved category that the shop no longer has: flagged, never silently
 * dropped, so the shop editor decides whether to remove it or recreate it.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

interface MissingCategoryProps {
	slug: string;
	onRemove: () => void;
}

/**
 * Warning line for a saved slug without a product category behind it.
 *
 * @param props          Component props.
 * @param props.slug     The saved slug.
 * @param props.onRemove Removes the slug from the allowed list.
 */
export function MissingCategory( { slug, onRemove }: MissingCategoryProps ) {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="temple-offerings-inspector__missing"
		>
			<code>{ slug }</code>{ ' ' }
			{ __( 'This category no longer exists.', 'temple-offerings' ) }{ ' ' }
			<Button
				variant="link"
				isDestructive
				onClick={ onRemove }
				label={ sprintf(
					/* translators: %s: a product category slug. */
					__( 'Remove %s', 'temple-offerings' ),
					slug
				) }
				showTooltip={ false }
			>
				{ __( 'Remove', 'temple-offerings' ) }
			</Button>
		</Notice>
	);
}

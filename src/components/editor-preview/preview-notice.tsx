/**
 * The preview when there is nothing to show yet: the block's name and icon,
 * and what the shop editor can do about it.
 */
/**
 * WordPress dependencies
 */
import { Placeholder, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LampIcon } from './lamp-icon';

interface PreviewNoticeProps {
	/** What to do; without it, a spinner says the preview is loading. */
	instructions?: string;
}

/**
 * Placeholder standing in for the preview.
 *
 * @param props              Component props.
 * @param props.instructions What the shop editor can do.
 */
export function PreviewNotice( { instructions }: PreviewNoticeProps ) {
	return (
		<Placeholder
			icon={ <LampIcon /> }
			label={ __( 'Temple offerings', 'temple-offerings' ) }
			instructions={ instructions }
		>
			{ instructions ? null : <Spinner /> }
		</Placeholder>
	);
}

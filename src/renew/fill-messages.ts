/**
 * What the page tells after filling itself from its address: how many
 * believers were filled in, and every offering or person left out, by name.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { joinNames } from '../store/names';
import type { FillResult, LightPlan } from './fill';

/**
 * The notice's sentences after a fill.
 *
 * @param result  What the fill did.
 * @param skipped Offerings left out, by name.
 * @param light   The light plan's own findings, for a light fill.
 * @return Sentences, in the order they are read.
 */
export function fillMessages(
	result: FillResult,
	skipped: readonly string[],
	light?: LightPlan
): string[] {
	const lines: string[] = [];
	if ( result.filled ) {
		lines.push(
			sprintf(
				/* translators: %d: number of believers filled in. */
				_n(
					'%d believer is filled in. Please check the details, then add to the prayer bag.',
					'%d believers are filled in. Please check the details, then add to the prayer bag.',
					result.filled,
					'temple-offerings'
				),
				result.filled
			)
		);
	} else if ( ! result.duplicates ) {
		lines.push(
			__( 'No believer could be filled in.', 'temple-offerings' )
		);
	}
	if ( result.duplicates ) {
		lines.push(
			sprintf(
				/* translators: %d: number of believers already on the page. */
				_n(
					'%d believer was already on this page and is not added twice.',
					'%d believers were already on this page and are not added twice.',
					result.duplicates,
					'temple-offerings'
				),
				result.duplicates
			)
		);
	}
	if ( result.keptTyped ) {
		lines.push(
			__(
				'What you had typed on this page is kept; the filled-in believers follow it.',
				'temple-offerings'
			)
		);
	}
	if ( light?.noProduct ) {
		lines.push(
			__(
				'The chosen offering cannot be registered on this page now.',
				'temple-offerings'
			)
		);
	}
	if ( skipped.length ) {
		lines.push(
			sprintf(
				/* translators: %s: names of offerings. */
				__(
					'Not filled in, as this page no longer offers them: %s.',
					'temple-offerings'
				),
				joinNames( skipped )
			)
		);
	}
	if ( result.inBag.length ) {
		lines.push(
			sprintf(
				/* translators: %s: names of offerings. */
				__(
					'Already in the prayer bag from this page, so not filled in again: %s.',
					'temple-offerings'
				),
				joinNames( result.inBag )
			)
		);
	}
	if ( result.overLimit.length ) {
		lines.push(
			sprintf(
				/* translators: %s: names of people. */
				__(
					'Not filled in, as the offering takes no more believers: %s.',
					'temple-offerings'
				),
				joinNames( result.overLimit )
			)
		);
	}
	if ( light?.otherKind.length ) {
		lines.push(
			sprintf(
				/* translators: %s: names of people. */
				__(
					'Not filled in, as they were saved for another kind of offering: %s.',
					'temple-offerings'
				),
				joinNames( light.otherKind )
			)
		);
	}
	if ( light?.unknown ) {
		lines.push(
			sprintf(
				/* translators: %d: number of saved believers not found. */
				_n(
					'%d chosen believer is not among your saved believers and is not filled in.',
					'%d chosen believers are not among your saved believers and are not filled in.',
					light.unknown,
					'temple-offerings'
				),
				light.unknown
			)
		);
	}
	return lines;
}

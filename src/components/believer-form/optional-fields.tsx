/**
 * A believer's optional fields (mobile, e-mail, note), together and folded
 * behind one button until asked for, so a long form (普渡's believer and
 * deceased) is shorter on a phone. They open by themselves whenever one of
 * them holds something (a restored draft, a paste, a saved believer) or has
 * a message (a check, a server's refusal): nothing filled in or wrong is
 * ever out of sight. A field a kind requires is never in here
 * (believer-fields.tsx).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { joinNames } from '../../store/names';

export interface OptionalFieldsProps {
	/** Id of the folded part, which the button controls. */
	id: string;
	/** The labels of the fields inside, as the button lists them. */
	labels: string[];
	/** Whether one of them holds a value. */
	filled: boolean;
	/** Whether one of them shows a message. */
	flagged: boolean;
	children: ReactNode;
}

/**
 * Whether the optional fields show: when asked for, and always while one
 * holds a value it was given or shows a message.
 *
 * @param state         What is known.
 * @param state.asked   The worshipper's last choice (open or closed).
 * @param state.flagged One of them shows a message.
 * @return True when they show.
 */
function optionalFieldsShown( state: {
	asked: boolean;
	flagged: boolean;
} ): boolean {
	return state.asked || state.flagged;
}

/**
 * The fold.
 *
 * @param props          Component props.
 * @param props.id       Id of the folded part.
 * @param props.labels   Labels of the fields inside.
 * @param props.filled   One of them holds a value.
 * @param props.flagged  One of them shows a message.
 * @param props.children The fields.
 */
export function OptionalFields( {
	id,
	labels,
	filled,
	flagged,
	children,
}: OptionalFieldsProps ) {
	// Open from the start when a value came with the row (a restored draft),
	// and again whenever a value arrives later (a paste, a saved believer).
	const [ asked, setAsked ] = useState( filled );
	useEffect( () => {
		if ( filled ) {
			setAsked( true );
		}
	}, [ filled ] );
	const shown = optionalFieldsShown( { asked, flagged } );
	return (
		<div className="temple-offerings-believer__optional">
			<button
				type="button"
				className="temple-offerings-believer__optional-toggle"
				aria-expanded={ shown }
				aria-controls={ id }
				onClick={ () => setAsked( ! shown ) }
			>
				<span
					className="temple-offerings-believer__optional-chevron"
					aria-hidden
				/>
				{ sprintf(
					/* translators: %s: the labels of the optional fields, e.g. Mobile, E-mail, Note. */
					__( 'More details (optional): %s', 'temple-offerings' ),
					joinNames( labels )
				) }
			</button>
			<div
				id={ id }
				className="temple-offerings-believer__grid is-contact"
				hidden={ ! shown }
			>
				{ children }
			</div>
		</div>
	);
}

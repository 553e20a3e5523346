/**
 * Names joined for a sentence, in the site's language (光明燈、太歲燈).
 */

/**
 * WordPress dependencies
 */
import { _x, sprintf } from '@wordpress/i18n';

/**
 * Names joined for a sentence: 光明燈、太歲燈.
 *
 * @param names Names.
 * @return One text.
 */
export const joinNames = ( names: readonly string[] ): string =>
	names.reduce( ( list, name ) =>
		sprintf(
			/* translators: 1: a list of names so far, 2: the next name. */
			_x( '%1$s, %2$s', 'list of names', 'temple-offerings' ),
			list,
			name
		)
	);

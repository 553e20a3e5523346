/**
 * Which form the phone's bar brings into view.
 */

/**
 * Internal dependencies
 */
import { emptyBeliever, fromCartBeliever } from '../../../domain/believer';
import type { FormKind } from '../../../domain/believer-fields';
import {
	completeBeliever,
	FIXTURE_TODAY,
} from '../../../domain/test/complete-believer';
import { nextToFill, type PickedRow } from '../next-to-fill';

const done = ( kind: FormKind, id: string ) => ( {
	...fromCartBeliever( completeBeliever( kind ) ),
	id,
} );
const empty = ( kind: FormKind, id: string ) => emptyBeliever( kind, id );

const row = (
	key: string,
	kind: FormKind | null,
	believers: PickedRow[ 'believers' ]
): PickedRow => ( { key, kind, believers } );

test.each( [
	[
		'a product without a believer: its add button',
		[ row( '1:0', 'light', [] ) ],
		{ rowKey: '1:0', add: true },
	],
	[
		'the first row not complete, in pick order',
		[
			row( '1:0', 'light', [ done( 'light', 'a' ) ] ),
			row( '2:0', 'pudu', [ done( 'pudu', 'b' ), empty( 'pudu', 'c' ) ] ),
			row( '3:0', 'light', [] ),
		],
		{ rowKey: '2:0', index: 1 },
	],
	[
		'a product without a believer before a later incomplete row',
		[
			row( '3:0', 'light', [] ),
			row( '1:0', 'light', [ empty( 'light', 'a' ) ] ),
		],
		{ rowKey: '3:0', add: true },
	],
	[
		'a product no form fits is passed over (it says so itself)',
		[
			row( '9:0', null, [] ),
			row( '1:0', 'light', [ empty( 'light', 'a' ) ] ),
		],
		{ rowKey: '1:0', index: 0 },
	],
	[
		'every form complete: the summary and its add button',
		[
			row( '1:0', 'light', [ done( 'light', 'a' ) ] ),
			row( '2:0', 'pudu', [ done( 'pudu', 'b' ) ] ),
		],
		{ summary: true },
	],
] )( 'nextToFill: %s', ( _title, rows, target ) => {
	expect( nextToFill( rows, FIXTURE_TODAY ) ).toEqual( target );
} );

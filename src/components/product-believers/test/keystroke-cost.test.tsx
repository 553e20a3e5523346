/**
 * What one keystroke makes the store do: every store change runs the
 * selection of every `useSelect` on the page, so the believer forms hold
 * none and each product's section reads its believers once. Typing in one
 * form then runs as many selectors with 3 believers a product as with 1.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { emptyBeliever } from '../../../domain/believer';
import { store } from '../../../store';
import {
	believersOf,
	loadZhTw,
	productRow,
	renderForms,
	setupStore,
} from './helpers';

// The forms' labels in zh_TW, as the page shows them.
loadZhTw();
jest.setTimeout( 180_000 );

const userEvent = user.setup( { delay: null } );

const ROWS = [ productRow( 1, [ 'light' ] ), productRow( 2, [ 'light' ] ) ];

/**
 * Counts every call of the store's selectors while `run` goes on (the
 * selectors object useSelect reads is the one `select( store )` returns).
 *
 * @param run What to count.
 * @return Calls of any selector.
 */
async function selectorCalls( run: () => Promise< void > ): Promise< number > {
	const selectors = select( store ) as unknown as Record< string, unknown >;
	const originals = new Map< string, ( ...args: unknown[] ) => unknown >();
	let calls = 0;
	for ( const [ name, value ] of Object.entries( selectors ) ) {
		if ( typeof value === 'function' ) {
			originals.set( name, value as ( ...args: unknown[] ) => unknown );
			selectors[ name ] = ( ...args: unknown[] ) => {
				calls += 1;
				return ( value as ( ...a: unknown[] ) => unknown )( ...args );
			};
		}
	}
	try {
		await run();
	} finally {
		originals.forEach( ( value, name ) => {
			selectors[ name ] = value;
		} );
	}
	return calls;
}

/**
 * Renders both products with `perProduct` believers each, then types one
 * character into the first believer's name.
 *
 * @param perProduct Believers of each product.
 * @return Selector calls for that one keystroke.
 */
async function keystroke( perProduct: number ): Promise< number > {
	setupStore( {
		rows: ROWS,
		believers: Object.fromEntries(
			ROWS.map( ( row ) => [
				row.key,
				Array.from( { length: perProduct }, ( _, index ) =>
					emptyBeliever( 'light', `${ row.key }-${ index }`, [
						'light',
					] )
				),
			] )
		),
	} );
	const view = renderForms( ROWS.map( ( row ) => row.key ) );
	const name = within(
		screen.getByTestId( `section-${ ROWS[ 0 ].key }` )
	).getAllByLabelText( /信眾姓名/ )[ 0 ];
	await userEvent.click( name );
	const calls = await selectorCalls( () => userEvent.keyboard( '王' ) );
	expect( believersOf( ROWS[ 0 ].key )[ 0 ].name ).toBe( '王' );
	view.unmount();
	return calls;
}

test( 'a keystroke runs as many selectors with 3 believers a product as with 1', async () => {
	const few = await keystroke( 1 );
	const many = await keystroke( 3 );
	expect( few ).toBeGreaterThan( 0 );
	expect( many ).toBe( few );
} );

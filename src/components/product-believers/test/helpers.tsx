/**
 * Test helpers of the believer forms: the zh_TW catalogue, a showModal
 * polyfill for jsdom, and a store filled with product rows.
 */

/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../../../store';
import { productsKey } from '../../../store/reducers';
import { parseSettings } from '../../../settings';
import type { BelieverFormItem } from '../../../domain/believer';
import type { ProductRow } from '../../../types/product';
import type { SavedBeliever } from '../../../types/saved-believer';
import { forgetCopiedBeliever } from '../../../store/copied-believer';
import { productRowOf } from '../../offering-page/test/fixtures';
import { ProductBelievers } from '../product-believers';

export { loadZhTw } from '../../../test/zh-tw';

/**
 * jsdom has <dialog> but not showModal()/close(): enough of them to test
 * open state, Escape (the cancel event) and initial focus. Tests only.
 */
export function polyfillDialog(): void {
	const proto = HTMLDialogElement.prototype;
	if ( typeof proto.showModal !== 'function' ) {
		proto.showModal = function showModal( this: HTMLDialogElement ) {
			this.setAttribute( 'open', '' );
			this.querySelector< HTMLElement >(
				'button, input, select, textarea'
			)?.focus();
		};
	}
	if ( typeof proto.close !== 'function' ) {
		proto.close = function close( this: HTMLDialogElement ) {
			this.removeAttribute( 'open' );
			this.dispatchEvent( new Event( 'close' ) );
		};
	}
}

/**
 * Presses Escape on an open dialog the way a browser does: a cancel event.
 *
 * @param dialog The dialog element.
 */
export function pressEscape( dialog: HTMLElement ): void {
	act( () => {
		dialog.dispatchEvent( new Event( 'cancel', { cancelable: true } ) );
	} );
}

/**
 * A product row of the given categories.
 *
 * @param id       Product id.
 * @param category Category slugs.
 * @param name     Name.
 * @return Row.
 */
export function productRow(
	id: number,
	category: string[],
	name = `Product ${ id }`
): ProductRow {
	return productRowOf( id, name, category, {
		slug: `product-${ id }`,
		price: '100',
		regular_price: '100',
	} );
}

interface Setup {
	rows: ProductRow[];
	selected?: string[];
	saved?: SavedBeliever[];
	submitAttempted?: boolean;
	believers?: Record< string, BelieverFormItem[] >;
}

/**
 * Puts the store in a known state: these product rows loaded and selected,
 * the saved believers (as a guest, so no resolver fetches over them), and
 * the believers given.
 *
 * @param setup Rows, selection, saved believers, believers.
 */
export function setupStore( setup: Setup ): void {
	const actions = dispatch( store );
	actions.receiveSettings( { ...parseSettings( undefined ) } );
	actions.resourceReceived(
		'products',
		productsKey( [ 'test' ] ),
		setup.rows,
		{ total: setup.rows.length, totalPages: 1 },
		Date.now()
	);
	actions.resourceReceived(
		'savedBelievers',
		'',
		setup.saved ?? [],
		{ total: 0, totalPages: 1 },
		Date.now()
	);
	const wanted = setup.selected ?? setup.rows.map( ( row ) => row.key );
	const current = select( store ).getSelectedRowKeys();
	[ ...new Set( [ ...wanted, ...current ] ) ].forEach( ( key ) => {
		if ( wanted.includes( key ) !== current.includes( key ) ) {
			actions.toggleRow( key );
		}
	} );
	actions.resetBelievers( setup.believers ?? {} );
	// An attempt counts the rows there are: those given here.
	actions.setSubmitAttempted( setup.submitAttempted ?? false, allIds() );
	forgetCopiedBeliever();
	window.localStorage.clear();
}

/**
 * Renders the forms of the given rows, with a toaster.
 *
 * @param rowKeys Row keys.
 * @return Render result.
 */
export function renderForms( rowKeys: string[] ) {
	return render(
		<>
			{ rowKeys.map( ( key ) => (
				<section key={ key } data-testid={ `section-${ key }` }>
					<ProductBelievers rowKey={ key } />
				</section>
			) ) }
			<Toaster />
		</>
	);
}

/**
 * Every believer id in the store.
 *
 * @return Ids.
 */
function allIds(): string[] {
	return Object.values( select( store ).getAllBelievers() ).flatMap(
		( believers ) => believers.map( ( believer ) => believer.id )
	);
}

/**
 * A refused add as the add button's check makes it: the rows there are now
 * show every message.
 */
export function attemptSubmit(): void {
	act( () => {
		dispatch( store ).setSubmitAttempted( true, allIds() );
	} );
}

/**
 * The believers of a row in the store.
 *
 * @param key Row key.
 * @return Believers.
 */
export function believersOf( key: string ): BelieverFormItem[] {
	return select( store ).getBelievers( key );
}

/**
 * Thunks: the writes and multi-step flows. Side effects (requests, storage,
 * navigation) live here, never in a reducer: what a reducer makes then
 * depends on the state and the action alone. What the worshipper should be
 * told is recorded as a notice, which the page's toaster shows.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addToCart, addToCartUrl } from '../api/cart';
import { errorMessage, isAbortError } from '../api/errors';
import { toCartBeliever } from '../domain/believer';
import { ownedMaxAge } from '../domain/owner';
import { cartRequestBody } from '../domain/payload';
import { placesRefusal } from '../domain/places';
import type { ProductRow } from '../types/product';
import { clearCopiedBeliever } from './copied-believer';
import {
	hasSavedRowReferences,
	hydrateDraft,
	readDraft,
	removeDraft,
} from './draft';
import { joinNames } from './names';
import type { StoreThunkArgs } from '.';

/** How a cart run ended; a failed one says which rows went in and which not. */
export type CartRun =
	| { status: 'failed'; added: string[]; notAdded: string[] }
	| { status: 'added' };

/** How the add button's run ended. */
export type SubmitResult =
	{ status: 'empty' | 'missing' | 'invalid' | 'full' } | CartRun;

/**
 * Product names joined for a sentence.
 * @param rows
 */
const listNames = ( rows: ProductRow[] ) =>
	joinNames( rows.map( ( row ) => row.name ) );

/**
 * Restores this page's draft (selection, believers, rows already added), if
 * it belongs to this page's owner. Rows picked from the saved believers were
 * kept as references: they are refilled from the saved list, waiting for it
 * only when there are such rows.
 *
 * @param path Page path the draft was kept under.
 */
export const restoreDraft =
	( path: string ) =>
	async ( { select, dispatch, resolveSelect }: StoreThunkArgs ) => {
		const settings = select.getSettings();
		const stored = readDraft(
			path,
			settings.owner,
			Date.now(),
			ownedMaxAge( settings )
		);
		if ( ! stored ) {
			return;
		}
		const saved = hasSavedRowReferences( stored )
			? await resolveSelect.getSavedBelievers()
			: [];
		const draft = hydrateDraft( stored, saved );
		await dispatch.draftRestored( draft );
		await dispatch.resetBelievers( draft.believers );
	};

/**
 * The add button: the check (getSubmitCheck) says what is missing and opens
 * every section when something is; a row with more believers than the
 * places it has left is refused before any post; otherwise the cart run posts the
 * products, and once all are in, the believers are saved when the user
 * asked, the draft and the copied believer are dropped, and the page goes
 * to the cart.
 *
 * @param options          Options.
 * @param options.navigate Goes to a URL; the browser's by default.
 * @param options.path     Page path the draft is kept under.
 */
export const submitOfferings =
	(
		options: {
			navigate?: ( url: string ) => void;
			path?: string;
		} = {}
	) =>
	async ( { select, dispatch }: StoreThunkArgs ): Promise< SubmitResult > => {
		const check = select.getSubmitCheck();
		if ( check.status === 'empty' ) {
			await dispatch.addNotice(
				'error',
				__( 'Please select at least one offering.', 'temple-offerings' )
			);
			return { status: 'empty' };
		}
		if ( check.status !== 'ready' ) {
			// The rows there are now show their messages; one added later
			// waits for its own attempt.
			const believerIds = select
				.getSelectedRowKeys()
				.flatMap( ( key ) =>
					select
						.getBelievers( key )
						.map( ( believer ) => believer.id )
				);
			await dispatch.setSubmitAttempted( true, believerIds );
			await dispatch.expandAllSections();
			await dispatch.addNotice(
				'error',
				check.status === 'missing'
					? __(
							'Please fill in the form for every selected offering.',
							'temple-offerings'
						)
					: __(
							'Some offerings have incomplete details. Please check.',
							'temple-offerings'
						)
			);
			return { status: check.status };
		}

		// More believers than places the page knows are left: said before any
		// post, so nothing is half-added; the forms stay as they are.
		const added = select.getCart().added;
		const full = check.rows
			.filter( ( row ) => ! added.includes( row.key ) )
			.map( ( row ) =>
				placesRefusal( row, select.getBelievers( row.key ).length )
			)
			.filter( ( message ): message is string => message !== null );
		if ( full.length ) {
			await dispatch.addNotice( 'error', full.join( ' ' ) );
			return { status: 'full' };
		}

		const run = await dispatch.runCart( check.rows );
		if ( run.status === 'failed' ) {
			return run;
		}
		await dispatch.addNotice(
			'success',
			__( 'Added to the prayer bag!', 'temple-offerings' )
		);

		// The saved list: new believers when the worshipper asked, and the
		// edits of believers picked from it always (it is their own list).
		const settings = select.getSettings();
		if ( settings.isLoggedIn ) {
			await dispatch.saveNewBelievers( check.rows, {
				saveNew: select.isSaveBelieversChecked(),
			} );
		}

		// Added: the draft and the copied believer have served their purpose.
		removeDraft( options.path ?? window.location.pathname );
		clearCopiedBeliever();
		await dispatch.cartSucceeded();
		await dispatch.clearAllBelievers();
		const navigate =
			options.navigate ??
			( ( to: string ) => window.location.assign( to ) );
		navigate( settings.cartUrl );
		return { status: 'added' };
	};

/**
 * The cart run: posts each product not yet in the cart, one by one, in the
 * order given, and stops at the first failure. Every form stays as it was,
 * and the rows already added are remembered (the cart keeps them), so a
 * retry posts only the rest. A failure is told in a toast naming what went
 * in and what did not.
 *
 * @param rows Checked rows (getSubmitCheck's), in selection order.
 */
export const runCart =
	( rows: readonly ProductRow[] ) =>
	async ( { select, dispatch }: StoreThunkArgs ): Promise< CartRun > => {
		await dispatch.cartStarted();
		const url = addToCartUrl( select.getSettings().cartUrl );
		for ( const row of rows ) {
			if ( select.getCart().added.includes( row.key ) ) {
				continue;
			}
			try {
				await addToCart(
					cartRequestBody(
						row,
						select.getBelievers( row.key ).map( toCartBeliever )
					),
					{ url }
				);
				await dispatch.cartRowAdded( row.key );
			} catch ( error: unknown ) {
				if ( isAbortError( error ) ) {
					throw error;
				}
				const message = errorMessage(
					error,
					__(
						'Could not add to the prayer bag. Please try again later.',
						'temple-offerings'
					)
				);
				await dispatch.cartFailed( row.key, message );
				const added = select.getCart().added;
				const addedRows = rows.filter( ( item ) =>
					added.includes( item.key )
				);
				const notAdded = rows.filter(
					( item ) => ! added.includes( item.key )
				);
				await dispatch.addNotice(
					'error',
					addedRows.length
						? sprintf(
								/* translators: 1: why it failed, 2: offerings already in the cart, 3: offerings not added. */
								__(
									'%1$s Added: %2$s. Not added: %3$s.',
									'temple-offerings'
								),
								message,
								listNames( addedRows ),
								listNames( notAdded )
							)
						: message
				);
				return {
					status: 'failed',
					added: addedRows.map( ( item ) => item.key ),
					notAdded: notAdded.map( ( item ) => item.key ),
				};
			}
		}
		return { status: 'added' };
	};

/**
 * The save, after the cart add: new believers to the user's saved list when
 * `saveNew`, and the changes of believers picked from it (see
 * ./save-believers.ts). Loaded when a logged-in worshipper's add succeeded,
 * so the page's first script does not carry it.
 *
 * @param rows            Rows just added to the cart.
 * @param options         Options.
 * @param options.saveNew Save the rows not picked from the list.
 * @return Whether everything was saved.
 */
export const saveNewBelievers =
	( rows: readonly ProductRow[], { saveNew = true } = {} ) =>
	async ( args: StoreThunkArgs ): Promise< boolean > => {
		const { saveToList } = await import(
			/* webpackChunkName: "save-believers" */ './save-believers'
		);
		return saveToList( rows, saveNew, args );
	};

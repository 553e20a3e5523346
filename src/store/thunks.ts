/**
 * Thunks: the writes and multi-step flows (STYLE rule 5). Side effects
 * (requests, toasts, storage, navigation) live here, never in a reducer.
 */

/**
 * WordPress dependencies
 */
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { notifyError, notifySuccess } from '../components/toaster/notify';
import { saveBelievers } from '../api/believers';
import { addToCart, addToCartUrl } from '../api/cart';
import { errorMessage, isAbortError } from '../api/errors';
import { toCartBeliever } from '../domain/believer';
import { formKindOf } from '../domain/form-kind';
import { cartRequestBody } from '../domain/payload';
import { validateBelievers } from '../domain/validation';
import type { ProductRow } from '../types/product';
import { clearCopiedBeliever } from '../components/believer-form/clipboard';
import {
	hasSavedRowReferences,
	hydrateDraft,
	readDraft,
	removeDraft,
} from './draft';
import type { StoreThunkArgs } from '.';

export type SubmitResult =
	| { status: 'empty' | 'missing' | 'invalid' }
	| { status: 'failed'; added: string[]; notAdded: string[] }
	| { status: 'added' };

/**
 * Names joined for a sentence: 光明燈、太歲燈.
 * @param rows
 */
const listNames = ( rows: ProductRow[] ) =>
	rows
		.map( ( row ) => row.name )
		.reduce( ( list, name ) =>
			sprintf(
				/* translators: 1: a list of names so far, 2: the next name. */
				_x( '%1$s, %2$s', 'list of names', 'temple-offerings' ),
				list,
				name
			)
		);

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
		const stored = readDraft( path, select.getSettings().owner );
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
 * The add button (SPEC §4 "Submit sequence"): check, post each product not
 * yet in the cart one by one, stop at the first failure keeping every form,
 * then optionally save the believers and go to the cart.
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
		const keys = select.getSelectedRowKeys();
		const rows = keys
			.map( ( key ) => select.getProductRow( key ) )
			.filter( ( row ): row is ProductRow => Boolean( row ) );

		if ( rows.length === 0 ) {
			notifyError(
				__( 'Please select at least one offering.', 'temple-offerings' )
			);
			return { status: 'empty' };
		}
		if (
			rows.some( ( row ) => select.getBelievers( row.key ).length === 0 )
		) {
			await dispatch.setSubmitAttempted( true );
			await dispatch.expandAllSections();
			notifyError(
				__(
					'Please fill in the form for every selected offering.',
					'temple-offerings'
				)
			);
			return { status: 'missing' };
		}
		const invalid = rows.filter( ( row ) => {
			const kind = formKindOf( row.category );
			return (
				! kind ||
				validateBelievers(
					kind,
					select.getBelievers( row.key ).map( toCartBeliever )
				).length > 0
			);
		} );
		if ( invalid.length ) {
			await dispatch.setSubmitAttempted( true );
			await dispatch.expandAllSections();
			notifyError(
				__(
					'Some offerings have incomplete details. Please check.',
					'temple-offerings'
				)
			);
			return { status: 'invalid' };
		}

		await dispatch.cartStarted();
		const settings = select.getSettings();
		const url = addToCartUrl( settings.cartUrl );
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
				notifyError(
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

		notifySuccess( __( 'Added to the prayer bag!', 'temple-offerings' ) );

		if ( settings.isLoggedIn && select.isSaveBelieversChecked() ) {
			// Rows picked from the saved list are there already.
			const fresh = rows.flatMap( ( row ) =>
				select
					.getBelievers( row.key )
					.filter( ( believer ) => ! believer.saved_id )
					.map( ( believer ) => ( {
						product_category: [ ...row.category ],
						data: toCartBeliever( believer ),
					} ) )
			);
			try {
				if ( fresh.length ) {
					await saveBelievers( fresh );
					await dispatch.invalidateResolution(
						'getSavedBelievers',
						[]
					);
				}
				notifySuccess( __( 'Saved.', 'temple-offerings' ) );
			} catch {
				notifyError(
					__( 'Could not save the details.', 'temple-offerings' )
				);
			}
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

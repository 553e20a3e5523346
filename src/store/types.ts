/**
 * The shape of the offering page's store state.
 */

/**
 * Internal dependencies
 */
import type { ApiErrorKind } from '../api/errors';
import type { PageSettings } from '../types/settings';
import type { ProductCategory, ProductRow } from '../types/product';
import type { SavedBeliever } from '../types/saved-believer';
import type { BelieversState } from './believers/reducer';

/** Where a read is: not asked yet, on its way, arrived, or failed. */
export type RequestStatus =
	'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/** One fetched resource, with when it arrived. */
export interface Resource< T > {
	status: RequestStatus;
	data: T | null;
	error: { kind: ApiErrorKind | 'UNKNOWN'; message: string } | null;
	total: number;
	totalPages: number;
	/** Date.now() when the data arrived, 0 before. */
	fetchedAt: number;
}

export type ResourceName = 'products' | 'categories' | 'savedBelievers';

export interface ResourcesState {
	/** Products by query key (the category slugs joined by ','). */
	products: Record< string, Resource< ProductRow[] > >;
	categories: Resource< ProductCategory[] >;
	savedBelievers: Resource< SavedBeliever[] >;
}

export interface SelectionState {
	/** Selected row keys, in the order they were picked. */
	selected: string[];
	/** The active tab's slug; '' until the page chose one. */
	activeCategory: string;
}

export interface FormState {
	/** Row keys whose form section is collapsed (sections start expanded). */
	collapsed: string[];
	/** Set once the worshipper pressed add (a product without believers says so). */
	submitAttempted: boolean;
	/**
	 * The believer rows that were on the page at the last refused add: their
	 * fields show every message. A row added afterwards is not among them,
	 * so it does not open red before anything is typed in it.
	 */
	attemptedBelievers: string[];
	/** The save-form checkbox (logged-in users). */
	saveBelievers: boolean;
	/**
	 * The page came back with a draft of an earlier visit: said in the
	 * summary, with a way to clear it, so it never returns unnoticed.
	 */
	restored?: boolean;
}

export type CartStatus = 'idle' | 'submitting' | 'failed' | 'succeeded';

export interface CartState {
	status: CartStatus;
	/** Row keys already in the cart from this run; a retry skips them. */
	added: string[];
	/** The row whose post failed, '' when none. */
	failedKey: string;
	/** The failure's message. */
	message: string;
}

export type NoticeStatus = 'error' | 'success';

/** A notice waiting for the toaster. */
export interface Notice {
	id: number;
	status: NoticeStatus;
	/** Translated text. */
	message: string;
}

export interface NoticesState {
	/** Recorded and not yet shown, oldest first. */
	queue: Notice[];
	/** The id the next notice gets. */
	next: number;
}

export interface OfferingsState {
	settings: PageSettings;
	resources: ResourcesState;
	selection: SelectionState;
	form: FormState;
	cart: CartState;
	notices: NoticesState;
	believers: BelieversState;
}

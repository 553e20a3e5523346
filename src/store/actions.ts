/**
 * Plain actions of the offering page's own slices.
 */

/**
 * Internal dependencies
 */
import * as types from './action-types';
import type { Draft } from './draft';
import type { NoticeStatus, Resource, ResourceName } from './types';
import type { PageSettings } from '../types/settings';

export function receiveSettings( settings: PageSettings ) {
	return { type: types.RECEIVE_SETTINGS, settings } as const;
}

export function resourceRequested( name: ResourceName, key = '' ) {
	return { type: types.RESOURCE_REQUESTED, name, key } as const;
}

/**
 * Data arrived.
 *
 * @param name              Resource.
 * @param key               Query key ('' for single resources).
 * @param data              Data.
 * @param totals            Totals from the answer's headers.
 * @param totals.total
 * @param totals.totalPages
 * @param fetchedAt         Date.now() when it arrived (passed in: reducers are pure).
 * @return Action.
 */
export function resourceReceived(
	name: ResourceName,
	key: string,
	data: unknown,
	totals: { total: number; totalPages: number },
	fetchedAt: number
) {
	return {
		type: types.RESOURCE_RECEIVED,
		name,
		key,
		data,
		total: totals.total,
		totalPages: totals.totalPages,
		fetchedAt,
	} as const;
}

export function resourceFailed(
	name: ResourceName,
	key: string,
	error: NonNullable< Resource< unknown >[ 'error' ] >
) {
	return { type: types.RESOURCE_FAILED, name, key, error } as const;
}

/**
 * Selects or unselects a product row.
 *
 * @param key Row key.
 * @return Action.
 */
export function toggleRow( key: string ) {
	return { type: types.TOGGLE_ROW, key } as const;
}

export function setActiveCategory( slug: string ) {
	return { type: types.SET_ACTIVE_CATEGORY, slug } as const;
}

export function setSectionExpanded( key: string, expanded: boolean ) {
	return { type: types.SET_SECTION_EXPANDED, key, expanded } as const;
}

export function expandAllSections() {
	return { type: types.EXPAND_ALL_SECTIONS } as const;
}

/**
 * An add was tried (or, with false, forgotten).
 *
 * @param attempted   Whether an add was tried.
 * @param believerIds The believer rows on the page at that attempt: only
 *                    they show every message, a row added afterwards waits
 *                    for its own attempt.
 */
export function setSubmitAttempted(
	attempted: boolean,
	believerIds: readonly string[] = []
) {
	return {
		type: types.SET_SUBMIT_ATTEMPTED,
		attempted,
		believerIds: attempted ? [ ...believerIds ] : [],
	} as const;
}

export function setSaveBelievers( save: boolean ) {
	return { type: types.SET_SAVE_BELIEVERS, save } as const;
}

export function cartStarted() {
	return { type: types.CART_STARTED } as const;
}

export function cartRowAdded( key: string ) {
	return { type: types.CART_ROW_ADDED, key } as const;
}

export function cartFailed( key: string, message: string ) {
	return { type: types.CART_FAILED, key, message } as const;
}

export function cartSucceeded() {
	return { type: types.CART_SUCCEEDED } as const;
}

export function draftRestored( draft: Draft ) {
	return { type: types.DRAFT_RESTORED, draft } as const;
}

/**
 * The worshipper cleared their data (清除我的資料): the selection, the forms'
 * state and the rows remembered as added go; the server's cart stays.
 *
 * @return Action.
 */
export function pageCleared() {
	return { type: types.PAGE_CLEARED } as const;
}

/**
 * Something the worshipper should be told (the add refused, the prayer bag
 * filled, a save failed). The store only records it; the page's toaster
 * shows it (src/components/toaster/store-notices.tsx).
 *
 * @param status  'error' or 'success'.
 * @param message Translated text.
 * @return Action.
 */
export function addNotice( status: NoticeStatus, message: string ) {
	return { type: types.NOTICE_ADDED, status, message } as const;
}

/**
 * The toaster has shown these notices.
 *
 * @param ids The notices' ids.
 * @return Action.
 */
export function noticesShown( ids: readonly number[] ) {
	return { type: types.NOTICES_SHOWN, ids: [ ...ids ] } as const;
}

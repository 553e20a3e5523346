/**
 * What the draft's tests share: two owners and a guest, a typed believer, a
 * saved one (林美華) and the row picked from it, a page started for an owner,
 * and a stored draft.
 */

/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '..';
import { startOfferingPage } from '../../app';
import type { StoredDraft } from '../draft';
import {
	emptyBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../../domain/believer';
import type { SavedBeliever } from '../../types/saved-believer';
import type { OfferingsState } from '../types';
import { settings } from '../../components/offering-page/test/fixtures';

export const PATH = '/offerings/';
export const ALICE = 'f3a1c0ffee';
export const BOB = '9b0b0b0b0b';
export const HOUR = 60 * 60 * 1000;
/** The longest a browser keeps what it holds for its owner: a day (src/domain/owner.ts). */
export const DAY = 24 * HOUR;

/**
 * A believer that passes the light rules.
 *
 * @param id   Row id.
 * @param name Name.
 */
export function typed( id: string, name = '王小明' ): BelieverFormItem {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name,
		address: '台南市中山路1號',
	};
}

/** 林美華 as 常用名單 keeps her. */
export const SAVED_DATA: CartBeliever = {
	id: 'saved-row',
	name: '林美華',
	gender: 'female',
	mobile: '0912-000-111',
	email: 'lin@example.test',
	birthday: '1975-08-15-吉',
	time: '吉',
	address: '臺中市西區民權路99號',
	is_expired_notice: true,
	note: '',
	deceased_name: '',
	deceased_gender: '',
	deceased_birthday: '吉-吉-吉-吉',
	deceased_death_anniversary: '吉-吉-吉-吉',
	deceased_address: '',
	product_category: [ 'light' ],
	super_name: '',
	depends_people: [],
};

/** The saved list holding only 林美華. */
export const SAVED: SavedBeliever[] = [
	{
		id: 42,
		product_category: [ 'light' ],
		data: SAVED_DATA,
		modified: '2025-01-01T00:00:00+00:00',
	},
];

/**
 * The row SavedBelieverSelect makes when 林美華 is picked.
 *
 * @param id Row id.
 */
export function picked( id: string ): BelieverFormItem {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name: '林美華',
		gender: 'female',
		mobile: '0912-000-111',
		email: 'lin@example.test',
		address: '臺中市西區民權路99號',
		birthday: { year: '1975', month: '08', day: '15', time: '吉' },
		saved_id: 42,
	};
}

/**
 * A page started for an owner, with its store.
 *
 * @param owner      The page's owner (`guest` for a guest).
 * @param isLoggedIn Whether the visitor is logged in.
 */
export function setUp( owner: string, isLoggedIn = owner !== 'guest' ) {
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( { owner, isLoggedIn } ), registry );
	const state = () =>
		(
			registry.stores[ store.name ].store as {
				getState: () => OfferingsState;
			}
		 ).getState();
	return { registry, state, dispatch: registry.dispatch( store ) };
}

/**
 * A stored draft with one typed row.
 *
 * @param name Believer name.
 */
export function storedDraft( name = '王小明' ): StoredDraft {
	return {
		version: 3,
		selected: [ '11:0' ],
		believers: { '11:0': [ toCartBeliever( typed( 'a', name ) ) ] },
		added: [],
		saveBelievers: false,
	};
}

/**
 * Action types of the offering page's own slices (the believers slice keeps
 * its own in ./believers/actions).
 */
export const RECEIVE_SETTINGS = 'RECEIVE_SETTINGS';
export const RESOURCE_REQUESTED = 'RESOURCE_REQUESTED';
export const RESOURCE_RECEIVED = 'RESOURCE_RECEIVED';
export const RESOURCE_FAILED = 'RESOURCE_FAILED';
export const TOGGLE_ROW = 'TOGGLE_ROW';
export const SET_ACTIVE_CATEGORY = 'SET_ACTIVE_CATEGORY';
export const SET_SECTION_EXPANDED = 'SET_SECTION_EXPANDED';
export const EXPAND_ALL_SECTIONS = 'EXPAND_ALL_SECTIONS';
export const SET_SUBMIT_ATTEMPTED = 'SET_SUBMIT_ATTEMPTED';
export const SET_SAVE_BELIEVERS = 'SET_SAVE_BELIEVERS';
export const CART_STARTED = 'CART_STARTED';
export const CART_ROW_ADDED = 'CART_ROW_ADDED';
export const CART_FAILED = 'CART_FAILED';
export const CART_SUCCEEDED = 'CART_SUCCEEDED';
export const DRAFT_RESTORED = 'DRAFT_RESTORED';
export const PAGE_CLEARED = 'PAGE_CLEARED';
export const NOTICE_ADDED = 'NOTICE_ADDED';
export const NOTICES_SHOWN = 'NOTICES_SHOWN';

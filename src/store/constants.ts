/**
 * Names and numbers of the offering page's store.
 */

export const STORE_NAME = 'temple-offerings/offerings';

/** How long the draft writer waits after the last change. */
export const DRAFT_DEBOUNCE_MS = 400;

/** localStorage key prefix of a page's draft; the page path follows. */
export const DRAFT_KEY_PREFIX = 'temple-offerings:draft:';

/**
 * Action types of the believers slice. Kept apart from actions.ts, whose
 * exports the store spreads into its action creators (functions only).
 */

export const ADD_BELIEVER = 'ADD_BELIEVER';
export const UPDATE_BELIEVER = 'UPDATE_BELIEVER';
export const REPLACE_BELIEVER = 'REPLACE_BELIEVER';
export const REMOVE_BELIEVER = 'REMOVE_BELIEVER';
export const CLEAR_BELIEVER = 'CLEAR_BELIEVER';
export const SET_FAMILY = 'SET_FAMILY';
export const RESET_BELIEVERS = 'RESET_BELIEVERS';
export const CLEAR_ALL_BELIEVERS = 'CLEAR_ALL_BELIEVERS';

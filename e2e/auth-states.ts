/**
 * Where the signed-in states global-setup.ts writes live. Kept apart from
 * global-setup.ts so playwright.config.ts can name the admin's without loading
 * WordPress's e2e utilities before their environment is set.
 */
/**
 * External dependencies
 */
import path from 'node:path';

// Signed-in states live with the shop they belong to: cookies of one shop are no use on another.
const authDir = path.join(
	process.env.E2E_SHOP_DIR ?? path.join( __dirname, '../test-results' ),
	'.auth'
);
export const ADMIN = path.join( authDir, 'admin.json' );
export const CUSTOMER = path.join( authDir, 'customer.json' );

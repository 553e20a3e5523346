/**
 * What the 犯太歲 specs (tai-sui-page, tai-sui-lists, tai-sui-season)
 * share: the temple's 太歲燈 and settings they start from, set through PHP
 * as the settings screen saves them; the offering page with one 光明燈
 * believer; people saved to the customer's family book.
 */
/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	emptyCart,
	lightBeliever,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import { addBeliever, field, pick } from './page-helpers';
import { signIn } from './request-helpers';

export const LAMP = '太歲燈';
export const REGISTER = '為此信眾安太歲';
/** 2026-02-10: after 立春 (02-04), before the lunar new year (02-17): 乙巳年 臘月 23. */
export const BETWEEN = { year: '2025', month: '12', day: '23', time: '吉' };
/** A 兔, who breaks (破) 2026. */
export const RABBIT = { year: '1987', month: '03', day: '10', time: '吉' };

/**
 * Sets the plugin's 太歲 options (what the settings screen saves).
 *
 * @param options Option name (without the prefix) → value.
 */
export function setOptions( options: Record< string, unknown > ) {
	shopPhp(
		Object.entries( options )
			.map(
				( [ name, value ] ) =>
					`update_option( 'temple_offerings_tai_sui_${ name }', json_decode( ${ JSON.stringify(
						JSON.stringify( value )
					) }, true ) );`
			)
			.join( '\n' )
	);
}

/**
 * The offering page (with the temple's settings as they are now) and one
 * 光明燈 believer named and addressed.
 *
 * @param page Page.
 * @param name Believer's name.
 * @return The believer's row.
 */
export async function lampRow( page: Page, name: string ): Promise< Locator > {
	await emptyCart( page.request );
	// A second visit starts afresh, not from the first one's draft. The page
	// keeps its draft as it is left (pagehide), so it is left first, for a
	// page of the same site without the block, and the draft cleared there.
	if ( page.url().includes( '/offerings/' ) ) {
		await page.goto( '/robots.txt' );
		await page.evaluate( () => window.localStorage.clear() );
	}
	await page.goto( '/offerings/' );
	const section = await pick( page, '光明燈', '光明燈' );
	const row = await addBeliever( section );
	await field( row, '信眾姓名' ).fill( name );
	await field( row, '信眾地址' ).fill( '台南市中西區民生路1號' );
	return row;
}

/**
 * Saves people to the customer's family book, each a lamp entry born on a
 * lunar day at 午.
 *
 * @param people Name → stored birthday ('Y-M-D-午').
 * @return Their ids, and a function that deletes them again.
 */
export async function saveToBook(
	people: Record< string, string >
): Promise< { ids: number[]; drop: () => Promise< void > } > {
	const { api, nonce } = await signIn( 'believer' );
	const made = await api.post( '/wp-json/temple-offerings/v1/believers', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			believers: Object.entries( people ).map(
				( [ name, birthday ] ) => ( {
					product_category: [ 'light' ],
					data: { ...lightBeliever( name ), birthday, time: '午' },
				} )
			),
		},
	} );
	expect( made.status(), await made.text() ).toBe( 201 );
	const ids = ( ( await made.json() ) as { id: number }[] ).map(
		( item ) => item.id
	);
	return {
		ids,
		drop: async () => {
			for ( const id of ids ) {
				await api.delete(
					`/wp-json/temple-offerings/v1/believers/${ id }`,
					{ headers: { 'X-WP-Nonce': nonce } }
				);
			}
			await api.dispose();
		},
	};
}

/**
 * The temple's 太歲燈 and the settings every 犯太歲 spec starts from: a
 * birth year begins at the lunar new year, every relation counts, the year
 * is 2026.
 *
 * @return The 太歲燈's id.
 */
export function taiSuiShop(): number {
	const lampId = simpleProduct( 'tai-sui-lamp', LAMP, 600, [ 'light' ] );
	setOptions( {
		boundary: 'lunar_new_year',
		relations: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
		year: '2026',
		product: lampId,
	} );
	return lampId;
}

/**
 * Removes the settings taiSuiShop() made.
 */
export function clearTaiSui() {
	shopPhp(
		`foreach ( array( 'boundary', 'relations', 'year', 'product' ) as $name ) { delete_option( 'temple_offerings_tai_sui_' . $name ); }`
	);
}

/**
 * The catalogue writer and reader of the load benchmark (bin/bench/load.mjs):
 * about once a second one product's name and price change through
 * WooCommerce's REST API on node 2, and node 1 is asked for the list right
 * after; an answer without the change is stale.
 */
import { parse, request } from './http.mjs';

const CHANGE_EVERY_MS = 1000;
const MAX_CHANGES = 600;
/** The reader's request, whose answer the cache keeps. */
export const READER_PATH =
	'/wp-json/temple-offerings/v1/visible-products?category=light&per_page=100';

export const catalogue = {
	changes: 0,
	failed: 0,
	reads: 0,
	stale: 0,
	staleLater: 0,
};
export const staleExamples = [];

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The changing product as node 1 lists it, or undefined.
 *
 * @param {Object} seed load.php's seed: the changing product.
 */
async function readChanging( seed ) {
	const answer = await request( 0, 'GET', READER_PATH );
	const list = parse( answer.text );
	return Array.isArray( list )
		? list.find( ( product ) => product.id === seed.changing.id )
		: undefined;
}

/**
 * Changes the product and reads it back until the sessions are done, the
 * time is up or MAX_CHANGES were tried.
 *
 * @param {Object}        run
 * @param {Object}        run.seed         load.php's seed: the admin, the changing product.
 * @param {string}        run.runTag       This run's tag, in every name written.
 * @param {() => boolean} run.timeUp       Whether the benchmark's time is up.
 * @param {() => boolean} run.sessionsDone Whether every session has ended.
 */
export async function changeCatalogue( {
	seed,
	runTag,
	timeUp,
	sessionsDone,
} ) {
	const auth = Buffer.from(
		`${ seed.admin.user }:${ seed.admin.password }`
	).toString( 'base64' );
	while (
		! sessionsDone() &&
		! timeUp() &&
		catalogue.changes + catalogue.failed < MAX_CHANGES
	) {
		const tick = Date.now();
		const k = catalogue.changes + catalogue.failed + 1;
		const want = {
			name: `${ seed.changing.name } ${ runTag }-${ k }`,
			price: String( 100 + k ),
		};
		const answer = await request(
			1,
			'PUT',
			`/wp-json/wc/v3/products/${ seed.changing.id }`,
			{
				headers: {
					Authorization: `Basic ${ auth }`,
					'Content-Type': 'application/json',
				},
				body: JSON.stringify( {
					name: want.name,
					regular_price: want.price,
				} ),
			}
		);
		if ( answer.status !== 200 ) {
			catalogue.failed++;
		} else {
			catalogue.changes++;
			const seen = await readChanging( seed );
			catalogue.reads++;
			const fresh = ( product ) =>
				product?.name === want.name && product?.price === want.price;
			if ( ! fresh( seen ) ) {
				catalogue.stale++;
				staleExamples.push(
					`change ${ k } (${ want.name }, ${ want.price }) read as ${
						seen ? `${ seen.name }, ${ seen.price }` : 'missing'
					}`
				);
				await sleep( 1000 );
				if ( ! fresh( await readChanging( seed ) ) ) {
					catalogue.staleLater++;
				}
			}
		}
		await sleep( Math.max( 0, CHANGE_EVERY_MS - ( Date.now() - tick ) ) );
	}
}

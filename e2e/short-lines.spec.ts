/**
 * Lines short of believers on the orders list, whatever the order's age
 * and the shop's order storage: an order saved before orders carried their
 * flag gets it from the background backfill (Action Scheduler) and the
 * filter 「信眾資料不齊」 finds it; the same filter works on the posts-storage
 * orders list (HPOS off) as on HPOS's.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';

const REPO = path.join( __dirname, '..' );
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );

/**
 * Makes the posts tables or WooCommerce's order tables authoritative, the
 * way WooCommerce allows it (e2e/php/corrections.php).
 *
 * @param storage 'posts' or 'hpos'.
 * @return The HPOS option as it now reads.
 */
const useStorage = ( storage: 'posts' | 'hpos' ): string =>
	(
		JSON.parse(
			execFileSync(
				'php',
				[
					path.join( REPO, 'e2e/php/corrections.php' ),
					WP_DIR,
					'storage',
					storage,
				],
				{ encoding: 'utf8', timeout: 120_000 }
			)
		) as { hpos: string }
	 ).hpos;

/**
 * A processing order another plugin made in PHP: a lamp line of two places
 * without believers, saved (so flagged).
 *
 * @return Its id.
 */
function shortOrder(): number {
	return Number(
		shopPhp( `
$order = wc_create_order( array( 'status' => 'processing' ) );
$order->set_billing_first_name( '舊單' );
$order->add_product( wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID ), 2 );
$order->calculate_totals();
$order->save();
echo $order->get_id();
` ).trim()
	);
}

/**
 * The order's flag of short lines ('' when none).
 *
 * @param order Order id.
 */
const flag = ( order: number ) =>
	shopPhp(
		`echo (string) wc_get_order( ${ order } )->get_meta( '_temple_offerings_short_lines', true );`
	).trim();

/**
 * The ids the orders list shows with the filter 「信眾資料不齊」, chosen in
 * its select as staff do.
 *
 * @param page   Signed-in admin page.
 * @param list   The orders list's address.
 * @param submit The list's filter button.
 * @param prefix The rows' id prefix (`order-`, `post-`).
 */
async function filtered(
	page: Page,
	list: string,
	submit: string,
	prefix: string
): Promise< number[] > {
	await page.goto( list );
	await page
		.getByLabel( '依信眾資料篩選' )
		.selectOption( { label: '信眾資料不齊' } );
	await page.locator( submit ).click();
	await expect( page ).toHaveURL( /temple_believers=short/ );
	const ids = await page
		.locator( `#the-list tr[id^="${ prefix }"]` )
		.evaluateAll( ( rows ) => rows.map( ( row ) => row.id ) );
	return ids.map( ( id ) => Number( id.replace( /\D+/g, '' ) ) );
}

/**
 * Runs WooCommerce's Action Scheduler queue once, as WP-Cron would.
 *
 * @return The backfill's state after it: '' (never started), the next batch, or 'done'.
 */
const runQueue = () =>
	shopPhp( `
do_action( 'action_scheduler_run_queue', 'WP Cron' );
wp_cache_delete( 'temple_offerings_short_lines_backfill', 'options' );
echo get_option( 'temple_offerings_short_lines_backfill', '' );
` ).trim();

/**
 * Runs the queue until the backfill says it is done (one batch a run), ten
 * runs at most.
 *
 * @return The backfill's state at the end.
 */
function backfillToTheEnd(): string {
	let state = runQueue();
	for ( let round = 1; round < 10 && state !== 'done'; round++ ) {
		state = runQueue();
	}
	return state;
}

const HPOS_LIST = '/wp-admin/admin.php?page=wc-orders&status=all';
const POSTS_LIST = '/wp-admin/edit.php?post_type=shop_order&post_status=all';

test.describe( 'short lines on the orders list', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	const made: number[] = [];

	test.afterAll( () => {
		useStorage( 'hpos' );
		shopPhp(
			`foreach ( array( ${ made.join( ', ' ) } ) as $id ) { $order = wc_get_order( $id ); if ( $order ) { $order->delete( true ); } }`
		);
	} );

	test( 'an order saved before orders carried the flag is flagged by the backfill, and the filter finds it', async ( {
		page,
	} ) => {
		const old = shortOrder();
		made.push( old );
		// As it was saved before the flag existed: the meta alone goes, no
		// save (which would flag it again); the backfill has not run.
		shopPhp( `
$order = wc_get_order( ${ old } );
$order->delete_meta_data( '_temple_offerings_short_lines' );
$order->save_meta_data();
as_unschedule_all_actions( 'temple_offerings_short_lines_backfill' );
delete_option( 'temple_offerings_short_lines_backfill' );
` );
		// Nothing runs it before an admin screen asks for it.
		expect( runQueue() ).toBe( '' );
		expect( flag( old ) ).toBe( '' );

		// The first admin screen after the update (here the filtered orders
		// list, which does not find the order yet: the list is read before the
		// request ends and the queue may run) schedules it; the queue runs it.
		await page.goto( `${ HPOS_LIST }&temple_believers=short` );
		await expect( page.locator( '#the-list' ) ).toBeVisible();
		await expect(
			page.locator( `#the-list tr#order-${ old }` )
		).toHaveCount( 0 );
		expect( backfillToTheEnd() ).toBe( 'done' );
		expect( flag( old ) ).toBe( '1' );
		expect(
			await filtered( page, HPOS_LIST, '#order-query-submit', 'order-' )
		).toContain( old );

		// Done once: another admin screen schedules nothing.
		await page.goto( '/wp-admin/index.php' );
		expect(
			shopPhp(
				`echo count( as_get_scheduled_actions( array( 'hook' => 'temple_offerings_short_lines_backfill', 'status' => ActionScheduler_Store::STATUS_PENDING ) ) );`
			).trim()
		).toBe( '0' );
	} );

	test( 'the filter finds a short order on the posts-storage orders list as on HPOS’s, and leaves a complete one out', async ( {
		page,
	} ) => {
		const short = shortOrder();
		made.push( short );
		const complete = Number(
			shopPhp( `
$order = wc_create_order( array( 'status' => 'processing' ) );
$order->set_billing_first_name( '齊全' );
$order->add_product( wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID ), 1 );
$order->calculate_totals();
$order->save();
echo $order->get_id();
` ).trim()
		);
		made.push( complete );
		// A line of one place without a believer would be short: give it its believer.
		shopPhp( `
$order = wc_get_order( ${ complete } );
foreach ( $order->get_items() as $item ) {
	$item->update_meta_data( '_believers_data', array( array( 'id' => 'e2e', 'name' => '陳一', 'gender' => '信士', 'birthday' => '吉-吉-吉-吉', 'time' => '吉', 'address' => '台南市', 'product_category' => array( 'light' ) ) ) );
	$item->save();
}
$order->save();
` );
		expect( flag( complete ) ).toBe( '' );

		const hpos = await filtered(
			page,
			HPOS_LIST,
			'#order-query-submit',
			'order-'
		);
		expect( hpos ).toContain( short );
		expect( hpos ).not.toContain( complete );

		expect( useStorage( 'posts' ) ).toBe( 'no' );
		const posts = await filtered(
			page,
			POSTS_LIST,
			'#post-query-submit',
			'post-'
		);
		expect( posts ).toContain( short );
		expect( posts ).not.toContain( complete );
		// The unfiltered posts list holds both: the filter, not the storage, left one out.
		await page.goto( POSTS_LIST );
		await expect(
			page.locator( `#the-list tr#post-${ complete }` )
		).toHaveCount( 1 );
	} );
} );

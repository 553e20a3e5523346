/**
 * The draw (抽籤) on the real shop: an offering whose places are given by
 * draw takes entries during its registration window without payment (its
 * own cart, at most 2 places a person); after the close staff run the draw
 * with a published seed, and the drawn order is the one the rule in
 * docs/orders.md gives, worked out here in JavaScript; it runs once; the
 * winners wait for their payment with a deadline and an e-mail, the others
 * are told they were not drawn; a winner unpaid at its deadline gives its
 * places to the next drawn. A customer cannot run a draw nor pay an entry.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	emptyCart,
	mails,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import { ajaxAdd, checkout, storeAdd } from './opening-helpers';
import {
	CUSTOMER_EMAIL,
	ENTRANTS,
	NAME,
	PLACES,
	SEED,
	deadline,
	drawOrder,
	dropEntries,
	guest,
	record,
	statuses,
	stock,
	winners,
} from './draw-helpers';

test.describe.configure( { mode: 'serial' } );

let lamp = 0;
let plain = 0;
const entries = new Map< number, number >();
const emails = new Map< number, string >();
let drawn: number[] = [];
let won: number[] = [];
let runNonce = '';
let ownEntry = 0;

test.beforeAll( () => {
	lamp = simpleProduct( 'e2e-draw-lamp', NAME, 600, [ 'light' ], PLACES );
	plain = simpleProduct( 'e2e-draw-plain', '抽籤旁的光明燈', 500, [
		'light',
	] );
	dropEntries( lamp );
	shopPhp( `
		$p = wc_get_product( ${ lamp } );
		$p->update_meta_data( '_temple_offerings_draw', 'yes' );
		$p->update_meta_data( '_temple_offerings_per_person', '2' );
		$p->update_meta_data( '_temple_offerings_opens_at', (string) ( time() - 3600 ) );
		$p->update_meta_data( '_temple_offerings_closes_at', (string) ( time() + 3600 ) );
		$p->delete_meta_data( '_temple_offerings_draw_record' );
		$p->delete_meta_data( '_temple_offerings_pay_within' );
		$p->save();
	` );
} );

test.afterAll( () => {
	dropEntries( lamp );
	for ( const id of [ lamp, plain ] ) {
		shopPhp( `wp_delete_post( ${ id }, true );` );
	}
} );

test( 'worshippers enter the draw inside the window without paying: 登記抽籤, no places held, at most 2 a person; a mixed cart is refused on every add and loses nothing', async ( {
	browser,
} ) => {
	test.slow();
	for ( const [ email, places ] of ENTRANTS ) {
		const api = await guest();
		const added = await storeAdd( api, lamp, places );
		expect( added.status, JSON.stringify( added.body ) ).toBe( 201 );
		// The cart asks for no payment.
		const cart = await (
			await api.get( '/wp-json/wc/store/v1/cart' )
		).json();
		expect( cart.needs_payment ).toBe( false );
		const done = await checkout( api, email );
		expect( done.status, JSON.stringify( done.body ) ).toBe( 200 );
		entries.set( Number( done.body.order_id ), places );
		emails.set( Number( done.body.order_id ), email );
		await api.dispose();
	}
	// The shop's customer enters too, signed in.
	const mine = await browser.newContext( { storageState: CUSTOMER } );
	await emptyCart( mine.request );
	expect( ( await storeAdd( mine.request, lamp, 1 ) ).status ).toBe( 201 );
	const own = await checkout( mine.request, CUSTOMER_EMAIL );
	expect( own.status, JSON.stringify( own.body ) ).toBe( 200 );
	ownEntry = Number( own.body.order_id );
	entries.set( ownEntry, 1 );
	emails.set( ownEntry, CUSTOMER_EMAIL );
	await mine.close();

	const ids = [ ...entries.keys() ];
	expect( Object.values( statuses( ids ) ) ).toEqual(
		ids.map( () => 'temple-entered' )
	);
	expect( stock( lamp ) ).toBe( PLACES );

	// A third place for draw-a@example.com: the limit counts entries.
	const again = await guest();
	expect( ( await storeAdd( again, lamp, 1 ) ).status ).toBe( 201 );
	const refused = await checkout( again, ENTRANTS[ 0 ][ 0 ] );
	expect( refused.status ).toBe( 400 );
	expect( refused.body.message ).toContain(
		`「${ NAME }」每人限登記 2 位，您已登記滿 2 位。`
	);
	await again.dispose();

	// Mixed carts, both ways, on the Store API and the page's wc-ajax add.
	const sentence = `「${ NAME }」的名額以抽籤決定，須單獨登記結帳：請先將祈福袋中的結緣品結帳或移除，再加入其他結緣品。`;
	const mixed = await guest();
	expect( ( await storeAdd( mixed, plain, 1 ) ).status ).toBe( 201 );
	const store = await storeAdd( mixed, lamp, 1 );
	expect( store.status ).toBe( 400 );
	expect( store.body ).toMatchObject( {
		code: 'temple_offerings_draw_alone',
		message: sentence,
	} );
	const ajax = await ajaxAdd( mixed, lamp, 1 );
	expect( ajax ).toMatchObject( { error: true, message: sentence } );
	expect(
		( await storeCart( mixed ) ).items.map( ( item ) => item.id )
	).toEqual( [ plain ] );
	await mixed.dispose();

	const other = await guest();
	expect( ( await ajaxAdd( other, lamp, 1 ) ).error ).toBeFalsy();
	expect( await ajaxAdd( other, plain, 1 ) ).toMatchObject( {
		error: true,
		message: sentence,
	} );
	expect(
		( await storeCart( other ) ).items.map( ( item ) => item.id )
	).toEqual( [ lamp ] );
	await other.dispose();
} );

test( 'a customer can neither run a draw nor pay an entry before it is drawn; staff cannot run it before the close', async ( {
	browser,
} ) => {
	const customer = await browser.newContext( { storageState: CUSTOMER } );
	const denied = await customer.request.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'temple_offerings_run_draw',
			offering: String( lamp ),
			seed: 'mine',
		},
		maxRedirects: 0,
	} );
	expect( denied.status() ).toBe( 403 );
	expect( record( lamp ) ).toBeNull();
	const screen = await customer.request.get(
		'/wp-admin/admin.php?page=temple-offerings-draws'
	);
	expect( await screen.text() ).not.toContain( NAME );
	await customer.close();

	// Its owner's pay link (the order's key) pays nothing before the draw.
	const payUrl = shopPhp(
		`echo wc_get_order( ${ ownEntry } )->get_checkout_payment_url();`
	).trim();
	const owner = await browser.newContext( { storageState: CUSTOMER } );
	const payPage = await owner.newPage();
	await payPage.goto( payUrl );
	await expect( payPage.locator( 'body' ) ).toContainText(
		'“登記抽籤”—it cannot be paid for'
	);
	await expect( payPage.locator( '#place_order' ) ).toHaveCount( 0 );
	expect( statuses( [ ownEntry ] )[ ownEntry ] ).toBe( 'temple-entered' );
	// What the worshipper reads on the order's page instead.
	await payPage.goto( `/my-account/view-order/${ ownEntry }/` );
	await expect(
		payPage.locator( '.temple-offerings-draw-entry--entered' )
	).toContainText( `您已登記「${ NAME }」的抽籤，現在不需付款。` );
	await owner.close();

	const admin = await browser.newContext( { storageState: ADMIN } );
	const page = await admin.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=temple-offerings-draws&offering=${ lamp }`
	);
	await expect( page.locator( '.temple-draw-why-not' ) ).toContainText(
		'截止登記後才能抽籤'
	);
	await expect( page.locator( '.temple-draw-entries tbody tr' ) ).toHaveCount(
		entries.size
	);
	await admin.close();
} );

test( 'after the close staff run the draw with a published seed: the drawn order is the rule’s, winners wait for their payment with a deadline and an e-mail, the others are told', async ( {
	browser,
} ) => {
	test.slow();
	shopPhp(
		`update_post_meta( ${ lamp }, '_temple_offerings_closes_at', (string) ( time() - 1 ) );`
	);
	const admin = await browser.newContext( { storageState: ADMIN } );
	const page = await admin.newPage();
	await page.goto( '/wp-admin/admin.php?page=temple-offerings-draws' );
	await page.getByRole( 'link', { name: NAME } ).click();
	await page.getByLabel( '種子' ).fill( SEED );
	runNonce = await page
		.locator( '.temple-draw-run input[name="_wpnonce"]' )
		.inputValue();
	await page.getByRole( 'button', { name: '執行抽籤' } ).click();
	await expect( page.locator( '.temple-draw-notice' ) ).toContainText(
		`已用種子「${ SEED }」完成抽籤`
	);

	drawn = drawOrder( SEED, [ ...entries.keys() ] );
	won = winners( drawn, entries, PLACES );
	// The screen: every entry with its rank, in drawn order, drawn or not.
	const rows = page.locator( '.temple-draw-result tbody tr' );
	await expect( rows ).toHaveCount( drawn.length );
	for ( const [ index, id ] of drawn.entries() ) {
		const row = rows.nth( index );
		await expect( row.locator( 'td' ).nth( 0 ) ).toHaveText(
			String( index + 1 )
		);
		await expect( row.locator( 'td' ).nth( 1 ) ).toHaveText( `#${ id }` );
		await expect( row.locator( '.temple-draw-outcome' ) ).toHaveText(
			won.includes( id ) ? '中籤' : '未中籤'
		);
	}
	await expect( page.locator( '.temple-draw-facts' ) ).toContainText(
		`種子：${ SEED }`
	);
	await admin.close();

	const stored = record( lamp );
	expect( stored?.seed ).toBe( SEED );
	expect( stored?.drawn.map( ( [ id ] ) => id ) ).toEqual( drawn );
	expect( stored?.won ).toEqual( won );
	const held = won.reduce(
		( sum, id ) => sum + ( entries.get( id ) ?? 0 ),
		0
	);
	expect( stock( lamp ) ).toBe( PLACES - held );

	const now = statuses( drawn );
	for ( const id of won ) {
		expect( now[ id ] ).toBe( 'pending' );
		// WooCommerce's cancellation of unpaid checkouts (after the stock's hold time) leaves it to its deadline.
		expect(
			shopPhp(
				`var_export( apply_filters( 'woocommerce_cancel_unpaid_order', true, wc_get_order( ${ id } ) ) );`
			)
		).toBe( 'false' );
		const state = deadline( 'state', id );
		expect( Number( state.pay_by ) ).toBeGreaterThan(
			Date.now() / 1000 + 71 * 3600
		);
		const mail = mails().filter(
			( m ) =>
				m.to.includes( emails.get( id ) ?? '?' ) &&
				m.subject ===
					`您已抽中「${ NAME }」：請於 ${ state.label } 前完成訂單 #${ id } 的付款`
		);
		expect( mail ).toHaveLength( 1 );
		expect( mail[ 0 ].message ).toContain(
			`order-pay/${ id }/?pay_for_order=true`
		);
	}
	for ( const id of drawn.filter( ( one ) => ! won.includes( one ) ) ) {
		expect( now[ id ] ).toBe( 'temple-not-drawn' );
		expect(
			mails().filter(
				( m ) =>
					m.to.includes( emails.get( id ) ?? '?' ) &&
					m.subject === `「${ NAME }」抽籤結果：訂單 #${ id } 未中籤`
			)
		).toHaveLength( 1 );
	}
} );

test( 'a draw runs once: a second run, even with the form’s own nonce, is refused and changes nothing; the same seed gives the same order again', async ( {
	browser,
} ) => {
	const before = record( lamp );
	const mailCount = mails().length;
	const admin = await browser.newContext( { storageState: ADMIN } );
	const again = await admin.request.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'temple_offerings_run_draw',
			offering: String( lamp ),
			seed: 'another seed',
			_wpnonce: runNonce,
		},
		maxRedirects: 0,
	} );
	expect( again.status() ).toBe( 302 );
	expect( again.headers().location ).toContain( 'refused=already' );
	expect( record( lamp ) ).toEqual( before );
	expect( mails() ).toHaveLength( mailCount );
	await admin.close();

	// The same seed and entries, drawn again by the shop's code and here.
	const redone = JSON.parse(
		shopPhp(
			`echo wp_json_encode( TempleOfferings\\Draw\\DrawOrder::of( ${ JSON.stringify(
				SEED
			) }, json_decode( '${ JSON.stringify(
				[ ...entries.keys() ].reverse()
			) }' ) ) );`
		)
	) as number[];
	expect( redone ).toEqual( drawn );
	expect( drawOrder( SEED, [ ...entries.keys() ].reverse() ) ).toEqual(
		drawn
	);
	expect( winners( redone, entries, PLACES ) ).toEqual( won );
} );

test( 'a winner unpaid at its deadline is cancelled and its places go to the next drawn that fits, with its own deadline and e-mail; the draw’s log says so', async ( {
	browser,
} ) => {
	test.slow();
	// The winner holding the most places: what it gives back always fits someone waiting here.
	const first = [ ...won ].sort(
		( a, b ) => ( entries.get( b ) ?? 0 ) - ( entries.get( a ) ?? 0 )
	)[ 0 ];
	const waiting = drawn.filter( ( id ) => ! won.includes( id ) );
	// WooCommerce gives the cancelled winner's stock back, and the next drawn take it.
	const free = stock( lamp ) + ( entries.get( first ) ?? 0 );
	expect( deadline( 'expire', first ).status ).toBe( 'cancelled' );
	const promoted = winners( waiting, entries, free );
	expect( promoted.length ).toBeGreaterThan( 0 );
	const now = statuses( drawn );
	for ( const id of waiting ) {
		expect( now[ id ] ).toBe(
			promoted.includes( id ) ? 'pending' : 'temple-not-drawn'
		);
	}
	for ( const id of promoted ) {
		const state = deadline( 'state', id );
		expect( state.pay_by ).not.toBe( '' );
		expect(
			mails().filter(
				( m ) =>
					m.subject.startsWith( `您已抽中「${ NAME }」：` ) &&
					m.subject.endsWith( `#${ id } 的付款` )
			)
		).toHaveLength( 1 );
	}
	expect( stock( lamp ) ).toBe(
		free -
			promoted.reduce(
				( sum, id ) => sum + ( entries.get( id ) ?? 0 ),
				0
			)
	);
	// A promoted winner paying by transfer (on hold) holds its places once, not twice.
	const held = stock( lamp );
	shopPhp(
		`wc_get_order( ${ promoted[ 0 ] } )->update_status( 'on-hold', 'e2e: a transfer chosen on the pay page' );`
	);
	expect( stock( lamp ) ).toBe( held );
	const log = record( lamp )?.log.map( ( [ , text ] ) => text ) ?? [];
	expect( log[ log.length - 1 ] ).toBe(
		`訂單 #${ first } 未於付款期限前付款，已取消。名額遞補給：${ promoted
			.map( ( id ) => `#${ id }` )
			.join( ', ' ) }。`
	);

	const admin = await browser.newContext( { storageState: ADMIN } );
	const page = await admin.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=temple-offerings-draws&offering=${ lamp }`
	);
	for ( const id of promoted ) {
		await expect(
			page
				.locator( '.temple-draw-result tbody tr' )
				.filter( { hasText: `#${ id }` } )
				.locator( '.temple-draw-outcome' )
		).toHaveText( '遞補中籤' );
	}
	await expect( page.locator( '.temple-draw-log' ) ).toContainText(
		`訂單 #${ first } 未於付款期限前付款，已取消。`
	);
	await admin.close();
} );

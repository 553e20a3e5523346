/**
 * Where the page goes after a refused add, and how it scrolls there.
 */

/**
 * Internal dependencies
 */
import {
	bringIntoView,
	firstProblem,
	scrollBehavior,
} from '../bring-into-view';

const media = ( reduce: boolean ) => ( {
	matchMedia: ( query: string ) =>
		( {
			matches: reduce && query === '(prefers-reduced-motion: reduce)',
		} ) as MediaQueryList,
} );

test.each( [
	[ 'smooth by default', media( false ), 'smooth' ],
	[
		'at once when the system asks for reduced motion',
		media( true ),
		'auto',
	],
	[ 'smooth where matchMedia is missing', {} as Window, 'smooth' ],
] )( 'scrollBehavior: %s', ( _title, view, behavior ) => {
	expect( scrollBehavior( view as Window ) ).toBe( behavior );
} );

/**
 * The page as the forms render it: a product without a believer (its
 * message showing), then a product with an invalid field.
 *
 * @param missing Whether the first product shows its message.
 * @param invalid Whether the second product's field is marked invalid.
 */
function page( missing: boolean, invalid: boolean ) {
	document.body.innerHTML = `
		<div class="temple-offerings">
			<div class="temple-offerings-believers" id="first">
				<div class="temple-offerings-field__message">${
					missing
						? '<p class="temple-offerings-field__error">請至少新增一位信眾</p>'
						: ''
				}</div>
				<button class="temple-offerings-believers__add">新增信眾</button>
			</div>
			<div class="temple-offerings-believers" id="second">
				<fieldset class="temple-offerings-believer">
					<input id="name" ${ invalid ? 'aria-invalid="true"' : '' }>
					<div class="temple-offerings-field__message"></div>
				</fieldset>
				<button class="temple-offerings-believers__add">新增信眾</button>
			</div>
		</div>`;
	return document.querySelector< HTMLElement >( '.temple-offerings' )!;
}

test.each( [
	[
		'a product without a believer comes first: its message, its add button',
		true,
		true,
		'#first .temple-offerings-field__error',
		'#first button',
	],
	[ 'an invalid field, focused itself', false, true, '#name', '#name' ],
	[ 'nothing marked', false, false, null, null ],
] )( 'firstProblem: %s', ( _title, missing, invalid, show, focus ) => {
	const problem = firstProblem( page( missing, invalid ) );
	expect( problem?.show ?? null ).toBe(
		show ? document.querySelector( show ) : null
	);
	expect( problem?.focus ?? null ).toBe(
		focus ? document.querySelector( focus ) : null
	);
} );

const originalMatchMedia = window.matchMedia;
afterEach( () => {
	window.matchMedia = originalMatchMedia;
} );

test( 'bringIntoView scrolls at once under reduced motion and focuses without a second scroll', () => {
	const root = page( true, false );
	const target = root.querySelector< HTMLElement >( '#first button' )!;
	const scrollIntoView = jest.fn();
	target.scrollIntoView = scrollIntoView;
	const focus = jest.spyOn( target, 'focus' );
	window.matchMedia = ( query: string ) =>
		( {
			matches: query === '(prefers-reduced-motion: reduce)',
		} ) as MediaQueryList;
	bringIntoView( target );
	expect( scrollIntoView ).toHaveBeenCalledWith( {
		behavior: 'auto',
		block: 'center',
	} );
	expect( focus ).toHaveBeenCalledWith( { preventScroll: true } );
	expect( target.ownerDocument.activeElement ).toBe( target );
} );

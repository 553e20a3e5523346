/**
 * How the offering page looks and behaves on the real shop: 16:9 card
 * frames and equal card heights, a variation's compact card, the block in
 * the theme's content column by default, a wide one laying a 普渡
 * believer's fields in lines, the summary's read-back, the tab
 * in the address, focus after 刪除, heading levels, toasts that do not pile
 * up, the 往生祈福 helper line, and axe with forms open and errors showing.
 * Full-page screenshots at 390, 768, 1280 and 1920 px go to test-results/.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { addBeliever, field, pick } from './page-helpers';
import { shopPhp } from './cart-helpers';

const SHOTS = path.join( __dirname, '../test-results' );
const SUMMARY = '結緣品明細';

const summary = ( page: Page ) =>
	page.getByRole( 'complementary', { name: SUMMARY } );

/**
 * Fills what a 普渡 row needs to be read back recognisably.
 *
 * @param row  The believer row.
 * @param name Registrant name.
 */
async function fillPudu( row: Locator, name: string ) {
	await field( row, '信眾姓名' ).fill( name );
	await field( row, '往生者姓名' ).fill( `${ name }的阿公` );
}

test( 'cards: a 16:9 frame whatever the image, one height per row, compact variations', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/offerings/?category=gift' );
	const cards = page.locator( '.temple-offerings__card' );
	await expect( cards.first() ).toBeVisible();
	// 平安符 has no image: it shows the shop's (square) placeholder.
	await expect(
		page.getByRole( 'button', { name: /^平安符/ } ).locator( 'img' )
	).toHaveAttribute( 'src', /./ );
	// Wait for the images, so a frame that followed its image would show.
	await page.waitForFunction( () =>
		[ ...document.querySelectorAll( '.temple-offerings__card img' ) ].every(
			( img ) => ( img as HTMLImageElement ).complete
		)
	);
	const boxes = await page.evaluate( () =>
		[ ...document.querySelectorAll( '.temple-offerings__card' ) ].map(
			( card ) => {
				const media = card.querySelector(
					'.temple-offerings__card-media'
				);
				const box = card.getBoundingClientRect();
				const frame = media?.getBoundingClientRect();
				return {
					top: Math.round( box.top ),
					height: box.height,
					ratio: frame ? frame.width / frame.height : 0,
				};
			}
		)
	);
	expect( boxes.length ).toBeGreaterThanOrEqual( 2 );
	for ( const box of boxes ) {
		expect( box.ratio ).toBeCloseTo( 16 / 9, 1 );
	}
	// Cards side by side have one height, with or without an image.
	const row = boxes.filter( ( box ) => box.top === boxes[ 0 ].top );
	expect( row.length ).toBeGreaterThanOrEqual( 2 );
	expect( new Set( row.map( ( box ) => box.height ) ).size ).toBe( 1 );

	// A variation's card: its own name and its price, no image.
	await page.getByRole( 'tab', { name: '改運', exact: true } ).click();
	const variation = page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: /^進階/ } );
	await expect( variation ).toHaveText( /^進階NT\$[\d,]+$/ );
	await expect( variation.locator( 'img' ) ).toHaveCount( 0 );
} );

test( 'by default the block sits in the theme’s content column, lined up with the page title', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/offerings/' );
	const block = page.locator( '.wp-block-temple-offerings-offerings' );
	await expect( block ).not.toHaveClass( /\balign(wide|full)\b/ );
	const title = page.locator( 'h1' ).first();
	await expect( title ).toHaveText( /\S/ );
	const [ blockBox, titleBox ] = await Promise.all( [
		block.boundingBox(),
		title.boundingBox(),
	] );
	expect(
		Math.abs( ( blockBox?.x ?? -1 ) - ( titleBox?.x ?? -99 ) )
	).toBeLessThanOrEqual( 1 );
	expect(
		Math.abs( ( blockBox?.width ?? -1 ) - ( titleBox?.width ?? -99 ) )
	).toBeLessThanOrEqual( 1 );
	await page.screenshot( {
		path: path.join( SHOTS, 'page-look-content-1280.png' ),
		fullPage: true,
	} );
} );

test( 'room: a wide block, a 普渡 believer in lines, screenshots at four widths', async ( {
	page,
} ) => {
	// A page whose block the editor set to wide (the inspector's 寬版).
	const slug = shopPhp( `
		$id = wp_insert_post( array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => '結緣品（寬版）',
			'post_name'    => 'offerings-wide-' . wp_generate_password( 6, false ),
			'post_content' => '<!-- wp:temple-offerings/offerings {"align":"wide"} /-->',
		) );
		echo get_post_field( 'post_name', $id );
	` ).trim();
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( `/${ slug }/` );
	const block = page.locator( '.wp-block-temple-offerings-offerings' );
	await expect( block ).toHaveClass( /\balignwide\b/ );
	const pudu = await pick( page, '普渡', '普渡供品' );
	const row = await addBeliever( pudu );
	await fillPudu( row, '王小明' );

	for ( const width of [ 390, 768, 1280, 1920 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.screenshot( {
			path: path.join( SHOTS, `page-look-${ width }.png` ),
			fullPage: true,
		} );
		// Nothing wider than the window at any width.
		const overflow = await page.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );

	const blockWidth = ( await block.boundingBox() )?.width ?? 0;
	expect( blockWidth ).toBeGreaterThan( 900 );
	// Name, gender and address on one line.
	const tops = async ( locators: Locator[] ) =>
		Promise.all(
			locators.map( async ( item ) =>
				Math.round( ( await item.boundingBox() )?.y ?? -1 )
			)
		);
	const identity = await tops( [
		field( row, '信眾姓名' ),
		field( row, '信眾性別' ),
		field( row, '信眾地址' ),
	] );
	expect( new Set( identity ).size ).toBe( 1 );
	// Each lunar date's four selects on one line.
	for ( const legend of [
		'農曆生辰',
		'往生者農曆生辰',
		'往生者農曆往生日',
	] ) {
		const group = row.getByRole( 'group', { name: legend, exact: true } );
		await expect( group ).toHaveCount( 1 );
		const selects = await tops( [
			field( group, '年' ),
			field( group, '月' ),
			field( group, '日' ),
			group.getByRole( 'combobox' ).last(),
		] );
		expect( new Set( selects ).size ).toBe( 1 );
	}
	const rowHeight = ( await row.boundingBox() )?.height ?? Infinity;
	// About one screen: printed for the report, held to 1.25 screens.
	test.info().annotations.push( {
		type: 'measure',
		description: `one 普渡 believer at 1280 px: ${ Math.round(
			rowHeight
		) } px high, block ${ Math.round( blockWidth ) } px wide`,
	} );
	process.stdout.write(
		`page-look: one 普渡 believer at 1280 px is ${ Math.round(
			rowHeight
		) } px high (block ${ Math.round( blockWidth ) } px)\n`
	);
	expect( rowHeight ).toBeLessThan( 900 * 1.25 );
} );

test( 'read-back, tab in the address, focus after 刪除, headings, toasts', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/offerings/' );
	const pudu = await pick( page, '普渡', '普渡供品' );
	await expect( page ).toHaveURL( /[?&]category=pudu\b/ );
	// addBeliever's locator follows the last row; pin each row by position.
	const rows = pudu.locator( 'fieldset.temple-offerings-believer' );
	await addBeliever( pudu );
	const first = rows.nth( 0 );
	await fillPudu( first, '王小明' );
	await addBeliever( pudu );
	const second = rows.nth( 1 );
	await fillPudu( second, '李小華' );
	await field( second, '信眾性別' ).selectOption( 'female' );

	// The summary reads every person back, gender and lunar date included.
	const people = summary( page ).locator(
		'.temple-offerings__summary-people li'
	);
	await expect( people ).toHaveCount( 4 );
	await expect( people.nth( 0 ) ).toHaveText( /^王小明（信士，/ );
	await expect( people.nth( 1 ) ).toHaveText( /^往生者資料：王小明的阿公/ );
	await expect( people.nth( 2 ) ).toHaveText( /^李小華（信女，/ );

	// Headings: under the theme's h1, no level is skipped.
	const levels = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'h1, h2, h3, h4, h5, h6' ) ]
			.filter( ( heading ) => heading.getClientRects().length > 0 )
			.map( ( heading ) => Number( heading.tagName.slice( 1 ) ) )
	);
	expect( levels ).toContain( 1 );
	const jumps = levels
		.slice( 1 )
		.filter( ( level, index ) => level - levels[ index ] > 1 );
	expect( jumps ).toEqual( [] );

	// The same error raised three times is one toast.
	const add = summary( page ).getByRole( 'button', { name: '加入結緣品' } );
	await field( second, '信眾地址' ).fill( '' );
	for ( let click = 0; click < 3; click++ ) {
		await add.click();
	}
	const toasts = page.locator( '.temple-offerings__toaster [role="status"]' );
	await expect( toasts.first() ).toBeVisible();
	const texts = await toasts.allInnerTexts();
	expect( new Set( texts ).size ).toBe( texts.length );

	// Delete the first row: focus lands in the first field of the row after it.
	const deleteRow = async ( row: Locator ) => {
		await row.getByRole( 'button', { name: /^刪除/ } ).click();
		await page
			.getByRole( 'dialog', { name: '確認刪除' } )
			.getByRole( 'button', { name: '刪除', exact: true } )
			.click();
	};
	await deleteRow( first );
	await expect( rows ).toHaveCount( 1 );
	await expect( rows.first() ).toContainText( '信眾資料 1' );
	await expect( field( rows.first(), '信眾姓名' ) ).toHaveValue( '李小華' );
	await expect( field( rows.first(), '信眾姓名' ) ).toBeFocused();
	// The last row: focus goes to the add button.
	await deleteRow( rows.first() );
	await expect(
		pudu.getByRole( 'button', { name: '新增信眾', exact: true } )
	).toBeFocused();

	// A reload keeps the tab.
	await page.getByRole( 'tab', { name: '結緣品', exact: true } ).click();
	await expect( page ).toHaveURL( /[?&]category=gift\b/ );
	await page.reload();
	await expect(
		page.getByRole( 'tab', { name: '結緣品', exact: true } )
	).toHaveAttribute( 'aria-selected', 'true' );
} );

test( '往生祈福 says who the 登記人 is; axe is clean with forms open and errors showing', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/offerings/' );
	const blessing = await pick( page, '往生祈福', '往生祈福牌位' );
	await addBeliever( blessing );
	await expect(
		blessing.locator( '.temple-offerings-believer__help' )
	).toHaveText( /^登記人是為往生者祈福的在世者/ );
	const pudu = await pick( page, '普渡', '普渡供品' );
	await addBeliever( pudu );
	await summary( page ).getByRole( 'button', { name: '加入結緣品' } ).click();
	await expect(
		pudu.locator( '[aria-invalid="true"]' ).first()
	).toBeVisible();
	// The selected card's price, on its tint, is part of what axe checks.
	await expect(
		page.getByRole( 'button', { name: /^普渡供品/, pressed: true } )
	).toBeVisible();

	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	const violations = await page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: ( context: string ) => Promise< {
						violations: {
							id: string;
							impact: string | null;
							nodes: { target: string[] }[];
						}[];
					} >;
				};
			}
		 ).axe;
		const result = await axe.run( '.temple-offerings' );
		return result.violations
			.filter(
				( violation ) =>
					violation.impact === 'serious' ||
					violation.impact === 'critical'
			)
			.map(
				( violation ) =>
					`${ violation.id }: ${ violation.nodes
						.map( ( node ) => node.target.join( ' ' ) )
						.join( ', ' ) }`
			);
	} );
	expect( violations ).toEqual( [] );
} );

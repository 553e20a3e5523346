/**
 * What the counter screen's flows take, measured as they run: the keys the
 * spec presses (counted as pressed) and the clicks the page receives
 * (counted in the page, so a click from anywhere counts), written to
 * test-results/counter/keys.json beside the screenshots for docs/staff.md.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const OUT = path.join( __dirname, '..', 'test-results', 'counter' );

/**
 * Counts what a flow takes. Every key pressed counts one, and a character
 * typed counts one, as a phone's digits do; a Chinese character typed with
 * an input method takes a few keys more, which the count leaves out.
 */
export class Hands {
	keys = 0;

	private constructor( private page: Page ) {}

	/**
	 * Starts counting on a page whose screen is open: clicks from now on.
	 *
	 * @param page The page.
	 */
	static async on( page: Page ): Promise< Hands > {
		await page.evaluate( () => {
			const counted = window as unknown as { counterClicks: number };
			counted.counterClicks = 0;
			document.addEventListener(
				'pointerdown',
				() => counted.counterClicks++,
				true
			);
		} );
		return new Hands( page );
	}

	/**
	 * Types text, a key per character.
	 *
	 * @param text Text.
	 */
	async type( text: string ) {
		this.keys += [ ...text ].length;
		await this.page.keyboard.type( text );
	}

	/**
	 * Presses a key, a number of times.
	 *
	 * @param key   Key.
	 * @param times How many times.
	 */
	async press( key: string, times = 1 ) {
		for ( let i = 0; i < times; i++ ) {
			this.keys += 1;
			await this.page.keyboard.press( key );
		}
	}

	/** The clicks the page received since counting began. */
	clicks(): Promise< number > {
		return this.page.evaluate(
			() =>
				( window as unknown as { counterClicks: number } ).counterClicks
		);
	}
}

/**
 * Records a flow's keys and clicks for the docs.
 *
 * @param name  The flow.
 * @param hands What it took.
 */
export async function record( name: string, hands: Hands ) {
	fs.mkdirSync( OUT, { recursive: true } );
	const file = path.join( OUT, 'keys.json' );
	const all = fs.existsSync( file )
		? JSON.parse( fs.readFileSync( file, 'utf8' ) )
		: {};
	all[ name ] = { keys: hands.keys, clicks: await hands.clicks() };
	fs.writeFileSync( file, JSON.stringify( all, null, '\t' ) );
}

/**
 * A picture of the whole screen at the page's width: the window made as
 * tall as the page for the moment, so wp-admin's fixed bar and menu stand
 * where they belong (a full-page capture draws them mid-page).
 *
 * @param page The page.
 * @param name File name, without .png.
 */
export async function wholeScreen( page: Page, name: string ) {
	const size = page.viewportSize() ?? { width: 1280, height: 900 };
	const height = await page.evaluate(
		() => document.documentElement.scrollHeight
	);
	await page.setViewportSize( { width: size.width, height } );
	fs.mkdirSync( OUT, { recursive: true } );
	await page.screenshot( { path: path.join( OUT, `${ name }.png` ) } );
	await page.setViewportSize( size );
}

/**
 * A picture of what the window shows.
 *
 * @param page The page.
 * @param name File name, without .png.
 */
export async function windowShot( page: Page, name: string ) {
	fs.mkdirSync( OUT, { recursive: true } );
	await page.screenshot( { path: path.join( OUT, `${ name }.png` ) } );
}

/**
 * Debian's Chromium as the benchmarks drive it: headless, as root, with
 * nothing reaching out to the network on its own.
 */

/**
 * Launches Chromium through Playwright.
 *
 * @return {Promise<import('@playwright/test').Browser>} The browser; close it when done.
 */
export async function launchChromium() {
	const { chromium } = await import( '@playwright/test' );
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	} );
}

<?php
/**
 * Clears the offering page's localStorage after a log-out.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

/**
 * Logging out sets a short-lived cookie (not httponly: the page's script
 * clears it). While it is there, the next page that prints a footer (the log-in
 * screen WordPress redirects to, or the shop's page WooCommerce redirects to)
 * prints a tiny inline script that removes every localStorage key of the
 * plugin, then expires the cookie. The drafts' owner check (BrowserDataOwner)
 * already hides them from the next visitor; this removes them from the disk
 * as well. Guests without the cookie get no script, so their HTML is unchanged.
 */
final class ForgetBrowserData {

	public const COOKIE = 'temple_offerings_forget';

	/**
	 * Every localStorage key of the plugin starts with this: DRAFT_KEY_PREFIX in
	 * src/store/constants.ts and COPIED_BELIEVER_KEY in
	 * src/store/copied-believer.ts.
	 */
	public const STORAGE_PREFIX = 'temple-offerings:';

	/** Long enough for the redirect after the log-out to load. */
	private const LIFETIME = 15 * MINUTE_IN_SECONDS;

	/**
	 * Hooked on `wp_logout`.
	 */
	public function remember(): void {
		if ( headers_sent() ) {
			return;
		}
		foreach ( $this->paths() as $path ) {
			setcookie(
				self::COOKIE,
				'1',
				array(
					'expires'  => time() + self::LIFETIME,
					'path'     => $path,
					'domain'   => (string) COOKIE_DOMAIN,
					'secure'   => is_ssl(),
					'httponly' => false,
					'samesite' => 'Lax',
				)
			);
		}
	}

	/**
	 * Hooked on `wp_footer` and `login_footer`.
	 */
	public function print_script(): void {
		if ( ! isset( $_COOKIE[ self::COOKIE ] ) ) {
			return;
		}
		$expire = array();
		foreach ( $this->paths() as $path ) {
			$expire[] = self::COOKIE . '=; Max-Age=0; path=' . $path . ( COOKIE_DOMAIN ? '; domain=' . COOKIE_DOMAIN : '' ) . '; SameSite=Lax';
		}
		$script = sprintf(
			'(function(p,c){var s,k=[],i;try{s=window.localStorage;for(i=0;i<s.length;i++){if(String(s.key(i)).indexOf(p)===0){k.push(s.key(i));}}for(i=0;i<k.length;i++){s.removeItem(k[i]);}}catch(e){}for(i=0;i<c.length;i++){document.cookie=c[i];}})(%s,%s);',
			wp_json_encode( self::STORAGE_PREFIX ),
			wp_json_encode( $expire, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
		);
		wp_print_inline_script_tag( $script, array( 'id' => 'temple-offerings-forget' ) );
	}

	/**
	 * The cookie paths: the site's, and the WordPress directory's when it differs
	 * (the log-in screen lives there).
	 *
	 * @return string[]
	 */
	private function paths(): array {
		return array_values( array_unique( array( (string) COOKIEPATH, (string) SITECOOKIEPATH ) ) );
	}
}

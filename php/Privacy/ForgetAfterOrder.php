<?php
/**
 * Clears a guest's offering-page data from the browser once their order is placed.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

/**
 * The page removes its draft after a successful add to the cart, but a
 * guest can leave more behind on a shared device: a draft of another visit
 * of the page (picked again after the add, then gone to the checkout), one of
 * another page holding the block, the rows of an add that went only half
 * through, a copied believer. Once the order is placed, the order-received
 * page (where both the block and the classic checkout end, and where both
 * fire `woocommerce_thankyou`) prints a tiny inline script that removes
 * every item of the plugin a guest owns (BrowserDataOwner::GUEST) or nobody
 * can read back, from localStorage, and every key of the plugin from
 * sessionStorage. A logged-in account's own items stay: only that account
 * reads them, and they go at its log-out (ForgetBrowserData). The guest's
 * items go for an account created at the checkout too, since the guest it
 * was a moment ago is the one who typed them.
 */
final class ForgetAfterOrder {

	/**
	 * Whether this request printed the script already.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * Hooked on `woocommerce_thankyou`.
	 */
	public function print_script(): void {
		if ( $this->printed ) {
			return;
		}
		$this->printed = true;
		wp_print_inline_script_tag( self::script(), array( 'id' => 'temple-offerings-forget-after-order' ) );
	}

	/**
	 * The script: for each storage area, the plugin's keys; in localStorage
	 * those whose envelope names the guest owner or which are no envelope.
	 * Blocked storage throws, and is skipped.
	 */
	public static function script(): string {
		return sprintf(
			'(function(p,g){["localStorage","sessionStorage"].forEach(function(a){var s,k=[],i,o;try{s=window[a];for(i=0;i<s.length;i++){if(String(s.key(i)).indexOf(p)===0){k.push(s.key(i));}}for(i=0;i<k.length;i++){o=null;try{o=JSON.parse(s.getItem(k[i]));}catch(e){}if(a==="sessionStorage"||!o||typeof o.owner!=="string"||o.owner===g){s.removeItem(k[i]);}}}catch(e){}});})(%s,%s);',
			(string) wp_json_encode( ForgetBrowserData::STORAGE_PREFIX ),
			(string) wp_json_encode( BrowserDataOwner::GUEST )
		);
	}
}

<?php
/**
 * The renewal reminder's unsubscribe link and what it does.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * The link is the site's home with the customer's user id and its
 * signature (UnsubscribeSignature, keyed with a WordPress salt): it works
 * without logging in, from any device, however late it is read, and only
 * for the account it was written for. Following it (a GET) shows a page in
 * the site's theme asking to confirm with a button; the button's POST, or
 * the one-click POST a mail program sends for the List-Unsubscribe header
 * (RFC 8058), turns renewal reminders off for that customer (user meta) and
 * says so (UnsubscribeRequest decides which). A bad or changed link is
 * refused with a page saying so and changes nothing.
 */
final class Unsubscribe {

	/** Query arguments of the link: the user id and its signature. */
	public const USER_ARG = 'temple-offerings-unsubscribe';

	public const SIGNATURE_ARG = 'signature';

	/** User meta: 'yes' when the customer turned renewal reminders off. */
	public const META = 'temple_offerings_no_renewal_reminders';

	/**
	 * The unsubscribe link of a customer.
	 *
	 * @param int $user_id Customer's user id.
	 */
	public function url( int $user_id ): string {
		return add_query_arg(
			array(
				self::USER_ARG      => (string) $user_id,
				self::SIGNATURE_ARG => $this->signature()->sign( $user_id ),
			),
			home_url( '/' )
		);
	}

	/**
	 * Whether the customer turned renewal reminders off.
	 *
	 * @param int $user_id Customer's user id.
	 */
	public function is_off( int $user_id ): bool {
		return 'yes' === get_user_meta( $user_id, self::META, true );
	}

	/**
	 * @param UnsubscribePage $page Draws the answer in the site's theme.
	 */
	public function __construct( private UnsubscribePage $page ) {}

	/**
	 * Hooked on `template_redirect` (before WordPress's canonical redirect,
	 * which must not turn a one-click POST into a GET): answers a followed
	 * link and ends the request.
	 */
	public function handle(): void {
		// phpcs:disable TempleOfferings.Security.NonceVerification -- the signature takes the nonce's place: the link must work for years, logged out, and a mail program's one-click POST carries no nonce.
		if ( ! isset( $_GET[ self::USER_ARG ] ) ) {
			return;
		}
		$user_id   = is_string( $_GET[ self::USER_ARG ] ) && ctype_digit( $_GET[ self::USER_ARG ] ) ? (int) $_GET[ self::USER_ARG ] : 0;
		$signature = isset( $_GET[ self::SIGNATURE_ARG ] ) && is_string( $_GET[ self::SIGNATURE_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::SIGNATURE_ARG ] ) ) : '';
		$method    = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		// phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- each value goes through sanitize_text_field( wp_unslash() ) in the callback.
		$body      = array_map( static fn( mixed $value ): mixed => is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : null, $_POST );
		// phpcs:enable TempleOfferings.Security.NonceVerification
		$signed = $this->signature()->verify( $user_id, $signature );
		$action = UnsubscribeRequest::action( $method, $signed, $body, $signed && $this->is_off( $user_id ) );

		if ( UnsubscribeRequest::REFUSE === $action ) {
			$this->page->show(
				400,
				__( 'Unsubscribe', 'temple-offerings' ),
				__( 'This unsubscribe link is not complete or has been changed, so nothing was changed. Please use the link in the e-mail exactly as it came.', 'temple-offerings' )
			);
		} elseif ( UnsubscribeRequest::CONFIRM === $action ) {
			$this->page->show(
				200,
				__( 'Stop renewal reminders?', 'temple-offerings' ),
				__( 'Press the button below and you will no longer receive renewal reminders from us. Your orders and saved believers stay as they are.', 'temple-offerings' ),
				$this->url( $user_id )
			);
		} else {
			// A signed id whose account is gone says the same: nothing to store, nothing to reveal.
			if ( UnsubscribeRequest::UNSUBSCRIBE === $action && false !== get_userdata( $user_id ) ) {
				update_user_meta( $user_id, self::META, 'yes' );
			}
			$this->page->show(
				200,
				__( 'Unsubscribed', 'temple-offerings' ),
				__( 'You will no longer receive renewal reminders from us. Your orders and saved believers are unchanged.', 'temple-offerings' )
			);
		}
		exit;
	}

	/**
	 * The signer, keyed with a WordPress salt (read when needed: salts are
	 * pluggable, so not yet defined while plugins load).
	 */
	private function signature(): UnsubscribeSignature {
		return new UnsubscribeSignature( wp_salt( 'auth' ) );
	}
}

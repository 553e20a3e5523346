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
 * for the account it was written for. Following it (a GET, or the one-click
 * POST a mail program sends for the List-Unsubscribe header) turns renewal
 * reminders off for that customer (user meta) and shows a plain
 * confirmation; a bad or changed link is refused and changes nothing.
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
	 * Hooked on `template_redirect`: answers a followed link and stops there.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signature takes the nonce's place: the link must work for years, logged out.
		if ( ! isset( $_GET[ self::USER_ARG ] ) ) {
			return;
		}
		$user_id   = is_string( $_GET[ self::USER_ARG ] ) && ctype_digit( $_GET[ self::USER_ARG ] ) ? (int) $_GET[ self::USER_ARG ] : 0;
		$signature = isset( $_GET[ self::SIGNATURE_ARG ] ) && is_string( $_GET[ self::SIGNATURE_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::SIGNATURE_ARG ] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! $this->signature()->verify( $user_id, $signature ) ) {
			self::answer(
				__( 'Unsubscribe', 'temple-offerings' ),
				__( 'This unsubscribe link is not complete or has been changed, so nothing was changed. Please use the link in the e-mail exactly as it came.', 'temple-offerings' ),
				400
			);
			return; // Only reached when a wp_die handler returns instead of ending the request.
		}
		// A signed id whose account is gone says the same: nothing to store, nothing to reveal.
		if ( false !== get_userdata( $user_id ) ) {
			update_user_meta( $user_id, self::META, 'yes' );
		}
		self::answer(
			__( 'Unsubscribed', 'temple-offerings' ),
			__( 'You will no longer receive renewal reminders from us. Your orders and saved believers are unchanged.', 'temple-offerings' ),
			200
		);
	}

	/**
	 * Ends the request with WordPress's plain message page: a heading (the
	 * page's title too, for screen readers and tabs), the sentence, and a
	 * link back to the site.
	 *
	 * @param string $title   Heading.
	 * @param string $message Sentence.
	 * @param int    $status  HTTP status.
	 */
	private static function answer( string $title, string $message, int $status ): void {
		wp_die(
			'<h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p>',
			esc_html( $title ),
			array(
				'response'  => $status,
				'link_url'  => home_url( '/' ),
				'link_text' => __( 'Go to the shop', 'temple-offerings' ),
			)
		);
	}

	/**
	 * The signer, keyed with a WordPress salt (read when needed: salts are
	 * pluggable, so not yet defined while plugins load).
	 */
	private function signature(): UnsubscribeSignature {
		return new UnsubscribeSignature( wp_salt( 'auth' ) );
	}
}

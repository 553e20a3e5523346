<?php
/**
 * The signature of a renewal reminder's unsubscribe link.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * An HMAC-SHA256 over the customer's user id with a key only the site
 * knows (a WordPress salt, passed in), so the link works without logging in
 * and never expires (a reminder may be read months later), yet nobody can
 * write one for another customer. The purpose is part of the signed text,
 * so a signature made with the same salt for something else never passes.
 */
final class UnsubscribeSignature {

	private const PURPOSE = 'temple-offerings-renewal-reminder-unsubscribe';

	/**
	 * @param string $key Secret key (a WordPress salt).
	 */
	public function __construct( private string $key ) {}

	/**
	 * The signature for a user id.
	 *
	 * @param int $user_id User id.
	 */
	public function sign( int $user_id ): string {
		return hash_hmac( 'sha256', self::PURPOSE . '|' . $user_id, $this->key );
	}

	/**
	 * Whether a signature was made for this user id, compared in constant time.
	 *
	 * @param int   $user_id   User id from the link.
	 * @param mixed $signature Signature from the link (anything a visitor sends).
	 */
	public function verify( int $user_id, mixed $signature ): bool {
		return $user_id > 0 && '' !== $this->key && is_string( $signature ) && hash_equals( $this->sign( $user_id ), $signature );
	}
}

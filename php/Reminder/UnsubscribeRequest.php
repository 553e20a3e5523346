<?php
/**
 * What a request to the unsubscribe link asks for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * Only a POST turns reminders off: mail scanners and link previews follow
 * every link of a message with a GET, and must not unsubscribe anyone. A GET
 * shows the confirmation page, whose button posts back to the same signed
 * link; a mail program's one-click unsubscribe (RFC 8058) posts
 * `List-Unsubscribe=One-Click` to it, with no page in between. The signature
 * in the link takes the place of a nonce: it is the secret only the
 * recipient's mail holds, and it never expires, as a reminder may be read
 * months later. A link whose signature is wrong is refused, whatever the
 * method, and changes nothing.
 */
final class UnsubscribeRequest {

	/** The confirmation button's field. */
	public const CONFIRM_FIELD = 'temple-offerings-unsubscribe-confirm';

	/** The field and value RFC 8058 has a mail program post. */
	public const ONE_CLICK_FIELD = 'List-Unsubscribe';

	public const ONE_CLICK_VALUE = 'One-Click';

	/** The link is not one the site wrote: nothing changes. */
	public const REFUSE = 'refuse';

	/** Show the confirmation page with its button: nothing changes yet. */
	public const CONFIRM = 'confirm';

	/** Turn the reminders off and say so. */
	public const UNSUBSCRIBE = 'unsubscribe';

	/** Already off: say so, nothing to change. */
	public const DONE = 'done';

	/**
	 * What to do.
	 *
	 * @param string               $method HTTP method.
	 * @param bool                 $signed Whether the link's signature is the site's for its user id.
	 * @param array<string, mixed> $body   The POST fields (anything a client sends).
	 * @param bool                 $off    Whether the customer has already turned reminders off.
	 * @return string One of REFUSE, CONFIRM, UNSUBSCRIBE, DONE.
	 */
	public static function action( string $method, bool $signed, array $body, bool $off ): string {
		if ( ! $signed ) {
			return self::REFUSE;
		}
		if ( 'POST' === strtoupper( $method ) && self::asks_to_unsubscribe( $body ) ) {
			return self::UNSUBSCRIBE;
		}
		return $off ? self::DONE : self::CONFIRM;
	}

	/**
	 * Whether a POST body is the button's or RFC 8058's one-click request.
	 *
	 * @param array<string, mixed> $body POST fields.
	 */
	private static function asks_to_unsubscribe( array $body ): bool {
		return self::ONE_CLICK_VALUE === ( $body[ self::ONE_CLICK_FIELD ] ?? null ) || '1' === ( $body[ self::CONFIRM_FIELD ] ?? null );
	}
}
